// The middle of the table: the current loot card with its rule line, the pot and the pile with the
// cards still to come.
import type { ElsterView } from '@games/elster/types';
import { nestScore } from '@games/elster/rules/scoring';
import { InfoTip } from '../../ui/InfoTip';
import { CardFace, LootCard } from './LootCard';
import { signed, tx } from './i18n';
import { cardList, ruleLine } from './model';

export function Centre({ view }: { view: ElsterView }) {
  const line = ruleLine(view);
  const last = view.remaining.length === 0 && view.current !== null;
  const winnerHint = line ? `${line[0].toUpperCase()}${line.slice(1)}.` : undefined;
  return (
    <section class="el-centre" aria-label={tx('game.name')}>
      <div class="el-current" data-testid="current-card">
        {view.current !== null ? <LootCard card={view.current} size="big" extra={view.pot.length ? winnerHint : undefined} /> : <span class="loot loot-big loot-empty" />}
        <div class="el-rule" aria-live="polite">
          <p class="el-rule-line">{line}</p>
          {last && <p class="el-rule-last">{tx('rule.lastCard')}</p>}
        </div>
      </div>
      {view.pot.length > 0 && <Pot pot={view.pot} />}
      <Pile remaining={view.remaining} />
    </section>
  );
}

function Pot({ pot }: { pot: number[] }) {
  return (
    <InfoTip tip={tx('pot.tip', { cards: cardList(pot) })} class="el-pot" as="div">
      <span class="el-label">{tx('pot.title')}</span>
      <span class="el-pot-cards">
        {pot.map((c, i) => <CardFace key={i} card={c} size="mini" />)}
      </span>
      {pot.length > 1 && <span class="el-pot-sum">Σ {signed(nestScore(pot))}</span>}
    </InfoTip>
  );
}

function Pile({ remaining }: { remaining: number[] }) {
  const count = remaining.length;
  const tip = count ? tx(count === 1 ? 'pile.tip.one' : 'pile.tip', { n: count, cards: cardList(remaining) }) : tx('pile.tipEmpty');
  return (
    <InfoTip tip={tip} class="el-pile" as="div">
      <span class="el-pile-stack" aria-hidden="true" data-count={count}>
        <span class="el-pile-back" />
      </span>
      <span class="el-pile-text">
        <span class="el-label">{tx('pile.title')}</span>{' '}
        <span class="el-pile-count">{count === 0 ? tx('pile.none') : count === 1 ? tx('pile.one') : tx('pile.count', { n: count })}</span>
      </span>
      {count > 0 && (
        <span class="el-remaining" aria-label={tx('pile.remaining')}>
          {remaining.map((c) => <span key={c} class={`el-chip ${c > 0 ? 'plus' : 'minus'}${c === 10 ? ' crown' : ''}`}>{signed(c)}</span>)}
        </span>
      )}
    </InfoTip>
  );
}
