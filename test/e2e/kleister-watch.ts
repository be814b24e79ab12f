// Watches a Speedkleister table for as long as a browser test plays on it, on every change of the
// page (computers move between the person's steps faster than a test could look): what the person
// reads must be true and whole. Violations are collected in the page and read at the end.
//   const watch = await watchTable(page); … expect(await watch()).toEqual([]);
import type { Page } from 'playwright-core';

export async function watchTable(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    const check = () => {
      const board = document.querySelector('[data-testid="kleister-board"]');
      if (!board || !board.matches('.phase-play, .phase-decide, .phase-return, .phase-draw')) return;
      // Another's turn (nothing owed by you): no group bar to press, no "Tippe Plakate an".
      if (!board.querySelector('[data-testid="prompt"].mine')) {
        const prompt = board.querySelector('[data-testid="prompt"]')?.textContent ?? '';
        if (!prompt.trim()) seen.add('another\'s turn without a prompt saying whose');
        if (board.querySelector('.kl-groupbar button:not([disabled])')) seen.add(`group bar enabled while: ${prompt}`);
        const effect = board.querySelector('[data-testid="effect-line"]');
        if (effect) seen.add(`hint "${effect.textContent}" while: ${prompt}`);
      }
      // What the others did last, whole and without "(du)".
      for (const el of Array.from(board.querySelectorAll<HTMLElement>('.kl-opponents .kl-col-last'))) {
        if (el.scrollWidth > el.clientWidth + 1) seen.add(`cut: ${el.textContent}`);
        if (/\((du|you)\)/.test(el.textContent ?? '')) seen.add(`"(du)" in: ${el.textContent}`);
      }
      // Your column is "noch leer" only before your first group.
      const mine = board.querySelector('.kl-column.mine');
      const last = mine?.querySelector('.kl-col-last')?.textContent ?? '';
      const empty = mine?.querySelector('.kl-col-empty')?.textContent ?? '';
      if (empty === 'noch leer' && last !== 'noch nichts') seen.add(`"noch leer" after "${last}"`);
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    check();
    (window as unknown as { kleisterWatch: Set<string> }).kleisterWatch = seen;
  });
  return () => page.evaluate(() => [...(window as unknown as { kleisterWatch: Set<string> }).kleisterWatch]);
}
