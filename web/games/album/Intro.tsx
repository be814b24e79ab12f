// The first-turn window: a turn in three steps (nehmen → drehen → Zug ausführen) and how to read
// the numbers on the board, shown once per device on your first own turn.
import { FirstTurn } from '../../ui/FirstTurn';
import { tx } from './i18n';

export function Intro({ myTurn }: { myTurn: boolean }) {
  return (
    <FirstTurn storageKey="speedspiele.album.introSeen" myTurn={myTurn} class="al-intro"
      title={tx('intro.title')} steps={[tx('intro.one'), tx('intro.two'), tx('intro.three')]} hint={tx('intro.hint')} ok={tx('intro.ok')} />
  );
}
