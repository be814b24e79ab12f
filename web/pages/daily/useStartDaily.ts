// Starts today's daily deal (first attempt, practice, or back to a running first attempt) and
// opens its table.
import { useState } from 'preact/hooks';
import type { GameId } from '@schema/protocol';
import { reloadMe } from '../../app/identity';
import { navigate } from '../../app/router';
import { errorText } from '../../i18n';
import { ApiError, dailyApi } from '../../net/api';

export function useStartDaily(game: GameId) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await dailyApi.start(game);
      // Starting the daily may have made this browser's identity: the header learns it.
      void reloadMe();
      navigate(res.url);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError('network', '', 0);
      setError(errorText(err.code, err.message, err.params));
      setBusy(false);
    }
  };
  return { busy, error, start };
}
