// What the web shell needs from each game's UI folder (web/games/<game>/): its meta (meta.tsx, small
// and loaded with the start page) and its UI (index.tsx, loaded on demand). The shell names no game:
// everything it shows about one comes through these two.
import type { ComponentType, JSX } from 'preact';
import type { ReadonlySignal } from '@preact/signals';
import type { BotLevel, GameId, LogEntry, TableInfo, ThinkTime } from '@schema/protocol';
import type { ReplayRules } from '@games/core/replay';

export type Words = { de: string; en: string };

export interface DailyMode {
  /** Tagesnest / Tagesplakat / Tagesalbum / Tagesvorstellung. */
  name: Words;
  /**
   * The German gender of `name`, which the articles and adjectives before it follow: neuter
   * "dieses Tagesnest", "Nächstes Tagesnest"; feminine "diese Tagesvorstellung", "Nächste …".
   */
  genus: 'n' | 'f';
  /** One line for the foyer. */
  lead: Words;
  /** Who finished it, one and many ("1 Elster hat …", "{n} Elstern haben …"). */
  player: Words;
  players: Words;
}

export interface RecordHuntMode {
  /** Strengths to choose from; each keeps its own record. */
  levels: readonly BotLevel[];
  lead: Words;
}

/**
 * What a game's foyer offers (SPEC §2, the rule books' "Spielarten"): Freie Partie with the computer
 * range, tables with others, Turbo, the daily (under its own name) and the record hunt. The worker's
 * Game objects carry the same facts for the server; test/worker/games/modes-config.test.ts keeps both in step.
 */
export interface GameModes {
  /** Computers in a Freie Partie. */
  soloComputers: { min: number; max: number };
  /** Seats at a table with others. */
  seats: { min: number; max: number };
  /** Speedelster's Turbo (faster computers and reveals). */
  turbo: boolean;
  /** The Bedenkzeit a new table with others starts with (Game.defaultThinkTime). */
  thinkTime: ThinkTime;
  daily: DailyMode | null;
  recordHunt: RecordHuntMode | null;
  /**
   * The game's own names for the computer levels (Speedkino: Lehrling, Kollege, Meister), wherever
   * a player sees a level; levels without one keep the shell's words (leicht, normal, stark).
   */
  levelNames?: Partial<Record<BotLevel, Words>>;
  /** Co-operative (Speedkino): the computers play with you, so the foyer calls them Kollegen, never Gegner. */
  cooperative?: boolean;
  /** A Bedenkzeit the solo player sets himself (Speedklammern only; Game.soloClock). */
  soloClock?: true;
  /**
   * The game's own words for the computers of a Freie Partie where the shell's ("Computer-Gegner")
   * would be wrong: the legend, and per number of computers who they are to you (Speedklammern at
   * four: one partner, two opponents).
   */
  soloComputerWords?: { legend: Words; lead?: Words; byCount?: Partial<Record<number, Words>> };
}

/** A game's achievements as "Meine Partien" lists them, in the current language. */
export interface Achievements {
  ids: readonly string[];
  name(id: string): string;
  desc(id: string): string;
}

/** What the start page, the foyer and the shell's pages know of a game before its UI is loaded. */
export interface GameMeta {
  id: GameId;
  name: Words;
  /** The start page's line under the name. */
  teaser: Words;
  /** The start page's emblem: shapes in a 64×64 box, drawn in the current colour. */
  emblem: JSX.Element;
  /** The Bestenliste's line on how the points are counted (the rule book's "Bestenliste"). */
  leaderboardFormula: Words;
  modes: GameModes;
  /**
   * The game's own words for starting and ending a solo match where the shell's ("Partie starten",
   * "Partie beenden", "Partie beenden?", "Die Partie endet ohne Wertung.") do not fit: Speedkino's
   * rule book has no Partie, only the Vorstellung. Here in the meta, as the foyer has no GameUi
   * loaded (registry.ts soloWord).
   */
  soloWords?: { start: Words; end: Words; endTitle: Words; endText: Words };
  /** A match's number at a table after "Nochmal" in the game's words, `{n}` for the number (Speedkino: "Vorstellung {n}"); the shell's "Partie {n}" otherwise. */
  matchWord?: Words;
  /** The game's achievements, loaded when a page lists them; none when absent. */
  achievements?: () => Promise<Achievements>;
  /** The game's UI (index.tsx), loaded on demand. */
  loadUi: () => Promise<GameUi>;
}

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
  /** A replay ("Partie ansehen"): nothing is playable, so no prompts to act (the board is inert). */
  replay?: boolean;
}

/** What a game's house-rule form gets (GameUi.OptionsForm). */
export interface OptionsFormProps {
  value: Record<string, unknown>;
  onChange(v: Record<string, unknown>): void;
  lang: 'de' | 'en';
  seats?: number;
}

export interface GameUi {
  id: GameId;
  Board: ComponentType<BoardProps>;
  /** The end screen body (scoring, achievements, device stats). */
  EndScreen: ComponentType<BoardProps>;
  /** The rules page body. */
  Rules: ComponentType<{ lang: 'de' | 'en' }>;
  /**
   * Foyer options form for the game (length, house rule…), returns game options. `seats`: how many
   * seats the table has (undefined where not known): a game may leave out the house rules that do
   * not apply at that count (Speedklammern: "zu dritt" / "zu viert"); their values are kept.
   */
  OptionsForm: ComponentType<OptionsFormProps>;
  /** The foyer's top right: a per-player choice kept on this device (Speedklammern: the table design). */
  FoyerCorner?: ComponentType;
  /** The game's computer-free rules (worker/games/<g>/rules.ts), for replays (/r/<table>/<match>). */
  rules: ReplayRules;
  /**
   * The game's own words where the shell's do not fit: the end of a match ("Die Partie ist aus",
   * "Partie ansehen" — Speedkino speaks of the Vorstellung and the Abspann) and a replay's first
   * line before any move ("Die Karten sind verteilt." — Speedkino deals cans, Speedelster none).
   */
  words?: {
    finished?: { de: string; en: string };
    watchReplay?: { de: string; en: string };
    deal?: { de: string; en: string };
    /** Why chat and renaming are closed now (with `freeTextLocked`); the shell's words otherwise. */
    freeTextLocked?: { de: string; en: string };
  };
  /**
   * Whether this view's game locks free text now (the worker's `Game.chatLocked`, from the view):
   * the table page then shows the reason instead of the chat's input and the header's name editor.
   */
  freeTextLocked?(view: unknown): boolean;
  /** Log line for a game-specific log code, or null to use the shell's generic wording. */
  logLine?(entry: LogEntry, lang: 'de' | 'en', seatName: (seat: number) => string): string | null;
  /**
   * A move in "Wie hätte der Computer gespielt?": a participle phrase that fits both "Du hast …" and
   * "der Computer hätte …" ("den Kiesel 15 gelegt"), in the game's own terms.
   */
  moveWords?(move: unknown, seatName: (seat: number) => string): string;
  /** The game's own words for a refused move's code (Speedkino: "Diese Dose hast du nicht."), or null. */
  errorText?(code: string, params: Record<string, string | number>): string | null;
}
