// `npx tsx scripts/klammern-e2e-seeds.ts`: finds the fixed table seeds the Speedklammern browser
// test (test/e2e/klammern-solo.test.ts) uses, by playing the table exactly as the host does (match
// seed, step rngs, the computers' own streams) with the person's simple policy of the test:
// - a Partie "bis 51 Punkte" with Kontra and Re at three that ends in the fewest games, whoever
//   is quicker in the Kontra window (the person says "Ich spiele" and "Re" whenever offered, else
//   "Ich will nicht" / "Bitte" / no Kontra, and plays his lowest-numbered legal card; computers
//   "normal");
// - a solo deal where the person bids first, holds the seven of the open card's suit (so "Ich
//   spiele" makes an Orgi he may swap in) and holds König and Dame of that suit (Bella);
// - (`meld`) a solo deal (computers "leicht", melds automatic) in which both computers play before
//   the person in the first trick and both announce a sequence, so his view shows two
//   announcements, one overtaken, while the first trick is still open;
// - (`schenken`) a deal at four in which a computer of the other pair plays and the person may
//   say "Schenken" whoever speaks first in the Kontra window, with his partner's answer;
// - (`bids`) a solo deal (computers "leicht", melds and Bella by button, Kontra) in which the
//   person has a bidding turn and holds a sequence, so "Melden!" is offered with his first card.
import { klammern } from '../worker/games/klammern';
import { defaultOptions } from '../worker/games/klammern/rules/options';
import { legalMoves } from '../worker/games/klammern/rules/legal';
import { trumpSeven, card, KOENIG, DAME } from '../worker/games/klammern/rules/cards';
import type { KlammernMove, KlammernOptions, KlammernState } from '../worker/games/klammern/types';
import { applyAction, botChoice, matchSeed, setupMatch } from '../worker/table/reducer/replay';
import type { BotLevel } from '../worker/games/core/types';

const PERSON = 0;

/** The person's policy in the test: "Ich spiele" when offered, else "Ich will nicht" / "Bitte"; lowest legal card; "Weiter". */
function personMove(state: KlammernState): KlammernMove {
  const moves = legalMoves(klammern.view(state, PERSON));
  const cards = moves.filter((m) => m.type === 'card').map((m) => (m as { card: number }).card);
  if (cards.length > 0) return { type: 'card', card: Math.min(...cards), meld: false, bella: false };
  const word = moves.find((m) => m.type === 'orgi' || m.type === 're')
    ?? moves.find((m) => m.type === 'pass' || m.type === 'bitte' || m.type === 'continue');
  if (!word) throw new Error(`no policy move in ${state.phase}`);
  return word;
}

/**
 * Games until the Partie is over (or `limit` + 1 when it runs longer). Where two seats owe a
 * decision at once (the Kontra window), `first` says who is quicker: the lowest or highest seat.
 */
function gamesToEnd(tableSeed: string, options: KlammernOptions, level: BotLevel, limit: number, first: 'low' | 'high'): number {
  const seed = matchSeed(tableSeed, 1);
  let state = setupMatch(klammern, options, 3, seed) as KlammernState;
  for (let seq = 1; state.phase !== 'over'; seq++) {
    if (state.results.length > limit) return limit + 1;
    const owed = klammern.pending(state);
    const seat = first === 'low' ? Math.min(...owed) : Math.max(...owed);
    const move = seat === PERSON ? personMove(state) : botChoice(klammern, state, seat, level, seed, seq);
    const valid = klammern.validate(state, seat, move);
    if (typeof valid === 'object' && valid !== null && 'error' in valid) throw new Error(`illegal: ${JSON.stringify(valid)}`);
    state = applyAction(klammern, state, { seq, seat, move: valid } as never, seed).state as KlammernState;
  }
  return state.results.length;
}

