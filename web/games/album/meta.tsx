// Speedalbum for the shell before its UI is loaded: name, teaser, emblem, Bestenliste formula and
// the foyer's modes (web/games/types.ts GameMeta).
import type { GameMeta } from '../types';

export const albumMeta: GameMeta = {
  id: 'album',
  name: { de: 'Speedalbum', en: 'Speedalbum' },
  teaser: {
    de: 'Ruhrgebiet 1956: Sammelbilder am Kiosk – die richtigen Bilder zu den richtigen Aufträgen.',
    en: 'Ruhr 1956: trading cards at the kiosk – the right pictures for the right objectives.',
  },
  emblem: (
    <g>
      <path d="M8 16c8-3 16-3 23 1v36c-7-4-15-4-23-1zM56 16c-8-3-16-3-23 1v36c7-4 15-4 23-1z" />
      <rect x="13" y="22" width="12" height="9" rx="1" class="emblem-line-fill" />
      <rect x="38" y="30" width="12" height="9" rx="1" class="emblem-line-fill" />
    </g>
  ),
  leaderboardFormula: {
    de: 'Je Partie: deine eigenen Punkte (mindestens 0) plus ein Platzbonus von 30 für Platz 1, 15 für Platz 2 und 5 für Platz 3; in der Rekordjagd zählen nur deine eigenen Punkte. Wer eine Partie mit anderen Menschen verlässt, bekommt −10.',
    en: 'Per game: your own points (at least 0) plus a place bonus of 30 for 1st, 15 for 2nd and 5 for 3rd place; in the record hunt only your own points count. Leaving a game with other humans costs −10.',
  },
  modes: {
    soloComputers: { min: 1, max: 5 },
    seats: { min: 2, max: 6 },
    turbo: false,
    thinkTime: 120,
    daily: {
      name: { de: 'Tagesalbum', en: 'Daily album' },
      genus: 'n',
      lead: {
        de: 'Jeden Tag dieselben Stapel für alle: du gegen zwei starke Computer. Der erste Versuch zählt.',
        en: 'The same piles for everyone each day: you against two strong computers. The first attempt counts.',
      },
      player: { de: 'Sammler', en: 'collector' },
      players: { de: 'Sammler', en: 'collectors' },
    },
    // Against "Max" (rule book): Max always takes the first two pictures from the left.
    recordHunt: {
      levels: ['max'],
      lead: {
        de: 'Du gegen den Mitsammler Max, ohne Rat. Dein bester Punktestand kommt in die Rekordliste.',
        en: 'You against Max, the fellow collector, without advice. Your best score goes on the record list.',
      },
    },
  },
  loadUi: () => import('./index').then((m) => m.albumUi),
};
