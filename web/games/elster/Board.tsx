// The Speedelster table: the other magpies, the loot in the middle, "Beute im Nest", your own
// magpie and your pebbles; between games the scoring and "Weiter".
import { askRat } from '../ask-rat';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardProps } from '../types';
import type { ElsterView, RoundRecord } from '@games/elster/types';
import { pebbleHints } from '@games/elster/hints';
import { toast } from '../../ui/Toast';
import { Button } from '../../ui/Button';
import { Centre } from './Centre';
import { Hand } from './Hand';
import { LastRound } from './LastRound';
import { Magpie } from './Magpie';
import { Reveal } from './Reveal';
import { Scoring } from './Scoring';
import { SettingsMenu } from './SettingsMenu';
import { joinNames, tx } from './i18n';
import { playable as playableOf, seatNames } from './model';
import { applyTheme, settings, vibrate } from './settings';
import { startMusic, stopMusic } from './music';
import { useBidKeys } from './useBidKeys';
import { adviceSentence } from './advice';
import { Intro } from './Intro';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Board(props: BoardProps) {
  const view = props.view.value as ElsterView | null;
  if (!view) return null;
  return <Table {...props} view={props.view} elster={view} />;
}

function Table(props: BoardProps & { elster: ElsterView }) {
  const view = props.elster;
  const table = props.table.value;
  const names = seatNames(table, view);
  const roundKey = `${view.gameNo}:${view.rounds.length}`;
  // A replay ("Partie ansehen") is inert: no pebbles to play, no Rat, no keys, no "Weiter".
  const replay = props.replay === true;
  const playable = replay ? [] : playableOf(view);
  const hints = pebbleHints(view);
  const [selected, setSelected] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const [revealing, setRevealing] = useState<RoundRecord | null>(null);
  const adviceRound = useRef<{ key: string; advice: unknown } | null>(null);
  const prev = useRef({ game: view.gameNo, rounds: view.rounds.length });
  const theme = settings.value.theme;

  useEffect(() => applyTheme(theme), [theme]);
  useMusicWhenOn();

  // A new round: clear the choice and Rat; play the reveal of the round just finished.
  useEffect(() => {
    const p = prev.current;
    prev.current = { game: view.gameNo, rounds: view.rounds.length };
    setSelected(null);
    setAsking(false);
    if (view.gameNo !== p.game || view.rounds.length <= p.rounds) return;
    const round = view.rounds[view.rounds.length - 1];
    if (!replay) vibrate(round.winner !== null && round.winner === view.you ? [40, 60, 90] : 30);
    if (!reducedMotion()) setRevealing(round);
  }, [roundKey]);

  // Rat arrived: select its pebble (the player still confirms) and keep it for this round only.
  const advice = props.advice.value;
  useEffect(() => {
    if (!advice) return;
    setAsking(false);
    adviceRound.current = { key: roundKey, advice };
    const move = advice.move as { type?: string; pebble?: number };
    if (move.type === 'bid' && typeof move.pebble === 'number' && playable.includes(move.pebble)) setSelected(move.pebble);
  }, [advice]);
  const currentAdvice = advice && adviceRound.current?.key === roundKey && adviceRound.current.advice === advice ? advice : null;
  const advisedPebble = currentAdvice ? Number(currentAdvice.reason.params.pebble ?? (currentAdvice.move as { pebble?: number }).pebble) : null;

  const place = (pebble?: number) => {
    const p = pebble ?? selected;
    if (p === null) return;
    if (!playable.includes(p)) {
      if (view.phase === 'bidding' && view.ownBid === null && view.you !== null) toast(tx('hand.played', { n: p }), 'error');
      return;
    }
    props.sendMove({ type: 'bid', pebble: p });
    setSelected(null);
  };
  const pick = (p: number) => {
    if (playable.includes(p)) setSelected(p);
    else if (playable.length) toast(tx('hand.played', { n: p }), 'error');
  };
  const onTap = (p: number) => {
    if (settings.value.oneTap || selected === p) place(p);
    else setSelected(p);
  };
  const askAdvice = !replay && props.adviceAllowed && playable.length > 0 && !asking
    ? () => askRat(setAsking, props.requestAdvice)
    : null;
  useBidKeys({ playable, selected, pick, place, clear: () => setSelected(null), advice: askAdvice, off: replay });

  const speed = table.settings.tempo === 'turbo' ? 0.4 : 1;
  const lastRound = view.rounds.length ? view.rounds[view.rounds.length - 1] : null;
  const others = names.map((_, s) => s).filter((s) => s !== view.you);
  const mine = view.you !== null ? <Magpie view={view} seat={view.you} name={names[view.you]} /> : null;

  return (
    <div class={`elster el-board phase-${view.phase}${replay ? ' el-replay' : ''}`} data-testid="elster-board">
      <div class="el-topbar">
        <span class="el-gameno">
          {tx('game.of', { n: view.gameNo + 1, total: view.options.games })}
          {' · '}{tx(view.options.houseRule === 'weg' ? 'house.weg' : 'house.topf')}
        </span>
        <SettingsMenu />
      </div>
      <div class={`el-opponents n${others.length}`}>
        {others.map((s) => <Magpie key={s} view={view} seat={s} name={names[s]} compact />)}
      </div>
      <div class="el-middle">
        <div class="el-stage">
          {view.phase === 'bidding' && <Centre view={view} />}
          {revealing && <Reveal round={revealing} names={names} speed={speed} onDone={() => setRevealing(null)} />}
        </div>
        <LastRound round={lastRound} names={names} />
      </div>
      {replay ? (
        // The seat the replay is seen from: its magpie with its pebble bar, nothing to tap.
        mine && <div class="el-replay-seat">{mine}</div>
      ) : view.phase === 'bidding' ? (
        // Your magpie and your pebbles stay together at the bottom of the screen while bidding.
        <div class="el-mine">
          {mine}
          <Hand
            view={view}
            names={names}
            hints={hints}
            selected={selected}
            advised={advisedPebble}
            adviceText={currentAdvice ? adviceSentence(currentAdvice.reason, view) : asking ? tx('advice.asking') : null}
            adviceAllowed={props.adviceAllowed}
            asking={asking}
            onTap={onTap}
            onPlace={() => place()}
            onAdvice={() => askAdvice?.()}
          />
        </div>
      ) : (
        <>
          {mine}
          {view.phase === 'between' && <Between view={view} names={names} onContinue={() => props.sendMove({ type: 'continue' })} />}
        </>
      )}
      {replay && view.phase === 'between' && <Between view={view} names={names} onContinue={null} />}
      {!replay && view.you !== null && <Intro myTurn={view.phase === 'bidding' && view.ownBid === null} adviceAllowed={props.adviceAllowed} />}
    </div>
  );
}

