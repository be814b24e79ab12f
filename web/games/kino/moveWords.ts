// Words for a Speedkino move in "Wie hätte der Computer gespielt?" (GameUi.moveWords): a participle
// phrase that fits both "Du hast …" and "der Computer hätte …" ("Anna einen Hinweis gegeben (Krimi)").
import { gameDict } from '../../i18n/game-dict';
import { filmName } from './i18n';

const { tx } = gameDict({
  clue: '{name} einen Hinweis gegeben ({what})',
  akt: 'Akt {akt}',
  play: 'eine Dose eingelegt',
  archive: 'eine Dose archiviert',
}, {
  clue: 'given {name} a clue ({what})',
  akt: 'act {akt}',
  play: 'loaded a can',
  archive: 'archived a can',
});

export function moveWords(raw: unknown, seatName: (seat: number) => string): string {
  const m = raw as { type: string; to?: number; film?: number; akt?: number };
  if (m.type !== 'clue') return tx(m.type);
  const what = m.film !== undefined ? filmName(m.film) : tx('akt', { akt: m.akt! });
  return tx('clue', { name: seatName(m.to!), what });
}