const mode = process.argv[2] ?? 'end';
if (mode === 'end') {
  const options = { ...defaultOptions(), length: 'points51' as const, kontra: true };
  let best = { seed: '', games: Infinity };
  for (let i = 0; i < Number(process.argv[3] ?? 40); i++) {
    const seed = `klammern-partie-${i}`;
    // Whoever speaks first in the Kontra window, the Partie is as long.
    const games = Math.max(gamesToEnd(seed, options, 'normal', 8, 'low'), gamesToEnd(seed, options, 'normal', 8, 'high'));
    if (games < best.games) best = { seed, games };
    console.log(seed, games);
  }
  console.log('best', best);
} else if (mode === 'meld') {
  for (let i = 0; i < 400; i++) {
    const tableSeed = `klammern-meld-${i}`;
    const seed = matchSeed(tableSeed, 1);
    let state = setupMatch(klammern, defaultOptions(), 3, seed) as KlammernState;
    let seq = 1;
    for (; state.phase !== 'play' || klammern.pending(state)[0] !== PERSON; seq++) {
      if (state.phase !== 'bidding' && state.phase !== 'announce' && state.phase !== 'play') break;
      const seat = Math.min(...klammern.pending(state));
      const move = seat === PERSON ? personMove(state) : botChoice(klammern, state, seat, 'leicht', seed, seq);
      state = applyAction(klammern, state, { seq, seat, move } as never, seed).state as KlammernState;
    }
    if (state.phase !== 'play' || state.gameNo !== 0 || state.tricks.length > 0) continue;
    const v = klammern.view(state, PERSON);
    if (v.announced.length === 2 && v.announced.some((a) => a.overtaken)) console.log(tableSeed, JSON.stringify(v.announced), JSON.stringify(v.meldLead));
  }
} else if (mode === 'schenken') {
  // Four players: a computer of the other pair plays, and the person may still say "Schenken"
  // however quick his partner is in the Kontra window; then the partner answers.
  const options = { ...defaultOptions(), kontra: true, schenken: true };
  for (let i = 0; i < 200; i++) {
    const tableSeed = `klammern-schenken-${i}`;
    const seed = matchSeed(tableSeed, 1);
    const answers: string[] = [];
    for (const first of ['low', 'high'] as const) {
      let state = setupMatch(klammern, options, 4, seed) as KlammernState;
      for (let seq = 1; state.phase === 'bidding' || state.phase === 'announce'; seq++) {
        const owed = klammern.pending(state);
        const seat = first === 'low' ? Math.min(...owed) : Math.max(...owed);
        let move: KlammernMove;
        if (seat === PERSON) {
          const moves = legalMoves(klammern.view(state, PERSON));
          const schenken = moves.find((m) => m.type === 'schenken');
          if (!schenken) break;
          move = schenken;
        } else move = botChoice(klammern, state, seat, 'normal', seed, seq) as KlammernMove;
        state = applyAction(klammern, state, { seq, seat, move } as never, seed).state as KlammernState;
        if (state.schenken?.answer) answers.push(state.schenken.answer);
        if (state.schenken?.answer || (seat === PERSON && state.phase !== 'announce')) break;
      }
    }
    if (answers.length === 2) console.log(tableSeed, answers.join(' '));
  }
} else if (mode === 'bids') {
  const options: KlammernOptions = { ...defaultOptions(), melds: 'button', bella: 'button', kontra: true };
  for (let i = 0; i < 200; i++) {
    const tableSeed = `klammern-solo-bids-${i}`;
    const seed = matchSeed(tableSeed, 1);
    let state = setupMatch(klammern, options, 3, seed) as KlammernState;
    const hand = state.hands[PERSON]!;
    const run = (suit: number) => {
      let best = 0;
      for (let r = 0, n = 0; r < 8; r++) best = Math.max(best, (n = hand.includes(suit * 8 + r) ? n + 1 : 0));
      return best;
    };
    const sequence = [0, 1, 2, 3].some((suit) => run(suit) >= 3);
    let bid = false;
    for (let seq = 1; state.phase === 'bidding' && state.gameNo === 0; seq++) {
      const seat = Math.min(...klammern.pending(state));
      if (seat === PERSON) bid = true;
      const move = seat === PERSON ? personMove(state) : botChoice(klammern, state, seat, 'leicht', seed, seq);
      state = applyAction(klammern, state, { seq, seat, move } as never, seed).state as KlammernState;
    }
    if (bid && sequence && state.gameNo === 0) console.log(tableSeed, 'hand', hand.join(' '));
  }
} else {
  for (let i = 0; i < 400; i++) {
    const seed = `klammern-swap-${i}`;
    const s = setupMatch(klammern, defaultOptions(), 3, matchSeed(seed, 1)) as KlammernState;
    const trump = (s.upcard >> 3) as 0 | 1 | 2 | 3;
    const hand = s.hands[PERSON]!;
    const first = s.bidding!.turn === PERSON;
    const seven = hand.includes(trumpSeven(trump));
    const bella = hand.includes(card(trump, KOENIG)) && hand.includes(card(trump, DAME));
    if (first && seven && bella) console.log(seed, 'upcard', s.upcard, 'hand', hand.join(' '));
  }
}
