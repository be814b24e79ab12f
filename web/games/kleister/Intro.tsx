// The first-turn window: the three steps of a turn (kleben → überkleben prüfen → nachziehen),
// shown once per device on your first own turn.
import { FirstTurn } from '../../ui/FirstTurn';
import { tx } from './i18n';

export function Intro({ myTurn }: { myTurn: boolean }) {
  return (
    <FirstTurn storageKey="speedspiele.kleister.introSeen" myTurn={myTurn} class="kl-intro"
      title={tx('intro.title')} steps={[tx('intro.one'), tx('intro.two'), tx('intro.three')]} hint={tx('intro.hint')} ok={tx('intro.ok')} />
  );
}
