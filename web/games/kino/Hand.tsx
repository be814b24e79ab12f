// One projectionist's cans, left to right (a drawn can comes in on the left). Your own row shows
// backs only; a colleague's row shows the labels, the knowledge strip below (gear menu) and lights
// up the cans a prepared clue would touch. Tapping a colleague's can chooses them for a clue;
// tapping one of yours chooses it for Einlegen / Archivieren.
import type { KinoView } from '@games/kino/types';
import { Can } from './Can';
import { tx } from './i18n';

export interface HandProps {
  view: KinoView;
  seat: number;
  names: string[];
  /** Your chosen own can (id), or null. */
  chosenCan: number | null;
  /** This hand is the chosen clue receiver. */
  target: boolean;
  /** Per can: lit by the prepared clue (only on the target). */
  lit: boolean[] | null;
  advisedCan: number | null;
  strip: boolean;
  /** The name over your own row where "Deine Dosen" does not fit (a replay, seen from that seat). */
  mineLabel?: string;
  /** Tapping a can; null when you cannot act. */
  onCan: ((seat: number, id: number) => void) | null;
}

export function Hand(p: HandProps) {
  const { view, seat } = p;
  const hand = view.hands[seat] ?? [];
  const mine = seat === view.you;
  const onTurn = view.turn === seat;
  const label = mine ? p.mineLabel ?? tx('hand.mine') : p.names[seat];
  return (
    <section
      class={`kn-hand${mine ? ' mine' : ''}${onTurn ? ' on-turn' : ''}${p.target ? ' target' : ''}`}
      aria-label={label}
      data-testid={`hand-${seat}`}
    >
      <header class="kn-hand-head">
        <span class="kn-hand-name">{label}</span>
        {onTurn && <span class="kn-turn">{tx('hand.turn')}</span>}
        <span class="kn-hand-count">{tx((view.handSizes[seat] ?? hand.length) === 1 ? 'hand.count.one' : 'hand.count', { n: view.handSizes[seat] ?? hand.length })}</span>
      </header>
      <div class="kn-cans">
        {hand.map((can, i) => (
          <Can
            key={can.id}
            view={view}
            can={can}
            seat={seat}
            index={i}
            names={p.names}
            wegwerf={view.phase === 'play' && view.wegwerf[seat] === i}
            selected={mine && p.chosenCan === can.id}
            lit={p.lit?.[i] ?? false}
            advised={p.advisedCan === can.id}
            strip={p.strip && !mine}
            onClick={p.onCan ? () => p.onCan!(seat, can.id) : undefined}
            testid={mine ? `own-${i}` : `can-${seat}-${i}`}
          />
        ))}
      </div>
    </section>
  );
}
