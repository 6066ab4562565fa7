/**
 * Asking a specialist (issue 31) in a real Chromium against the production build. A guest opens a
 * specialist's profile, presses "Ask a question", types in the dialog and presses "Sign in and
 * send": OneID's stand-in, and back on the question's page the text is there; Send opens the new
 * conversation. "Ask for a price" on a service priced "from" opens the same dialog about that
 * service, its first line asking the price. Then the offer's traces: the specialist (Aziz Karimov,
 * the stand-in's citizen 1, made the service's specialist by support/ask-data.ts) sends an offer,
 * the client accepts it (the basket shows it at the offer's price, as one), pays it through Payme's
 * endpoint, and the order page links the conversation and names the offer. axe finds nothing
 * serious in the dialog, the basket and the order, light and dark.
 *
 * With E2E_SCREENSHOTS=1 the dialog, the basket with the offer and the order page are photographed
 * (390 and 1280 px, light and dark) into screenshots/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Conversation, Quote } from '../../shared/api/messages/contract';
import type { OwnOrder } from '../../shared/api/orders/contract';
import { launchBrowser, newWatchedPage, returningVisitor, seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';
import { newDataDir } from './support/data-dir.js';
import { signInFromHeader, startSiteWithOneId, type SignInServers } from './support/sign-in.js';

jest.setTimeout(300_000);

const PAYME = { PAYME_MERCHANT_ID: 'e2emerchant', PAYME_MERCHANT_KEY: 'e2e-payme-key' };
const QUESTION = 'Assalomu alaykum! My employer has not paid my salary for three months. What can I do?';

let servers: SignInServers;
let browser: Browser;
let data: { nickname: string; specialistId: number; serviceId: number };

beforeAll(async () => {
  const dataDir = newDataDir('huquq-e2e-ask-');
  const prepared = spawnSync(path.resolve('node_modules/.bin/tsx'), ['tests/e2e/support/ask-data.ts', dataDir], { encoding: 'utf8' });
  if (prepared.status !== 0) throw new Error(`ask-data.ts failed: ${prepared.stderr}`);
  data = JSON.parse(prepared.stdout.trim().split('\n').pop() ?? '{}') as typeof data;
  // Payme's checkout is never opened: the test pays through the endpoint as Payme would.
  servers = await startSiteWithOneId({ DATA_DIR: dataDir, ...PAYME, PAYME_CHECKOUT_URL: 'https://checkout.paycom.uz' });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await servers?.stop();
});

const origin = () => servers.site.origin;

async function visitor(): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await returningVisitor(context, origin(), 'en');
  const { page, problems } = await newWatchedPage(context);
  return { context, page, problems };
}

async function open(page: Page, to: string): Promise<void> {
  await page.goto(`${origin()}${to}`);
  await waitForHydration(page);
}

/** A write through the API with the page's session, as the site's own scripts send it. */
async function apiPost<T>(page: Page, to: string, body?: unknown): Promise<T> {
  const response = await page.request.post(
    `${origin()}/api/v1${to}?lang=en`,
    body === undefined
      ? { headers: { 'x-requested-with': 'huquq' } }
      : { headers: { 'x-requested-with': 'huquq', 'content-type': 'application/json' }, data: JSON.stringify(body) },
  );
  if (!response.ok()) throw new Error(`POST ${to} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function apiGet<T>(page: Page, to: string): Promise<T> {
  const response = await page.request.get(`${origin()}/api/v1${to}${to.includes('?') ? '&' : '?'}lang=en`);
  if (!response.ok()) throw new Error(`GET ${to} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** With E2E_SCREENSHOTS=1: the page (or one part of it) at 390 and 1280 px, light and dark, in screenshots/. */
async function shoot(page: Page, name: string, part?: string): Promise<void> {
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
      await page.waitForTimeout(300);
      const file = `screenshots/ask-${name}-${device}-${colorScheme}.png`;
      // A dialog is seen over the screen it opened on; a page whole.
      if (part) await page.locator(part).screenshot({ path: file });
      else await page.screenshot({ path: file, fullPage: name !== 'dialog' });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (before) await page.setViewportSize(before);
}

/** axe in light and dark: the page's colours follow the system's. */
async function axeInBothModes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect({ colorScheme, violations: await seriousAxeViolations(page) }).toEqual({ colorScheme, violations: [] });
  }
  await page.emulateMedia({ colorScheme: null });
}

