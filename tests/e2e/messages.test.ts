/**
 * The conversation pages (issue 31) in a real Chromium against the production build, with two
 * people in two browser contexts: Dilnoza Yusupova (the OneID stand-in's citizen 0) asks, and Aziz
 * Karimov (citizen 1, made the specialist of a service priced "from" by support/ask-data.ts)
 * answers. The question is seeded through the API; the specialist's answer, typed in the thread's
 * composer, appears in the client's open thread without a reload (the live stream), and the
 * client's page marking it read turns the specialist's ✓ into ✓✓. A file attached in the composer
 * arrives as a thumbnail. The specialist sends a quote from the thread (one below the "from" price
 * is refused at the price field); it appears in the client's thread live, the client accepts it
 * and the basket holds it at the quote's price. The list and the thread in light and dark, on a
 * phone (390 px) and a desktop (1280 px): axe finds nothing serious or critical.
 *
 * With E2E_SCREENSHOTS=1 the list and the thread (the client's, and the specialist's with the
 * quote form open) are photographed at 390 and 1280 px, light and dark, into screenshots/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Conversation } from '../../shared/api/messages/contract';
import type { Basket } from '../../shared/api/orders/contract';
import { launchBrowser, newWatchedPage, returningVisitor, seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';
import { newDataDir } from './support/data-dir.js';
import { signInFromHeader, startSiteWithOneId, type SignInServers } from './support/sign-in.js';

jest.setTimeout(300_000);

const QUESTION = 'Assalomu alaykum! The landlord keeps my deposit. Details: https://lex.uz/docs/111 — what can I do?';
const ANSWER = 'Vaalaykum assalom. Send me the rental contract, please: I will read it today.';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface Person {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

let servers: SignInServers;
let browser: Browser;
let data: { nickname: string; specialistId: number; serviceId: number };
let client: Person;
let specialist: Person;
let conversationId: number;

const origin = () => servers.site.origin;

async function person(citizen: number): Promise<Person> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await returningVisitor(context, origin(), 'en');
  const { page, problems } = await newWatchedPage(context);
  await open(page, '/en');
  await signInFromHeader(page, citizen);
  return { context, page, problems };
}

beforeAll(async () => {
  const dataDir = newDataDir('huquq-e2e-messages-');
  const prepared = spawnSync(path.resolve('node_modules/.bin/tsx'), ['tests/e2e/support/ask-data.ts', dataDir], { encoding: 'utf8' });
  if (prepared.status !== 0) throw new Error(`ask-data.ts failed: ${prepared.stderr}`);
  data = JSON.parse(prepared.stdout.trim().split('\n').pop() ?? '{}') as typeof data;
  servers = await startSiteWithOneId({ DATA_DIR: dataDir });
  browser = await launchBrowser();
  client = await person(0);
  specialist = await person(1);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await servers?.stop();
});

async function open(page: Page, to: string): Promise<void> {
  await page.goto(`${origin()}${to}`);
  await waitForHydration(page);
}

/** A write through the API with the page's session, as the site's own scripts send it. */
async function apiPost<T>(page: Page, to: string, body?: unknown): Promise<T> {
  const response = await page.request.post(`${origin()}/api/v1${to}?lang=en`, {
    headers: { 'x-requested-with': 'huquq', 'content-type': 'application/json' },
    data: body === undefined ? '' : JSON.stringify(body),
  });
  if (!response.ok()) throw new Error(`POST ${to} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function apiGet<T>(page: Page, to: string): Promise<T> {
  const response = await page.request.get(`${origin()}/api/v1${to}${to.includes('?') ? '&' : '?'}lang=en`);
  if (!response.ok()) throw new Error(`GET ${to} answered ${response.status()}`);
  return (await response.json()) as T;
}

const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** With E2E_SCREENSHOTS=1: the page at 390 and 1280 px, light and dark, in screenshots/. */
async function shoot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync('screenshots', { recursive: true });
  const before = page.viewportSize();
  for (const [device, size] of [
    ['mobile', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme });
      // From the top: the site's sticky header would otherwise sit in the middle of a full-page shot.
      await page.evaluate(() => window.scrollTo(0, 0));
      // The colours ease into the new scheme: a shot at once catches them halfway.
      await page.waitForTimeout(500);
      await page.screenshot({ path: `screenshots/messages-${name}-${device}-${colorScheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (before) await page.setViewportSize(before);
}

/** axe on a phone and a desktop, light and dark (the page's colours follow the system's). */
async function axeEverywhere(page: Page): Promise<void> {
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect({ width, colorScheme, violations: await seriousAxeViolations(page) }).toEqual({ width, colorScheme, violations: [] });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (before) await page.setViewportSize(before);
}

test('the client asks; the specialist’s answer appears in the client’s open thread without a reload, and is marked seen', async () => {
  const asked = await apiPost<Conversation>(client.page, '/me/conversations', {
    specialistId: data.specialistId,
    serviceId: data.serviceId,
    message: QUESTION,
  });
  conversationId = asked.id;

  // The client's thread is open; their question is there, its link clickable and marked.
  await open(client.page, `/en/home/messages/${conversationId}`);
  const mine = client.page.locator('[data-testid="message"][data-mine="true"]').first();
  await expect(mine.locator('[data-testid="message-text"]').textContent()).resolves.toBe(QUESTION);
  await expect(mine.locator('a').getAttribute('rel')).resolves.toBe('nofollow ugc noopener');
  await expect(mine.getAttribute('data-receipt')).resolves.toBe('sent');

  // The specialist's list shows it unread; the thread opens from it.
  await open(specialist.page, '/en/home/messages');
  const row = specialist.page.locator(`[data-testid="conversation"][data-id="${conversationId}"]`);
  await expect(row.getAttribute('data-unread')).resolves.toBe('1');
  await expect(text(specialist.page, `[data-testid="conversation"][data-id="${conversationId}"] [data-testid="conversation-excerpt"]`)).resolves.toBe(QUESTION);
  await shoot(specialist.page, 'list');
  await axeEverywhere(specialist.page);
  await row.locator('a').click();
  await specialist.page.waitForURL(`${origin()}/en/home/messages/${conversationId}`);
  await waitForHydration(specialist.page);
  // Reading it tells the client's page: their question is seen (✓✓), live.
  await client.page.waitForSelector('[data-testid="message"][data-mine="true"][data-receipt="seen"]', { timeout: 10_000 });

  // The specialist answers from the composer; the client's open page shows it without a reload.
  const url = client.page.url();
  await specialist.page.locator('[data-testid="composer-text"]').fill(ANSWER);
  await specialist.page.locator('[data-testid="composer-send"]').click();
  await specialist.page.locator('[data-testid="message"][data-mine="true"]', { hasText: ANSWER }).waitFor();
  await expect(specialist.page.locator('[data-testid="composer-text"]').inputValue()).resolves.toBe('');
  const answer = client.page.locator('[data-testid="message"][data-mine="false"]', { hasText: ANSWER });
  await answer.waitFor({ timeout: 10_000 });
  expect(client.page.url()).toBe(url);
  await expect(client.page.locator('[data-testid="message"]', { hasText: ANSWER }).count()).resolves.toBe(1);
  // The client's page is open on it: the answer is marked seen on the specialist's side.
  await specialist.page.waitForSelector('[data-testid="message"][data-mine="true"][data-receipt="seen"]', { timeout: 10_000 });

  // A file from the composer: a thumbnail on both sides.
  await client.page.locator('[data-testid="composer-file-input"]').setInputFiles({ name: 'contract-photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(text(client.page, '[data-testid="composer-files"]')).resolves.toContain('contract-photo.png');
  await client.page.locator('[data-testid="composer-text"]').fill('Here is the contract’s first page.');
  await client.page.locator('[data-testid="composer-send"]').click();
  await client.page.locator('[data-testid="message"][data-mine="true"] [data-testid="message-image"]').waitFor();
  await specialist.page.locator('[data-testid="message"][data-mine="false"] [data-testid="message-image"]').waitFor({ timeout: 10_000 });
  // A file the site does not take is refused in the composer, in the page's language.
  await client.page.locator('[data-testid="composer-file-input"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(text(client.page, '[data-testid="composer-refusals"]')).resolves.toBe('notes.txt: only PDF, DOCX, JPEG and PNG files can be sent.');

  // The client's list follows too: the specialist's next message is its excerpt, without a reload.
  await open(client.page, '/en/home/messages');
  const excerpt = `[data-testid="conversation"][data-id="${conversationId}"] [data-testid="conversation-excerpt"]`;
  await expect(text(client.page, excerpt)).resolves.toBe('You: Here is the contract’s first page.');
  await apiPost(specialist.page, `/me/conversations/${conversationId}/messages`, { text: 'Thank you, I have it.' });
  await client.page.waitForFunction((selector) => document.querySelector(selector)?.textContent === 'Thank you, I have it.', excerpt, { timeout: 10_000 });
  await expect(client.page.locator(`[data-testid="conversation"][data-id="${conversationId}"]`).getAttribute('data-unread')).resolves.toBe('1');

  expect(client.problems.messages).toEqual([]);
  expect(specialist.problems.messages).toEqual([]);
});

test('the specialist sends a quote from the thread; it appears in the client’s thread live; accepted, it is in the basket at its price', async () => {
  const page = specialist.page;
  await open(client.page, `/en/home/messages/${conversationId}`);
  await open(page, `/en/home/messages/${conversationId}`);
  await page.locator('[data-testid="quote-panel"] summary').click();
  const form = page.locator('[data-testid="quote-form"]');
  await form.waitFor();
  await form.locator('[data-testid="quote-service"]').selectOption(String(data.serviceId));
  const service = await apiGet<{ price: number }>(page, `/services/${data.serviceId}`);
  await form.locator('[data-testid="quote-description"]').fill('Reading the contract, a claim to the landlord and court if needed.');
  await form.locator('[data-testid="quote-days"]').fill('10');
  // Below the "from" price: refused at the price field.
  await form.locator('[data-testid="quote-price-input"]').fill(String(Math.floor(service.price / 100) - 1));
  await form.locator('[data-testid="quote-send"]').click();
  await expect(text(page, '[data-testid="quote-price-error"]')).resolves.toMatch(/not be below|below/i);
  await shoot(page, 'thread-specialist-quote-form');
  await axeEverywhere(page);

  const price = service.price + 50_000_000;
  await form.locator('[data-testid="quote-price-input"]').fill(String(price / 100));
  await form.locator('[data-testid="quote-send"]').click();
  await page.locator('[data-testid="quote"][data-state="offered"]').waitFor({ timeout: 10_000 });

  // The client's open thread shows it without a reload; they accept it.
  const quote = client.page.locator('[data-testid="quote"][data-state="offered"]');
  await quote.waitFor({ timeout: 10_000 });
  await expect(text(client.page, '[data-testid="quote"] [data-testid="quote-price"]')).resolves.toBe(
    `${new Intl.NumberFormat('en-US').format(price / 100)} UZS`,
  );
  await shoot(client.page, 'thread-client');
  await axeEverywhere(client.page);
  await quote.locator('[data-testid="quote-accept"]').click();
  await client.page.locator('[data-testid="quote"][data-state="accepted"] [data-testid="quote-basket"]').waitFor();
  const basket = await apiGet<Basket>(client.page, '/me/basket');
  expect(basket.items).toEqual([expect.objectContaining({ serviceId: data.serviceId, price, quantity: 1 })]);
  // The basket's count in the header follows.
  await client.page.waitForFunction(() => document.querySelector('[data-testid="basket-count"]')?.textContent?.trim() === '1', undefined, { timeout: 10_000 });
  await client.page.locator('[data-testid="quote-basket"]').click();
  await client.page.waitForURL(`${origin()}/en/basket`);
  // The specialist's thread learns of the answer live.
  await page.locator('[data-testid="quote"][data-state="accepted"]').waitFor({ timeout: 10_000 });
  await shoot(page, 'thread-specialist');

  expect(client.problems.messages).toEqual([]);
  // The refused quote is the one failed request the browser reports (its 422 is the test's own doing).
  expect(specialist.problems.messages.filter((message) => !/status of 422 .*\/quotes\?/.test(message))).toEqual([]);
});
