// The Speedalbum computers: leicht (immediate gain), normal (plans the collection to the end),
// stark (plans more precisely over sampled deals, counts every flip, denies the next seat) and
// Max, the Rekordjagd's Mitsammler (a fixed policy, max.ts). Each decides from its seat's view only.
import type { Rng } from '../../core/rng';
import type { BotLevel } from '../../core/types';
import type { AlbumMove, AlbumView } from '../types';
import { maxMove } from '../max';
import { chooseLeicht } from './leicht';
import { chooseNormal } from './normal';
import { chooseStark } from './stark';

export type AlbumBotLevel = BotLevel | 'max';

export function choose(view: AlbumView, level: AlbumBotLevel, rng: Rng): AlbumMove {
  if (view.you === null || view.turn !== view.you) throw new Error('album: the computer is not on turn');
  if (level === 'max') return maxMove(view);
  if (level === 'leicht') return chooseLeicht(view, rng);
  if (level === 'stark') return chooseStark(view, rng).move;
  return chooseNormal(view, view.you, rng).move;
}
