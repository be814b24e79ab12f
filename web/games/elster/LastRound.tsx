// "Beute im Nest": what happened in the last round – who bid what, which pebbles tied, who took
// which cards, or whether they went to the pot, away, or stayed unowned.
import type { RoundRecord } from '@games/elster/types';
import { CardFace } from './LootCard';
import { tx } from './i18n';
import { cardList } from './model';
import { direction } from '@games/elster/rules/round';

export function roundSentence(round: RoundRecord, names: string[]): string {
  const cards = cardList(round.cards);
  // Glitzerkram is taken (holt); Ärger has to be taken (muss nehmen).
  if (round.winner !== null) return tx(direction(round.cards) > 0 ? 'last.took' : 'last.forced', { name: names[round.winner], cards });
  if (round.fate === 'pot') return tx('last.pot', { cards });
  if (round.fate === 'discarded') return tx('last.discarded', { cards });
  return tx('last.unowned', { cards });
}

export function LastRound({ round, names }: { round: RoundRecord | null; names: string[] }) {
  return (
    <section class="el-last" aria-label={tx('last.title')} data-testid="last-round">
      <h3 class="el-last-title">{tx('last.title')}</h3>
      {round === null ? <p class="el-muted">{tx('last.none')}</p> : (
        <>
          <div class="el-last-row">
            <span class="el-last-cards">{round.cards.map((c, i) => <CardFace key={i} card={c} size="mini" />)}</span>
            <ul class="el-last-bids">
              {round.bids.map((b, s) => {
                const tie = round.cancelled.includes(b);
                return (
                  <li key={s} class={`${tie ? 'tie' : ''}${round.winner === s ? ' winner' : ''}`}>
                    <span class="el-last-name">{names[s]}</span>{' '}
                    <span class="el-bid-chip">{b}</span>
                    {tie && <span class="el-tie-label"> {tx('last.tie')}</span>}
                  </li>
                );
              })}
            </ul>
          </div>
          <p class="el-last-sentence" aria-live="polite">{roundSentence(round, names)}</p>
        </>
      )}
    </section>
  );
}
