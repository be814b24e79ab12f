// Rat in words: the reason codes of worker/games/kino/advice.ts with the names and positions put in
// ("Gib Fritz den Hinweis Akt 2: Das rettet die Wegwerf-Dose"). Unknown codes still name the move.
import type { KinoMove, KinoView } from '@games/kino/types';
import { clueText, lesartText, parseClue, posText } from './model';
import { tx } from './i18n';

type Reason = { code: string; params: Record<string, string | number> };

function ownPos(view: KinoView, can: number): number {
  return view.you === null ? -1 : (view.hands[view.you] ?? []).findIndex((c) => c.id === can);
}

/** The advised move alone in words. */
export function moveText(move: KinoMove, view: KinoView, names: string[]): string {
  if (move.type === 'clue') return tx('advice.move.clue', { name: names[move.to] ?? '', clue: clueText(move) });
  const size = view.you === null ? 0 : (view.hands[view.you] ?? []).length;
  const pos = posText(ownPos(view, move.can), size, true);
  return tx(move.type === 'play' ? 'advice.move.play' : 'advice.move.archive', { pos });
}

export function adviceSentence(reason: Reason, move: KinoMove, view: KinoView, names: string[]): string {
  const p = reason.params;
  const size = view.you === null ? 0 : (view.hands[view.you] ?? []).length;
  const pos = move.type === 'clue' ? '' : posText(ownPos(view, move.can), size, true);
  const clue = parseClue(p.clue);
  const plays = Number(p.plays ?? 0);
  const params = {
    name: move.type === 'clue' ? names[move.to] ?? '' : '',
    clue: clue ? clueText(clue) : move.type === 'clue' ? clueText(move) : '',
    plays: plays === 1 ? tx('advice.plays.one') : tx('advice.plays.n', { n: plays }),
    pos,
    chance: Math.round(Number(p.chance ?? 0) * 100),
    points: Number(p.points ?? 0),
  };
  // A clue credited with plays that the conventions do not read as a Spielhinweis (it lights only
  // lit cans, or it is a Rettung): the can is played because of what the clue tells, not as a
  // Spielhinweis — say so, or Rat contradicts the reading named after it.
  const code = reason.code === 'kino_spielhinweis' && p.reading !== undefined && p.reading !== 'play' ? 'kino_spielhinweis_wissen' : reason.code;
  const key = `advice.${code}`;
  const text = tx(key, params);
  if (text === key) return moveText(move, view, names);
  // The endgame reason says only how many points remain: name the move first.
  const full = reason.code === 'kino_endspiel' ? `${moveText(move, view, names)} ${text}` : text;
  // A clue: the same reading the preview shows, asked of the rules.
  const lesart = move.type === 'clue' ? lesartText(view, move.to, move.film !== undefined ? { film: move.film } : { akt: move.akt! }, names) : null;
  return lesart ? `${full} ${lesart.text}` : full;
}
