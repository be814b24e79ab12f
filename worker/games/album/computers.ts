// Speedalbum's computers: the levels, Rat and the daily's move-by-move comparison. Only the Worker imports them.
import type { GameComputers } from '../core/types';
import type { AlbumMove, AlbumView } from './types';
import { choose } from './bots';
import { advise } from './advice';
import { compare } from './compare';

export const albumComputers: GameComputers<AlbumMove, AlbumView> = { choose, advise, compare };
