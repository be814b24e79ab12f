// The row of seats around the board: name, connection, autopilot, and each seat's clock.
import type { ReadonlySignal } from '@preact/signals';
import type { TableInfo } from '@schema/protocol';
import { levelName } from '../../games/levels';
import { t } from '../../i18n';
import { Countdown } from '../../ui/Countdown';
import { seatName } from './names';

/** Nothing to add to the board's own name panels: one human, no clock, nobody away. Hidden then. */
function quiet(table: TableInfo): boolean {
  const humans = table.seats.filter((s) => s.kind === 'human');
  return table.settings.thinkTime === null && humans.length <= 1
    && humans.every((s) => s.connected && !s.autopilot && !s.left) && table.clocks.every((c) => !c);
}

export function SeatStrip({ table, mySeat, offset }: { table: TableInfo; mySeat: number | null; offset: ReadonlySignal<number> }) {
  return (
    <ol class={`seat-strip${quiet(table) ? ' quiet' : ''}`} aria-label={t('table.seats')}>
      {table.seats.map((s, i) => {
        const clock = table.clocks[i] ?? null;
        const status: string[] = [];
        if (s.kind === 'computer') status.push(t('seat.computerLevel', { level: levelName(table.game, s.level) }));
        if (s.kind === 'human') {
          if (s.left) status.push(t('seat.left'));
          else if (!s.connected) status.push(t('seat.disconnected'));
          if (s.autopilot) status.push(t('seat.autopilot'));
        }
        // Only a name: the board shows it already, so phones leave the chip out.
        const plain = !clock && (s.kind !== 'human' || status.length === 0);
        return (
          <li
            key={i}
            class={`seat-chip ${i === mySeat ? 'me' : ''} ${s.kind} ${s.kind === 'human' && !s.connected ? 'offline' : ''} ${clock ? 'thinking' : ''} ${plain ? 'plain' : ''}`}
            data-testid={`seat-${i}`}
          >
            <span class="seat-name">
              {seatName(table, i)}
              {i === mySeat && <span class="you-badge">{t('seat.you')}</span>}
            </span>
            {status.length > 0 && <span class="seat-status">{status.join(' · ')}</span>}
            {clock && (
              <Countdown deadline={clock.deadline} graceDeadline={clock.graceDeadline} offset={offset} class="seat-clock" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
