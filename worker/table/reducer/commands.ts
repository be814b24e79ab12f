// Owns how a validated client frame becomes a reducer command: the socket's attachment says who
// sends it (player, name, seat, balance) — never the frame itself.
import { isRuleError, type RuleError } from '@games/core/types';
import type { ClientMessage } from '@schema/protocol';
import type { Command } from './reducer';
import type { Attachment } from './types';
import { cleanName } from './validate';

/** Frames answered without a step (a snapshot, Rat). */
export type Query = Extract<ClientMessage, { t: 'sync' | 'advice' }>;

export function commandOf(msg: Exclude<ClientMessage, Query>, att: Attachment): Command | RuleError {
  const { playerId } = att;
  switch (msg.t) {
    case 'move': return { t: 'move', playerId, seat: att.seat, v: msg.v, move: msg.move, ...(msg.id ? { id: msg.id } : {}) };
    case 'chat': return { t: 'chat', playerId, name: att.name, seat: att.seat, text: msg.text };
    case 'settings': return { t: 'settings', playerId, settings: msg.settings };
    case 'seat': return { t: 'seat', playerId, seat: msg.seat, kind: msg.kind, ...(msg.level ? { level: msg.level } : {}) };
    case 'seats': return { t: 'seats', playerId, count: msg.count };
    case 'start': return { t: 'start', playerId };
    case 'sit': return { t: 'sit', playerId, name: att.name, ...(att.balance !== undefined ? { balance: att.balance } : {}), ...(msg.seat !== undefined ? { seat: msg.seat } : {}) };
    case 'leave': return { t: 'leave', playerId };
    case 'rematch': return { t: 'rematch', playerId, seat: att.seat };
    case 'rename': {
      const name = cleanName(msg.name);
      return isRuleError(name) ? name : { t: 'rename', playerId, name };
    }
  }
}
