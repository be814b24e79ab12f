// The first-turn window: one round in four steps (die Beute → verdeckt bieten → Gezänk →
// Entscheidung), shown once per device on your first bid.
import { FirstTurn } from '../../ui/FirstTurn';
import { tx } from './i18n';

export function Intro({ myTurn }: { myTurn: boolean }) {
  return (
    <FirstTurn storageKey="speedspiele.elster.introSeen" myTurn={myTurn} class="el-intro"
      title={tx('intro.title')} steps={[tx('intro.one'), tx('intro.two'), tx('intro.three'), tx('intro.four')]} hint={tx('intro.hint')} ok={tx('intro.ok')} />
  );
}
