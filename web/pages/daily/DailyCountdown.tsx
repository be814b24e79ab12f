// "Nächstes Tagesnest in 5:03:07", ticking; calls `onDeal` once when the next deal is out.
import { useEffect } from 'preact/hooks';
import { t } from '../../i18n';
import { useNow } from '../../ui/clock';
import { formatDuration } from './format';

export function DailyCountdown({ nextDealAt, onDeal }: { nextDealAt: number; onDeal?: () => void }) {
  const now = useNow();
  const left = nextDealAt - now;
  useEffect(() => {
    if (left <= 0 && onDeal) onDeal();
  }, [left <= 0]);
  return (
    <p class="daily-countdown" data-testid="daily-countdown">
      {t('daily.countdown', { time: formatDuration(left) })}
    </p>
  );
}
