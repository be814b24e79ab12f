// Words for a Speedalbum move in "Wie hätte der Computer gespielt?" (GameUi.moveWords): a participle
// phrase that fits both "Du hast …" and "der Computer hätte …" ("den Auftrag von Stapel 2 genommen").
import { gameDict } from '../../i18n/game-dict';

const { tx, currentLang } = gameDict({
  take: 'den Auftrag von Stapel {pile} genommen',
  pictures: 'die Bilder {slots} genommen',
  flip: '{move} und einen Auftrag gedreht',
}, {
  take: 'taken the objective from pile {pile}',
  pictures: 'taken pictures {slots}',
  flip: '{move} and flipped an objective',
});

export function moveWords(raw: unknown): string {
  const m = raw as { type: string; pile?: number; slots?: number[]; flip?: unknown };
  const base = m.type === 'take'
    ? tx('take', { pile: m.pile! + 1 })
    : tx('pictures', { slots: m.slots!.map((s) => s + 1).join(currentLang() === 'de' ? ' und ' : ' and ') });
  return m.flip === undefined ? base : tx('flip', { move: base });
}
