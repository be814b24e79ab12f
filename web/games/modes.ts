// What each game's foyer offers (SPEC §2, the rule books' "Spielarten"): Freie Partie with the
// computer range, tables with others, Turbo, the daily (under its own name) and the record hunt.
// The worker's Game objects carry the same facts for the server (Game.daily, Game.recordHunt,
// Game.soloComputers); test/worker/modes-config.test.ts keeps both in step.
import type { BotLevel, GameId, ThinkTime } from '@schema/protocol';

type Words = { de: string; en: string };

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

const ALL_LEVELS: readonly BotLevel[] = ['leicht', 'normal', 'stark'];

export const gameModes: Record<GameId, GameModes> = {
  elster: {
    soloComputers: { min: 1, max: 4 },
    seats: { min: 2, max: 5 },
    turbo: true,
    thinkTime: 60,
    daily: {
      name: { de: 'Tagesnest', en: 'Daily nest' },
      genus: 'n',
      lead: {
        de: 'Jeden Tag ein Spiel für alle: du gegen drei starke Computer-Elstern, der erste Versuch zählt.',
        en: 'One game a day for everyone: you against three strong computer magpies, the first attempt counts.',
      },
      player: { de: 'Elster', en: 'magpie' },
      players: { de: 'Elstern', en: 'magpies' },
    },
    recordHunt: null,
  },
  kleister: {
    soloComputers: { min: 1, max: 4 },
    seats: { min: 2, max: 5 },
    turbo: false,
    thinkTime: 60,
    daily: {
      name: { de: 'Tagesplakat', en: 'Daily poster' },
      genus: 'n',
      lead: {
        de: 'Jeden Tag dieselbe Mischung für alle: du gegen drei starke Computer, ein Durchgang, Grundregeln. Der erste Versuch zählt.',
        en: 'The same shuffle for everyone each day: you against three strong computers, one round, base rules. The first attempt counts.',
      },
      player: { de: 'Kleber', en: 'bill sticker' },
      players: { de: 'Kleber', en: 'bill stickers' },
    },
    recordHunt: {
      levels: ALL_LEVELS,
      lead: {
        de: 'Fünf Durchgänge gegen drei Computer der gewählten Stärke, die Punkte zusammengezählt. Dein bester Wert je Stärke bleibt als Rekord stehen.',
        en: 'Five rounds against three computers of the strength you choose, points summed. Your best total per strength stays as a record.',
      },
    },
  },
  album: {
    soloComputers: { min: 1, max: 5 },
    seats: { min: 2, max: 6 },
    turbo: false,
    thinkTime: 120,
    daily: {
      name: { de: 'Tagesalbum', en: 'Daily album' },
      genus: 'n',
      lead: {
        de: 'Jeden Tag dieselben Stapel für alle: du gegen zwei starke Computer. Der erste Versuch zählt.',
        en: 'The same piles for everyone each day: you against two strong computers. The first attempt counts.',
      },
      player: { de: 'Sammler', en: 'collector' },
      players: { de: 'Sammler', en: 'collectors' },
    },
    // Against "Max" (rule book): Max always takes the first two pictures from the left.
    recordHunt: {
      levels: ['max'],
      lead: {
        de: 'Du gegen den Mitsammler Max, ohne Rat. Dein bester Punktestand kommt in die Rekordliste.',
        en: 'You against Max, the fellow collector, without advice. Your best score goes on the record list.',
      },
    },
  },
  kino: {
    cooperative: true,
    soloComputers: { min: 1, max: 4 },
    seats: { min: 2, max: 5 },
    turbo: false,
    thinkTime: 60,
    daily: {
      name: { de: 'Tagesvorstellung', en: 'Daily screening' },
      genus: 'f',
      lead: {
        de: 'Jeden Tag derselbe gemischte Stapel für alle: du und zwei Computer-Kollegen, ohne Farbfilm, ohne leere Hinweise, ohne Uhr. Der erste Versuch zählt.',
        en: 'The same shuffled stack for everyone each day: you and two computer colleagues, no Farbfilm, no empty clues, no clock. The first attempt counts.',
      },
      player: { de: 'Vorführer', en: 'projectionist' },
      players: { de: 'Vorführer', en: 'projectionists' },
    },
    recordHunt: null,
    levelNames: {
      leicht: { de: 'Lehrling', en: 'Apprentice' },
      normal: { de: 'Kollege', en: 'Colleague' },
      stark: { de: 'Meister', en: 'Master' },
    },
  },
  klammern: {
    soloComputers: { min: 2, max: 3 },
    seats: { min: 3, max: 4 },
    turbo: false,
    // "Bedenkzeit … 2 Minuten (Standard)".
    thinkTime: 120,
    // SPEC §2: Speedklammern has no daily challenge.
    daily: null,
    recordHunt: null,
    // "solo stellst du sie selbst ein".
    soloClock: true,
    // "Zu dritt spielt jeder für sich, zu viert spielen zwei Paare": at four a computer is your partner.
    soloComputerWords: {
      legend: { de: 'Computer am Tisch', en: 'Computers at the table' },
      lead: { de: 'Du mit Computern am Tisch, mit Rat und Hausregeln.', en: 'You and computers at the table, with advice and house rules.' },
      byCount: {
        2: { de: 'Zu dritt: jeder für sich – zwei Computer-Gegner.', en: 'Three players: each for himself – two computer opponents.' },
        3: { de: 'Zu viert: ein Computer ist dein Partner (gegenüber), zwei sind Gegner.', en: 'Four players: one computer is your partner (opposite), two are opponents.' },
      },
    },
  },
};

export function modesOf(game: string): GameModes | undefined {
  return Object.hasOwn(gameModes, game) ? gameModes[game as GameId] : undefined;
}

/** The foyer's legend over the number of computers, its lead line and who they are to you (null: the shell's words / none). */
export function soloComputerWords(game: string, count: number, lang: 'de' | 'en'): { legend: string | null; lead: string | null; who: string | null } {
  const w = modesOf(game)?.soloComputerWords;
  return { legend: w?.legend[lang] ?? null, lead: w?.lead?.[lang] ?? null, who: w?.byCount?.[count]?.[lang] ?? null };
}

/** The game's own name of a computer level in `lang`, or null where the shell's word applies. */
export function ownLevelName(game: string | null | undefined, level: BotLevel, lang: 'de' | 'en'): string | null {
  return (game ? modesOf(game)?.levelNames?.[level]?.[lang] : undefined) ?? null;
}
