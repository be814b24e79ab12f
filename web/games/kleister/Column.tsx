// A Litfaßsäule: name, hand cards, posters on the column, points; the top group large and the
// group below small ("darunter"); the badges; the last action under the name. Tapping it opens
// all layers. Columns your selection would cover glow red.
import type { Group, KleisterView } from '@games/kleister/types';
import { belowGroup, columnBadges, columnSize, topGroup } from './ui-helpers';
import { brushCount } from '@games/kleister/rules/cards';
import { InfoTip } from '../../ui/InfoTip';
import { Dialog } from '../../ui/Dialog';
import { GroupFaces, PosterFace } from './Poster';
import { cardShort, signed, tx } from './i18n';
import { emptyColumnKey, groupLabel, lastActionText } from './model';

export interface ColumnProps {
  view: KleisterView;
  seat: number;
  names: string[];
  /** Your selection would cover this column's top group. */
  glow: boolean;
  onOpen(seat: number): void;
}

/** The top group large: the kind's face with "3×" and the brushes in it. */
function TopGroup({ group, size }: { group: Group; size: 'top' | 'small' }) {
  const brushes = brushCount(group);
  const face = group.value === 14 ? 0 : group.value;
  return (
    <span class={`kl-stack ${size}`} aria-label={groupLabel(group)}>
      <PosterFace card={face} size={size} />
      <span class="kl-stack-count" aria-hidden="true">{face === 0 ? group.cards.length : group.cards.length - brushes}×</span>
      {brushes > 0 && face !== 0 && <span class="kl-stack-brush" aria-hidden="true">+{brushes} B</span>}
    </span>
  );
}

/** The hand's count, and for the others what the table saw go into that hand (view.record): the computers read the same. */
function handTip(view: KleisterView, seat: number): string {
  const n = view.handCounts[seat] ?? 0;
  const known = seat === view.you ? [] : view.record.held[seat];
  return known.length > 0 ? tx('column.handTipKnown', { n, cards: known.map((c) => cardShort(c)).join(', ') }) : tx('column.handTip', { n });
}

export function Column({ view, seat, names, glow, onOpen }: ColumnProps) {
  const column = view.columns[seat] ?? [];
  const top = topGroup(column);
  const below = belowGroup(column);
  const live = view.phase !== 'between' && view.phase !== 'over';
  const badges = live ? columnBadges(view, seat) : { coverWith: null, safe: false, attackable: false };
  const mine = seat === view.you;
  const turn = view.turn === seat && (view.phase === 'play' || view.phase === 'decide');
  const owes = view.owes === seat;
  const classes = ['kl-column', mine && 'mine', glow && 'glow', turn && 'turn', owes && 'owes'].filter(Boolean).join(' ');
  return (
    <article class={classes} data-testid={`column-${seat}`} aria-label={mine ? tx('column.mine') : tx('column.title', { name: names[seat] ?? '' })}>
      <header class="kl-col-head">
        <span class="kl-col-name">{names[seat]}</span>
        {owes && <span class="kl-col-flag">{tx(view.turn === seat && view.phase === 'play' ? 'column.turn' : 'column.owes')}</span>}
      </header>
      <p class="kl-col-last" data-testid={`last-${seat}`}>{lastActionText(view.lastAction[seat] ?? null, names, view.you)}</p>
      <div class="kl-col-facts">
        <InfoTip tip={handTip(view, seat)}>
          <span class="kl-fact"><span class="kl-fact-label">{tx('column.hand')}</span> {view.handCounts[seat]}</span>
        </InfoTip>
        <InfoTip tip={tx(columnSize(column) === 1 ? 'column.cardsTip.one' : 'column.cardsTip', { n: columnSize(column) })}>
          <span class="kl-fact"><span class="kl-fact-label">{tx('column.cards')}</span> {columnSize(column)}</span>
        </InfoTip>
        <InfoTip tip={tx('column.pointsTip')}>
          <span class="kl-fact"><span class="kl-fact-label">{tx('column.points')}</span> {signed(view.roundScores[seat] ?? 0)}</span>
        </InfoTip>
      </div>
      <button type="button" class="kl-col-body" onClick={() => onOpen(seat)} data-testid={`open-column-${seat}`}>
        {/* Named by what it shows, after what a tap does (an aria-label would hide the posters' text). */}
        <span class="sr-only">{tx('column.open')}: </span>
        {top ? <TopGroup group={top} size="top" /> : <span class="kl-col-empty" data-testid={`empty-${seat}`}>{tx(emptyColumnKey(view, seat))}</span>}
        {below && (
          <span class="kl-col-below">
            <span class="kl-fact-label">{tx('column.below')}</span>
            <TopGroup group={below} size="small" />
          </span>
        )}
      </button>
      <div class="kl-badges">
        {glow && <span class="kl-badge glow" data-testid={`glow-${seat}`}>{tx('badge.glow')}</span>}
        {badges.coverWith && (
          <InfoTip tip={tx('badge.coverTip', { group: groupLabel(badges.coverWith) })}>
            <span class="kl-badge cover" data-testid={`coverable-${seat}`}>✓ {tx('badge.cover', { group: groupLabel(badges.coverWith) })}</span>
          </InfoTip>
        )}
        {badges.safe && (
          <InfoTip tip={tx('badge.safeTip')}>
            <span class="kl-badge safe" data-testid={`safe-${seat}`}>⛉ {tx('badge.safe')}</span>
          </InfoTip>
        )}
        {badges.attackable && (
          <InfoTip tip={tx('badge.attackableTip')}>
            <span class="kl-badge attackable" data-testid="attackable">⚠ {tx('badge.attackable')}</span>
          </InfoTip>
        )}
      </div>
    </article>
  );
}

/** All layers of one column, top first. */
export function ColumnDialog({ view, seat, names, onClose }: { view: KleisterView; seat: number | null; names: string[]; onClose(): void }) {
  if (seat === null) return null;
  const column = view.columns[seat] ?? [];
  const layers = column.map((g, i) => ({ g, n: i + 1 })).reverse();
  return (
    <Dialog open title={seat === view.you ? tx('column.mine') : tx('column.title', { name: names[seat] ?? '' })} onClose={onClose} class="kl-layers-dialog">
      <div class="kleister" data-testid="column-layers">
        {layers.length === 0 && <p>{tx(emptyColumnKey(view, seat) === 'column.empty' ? 'column.noLayers' : 'column.noLayersEmptied')}</p>}
        {layers.length > 0 && <p class="kl-muted">{tx('column.layers')}</p>}
        <ol class="kl-layers">
          {layers.map(({ g, n }, i) => (
            <li key={n}>
              <span class="kl-layer-n">{i === 0 ? tx('column.top') : tx('column.layer', { n })}</span>
              <GroupFaces cards={g.cards} />
              <span class="kl-layer-label">{groupLabel(g)}</span>
            </li>
          ))}
        </ol>
      </div>
    </Dialog>
  );
}
