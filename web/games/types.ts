// What the web shell needs from each game's UI folder (web/games/<game>/).
import type { ComponentType } from 'preact';
import type { ReadonlySignal } from '@preact/signals';
import type { TableInfo, LogEntry } from '@schema/protocol';
import type { ReplayRules } from '@games/core/replay';

export interface Advice {
  move: unknown;
  reason: { code: string; params: Record<string, string | number> };
}

export interface BoardProps {
  /** The game view for my seat (or spectator view); updated on every server update. */
  view: ReadonlySignal<unknown>;
  table: ReadonlySignal<TableInfo>;
  /** My seat, or null when watching. */
  seat: ReadonlySignal<number | null>;
  /** Events addressed to me from the last update (for animations). */
  events: ReadonlySignal<unknown[]>;
  log: ReadonlySignal<LogEntry[]>;
  /** Latest Rat answer (null until asked / after a move). */
  advice: ReadonlySignal<Advice | null>;
  /** Send a move; the shell adds the stream version. */
  sendMove(move: unknown): void;
  /** Ask for Rat (only offered in solo games); resolves false when it was refused (stop "asking"). */
  requestAdvice(): Promise<boolean>;
  /** Whether Rat is allowed at this table (solo mode, no other humans). */
  adviceAllowed: boolean;
  /** Server-time offset for countdowns: serverNow ≈ Date.now() + clockOffset. */
  clockOffset: ReadonlySignal<number>;
}

export interface GameUi {
  id: string;
  /** German and English names. */
  name: { de: string; en: string };
  Board: ComponentType<BoardProps>;
  /** The end screen body (scoring, achievements, device stats). */
  EndScreen: ComponentType<BoardProps>;
  /** The rules page body. */
  Rules: ComponentType<{ lang: 'de' | 'en' }>;
  /** Foyer options form for the game (length, house rule…), returns game options. */
  OptionsForm: ComponentType<{ value: Record<string, unknown>; onChange(v: Record<string, unknown>): void; lang: 'de' | 'en' }>;
  /** The foyer's top right: a per-player choice kept on this device (Speedklammern: the table design). */
  FoyerCorner?: ComponentType;
  /** The game's computer-free rules, for replays (/r/<table>/<match>); without them no replay is offered. */
  replayRules?: ReplayRules;
  /**
   * The game's own words for the end of a match where the shell's ("Die Partie ist aus", "Partie
   * ansehen") do not fit — Speedkino speaks of the Vorstellung and the Abspann.
   */
  words?: { finished?: { de: string; en: string }; watchReplay?: { de: string; en: string } };
  /** Log line for a game-specific log code, or null to use the shell's generic wording. */
  logLine?(entry: LogEntry, lang: 'de' | 'en', seatName: (seat: number) => string): string | null;
}
