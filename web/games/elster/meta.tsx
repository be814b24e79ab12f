// Speedelster for the shell before its UI is loaded: name, teaser, emblem, Bestenliste formula and
// the foyer's modes (web/games/types.ts GameMeta).
import { elsterModes } from '@games/elster/modes';
import type { GameMeta } from '../types';

export const elsterMeta: GameMeta = {
  id: 'elster',
  name: { de: 'Speedelster', en: 'Speedelster' },
  teaser: {
    de: 'Heidedorf 1955: Elstern bieten verdeckt mit Kieseln um Glitzerkram – gleiche Kiesel zanken sich.',
    en: 'Heath village 1955: magpies bid pebbles face down for shiny loot – equal bids cancel out.',
  },
  emblem: (
    <g>
      <path d="M10 38c6-10 18-16 30-14l10-8 2 6-6 6c2 8-4 16-14 18l-14 4 4-6z" />
      <circle cx="44" cy="20" r="1.8" class="emblem-eye" />
      <path d="M14 48l-8 6M18 48l-4 8" stroke-width="2.5" stroke-linecap="round" fill="none" stroke="currentColor" />
    </g>
  ),
  leaderboardFormula: {
    de: '2 Punkte je Beutepunkt (ein Nest unter null zählt als null; bei der Länge 3 oder 5 Partien jede Partie für sich), dazu 30 für den Sieg, 15 für Platz 2 ab drei Elstern und 5 für Platz 3 ab vier Elstern. Wer einen Tisch mit anderen Menschen vorzeitig verlässt, bekommt −10. Übungsrunden im Tagesnest zählen nicht.',
    en: 'Per match: 2 points per loot point (a nest below zero counts as zero, in a match of 3 or 5 games each game on its own), plus 30 for the win, 15 for second place from three magpies and 5 for third place from four magpies. Leaving a game with other humans costs −10. Daily practice rounds do not count.',
  },
  modes: {
    soloComputers: elsterModes.soloComputers,
    seats: { min: elsterModes.minSeats, max: elsterModes.maxSeats },
    turbo: true,
    thinkTime: 60,
    daily: {
      name: { de: 'Tagesnest', en: 'Daily nest' },
      genus: 'n',
      lead: {
        de: 'Jeden Tag ein Spiel für alle: du gegen drei starke Computer-Elstern, der erste Versuch zählt.',
        en: 'One game a day for everyone: you against three strong computer magpies, the first attempt counts.',
      },
      player: { de: 'Elster', en: 'magpie' },
      players: { de: 'Elstern', en: 'magpies' },
    },
    recordHunt: null,
  },
  achievements: () =>
    Promise.all([import('@games/elster/rules/achievements'), import('./i18n')]).then(([a, w]) => ({
      ids: a.ACHIEVEMENTS,
      name: (id: string) => w.tx(`ach.${id}`),
      desc: (id: string) => w.tx(`ach.${id}.desc`),
    })),
  loadUi: () => import('./index').then((m) => m.elsterUi),
};