test('a guest types a question on a profile, signs in through OneID, finds the text kept, sends it and lands on the conversation', async () => {
  const { context, page, problems } = await visitor();
  await open(page, `/en/${data.nickname}`);
  const ask = page.locator('[data-testid="ask-question"]');
  // Without JavaScript it is the question's page.
  await expect(ask.getAttribute('href')).resolves.toBe(`/en/home/messages/new?specialist=${data.nickname}`);
  await ask.click();
  const dialog = page.locator('[data-testid="ask-dialog"]');
  await dialog.locator('[data-testid="ask-form"]').waitFor();
  expect(page.url()).toBe(`${origin()}/en/${data.nickname}`);
  await expect(dialog.locator('[data-testid="ask-send"]').textContent()).resolves.toContain('Sign in and send');
  await dialog.locator('textarea[name="message"]').fill(QUESTION);
  await axeInBothModes(page);
  await shoot(page, 'dialog');

  // Escape closes it; opened again, what was typed is still there (kept in the tab).
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await ask.click();
  await dialog.locator('[data-testid="ask-form"]').waitFor();
  await page.waitForFunction((text) => (document.querySelector('[data-testid="ask-dialog"] textarea') as HTMLTextAreaElement | null)?.value === text, QUESTION);

  await dialog.locator('[data-testid="ask-send"]').click();
  await page.waitForURL(/\/_oneid\//);
  await page.locator('button[name="citizen"][value="0"]').click();
  await page.waitForURL(`${origin()}/en/home/messages/new?specialist=${data.nickname}`, { timeout: 30_000 });
  await waitForHydration(page);
  await page.locator('[data-testid="ask-restored"]').waitFor();
  await expect(page.locator('textarea[name="message"]').inputValue()).resolves.toBe(QUESTION);
  await expect(page.locator('[data-testid="ask-send"]').textContent()).resolves.toContain('Send');

  await page.locator('[data-testid="ask-send"]').click();
  await page.waitForURL(/\/en\/home\/messages\/\d+$/, { timeout: 15_000 });
  const id = Number(/\/messages\/(\d+)$/.exec(page.url())![1]);
  const conversation = await apiGet<Conversation>(page, `/me/conversations/${id}`);
  expect(conversation.counterpart).toMatchObject({ kind: 'specialist', specialistId: data.specialistId });
  expect(conversation.messages.map((message) => message.text)).toEqual([QUESTION]);
  // Sent: nothing of it waits in the tab any more.
  await expect(page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.startsWith('huquq:ask:')))).resolves.toEqual([]);
  expect(problems.messages).toEqual([]);
  await context.close();
});

