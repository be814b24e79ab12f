// A Filmdose: a colleague's can shows its label (film and Akt); your own shows only its back with
// what the clues told you — the known film / Akt and the crossed-out negatives. Marks: S / R (how
// the conventions read the clue), the dashed "neu" frame, the Wegwerf-Dose. Karten-Info on hover,
// long press and keyboard focus.
import type { CanView, KinoView } from '@games/kino/types';
import { InfoTip } from '../../ui/InfoTip';
import { CanTip } from './CanTip';
import { FILM_SYMBOL, isOpen, knowledgeOf, knowledgeText, type Knowledge } from './model';
import { KnowBadge } from './KnowBadge';
import { canName, tx } from './i18n';

/** Whether the clues told anything about a can. */
const knows = (k: Knowledge): boolean => k.film !== null || k.akt !== null || k.notFilms.length > 0 || k.notAkts.length > 0;

export interface CanProps {
  view: KinoView;
  can: CanView;
  seat: number;
  index: number;
  names: string[];
  wegwerf: boolean;
  selected?: boolean;
  /** Lit up by the clue being prepared (preview). */
  lit?: boolean;
  advised?: boolean;
  /** Under a colleague's can: what its owner knows. */
  strip?: boolean;
  onClick?: () => void;
  testid: string;
}

export function Can(p: CanProps) {
  const { view, can } = p;
  const films = view.films.length;
  const open = isOpen(can);
  const k = knowledgeOf(can.mask, films, view.options);
  const mine = p.seat === view.you;
  const label = open ? canName(can.film, can.akt) : `${mine ? tx('hand.mine') : p.names[p.seat]} ${p.index + 1}: ${knowledgeText(k)}`;
  const cls = [
    'kn-can',
    open ? `front f${can.film}` : 'back',
    can.neu ? 'neu' : '',
    p.selected ? 'selected' : '',
    p.lit ? 'lit' : '',
    p.advised ? 'advised' : '',
    can.clued ? 'clued' : '',
  ].filter(Boolean).join(' ');
  return (
    <div class="kn-slot">
      <InfoTip tip={<CanTip view={view} can={can} seat={p.seat} index={p.index} names={p.names} wegwerf={p.wegwerf} />} focusable={false} class="kn-tipwrap">
        <button type="button" class={cls} onClick={p.onClick} aria-pressed={p.selected ? true : undefined} aria-label={label} data-testid={p.testid} data-can={can.id}>
          {open ? (
            <span class="kn-face" aria-hidden="true">
              <span class={`kn-sym f${can.film}`}>{FILM_SYMBOL[can.film]}</span>
              <span class="kn-bigakt">{can.akt}</span>
            </span>
          ) : (
            <KnowBadge k={k} />
          )}
          {can.mark && <span class={`kn-mark ${can.mark}`} title={tx(`mark.${can.mark}.tip`)}>{tx(`mark.${can.mark}`)}</span>}
          {can.neu && <span class="kn-neu">{tx('neu')}</span>}
        </button>
      </InfoTip>
      {p.wegwerf && <span class="kn-wegwerf" title={tx('tip.wegwerf')}>{tx('wegwerf.short')}</span>}
      {p.strip && open && (
        <span class="kn-strip" title={tx('tip.ownerKnows', { name: p.names[p.seat] ?? '', what: knowledgeText(k) })}>
          {knows(k) ? <KnowBadge k={k} compact /> : <span class="kn-strip-none">–</span>}
        </span>
      )}
    </div>
  );
}
