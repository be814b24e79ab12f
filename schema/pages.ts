// The app's page addresses, one definition for the server (which answers unknown addresses with a
// real 404) and the web's router. Pure: which games exist and which have a daily are passed in.

export type Page =
  | { name: 'home' }
  | { name: 'foyer'; game: string }
  | { name: 'rules'; game: string }
  | { name: 'table'; id: string }
  | { name: 'transfer' }
  | { name: 'account' }
  | { name: 'leaderboard'; game: string }
  | { name: 'myGames' }
  | { name: 'replay'; table: string; match: number; computer?: true }
  | { name: 'dailyList'; game: string; date: string | null }
  | { name: 'notFound' };

export interface KnownGames {
  /** A game with a foyer (built and registered). */
  playable(id: string): boolean;
  hasDaily(id: string): boolean;
}

export function matchPage(path: string, games: KnownGames): Page {
  let parts: string[];
  try {
    parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return { name: 'notFound' };
  }
  if (parts.length === 0) return { name: 'home' };
  if (parts.length === 2 && parts[0] === 't' && /^[\w-]{1,64}$/.test(parts[1]!)) return { name: 'table', id: parts[1]! };
  if ((parts.length === 3 || (parts.length === 4 && parts[3] === 'computer')) && parts[0] === 'r'
    && /^[\w-]{1,64}$/.test(parts[1]!) && /^[1-9]\d{0,5}$/.test(parts[2]!)) {
    // /r/<table>/<match>/computer: the replay with "Wie hätte der Computer gespielt?" open.
    return parts.length === 4 ? { name: 'replay', table: parts[1]!, match: Number(parts[2]), computer: true } : { name: 'replay', table: parts[1]!, match: Number(parts[2]) };
  }
  if (parts.length === 1 && parts[0] === 'geraet') return { name: 'transfer' };
  if (parts.length === 1 && parts[0] === 'konto') return { name: 'account' };
  if (parts.length === 1 && parts[0] === 'meine-partien') return { name: 'myGames' };
  const game = parts[0]!;
  if (games.playable(game)) {
    if (parts.length === 1) return { name: 'foyer', game };
    if (parts.length === 2 && parts[1] === 'regeln') return { name: 'rules', game };
    if (parts.length === 2 && parts[1] === 'bestenliste') return { name: 'leaderboard', game };
    if (parts[1] === 'tagesliste' && games.hasDaily(game)) {
      if (parts.length === 2) return { name: 'dailyList', game, date: null };
      if (parts.length === 3 && /^\d{4}-\d{2}-\d{2}$/.test(parts[2]!)) return { name: 'dailyList', game, date: parts[2]! };
    }
  }
  return { name: 'notFound' };
}
