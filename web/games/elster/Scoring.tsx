// Die Wertung, Zeile für Zeile: per magpie each nest card, plus and Ärger, the sum; in a match one
// block per game and the total.
import type { ElsterView } from '@games/elster/types';
import { CardFace } from './LootCard';
import { signed, tx } from './i18n';
import { scoringLines } from './model';

export function Scoring({ view, names }: { view: ElsterView; names: string[] }) {
  const match = view.options.games > 1;
  return (
    <section class="el-scoring" data-testid="scoring" aria-label={tx('scoring.title')}>
      <h3>{tx('scoring.title')}</h3>
      <div class="el-scoring-grid">
        {names.map((name, seat) => {
          const games = scoringLines(view, seat);
          const total = games.reduce((a, g) => a + g.sum, 0);
          return (
            <article key={seat} class={`el-score-card${seat === view.you ? ' me' : ''}`} data-testid={`score-${seat}`}>
              <h4>{name}</h4>
              {games.map((g) => (
                <div key={g.game} class="el-score-game">
                  {match && <div class="el-score-gamehead">{tx('scoring.game', { n: g.game })}</div>}
                  <div class="el-score-line">
                    <span class="el-score-label">{tx('magpie.nest')}</span>
                    <span class="el-score-cards">
                      {g.nest.length ? g.nest.map((c, i) => <CardFace key={i} card={c} size="mini" />) : <span class="el-muted">{tx('scoring.nothing')}</span>}
                    </span>
                  </div>
                  <div class="el-score-line">
                    <span class="el-score-label">{tx('scoring.plus')}</span>
                    <span>{plusLine(g.nest)}</span>
                  </div>
                  <div class="el-score-line">
                    <span class="el-score-label">{tx('scoring.minus')}</span>
                    <span>{minusLine(g.nest)}</span>
                  </div>
                  <div class="el-score-line el-score-sum">
                    <span class="el-score-label">=</span>
                    <span>{tx('scoring.sumLine', { plus: g.plus, minus: g.minus, sum: signed(g.sum) })}</span>
                  </div>
                </div>
              ))}
              {match && (
                <div class="el-score-line el-score-total">
                  <span class="el-score-label">{tx('scoring.total')}</span>
                  <span>{games.map((g) => signed(g.sum)).join(' ')} = <strong>{signed(total)}</strong></span>
                </div>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}

function plusLine(nest: number[]): string {
  const plus = nest.filter((c) => c > 0);
  if (!plus.length) return '0';
  const sum = plus.reduce((a, b) => a + b, 0);
  return plus.length === 1 ? String(sum) : `${plus.join(' + ')} = ${sum}`;
}

function minusLine(nest: number[]): string {
  const minus = nest.filter((c) => c < 0).map((c) => -c);
  if (!minus.length) return '0';
  const sum = minus.reduce((a, b) => a + b, 0);
  return minus.length === 1 ? String(sum) : `${minus.join(' + ')} = ${sum}`;
}
