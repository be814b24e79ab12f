// Loads a daily list (today's with your own result, or a dated public list).
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { GameId } from '@schema/protocol';
import { loadMe } from '../../app/identity';
import { ApiError, dailyApi, type DailyListResponse } from '../../net/api';

export function useDailyList(game: GameId, date: string | null) {
  const [data, setData] = useState<DailyListResponse | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const load = useCallback(() => {
    let live = true;
    setError(null);
    // Today's list carries your own day when this browser is a player (GET /api/me only looks).
    (date === null ? loadMe().then(() => dailyApi.today(game)) : dailyApi.list(game, date))
      .then((d) => live && setData(d))
      .catch((e) => live && setError(e instanceof ApiError ? e : new ApiError('network', '', 0)));
    return () => {
      live = false;
    };
  }, [game, date]);
  useEffect(() => {
    setData(null);
    return load();
  }, [load]);
  return { data, error, reload: load };
}
