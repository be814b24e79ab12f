// The borders of the architecture, checked on every `npm test`:
// - worker/games/ is pure: no platform imports, no clock, no Math.random, no DOM;
// - the web imports only pure game code (never bots, advice, a game's index or the registry — also not by
//   a relative path, a side-effect or a dynamic import — the table host, the database; test/lint/);
// - the table host knows no particular game (only the registry does);
// - the web shell (web/app, web/pages, web/ui, web/i18n) names no game, not even in a comment: what
//   it shows of one comes from web/games/<game>/ through the registry; neither does the platform
//   (worker/table, lobby, routes, db, daily, http, account, schema);
// - tests are replayable: no Math.random in test/ (a seeded rng whose seed is printed instead);
// - no import circle in worker/ (type imports too: a circle is a design knot even when erased);
// - no stray debugging left behind (debugger statements, `.only` in tests).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

function files(dir) {
  let out = [];
  let entries = [];
  try { entries = readdirSync(dir); } catch { return out; }
  for (const e of entries) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) out = out.concat(files(p));
    else if (/\.(ts|tsx|mjs|js)$/.test(e)) out.push(p);
  }
  return out;
}

const problems = [];
const check = (file, re, why) => {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (/^\s*(\/\/|\*)/.test(line)) return;
    if (re.test(line)) problems.push(`${file}:${i + 1}: ${why}\n    ${line.trim()}`);
  });
};

