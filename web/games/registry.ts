// All five games for the Spielesaal, in its order: each game's meta (web/games/<game>/meta.tsx) is
// small and loaded with the start page; its UI is loaded on demand (`loadUi`, once) and cached in
// `ui`. Adding a game is one line here. The modes helpers below read the metas.
import type { BotLevel } from '@schema/protocol';
import { lang, t } from '../i18n';
import type { GameMeta, GameModes, GameUi } from './types';
import { elsterMeta } from './elster/meta';
import { kleisterMeta } from './kleister/meta';
import { albumMeta } from './album/meta';
import { kinoMeta } from './kino/meta';
import { klammernMeta } from './klammern/meta';

export interface GameEntry extends GameMeta {
  /** The loaded UI, or null until `loadUi` has resolved. */
  ui: GameUi | null;
}

function entry(meta: GameMeta): GameEntry {
  let pending: Promise<GameUi> | null = null;
  const e: GameEntry = {
    ...meta,
    ui: null,
    loadUi: () => (pending ??= meta.loadUi().then((ui) => (e.ui = ui))),
  };
  return e;
}

export const games: GameEntry[] = [elsterMeta, kleisterMeta, albumMeta, kinoMeta, klammernMeta].map(entry);

export function gameById(id: string): GameEntry | undefined {
  return games.find((g) => g.id === id);
}

export function modesOf(game: string): GameModes | undefined {
  return gameById(game)?.modes;
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

/**
 * A table's or record's mode as the shell shows it beside a game, in the current language: the
 * game's own daily name for 'daily' and its practice ('practice', a result's mode: Tagesnest,
 * Tagesvorstellung …), else the shell's word (Freie Partie, Mit anderen, Rekordjagd). Every page
 * showing a mode next to a game asks here, never `t('mode.…')` itself (test/games/core/mode-names).
 */
export function modeName(game: string, mode: string): string {
  const m = mode === 'practice' ? 'daily' : mode;
  const daily = m === 'daily' ? modesOf(game)?.daily : null;
  return daily ? daily.name[lang.value] : t(`mode.${m}`);
}

/** A table's match number after "Nochmal" ("Partie 2"), in the game's words where it has them (GameMeta.matchWord). */
export function matchName(game: string, n: number): string {
  const own = gameById(game)?.matchWord?.[lang.value];
  return own ? own.replace('{n}', String(n)) : t('table.match', { n });
}

/** The shell's words for a solo match's start, end, and the end's question and text. */
const SOLO_KEYS = { start: 'foyer.startSolo', end: 'table.endSolo', endTitle: 'leave.soloTitle', endText: 'leave.soloText' } as const;

/** Starting or ending a solo match in the game's own words (GameMeta.soloWords), else the shell's ("Partie starten" …). */
export function soloWord(game: string, which: keyof typeof SOLO_KEYS): string {
  return gameById(game)?.soloWords?.[which][lang.value] ?? t(SOLO_KEYS[which]);
}
