// `npm start` offline: wrangler's getaddrinfo ENOTFOUND stack trace becomes one harmless note, and
// every other line of wrangler's output passes unchanged (scripts/quiet-network.mjs).
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { NETWORK_NOTE, networkTraceFilter } from '../../scripts/quiet-network.mjs';

const run = (lines: string[]): string[] => {
  const keep = networkTraceFilter() as (l: string) => string[];
  return lines.flatMap((l) => keep(l));
};

describe('the npm start network-trace filter', () => {
  it('replaces a getaddrinfo ENOTFOUND trace by one note, once, and keeps the rest', () => {
    const trace = [
      'Error: getaddrinfo ENOTFOUND registry.npmjs.org',
      '    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:120:26) {',
      '  errno: -3008,',
      "  code: 'ENOTFOUND',",
      "  syscall: 'getaddrinfo',",
      "  hostname: 'registry.npmjs.org'",
      '}',
    ];
    const out = run(['⎔ Starting local server...', ...trace, '[wrangler:info] Ready on http://127.0.0.1:8787', ...trace, 'GET /api/me 200 OK']);
    expect(out).toEqual(['⎔ Starting local server...', NETWORK_NOTE, '[wrangler:info] Ready on http://127.0.0.1:8787', 'GET /api/me 200 OK']);
  });

  it('passes ordinary output, blank lines and other errors through', () => {
    const lines = ['', 'Error: something else broke', '    at main (x.js:1:1)', 'done'];
    expect(run(lines)).toEqual(lines);
  });
});