for (const f of files('worker/games')) {
  check(f, /from\s+['"](cloudflare:|hono|preact|@preact|drizzle)/, 'pure game code imports a platform module');
  check(f, /\bDate\.now\(|new Date\(|Math\.random\(|performance\.now\(/, 'pure game code reads the clock or unseeded randomness');
  check(f, /\b(window|document|localStorage|navigator)\./, 'pure game code touches the DOM');
  check(f, /from\s+['"](\.\.\/)+(table|lobby|db|routes)\b/, 'pure game code imports the platform');
}
// Every game folder under worker/games (all but core), so a new game is covered without listing it.
const GAMES = readdirSync('worker/games').filter((e) => e !== 'core' && statSync(join('worker/games', e)).isDirectory()).join('|');
/** A line naming the module `path` (a regexp source): `from '…'`, a side-effect `import '…'`, a dynamic `import('…')`. */
const importOf = (path) => new RegExp(`(\\bfrom\\s+|\\bimport\\s*\\(?\\s*)['"]${path}['"]`);
/** A game's index or the registry: `album`, `album/`, `album/index`, `album/index.ts`, `index`. */
const anIndex = `(${GAMES}|index)(\\/|\\/index(\\.tsx?)?|\\.tsx?)?`;
for (const f of files('web')) {
  check(f, importOf(`@games\\/[a-z]+\\/(bots|advice|compare|computers)\\b[^'"]*`), 'the web imports a computer player');
  // A game's index wires in its computers and Rat: the web imports the pure parts by path.
  check(f, importOf(`@games\\/${anIndex}`), 'the web imports a game\'s index (which brings its computers)');
  check(f, importOf(`(\\.\\.?\\/)+worker\\/games\\/[a-z]+\\/(bots|advice|compare|computers)\\b[^'"]*`), 'the web imports a computer player by a relative path');
  check(f, importOf(`(\\.\\.?\\/)+worker\\/games\\/${anIndex}`), 'the web imports a game\'s index by a relative path');
  check(f, /from\s+['"](\.\.\/)+worker\/(table|lobby|db|routes|index)/, 'the web imports server code');
  check(f, /from\s+['"](cloudflare:|hono|drizzle)/, 'the web imports a server module');
}
// The table host's reducer is pure: no platform module, no clock or randomness of its own, no SQL or
// socket, and nothing of the shell around it (worker/table/shell/).
for (const f of files('worker/table/reducer')) {
  check(f, /from\s+['"](cloudflare:|hono|drizzle)/, 'the table reducer imports a platform module (the shell does that)');
  check(f, /from\s+['"]\.\.\/shell\//, 'the table reducer imports the shell (the arrow points from the shell to the reducer)');
  check(f, /\b(ctx\.storage|SqlStorage|WebSocket|crypto\.|Math\.random\(|Date\.now\()/, 'the table reducer touches the platform (storage, sockets, crypto, the clock: the shell passes `now`)');
}
for (const f of files('worker/table').concat(files('worker/lobby'), files('worker/routes'))) {
  check(f, /from\s+['"][./]*games\/(elster|kleister|album|kino|klammern)\b/, 'the host imports a particular game (use the registry)');
}
// (A tree without any game folder has no name to look for: the pattern then matches nothing.)
const gameName = GAMES ? new RegExp(`\\b(speed)?(${GAMES})\\b`, 'i') : /(?!)/;
for (const f of ['web/app', 'web/pages', 'web/ui', 'web/i18n'].flatMap((d) => files(d))) {
  readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
    if (gameName.test(line)) problems.push(`${f}:${i + 1}: the web shell names a game (its words and pieces belong in web/games/<game>/)\n    ${line.trim()}`);
  });
}
// The same for the platform: the table host, foyer, routes, database, dailies and wire schema know
// games only through the registries (worker/games/index.ts, worker/games/ids.ts).
for (const f of ['worker/table', 'worker/lobby', 'worker/routes', 'worker/db', 'worker/daily', 'worker/http', 'worker/account', 'schema'].flatMap((d) => files(d))) {
  readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
    if (gameName.test(line)) problems.push(`${f}:${i + 1}: the platform names a game (its facts belong in worker/games/<game>/, reached through the registry)\n    ${line.trim()}`);
  });
}
for (const f of files('test')) {
  check(f, /\bMath\.random\(/, 'a test uses unseeded randomness (use a seeded rng and print its seed)');
}
for (const f of files('worker').concat(files('web'), files('test'), files('schema'))) {
  check(f, /^\s*debugger;?\s*$/, 'debugger statement');
  check(f, /\b(it|test|describe)\.only\(/, '.only left in a test');
}

// Import circles in worker/: every relative or @games/ import, value or type, as an edge. The one
// exception is worker/env.ts, whose binding types name the Durable Object classes (type-only).
const resolveImport = (from, spec) => {
  let base;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else if (spec.startsWith('@games/')) base = resolve('worker/games', spec.slice('@games/'.length));
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(c) && statSync(c).isFile()) return relative('.', c);
  }
  return null;
};
const graph = new Map();
const valueGraph = new Map(); // without type-only imports: what a bundle really pulls in
for (const f of files('worker')) {
  const deps = [], values = [];
  for (const m of readFileSync(f, 'utf8').matchAll(/^(?:import|export)\s(type\s)?[^'";]*?from\s+['"]([^'"]+)['"]/gm)) {
    if (f === join('worker', 'env.ts') && m[1]) continue;
    const to = resolveImport(f, m[2]);
    if (to && to !== f) { deps.push(to); if (!m[1]) values.push(to); }
  }
  graph.set(f, deps);
  valueGraph.set(f, values);
}
// Every arrow in worker/ points down these layers (one folder each; the folders of one layer know
// nothing of each other). env.ts holds the binding types and is below all; index.ts above all.
const LAYERS = [['games'], ['time'], ['db'], ['daily'], ['http'], ['account', 'table', 'lobby'], ['routes']];
const layerOf = (f) => {
  const top = f.split('/')[1];
  if (top === 'env.ts') return { rank: -1, top };
  if (top === 'index.ts') return { rank: LAYERS.length, top };
  const rank = LAYERS.findIndex((l) => l.includes(top));
  return { rank: rank < 0 ? LAYERS.length : rank, top };
};
for (const [from, deps] of graph) {
  if (from === join('worker', 'env.ts')) continue;
  const a = layerOf(from);
  for (const to of deps) {
    if (!to.startsWith('worker/')) continue; // schema/ is shared with the web, below everything
    const b = layerOf(to);
    if (a.top !== b.top && b.rank >= a.rank) problems.push(`${from}: imports ${to}, a layer ${b.rank > a.rank ? 'above' : 'beside'} its own (worker/ layers, low to high: ${LAYERS.map((l) => l.join('/')).join(', ')})`);
  }
}
// A game's rules (worker/games/<g>/rules.ts) are what the web imports: they never reach its
// computers (bots/, advice, compare, computers.ts, index.ts), nor may the web import those.
const computerFile = /^worker\/games\/[a-z]+\/(bots\/|advice\.ts$|compare\.ts$|computers\.ts$|index\.ts$)/;
for (const rules of [...valueGraph.keys()].filter((f) => /^worker\/games\/[a-z]+\/rules\.ts$/.test(f))) {
  const seen = new Set([rules]), queue = [rules];
  while (queue.length) {
    for (const to of valueGraph.get(queue.shift()) ?? []) {
      if (seen.has(to)) continue;
      seen.add(to);
      queue.push(to);
      if (computerFile.test(to)) problems.push(`${rules}: the rules reach the computers (${to}); the web imports the rules`);
    }
  }
}
{
  // Tarjan's strongly connected components: each component of more than one file is a circle.
  let counter = 0;
  const index = new Map(), low = new Map(), stack = [], onStack = new Set();
  const visit = (v) => {
    index.set(v, counter); low.set(v, counter); counter++;
    stack.push(v); onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const circle = [];
    let w;
    do { w = stack.pop(); onStack.delete(w); circle.push(w); } while (w !== v);
    if (circle.length > 1) problems.push(`${circle.sort()[0]}: import circle (split out what both need)\n    ${circle.join(' -> ')}`);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
}

if (problems.length) {
  console.error(`lint: ${problems.length} problem(s)\n` + problems.join('\n'));
  process.exit(1);
}
console.log('lint: ok');
