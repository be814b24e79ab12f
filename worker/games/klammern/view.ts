// What a viewer may see: everything public (bids, contract, Kontra, every played card and trick,
// the open card until it is taken, melds once shown, Bella, the Bierdeckel) plus its own hand.
// Never another hand, never the closed stock, never the cards of a declared meld before the first
// trick is done (except the viewer's own) — its announcement (value and height) is public at once.
import type { Viewer } from '../core/types';
import type { KlammernState, KlammernView } from './types';
import { pending } from './rules/moves';
import { totalsOf } from './rules/partie';
import { teamOf } from './rules/seats';
import { augenOf } from './rules/abrechnung';
import { announcementsOf } from './rules/melds';

export function view(state: KlammernState, viewer: Viewer): KlammernView {
  const you = viewer === 'spectator' ? null : viewer;
  const three = state.seats === 3;
  const running = state.phase !== 'abrechnung' && state.phase !== 'over';
  const upcardHeld = !three && running && state.hands[state.dealer].includes(state.upcard);
  const leader1 = state.tricks.length > 0 ? state.tricks[0].leader : state.trick.leader;
  const heard = state.contract ? announcementsOf(state.melds, state.contract.trump, leader1, state.seats) : { announced: [], lead: null };
  return {
    seats: state.seats,
    you,
    options: state.options,
    phase: state.phase,
    gameNo: state.gameNo,
    dealer: state.dealer,
    deal: state.deal,
    teams: three ? null : Array.from({ length: 4 }, (_, s) => teamOf(s, 4) as number),
    pending: pending(state),
    hand: you === null ? null : state.hands[you],
    handCounts: state.hands.map((h) => h.length),
    upcard: state.upcard,
    upcardHeld,
    stockTop: three ? state.stock[0] : null,
    stockClosed: three ? state.stock.length - 1 : 0,
    bidding: state.bidding,
    contract: state.contract,
    window: state.window,
    doubling: state.doubling,
    schenken: state.schenken,
    swap: state.swap,
    trick: state.trick,
    tricks: state.tricks,
    announced: heard.announced,
    meldLead: heard.lead,
    melds: state.meldsShown ? state.melds : [],
    meldVerdict: state.meldVerdict,
    ownMelds: you === null || state.meldsShown ? [] : state.melds.filter((m) => m.seat === you),
    bella: state.bella,
    augen: augenOf(state),
    results: state.results,
    totals: totalsOf(state),
    ready: state.ready,
  };
}
