// The three piles with their top objective and, below each, two market pictures (slot = column * 2
// + row, so Q/W/E are slots 0/2/4 and A/S/D slots 1/3/5). In your turn each pile and picture carries
// what it would bring you now ("mit" = both pictures together once one is chosen); in the
// Rekordjagd "Max" marks the two pictures Max takes next. Hover / long press: the card's values.
import type { AlbumView } from '@games/album/types';
import { PILES } from '@games/album/types';
import { maxSlots } from '@games/album/max';
import { seriesWants } from '@games/album/hints';
import { type Choice, keyForSlot, pileGain, slotGain } from './ui-helpers';
import { InfoTip } from '../../ui/InfoTip';
import { ObjectiveCard, PictureCard } from './Card';
import { CardTip } from './CardTip';
import { countOf, seriesName, signed, tx } from './i18n';

interface MarketProps {
  view: AlbumView;
  choice: Choice;
  /** Your turn: numbers shown, taps choose. */
  choosing: boolean;
  /** Rekordjagd: show the "Max" labels. */
  record: boolean;
  /** The advised move's piles / slots, highlighted. */
  advised: { pile: number | null; slots: number[] } | null;
  onPile(p: number): void;
  onSlot(s: number): void;
}

export function Market({ view, choice, choosing, record, advised, onPile, onSlot }: MarketProps) {
  const maxNext = record ? new Set(maxSlots(view.market)) : new Set<number>();
  const wants = view.you !== null ? seriesWants(view, view.you) : null;
  return (
    <section class="al-market" aria-label={tx('market.title')} data-testid="market">
      {/* The numbers on piles and pictures, explained where they stand (a bare "0" means nothing to a newcomer). */}
      {choosing && <p class="al-legend" data-testid="gain-legend">{tx('gain.legend')}</p>}
      {Array.from({ length: PILES }, (_, col) => {
        const pile = view.piles[col]!;
        const gain = choosing ? pileGain(view, col) : null;
        const chosen = choice.pile === col;
        return (
          <div class="al-col" key={col}>
            <InfoTip as="div" focusable={false} class="al-tipwrap" tip={pile.top === null ? tx('pile.empty') : <CardTip view={view} id={pile.top} gain={gain} />}>
              <button
                type="button"
                class={`al-pile${chosen ? ' chosen' : ''}${advised?.pile === col ? ' advised' : ''}${pile.top === null ? ' empty' : ''}`}
                disabled={!choosing || pile.top === null}
                aria-pressed={chosen}
                onClick={() => onPile(col)}
                data-testid={`pile-${col}`}
              >
                {/* Named by what it shows (count, points, the objective), not only "Stapel 1". */}
                <span class="sr-only">{tx('pile.title', { n: col + 1 })}: </span>
                <span class="al-pile-head">
                  <kbd>{col + 1}</kbd>
                  <span class="al-pile-count">{pile.count ? tx(pile.count === 1 ? 'pile.count.one' : 'pile.count', { n: pile.count }) : tx('pile.empty')}</span>
                  {gain !== null && <span class={`al-gain${gain > 0 ? ' pos' : gain < 0 ? ' neg' : ''}`} data-testid={`pile-gain-${col}`}>{signed(gain)}</span>}
                </span>
                {pile.top !== null ? <ObjectiveCard id={pile.top} size="pile" /> : <span class="al-pile-none" />}
              </button>
            </InfoTip>
            {[0, 1].map((row) => {
              const slot = col * 2 + row;
              const s = view.market[slot] ?? null;
              const g = choosing ? slotGain(view, choice, slot) : null;
              const picked = choice.slots.includes(slot);
              return (
                <InfoTip
                  key={slot}
                  as="div"
                  focusable={false}
                  class="al-tipwrap"
                  tip={s === null ? tx('slot.empty') : (
                    <span class="al-tip">
                      <strong>{seriesName(s)}</strong>
                      {g && <span>{tx(g.with ? 'gain.withTip' : 'gain.alone', { points: signed(g.gain) })}</span>}
                      {wants && wants.want[s]! > 0 && <span>{countOf('picture.wants', wants.want[s]!)}</span>}
                      {wants && wants.hurt[s]! > 0 && <span class="neg">{countOf('picture.hurts', wants.hurt[s]!)}</span>}
                      {maxNext.has(slot) && <span>{tx('max.tip')}</span>}
                    </span>
                  )}
                >
                  <button
                    type="button"
                    class={`al-slot${picked ? ' chosen' : ''}${advised?.slots.includes(slot) ? ' advised' : ''}${s === null ? ' empty' : ''}`}
                    disabled={!choosing || s === null}
                    aria-pressed={picked}
                    onClick={() => onSlot(slot)}
                    data-testid={`market-${slot}`}
                  >
                    {s !== null && <span class="sr-only">{seriesName(s)} </span>}
                    <kbd class="al-key">{keyForSlot(slot)}</kbd>
                    {s !== null ? <PictureCard series={s} /> : <span class="al-slot-none">{tx('slot.empty')}</span>}
                    {g && (
                      <span class={`al-gain${g.gain > 0 ? ' pos' : g.gain < 0 ? ' neg' : ''}`} data-testid={`slot-gain-${slot}`}>
                        {g.with && <span class="al-with">{tx('gain.with')} </span>}{signed(g.gain)}
                      </span>
                    )}
                    {maxNext.has(slot) && <span class="al-max" data-testid={`max-${slot}`}>{tx('max')}</span>}
                  </button>
                </InfoTip>
              );
            })}
          </div>
        );
      })}
    </section>
  );
}
