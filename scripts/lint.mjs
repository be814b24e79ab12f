// The borders of the architecture, checked on every `npm test`:
// - worker/games/ is pure: no platform imports, no clock, no Math.random, no DOM;
// - the web imports only pure game code (never bots, advice, a game's index or the registry — also not by
//   a relative path, a side-effect or a dynamic import — the table host, the database; test/lint/);
// - the table host knows no particular game (only the registry does);
// - the web shell (web/app, web/pages, web/ui, web/i18n) names no game, not even in a comment: what
//   it shows of one comes from web/games/<game>/ through the registry;
// - tests are replayable: no Math.random in test/ (a seeded rng whose seed is printed instead);
// - no stray debugging left behind (debugger statements, `.only` in tests).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
  check(f, importOf(`@games\\/[^'"]*\\b(bots|advice)\\b[^'"]*`), 'the web imports a computer player');
  // A game's index wires in its computers and Rat: the web imports the pure parts by path.
  check(f, importOf(`@games\\/${anIndex}`), 'the web imports a game\'s index (which brings its computers)');
  check(f, importOf(`(\\.\\.?\\/)+worker\\/games\\/[^'"]*\\b(bots|advice)\\b[^'"]*`), 'the web imports a computer player by a relative path');
  check(f, importOf(`(\\.\\.?\\/)+worker\\/games\\/${anIndex}`), 'the web imports a game\'s index by a relative path');
  check(f, /from\s+['"](\.\.\/)+worker\/(table|lobby|db|routes|index)/, 'the web imports server code');
  check(f, /from\s+['"](cloudflare:|hono|drizzle)/, 'the web imports a server module');
}
for (const f of files('worker/table').concat(files('worker/lobby'), files('worker/routes'))) {
  check(f, /from\s+['"][./]*games\/(elster|kleister|album|kino|klammern)\b/, 'the host imports a particular game (use the registry)');
}
const gameName = new RegExp(`\\b(speed)?(${GAMES})\\b`, 'i');
for (const f of ['web/app', 'web/pages', 'web/ui', 'web/i18n'].flatMap((d) => files(d))) {
  readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
    if (gameName.test(line)) problems.push(`${f}:${i + 1}: the web shell names a game (its words and pieces belong in web/games/<game>/)\n    ${line.trim()}`);
  });
}
for (const f of files('test')) {
  check(f, /\bMath\.random\(/, 'a test uses unseeded randomness (use a seeded rng and print its seed)');
}
for (const f of files('worker').concat(files('web'), files('test'), files('schema'))) {
  check(f, /^\s*debugger;?\s*$/, 'debugger statement');
  check(f, /\b(it|test|describe)\.only\(/, '.only left in a test');
}

if (problems.length) {
  console.error(`lint: ${problems.length} problem(s)\n` + problems.join('\n'));
  process.exit(1);
}
console.log('lint: ok');
