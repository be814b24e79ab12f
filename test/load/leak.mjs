// Hidden-information check for every Speedelster view, event and log line a seat receives:
// while a round is open, nothing may reveal another seat's current bid, and `ownBid` is ours.
// Returns a list of problems (empty when all is well). Cheap: O(rounds × seats) per view.

const PEBBLE_COUNT = 15;
/** Keys an event or log line may carry about someone else's bid without revealing it. */
const BID_SAFE_KEYS = new Set(['to', 'type', 'seat', 'code', 'name']);

/**
 * `view`: the ElsterView received; `me`: our seat; `myBid`: the pebble we sent in the round the
 * view shows (null if none).
 */
export function viewLeaks(view, me, myBid) {
  const problems = [];
  if (view.you !== me) problems.push(`view.you is ${view.you}, expected ${me}`);
  if (view.ownBid !== null && view.ownBid !== undefined && view.ownBid !== myBid) {
    problems.push(`ownBid ${view.ownBid} is not our bid ${myBid}`);
  }
  if (view.phase !== 'bidding') return problems;
  // Pebbles leave a hand only at the reveal: every other hand must be exactly 1..15 minus the pebbles
  // that seat showed in finished rounds. A shorter hand would tell which pebble lies face down.
  for (let s = 0; s < view.seats; s++) {
    if (s === me) continue; // our own pebble may leave our hand early: we know it
    const hand = view.hands[s];
    const played = new Set(view.rounds.map((r) => r.bids[s]));
    if (hand.length !== PEBBLE_COUNT - view.rounds.length || hand.some((p) => played.has(p))) {
      problems.push(`hand of seat ${s} (${hand.join(',')}) reveals an open bid`);
    }
  }
  for (const r of view.rounds) {
    if (!Array.isArray(r.bids) || r.bids.length !== view.seats || r.bids.some((b) => typeof b !== 'number')) {
      problems.push('a round record with incomplete bids');
    }
  }
  return problems;
}

/**
 * Events and log lines: a 'bid' by another seat carries only who bid. (When the same message also
 * reveals the round, the pebbles are public anyway.)
 */
export function messageLeaks(events, log, me) {
  const problems = [];
  const revealed = (events ?? []).some((e) => e && e.type === 'reveal');
  for (const e of revealed ? [] : events ?? []) {
    if (e && e.type === 'bid' && e.seat !== me) {
      const extra = Object.keys(e).filter((k) => !BID_SAFE_KEYS.has(k));
      if (extra.length) problems.push(`bid event of seat ${e.seat} carries ${extra.join(',')}`);
    }
  }
  for (const line of log ?? []) {
    if (line && typeof line.code === 'string' && /(^|_)bid$/.test(line.code) && line.seat !== me) {
      const extra = Object.keys(line.params ?? {}).filter((k) => !BID_SAFE_KEYS.has(k));
      if (extra.length) problems.push(`log line ${line.code} of seat ${line.seat} carries ${extra.join(',')}`);
    }
  }
  return problems;
}
