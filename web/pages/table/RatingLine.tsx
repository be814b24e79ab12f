// "Wertung 1.512 → 1.538" on the end screen: your skill rating before and after this game, once the
// result has reached the database (web/net/useMyResult.ts).
import { t } from '../../i18n';
import type { MyResult } from '../../net/api';
import { ratingText } from '../Leaderboard';

export function RatingLine({ result }: { result: MyResult | null }) {
  const rating = result?.rating;
  if (!rating) return null;
  const up = rating.after >= rating.before;
  return (
    <p class={`rating-line ${up ? 'up' : 'down'}`} data-testid="rating-line">
      {t('lb.ratingChange', { before: ratingText(rating.before, rating.provisional), after: ratingText(rating.after, rating.provisional) })}
    </p>
  );
}
