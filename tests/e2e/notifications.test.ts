/**
 * Notifications in the site (issue 31) in a real Chromium against the production build. The site
 * starts on a DATA_DIR prepared before it (support/notifications-data.ts): Dilnoza (the OneID
 * stand-in's citizen 0) manages a specialist's profile and has one notification of every kind,
 * eleven unread. The header's bell names and shows the count and follows it live: another visitor
 * (Aziz, citizen 1) asks her a question and the count grows without a reload, the open list with
 * it. /home/notifications lists them (axe clean in light and dark), opening one marks it read,
 * "Mark all as read" clears the bell. On a phone the bell's count rides on the account's avatar. /home's Telegram section links a
 * chat through the bot's t.me link (the webhook called as Telegram would call it), chooses kinds,
 * unlinks, and inside Telegram's Web App links in one step with signed launch data.
 *
 * With E2E_SCREENSHOTS=1 the header and the page are photographed (390 and 1280 px, light and dark)
 * into screenshots/.
 */
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newWatchedPage, returningVisitor, seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';
import { newDataDir } from './support/data-dir.js';
import { signInFromHeader, startSiteWithOneId, type SignInServers } from './support/sign-in.js';

jest.setTimeout(180_000);

const BOT = { token: '123456789:e2e-notifications-bot-token-0123', username: 'huquq_e2e_bot', secret: 'e2e-webhook-secret' };
const BELL = '[data-testid="notification-bell"]';
const COUNT = '[data-testid="notification-count"]';
const PHONE = { width: 390, height: 844 };

let servers: SignInServers;
let browser: Browser;
let data: { unread: number; total: number; nickname: string; specialistId: number };

interface Person {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}
const people: Person[] = [];

beforeAll(async () => {
  const dataDir = newDataDir('huquq-e2e-notifications-');
  const prepared = spawnSync(path.resolve('node_modules/.bin/tsx'), ['tests/e2e/support/notifications-data.ts', dataDir], { encoding: 'utf8' });
  if (prepared.status !== 0) throw new Error(`notifications-data.ts failed: ${prepared.stderr}`);
  data = JSON.parse(prepared.stdout.trim().split('\n').pop() ?? '{}') as typeof data;
  servers = await startSiteWithOneId({
    DATA_DIR: dataDir,
    TELEGRAM_BOT_TOKEN: BOT.token,
    TELEGRAM_BOT_USERNAME: BOT.username,
    TELEGRAM_WEBHOOK_SECRET: BOT.secret,
    // Nothing answers there: deliveries wait in the outbox, which is not what this file looks at.
    TELEGRAM_API_BASE: 'http://127.0.0.1:9',
  });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await servers?.stop();
});

afterEach(async () => {
  for (const person of people.splice(0)) await person.context.close();
});

const origin = () => servers.site.origin;

/** A returning English-speaking visitor signed in as the stand-in's `citizen`. */
/** Signed in from the services' header (a private page would send a guest to OneID first), then on `path`. */
async function signedIn(citizen: number, path = '/en/services'): Promise<Person> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await returningVisitor(context, origin(), 'en');
  // Telegram's pages are out of reach here: a link opened in a new tab finds a blank page.
  await context.route(/^https:\/\/t\.me\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Telegram</title>' }));
  const { page, problems } = await newWatchedPage(context);
  await page.goto(`${origin()}/en/services`);
  await waitForHydration(page);
  await signInFromHeader(page, citizen);
  if (path !== '/en/services') {
    await page.goto(origin() + path);
    await waitForHydration(page);
  }
  const person = { context, page, problems };
  people.push(person);
  return person;
}

async function setMode(person: Person, mode: 'light' | 'dark'): Promise<void> {
  await person.context.addCookies([{ name: 'nuxt-color-mode', value: mode, url: origin() }]);
  await person.page.evaluate((value) => window.localStorage.setItem('nuxt-color-mode', value), mode);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(origin() + path);
  await waitForHydration(page);
}

async function shoot(page: Page, name: string, clip?: { width: number; height: number }): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, ...(clip ? { clip: { x: 0, y: 0, ...clip } } : { fullPage: true }) });
}

/** The header is one row: nothing overflows it. */
async function headerFits(page: Page): Promise<boolean> {
  return page.locator('[data-testid="site-header"] > div').evaluate((el) => el.scrollWidth <= el.clientWidth);
}

