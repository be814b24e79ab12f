// A records list: Platz, Name, Rekord, Datum; the top ten, all on request. Your row is marked.
import { useState } from 'preact/hooks';
import { lang } from '../../i18n';
import type { RecordRow, YourRecord } from './api';
import { rt } from './words';
import '../daily/daily.css';

const SHORT = 10;

export function RecordTable({ rows, you, myName, total }: { rows: RecordRow[]; you: YourRecord | null; myName?: string; total: number }) {
  const [all, setAll] = useState(false);
  if (rows.length === 0) return <p class="muted" data-testid="record-empty">{rt('empty')}</p>;
  // The list carries no player ids: your row is the one with your rank, record and name.
  const mine = (r: RecordRow) => you !== null && r.rank === you.rank && r.best === you.best && r.name === myName;
  const date = new Intl.DateTimeFormat(lang.value === 'de' ? 'de-DE' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const shown = all ? rows : rows.slice(0, SHORT);
  return (
    <>
      <table class="daily-table records-table" data-testid="record-table">
        <thead>
          <tr>
            <th scope="col" class="num">{rt('rank')}</th>
            <th scope="col">{rt('name')}</th>
            <th scope="col" class="num">{rt('best')}</th>
            <th scope="col" class="records-date">{rt('date')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r, i) => (
            <tr key={i} class={mine(r) ? 'daily-mine' : ''} data-testid="record-row">
              <td class="num">{r.rank}.</td>
              <td>
                {r.name}
                {mine(r) && <span class="daily-you"> ({rt('you')})</span>}
              </td>
              <td class="num">{r.best}</td>
              <td class="records-date muted small">{date.format(r.at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="muted small">
        {rt('total', { n: total })}{' '}
        {rows.length > SHORT && (
          <button type="button" class="link-button" onClick={() => setAll(!all)} data-testid="record-show-all">
            {all ? rt('showLess') : rt('showAll')}
          </button>
        )}
      </p>
    </>
  );
}