/** Between games: the scoring and "Weiter" (none in a replay: `onContinue` null). */
function Between({ view, names, onContinue }: { view: ElsterView; names: string[]; onContinue: (() => void) | null }) {
  const readyNames = names.filter((_, s) => view.ready[s]);
  const meReady = view.you !== null && view.ready[view.you];
  return (
    <section class="el-between" aria-label={tx('between.title', { n: view.gameNo + 1 })}>
      <h2>{tx('between.title', { n: view.gameNo + 1 })}</h2>
      <Scoring view={view} names={names} />
      <div class="el-between-actions">
        {view.you !== null && onContinue && (
          <Button variant="primary" data-testid="continue" disabled={meReady} onClick={onContinue}>
            {meReady ? tx('between.waiting') : tx('between.continue')}
          </Button>
        )}
        {readyNames.length > 0 && <span class="el-muted">{tx('between.ready', { names: joinNames(readyNames) })}</span>}
      </div>
    </section>
  );
}

/** Music, if the player switched it on earlier, starts with their first touch or key here. */
function useMusicWhenOn(): void {
  const on = settings.value.music;
  useEffect(() => {
    if (!on) return;
    const go = () => startMusic();
    window.addEventListener('pointerdown', go, { once: true });
    window.addEventListener('keydown', go, { once: true });
    return () => {
      window.removeEventListener('pointerdown', go);
      window.removeEventListener('keydown', go);
      stopMusic();
    };
  }, [on]);
}
