// The web app's pages: any address that is not a static file. The app's own addresses (the same
// definition the web's router uses, schema/pages.ts) get index.html with 200; every other address
// gets the same page with a real 404, so crawlers and link checkers see a missing page as missing.
import { matchPage } from '@schema/pages';
import { hasDaily } from '../daily/setup';
import { getGame } from '../games';

const known = {
  playable: (id: string) => getGame(id) !== undefined,
  hasDaily: (id: string) => hasDaily(id),
};

export async function appPage(assets: Fetcher, req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  const url = new URL(req.url);
  // '/' rather than '/index.html': the assets answer the latter with a redirect to the former.
  const index = await assets.fetch(new Request(new URL('/', url), { method: req.method, headers: req.headers }));
  if (index.status !== 200) return index;
  const status = matchPage(url.pathname, known).name === 'notFound' ? 404 : 200;
  const headers = new Headers(index.headers);
  headers.set('cache-control', 'no-cache');
  return new Response(index.body, { status, headers });
}
