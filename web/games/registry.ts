// All five games for the Spielesaal. Speedelster, Speedkleister, Speedalbum and Speedkino are built; the others show "kommt bald".
// A game's UI is loaded on demand (`loadUi`) so the home page stays small; `ui` caches it once
// loaded (null until then, and always null for the games that are not built yet).
import type { GameId } from '@schema/protocol';
import type { GameUi } from './types';

export interface GameEntry {
  id: GameId;
  name: { de: string; en: string };
  teaser: { de: string; en: string };
  /** The loaded UI, or null (not loaded yet / not built). */
  ui: GameUi | null;
  /** Loads the UI; null for games that are not available yet. */
  loadUi: (() => Promise<GameUi>) | null;
}

function lazyUi(load: () => Promise<GameUi>): () => Promise<GameUi> {
  let pending: Promise<GameUi> | null = null;
  return () => (pending ??= load());
}

const elster: GameEntry = {
  id: 'elster',
  name: { de: 'Speedelster', en: 'Speedelster' },
  teaser: {
    de: 'Heidedorf 1955: Elstern bieten verdeckt mit Kieseln um Glitzerkram – gleiche Kiesel zanken sich.',
    en: 'Heath village 1955: magpies bid pebbles face down for shiny loot – equal bids cancel out.',
  },
  ui: null,
  loadUi: lazyUi(() =>
    import('./elster/index').then((m) => {
      elster.ui = m.elsterUi;
      return m.elsterUi;
    }),
  ),
};

const kleister: GameEntry = {
  id: 'kleister',
  name: { de: 'Speedkleister', en: 'Speedkleister' },
  teaser: {
    de: 'Köln 1929: Plakate an die Litfaßsäule kleben und die Konkurrenz zukleistern.',
    en: 'Cologne 1929: paste posters on the advertising pillars and cover your rivals’ ones.',
  },
  ui: null,
  loadUi: lazyUi(() =>
    import('./kleister/index').then((m) => {
      kleister.ui = m.kleisterUi;
      return m.kleisterUi;
    }),
  ),
};

const album: GameEntry = {
  id: 'album',
  name: { de: 'Speedalbum', en: 'Speedalbum' },
  teaser: {
    de: 'Ruhrgebiet 1956: Sammelbilder am Kiosk – die richtigen Bilder zu den richtigen Aufträgen.',
    en: 'Ruhr 1956: trading cards at the kiosk – the right pictures for the right objectives.',
  },
  ui: null,
  loadUi: lazyUi(() =>
    import('./album/index').then((m) => {
      album.ui = m.albumUi;
      return m.albumUi;
    }),
  ),
};

const kino: GameEntry = {
  id: 'kino',
  name: { de: 'Speedkino', en: 'Speedkino' },
  teaser: {
    de: 'Berlin 1927: gemeinsam fünf Filme Akt für Akt vorführen – die eigenen Dosen siehst du nicht.',
    en: 'Berlin 1927: screen five films act by act together – without seeing your own reels.',
  },
  ui: null,
  loadUi: lazyUi(() =>
    import('./kino/index').then((m) => {
      kino.ui = m.kinoUi;
      return m.kinoUi;
    }),
  ),
};

export const games: GameEntry[] = [
  elster,
  kleister,
  album,
  kino,
  {
    id: 'klammern',
    name: { de: 'Speedklammern', en: 'Speedklammern' },
    teaser: {
      de: 'Klaberjass aus der Eckkneipe: Trumpf wählen, Stiche holen, Meldungen zählen.',
      en: 'Klaberjass from the corner pub: pick trump, take tricks, count melds.',
    },
    ui: null,
    loadUi: null,
  },
];

export function gameById(id: string): GameEntry | undefined {
  return games.find((g) => g.id === id);
}
