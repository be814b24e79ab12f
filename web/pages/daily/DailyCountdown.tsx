// "Nächstes Tagesnest in 5:03:07" (the game's daily name), ticking; calls `onDeal` once when the
// next deal is out.
import { useEffect } from 'preact/hooks';
import { useNow } from '../../ui/clock';
import { formatDuration } from './format';
import { dailyText } from './words';

export function DailyCountdown({ game, nextDealAt, onDeal }: { game: string; nextDealAt: number; onDeal?: () => void }) {
  const now = useNow();
  const left = nextDealAt - now;
  useEffect(() => {
    if (left <= 0 && onDeal) onDeal();
  }, [left <= 0]);
  return (
    <p class="daily-countdown" data-testid="daily-countdown">
      {dailyText(game, 'countdown', { time: formatDuration(left) })}
    </p>
  );
}
