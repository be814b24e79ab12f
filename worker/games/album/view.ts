// What a seat may see: everything on the table — every album and folder (objectives lie face up),
// the top card of each pile, the market, the pile sizes, the scores so far. Never the cards below
// the tops, never which cards are in play, never the long game's later rounds, and never the back
// of a picture: pictures (market, albums, the last turn, finished rounds) are shown by their series
// only, cards lying objective side up by their id (see AlbumView). The Bestandsliste (pictures per
// series still in the piles) is in the view only when the option is on.
import type { Viewer } from '../core/types';
import type { Album, AlbumState, AlbumSeen, AlbumView, RoundResult, RoundSeen, Series, TurnRecord, TurnSeen } from './types';
import { SERIES_COUNT } from './types';
import { frontOf } from './cards';
import { scoreTable, seriesCounts } from './rules/scoring';

/** An album as the table sees it: pictures per series, the folder face up. */
export function albumSeen(a: Album): AlbumSeen {
  return { counts: seriesCounts(a.pictures), objectives: a.objectives };
}

/** The market as the table sees it: the series in each slot. */
export function marketSeen(market: readonly (number | null)[]): (Series | null)[] {
  return market.map((id) => (id === null ? null : frontOf(id)));
}

export function turnSeen(t: TurnRecord): TurnSeen {
  const take = t.move.type === 'take';
  return { seat: t.seat, move: t.move, objective: take ? t.cards[0] : null, pictures: take ? [] : t.cards.map(frontOf) };
}

export function roundSeen(r: RoundResult): RoundSeen {
  return { starter: r.starter, albums: r.albums.map(albumSeen), scores: r.scores };
}

export function view(state: AlbumState, viewer: Viewer): AlbumView {
  const over = state.phase === 'over';
  const scores = scoreTable(state.albums);
  const totals = new Array<number>(state.seats).fill(0);
  for (const r of state.results) r.scores.forEach((s, seat) => { totals[seat] += s.total; });
  // Once over, the last round's scores are in results already.
  if (!over) scores.forEach((s, seat) => { totals[seat] += s.total; });
  const out: AlbumView = {
    seats: state.seats,
    you: viewer === 'spectator' ? null : viewer,
    options: state.options,
    round: state.round,
    rounds: state.rounds,
    phase: state.phase,
    starter: state.starter,
    turn: over ? null : state.turn,
    piles: state.piles.map((p) => ({ top: p.length ? p[0] : null, count: p.length })),
    market: marketSeen(state.market),
    albums: state.albums.map(albumSeen),
    scores,
    totals,
    results: state.results.map(roundSeen),
    lastTurn: state.lastTurn && turnSeen(state.lastTurn),
  };
  if (state.options.stockList) {
    const stock = new Array<number>(SERIES_COUNT).fill(0);
    for (const pile of state.piles) for (const id of pile) stock[frontOf(id)]++;
    out.stock = stock;
  }
  return out;
}
