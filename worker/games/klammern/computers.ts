// Speedklammern's computers: the levels, Rat. Only the Worker imports them.
import type { GameComputers } from '../core/types';
import type { KlammernMove, KlammernView } from './types';
import { choose } from './bots';
import { advise } from './advice';

export const klammernComputers: GameComputers<KlammernMove, KlammernView> = { choose, advise };
