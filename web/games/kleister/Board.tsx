// The Speedkleister table: the other columns on top, press / cart / waste in the middle, your
// column, the decision prompt and your hand at the bottom (on phones the prompt and hand come before
// your column); the score panel on the right (below on phones). Between rounds the scoring and "Weiter".
import { askRat } from '../ask-rat';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardProps } from '../types';
import type { KleisterMove, KleisterView } from '@games/kleister/types';
import {
  addBrush, addOneOfRank, cardsAt, othersClockwise, selectAllOfRank, selectionEffect, selectionGroup, toggleCard, wouldCover,
} from './ui-helpers';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import { Centre } from './Centre';
import { Column, ColumnDialog } from './Column';
import { Hand } from './Hand';
import { Intro } from './Intro';
import { Prompt } from './Prompt';
import { ScorePanel } from './ScorePanel';
import { Scoring } from './Scoring';
import { reasonText } from './EndScreen';
import { adviceSentence } from './advice';
import { joinNames, tx } from './i18n';
import { effectText, groupLabel, seatNames } from './model';
import { useKleisterKeys } from './useKleisterKeys';

const DOUBLE_TAP_MS = 350;

export function Board(props: BoardProps) {
  const view = props.view.value as KleisterView | null;
  if (!view) return null;
  return <Table {...props} kleister={view} />;
}

function Table(props: BoardProps & { kleister: KleisterView }) {
  const view = props.kleister;
  const names = seatNames(props.table.value, view);
  const you = view.you;
  const hand = view.hand ?? [];
  const [selected, setSelected] = useState<number[]>([]);
  const [asking, setAsking] = useState(false);
  const [openColumn, setOpenColumn] = useState<number | null>(null);
  const lastTap = useRef<{ index: number; at: number } | null>(null);

  // A new hand or a new decision clears the selection and any Rat answer.
  const decisionKey = `${view.roundNo}:${view.phase}:${view.turn}:${view.owes}:${view.draw?.left ?? ''}:${hand.join(',')}`;
  const adviceFor = useRef<{ key: string; advice: unknown } | null>(null);
  useEffect(() => {
    setSelected((s) => s.filter((i) => i < hand.length));
    setAsking(false);
  }, [decisionKey]);
  useEffect(() => setSelected([]), [hand.join(',')]);

  const owes = you !== null && view.owes === you;
  // Only the seat that owes a decision acts: on another's turn the hand is to look at (the prompt says whose turn it is).
  const mode: 'play' | 'decide' | 'return' | 'draw' | null = !owes ? null
    : view.phase === 'play' || view.phase === 'decide' || view.phase === 'return' || view.phase === 'draw' ? view.phase : null;
  const myTurnToPlay = owes && view.phase === 'play';
  const drawing = owes && view.phase === 'draw';

  // Rat: kept for the decision it was asked for; a suggested group is selected (you still confirm).
  const advice = props.advice.value;
  useEffect(() => {
    if (!advice) return;
    setAsking(false);
    adviceFor.current = { key: decisionKey, advice };
    const move = advice.move as KleisterMove;
    if (move.type === 'play') setSelected(indicesFor(hand, move.cards));
  }, [advice]);
  const currentAdvice = advice && adviceFor.current?.key === decisionKey && adviceFor.current.advice === advice ? advice : null;
  const advisedMove = currentAdvice ? (currentAdvice.move as KleisterMove) : null;
  const canAdvise = props.adviceAllowed && owes && view.phase !== 'between' && view.phase !== 'over';
  const askAdvice = canAdvise && !asking ? () => askRat(setAsking, props.requestAdvice) : null;

  const cards = cardsAt(hand, selected);
  const group = selectionGroup(cards);
  const glowing = new Set(mode === 'play' ? wouldCover(view, cards) : []);
  const effect = group ? selectionEffect(view, cards) : null;
  const effectLine = !selected.length ? tx('effect.pick')
    : !group || !effect ? tx('effect.mixed')
    : effectText(effect, names);

  const send = (move: KleisterMove) => props.sendMove(move);
  const play = () => {
    if (!myTurnToPlay) return;
    if (!group) {
      if (selected.length) toast(tx('effect.mixed'), 'error');
      return;
    }
    send({ type: 'play', cards });
    setSelected([]);
  };
  const onTap = (index: number) => {
    if (!myTurnToPlay) return;
    const now = Date.now();
    const prev = lastTap.current;
    lastTap.current = { index, at: now };
    const card = hand[index];
    // Double tap: all cards of that kind (the first tap toggled one, so start from before it).
    if (prev && prev.index === index && now - prev.at < DOUBLE_TAP_MS && card !== undefined) {
      lastTap.current = null;
      setSelected((s) => selectAllOfRank(hand, s.filter((i) => i !== index), card));
      return;
    }
    setSelected((s) => toggleCard(hand, s, index));
  };
  const drawSlot = (slot: number) => {
    if (!drawing) return;
    if (view.cart[slot] === null || view.cart[slot] === undefined) return;
    send({ type: 'draw', from: 'cart', slot });
  };
  const drawPress = () => {
    if (drawing && view.pressCount > 0) send({ type: 'draw', from: 'press' });
  };

  useKleisterKeys({
    mode,
    cartSize: view.cart.length,
    selectRank: (rank) => setSelected((s) => addOneOfRank(hand, s, rank)),
    addBrush: () => setSelected((s) => addBrush(hand, s)),
    play,
    clear: () => setSelected([]),
    advice: askAdvice,
    take: () => mode === 'decide' && send({ type: 'take' }),
    leave: () => mode === 'decide' && send({ type: 'leave' }),
    toHand: () => mode === 'return' && send({ type: 'toHand' }),
    toWaste: () => mode === 'return' && send({ type: 'toWaste' }),
    drawPress,
    drawSlot,
  });

  const others = you === null ? names.map((_, s) => s) : othersClockwise(view.seats, you);
  const advisedDraw = advisedMove?.type === 'draw' ? (advisedMove.from === 'press' ? 'press' : advisedMove.slot) : null;
  const variants = [view.options.short && tx('variant.short'), view.options.columnBonus && tx('variant.bonus')].filter(Boolean).join(' · ');

  return (
    <div class={`kleister kl-board phase-${view.phase}`} data-testid="kleister-board">
      <div class="kl-main">
        <div class="kl-topbar">
          <span class="kl-roundno">{tx('round.of', { n: view.roundNo + 1, total: view.options.rounds })}</span>
          {variants && <span class="kl-muted">{variants}</span>}
        </div>
        <div class={`kl-opponents n${others.length}`}>
          {others.map((s) => <Column key={s} view={view} seat={s} names={names} glow={glowing.has(s)} onOpen={setOpenColumn} />)}
        </div>
        {view.phase === 'between' || view.phase === 'over' ? (
          <Between view={view} names={names} onContinue={() => send({ type: 'continue' })} />
        ) : (
          <Centre view={view} drawing={drawing} advised={advisedDraw} onDrawCart={drawSlot} onDrawPress={drawPress} />
        )}
        {you !== null && view.phase !== 'between' && view.phase !== 'over' && (
          <div class="kl-mine">
            <Column view={view} seat={you} names={names} glow={false} onOpen={setOpenColumn} />
            {/* The dock: the decision and the hand (on a phone right after the centre, never sticky). */}
            <div class="kl-dock">
              <Prompt view={view} names={names} advised={advisedMove} send={send} />
              <Hand
                view={view}
                selected={selected}
                compact={mode !== null && mode !== 'play'}
                waiting={!owes}
                canPlay={myTurnToPlay}
                valid={!!group}
                selectionLabel={group ? groupLabel(group) : null}
                effect={effectLine}
                adviceText={currentAdvice ? adviceSentence(currentAdvice.reason, advisedMove!, view, names) : asking ? tx('advice.asking') : null}
                adviceAllowed={props.adviceAllowed}
                canAdvise={canAdvise}
                asking={asking}
                onTap={onTap}
                onGroup={(rank) => myTurnToPlay && setSelected((s) => selectAllOfRank(hand, s, rank))}
                onAddBrush={() => myTurnToPlay && setSelected((s) => addBrush(hand, s))}
                onPlay={play}
                onClear={() => setSelected([])}
                onAdvice={() => askAdvice?.()}
              />
            </div>
          </div>
        )}
      </div>
      <aside class="kl-side">
        <ScorePanel view={view} names={names} />
      </aside>
      <ColumnDialog view={view} seat={openColumn} names={names} onClose={() => setOpenColumn(null)} />
      {you !== null && <Intro myTurn={myTurnToPlay} />}
    </div>
  );
}

