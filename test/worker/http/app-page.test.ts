// Unknown addresses are a real 404 (with the app's page, which says "Seite nicht gefunden");
// the app's own addresses get index.html with 200.
import { describe, expect, it } from 'vitest';
import { appPage } from '../../../worker/http/app-page';

const html = '<!doctype html><title>Speedspiele</title>';
const assets = {
  fetch: async (req: Request) =>
    new URL(req.url).pathname === '/'
      ? new Response(html, { headers: { 'content-type': 'text/html' } })
      : new Response('missing', { status: 404 }),
} as unknown as Fetcher;

const get = (path: string, method = 'GET') => appPage(assets, new Request(`https://speedspiele.test${path}`, { method }));

describe('app pages', () => {
  it.each(['/', '/elster', '/kleister/regeln', '/album/bestenliste', '/elster/tagesliste', '/elster/tagesliste/2026-11-30', '/t/abc-123', '/geraet', '/meine-partien', '/r/abc-123/2', '/r/abc-123/1/computer'])(
    '%s is a page of the app (200, index.html)',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(html);
      expect(res.headers.get('content-type')).toBe('text/html');
    },
  );

  it.each(['/kino-xyz', '/elster/nope', '/t/a/b', '/elster/tagesliste/gestern', '/%E0%A4%A', '/wp-login.php', '/r/abc', '/r/abc/0', '/r/abc/x', '/r/abc/1/other'])(
    '%s is not found (404 with the same page)',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(html);
    },
  );

  it('refuses other methods', async () => {
    expect((await get('/elster', 'POST')).status).toBe(405);
  });
});
