// Speedelster's UI for the shell (web/games/types.ts).
import type { GameUi } from '../types';
import { elsterRules } from '@games/elster/rules';
import { Board } from './Board';
import { EndScreen } from './EndScreen';
import { Rules } from './Rules';
import { OptionsForm } from './OptionsForm';
import { logLine } from './logLine';
import { moveWords } from './moveWords';
import { errorText } from './errors';
import './elster.css';

export const elsterUi: GameUi = {
  id: 'elster',
  Board,
  EndScreen,
  Rules,
  OptionsForm,
  logLine,
  moveWords,
  errorText,
  rules: elsterRules,
  // Nobody is dealt anything: every magpie has the same pebbles, the loot cards lie shuffled in the pile.
  words: { deal: { de: 'Die Beutekarten sind gemischt.', en: 'The loot cards are shuffled.' } },
};
