// Your result of this match (GET /api/me/result) once it has reached the database — moments after the
// end, so it is asked again a few times until then. For the end screen's rating line and offer, and a game's own record lines.
import { useEffect, useState } from 'preact/hooks';
import { resultsApi, type MyResult } from './api';

const TRIES_MS = [800, 2000, 5000, 10_000];

export function useMyResult(table: string, match: number, seated: boolean): MyResult | null {
  const [result, setResult] = useState<MyResult | null>(null);
  useEffect(() => {
    setResult(null);
    if (!seated) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (i: number) => {
      timer = setTimeout(() => {
        resultsApi.myResult(table, match).then(
          (r) => live && setResult(r),
          () => live && i + 1 < TRIES_MS.length && ask(i + 1),
        );
      }, TRIES_MS[i]);
    };
    ask(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [table, match, seated]);
  return result;
}