/** Hand indices for the cards of a move (first copies of each kind). */
function indicesFor(hand: readonly number[], cards: readonly number[]): number[] {
  const used = new Set<number>();
  for (const c of cards) {
    const i = hand.findIndex((h, j) => h === c && !used.has(j));
    if (i >= 0) used.add(i);
  }
  return [...used].sort((a, b) => a - b);
}

function Between({ view, names, onContinue }: { view: KleisterView; names: string[]; onContinue(): void }) {
  const n = view.results.length;
  const last = view.results[n - 1];
  const readyNames = names.filter((_, s) => view.ready[s]);
  const meReady = view.you !== null && view.ready[view.you];
  return (
    <section class="kl-between" aria-label={tx('between.title', { n })}>
      <h2>{tx('between.title', { n })}</h2>
      {last && <p class="kl-reason">{reasonText(last, names)}</p>}
      {n > 0 && <Scoring view={view} names={names} only={n - 1} />}
      {view.phase === 'between' && (
        <div class="kl-between-actions">
          {view.you !== null && (
            <Button variant="primary" data-testid="continue" disabled={meReady} onClick={onContinue}>
              {meReady ? tx('between.waiting') : tx('between.continue')}
            </Button>
          )}
          {readyNames.length > 0 && <span class="kl-muted">{tx('between.ready', { names: joinNames(readyNames) })}</span>}
        </div>
      )}
    </section>
  );
}
