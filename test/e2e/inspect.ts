// What a new player would trip over on any page, checked the same way everywhere: raw i18n keys
// and "(n)" plurals in the visible text and the accessible names, axe-core's serious and critical
// violations, and screenshots for docs/screenshots/ (README links them).
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's source, evaluated in the page (the app's CSP forbids injected script tags). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 800 };

/**
 * Words no player should see: an i18n key ("lb.formula.album", "log.seat_bot"), a plural
 * written as "(n)" ("Karte(n)") or after the count 1 ("1 Rettungen"), or two end marks ("droht!."). Read from the visible text and from every aria-label, title,
 * placeholder and alt, so screen-reader users are covered too.
 */
export async function badWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const key = /(?<![\w./@-])[a-z][a-zA-Z]+(?:\.[a-zA-Z][\w]+)+(?![\w/@-])/g;
    const plural = /\w\((?:n|en|e|s|er)\)/g;
    // A plural after the count 1 ("1 Rettungen", "1 Filmrisse", "1 Dosen", "1 Stiche", "1 Aufträge"): German plural endings a
    // singular noun does not have (singulars like "Groschen" excepted).
    const onePlural = /(?<![\d.,:/-])\b1[ \u00a0](\p{Lu}[\p{L}-]*(?:ungen|isse|ien|nen|ten|sen|ern|kte|eise|iele|ilder|äne|ölle|iche|räge))\b/gu;
    // The English pages' nouns after 1 ("1 tricks", "1 objectives").
    const onePluralEn = /(?<![\d.,:/-])\b1[ \u00a0](tricks|objectives|pictures|cards|rounds|games|points|pebbles|cans|clues|batteries|posters)\b/g;
    // Singulars with such an ending: "1 Groschen", "1 Pferderennen" (Speedkleister's seventh kind).
    const singular = /(?:Groschen|[rR]ennen)$/;
    // Two end marks where a sentence has one: "Filmriss droht!." (three dots "..." are an ellipsis).
    const marks = /(?<![.])(?:[!?]\.|\.[!?]|\.\.)(?![./])/g;
    const found: string[] = [];
    const look = (text: string, where: string) => {
      for (const m of text.matchAll(key)) {
        // Domain-like words ("speedspiele.de") are not keys; keys have a known dictionary prefix shape.
        if (/\.(de|com|org|dev|md|ts|tsx|json|txt)$/.test(m[0])) continue;
        found.push(`${where}: ${m[0]}`);
      }
      for (const m of text.matchAll(plural)) found.push(`${where}: plural ${m[0]} in "${text.slice(0, 80)}"`);
      for (const m of text.matchAll(onePlural)) if (!singular.test(m[1]!)) found.push(`${where}: plural after 1: "${m[0]}"`);
      for (const m of text.matchAll(onePluralEn)) found.push(`${where}: plural after 1: "${m[0]}"`);
      for (const m of text.matchAll(marks)) found.push(`${where}: two end marks "${m[0]}" in "${text.slice(Math.max(0, m.index - 60), m.index + 2)}"`);
    };
    look(document.body.innerText, 'text');
    look(document.title, 'title');
    for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription]'))) {
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
        const v = el.getAttribute(attr);
        if (v) look(v, `${el.tagName.toLowerCase()}[${attr}]`);
      }
    }
    return [...new Set(found)];
  });
}

export interface AxeViolation { id: string; impact: string; help: string; nodes: string[] }

/** axe-core's serious and critical violations on the page as it is now (WCAG 2.x A/AA rules). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`),
      }));
  });
}

/** Both checks; a readable list of everything wrong on `where`. */
export async function inspect(page: Page, where: string): Promise<string[]> {
  const words = (await badWords(page)).map((w) => `${where}: ${w}`);
  const axe = (await axeViolations(page)).map((v) => `${where}: axe ${v.impact} ${v.id} (${v.help}): ${v.nodes.join(' | ')}`);
  return [...words, ...axe];
}

/** A screenshot of the viewport into docs/screenshots/<name>.png. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

/**
 * Controls smaller than a finger (40 px) on the page as it is: buttons, links standing alone (not
 * inside a sentence), folds' summaries, selects and the labels that carry a radio or a checkbox
 * (the label is what a finger hits). Hidden ones and the skip link (shown on keyboard focus) aside.
 * The pages' and the tables' alike (a game's board and end screen are inside `main`).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const els = document.querySelectorAll('main a, main button, main summary, main select, main label:has(input[type="radio"], input[type="checkbox"]), header a, header button');
    for (const el of Array.from(els)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('details:not([open])') && el.tagName !== 'SUMMARY') continue;
      // A link inside running text is sized by its sentence (WCAG 2.5.8's inline exception).
      if (el.tagName === 'A' && el.parentElement?.closest('p, li.log-line, td, .hint, small') && !el.classList.contains('btn')) continue;
      if (r.height < 40 || r.width < 40) small.push(`${el.tagName.toLowerCase()} "${((el as HTMLElement).innerText || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return small;
  });
}

/**
 * Words broken inside (a name wrapped as "Comp / uter…") or text clamped away ("Computer 2" with its
 * "(normal)" cut off) in the elements `selector` finds: a word whose box is on two lines, or an
 * element whose text is taller than its box.
 */
export async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => els.flatMap((el) => {
    const found: string[] = [];
    const text = (el.textContent ?? '').trim();
    if (el.scrollHeight > el.clientHeight + 1) found.push(`"${text}" clamped`);
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        if (range.getClientRects().length > 1) found.push(`"${m[0]}" broken in "${text}"`);
      }
    }
    return found;
  }));
}

/** Placeholders wider than their field ("Nachricht (höchstens 200 Zei"): the text measured in the field's font. */
export async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    return Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')).filter((el) => {
      if (el.offsetWidth === 0) return false;
      const s = getComputedStyle(el);
      ctx.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      return ctx.measureText(el.placeholder).width > room + 0.5;
    }).map((el) => el.placeholder);
  });
}

/** Whether the element is fully inside the viewport as the page is scrolled now. */
export async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  });
}

/** Texts cut short inside `selector` ("Computer 4 (no…"): elements whose own text is wider than their box. */
export async function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).first().evaluate((root) => Array.from(root.querySelectorAll('*'))
    .filter((el) => {
      if (!Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '')) return false;
      const s = getComputedStyle(el);
      return s.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1;
    })
    .map((el) => (el.textContent ?? '').trim().slice(0, 40)));
}

/** How far the document is wider than the viewport (0 = no sideways scrolling). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Sets the language the way the page remembers it, then reloads. */
export async function useLang(page: Page, l: 'de' | 'en'): Promise<void> {
  await page.evaluate((v) => localStorage.setItem('speedspiele.lang', v), l);
}
