// Rat in words. Rat's pebble is drawn from the strong computer's mix (reason `elster_advice`,
// docs/PROTOCOL.md), so the sentence says how it relates to the mix, then how often it takes the
// card (or dodges the Ärger): "Rat: Kiesel 9 oder 11 – beide etwa gleich gut; nimm mal den einen,
// mal den anderen, … Vorgewählt: Kiesel 11. Er holt die Karte in etwa 48 %."
import type { ElsterView } from '@games/elster/types';
import { stakeDirection } from '@games/elster/hints';
import { tx } from './i18n';

export function adviceSentence(reason: { code: string; params: Record<string, string | number> }, view: ElsterView): string {
  const p = reason.params;
  const pebble = p.pebble;
  const chance = Number(p.chance);
  if (reason.code !== 'elster_advice' || !Number.isFinite(chance) || p.top === undefined) return tx('advice.generic', { pebble });
  let choice: string;
  if (p.alt !== undefined) {
    const [a, b] = [Number(p.top), Number(p.alt)].sort((x, y) => x - y);
    choice = tx('advice.pair', { a, b, pebble });
  } else if (p.top === pebble) {
    choice = Number(p.share) >= 95 ? tx('advice.generic', { pebble }) : tx('advice.top', { pebble, share: p.share });
  } else {
    choice = tx('advice.drawn', { pebble, top: p.top, topShare: p.topShare });
  }
  const percent = Math.round(Math.max(0, Math.min(1, chance)) * 100);
  return `${choice} ${tx(stakeDirection(view) === -1 ? 'advice.dodge' : 'advice.take', { percent })}`;
}