describe('the bell', () => {
  test('names the unread count, shows it on a badge, and follows it live when someone writes', async () => {
    const dilnoza = await signedIn(0);
    const bell = dilnoza.page.locator(BELL);
    await expect(bell.getAttribute('aria-label')).resolves.toBe(`Notifications, ${data.unread} unread`);
    await expect(dilnoza.page.locator(COUNT).textContent()).resolves.toBe(String(data.unread));
    expect(await bell.getAttribute('href')).toBe('/en/home/notifications');
    expect(await headerFits(dilnoza.page)).toBe(true);
    // The badge sits over the button: the button keeps its size with it and without it.
    const [bellBox, basketBox] = await Promise.all([bell.boundingBox(), dilnoza.page.locator('[data-testid="basket-link"]').boundingBox()]);
    expect(bellBox?.width).toBe(basketBox?.width);
    expect(bellBox?.height).toBe(basketBox?.height);

    // The bell leads to the list (a client navigation).
    await bell.click();
    await dilnoza.page.waitForURL(`${origin()}/en/home/notifications`);
    await dilnoza.page.locator('[data-testid="notification-list"]').waitFor();

    // Aziz asks her a question: her bell grows without a reload, and the open list shows it first.
    const aziz = await signedIn(1);
    const asked = await aziz.page.evaluate(
      async ({ specialistId }) => {
        const response = await fetch('/api/v1/me/conversations?lang=en', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'huquq' },
          body: JSON.stringify({ specialistId, message: 'Assalomu alaykum! Ijara shartnomasi boʻyicha savolim bor.' }),
        });
        return response.status;
      },
      { specialistId: data.specialistId },
    );
    expect(asked).toBe(201);
    await dilnoza.page.waitForFunction(
      (expected) => document.querySelector('[data-testid="notification-count"]')?.textContent === expected,
      String(data.unread + 1),
      { timeout: 15_000 },
    );
    await expect(bell.getAttribute('aria-label')).resolves.toBe(`Notifications, ${data.unread + 1} unread`);
    await dilnoza.page.waitForFunction(() => document.querySelector('[data-testid="notification"]')?.textContent?.includes('New message from Aziz Karimov'));
    expect(await dilnoza.page.locator('[data-testid="notification"]').first().getAttribute('data-unread')).toBe('true');
    expect(dilnoza.problems.messages).toEqual([]);
    expect(aziz.problems.messages).toEqual([]);
  });

  test('on a phone the count rides on the account’s avatar and its menu links the list; the row fits', async () => {
    const dilnoza = await signedIn(0);
    await dilnoza.page.setViewportSize(PHONE);
    await dilnoza.page.waitForFunction(() => document.querySelector('[data-testid="site-header"] > div')!.getBoundingClientRect().width <= 390);
    expect(await dilnoza.page.locator(BELL).isVisible()).toBe(false);
    expect(await headerFits(dilnoza.page)).toBe(true);
    const count = await dilnoza.page.locator('[data-testid="account-menu-count"]').textContent();
    expect(Number(count)).toBeGreaterThanOrEqual(data.unread);
    await dilnoza.page.locator('[data-testid="account-menu"] summary').click();
    const entry = dilnoza.page.locator('[data-testid="account-menu-notifications"]');
    expect(await entry.getAttribute('aria-label')).toBe(`Notifications, ${count} unread`);
    await entry.click();
    await dilnoza.page.waitForURL(`${origin()}/en/home/notifications`);
    expect(dilnoza.problems.messages).toEqual([]);
  });
});

describe('/home/notifications', () => {
  test('lists them newest first, axe clean in light and dark, phone and desktop', async () => {
    const dilnoza = await signedIn(0);
    for (const mode of ['light', 'dark'] as const) {
      await setMode(dilnoza, mode);
      for (const [device, viewport] of [
        ['phone', PHONE],
        ['desktop', { width: 1280, height: 900 }],
      ] as const) {
        await dilnoza.page.setViewportSize(viewport);
        await open(dilnoza.page, '/en/services');
        await shoot(dilnoza.page, `notifications-header-${device}-${mode}`, { width: viewport.width, height: 72 });
        await open(dilnoza.page, '/en/home/notifications');
        expect(await dilnoza.page.locator('html').getAttribute('class')).toContain(mode);
        const items = dilnoza.page.locator('[data-testid="notification"]');
        expect(await items.count()).toBeGreaterThanOrEqual(data.total);
        await expect(items.last().textContent()).resolves.toContain('The state duty estimate has changed');
        expect(await seriousAxeViolations(dilnoza.page)).toEqual([]);
        await shoot(dilnoza.page, `notifications-page-${device}-${mode}`);
      }
    }
    expect(dilnoza.problems.messages).toEqual([]);
  });

  test('opening one marks it read; “Mark all as read” clears the bell', async () => {
    const dilnoza = await signedIn(0, '/en/home/notifications');
    const unreadBefore = Number(await dilnoza.page.locator(COUNT).textContent());
    // The answer to her review leads to the profile it is on.
    const answered = dilnoza.page.locator('[data-testid="notification"]', { hasText: 'Aziz Karimov answered your review' });
    expect(await answered.getAttribute('data-unread')).toBe('true');
    await answered.locator('a').click();
    await dilnoza.page.waitForURL(`${origin()}/en/${data.nickname}`);
    await dilnoza.page.waitForFunction(
      (expected) => document.querySelector('[data-testid="notification-count"]')?.textContent === expected,
      String(unreadBefore - 1),
    );
    await dilnoza.page.goBack();
    await dilnoza.page.locator('[data-testid="page-heading"]').waitFor();
    await dilnoza.page.reload();
    await waitForHydration(dilnoza.page);
    expect(await dilnoza.page.locator('[data-testid="notification"]', { hasText: 'Aziz Karimov answered your review' }).getAttribute('data-unread')).toBe(
      'false',
    );

    await dilnoza.page.locator('[data-testid="mark-all"] button').click();
    await dilnoza.page.locator(COUNT).waitFor({ state: 'detached' });
    await expect(dilnoza.page.locator(BELL).getAttribute('aria-label')).resolves.toBe('Notifications');
    expect(await dilnoza.page.locator('[data-testid="notification"][data-unread="true"]').count()).toBe(0);
    await expect(dilnoza.page.locator('[data-testid="unread-line"]').textContent()).resolves.toBe('Everything is read.');
    expect(dilnoza.problems.messages).toEqual([]);
  });
});

