// Speedkino's UI for the shell (web/games/types.ts).
import type { GameUi } from '../types';
import { kinoRules, locksFreeText } from '@games/kino/rules';
import type { KinoView } from '@games/kino/types';
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
    deal: { de: 'Die Dosen sind verteilt.', en: 'The cans are dealt.' },
    freeTextLocked: {
      de: 'Während der Vorstellung sind Chat und Namensänderung gesperrt – verständigt wird sich nur mit der Taschenlampe. Nach dem Abspann geht es wieder.',
      en: 'During the screening the chat and renaming are locked – you talk only with the flashlight. After the credits they open again.',
    },
  },
  // The worker's `chatLocked`, asked of the view (a replay or the lobby may pass none).
  freeTextLocked: (view) => view != null && locksFreeText(view as KinoView),
};
