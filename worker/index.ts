// The Worker: the JSON API under /api, WebSocket upgrades under /ws, everything else from the
// static assets (the SPA). Durable Object classes are exported from here for wrangler.
import { Hono } from 'hono';
import type { AppEnv } from './http/app-env';
import { apiError } from './http/errors';
import { sameOriginJson } from './http/same-origin';
import { requireSecrets } from './http/secrets';
import { securityHeaders } from './http/security-headers';
import { appPage } from './http/app-page';
import { account } from './routes/account';
import { daily } from './routes/daily';
import { leaderboardRoutes } from './routes/leaderboard';
import { lobby } from './routes/lobby';
import { me } from './routes/me';
import { recordsRoutes } from './routes/records';
import { replayRoutes } from './routes/replays';
import { sockets } from './routes/sockets';
import { myResult, stats } from './routes/stats';
import { tables } from './routes/tables';
import { transfer } from './routes/transfer';

export { TableDO } from './table/shell/table-do';
export { LobbyDO } from './lobby/lobby-do';
export { FoyerShard } from './lobby/foyer-shard';

const app = new Hono<AppEnv>();

// Skips 101 responses itself, so the socket routes stay untouched.
app.use('*', securityHeaders);
// No secret, no service: a public default never signs a cookie or seeds a daily deal.
app.use('/api/*', requireSecrets);
app.use('/ws/*', requireSecrets);
// Every state-changing API request comes from this site, carries JSON, and is small.
app.use('/api/*', sameOriginJson);

app.route('/api/me/stats', stats);
app.route('/api/me/result', myResult);
app.route('/api/me', me);
app.route('/api/leaderboard', leaderboardRoutes);
app.route('/api/records', recordsRoutes);
app.route('/api/replays', replayRoutes);
app.route('/api/tables', tables);
app.route('/api/lobby', lobby);
app.route('/api/transfer', transfer);
app.route('/api/account', account);
app.route('/api/daily', daily);
app.route('/ws', sockets);

app.all('/api/*', (c) => apiError(c, 404, 'not_found', 'No such route.'));
app.all('/ws/*', (c) => apiError(c, 404, 'not_found', 'No such route.'));
// Reached for every path that is not a static file: the app's pages get index.html with 200,
// any other address the same page with a real 404 (the web shows "Seite nicht gefunden").
app.all('*', (c) => appPage(c.env.ASSETS, c.req.raw));

app.onError((err, c) => {
  console.error(err);
  return apiError(c, 500, 'internal', 'Internal error.');
});

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<AppEnv['Bindings']>;
