// web.js_gzip_kb.initial: gzip size of the JavaScript a first visit loads (entry script plus its
// modulepreloads from dist/web/index.html), after a fresh production build.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchFigure } from './types';

export async function run(): Promise<BenchFigure[]> {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const html = readFileSync('dist/web/index.html', 'utf8');
  const srcs = [...html.matchAll(/<script[^>]*src="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)]
    .map((m) => m[1] ?? m[2]);
  let bytes = 0;
  for (const src of new Set(srcs)) bytes += gzipSync(readFileSync(join('dist/web', src))).length;
  return [{ name: 'web.js_gzip_kb.initial', value: Math.round((bytes / 1024) * 10) / 10, unit: 'KB' }];
}
