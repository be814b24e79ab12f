// Speedklammern's UI for the shell (web/games/types.ts).
import type { GameUi } from '../types';
import { klammernRules } from '@games/klammern/rules';
import { Board } from './Board';
import { EndScreen } from './EndScreen';
import { Rules } from './Rules';
import { OptionsForm } from './OptionsForm';
import { logLine } from './logLine';
import { errorText } from './errors';
import { FoyerCorner } from './SettingsMenu';
import './klammern.css';

export const klammernUi: GameUi = {
  id: 'klammern',
  Board,
  EndScreen,
  Rules,
  OptionsForm,
  logLine,
  errorText,
  rules: klammernRules,
  FoyerCorner,
};
