// Speedkleister for the shell before its UI is loaded: name, teaser, emblem, Bestenliste formula and
// the foyer's modes (web/games/types.ts GameMeta).
import type { GameMeta } from '../types';

export const kleisterMeta: GameMeta = {
  id: 'kleister',
  name: { de: 'Speedkleister', en: 'Speedkleister' },
  teaser: {
    de: 'Köln 1929: Plakate an die Litfaßsäule kleben und die Konkurrenz zukleistern.',
    en: 'Cologne 1929: paste posters on the advertising pillars and cover your rivals’ ones.',
  },
  emblem: (
    <g>
      <rect x="20" y="14" width="24" height="40" rx="3" />
      <path d="M16 14h32l-4-6H20zM18 54h28v4H18z" />
      <path d="M24 22h16M24 30h16M24 38h10" stroke-width="3" stroke-linecap="round" class="emblem-line" />
    </g>
  ),
  leaderboardFormula: {
    de: 'Je Partie: deine Gesamtpunkte (nie weniger als 0) plus ein Platzbonus von 30 für Platz 1, 15 für Platz 2 und 5 für Platz 3. Wer eine Partie mit anderen Menschen verlässt, bekommt −10; allein gegen den Computer endet sie dann ohne Wertung.',
    en: 'Per game: your total points (never below 0) plus a place bonus of 30 for 1st, 15 for 2nd and 5 for 3rd place. Leaving a game with other humans costs −10; alone against the computer the game then ends unscored.',
  },
  modes: {
    soloComputers: { min: 1, max: 4 },
    seats: { min: 2, max: 5 },
    turbo: false,
    thinkTime: 60,
    daily: {
      name: { de: 'Tagesplakat', en: 'Daily poster' },
      genus: 'n',
      lead: {
        de: 'Jeden Tag dieselbe Mischung für alle: du gegen drei starke Computer, ein Durchgang, Grundregeln. Der erste Versuch zählt.',
        en: 'The same shuffle for everyone each day: you against three strong computers, one round, base rules. The first attempt counts.',
      },
      player: { de: 'Kleber', en: 'bill sticker' },
      players: { de: 'Kleber', en: 'bill stickers' },
    },
    recordHunt: {
      levels: ['leicht', 'normal', 'stark'],
      lead: {
        de: 'Fünf Durchgänge gegen drei Computer der gewählten Stärke, die Punkte zusammengezählt. Dein bester Wert je Stärke bleibt als Rekord stehen.',
        en: 'Five rounds against three computers of the strength you choose, points summed. Your best total per strength stays as a record.',
      },
    },
  },
  loadUi: () => import('./index').then((m) => m.kleisterUi),
};
