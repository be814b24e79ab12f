// Shared by the Speedkino table tests: no message to a person ever names the face of one of their
// own cans while the Vorstellung runs.
import { expect } from 'vitest';
import { kino, type KinoState, type KinoView } from '@games/kino';
import { checkStream, type Client } from './helpers';

/** Every object inside a message (at any depth). */
function objectsIn(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const x of value) objectsIn(x, out);
  else if (typeof value === 'object' && value !== null) {
    out.push(value as Record<string, unknown>);
    for (const x of Object.values(value)) objectsIn(x, out);
  }
  return out;
}

/**
 * No message to `seat` names the face of a can that is in that seat's hand in the state it was sent
 * for (views, events, log lines, errors alike). Returns how many views were checked.
 */
export function expectOwnCansHidden(client: Client, seat: number, states: readonly KinoState[]): number {
  return checkStream(client, seat, kino, states, (m, s) => {
    const state = s as KinoState | null;
    if (!state || state.over !== null) return;
    const own = new Set(state.hands[seat]!.map((c) => c.id));
    if (m.view) {
      const v = m.view as KinoView;
      expect(v.hands[seat]!.every((c) => c.film === undefined && c.akt === undefined)).toBe(true);
      expect(v.hands[seat]!.map((c) => c.id)).toEqual(state.hands[seat]!.map((c) => c.id));
    }
    for (const o of objectsIn(m)) {
      if (typeof o.id === 'number' && own.has(o.id)) expect('film' in o || 'akt' in o, `own can ${o.id} in ${m.t} v${m.v}`).toBe(false);
    }
  });
}
