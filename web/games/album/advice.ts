// Rat in words: the advised move, its "Punkte vorher → nachher" and the reason. The reason codes
// are documented at the top of worker/games/album/advice.ts: `album_advice` with `why`
// ('objective' | 'pictures' | 'flip' | 'deny'), and the first version's `album_advice_gain`,
// `album_advice_plan`, `album_advice_collect` (with `planned`). Unknown codes still show the move
// and the points.
import type { AlbumMove, AlbumView } from '@games/album/types';
import { tx } from './i18n';
import { moveText } from './model';

export function adviceSentence(reason: { code: string; params: Record<string, string | number> }, move: AlbumMove, view: AlbumView): string {
  const p = reason.params;
  const parts = [`${moveText(move, view)}.`];
  if (typeof p.before === 'number' && typeof p.after === 'number') parts.push(tx('advice.points', { before: p.before, after: p.after }));
  const why = whyText(reason);
  if (why) parts.push(why);
  return parts.join(' ');
}

function whyText(reason: { code: string; params: Record<string, string | number> }): string | null {
  const p = reason.params;
  if (reason.code === 'album_advice') {
    const key = `advice.why.${String(p.why ?? '')}`;
    const text = tx(key);
    const planned = typeof p.planned === 'number' ? ` ${tx('advice.planned', { planned: p.planned })}` : '';
    return text === key ? (planned.trim() || null) : `${text}${planned}`;
  }
  const key = `advice.${reason.code}`;
  const text = tx(key, p);
  return text === key ? null : text;
}
