// One magpie at the table: name, "hat gelegt", nest with its sum, the pebble bar (played pebbles
// struck through when Kiesel-Gedächtnis is on) and the match total for 3/5-game matches.
import type { ElsterView } from '@games/elster/types';
import { PEBBLES } from '@games/elster/types';
import { nestScore } from '@games/elster/rules/scoring';
import { InfoTip } from '../../ui/InfoTip';
import { CardFace } from './LootCard';
import { signed, tx } from './i18n';
import { cardList } from './model';
import { settings } from './settings';

export function Magpie({ view, seat, name, compact }: { view: ElsterView; seat: number; name: string; compact?: boolean }) {
  const nest = view.nests[seat];
  const hand = view.hands[seat];
  const memory = settings.value.memory;
  const status = view.phase === 'bidding'
    ? (view.hasBid[seat] ? tx('magpie.hasBid') : tx('magpie.thinking'))
    : view.phase === 'between' ? (view.ready[seat] ? tx('magpie.ready') : tx('magpie.notReady')) : '';
  const done = view.phase === 'bidding' ? view.hasBid[seat] : view.ready[seat];
  const barTip = !memory ? tx('bar.tipForgot', { name })
    : hand.length ? tx('bar.tip', { name, pebbles: hand.join(', ') }) : tx('bar.tipNone', { name });
  const sum = nestScore(nest);
  const nestTip = nest.length ? tx('nest.tip', { name, cards: cardList(nest), sum: signed(sum) }) : tx('nest.tipEmpty', { name });
  return (
    <article class={`el-magpie${seat === view.you ? ' me' : ''}${compact ? ' compact' : ''}`} data-seat={seat}>
      <header class="el-magpie-head">
        <span class="el-magpie-name">{name}</span>
        {status && <span class={`el-status${done ? ' done' : ''}`} data-testid={`status-${seat}`}>{status}</span>}
        {view.options.games > 1 && (
          <InfoTip tip={tx('total.tip', { sum: signed(view.totals[seat]) })} class="el-total">
            {tx('magpie.total')} {signed(view.totals[seat])}
          </InfoTip>
        )}
      </header>
      <InfoTip tip={nestTip} class="el-nest" as="div">
        <span class="el-label">{tx('magpie.nest')}</span>
        <span class="el-nest-cards" data-nest={seat}>
          {nest.map((c, i) => <CardFace key={i} card={c} size="mini" />)}
        </span>
        <span class={`el-nest-sum ${sum < 0 ? 'neg' : ''}`}>{signed(sum)}</span>
      </InfoTip>
      <InfoTip tip={barTip} class="el-bar" as="div">
        {PEBBLES.map((p) => {
          const gone = memory && !hand.includes(p);
          return <span key={p} class={`el-bar-pebble${gone ? ' gone' : ''}`} aria-hidden="true">{p}</span>;
        })}
      </InfoTip>
    </article>
  );
}
