// "sicher" and "angreifbar" (the column badges, and "Danach sicher." under the hand): whether a top
// group can never be covered again, from what the viewer sees. A group is covered by exactly as many
// cards of a higher rank plus brushes, and such cards must first reach a hand. Cards come back to a
// hand from everywhere but two places: the Altpapier, and a column's layers from a group down that
// can itself never be covered (a Sonderausgabe, or a group safe by this very count). Every other
// poster and brush on a column can still come back through "Nehmen" or "Zurück auf die Hand" —
// also your own hand's, which you may paste over your group and lose to a coverer who takes it.
// And a group played this turn covers every top it beats, one after the other: while the first cover
// is decided, the tops still to be covered are already lost (never sicher), whatever the count says.
import type { Group, KleisterOptions, KleisterView } from './types';
import { BRUSH, SPECIAL_VALUE } from './types';
import { countKinds, deckCounts } from './rules/cards';

type Seat = number;

/** Whether `target` can no longer be covered by cards of the counts `available` (rank + brushes). */
export function cannotBeCovered(target: Group, available: readonly number[]): boolean {
  const size = target.cards.length;
  if (target.value >= SPECIAL_VALUE) return true;
  const brushes = available[BRUSH]!;
  if (brushes >= size) return false;
  for (let r = target.value + 1; r <= 13; r++) {
    if (available[r]! > 0 && available[r]! + brushes >= size) return false;
  }
  return true;
}

/** Layers (from the bottom) of a column that can never leave it: up to its topmost Sonderausgabe. */
function lockedBySpecial(column: readonly Group[]): number {
  for (let i = column.length - 1; i >= 0; i--) if (column[i]!.value >= SPECIAL_VALUE) return i + 1;
  return 0;
}

function subtract(into: number[], column: readonly Group[], layers: number): void {
  for (let i = 0; i < layers; i++) for (const c of column[i]!.cards) into[c]!--;
}

/** Cards that could still reach a hand and cover `owner`'s top group, given the locked layers. */
function pool(columns: readonly (readonly Group[])[], waste: readonly number[], brushes: KleisterOptions['brushes'], locked: readonly number[], owner: Seat): number[] {
  const out = deckCounts({ brushes });
  countKinds(waste).forEach((n, k) => { out[k]! -= n; });
  columns.forEach((column, seat) => subtract(out, column, seat === owner ? column.length : locked[seat]!));
  return out.map((x) => Math.max(0, x));
}

/** Seats whose top group the group played this turn will still cover (after the one being decided). */
export function pendingCovers(s: { covers: readonly Seat[]; coverIndex: number }): Seat[] {
  return s.covers.slice(s.coverIndex + 1);
}

/**
 * Per seat: whether its top group can never be covered again (false for an empty column, and for a
 * top still to be covered this turn: `pending`). A fixpoint: a column whose top group is safe is
 * locked as a whole, which may make other top groups safe.
 */
export function safeTops(
  columns: readonly (readonly Group[])[], waste: readonly number[], brushes: KleisterOptions['brushes'], pending: readonly Seat[] = [],
): boolean[] {
  const locked = columns.map((column, seat) => (pending.includes(seat) ? 0 : lockedBySpecial(column)));
  for (let changed = true; changed;) {
    changed = false;
    columns.forEach((column, seat) => {
      if (column.length === 0 || locked[seat] === column.length || pending.includes(seat)) return;
      if (cannotBeCovered(column[column.length - 1]!, pool(columns, waste, brushes, locked, seat))) {
        locked[seat] = column.length;
        changed = true;
      }
    });
  }
  return columns.map((column, seat) => column.length > 0 && locked[seat] === column.length);
}

/** The cards that could still come to a hand and cover `owner`'s top group (for tips and tests). */
export function stillPlayable(view: KleisterView, owner: Seat): number[] {
  const pending = pendingCovers(view);
  const safe = safeTops(view.columns, view.waste, view.options.brushes, pending);
  const locked = view.columns.map((c, seat) => (safe[seat] ? c.length : pending.includes(seat) ? 0 : lockedBySpecial(c)));
  return pool(view.columns, view.waste, view.options.brushes, locked, owner);
}
