// A stored plain move applied again when the table record is loaded (store.ts keeps the moves after
// the record only as action rows): the same reducer step, at the same time, with the same command.
import { gameOf } from '../reducer/game-of';
import type { Table } from '../reducer/model';
import { step, type Command } from '../reducer/reducer';

/** What an action row keeps to replay its step: the command and the step's time. */
export interface ReplayStep { cmd: Command; now: number }

export function replayStep(t: Table, r: ReplayStep): Table {
  const out = step(gameOf(t), t, r.cmd, r.now);
  if (!out.ok) throw new Error(`refused on replay: ${out.error.error}`);
  return out.table;
}
