// The words for a refused move, checked without a browser: every code a game's rules refuse with
// (`ruleError('code', …)` in worker/games/<game>, read from the source so a new code is caught) has a
// sentence in German and in English — the game's own (web/games/<game>/errors.ts) or one the shell
// shares — and never the server's English message. A game's words are its own: Speedklammern's
// "not_in_hand" speaks of a card, not of Speedkleister's Plakate.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { errorText, has, lang } from '../../web/i18n';

const GAMES_DIR = join(__dirname, '../../worker/games');
const games = readdirSync(GAMES_DIR).filter((g) => g !== 'core' && statSync(join(GAMES_DIR, g)).isDirectory());

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [readFileSync(p, 'utf8')] : [];
  });
}

function refusalCodes(game: string): Set<string> {
  const codes = new Set<string>();
  for (const src of sources(join(GAMES_DIR, game))) for (const m of src.matchAll(/\bruleError\(\s*'(\w+)'/g)) codes.add(m[1]!);
  return codes;
}

type Words = (code: string, params: Record<string, string | number>) => string | null;
async function gameWords(game: string): Promise<Words> {
  try {
    return ((await import(`../../web/games/${game}/errors.ts`)) as { errorText: Words }).errorText;
  } catch {
    return () => null;
  }
}

it.each(games)('%s: every refusal has German and English words', async (game) => {
  const own = await gameWords(game);
  const codes = refusalCodes(game);
  expect(codes.size).toBeGreaterThan(0);
  for (const code of codes) {
    const text = (l: 'de' | 'en') => {
      lang.value = l;
      return own(code, {}) ?? (has(`err.${code}`) ? errorText(code) : null);
    };
    const de = text('de');
    const en = text('en');
    expect(de, `${game} ${code} (de)`).toBeTruthy();
    expect(en, `${game} ${code} (en)`).toBeTruthy();
    expect(en, `${game} ${code}: the English words are not the German ones`).not.toBe(de);
  }
  lang.value = 'de';
});

it('each game speaks of its own things', async () => {
  lang.value = 'de';
  expect((await gameWords('klammern'))('not_in_hand', {})).toMatch(/Karte/);
  expect((await gameWords('kleister'))('not_in_hand', {})).toMatch(/Plakate/);
  expect((await gameWords('kino'))('not_your_can', {})).toMatch(/Dose/);
  // The shell's dictionary names no game's things any more.
  expect(has('err.not_in_hand')).toBe(false);
  expect(has('err.pebble_played')).toBe(false);
});
