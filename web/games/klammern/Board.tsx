// The Speedklammern table: the Partie and the Bierdeckel on top, the other seats around the felt
// (left, across, right), the felt with the game, its value, the trick and the open card, the meld
// bubble, and at the bottom (a phone's thumb reach) the decision you owe, Rat, and your fanned hand.
// After each game the Abrechnung takes the felt's place until everyone pressed "Weiter".
import { askRat } from '../ask-rat';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardProps } from '../types';
import type { Card, KlammernMove, KlammernView } from '@games/klammern/types';
import { canSwap, legalMoves, playableCards, viewerHasPlayed } from '@games/klammern/rules/legal';
import { bellaCard } from '@games/klammern/rules/bella';
import { meldsOf } from '@games/klammern/rules/melds';
import { DAME, KOENIG, card as cardOf, trumpSeven } from '@games/klammern/rules/cards';
import { Button } from '../../ui/Button';
import { Abrechnung } from './Abrechnung';
import { BierdeckelButton, partieText } from './Bierdeckel';
import { Centre } from './Centre';
import { Hand } from './Hand';
import { MeldBubble } from './MeldBubble';
import { PlayBar } from './PlayBar';
import { Prompt } from './Prompt';
import { SeatPanel } from './SeatPanel';
import { SettingsMenu } from './SettingsMenu';
import { adviceSentence } from './advice';
import { joinNames, tx } from './i18n';
import { bottomSeat, displayOrder, othersAcross, placeOf, seatNames, trumpOf, unplayableReason } from './model';
import { klammernSettings } from './settings';
import { useKlammernKeys } from './useKlammernKeys';

export function Board(props: BoardProps) {
  const view = props.view.value as KlammernView | null;
  if (!view) return null;
  return <Table {...props} km={view} />;
}

