// The fixed values of the wire shapes (games, levels, think times, tempos, limits), without the
// schema library, so the web can use the very same lists at no bundle cost. schema/wire.ts builds
// the schemas from them.

export { GAME_IDS, NAMED_LEVELS } from '../worker/games/ids';
/** The three strengths every game has; a game's record hunt may seat a named computer besides (worker/games/ids.ts). */
export const LEVELS = ['leicht', 'normal', 'stark'] as const;
export const THINK_TIMES = [30, 60, 90, 120, null] as const;
export const TEMPOS = ['gemuetlich', 'normal', 'turbo'] as const;
export const MAX_STAKE = 1000;
export const MAX_CLIENT_ID = 64;
