// On a daily table: the note under the title (first attempt counts / practice) and, after the end,
// the way to the day's list and to another practice round.
import type { TableInfo } from '@schema/protocol';
import { lang, t } from '../../i18n';
import { Button } from '../../ui/Button';
import { formatDay } from './format';
import { useStartDaily } from './useStartDaily';
import { dailyText } from './words';
import './daily.css';

export function DailyNote({ table }: { table: TableInfo }) {
  if (table.mode !== 'daily') return null;
  if (table.practice) {
    return <p class="daily-note daily-practice" role="note" data-testid="practice-note">{t('daily.practiceNote')}</p>;
  }
  return (
    <p class="daily-note" role="note" data-testid="daily-note">
      {dailyText(table.game, 'firstNote', { date: table.dailyDate ? formatDay(table.dailyDate, lang.value) : '' })}
    </p>
  );
}

export function DailyEndActions({ table }: { table: TableInfo }) {
  const { busy, error, start } = useStartDaily(table.game);
  if (table.mode !== 'daily') return null;
  return (
    <>
      <a class="btn btn-primary" href={`/${table.game}/tagesliste/${table.dailyDate ?? ''}`} data-testid="to-daily-list">
        {t('daily.toList')}
      </a>
      <Button onClick={start} disabled={busy} data-testid="practice-daily">
        {busy ? t('common.wait') : t('daily.practiceAgain')}
      </Button>
      {error && <p class="form-error" role="alert">{error}</p>}
    </>
  );
}
