/**
 * A first visit by a shared link (issue 29): a new visitor (no `lang` cookie) who opens
 * /ru/documents/templates/1 sees that page, in Uzbek as docs/product.md §4 asks for a first visit, never the
 * home page (docs/design.md §5); the language offer names the language the link asked for, whatever
 * the browser's, and leads back to the page as asked, without a reload, and the choice holds on
 * the next load.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../support/process.js';
import { browserSuite, newWatchedPage, seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';

jest.setTimeout(90_000);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

browserSuite('uz', (current) => ({ server, browser } = current));

// isbot counts headless Chromium's own user agent as a crawler (which gets every page as asked):
// a new visitor here is an ordinary desktop Chrome, with no cookies yet.
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: DESKTOP_CHROME, locale: 'en-US' });
  ({ page, problems } = await newWatchedPage(context));
});
afterEach(async () => {
  await context.close();
});

async function titleOf(id: number, lang: 'uz' | 'ru'): Promise<string> {
  const res = await context.request.get(`${server.origin}/api/v1/document-templates/${id}?lang=${lang}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { title: string }).title;
}

const heading = (p: Page) => p.locator('[data-testid="page-heading"]');

describe('a first visit by a shared link', () => {
  test('/ru/documents/templates/1 opens that page in Uzbek; the offer leads back to it in Russian', async () => {
    const [uz, ru] = await Promise.all([titleOf(1, 'uz'), titleOf(1, 'ru')]);
    expect(uz).not.toBe(ru);
    // A new visitor, with an English browser: the link's language is what is offered.
    const response = await page.goto(`${server.origin}/ru/documents/templates/1?from=telegram-share`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/documents/templates/1');
    expect(new URL(page.url()).search).toBe('?from=telegram-share');
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('uz');
    expect(await heading(page).textContent()).toBe(uz);

    const offer = page.locator('[data-testid="language-suggestion"]');
    const link = offer.getByRole('link', { name: 'Перейти на русский' });
    expect(await link.getAttribute('href')).toBe('/ru/documents/templates/1?from=telegram-share');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // One tap: the page asked for, in Russian, without a reload.
    await page.evaluate(() => ((window as unknown as { survivor: number }).survivor = 29));
    await link.click();
    await page.waitForURL(`${server.origin}/ru/documents/templates/1?from=telegram-share`);
    await heading(page).filter({ hasText: ru }).waitFor();
    await offer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { survivor?: number }).survivor)).toBe(29);

    // The choice holds: a reload stays in Russian, with no offer.
    await page.reload();
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/ru/documents/templates/1');
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await offer.count()).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ru');
    expect(problems.messages).toEqual([]);
  });

  test('a dismissed offer stays dismissed; the page stays where the link led', async () => {
    await page.goto(`${server.origin}/en/documents/templates/1`);
    expect(new URL(page.url()).pathname).toBe('/documents/templates/1');
    await waitForHydration(page);
    const offer = page.locator('[data-testid="language-suggestion"]');
    expect(await offer.getByRole('link').textContent()).toBe('Switch to English');
    await offer.getByRole('button').click();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/documents/templates/1');
    expect(await offer.count()).toBe(0);
    expect(problems.messages).toEqual([]);
  });
});
