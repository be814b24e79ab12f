// "Deine Spielstärke: 1.512 → 1.538" on the end screen: your skill rating before and after this game,
// once the result has reached the database (web/net/useMyResult.ts). Said in words a newcomer
// reads without the leaderboard's legend: what the number measures, and "vorläufig" instead of a
// bare "?" while fewer than ten games are rated.
import { t } from '../../i18n';
import type { MyResult } from '../../net/api';
import { ratingText } from '../Leaderboard';

export function RatingLine({ result }: { result: MyResult | null }) {
  const rating = result?.rating;
  if (!rating) return null;
  const up = rating.after >= rating.before;
  return (
    <p class="rating-line" data-testid="rating-line">
      <span class={`rating-change ${up ? 'up' : 'down'}`}>
        {t('lb.ratingChange', { before: ratingText(rating.before, false), after: ratingText(rating.after, false) })}
      </span>
      <small class="hint">{t(rating.provisional ? 'lb.ratingWhatProvisional' : 'lb.ratingWhat')}</small>
    </p>
  );
}
