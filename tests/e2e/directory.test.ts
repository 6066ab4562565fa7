/**
 * The directory pages in a real Chromium against the production build: the law firm's slide-over
 * (opens in place, 360px wide and 56px from the top, keeps focus inside, closes on Escape and gives
 * focus back), filters and pages through the router, infinite scroll, the contact form with
 * JavaScript, and axe in light and dark mode with a clean console on every page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../support/process.js';
import { browserSuite, returningVisitor, seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';
import { freePort } from './support/sign-in.js';

jest.setTimeout(90_000);

let server: RunningServer;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
/** Every document the page loaded (a client navigation loads none). */
let documents: string[];

browserSuite(
  'en',
  (current) => {
    ({ server, context, page, problems } = current);
    documents = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname + new URL(req.url()).search);
    });
  },
  async () => {
    const port = await freePort();
    return { PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}` };
  },
);

async function open(path: string): Promise<void> {
  await page.goto(server.origin + path);
  await waitForHydration(page);
}

/** Where keyboard focus is: inside the slide-over, or the test id of the focused element. */
const focusInside = (selector: string) => page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), selector);

describe('a law firm’s slide-over', () => {
  test('a card opens it in place: 360px wide, 56px from the top, focus kept inside, Escape closes it and gives focus back', async () => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await open('/en/lawfirms');
    // The panel's details and reviews are a chunk of their own, fetched when a firm opens.
    const panelCode = (files: string[]) => files.filter((file) => file.includes('/FirmPanelBody-'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(panelCode(scripts)).toEqual([]);
    const card = page.locator('[data-testid="firm-link"]', { hasText: 'Mezon Law Firm' });
    const details = page.waitForResponse((r) => /\/api\/v1\/lawfirms\/\d+\?lang=en$/.test(r.url()));
    await card.click();
    const panel = page.locator('[data-testid="slide-over"]');
    await panel.waitFor();
    expect((await details).status()).toBe(200);
    await panel.locator('[data-testid="firm-specialists"]').waitFor();
    expect(await panel.getByRole('heading', { name: 'Mezon Law Firm' }).count()).toBe(1);
    expect(await panel.textContent()).toContain('info@mezon-law.uz');
    expect(await page.getByRole('dialog', { name: 'Mezon Law Firm' }).count()).toBe(1);
    expect(panelCode(scripts)).toHaveLength(1);
    expect(page.url()).toMatch(/\/en\/lawfirms\?firm=\d+$/);
    expect(documents).toEqual(['/en/lawfirms']);

    // Measured once it has slid in.
    await panel.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
    const box = (await panel.boundingBox())!;
    expect(box.y).toBe(56);
    expect(box.width).toBe(360);
    expect(box.x + box.width).toBe(1280);

    // Focus is trapped: tabbing forwards and backwards never leaves the panel.
    expect(await focusInside('[data-testid="slide-over"]')).toBe(true);
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside('[data-testid="slide-over"]')).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside('[data-testid="slide-over"]')).toBe(true);
    }

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.origin}/en/lawfirms`);
    // Radix gives focus back in a task after the panel has gone, so the test waits for that task
    // (on a busy machine it can run after `detached` is seen) and then says where focus is.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Mezon Law Firm', undefined, { timeout: 5_000 }).catch(() => undefined);
    expect(await focusedText()).toBe('Mezon Law Firm');
    expect(problems.messages).toEqual([]);
  });

  test('a link to a firm opens the page with its slide-over, which the close button closes', async () => {
    await open('/en/lawfirms');
    const href = await page.locator('[data-testid="firm-link"]', { hasText: 'Ishonch Advocates Bureau' }).getAttribute('href');
    const preloaded = page.waitForResponse((r) => r.url().includes('/FirmPanelBody-'));
    await open(href!);
    // The HTML of an address with a firm names the panel's chunk, so it comes with the page's.
    expect((await preloaded).status()).toBe(200);
    const panel = page.locator('[data-testid="slide-over"]');
    await panel.waitFor();
    expect(await page.locator('[data-testid="slide-over-static"]').count()).toBe(0);
    expect(await panel.textContent()).toContain('office@ishonch-advokat.uz');
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.origin}/en/lawfirms`);
    expect(problems.messages).toEqual([]);
  });

  test('the backdrop closes it too', async () => {
    await open('/en/lawfirms');
    await page.locator('[data-testid="firm-link"]').first().click();
    await page.locator('[data-testid="slide-over"]').waitFor();
    await page.mouse.click(100, 400);
    await page.locator('[data-testid="slide-over"]').waitFor({ state: 'detached' });
    expect(problems.messages).toEqual([]);
  });
});

describe('/lawfirms filters and pages', () => {
  test('the region select (15rem at most) and the pages move through _payload.json without a reload', async () => {
    await open('/en/lawfirms');
    await page.getByRole('combobox', { name: /Region/ }).click();
    const menu = page.locator('#lawfirms-region-list');
    await menu.waitFor();
    expect(await menu.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('240px');
    expect((await menu.boundingBox())!.height).toBeLessThanOrEqual(240);
    const filtered = page.waitForResponse((r) => r.url().includes('/en/lawfirms/_payload.json?region=samarkand'));
    await page.getByRole('option', { name: 'Samarkand Region', exact: true }).click();
    expect((await filtered).status()).toBe(200);
    await page.waitForURL(`${server.origin}/en/lawfirms?region=samarkand`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="firm-card"]').length === 1);
    expect(await page.locator('[data-testid="firm-link"]').textContent()).toBe('Registon Huquq Law Firm');

    await page.locator('[data-testid="clear-filters"]').click();
    await page.waitForURL(`${server.origin}/en/lawfirms`);
    const pageTwo = page.getByRole('link', { name: 'Page 2' });
    const box = (await pageTwo.boundingBox())!;
    expect([box.width, box.height]).toEqual([30, 30]);
    await pageTwo.click();
    await page.waitForURL(`${server.origin}/en/lawfirms?page=2`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="firm-card"]').length === 3);

    await page.getByLabel('Search law firms').fill('Mezon');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${server.origin}/en/lawfirms?q=Mezon`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="firm-card"]').length === 1);
    expect(documents).toEqual(['/en/lawfirms']);
    expect(problems.messages).toEqual([]);
  });
});

