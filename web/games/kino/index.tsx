// Speedkino's UI for the shell (web/games/types.ts).
import type { GameUi } from '../types';
import { kinoRules } from '@games/kino/rules';
import { Board } from './Board';
import { EndScreen } from './EndScreen';
import { Rules } from './Rules';
import { OptionsForm } from './OptionsForm';
import { logLine } from './logLine';
import { moveWords } from './moveWords';
import { errorText } from './errors';
import './kino.css';

export const kinoUi: GameUi = {
  id: 'kino',
  Board,
  EndScreen,
  Rules,
  OptionsForm,
  logLine,
  moveWords,
  errorText,
  rules: kinoRules,
  words: {
    finished: { de: 'Abspann – die Vorstellung ist aus', en: 'Credits – the screening is over' },
    watchReplay: { de: 'Vorstellung ansehen', en: 'Watch the screening' },
  },
};