function Table(props: BoardProps & { km: KlammernView }) {
  const view = props.km;
  const names = seatNames(props.table.value, view);
  const { design, pale, oneTap } = klammernSettings.value;
  const you = view.you;
  const hand = view.hand ?? [];
  const trump = trumpOf(view);
  const order = displayOrder(hand, trump);
  const mine = you !== null && view.pending.includes(you);
  const myTurn = mine && view.phase === 'play';
  const playable = playableCards(view);
  const swapOpen = canSwap(view);
  const seven = swapOpen ? trumpSeven(view.contract!.trump) : null;
  const canMeld = view.options.melds === 'button' && you !== null && view.phase === 'play' && !viewerHasPlayed(view) && meldsOf(hand, you).length > 0;
  const c = view.contract;
  const canBella = view.options.bella === 'button' && view.phase === 'play' && c !== null && view.bella === null
    && hand.includes(cardOf(c.trump, KOENIG)) && hand.includes(cardOf(c.trump, DAME));

  const [selected, setSelected] = useState<Card | null>(null);
  const [armed, setArmed] = useState(false);
  const [meldPressed, setMeldPressed] = useState(false);
  const [bellaPressed, setBellaPressed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [deckel, setDeckel] = useState(false);

  // A new decision (anyone moved) clears the choice and any Rat answer; a new game the toggles.
  const decisionKey = `${view.gameNo}:${view.deal}:${view.phase}:${view.tricks.length}:${view.trick.cards.length}:${view.pending.join()}:${hand.join()}:${view.swap ? 1 : 0}`;
  const adviceFor = useRef<{ key: string; advice: unknown } | null>(null);
  useEffect(() => {
    setSelected((s) => (s !== null && hand.includes(s) ? s : null));
    setArmed(false);
    setAsking(false);
  }, [decisionKey]);
  useEffect(() => {
    setMeldPressed(false);
    setBellaPressed(false);
  }, [view.gameNo, view.deal]);

  const advice = props.advice.value;
  useEffect(() => {
    if (!advice) return;
    setAsking(false);
    adviceFor.current = { key: decisionKey, advice };
    // Rat chooses the card only: "Melden!" and "Bella!" count when the player presses them himself
    // (the rule book: forgotten, the 20 are gone), so Rat points at the button and never presses it.
    const m = advice.move as KlammernMove;
    if (m.type === 'card') setSelected(m.card);
  }, [advice]);
  const current = advice && adviceFor.current?.key === decisionKey && adviceFor.current.advice === advice ? advice : null;
  const advised = current ? (current.move as KlammernMove) : null;
  const canAdvise = props.adviceAllowed && mine && view.phase !== 'over';
  const askAdvice = canAdvise && !asking ? () => askRat(setAsking, props.requestAdvice) : null;

  const send = (m: KlammernMove) => props.sendMove(m);
  const play = (card: Card) => {
    if (!myTurn || !playable.includes(card)) return;
    send({
      type: 'card',
      card,
      meld: canMeld && meldPressed,
      bella: view.options.bella === 'button' && bellaPressed && bellaCard(hand, card, c!.trump),
    });
    setSelected(null);
    if (bellaCard(hand, card, c!.trump)) setBellaPressed(false);
  };
  const swap = () => {
    if (!swapOpen) return;
    send({ type: 'swap' });
    setSelected(null);
    setArmed(false);
  };
  const onTap = (card: Card) => {
    if (card === seven && armed) return swap();
    setArmed(false);
    if (selected === card) return play(card);
    if (oneTap && playable.includes(card) && card !== seven) return play(card);
    setSelected(card);
  };
  const onOpenCard = () => {
    if (!swapOpen) return;
    if (selected === seven) return swap();
    setArmed((a) => !a);
  };
  const choosing = myTurn || swapOpen;
  const moveSelection = (step: 1 | -1) => {
    if (!order.length) return;
    const i = selected === null ? (step === 1 ? -1 : order.length) : order.indexOf(selected);
    setSelected(order[(i + step + order.length) % order.length]!);
  };

  useKlammernKeys({
    words: mine && (view.phase === 'bidding' || view.phase === 'announce') ? legalMoves(view).filter((m) => m.type !== 'swap') : [],
    send,
    cards: choosing ? order.length : 0,
    selectIndex: (i) => setSelected(order[i] ?? null),
    moveSelection,
    play: myTurn ? () => (selected !== null ? play(selected) : undefined) : null,
    clear: () => { setSelected(null); setArmed(false); },
    meld: canMeld ? () => setMeldPressed((x) => !x) : null,
    bella: canBella ? () => setBellaPressed((x) => !x) : null,
    swap: swapOpen ? swap : null,
    next: view.phase === 'abrechnung' && you !== null && !view.ready[you] ? () => send({ type: 'continue' }) : null,
    deckel: () => setDeckel((d) => !d),
    advice: askAdvice,
  });

  const record = view.results[view.results.length - 1];
  const others = othersAcross(view);
  const waitPlay = view.phase === 'play' && !myTurn ? tx('wait.play', { name: joinNames(view.pending.map((s) => names[s] ?? '')) }) : null;
  return (
    <div class={`klammern km-board design-${design} phase-${view.phase} seats-${view.seats}`} data-testid="klammern-board">
      <div class="km-topbar">
        <span class="km-partie" data-testid="partie">{partieText(view)}</span>
        <BierdeckelButton view={view} names={names} open={deckel} onOpen={() => setDeckel(true)} onClose={() => setDeckel(false)} />
        <SettingsMenu />
      </div>
      <div class={`km-table n${view.seats}`}>
        {others.map((s) => (
          <div key={s} class={`km-place at-${placeOf(view, s)}`}><SeatPanel view={view} seat={s} name={names[s] ?? ''} /></div>
        ))}
        <div class="km-centre">
          {view.phase === 'abrechnung' && record ? (
            <Abrechnung view={view} names={names} record={record} onContinue={() => send({ type: 'continue' })} />
          ) : (
            <>
              <Centre view={view} names={names} canSwap={swapOpen} armed={armed} advisedSwap={advised?.type === 'swap'} onOpenCard={onOpenCard} />
              <MeldBubble view={view} names={names} pressed={meldPressed} />
            </>
          )}
        </div>
      </div>
      {view.phase !== 'abrechnung' && view.phase !== 'over' && (
        <div class="km-dock">
          <Prompt view={view} names={names} advised={advised} send={send} />
          {view.phase === 'play' && (
            <PlayBar
              view={view}
              myTurn={myTurn}
              waitText={waitPlay}
              selected={selected}
              selectedPlayable={selected !== null && playable.includes(selected)}
              whyNot={myTurn && selected !== null && !playable.includes(selected) ? unplayableReason(view, selected) : null}
              canMeld={canMeld}
              meldPressed={meldPressed}
              canBella={canBella}
              bellaPressed={bellaPressed}
              canSwap={swapOpen}
              armed={armed}
              advisedSwap={advised?.type === 'swap'}
              advisedMeld={advised?.type === 'card' && advised.meld && canMeld && !meldPressed}
              advisedBella={advised?.type === 'card' && advised.bella && canBella && !bellaPressed}
              onPlay={() => selected !== null && play(selected)}
              onMeld={() => setMeldPressed((x) => !x)}
              onBella={() => setBellaPressed((x) => !x)}
              onSwap={swap}
            />
          )}
          {/* Rat and your name above your hand (on a laptop beside it, klammern.css): Rat's answer is
              read where you decide, not below the fold. */}
          <div class="km-dock-row">
            {props.adviceAllowed && (
              <div class="km-rat">
                <Button size="small" data-testid="advice" disabled={!canAdvise || asking} onClick={() => askAdvice?.()}>
                  {tx('rat.button')} <kbd>R</kbd>
                </Button>
                {(current || asking) && (
                  <p class="km-advice" role="status" data-testid="advice-text">
                    {current ? adviceSentence(current.reason, current.move as KlammernMove, view) : tx('rat.asking')}
                  </p>
                )}
              </div>
            )}
            <SeatPanel view={view} seat={bottomSeat(view)} name={names[bottomSeat(view)] ?? ''} mine={you !== null} />
          </div>
          {you !== null && (
            <Hand
              view={view}
              cards={order}
              playable={playable}
              pale={pale}
              selected={selected}
              advised={advised?.type === 'card' ? advised.card : null}
              swapSeven={seven}
              onTap={onTap}
            />
          )}
        </div>
      )}
    </div>
  );
}
