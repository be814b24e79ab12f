// The chat tab: a game without other people has none; the unread count counts only messages you
// have not seen (not those you read in the waiting room, not after a reload), never your own.
// Speedkino's Kein Wort: from the deal the chat and the header's name editor say why they are
// closed instead of offering an input the server would refuse.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { andWaitForServer, launch, openPage } from './browser';
import { cutPlaceholders, useLang } from './inspect';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** Creates a table as this page's player (the page's own cookies) and opens it. */
async function openTable(page: Page, body: Record<string, unknown>): Promise<string> {
  const base = inject('baseUrl');
  await page.goto(`${base}/`);
  const res = await page.request.post(`${base}/api/tables`, { data: body, headers: { 'Content-Type': 'application/json' } });
  expect(res.status()).toBe(201);
  const { url } = (await res.json()) as { url: string };
  await page.goto(`${base}${url}`);
  return `${base}${url}`;
}

const badge = (page: Page) => page.getByTestId('chat-unread');

async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  await page.locator('.chat-text', { hasText: text }).first().waitFor();
}

it('a solo game has no chat tab', async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } }, { seenIntros: true });
  await openTable(page, { game: 'elster', mode: 'solo', computers: { count: 2 } });
  await page.getByTestId('elster-board').waitFor();
  await page.getByTestId('log-only').waitFor();
  expect(await page.locator('#tab-chat').count()).toBe(0);
  expect(await page.getByTestId('chat-input').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

it('unread counts only what you have not seen, and never your own messages (phones: log and chat are tabs)', async () => {
  const anna = await openPage(browser, { viewport: { width: 390, height: 844 } }, { seenIntros: true });
  const ben = await openPage(browser, { viewport: { width: 390, height: 844 } }, { seenIntros: true });
  const link = await openTable(anna.page, { game: 'elster', mode: 'multi', seats: 3, computers: { count: 1 }, settings: { thinkTime: null } });
  await ben.page.goto(link);
  await anna.page.locator('[data-testid^="waiting-seat-"].human').nth(1).waitFor();

  // The chat field says what it is in full on a phone, in both languages ("Nachricht (höchstens 200 Zei" was cut).
  await anna.page.getByTestId('chat-input').waitFor();
  expect(await cutPlaceholders(anna.page)).toEqual([]);
  await useLang(ben.page, 'en');
  await ben.page.reload();
  await ben.page.getByTestId('chat-input').waitFor();
  expect(await cutPlaceholders(ben.page)).toEqual([]);
  await useLang(ben.page, 'de');
  await ben.page.reload();

  // Read in the waiting room: seen, so no count once the game runs.
  await say(anna.page, 'Hallo Ben!');
  await ben.page.locator('.chat-text', { hasText: 'Hallo Ben!' }).waitFor();
  await anna.page.getByTestId('start-game').click();
  await anna.page.getByTestId('elster-board').waitFor();
  await ben.page.getByTestId('elster-board').waitFor();
  await expect.poll(() => badge(ben.page).count()).toBe(0);
  expect(await badge(anna.page).count()).toBe(0);

  // Anna writes from the chat tab and goes back to the log: her own message never counts.
  await anna.page.locator('#tab-chat').click();
  await say(anna.page, 'Viel Glück!');
  await say(anna.page, 'Und los.');
  await anna.page.locator('#tab-log').click();
  await ben.page.locator('#panel-chat .chat-text', { hasText: 'Und los.' }).waitFor({ state: 'attached' });
  await expect.poll(() => badge(ben.page).textContent()).toBe('2');
  expect(await badge(anna.page).count()).toBe(0);

  // Unseen stays unseen across a reload; seen stays seen.
  await ben.page.reload();
  await ben.page.getByTestId('elster-board').waitFor();
  await expect.poll(() => badge(ben.page).textContent()).toBe('2');
  await ben.page.locator('#tab-chat').click();
  expect(await badge(ben.page).count()).toBe(0);
  await ben.page.locator('#tab-log').click();
  expect(await badge(ben.page).count()).toBe(0);
  await ben.page.reload();
  await ben.page.getByTestId('elster-board').waitFor();
  await ben.page.locator('#panel-chat .chat-text', { hasText: 'Und los.' }).waitFor({ state: 'attached' });
  expect(await badge(ben.page).count()).toBe(0);

  // Ben answers: one new message for Anna, none for Ben.
  await ben.page.locator('#tab-chat').click();
  await say(ben.page, 'Danke!');
  await ben.page.locator('#tab-log').click();
  await expect.poll(() => badge(anna.page).textContent()).toBe('1');
  expect(await badge(ben.page).count()).toBe(0);

  // On a laptop log and chat are side by side: the chat is in view, so nothing is unread.
  await ben.page.setViewportSize({ width: 1280, height: 800 });
  // Beside the board the chat is narrow: its field still says what it is in full ("…an den Tisc").
  await ben.page.locator('#panel-chat').waitFor();
  expect(await cutPlaceholders(ben.page)).toEqual([]);
  await anna.page.locator('#tab-chat').click();
  await say(anna.page, 'Siehst du das?');
  await ben.page.locator('#panel-chat .chat-text', { hasText: 'Siehst du das?' }).waitFor();
  await ben.page.setViewportSize({ width: 390, height: 844 });
  await ben.page.locator('#tab-log').waitFor();
  expect(await badge(ben.page).count()).toBe(0);

  expect(anna.errors).toEqual([]);
  expect(ben.errors).toEqual([]);
  await anna.page.context().close();
  await ben.page.context().close();
});

it('Speedkino: from the deal the chat and renaming say they are locked, instead of an input that is refused', async () => {
  const anna = await openPage(browser, { viewport: { width: 390, height: 844 } }, { seenIntros: true });
  const ben = await openPage(browser, { viewport: { width: 1280, height: 800 } }, { seenIntros: true });
  const link = await openTable(anna.page, { game: 'kino', mode: 'multi', seats: 2, computers: { count: 0 }, settings: { thinkTime: null } });
  await ben.page.goto(link);
  await anna.page.locator('[data-testid^="waiting-seat-"].human').nth(1).waitFor();
  // The host's phone: the link shows its end (the table's code), and Start comes right after the
  // seats, before the settings and the chat (it was 1,700 px down).
  const share = anna.page.getByTestId('share-link');
  expect(await share.evaluate((el: HTMLInputElement) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1)).toBe(true);
  const top = (sel: string) => anna.page.locator(sel).first().evaluate((el) => el.getBoundingClientRect().top);
  expect(await top('[data-testid="start-game"]')).toBeLessThan(await top('#settings-title'));
  expect(await top('[data-testid="start-game"]')).toBeGreaterThan(await top('#seats-title'));
  // While the table waits the chat is open.
  await say(anna.page, 'Viel Glück!');
  await anna.page.getByTestId('start-game').click();
  for (const p of [anna.page, ben.page]) await p.getByTestId('kino-board').waitFor();

  // From the deal, before anyone moved, the chat is locked: each already sees the other's cans.
  await anna.page.locator('#tab-chat').click();
  await anna.page.getByTestId('chat-locked').waitFor({ state: 'attached' });
  expect(await anna.page.getByTestId('chat-input').count()).toBe(0);

  // Whoever begins puts a can on its reel.
  const first = (await anna.page.locator('[data-testid^="target-"]').count()) > 0 ? anna.page : ben.page;
  await first.locator('[data-testid^="target-"]').first().waitFor();
  await first.locator('[data-testid^="own-"]').first().click();
  await andWaitForServer(first, () => first.getByTestId('play').click());

  for (const p of [anna.page, ben.page]) {
    await p.getByTestId('chat-locked').waitFor({ state: 'attached' });
    expect(await p.getByTestId('chat-locked').textContent()).toMatch(/Während der Vorstellung sind Chat und Namensänderung gesperrt/);
    expect(await p.getByTestId('chat-input').count()).toBe(0);
    // The earlier message stays readable.
    expect(await p.locator('.chat-text', { hasText: 'Viel Glück!' }).count()).toBe(1);
    // The name in the header: a lock, and a tap says why instead of opening the editor.
    const name = p.getByTestId('my-name');
    expect(await name.getAttribute('data-locked')).toBe('');
    await name.click();
    await p.locator('.toast', { hasText: 'Namensänderung gesperrt' }).waitFor();
    expect(await p.locator('#name-input').count()).toBe(0);
  }

  expect(anna.errors).toEqual([]);
  expect(ben.errors).toEqual([]);
  await anna.page.context().close();
  await ben.page.context().close();
});
