// Speedalbum's UI for the shell (web/games/types.ts).
import type { GameUi } from '../types';
import { albumRules } from '@games/album/rules';
import { Board } from './Board';
import { EndScreen } from './EndScreen';
import { Rules } from './Rules';
import { OptionsForm } from './OptionsForm';
import { logLine } from './logLine';
import { moveWords } from './moveWords';
import { errorText } from './errors';
import './album.css';

export const albumUi: GameUi = {
  id: 'album',
  Board,
  EndScreen,
  Rules,
  OptionsForm,
  logLine,
  moveWords,
  errorText,
  rules: albumRules,
};
