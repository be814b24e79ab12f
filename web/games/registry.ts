// All five games for the Spielesaal, in its order: each game's meta (web/games/<game>/meta.tsx) is
// small and loaded with the start page; its UI is loaded on demand (`loadUi`, once) and cached in
// `ui`. Adding a game is one line here. The modes helpers below read the metas.
import type { BotLevel } from '@schema/protocol';
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
