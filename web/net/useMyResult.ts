// Your result of this match (GET /api/me/result) once it has reached the database — moments after the
// end, so it is asked again a few times until then. For the end screen's rating line and offer, and a game's own record lines.
import { useEffect, useState } from 'preact/hooks';
import { resultsApi, type MyResult } from './api';

const TRIES_MS = [800, 2000, 5000, 10_000];

// One request per table and match however many parts of the page ask (the end screen's rating line
// and a game's own record lines ask at the same moments); a failed one is asked again.
const asked = new Map<string, Promise<MyResult>>();
function myResultOnce(table: string, match: number): Promise<MyResult> {
  const key = `${table}:${match}`;
  let p = asked.get(key);
  if (!p) {
    p = resultsApi.myResult(table, match);
    asked.set(key, p);
    p.catch(() => asked.delete(key));
  }
  return p;
}

export function useMyResult(table: string, match: number, seated: boolean): MyResult | null {
  const [result, setResult] = useState<MyResult | null>(null);
  useEffect(() => {
    setResult(null);
    if (!seated) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (i: number) => {
      timer = setTimeout(() => {
        myResultOnce(table, match).then(
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
