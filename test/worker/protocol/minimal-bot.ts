// @ts-nocheck
// The minimal bot of docs/PROTOCOL.md §7, exactly as printed there (JavaScript; protocol-bot.test.ts
// fails when the two differ). The globals it uses come in as parameters, so a test can run it against
// the Worker in the Workers runtime.
export async function minimalBot(base, id, { fetch, WebSocket, setInterval }) {
// page code begins
const me = await fetch(`${base}/api/me`, {                          // become a player (once)
  method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
const cookie = me.headers.get('set-cookie').split(';')[0];          // "sp_id=…"
const ws = new WebSocket(`${base.replace('http', 'ws')}/ws/table/${id}`, { headers: { Cookie: cookie } });
let v = 0;
let bidWith = null;                         // pebbles in hand when this bot last bid: one bid per round
ws.onmessage = ({ data }) => {
  if (data === 'pong') return;
  const msg = JSON.parse(data);
  if (msg.t === 'snapshot' || msg.t === 'update') {
    v = msg.v;
    const view = msg.view;                                            // null until started
    if (view && view.phase === 'bidding' && view.you !== null && !view.hasBid[view.you]) {
      const hand = view.hands[view.you];
      if (hand.length !== bidWith) {        // an update sent before our bid arrived still shows no bid
        bidWith = hand.length;
        ws.send(JSON.stringify({ t: 'move', v, move: { type: 'bid', pebble: hand[0] } }));  // lowest pebble
      }
    }
  }
  if (msg.t === 'error') {
    bidWith = null;                                                   // refused: decide again
    if (msg.error === 'stale') ws.send('{"t":"sync"}');
  }
  if (msg.t === 'result') ws.close(1000, 'done');                     // the match is over
};
setInterval(() => ws.send('ping'), 30_000);
// page code ends
  return ws;
}
