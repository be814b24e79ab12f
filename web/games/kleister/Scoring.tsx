// Die Wertung, Zeile für Zeile: per seat and round the column cards (+1 each), the hand cards
// (−1 each), the "Säule zählt doppelt" bonus and the sum; over several rounds the total.
import type { KleisterView, RoundResult } from '@games/kleister/types';
import { signed, tx } from './i18n';

/** Hand cards at the end of a round (derived, so it holds whichever hand field the result carries). */
function handCards(r: RoundResult, s: number): number {
  return (r.columnCards[s] ?? 0) + (r.bonus[s] ?? 0) - (r.scores[s] ?? 0);
}

export function Scoring({ view, names, only }: { view: KleisterView; names: string[]; only?: number }) {
  const results = only === undefined ? view.results : view.results.slice(only, only + 1);
  const multi = only === undefined && view.results.length > 1;
  return (
    <section class="kl-scoring" data-testid="scoring" aria-label={tx('scoring.title')}>
      <h3>{tx('scoring.title')}</h3>
      <div class="kl-scoring-grid">
        {names.map((name, s) => (
          <article key={s} class={`kl-score-card${s === view.you ? ' me' : ''}`} data-testid={`score-${s}`}>
            <h4>{name}</h4>
            {results.map((r, i) => {
              const n = (only ?? 0) + i + 1;
              return (
                <div key={n} class="kl-score-round">
                  {(multi || only !== undefined) && <div class="kl-score-roundhead">{tx('scoring.round', { n })}</div>}
                  <div class="kl-score-line"><span>{tx('scoring.column', { n: r.columnCards[s] ?? 0 })}</span><span>{signed(r.columnCards[s] ?? 0)}</span></div>
                  <div class="kl-score-line"><span>{tx('scoring.hand', { n: handCards(r, s) })}</span><span>{signed(-handCards(r, s))}</span></div>
                  {view.options.columnBonus && (
                    <div class="kl-score-line"><span>{tx('scoring.bonus', { n: r.bonus[s] ?? 0 })}</span><span>{signed(r.bonus[s] ?? 0)}</span></div>
                  )}
                  <div class="kl-score-line sum"><span>{tx('scoring.sum')}</span><strong>{signed(r.scores[s] ?? 0)}</strong></div>
                </div>
              );
            })}
            {multi && (
              <div class="kl-score-line total">
                <span>{tx('scoring.total')}: {view.results.map((r) => signed(r.scores[s] ?? 0)).join(' ')}</span>
                <strong>{signed(view.results.reduce((a, r) => a + (r.scores[s] ?? 0), 0))}</strong>
              </div>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
