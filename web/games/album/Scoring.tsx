// Die Wertung: for every collector (and every round of the long game) each objective with its
// points against the own album, the album's pictures per series, and the sums.
import type { AlbumView } from '@games/album/types';
import { SERIES_COUNT } from '@games/album/types';
import { ObjectiveCard } from './Card';
import { Shape } from './Shape';
import { signed, tx } from './i18n';

export function Scoring({ view, names }: { view: AlbumView; names: string[] }) {
  const multi = view.results.length > 1;
  return (
    <section class="al-scoring" data-testid="scoring" aria-label={tx('scoring.title')}>
      <h3>{tx('scoring.title')}</h3>
      <div class="al-scoring-grid">
        {names.map((name, s) => (
          <article key={s} class={`al-score-card${s === view.you ? ' me' : ''}`} data-testid={`score-${s}`}>
            <h4>{name}</h4>
            {view.results.map((r, i) => {
              const score = r.scores[s]!;
              const counts = r.albums[s]?.counts ?? new Array<number>(SERIES_COUNT).fill(0);
              return (
                <div key={i} class="al-score-round">
                  {multi && <div class="al-score-roundhead">{tx('scoring.round', { n: i + 1 })}</div>}
                  <div class="al-score-pics" aria-label={tx(counts.reduce((a, b) => a + b, 0) === 1 ? 'scoring.pictures.one' : 'scoring.pictures', { n: counts.reduce((a, b) => a + b, 0), list: '' })}>
                    {Array.from({ length: SERIES_COUNT }, (_, k) => (
                      <span key={k} class={counts[k] ? '' : 'none'}><Shape series={k} size={12} label /> {counts[k]}</span>
                    ))}
                  </div>
                  {score.lines.length === 0 && <p class="al-muted">{tx('scoring.noObjectives')}</p>}
                  <ul class="al-score-lines">
                    {score.lines.map((l) => (
                      <li key={l.card} class="al-score-line" data-testid={`line-${s}-${l.card}`}>
                        <ObjectiveCard id={l.card} size="small" />
                        <span class={`al-score-pts${l.points < 0 ? ' neg' : l.points > 0 ? ' pos' : ''}`}>{signed(l.points)}</span>
                      </li>
                    ))}
                  </ul>
                  <div class="al-score-sum"><span>{tx('scoring.sum')}</span><strong>{signed(score.total)}</strong></div>
                </div>
              );
            })}
            {multi && (
              <div class="al-score-sum total">
                <span>{tx('scoring.total')}</span>
                <strong>{signed(view.totals[s] ?? 0)}</strong>
              </div>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
