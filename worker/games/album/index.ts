// Speedalbum as the Worker runs it: its rules (rules.ts) and its computers (computers.ts).
import type { Game } from '../core/types';
import type { AlbumMove, AlbumOptions, AlbumState, AlbumView } from './types';
import { albumRules } from './rules';
import { albumComputers } from './computers';

export const album: Game<AlbumState, AlbumMove, AlbumView, AlbumOptions> = { ...albumRules, ...albumComputers };

export type { AlbumMove, AlbumOptions, AlbumState, AlbumView } from './types';
