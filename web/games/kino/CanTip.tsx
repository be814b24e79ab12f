// Karten-Info of a can, with a picture: a colleague's can shows film, Akt, whether it fits now,
// whether it is the last of its kind and what its owner knows; your own can shows only what you
// know and which cans remain possible — never its hidden face.
import type { CanView, KinoView } from '@games/kino/types';
import { popcount } from '@games/kino/rules/filmdosen';
import { FILM_SYMBOL, fitsNow, identitiesText, isCritical, isOpen, knowledgeOf, knowledgeText, useless } from './model';
import { KnowBadge } from './KnowBadge';
import { canName, tx } from './i18n';

export function CanTip({ view, can, seat, names, wegwerf }: { view: KinoView; can: CanView; seat: number; index: number; names: string[]; wegwerf: boolean }) {
  const k = knowledgeOf(can.mask, view.films.length, view.options);
  const mine = seat === view.you;
  const owner = names[seat] ?? '';
  const extras = (
    <>
      {can.mark && <span>{tx('tip.read', { reading: tx(`reading.${can.mark}`) })}</span>}
      {can.neu && <span>{tx('tip.neu')}</span>}
      {wegwerf && <span>{tx('tip.wegwerf')}</span>}
    </>
  );
  if (!isOpen(can)) {
    const possible = can.possible;
    return (
      <span class="kn-tip">
        <span class="kn-tip-pic back" aria-hidden="true"><KnowBadge k={k} /></span>
        <span class="kn-tip-text">
          <strong>{mine ? tx('tip.youKnow', { what: knowledgeText(k) }) : tx('tip.ownerKnows', { name: owner, what: knowledgeText(k) })}</strong>
          {possible !== undefined && (
            <span>{popcount(possible) > 14 ? tx('tip.possibleAll') : tx('tip.possible', { list: identitiesText(possible) })}</span>
          )}
          {extras}
        </span>
      </span>
    );
  }
  const fits = fitsNow(view, can.film, can.akt);
  const gone = useless(view, can.film, can.akt);
  return (
    <span class="kn-tip">
      <span class={`kn-tip-pic front f${can.film}`} aria-hidden="true">
        <span class={`kn-sym f${can.film}`}>{FILM_SYMBOL[can.film]}</span>
        <span class="kn-bigakt">{can.akt}</span>
      </span>
      <span class="kn-tip-text">
        <strong>{canName(can.film, can.akt)}</strong>
        <span class={fits ? 'kn-good' : ''}>{fits ? tx('tip.fits') : gone ? tx('tip.useless') : tx('tip.fitsNot')}</span>
        {!gone && isCritical(view, can.film, can.akt) && <span class="kn-warn">{tx('tip.last')}</span>}
        <span>{tx(mine ? 'tip.youKnow' : 'tip.ownerKnows', { name: owner, what: knowledgeText(k) })}</span>
        {extras}
      </span>
    </span>
  );
}
