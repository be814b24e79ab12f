// Speedkino for the shell before its UI is loaded: name, teaser, emblem, Bestenliste formula and
// the foyer's modes (web/games/types.ts GameMeta).
import { kinoModes } from '@games/kino/modes';
import type { GameMeta } from '../types';

export const kinoMeta: GameMeta = {
  id: 'kino',
  name: { de: 'Speedkino', en: 'Speedkino' },
  teaser: {
    de: 'Berlin 1927: gemeinsam fünf Filme Akt für Akt vorführen – die eigenen Dosen siehst du nicht.',
    en: 'Berlin 1927: screen five films act by act together – without seeing your own cans.',
  },
  emblem: (
    <g>
      <circle cx="32" cy="32" r="22" />
      <circle cx="32" cy="20" r="5" class="emblem-line-fill" />
      <circle cx="32" cy="44" r="5" class="emblem-line-fill" />
      <circle cx="20" cy="32" r="5" class="emblem-line-fill" />
      <circle cx="44" cy="32" r="5" class="emblem-line-fill" />
    </g>
  ),
  leaderboardFormula: {
    de: 'Alle am Tisch bekommen denselben Wert: die Punkte der Vorstellung auf 25 umgerechnet (mit Farbfilm bringt das Spiel um 30 also keinen Vorteil), dazu 1 Bonuspunkt zu viert und 2 zu fünft. Beim dritten Filmriss gibt es 0. Wer eine laufende Vorstellung mit anderen Menschen verlässt, bekommt −10.',
    en: 'Everyone at the table gets the same value: the show’s points scaled to 25 (so playing for 30 with Farbfilm brings no advantage), plus 1 bonus point with four and 2 with five. The third film break gives 0. Leaving a running screening with other humans costs −10.',
  },
  // The rule book has no Partie: the Vorstellung starts and ends (in English the screening).
  soloWords: {
    start: { de: 'Vorstellung starten', en: 'Start the screening' },
    end: { de: 'Vorstellung beenden', en: 'End the screening' },
    endTitle: { de: 'Vorstellung beenden?', en: 'End the screening?' },
    endText: { de: 'Die Vorstellung endet ohne Wertung.', en: 'The screening ends without scoring.' },
  },
  matchWord: { de: 'Vorstellung {n}', en: 'Screening {n}' },
  modes: {
    cooperative: true,
    soloComputers: kinoModes.soloComputers,
    seats: { min: kinoModes.minSeats, max: kinoModes.maxSeats },
    turbo: false,
    thinkTime: 60,
    daily: {
      name: { de: 'Tagesvorstellung', en: 'Daily screening' },
      genus: 'f',
      lead: {
        de: 'Jeden Tag derselbe gemischte Stapel für alle: du und zwei Computer-Kollegen, ohne Farbfilm, ohne leere Hinweise, ohne Uhr. Der erste Versuch zählt.',
        en: 'The same shuffled stack for everyone each day: you and two computer colleagues, no Farbfilm, no empty clues, no clock. The first attempt counts.',
      },
      player: { de: 'Vorführer', en: 'projectionist' },
      players: { de: 'Vorführer', en: 'projectionists' },
    },
    recordHunt: null,
    levelNames: {
      leicht: { de: 'Lehrling', en: 'Apprentice' },
      normal: { de: 'Kollege', en: 'Colleague' },
      stark: { de: 'Meister', en: 'Master' },
    },
  },
  loadUi: () => import('./index').then((m) => m.kinoUi),
};
