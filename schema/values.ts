// The fixed values of the wire shapes (games, levels, think times, tempos, limits), without the
// schema library, so the web can use the very same lists at no bundle cost. schema/wire.ts builds
// the schemas from them.

export const GAME_IDS = ['elster', 'kleister', 'album', 'kino', 'klammern'] as const;
/** The three strengths every game has; 'max' is Speedalbum's record-hunt opponent, allowed only there. */
export const LEVELS = ['leicht', 'normal', 'stark'] as const;
export const THINK_TIMES = [30, 60, 90, 120, null] as const;
export const TEMPOS = ['gemuetlich', 'normal', 'turbo'] as const;
export const MAX_STAKE = 1000;
export const MAX_CLIENT_ID = 64;