describe('infinite scroll', () => {
  test('/reference loads the next page when the end of the list is fully in view, and the address follows', async () => {
    await open('/en/reference');
    const cards = page.locator('[data-testid="article-card"]');
    expect(await cards.count()).toBe(12);
    const next = page.waitForResponse((r) => r.url().endsWith('/en/reference/_payload.json?page=2&from=2'));
    await page.locator('[data-testid="load-more"]').scrollIntoViewIfNeeded();
    expect((await next).status()).toBe(200);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="article-card"]').length === 24);
    await page.waitForURL(`${server.origin}/en/reference?page=2`);
    await page.locator('[data-testid="load-more"]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="article-card"]').length === 30);
    await page.waitForURL(`${server.origin}/en/reference?page=3`);
    expect(await page.locator('[data-testid="show-more"]').count()).toBe(0);
    expect(documents).toEqual(['/en/reference']);

    // A reload shows the same articles.
    await page.reload();
    await waitForHydration(page);
    expect(await cards.count()).toBe(30);
    expect(problems.messages).toEqual([]);
  });

  test('/support grows from its own payload, never from the product API', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    await open('/en/support');
    const next = page.waitForResponse((r) => r.url().endsWith('/en/support/_payload.json?page=2&from=2'));
    await page.locator('[data-testid="load-more"]').scrollIntoViewIfNeeded();
    expect((await next).status()).toBe(200);
    await page.waitForURL(`${server.origin}/en/support?page=2`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="questions"] li').length > 12);
    expect(asked.filter((url) => url.includes('/support/questions'))).toEqual([]);
    expect(documents).toEqual(['/en/support']);
    expect(problems.messages).toEqual([]);
  });

  test('a next page that fails says so and stops; "Try again" loads it', async () => {
    await open('/en/reference');
    let failed = false;
    await page.route(/\/en\/reference\/_payload\.json\?page=2&from=2$/, (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort();
    });
    await page.locator('[data-testid="load-more"]').scrollIntoViewIfNeeded();
    const retry = page.getByRole('alert').getByRole('button', { name: 'Try again' });
    await retry.waitFor();
    expect(await page.locator('[data-testid="article-card"]').count()).toBe(12);
    await retry.click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="article-card"]').length === 24);
    await page.waitForURL(`${server.origin}/en/reference?page=2`);
    expect(documents).toEqual(['/en/reference']);
  });

  test('a section link filters /support through the router, and the list grows there too', async () => {
    await open('/en/support');
    await page
      .getByRole('navigation', { name: 'Topics' })
      .getByRole('link', { name: /Statements of claim/ })
      .click();
    await page.waitForURL(`${server.origin}/en/support?category=claims`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="questions"] li').length === 5);
    expect(await page.getByRole('heading', { name: 'Statements of claim', level: 2 }).count()).toBe(1);
    expect(documents).toEqual(['/en/support']);
    expect(problems.messages).toEqual([]);
  });
});

