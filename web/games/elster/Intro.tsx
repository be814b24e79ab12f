// The first-turn window: one round in four steps (die Beute → verdeckt bieten → Gezänk →
// Entscheidung), shown once per device on your first bid.
import { FirstTurn } from '../../ui/FirstTurn';
import { tx } from './i18n';

/** `adviceAllowed`: Rat is offered here (solo); the daily and tables with others have none, so no word of it. */
export function Intro({ myTurn, adviceAllowed }: { myTurn: boolean; adviceAllowed: boolean }) {
  return (
    <FirstTurn storageKey="speedspiele.elster.introSeen" myTurn={myTurn} class="el-intro"
      title={tx('intro.title')} steps={[tx('intro.one'), tx('intro.two'), tx('intro.three'), tx('intro.four')]} hint={adviceAllowed ? `${tx('intro.hint')} ${tx('intro.rat')}` : tx('intro.hint')} ok={tx('intro.ok')} />
  );
}
