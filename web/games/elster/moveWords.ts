// Words for a Speedelster move in "Wie hätte der Computer gespielt?" (GameUi.moveWords): a participle
// phrase that fits both "Du hast …" and "der Computer hätte …" ("den Kiesel 15 gelegt").
import { gameDict } from '../../i18n/game-dict';

const { tx } = gameDict({
  bid: 'den Kiesel {pebble} gelegt',
  continue: 'weitergemacht',
}, {
  bid: 'laid pebble {pebble}',
  continue: 'continued',
});

export function moveWords(raw: unknown): string {
  const m = raw as { type: string; pebble?: number };
  return m.type === 'bid' ? tx('bid', { pebble: m.pebble! }) : tx(m.type);
}