test('“Ask for a price” on a “from” service opens the question about it with the price line; an offer is bought, the basket, order and receipt show it', async () => {
  const client = await visitor();
  const { page, problems } = client;
  await open(page, `/en/services/${data.serviceId}`);
  await signInFromHeader(page, 0);
  await expect(page.locator('aside [data-testid="add-to-basket"]').count()).resolves.toBe(0);
  await page.locator('aside [data-testid="ask-price"]').click();
  const dialog = page.locator('[data-testid="ask-dialog"]');
  await dialog.locator('[data-testid="ask-form"]').waitFor();
  await dialog.locator('[data-testid="ask-service"]').waitFor();
  const text = dialog.locator('textarea[name="message"]');
  await expect(text.inputValue()).resolves.toMatch(/^What would “.+” cost in my case\?\n$/);
  // The dialog puts the caret after the first line: the visitor goes on writing.
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'message');
  await page.keyboard.type('Two hearings are planned.');
  await dialog.locator('[data-testid="ask-send"]').click();
  await page.waitForURL(/\/en\/home\/messages\/\d+$/, { timeout: 15_000 });
  const id = Number(/\/messages\/(\d+)$/.exec(page.url())![1]);
  const conversation = await apiGet<Conversation>(page, `/me/conversations/${id}`);
  expect(conversation.service).toMatchObject({ id: data.serviceId });
  expect(conversation.messages[0]!.text).toMatch(/cost in my case\?\nTwo hearings are planned\.$/);

  // The specialist answers with an offer; the client accepts it: it is in the basket at its price, as one.
  const specialist = await visitor();
  await open(specialist.page, '/en');
  await signInFromHeader(specialist.page, 1);
  const service = await apiGet<{ price: number }>(specialist.page, `/services/${data.serviceId}`);
  const quote = await apiPost<Quote>(specialist.page, `/me/conversations/${id}/quotes`, {
    serviceId: data.serviceId,
    description: 'Preparing the statement of claim and representing you at two hearings.',
    price: service.price + 40_000_000,
    days: 14,
  });
  await apiPost<Quote>(page, `/me/quotes/${quote.id}/accept`);
  await open(page, '/en/basket');
  const item = page.locator('[data-testid="basket-item"]').filter({ has: page.locator(`[data-quote="${quote.id}"]`) });
  await item.waitFor();
  await expect(item.locator('[data-testid="item-quote"]').textContent()).resolves.toMatch(/Quoted on .+: Preparing the statement of claim.+ · 14 days of work/);
  await expect(item.locator('[data-testid="quote-valid-until"]').count()).resolves.toBe(1);
  await expect(item.locator('[data-testid="quantity-more"]').count()).resolves.toBe(0);
  await axeInBothModes(page);
  await shoot(page, 'basket');

  // Paid (through Payme's endpoint, as Payme calls it): the order links the conversation and names the offer.
  const order = await apiPost<OwnOrder>(page, '/me/orders', { provider: 'payme' });
  const auth = `Basic ${Buffer.from(`Paycom:${PAYME.PAYME_MERCHANT_KEY}`).toString('base64')}`;
  const rpc = async (method: string, params: unknown) => {
    const response = await page.request.post(`${origin()}/api/payments/payme`, {
      headers: { authorization: auth, 'content-type': 'application/json' },
      data: JSON.stringify({ method, params, id: 1 }),
    });
    const body = (await response.json()) as { error?: unknown };
    expect(body.error).toBeUndefined();
  };
  const tx = `e2e${Date.now().toString(16)}`.padEnd(24, '0');
  await rpc('CreateTransaction', { id: tx, time: Date.now(), amount: order.amount, account: { order_id: order.id } });
  await rpc('PerformTransaction', { id: tx });
  await open(page, `/en/home/orders/${order.id}`);
  const talk = page.locator('[data-testid="order-conversation"]');
  await talk.waitFor();
  await expect(talk.textContent()).resolves.toContain('Message the specialist');
  await expect(page.locator(`[data-testid="item-quote"][data-quote="${quote.id}"]`).count()).resolves.toBe(1);
  await axeInBothModes(page);
  await shoot(page, 'order');

  await open(page, `/en/home/orders/${order.id}?receipt`);
  await expect(page.locator('[data-testid="receipt-quote"]').textContent()).resolves.toMatch(new RegExp(`^Quote No\\. ${quote.id} of `));
  await open(page, `/en/home/orders/${order.id}`);
  await talk.click();
  await page.waitForURL(/\/en\/home\/messages\/\d+$/);
  expect(problems.messages).toEqual([]);
  expect(specialist.problems.messages).toEqual([]);
  await Promise.all([client.context.close(), specialist.context.close()]);
});
