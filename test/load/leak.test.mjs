// The load test's leak detector must notice each way a bid could escape. Run: node --test test/load/leak.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { messageLeaks, viewLeaks } from './leak.mjs';

const all = () => Array.from({ length: 15 }, (_, i) => i + 1);
/** Seat 1's view in round 2 of a 3-seat game; seat 0 and seat 1 have bid (seat 1 bid 9). */
function view() {
  return {
    seats: 3,
    you: 1,
    phase: 'bidding',
    hands: [all().filter((p) => p !== 15), all().filter((p) => p !== 1), all().filter((p) => p !== 7)],
    hasBid: [true, true, false],
    ownBid: 9,
    rounds: [{ cards: [4], bids: [15, 1, 7], cancelled: [], winner: 0, fate: 'taken' }],
  };
}

test('a proper view passes', () => {
  assert.deepEqual(viewLeaks(view(), 1, 9), []);
});

test("a hand that already lost another seat's open bid is a leak", () => {
  const v = view();
  v.hands[0] = v.hands[0].filter((p) => p !== 3);
  assert.match(viewLeaks(v, 1, 9)[0], /seat 0/);
});

test("ownBid that is not ours is a leak, and so is a view for another seat", () => {
  assert.match(viewLeaks(view(), 1, 8)[0], /ownBid 9/);
  assert.match(viewLeaks(view(), 1, null)[0], /ownBid 9/);
  assert.match(viewLeaks(view(), 2, 9)[0], /view.you/);
});

test('our own hand may already lack our bid', () => {
  const v = view();
  v.hands[1] = v.hands[1].filter((p) => p !== 9);
  assert.deepEqual(viewLeaks(v, 1, 9), []);
});

test('after the reveal, hands may shrink', () => {
  const v = { ...view(), phase: 'over', ownBid: null };
  v.hands[0] = [];
  assert.deepEqual(viewLeaks(v, 1, null), []);
});

test("a bid event or log line with another seat's pebble is a leak, unless the round is revealed", () => {
  assert.equal(messageLeaks([{ type: 'bid', seat: 0 }], [{ code: 'elster_bid', seat: 0, params: { seat: 0 } }], 1).length, 0);
  assert.match(messageLeaks([{ type: 'bid', seat: 0, pebble: 3 }], [], 1)[0], /carries pebble/);
  assert.match(messageLeaks([], [{ code: 'elster_bid', seat: 2, params: { seat: 2, pebble: 3 } }], 1)[0], /carries pebble/);
  assert.deepEqual(messageLeaks([{ type: 'bid', seat: 1, pebble: 9 }], [], 1), []);
  assert.deepEqual(messageLeaks([{ type: 'bid', seat: 0, pebble: 3 }, { type: 'reveal', round: {} }], [], 1), []);
});
