// The game log: the last 50 lines, newest at the bottom.
import { useEffect, useRef } from 'preact/hooks';
import type { LogEntry, TableInfo } from '@schema/protocol';
import type { GameUi } from '../../games/types';
import { lang, t } from '../../i18n';
import { logText } from './names';

const SHOWN = 50;

export function LogPanel({ log, table, ui }: { log: LogEntry[]; table: TableInfo; ui: GameUi | null }) {
  const list = useRef<HTMLDivElement>(null);
  const lines = log.slice(-SHOWN);
  const last = lines[lines.length - 1]?.seq;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);
  return (
    // role="log" on a wrapper: on the <ol> itself it would take the list's role from its items.
    <div ref={list} class="log-list" role="log" aria-label={t('table.log')} tabIndex={0}>
      <ol>
        {lines.length === 0 && <li class="muted">{t('table.logEmpty')}</li>}
        {lines.map((e) => (
          <li key={e.seq}>{logText(e, table, ui, lang.value)}</li>
        ))}
      </ol>
    </div>
  );
}
