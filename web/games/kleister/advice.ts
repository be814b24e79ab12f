// Rat in words: the strong computer's move for your seat plus its reason. The reason codes and
// their params are documented at the top of worker/games/kleister/advice.ts.
import type { KleisterMove, KleisterView } from '@games/kleister/types';
import { playReasons } from '@games/kleister/rat-reasons';
import { cardShort, currentLang, groupText, joinNames, tx } from './i18n';
import { moveText } from './model';

type Reason = { code: string; params: Record<string, string | number> };

const percent = (x: unknown) => Math.round(Math.max(0, Math.min(1, Number(x))) * 100);

export function adviceSentence(reason: Reason, move: KleisterMove, view: KleisterView, names: string[]): string {
  const parts = [tx('advice.generic', { move: moveText(move, view) }), ...reasonParts(reason, names)];
  const margin = Number(reason.params.margin);
  if (reason.params.margin !== undefined && Number.isFinite(margin)) {
    parts.push(tx(margin >= 0 ? 'advice.marginAhead' : 'advice.marginBehind', { m: Math.abs(margin).toLocaleString(currentLang() === 'de' ? 'de-DE' : 'en-GB') }));
  }
  if (reason.params.win !== undefined && Number.isFinite(Number(reason.params.win))) parts.push(tx('advice.win', { p: percent(reason.params.win) }));
  return parts.join(' ');
}

function reasonParts(reason: Reason, names: string[]): string[] {
  const p = reason.params;
  const rank = Number(p.rank);
  const group = Number.isFinite(rank) && p.count !== undefined
    ? groupText({ rank, count: Number(p.count), brushes: Number(p.brushes ?? 0) || 0 })
    : '';
  const fits = Number(p.fits ?? 0);
  switch (reason.code) {
    case 'kleister_play': {
      const covered = String(p.covers ?? '').split(',').filter((x) => x !== '').map((s) => names[Number(s)] ?? '');
      return playReasons(p).map((key) => tx(`advice.play.${key}`, {
        names: joinNames(covered), p: percent(p.coverChance), n: Number(p.count),
      }));
    }
    case 'kleister_take':
      return [fits > 0 ? tx('advice.take.fits', { n: fits, group }) : tx('advice.take.plain', { group })];
    case 'kleister_leave':
      return [fits > 0 ? tx('advice.leave.fits', { n: fits }) : tx('advice.leave.plain', { group })];
    case 'kleister_to_hand':
      return [tx('advice.toHand', { group })];
    case 'kleister_to_waste':
      return [tx(Number(p.cartFits ?? 0) === 1 ? 'advice.toWaste.one' : 'advice.toWaste', { n: Number(p.cartFits ?? 0) })];
    case 'kleister_draw': {
      const card = Number(p.card);
      if (p.why === 'joker') return [tx('advice.draw.joker')];
      if (p.why === 'fits') return [tx('advice.draw.fits', { n: fits, card: card >= 0 ? cardShort(card) : '' })];
      if (p.why === 'press') return [tx('advice.draw.press')];
      if (p.why === 'open') return [tx('advice.draw.open')];
      return [];
    }
    default:
      return [];
  }
}
