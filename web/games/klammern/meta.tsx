// Speedklammern for the shell before its UI is loaded: name, teaser, emblem, Bestenliste formula and
// the foyer's modes (web/games/types.ts GameMeta).
import type { GameMeta } from '../types';

export const klammernMeta: GameMeta = {
  id: 'klammern',
  name: { de: 'Speedklammern', en: 'Speedklammern' },
  teaser: {
    de: 'Klaberjass aus der Eckkneipe: Trumpf wählen, Stiche holen, Meldungen zählen.',
    en: 'Klaberjass from the corner pub: pick trump, take tricks, count melds.',
  },
  emblem: (
    <g>
      <path d="M22 8h8l2 48h-12zM34 8h8l-2 48h-8z" />
      <circle cx="32" cy="34" r="5" class="emblem-line-fill" />
    </g>
  ),
  leaderboardFormula: {
    de: 'Je Partie: deine Spielpunkte aus allen Spielen, dazu ein Platzbonus von 30 für Platz 1 und zu dritt 15 für Platz 2; zu viert zählt der Platz des Paares. Wer eine Partie mit anderen Menschen verlässt, bekommt −10 – der Computer spielt dann für ihn weiter.',
    en: 'Per match: your game points from all games, plus a place bonus of 30 for 1st place and, with three, 15 for 2nd; with four the pair’s place counts. Leaving a game with other humans costs −10 – the computer then plays on for them.',
  },
  modes: {
    soloComputers: { min: 2, max: 3 },
    seats: { min: 3, max: 4 },
    turbo: false,
    // "Bedenkzeit … 2 Minuten (Standard)".
    thinkTime: 120,
    // SPEC §2: Speedklammern has no daily challenge.
    daily: null,
    recordHunt: null,
    // "solo stellst du sie selbst ein".
    soloClock: true,
    // "Zu dritt spielt jeder für sich, zu viert spielen zwei Paare": at four a computer is your partner.
    soloComputerWords: {
      legend: { de: 'Computer am Tisch', en: 'Computers at the table' },
      lead: { de: 'Du mit Computern am Tisch, mit Rat und Hausregeln.', en: 'You and computers at the table, with advice and house rules.' },
      byCount: {
        2: { de: 'Zu dritt: jeder für sich – zwei Computer-Gegner.', en: 'Three players: each for himself – two computer opponents.' },
        3: { de: 'Zu viert: ein Computer ist dein Partner (gegenüber), zwei sind Gegner.', en: 'Four players: one computer is your partner (opposite), two are opponents.' },
      },
    },
  },
  loadUi: () => import('./index').then((m) => m.klammernUi),
};
