// The minimal bot of docs/PROTOCOL.md §7, as printed, plays a real table in the Workers runtime to
// the end of a game without a single `stale` error. Its copy (minimal-bot.ts) must equal the page.
import { describe, expect, it } from 'vitest';
import type { TableInfo } from '@schema/protocol';
import { call, newPlayer, openSocket, ORIGIN, postJson, upgrade } from '../api-helpers';
import { eventually, tableStub } from '../helpers';
import { minimalBot } from './minimal-bot';

const page = Object.values(import.meta.glob<string>('../../../docs/PROTOCOL.md', { eager: true, query: '?raw', import: 'default' }))[0]!;
const copy = Object.values(import.meta.glob<string>('./minimal-bot.ts', { eager: true, query: '?raw', import: 'default' }))[0]!;

/** The code block of a section: the first ```js block after the heading. */
function printedBot(markdown: string): string {
  const section = markdown.slice(markdown.indexOf('## 7. A minimal bot'));
  const m = /```js\n([\s\S]*?)\n```/.exec(section);
  if (!m) throw new Error('no code block in §7');
  return m[1]!;
}

/** A WebSocket as Node's: the constructor takes headers and connects on its own; frames go to `onmessage`. */
class PageSocket {
  onmessage: ((e: { data: string }) => void) | null = null;
  readonly received: string[] = [];
  private ws: WebSocket | null = null;
  private waiting: string[] = [];
  constructor(url: string, options: { headers: Record<string, string> }) {
    const path = url.replace(/^ws:\/\/[^/]+/, '');
    void upgrade(path, options.headers).then((res) => {
      const ws = res.webSocket!;
      ws.accept();
      ws.addEventListener('message', (e) => {
        this.received.push(e.data as string);
        this.onmessage?.({ data: e.data as string });
      });
      this.ws = ws;
      for (const frame of this.waiting) ws.send(frame);
    });
  }
  send(frame: string): void {
    if (this.ws) this.ws.send(frame);
    else this.waiting.push(frame);
  }
  close(code?: number, reason?: string): void {
    this.ws?.close(code, reason);
  }
  messages(): { t: string; [k: string]: unknown }[] {
    return this.received.filter((d) => d !== 'pong').map((d) => JSON.parse(d));
  }
}

const pageFetch = (url: string, init?: RequestInit) => call(url.slice(ORIGIN.length), init);

describe('the minimal bot of §7', () => {
  it('is the page\'s code, character for character', () => {
    const between = /\/\/ page code begins\n([\s\S]*?)\n\/\/ page code ends/.exec(copy);
    expect(between?.[1]).toBe(printedBot(page));
  });

  it('joins a waiting table, plays a whole game against a person and never gets `stale`', async () => {
    const host = await newPlayer();
    const created = await postJson('/api/tables', { game: 'elster', mode: 'multi', seats: 2, settings: { thinkTime: null } }, host.cookie);
    const table = ((await created.json()) as { table: TableInfo }).table;
    const hostSock = openSocket(await upgrade(`/ws/table/${table.id}`, { Origin: ORIGIN, Cookie: host.cookie }));
    await hostSock.next();

    const pings: (() => void)[] = [];
    const ws = (await minimalBot(ORIGIN, table.id, {
      fetch: pageFetch,
      WebSocket: PageSocket,
      setInterval: (f: () => void) => pings.push(f),
    })) as PageSocket;
    await eventually(async () => expect(ws.messages()[0]).toMatchObject({ t: 'snapshot', seat: 1 }));

    // The host starts and plays its highest pebble each round, from its own stream.
    let view: any = null;
    let bidWith: number | null = null;
    hostSock.send({ t: 'start' });
    for (let i = 0; i < 500; i++) {
      const msg = await hostSock.next<any>();
      if (msg.t === 'result') break;
      if ((msg.t === 'update' || msg.t === 'snapshot') && msg.view) view = msg.view;
      if (msg.t !== 'update' || !view || view.phase !== 'bidding' || view.hasBid[0]) continue;
      const hand = view.hands[0] as number[];
      if (hand.length === bidWith) continue;
      bidWith = hand.length;
      hostSock.send({ t: 'move', v: msg.v, move: { type: 'bid', pebble: hand.at(-1) } });
    }

    await eventually(async () => expect(ws.messages().some((m) => m.t === 'result')).toBe(true));
    const errors = ws.messages().filter((m) => m.t === 'error');
    expect(errors).toEqual([]);
    const info = await tableStub(table.id).info();
    expect(info?.status).toBe('finished');
    // 15 rounds: the bot laid all its pebbles.
    const last = ws.messages().filter((m) => m.t === 'update' && m.view).at(-1) as unknown as { view: { hands: number[][] } };
    expect(last.view.hands[1]).toEqual([]);
    expect(pings).toHaveLength(1);
    hostSock.close();
  });
});
