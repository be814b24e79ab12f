// Owns the one Durable Object alarm: armed for the table's earliest timer (timers.ts nextDue), written
// only when that time changes, and healed after a wake-up (eviction, or a crash between the commit
// and setAlarm) by reading what storage holds once.
import { alarmDelay, type Env } from '../../env';
import type { Table } from '../reducer/model';
import { nextDue } from '../reducer/timers';

export class TableAlarm {
  /** The alarm this object armed; undefined after a wake-up (then read and healed once). */
  private armed: number | null | undefined;

  constructor(private readonly storage: DurableObjectStorage, private readonly env: Env) {}

  /** Arms the alarm for the earliest timer of `t` (none: no alarm). */
  async arm(t: Table | null): Promise<void> {
    const due = t ? nextDue(t) : null;
    const want = due === null ? null : due + alarmDelay(this.env);
    if (this.armed === undefined) this.armed = await this.storage.getAlarm();
    if (this.armed === want) return;
    this.armed = undefined; // unknown until the write is done
    if (want === null) await this.storage.deleteAlarm();
    else await this.storage.setAlarm(want);
    this.armed = want;
  }

  /** After a wake-up the alarm matches the timers again (nothing to do once armed in this life). */
  async heal(load: () => Table | null): Promise<void> {
    if (this.armed === undefined) await this.arm(load());
  }

  /** As after a wake-up: what storage holds is read again on the next arm (tests edit it). */
  forget(): void {
    this.armed = undefined;
  }

  /** The alarm that was armed has rung (it is gone). */
  rang(): void {
    this.armed = null;
  }

  /** The whole storage is deleted: no alarm. */
  async clear(): Promise<void> {
    await this.storage.deleteAlarm();
    this.armed = null;
  }
}
