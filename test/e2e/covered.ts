// A box that stays on screen while the page scrolls (fixed or sticky) must never sit on the board:
// a new player on a phone found Speedkleister's decision box and Speedalbum's choice dock with
// Rat's answer over the board, which carried on beneath them. Checked by geometry, at every scroll
// position from the top of the page to its bottom, so it holds however the box is positioned.
import type { Page } from 'playwright-core';

/**
 * The parts of `board` that lie beneath `box` on the screen at some scroll position, as
 * "tag.class at scroll y": the page scrolls from its top to its bottom in steps of a third of
 * the screen, and at each step every element of the board on screen (not inside the box, not
 * around it) whose box meets the box's is named. Empty when nothing of the board is ever hidden.
 * The page is scrolled back to its top afterwards.
 */
export async function hiddenUnder(page: Page, board: string, box: string): Promise<string[]> {
  return page.evaluate(async ({ board, box }) => {
    const root = document.querySelector(board);
    const bar = document.querySelector(box);
    if (!root || !bar) throw new Error(`no ${root ? box : board} on the page`);
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const step = Math.max(1, Math.floor(window.innerHeight / 3));
    const found = new Set<string>();
    for (let y = 0; ; y = Math.min(y + step, max)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      const b = bar.getBoundingClientRect();
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (bar.contains(el) || el.contains(bar) || getComputedStyle(el).visibility === 'hidden') continue;
        const r = el.getBoundingClientRect();
        // Screen-reader-only text (1 px) and what is off the screen are not hidden by the box.
        if (r.width <= 1 || r.height <= 1 || r.bottom <= 0 || r.top >= window.innerHeight) continue;
        if (r.right > b.left + 1 && r.left < b.right - 1 && r.bottom > b.top + 1 && r.top < b.bottom - 1) {
          found.add(`${el.tagName.toLowerCase()}${Array.from(el.classList).map((c) => `.${c}`).join('')} at scroll ${Math.round(window.scrollY)}`);
        }
      }
      if (y >= max) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...found];
  }, { board, box });
}

/** The heights of the visible buttons in `box` that are shorter than `min` px (finger-sized: 40). */
export async function shortButtons(page: Page, box: string, min = 40): Promise<string[]> {
  return page.locator(`${box} button`).evaluateAll((els, least) => els.flatMap((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height >= least) return [];
    return [`${(el as HTMLElement).dataset.testid ?? el.textContent?.trim()}: ${Math.round(r.height)} px`];
  }), min);
}
