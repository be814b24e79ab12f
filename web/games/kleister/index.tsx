// Speedkleister's UI for the shell (web/games/types.ts).
import type { GameUi } from '../types';
import { kleisterRules } from '@games/kleister/rules';
import { Board } from './Board';
import { EndScreen } from './EndScreen';
import { Rules } from './Rules';
import { OptionsForm } from './OptionsForm';
import { logLine } from './logLine';
import { moveWords } from './moveWords';
import { errorText } from './errors';
import './kleister.css';

export const kleisterUi: GameUi = {
  id: 'kleister',
  Board,
  EndScreen,
  Rules,
  OptionsForm,
  logLine,
  moveWords,
  errorText,
  rules: kleisterRules,
};
