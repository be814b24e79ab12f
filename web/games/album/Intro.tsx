// The first-turn window: a turn in three steps (nehmen → drehen → Zug ausführen) and how to read
// the numbers on the board, shown once per device on your first own turn. "Rat" is named only
// where it is offered: the Tagesalbum, the Rekordjagd and tables with people play without it.
import { FirstTurn } from '../../ui/FirstTurn';
import { introHint, tx } from './i18n';

export function Intro({ myTurn, adviceAllowed }: { myTurn: boolean; adviceAllowed: boolean }) {
  return (
    <FirstTurn storageKey="speedspiele.album.introSeen" myTurn={myTurn} class="al-intro"
      title={tx('intro.title')} steps={[tx('intro.one'), tx('intro.two'), tx('intro.three')]} hint={introHint(adviceAllowed)} ok={tx('intro.ok')} />
  );
}
