/**
 * Reviews from paid clients in a real Chromium against the production build (issue 12). The
 * site starts on a DATA_DIR prepared before it (support/reviews-data.ts): the seeded content, a
 * client (Nodira, the OneID stand-in's citizen 2) whose order of a specialist's service is done,
 * the specialist's account (Aziz, citizen 1), and other clients' reviews. The client leaves a review
 * from the order page choosing the stars with the keyboard, finds it on the specialist's profile
 * with the "verified client" badge and edits it there; the specialist answers it; another reader
 * (Dilnoza, citizen 0) reports it; "Show more" reads the next page; axe on the profile, light and dark.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newWatchedPage, returningVisitor, seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';
import { newDataDir } from './support/data-dir.js';
import { signInFromHeader, startSiteWithOneId, type SignInServers } from './support/sign-in.js';

jest.setTimeout(240_000);

const CITIZEN = { reader: 0, specialist: 1, client: 2 } as const;
const TEXT = 'The consultation was thorough: every step of the divorce procedure was explained, with a list of documents.';
const EDITED = `${TEXT} Edited: the court filing went smoothly too.`;

let servers: SignInServers;
let browser: Browser;
let data: { nickname: string; serviceId: number; orderId: number };

beforeAll(async () => {
  const dataDir = newDataDir('huquq-e2e-reviews-');
  const prepared = spawnSync(path.resolve('node_modules/.bin/tsx'), ['tests/e2e/support/reviews-data.ts', dataDir], { encoding: 'utf8' });
  if (prepared.status !== 0) throw new Error(`reviews-data.ts failed: ${prepared.stderr}`);
  data = JSON.parse(prepared.stdout.trim().split('\n').pop() ?? '{}') as typeof data;
  servers = await startSiteWithOneId({ DATA_DIR: dataDir });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await servers?.stop();
});

const origin = () => servers.site.origin;

/** A fresh visitor (English, 1280×900) signed in as the stand-in's citizen, on `where`. */
async function visitor(citizen: number, where: string): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await returningVisitor(context, origin(), 'en');
  const { page, problems } = await newWatchedPage(context);
  await page.goto(`${origin()}/en`);
  await waitForHydration(page);
  await signInFromHeader(page, citizen);
  await page.goto(origin() + where);
  await waitForHydration(page);
  return { context, page, problems };
}

/** With E2E_SCREENSHOTS=1: the page (or one part of it) at 390 and 1440 px, light and dark, in screenshots/. */
async function shoot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync('screenshots', { recursive: true });
  const before = page.viewportSize();
  // From the top: a full-page picture taken scrolled down draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [device, size] of [
    ['mobile', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `screenshots/reviews-${name}-${device}-${colorScheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (before) await page.setViewportSize(before);
}

/** The review whose text starts so, on the page. */
const reviewCard = (page: Page, text: string) =>
  page.locator('[data-testid="review"]', { has: page.locator('[data-testid="review-text"]', { hasText: text }) });

test('the client reviews the done order with the keyboard, sees it on the profile with the badge, and edits it', async () => {
  const { context, page, problems } = await visitor(CITIZEN.client, `/en/home/orders/${data.orderId}`);
  const item = page.locator('[data-testid="order-item-review"]');
  await item.locator('[data-testid="leave-review"]').click();
  const form = item.locator('[data-testid="review-form"]');
  await form.waitFor();

  // Too short: the counter says so, the form keeps the text and names the problem.
  await form.locator('[data-testid="review-input"]').fill('Good work.');
  await expect(form.locator('[data-testid="review-counter"]').textContent()).resolves.toBe('10 / 2,000: at least 20');
  await form.locator('[data-testid="review-send"]').click();
  await expect(form.textContent()).resolves.toContain('Choose from 1 to 5 stars.');
  await expect(form.textContent()).resolves.toContain('Write at least 20 characters.');
  await expect(form.locator('[data-testid="review-input"]').inputValue()).resolves.toBe('Good work.');

  // The stars are a radio group: Tab reaches it (backwards, at its last star), the arrows choose.
  const chosen = () => page.evaluate(() => (document.querySelector('input[name="stars"]:checked') as HTMLInputElement | null)?.value ?? null);
  await form.locator('[data-testid="review-input"]').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).resolves.toBe('stars');
  await expect(chosen()).resolves.toBeNull();
  await page.keyboard.press('ArrowLeft');
  await expect(chosen()).resolves.toBe('4');
  await page.keyboard.press('ArrowLeft');
  await expect(chosen()).resolves.toBe('3');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(chosen()).resolves.toBe('5');
  await expect(form.locator('[data-testid="star-name"]').textContent()).resolves.toBe('Excellent');

  await form.locator('[data-testid="review-input"]').fill(TEXT);
  await expect(form.locator('[data-testid="review-counter"]').textContent()).resolves.toBe(`${TEXT.length} / 2,000`);
  await shoot(page, 'order-form');
  await form.locator('[data-testid="review-send"]').click();
  const own = item.locator('[data-testid="own-review"]');
  await own.waitFor();
  await expect(own.locator('[data-testid="own-review-text"]').textContent()).resolves.toBe(TEXT);
  await expect(own.locator('[data-testid="own-review-edit"]').isVisible()).resolves.toBe(true);
  await expect(own.textContent()).resolves.toMatch(/You can edit it until \w{3} \d{1,2}, \d{4}\./);
  await shoot(page, 'order-reviewed');

  // On the profile: newest first, with the badge and the month, the stars, the text in English.
  await own.locator('[data-testid="own-review-view"]').click();
  await page.waitForURL(`${origin()}/en/${data.nickname}#reviews`);
  await waitForHydration(page);
  await reviewCard(page, TEXT).waitFor();
  const id = await reviewCard(page, TEXT).getAttribute('data-review-id');
  const card = page.locator(`[data-review-id="${id}"]`);
  await expect(page.locator('[data-testid="review"]').first().getAttribute('data-review-id')).resolves.toBe(id);
  await expect(card.locator('[data-testid="verified-client"]').textContent()).resolves.toBe('Verified client');
  await expect(card.locator('[data-testid="review-author"]').textContent()).resolves.toBe('Nodira R.');
  await expect(card.locator('[data-testid="review-text"]').getAttribute('lang')).resolves.toBe('en');
  expect(await card.locator('[data-stars]').first().getAttribute('data-stars')).toBe('5');

  // The author edits it there (their actions arrive once the page runs).
  await card.locator('[data-testid="review-edit"]').click();
  await card.locator('[data-testid="review-input"]').fill(EDITED);
  await card.locator('[data-testid="review-send"]').click();
  await card.locator('[data-testid="review-edited"]').waitFor();
  await expect(card.locator('[data-testid="review-text"]').textContent()).resolves.toBe(EDITED);
  expect(problems.messages).toEqual([]);
  await context.close();
});

