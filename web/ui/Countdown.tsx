// Countdown: time left until a server deadline, then (optionally) the grace period in red.
//   <Countdown deadline={clock.deadline} graceDeadline={clock.graceDeadline} offset={clockOffset} />
// `deadline`/`graceDeadline` are server epoch ms; `offset` is serverNow − Date.now() (a number or a
// signal). Shows "1:05", then "Nachfrist 0:07" (red, class "countdown-grace"), then "0:00".
// `compact` drops the grace label. Announces nothing by itself (it would be too chatty).
import type { ReadonlySignal } from '@preact/signals';
import { useNow } from './clock';
import { t } from '../i18n';

export interface CountdownProps {
  deadline: number;
  graceDeadline?: number;
  offset?: number | ReadonlySignal<number>;
  compact?: boolean;
  class?: string;
}

export function formatSeconds(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function Countdown({ deadline, graceDeadline, offset = 0, compact, class: cls }: CountdownProps) {
  const now = useNow() + (typeof offset === 'number' ? offset : offset.value);
  const inGrace = graceDeadline !== undefined && now >= deadline;
  const left = inGrace ? graceDeadline! - now : deadline - now;
  const urgent = !inGrace && left <= 10_000;
  return (
    <span
      class={`countdown ${inGrace ? 'countdown-grace' : ''} ${urgent ? 'countdown-urgent' : ''} ${cls ?? ''}`}
      title={inGrace ? t('clock.graceTitle') : t('clock.title')}
    >
      {inGrace && !compact ? `${t('clock.grace')} ` : ''}
      <span class="countdown-time">{formatSeconds(left)}</span>
    </span>
  );
}
