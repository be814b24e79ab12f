// Words for a Speedkleister move in "Wie hätte der Computer gespielt?" (GameUi.moveWords): a participle
// phrase that fits both "Du hast …" and "der Computer hätte …" ("3× 7 geklebt").
import { gameDict } from '../../i18n/game-dict';
import { groupText } from './i18n';

const { tx } = gameDict({
  play: '{group} geklebt',
  take: 'die Gruppe genommen',
  leave: 'die Gruppe liegen gelassen',
  toHand: 'die Gruppe auf die Hand genommen',
  toWaste: 'die Gruppe abgelegt und nachgezogen',
  drawPress: 'aus der Druckerei gezogen',
  drawCart: 'Karte {slot} vom Karren gezogen',
  continue: 'weitergemacht',
}, {
  play: 'pasted {group}',
  take: 'taken the group',
  leave: 'left the group',
  toHand: 'taken the group back into the hand',
  toWaste: 'discarded the group and drawn',
  drawPress: 'drawn from the press',
  drawCart: 'drawn card {slot} from the cart',
  continue: 'continued',
});

function group(cards: number[]): string {
  const brushes = cards.filter((c) => c === 0).length;
  return groupText({ rank: cards.find((c) => c !== 0) ?? 0, count: cards.length, brushes });
}

export function moveWords(raw: unknown): string {
  const m = raw as { type: string; cards?: number[]; from?: string; slot?: number };
  if (m.type === 'play') return tx('play', { group: group(m.cards!) });
  if (m.type === 'draw') return m.from === 'press' ? tx('drawPress') : tx('drawCart', { slot: m.slot! + 1 });
  return tx(m.type);
}