test('the specialist answers it once, publicly', async () => {
  const { context, page, problems } = await visitor(CITIZEN.specialist, `/en/${data.nickname}`);
  const card = reviewCard(page, TEXT);
  await card.locator('[data-testid="review-answer-open"]').click();
  await card.locator('[data-testid="answer-text"]').fill('Thank you, Nodira! Good luck with the case.');
  await card.locator('[data-testid="answer-send"]').click();
  await card.locator('[data-testid="review-answer"]').waitFor();
  await expect(card.locator('[data-testid="review-answer-open"]').count()).resolves.toBe(0);
  // Everyone sees it: a fresh load shows it from the server.
  await page.reload();
  await waitForHydration(page);
  await expect(reviewCard(page, TEXT).locator('[data-testid="review-answer"]').textContent()).resolves.toContain('Thank you, Nodira! Good luck with the case.');
  expect(problems.messages).toEqual([]);
  await context.close();
});

test('another reader reports it (it stays), reads more reviews, and the profile passes axe in light and dark', async () => {
  const { context, page, problems } = await visitor(CITIZEN.reader, `/en/${data.nickname}`);
  const card = reviewCard(page, TEXT);
  await card.locator('[data-testid="review-report"]').click();
  const dialog = page.locator('[data-testid="dialog"]');
  await dialog.waitFor();
  await dialog.locator('textarea').fill('This looks like an advertisement.');
  await dialog.locator('[data-testid="report-send"]').click();
  await dialog.getByText('Thank you: a moderator will look at this review.').waitFor();
  await dialog.locator('[data-testid="report-close"]').click();
  await dialog.waitFor({ state: 'detached' });
  await card.locator('[data-testid="review-reported"]').waitFor();
  await expect(card.isVisible()).resolves.toBe(true);

  // "Show more" reads the next page from GET /reviews.
  const reviews = page.locator('[data-testid="review"]');
  const shown = await reviews.count();
  const total = await page.locator('[data-testid="reviews"]').getAttribute('data-total');
  // A page at a time, until every review is there (the seed's clients reviewed this specialist too).
  for (let count = shown; count < Number(total); count = await reviews.count()) {
    await page.locator('[data-testid="reviews-show-more"]').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="review"]').length > n, count);
  }
  expect(await reviews.count()).toBe(Number(total));
  await expect(page.locator('[data-testid="reviews-show-more"]').count()).resolves.toBe(0);

  await shoot(page, 'profile');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect({ colorScheme, violations: await seriousAxeViolations(page) }).toEqual({ colorScheme, violations: [] });
  }
  expect(problems.messages).toEqual([]);
  await context.close();
});
