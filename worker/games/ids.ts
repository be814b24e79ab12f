// The registry's pure half, read by the wire schema (schema/values.ts) and so by the web: the game
// ids, and the computers with a name of their own that a game's record hunt seats. A new game is
// one line here and one in ./index.ts; nothing outside the registries names a game.
export const GAME_IDS = ['elster', 'kleister', 'album', 'kino', 'klammern'] as const;

/**
 * Named computers: the level a client sends, the seat's name, the game whose record hunt seats it
 * (only there, as that game's `recordHunt.levels` says), and its fixed Glicko rating.
 */
export const NAMED_COMPUTERS = {
  // Speedalbum's record-hunt opponent plays a fixed, simple plan.
  max: { name: 'Max', game: 'album', rating: 1300 },
} as const;

export type NamedLevel = keyof typeof NAMED_COMPUTERS;
export const NAMED_LEVELS = Object.keys(NAMED_COMPUTERS) as NamedLevel[];

/** The named computer for `level`, if it is one. */
export const namedComputer = (level: string): (typeof NAMED_COMPUTERS)[NamedLevel] | undefined =>
  Object.hasOwn(NAMED_COMPUTERS, level) ? NAMED_COMPUTERS[level as NamedLevel] : undefined;
