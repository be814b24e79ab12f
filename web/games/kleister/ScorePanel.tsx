// Die Punktetafel: every seat's points this round and in total, and how many posters of each kind
// are still hidden (others' hands and the press).
import type { KleisterView } from '@games/kleister/types';
import { InfoTip } from '../../ui/InfoTip';
import { PosterFace, kindTip } from './Poster';
import { signed, tx } from './i18n';

export function ScorePanel({ view, names }: { view: KleisterView; names: string[] }) {
  const multi = view.options.rounds > 1;
  const kinds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0];
  const hiddenTotal = view.hidden.reduce((a, b) => a + b, 0);
  return (
    <section class="kl-score" aria-label={tx('score.title')} data-testid="score-panel">
      <h3>{tx('score.title')}</h3>
      <table class="kl-score-table">
        <thead>
          <tr>
            <th scope="col"><span class="sr-only">Name</span></th>
            <th scope="col">{tx('score.round')}</th>
            {multi && <th scope="col">{tx('score.total')}</th>}
          </tr>
        </thead>
        <tbody>
          {names.map((name, s) => (
            <tr key={s} class={s === view.you ? 'me' : ''}>
              <th scope="row">{name}</th>
              <td data-testid={`round-score-${s}`}>{signed(view.roundScores[s] ?? 0)}</td>
              {multi && <td data-testid={`total-score-${s}`}>{signed(view.totals[s] ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <InfoTip tip={tx('score.hiddenTip')} class="kl-label-tip"><h4 class="kl-label">{tx('score.hidden')} · {tx('score.hiddenTotal', { n: hiddenTotal })}</h4></InfoTip>
      <ul class="kl-hidden" data-testid="hidden-counts">
        {kinds.map((k) => (
          <li key={k} class={view.hidden[k] ? '' : 'none'}>
            <InfoTip tip={kindTip(view, k)}>
              <PosterFace card={k} size="mini" />
              <span class="kl-hidden-n">{view.hidden[k] ?? 0}</span>
            </InfoTip>
          </li>
        ))}
      </ul>
    </section>
  );
}
