// Load a game's UI (lazily, once) for pages that need it.
import { useEffect, useState } from 'preact/hooks';
import type { GameUi } from '../games/types';
import { gameById } from '../games/registry';

export function useGameUi(gameId: string | undefined): { ui: GameUi | null; error: boolean; missing: boolean } {
  const entry = gameId ? gameById(gameId) : undefined;
  const [ui, setUi] = useState<GameUi | null>(entry?.ui ?? null);
  const [error, setError] = useState(false);
  useEffect(() => {
    if (!entry || entry.ui) {
      setUi(entry?.ui ?? null);
      return;
    }
    let live = true;
    entry.loadUi().then(
      (u) => live && setUi(u),
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, [gameId]);
  return { ui, error, missing: !!gameId && !entry };
}
