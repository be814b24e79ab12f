// The lint's border between the web and the computers (scripts/lint.mjs) catches every way of
// reaching a game's index or its bots: `@games/<game>` with no path, `/index`, relative paths,
// side-effect and dynamic imports. Run: node --test test/lint/imports.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const LINT = new URL('../../scripts/lint.mjs', import.meta.url).pathname;

/** Runs the lint in a tree holding worker/games/{core,album,newgame} and one web file with `lines`. */
function lint(lines, probe = 'web/games/album/probe.ts') {
  const root = mkdtempSync(join(tmpdir(), 'lint-'));
  try {
    for (const dir of ['worker/games/core', 'worker/games/album/bots', 'worker/games/newgame', 'web/games/album', 'web/pages', 'web/i18n']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, probe), lines.join('\n') + '\n');
    const r = spawnSync(process.execPath, [LINT], { cwd: root, encoding: 'utf8' });
    return { ok: r.status === 0, flagged: [...r.stderr.matchAll(/probe\.ts:(\d+):/g)].map((m) => Number(m[1])) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('every import of a game index or a computer player from the web is caught', () => {
  const bad = [
    "import { album } from '@games/album';",
    "import { album } from '@games/album/';",
    "import { album } from '@games/album/index';",
    "import { album } from '@games/album/index.ts';",
    "import { games } from '@games/index';",
    'import { game } from "@games/newgame";',
    "import { choose } from '../../../worker/games/album/bots';",
    "import { chooseStark } from '../../../worker/games/album/bots/stark';",
    "import { advise } from '../../../worker/games/album/advice';",
    "import { album } from '../../../worker/games/album';",
    "import { album } from '../../../worker/games/album/index.ts';",
    "import '@games/album/bots/stark';",
    "import '../../../worker/games/album';",
    "const lazy = () => import('@games/album/bots');",
    "const lazy = () => import('../../../worker/games/album/bots/stark');",
    "export { choose } from '@games/album/bots/index';",
    "import { albumComputers } from '@games/album/computers';",
    "import { compare } from '@games/album/compare';",
    "import { compare } from '../../../worker/games/album/compare';",
  ];
  const r = lint(bad);
  assert.equal(r.ok, false);
  assert.deepEqual([...new Set(r.flagged)].sort((a, b) => a - b), bad.map((_, i) => i + 1));
});

test('the pure parts of a game stay importable', () => {
  const r = lint([
    "import { legalMoves } from '@games/album/hints';",
    "import type { AlbumView } from '@games/album/types';",
    "import { createRng } from '@games/core/rng';",
    "import { albumRules } from '@games/album/rules';",
    "import { ReplayReader } from '@games/core/replay';",
    "import { adviceSentence } from './advice';",
  ]);
  assert.deepEqual(r, { ok: true, flagged: [] });
});

test('the web shell names no game, not even in a comment; a game folder may', () => {
  const bad = [
    "import { ACHIEVEMENTS } from '@games/album/rules/achievements';",
    "  'compare.newgame.take': 'genommen',",
    '// as Speedalbum does',
    "if (game === 'Album') return;",
  ];
  for (const probe of ['web/pages/probe.ts', 'web/i18n/probe.ts']) {
    const r = lint(bad, probe);
    assert.equal(r.ok, false);
    assert.deepEqual([...new Set(r.flagged)].sort((a, b) => a - b), [1, 2, 3, 4]);
  }
  assert.deepEqual(lint(['// words of a game: its own folder', "const key = `lb.${id}`;"], 'web/pages/probe.ts'), { ok: true, flagged: [] });
  assert.deepEqual(lint(["export const name = 'Speedalbum';"], 'web/games/album/probe.ts'), { ok: true, flagged: [] });
});

/** Runs the lint in a tree holding only `files` (path → lines); returns its report. */
function lintTree(tree) {
  const root = mkdtempSync(join(tmpdir(), 'lint-'));
  try {
    mkdirSync(join(root, 'worker/games/core'), { recursive: true });
    for (const [path, lines] of Object.entries(tree)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), lines.join('\n') + '\n');
    }
    const r = spawnSync(process.execPath, [LINT], { cwd: root, encoding: 'utf8' });
    return { ok: r.status === 0, stderr: r.stderr };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('an import circle in worker/ is caught, also through type imports and @games/ paths', () => {
  const r = lintTree({
    'worker/table/a.ts': ["import { b } from './b';", 'export const a = 1;'],
    'worker/table/b.ts': ["import type { C } from '../db/c';", 'export const b = 2;'],
    'worker/db/c.ts': ["import { g } from '@games/core/g';", 'export type C = number;'],
    'worker/games/core/g.ts': ["export { a as g } from '../../table/a';"],
  });
  assert.equal(r.ok, false);
  assert.match(r.stderr, /import circle/);
  assert.match(r.stderr, /worker\/table\/a\.ts/);
  // A chain without a way back, and env.ts's binding types naming a Durable Object, are fine.
  const fine = lintTree({
    'worker/table/a.ts': ["import { b } from './b';", "import type { Env } from '../env';"],
    'worker/table/b.ts': ['export const b = 2;'],
    'worker/env.ts': ["import type { A } from './table/a';", 'export interface Env { a: A }'],
  });
  assert.equal(fine.ok, true, fine.stderr);
});

test('the platform names no game, not even in a comment; the registries may', () => {
  const tree = {
    'worker/games/album/index.ts': ["export const name = 'Speedalbum';"],
    'worker/games/ids.ts': ["export const GAME_IDS = ['album'] as const;"],
    'worker/db/probe.ts': ['// as Speedalbum counts it'],
    'worker/table/probe.ts': ["if (game === 'album') return;"],
    'schema/probe.ts': ["export const ids = ['album'];"],
  };
  const r = lintTree(tree);
  assert.equal(r.ok, false);
  assert.deepEqual([...r.stderr.matchAll(/^(\S+\/probe\.ts):1: the platform names a game/gm)].map((m) => m[1]).sort(),
    ['schema/probe.ts', 'worker/db/probe.ts', 'worker/table/probe.ts']);
  const fine = lintTree({ 'worker/games/album/index.ts': ["export const name = 'Speedalbum';"], 'worker/games/ids.ts': ["export const GAME_IDS = ['album'] as const;"], 'worker/db/probe.ts': ['// a game of its own'] });
  assert.equal(fine.ok, true, fine.stderr);
});

test("a game's rules never reach its computers, through any chain of value imports", () => {
  const r = lintTree({
    'worker/games/album/rules.ts': ["import { legalMoves } from './hints';"],
    'worker/games/album/hints.ts': ["import { chooseStark } from './bots/stark';", 'export const legalMoves = chooseStark;'],
    'worker/games/album/bots/stark.ts': ['export const chooseStark = 1;'],
  });
  assert.equal(r.ok, false);
  assert.match(r.stderr, /worker\/games\/album\/rules\.ts: the rules reach the computers \(worker\/games\/album\/bots\/stark\.ts\)/);
  // A type from the computers' folder is erased from the bundle: allowed.
  const fine = lintTree({
    'worker/games/album/rules.ts': ["import type { Plan } from './bots/stark';", "import { view } from './view';"],
    'worker/games/album/view.ts': ['export const view = 1;'],
    'worker/games/album/bots/stark.ts': ['export type Plan = number;'],
  });
  assert.equal(fine.ok, true, fine.stderr);
});

test('every arrow in worker/ points down its layers: an upward or sideways import is caught', () => {
  const r = lintTree({
    'worker/db/transfer.ts': ["import { randomId } from '../http/ids';"],
    'worker/http/ids.ts': ['export const randomId = 1;'],
    'worker/table/probe.ts': ["import type { Lobby } from '../lobby/lobby-do';"],
    'worker/lobby/lobby-do.ts': ['export type Lobby = 1;'],
  });
  assert.equal(r.ok, false);
  assert.match(r.stderr, /worker\/db\/transfer\.ts: imports worker\/http\/ids\.ts, a layer above its own/);
  assert.match(r.stderr, /worker\/table\/probe\.ts: imports worker\/lobby\/lobby-do\.ts, a layer beside its own/);
  const fine = lintTree({
    'worker/http/identity.ts': ["import { randomId } from '../db/ids';", "import type { Env } from '../env';"],
    'worker/db/ids.ts': ["import { berlin } from '../time/berlin';", 'export const randomId = 1;'],
    'worker/time/berlin.ts': ['export const berlin = 1;'],
    'worker/env.ts': ["import type { T } from './table/table-do';", 'export interface Env { t: T }'],
    'worker/table/table-do.ts': ['export type T = 1;'],
  });
  assert.equal(fine.ok, true, fine.stderr);
});

test("the table's reducer stays pure: the shell, platform modules, storage and the clock are caught", () => {
  const r = lintTree({
    'worker/table/reducer/probe.ts': [
      "import { TableStore } from '../shell/store';",
      "import { DurableObject } from 'cloudflare:workers';",
      'const now = Date.now();',
      'const id = crypto.randomUUID();',
    ],
    'worker/table/shell/store.ts': ['export class TableStore {}'],
  });
  assert.equal(r.ok, false);
  assert.deepEqual([...r.stderr.matchAll(/^worker\/table\/reducer\/probe\.ts:(\d+): the table reducer/gm)].map((m) => Number(m[1])).sort(), [1, 2, 3, 4]);
  const fine = lintTree({
    'worker/table/shell/table-do.ts': ["import { step } from '../reducer/reducer';", 'const now = Date.now();'],
    'worker/table/reducer/reducer.ts': ["import type { Outcome } from '../../games/core/types';", 'export const step = (now: number) => now;'],
  });
  assert.equal(fine.ok, true, fine.stderr);
});
