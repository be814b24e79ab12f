// Game-log lines in codes (the web words them in German / English): one per move, one per public
// event that is no move of its own. A card line never tells a declared meld before it is shown.
import type { GameEvent, LogLine, Seat } from '../../core/types';
import type { Contract, GameRecord, KlammernMove, KlammernState, Meld, MeldVerdict } from '../types';
import { bellaCounts } from './bella';

type Line = LogLine | null;

export function describeMove(state: KlammernState, seat: Seat, move: KlammernMove): Line {
  switch (move.type) {
    case 'orgi': case 'bitte': case 'besser':
      return { code: 'klammern_bid', params: { seat, call: move.type, suit: -1 } };
    case 'kleines':
      return { code: 'klammern_bid', params: { seat, call: 'kleines', suit: move.suit } };
    case 'pass':
      return state.phase === 'bidding'
        ? { code: 'klammern_bid', params: { seat, call: 'pass', suit: -1 } }
        // Declining Kontra or Re is no "passen" in the rule book: the stage tells which ("kein Re");
        // with Kontra off the window only offered Schenken ("schenkt nicht": kontra 0).
        : { code: 'klammern_announce', params: { seat, word: 'pass', stage: state.window?.stage ?? 'kontra', ...(state.options.kontra ? {} : { kontra: 0 }) } };
    case 'kontra': case 're': case 'schenken': case 'accept': case 'decline':
      return { code: 'klammern_announce', params: { seat, word: move.type } };
    case 'swap':
      return { code: 'klammern_swap', params: { seat, took: state.stock[0] } };
    case 'card': {
      const bella = bellaCounts(state, state.hands[seat], move.card, move.bella) ? 1 : 0;
      return { code: 'klammern_card', params: { seat, card: move.card, bella } };
    }
    case 'continue': return null;
  }
}

const meldText = (m: Meld) => `${m.seat}:${m.value}:${m.suit}:${m.low}-${m.high}`;

export function describeEvent(ev: GameEvent): Line {
  switch (ev.type) {
    case 'contract': {
      const c = ev as unknown as Contract;
      return { code: 'klammern_contract', params: { declarer: c.declarer, kind: c.kind, trump: c.trump, value: c.value } };
    }
    case 'redeal': return { code: 'klammern_redeal', params: { dealer: ev.dealer as number, upcard: ev.upcard as number } };
    case 'trick': return { code: 'klammern_trick', params: { winner: ev.winner as number, points: ev.points as number } };
    case 'melds': {
      const v = ev.verdict as MeldVerdict | null;
      const melds = ev.melds as Meld[];
      if (v === null) return null;
      return {
        code: 'klammern_melds',
        params: { best: v.best, reason: v.reason, points: v.points.reduce((a, b) => a + b, 0), melds: melds.map(meldText).join(',') },
      };
    }
    case 'game_end': {
      const r = ev.record as GameRecord;
      return { code: 'klammern_game_end', params: { declarer: r.contract.declarer, won: r.won ? 1 : 0, value: r.value, geschenkt: r.geschenkt ? 1 : 0, scores: r.scores.join(',') } };
    }
    case 'game_start': return { code: 'klammern_game_start', params: { gameNo: ev.gameNo as number, dealer: ev.dealer as number } };
    default: return null;
  }
}
