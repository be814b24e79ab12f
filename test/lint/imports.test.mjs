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
