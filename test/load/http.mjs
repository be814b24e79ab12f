// The HTTP half of a load client: a fresh anonymous identity, and a new multiplayer table.
// The server limits new identities, tables and sockets per client address; against the local
// server each simulated person claims an address of its own (CF-Connecting-IP, which Cloudflare's
// edge sets itself in production).

let people = 0;
/** A made-up client address per simulated person. */
export const nextAddress = () => `10.77.${(people >> 8) & 255}.${people++ & 255}`;

/** POST /api/me without a cookie: the explicit way to become a player (sets the `sp_id` cookie). */
export async function newIdentity(base) {
  const address = nextAddress();
  const res = await fetch(`${base}/api/me`, {
    method: 'POST', headers: { Origin: base, 'Content-Type': 'application/json', 'CF-Connecting-IP': address }, body: '{}',
  });
  if (!res.ok) throw new Error(`POST /api/me: HTTP ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0].trim())
    .find((c) => c.startsWith('sp_id='));
  if (!cookie) throw new Error('POST /api/me did not set the sp_id cookie');
  const body = await res.json();
  if (typeof body.playerId !== 'string') throw new Error(`POST /api/me: unexpected body ${JSON.stringify(body)}`);
  return { cookie, playerId: body.playerId, name: body.name, address };
}

/** POST /api/tables: a 4-seat Speedelster table without clock, Turbo, one game per match. */
export async function createTable(base, cookie, address) {
  const body = {
    game: 'elster',
    mode: 'multi',
    settings: { thinkTime: null, tempo: 'turbo', game: { games: 1 } },
    seats: 4,
  };
  const res = await fetch(`${base}/api/tables`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: base, 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /api/tables: HTTP ${res.status} ${text}`);
  const json = JSON.parse(text);
  if (typeof json.id !== 'string') throw new Error(`POST /api/tables: unexpected body ${text}`);
  return json.id;
}
