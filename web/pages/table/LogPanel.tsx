// The game log: every line this page holds (the socket keeps the last 200), newest at the bottom.
import { useEffect, useRef } from 'preact/hooks';
import type { LogEntry, TableInfo } from '@schema/protocol';
import type { GameUi } from '../../games/types';
import { lang, t } from '../../i18n';
import { logText } from './names';

// As many as the socket keeps (web/net/socket.ts MAX_LOG): a whole Partie, not only its last rounds.
const SHOWN = 200;

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
