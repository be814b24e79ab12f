// "Wertung 1.512 → 1.538" on the end screen: your skill rating before and after this game, once the
// result has reached the database (moments after the end; asked again a few times until then).
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { resultsApi, type MyResult } from '../../net/api';
import { ratingText } from '../Leaderboard';

const TRIES_MS = [800, 2000, 5000, 10_000];

export function RatingLine({ table, match, seated }: { table: string; match: number; seated: boolean }) {
  const [rating, setRating] = useState<MyResult['rating']>(null);
  useEffect(() => {
    if (!seated) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (i: number) => {
      timer = setTimeout(() => {
        resultsApi.myResult(table, match).then(
          (r) => live && setRating(r.rating),
          () => live && i + 1 < TRIES_MS.length && ask(i + 1),
        );
      }, TRIES_MS[i]);
    };
    ask(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [table, match, seated]);
  if (!rating) return null;
  const up = rating.after >= rating.before;
  return (
    <p class={`rating-line ${up ? 'up' : 'down'}`} data-testid="rating-line">
      {t('lb.ratingChange', { before: ratingText(rating.before, rating.provisional), after: ratingText(rating.after, rating.provisional) })}
    </p>
  );
}