describe('the contact form with JavaScript', () => {
  test('refused fields keep their values and show their messages; a valid message is sent once, with a notification', async () => {
    await open('/en/support#contact');
    const form = page.locator('[data-testid="contact-form"]');
    await form.getByLabel('Phone, email or Telegram').fill('x');
    await form.getByLabel('Subject', { exact: true }).fill('Card payment failed');
    await form.getByLabel('Message').fill('short');
    const refused = page.waitForResponse((r) => r.url().includes('/api/v1/support/tickets') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send' }).click();
    expect((await refused).status()).toBe(400);
    await form.getByText('Phone, email or Telegram is not valid.').waitFor();
    expect(await form.getByText('Message is not valid.').count()).toBe(1);
    expect(await form.getByLabel('Subject', { exact: true }).inputValue()).toBe('Card payment failed');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('contact');

    await form.getByLabel('Phone, email or Telegram').fill('+998 90 123 45 67');
    await form.getByLabel('Message').fill('The payment with my Humo card failed twice today.');
    await form.getByRole('combobox', { name: /Topic/ }).click();
    await page.getByRole('option', { name: 'Payments and basket', exact: true }).click();
    const sent = page.waitForResponse((r) => r.url().includes('/api/v1/support/tickets') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({
      contact: '+998 90 123 45 67',
      subject: 'Card payment failed',
      message: 'The payment with my Humo card failed twice today.',
      category: 'payments',
    });
    await page.locator('[data-toast-type="success"]', { hasText: 'Thank you! We will answer at the contact you left.' }).waitFor();
    await form.locator('[data-testid="contact-sent"]').waitFor();
    expect(await form.getByLabel('Subject', { exact: true }).inputValue()).toBe('');
    expect(documents).toEqual(['/en/support']);
    expect(problems.messages.filter((m) => !m.includes('400 (Bad Request)'))).toEqual([]);
  });
});

describe('accessibility and a clean console on every directory page', () => {
  const PAGES = [
    '/lawfirms',
    '/en/lawfirms?region=samarkand',
    '/ru/lawfirms?firm=1',
    '/en/lawfirms?q=zzqqxx',
    '/reference',
    '/ru/reference?category=family',
    '/en/reference/1',
    '/ru/reference/12',
    '/support',
    '/en/support?q=OneID',
    '/ru/support/questions/3',
  ];
  test.each(PAGES.flatMap((path) => (['light', 'dark'] as const).map((mode) => [path, mode] as const)))('%s in %s mode', async (path, mode) => {
    await context.addCookies([{ name: 'nuxt-color-mode', value: mode, url: server.origin }]);
    const lang = /^\/(ru|en)(\/|$|\?)/.exec(path)?.[1] ?? 'uz';
    await returningVisitor(context, server.origin, lang);
    const response = await page.goto(server.origin + path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    if (path.includes('firm=')) await page.locator('[data-testid="slide-over"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toBe(mode);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});