/** The Web App's initData as Telegram signs it (core.telegram.org/bots/webapps, "Validating data"). */
function signedInitData(user: { id: number; username: string }): string {
  const fields: Record<string, string> = {
    auth_date: String(Math.floor(Date.now() / 1000)),
    query_id: 'AAE-e2e',
    user: JSON.stringify({ ...user, first_name: 'Dilnoza' }),
  };
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(BOT.token).digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

describe('Telegram in /home', () => {
  test('links through the bot’s t.me link, chooses the kinds, unlinks', async () => {
    const dilnoza = await signedIn(0, '/en/home');
    const section = dilnoza.page.locator('[data-testid="home-telegram"]');
    await expect(section.locator('[data-testid="telegram-state"]').getAttribute('data-state')).resolves.toBe('not-linked');

    const opened = dilnoza.context.waitForEvent('page');
    await section.locator('[data-testid="telegram-link"]').click();
    const tab = await opened;
    await tab.waitForURL(/^https:\/\/t\.me\//);
    const url = new URL(tab.url());
    expect(url.pathname).toBe(`/${BOT.username}`);
    const token = url.searchParams.get('start')!;
    await tab.close();
    await expect(section.locator('[data-testid="telegram-waiting"]').textContent()).resolves.toContain(`@${BOT.username}`);
    if (process.env.E2E_SCREENSHOTS) await section.screenshot({ path: 'screenshots/notifications-telegram-waiting.png' });

    // Telegram delivers the visitor's /start to the webhook.
    const webhook = await fetch(`${origin()}/api/telegram/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': BOT.secret },
      body: JSON.stringify({
        update_id: 1,
        message: { message_id: 1, date: 1, text: `/start ${token}`, chat: { id: 7001, type: 'private' }, from: { id: 7001, username: 'dilnoza_tg' } },
      }),
    });
    expect(webhook.status).toBe(200);
    // The page notices by itself (it asks while it waits, and when the visitor comes back to the tab).
    await section.locator('[data-testid="telegram-state"][data-state="linked"]').waitFor({ timeout: 15_000 });
    await expect(section.locator('[data-testid="telegram-state"]').textContent()).resolves.toContain('@dilnoza_tg');
    expect(await seriousAxeViolations(dilnoza.page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS) await section.screenshot({ path: 'screenshots/notifications-telegram-linked.png' });

    const kinds = section.locator('[data-testid="telegram-kinds"]');
    await kinds.getByLabel('New messages').uncheck();
    await kinds.getByRole('button', { name: 'Save' }).click();
    await expect(section.locator('[data-testid="telegram-notice"]').textContent()).resolves.toBe('Saved.');
    await dilnoza.page.reload();
    await waitForHydration(dilnoza.page);
    expect(await section.locator('[data-testid="telegram-kinds"]').getByLabel('New messages').isChecked()).toBe(false);
    expect(await section.locator('[data-testid="telegram-kinds"]').getByLabel('Your order done').isChecked()).toBe(true);

    await section.locator('[data-testid="telegram-unlink"]').click();
    await section.locator('[data-testid="telegram-state"][data-state="not-linked"]').waitFor();
    await expect(section.locator('[data-testid="telegram-notice"]').textContent()).resolves.toContain('unlinked');
    expect(dilnoza.problems.messages).toEqual([]);
  });

  test('inside Telegram’s Web App: one step with the signed launch data', async () => {
    const dilnoza = await signedIn(0, '/en/home');
    // Telegram's script, as Telegram serves it inside its app: the launch data on window.Telegram.WebApp.
    const initData = signedInitData({ id: 7002, username: 'dilnoza_app' });
    await dilnoza.context.route('https://telegram.org/js/telegram-web-app.js', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: `window.Telegram = { WebApp: { initData: ${JSON.stringify(initData)} } };` }),
    );
    await open(dilnoza.page, '/en/home?fromTelegram=1');
    const section = dilnoza.page.locator('[data-testid="home-telegram"]');
    await section.locator('[data-testid="telegram-webapp-link"]').click();
    await section.locator('[data-testid="telegram-state"][data-state="linked"]').waitFor();
    await expect(section.locator('[data-testid="telegram-state"]').textContent()).resolves.toContain('@dilnoza_app');
    await section.locator('[data-testid="telegram-unlink"]').click();
    await section.locator('[data-testid="telegram-state"][data-state="not-linked"]').waitFor();
    expect(dilnoza.problems.messages).toEqual([]);
  });
});
