// Headless Debian Chromium through playwright-core (never a downloaded browser), and the few
// helpers every browser test shares: a page with one generous step timeout, and waiting for the
// server's answer to a click (the table page's stream version, `data-v`).
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { STEP_TIMEOUT_MS } from './seed';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** The games' first-turn windows (web/ui/FirstTurn.tsx) remember on the device that they were shown. */
const INTRO_KEYS = ['elster', 'kleister', 'album'].map((g) => `speedspiele.${g}.introSeen`);

/**
 * A page in its own context (own cookies = own player); every wait on it may take one step timeout.
 * `seenIntros`: a device that has seen every game's first-turn window already (tests about
 * something else).
 */
export async function openPage(
  browser: Browser, options: BrowserContextOptions, { seenIntros = false } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  if (seenIntros) await context.addInitScript((keys) => { for (const k of keys) localStorage.setItem(k, '1'); }, INTRO_KEYS);
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

/** The stream version the table page shows. */
export async function tableVersion(page: Page): Promise<number> {
  const v = await page.getByTestId('table-page').getAttribute('data-v');
  if (v === null) throw new Error('the table page shows no stream version');
  return Number(v);
}

/** Runs `act` (a click or key press that sends something) and waits until the server answered it. */
export async function andWaitForServer(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await tableVersion(page);
  await act();
  await page.waitForFunction(
    (v) => Number(document.querySelector('[data-testid="table-page"]')?.getAttribute('data-v')) > v,
    before,
    { timeout: STEP_TIMEOUT_MS },
  );
}

/** Opens the foyer's closed "Einstellungen" of the Freie Partie (`solo`: its form): Bedenkzeit, house rules, Turbo. */
export async function openSoloSettings(solo: Locator): Promise<void> {
  const fold = solo.getByTestId('solo-settings-fold');
  if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator('summary').click();
}
