// Before the start: who sits where, the share link, and (for the host) seats, settings and Start.
import { useEffect } from 'preact/hooks';
import type { TableInfo, TableSettings } from '@schema/protocol';
import type { GameUi } from '../../games/types';
import { levelName } from '../../games/levels';
import type { TableConnection } from '../../net/socket';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { CopyLink } from '../CopyLink';
import { LEVELS, SettingsFields, SettingsSummary, type EditableSettings } from '../settings';
import { seatName } from './names';
import { ChatPanel } from './ChatPanel';
import { markChatSeen } from './chat-seen';

const MIN_SEATS = 2;
const MAX_SEATS = 5;

function SeatControl({ conn, table, index }: { conn: TableConnection; table: TableInfo; index: number }) {
  const s = table.seats[index]!;
  const value = s.kind === 'computer' ? `computer:${s.level}` : 'empty';
  return (
    <select
      aria-label={t('waiting.seatControl', { n: index + 1 })}
      value={value}
      onChange={(e) => {
        const v = (e.target as HTMLSelectElement).value;
        if (v === 'empty') conn.send({ t: 'seat', seat: index, kind: 'empty' });
        else conn.send({ t: 'seat', seat: index, kind: 'computer', level: v.split(':')[1] as (typeof LEVELS)[number] });
      }}
    >
      <option value="empty">{t('waiting.empty')}</option>
      {LEVELS.map((l) => (
        <option key={l} value={`computer:${l}`}>{t('seat.computerLevel', { level: levelName(table.game, l) })}</option>
      ))}
    </select>
  );
}

export function WaitingRoom({ conn, table, ui, chatError }: { conn: TableConnection; table: TableInfo; ui: GameUi | null; chatError: string | null }) {
  const isHost = conn.isHost.value;
  const mySeat = conn.seat.value;
  // The waiting room shows the chat: what it shows is seen (no unread count once the game starts).
  const chat = conn.chat.value;
  useEffect(() => { markChatSeen(table.id, chat); }, [chat]);
  const freeSeat = table.seats.findIndex((s) => s.kind === 'empty');
  const settings: EditableSettings = table.settings;
  const changeSettings = (next: EditableSettings) => {
    const diff: Partial<TableSettings> = {};
    for (const k of ['thinkTime', 'tempo', 'botLevel', 'stake', 'game'] as const) {
      if (JSON.stringify(next[k]) !== JSON.stringify(settings[k])) (diff as Record<string, unknown>)[k] = next[k];
    }
    if (Object.keys(diff).length) conn.send({ t: 'settings', settings: diff });
  };
  const filled = table.seats.filter((s) => s.kind !== 'empty').length;

  return (
    <div class="waiting">
      <section class="panel" aria-labelledby="waiting-title">
        <h2 id="waiting-title">{t('waiting.title')}</h2>
        <p class="panel-lead">{isHost ? t('waiting.hostLead') : mySeat === null ? t('waiting.spectatorLead') : t('waiting.guestLead')}</p>
        <CopyLink url={`${location.origin}/t/${table.id}`} />
      </section>

      <section class="panel" aria-labelledby="seats-title">
        <div class="panel-head">
          <h2 id="seats-title">{t('waiting.seats')}</h2>
          {isHost && (
            <label class="inline-field">
              <span>{t('waiting.seatCount')}</span>
              <select value={table.seats.length} onChange={(e) => conn.send({ t: 'seats', count: Number((e.target as HTMLSelectElement).value) })}>
                {Array.from({ length: MAX_SEATS - MIN_SEATS + 1 }, (_, i) => MIN_SEATS + i).map((n) => <option key={n} value={n}>{n}</option>)}
              </select>
            </label>
          )}
        </div>
        <ol class="seat-list">
          {table.seats.map((s, i) => (
            <li key={i} class={`seat-row ${s.kind}`} data-testid={`waiting-seat-${i}`}>
              <span class="seat-no">{i + 1}</span>
              <span class="seat-who">
                {s.kind === 'empty' ? <span class="muted">{t('waiting.free')}</span> : seatName(table, i)}
                {i === mySeat && <span class="you-badge">{t('seat.you')}</span>}
                {s.kind === 'human' && table.host === i && <span class="host-badge">{t('waiting.host')}</span>}
                {s.kind === 'human' && !s.connected && <span class="seat-status">{t('seat.disconnected')}</span>}
                {s.kind === 'computer' && <span class="seat-status">{t('seat.computerLevel', { level: levelName(table.game, s.level) })}</span>}
              </span>
              {isHost && s.kind !== 'human' && <SeatControl conn={conn} table={table} index={i} />}
            </li>
          ))}
        </ol>
        {mySeat === null && freeSeat >= 0 && (
          <Button variant="primary" onClick={() => conn.send({ t: 'sit' })} data-testid="sit">{t('waiting.sit')}</Button>
        )}
      </section>

      {/* Start right under the seats it depends on, not below every setting and the chat (it was
          1,700 px down on a phone). */}
      {isHost && (
        <div class="start-row">
          <Button variant="primary" onClick={() => conn.send({ t: 'start' })} data-testid="start-game">
            {t('waiting.start')}
          </Button>
          {filled < table.seats.length && <span class="muted">{t('waiting.emptyGetComputers')}</span>}
        </div>
      )}

      <section class="panel" aria-labelledby="settings-title">
        <h2 id="settings-title">{t('waiting.settings')}</h2>
        {isHost ? (
          <>
            <SettingsFields idPrefix="table" value={settings} onChange={changeSettings} ui={ui} seats={table.seats.length} />
            <div class="field">
              <label for="table-rematch-fill">{t('settings.rematchFill')}</label>
              <select
                id="table-rematch-fill"
                value={table.settings.rematchFill}
                onChange={(e) => conn.send({ t: 'settings', settings: { rematchFill: (e.target as HTMLSelectElement).value as TableSettings['rematchFill'] } })}
              >
                <option value="computer">{t('settings.rematchFill.computer')}</option>
                <option value="empty">{t('settings.rematchFill.empty')}</option>
              </select>
            </div>
          </>
        ) : (
          <SettingsSummary settings={settings} ui={ui} seats={table.seats.length} />
        )}
      </section>

      {table.mode === 'multi' && (
        <section class="panel" aria-labelledby="waiting-chat-title">
          <h2 id="waiting-chat-title">{t('table.chat')}</h2>
          <ChatPanel chat={conn.chat.value} error={chatError} canChat onSend={(text) => conn.send({ t: 'chat', text })} />
        </section>
      )}

    </div>
  );
}
