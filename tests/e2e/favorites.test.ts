/**
 * Favourites in a real Chromium against the production build: a guest keeps favourites with the
 * hearts (in the browser), sees them on /favorites, removes one and undoes it; signs in and finds
 * them merged into the account, rendered by the server; removes one as a signed-in visitor. No
 * console error on the way; axe finds nothing serious on /favorites in light and dark mode.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { seriousAxeViolations, type PageProblems } from './support/browser.js';
import { signInFromHeader, signInSuite } from './support/sign-in.js';

jest.setTimeout(120_000);

const suite = signInSuite();
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
beforeEach(() => ({ context, page, problems } = suite.current()));

const origin = () => suite.current().origin;
const open = suite.open;

/** Keeps the first card of a list with its heart; answers the card's title. */
async function keepFirst(cardTestId: string): Promise<string> {
  const card = page.locator(`[data-testid="${cardTestId}"]`).first();
  const title = ((await card.locator('h2 a, h3 a').first().textContent()) ?? '').trim();
  const heart = card.locator('[data-testid="favorite-button"]');
  await heart.click();
  await page.waitForFunction((el) => el?.getAttribute('aria-pressed') === 'true', await heart.elementHandle());
  expect(await heart.getAttribute('aria-label')).toContain(title);
  return title;
}

const list = () => page.locator('[data-testid="favorites-list"]');
const stored = () => page.evaluate(() => window.localStorage.getItem('huquq:favorites'));
const countOf = (kind: string) => page.locator(`[data-testid="favorites-tabs"] a[data-kind="${kind}"] [data-testid="favorites-count"]`).textContent();

test('a guest keeps favourites with the hearts, undoes a removal, signs in and finds them merged; then removes one', async () => {
  await open(page, '/en/services');
  const service = await keepFirst('service-card');
  await open(page, '/en/reference');
  const article = await keepFirst('article-card');
  expect(JSON.parse((await stored()) ?? '{}')).toMatchObject({ v: 1, items: [{ kind: 'reference_article' }, { kind: 'service' }] });

  // The guest's page lists them from this browser, a tab per kind with counts.
  await open(page, '/en/favorites');
  await expect(page.locator('[data-testid="favorites-sign-in"]').count()).resolves.toBe(1);
  await list().getByText(service).waitFor();
  await expect(countOf('service')).resolves.toBe('1');
  await expect(countOf('reference_article')).resolves.toBe('1');
  await expect(countOf('law_firm')).resolves.toBe('0');

  // Removing one (its heart) can be undone from the notification.
  await list().locator('[data-testid="favorite-button"]').first().click();
  await list().getByText(service).waitFor({ state: 'detached' });
  await page.locator('[data-testid="toast-action"]').click();
  await list().getByText(service).waitFor();
  expect(JSON.parse((await stored()) ?? '{}').items).toHaveLength(2);

  // Signing in merges them into the account and clears the browser's list.
  await signInFromHeader(page, 2);
  await page.locator('[data-testid="favorites-sign-in"]').waitFor({ state: 'detached' });
  await list().getByText(service).waitFor();
  await page.waitForFunction(() => window.localStorage.getItem('huquq:favorites') === null);

  // The server renders the account's list.
  const html = await (await context.request.get(`${origin()}/en/favorites?kind=reference_article`)).text();
  expect(html).toContain(article);
  expect(html).not.toContain('data-testid="favorites-sign-in"');

  // The hearts on the catalogue know them too.
  await open(page, '/en/services');
  const firstHeart = page.locator('[data-testid="service-card"]').first().locator('[data-testid="favorite-button"]');
  await page.waitForFunction((el) => el?.getAttribute('aria-pressed') === 'true', await firstHeart.elementHandle());

  // Removing one as a signed-in visitor is kept by the server.
  await open(page, '/en/favorites?kind=reference_article');
  await list().getByText(article).waitFor();
  await list().locator('[data-testid="favorite-button"]').first().click();
  await list().waitFor({ state: 'detached' });
  // The notification comes once the server has taken the removal.
  await page.locator('[data-testid="toast-action"]').waitFor();
  await expect(countOf('reference_article')).resolves.toBe('0');
  await open(page, '/en/favorites?kind=reference_article');
  expect(await page.locator('[data-testid="favorites-list"]').count()).toBe(0);
  await page.getByRole('link', { name: 'Read the reference' }).waitFor();
  await open(page, '/en/favorites');
  await list().getByText(service).waitFor();

  expect(problems.messages).toEqual([]);
});

test('a guest who keeps a favourite and signs in on the way to /home finds it counted there, without a reload', async () => {
  await open(page, '/en/services');
  await keepFirst('service-card');
  // /home sends a guest to sign in and brings them back; the server renders the page before this
  // browser's list is merged into the account, so the count must follow the merge.
  await page.goto(`${origin()}/en/home`);
  await page.waitForURL(/\/_oneid\//);
  await page.locator('button[name="citizen"][value="3"]').click();
  await page.waitForURL(`${origin()}/en/home`);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const section = page.locator(`[data-testid="home-favorites"]`);
  await expect(section.locator('[data-testid="favorites-count"]').textContent({ timeout: 10_000 })).resolves.toBe('1 saved item');
  expect(await section.getByText('Nothing saved yet').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(() => window.localStorage.getItem('huquq:favorites'))).toBeNull();
  expect(problems.messages).toEqual([]);
});

test.each(['light', 'dark'] as const)('/favorites has no serious axe violation in %s mode', async (mode) => {
  await context.addCookies([{ name: 'nuxt-color-mode', value: mode, url: origin() }]);
  await open(page, '/en/lawfirms');
  await keepFirst('firm-card');
  await open(page, '/en/favorites');
  await list().waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await open(page, '/en/favorites?kind=specialist');
  await page.getByRole('link', { name: 'Find a specialist' }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems.messages).toEqual([]);
});

/** WCAG's contrast ratio of two computed colours ("rgb(r, g, b)"). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('in dark mode a heart’s and an outline button’s edge stands out from what it sits on (at least 3:1)', async () => {
  await context.addCookies([{ name: 'nuxt-color-mode', value: 'dark', url: origin() }]);
  await open(page, '/en/services');
  const heart = await page
    .locator('[data-testid="service-card"]')
    .first()
    .locator('[data-testid="favorite-button"][aria-pressed="false"]')
    .evaluate((el) => ({ edge: getComputedStyle(el).borderTopColor, card: getComputedStyle(el.closest('[data-testid="service-card"]')!).backgroundColor }));
  expect(contrast(heart.edge, heart.card)).toBeGreaterThanOrEqual(3);

  await open(page, '/en/testc');
  const outline = await page
    .locator('button.btn-outline')
    .first()
    .evaluate((el) => ({
      edge: getComputedStyle(el).borderTopColor,
      fill: getComputedStyle(el).backgroundColor,
      page: getComputedStyle(document.documentElement).backgroundColor,
    }));
  expect(contrast(outline.edge, outline.fill)).toBeGreaterThanOrEqual(3);
  expect(contrast(outline.edge, outline.page)).toBeGreaterThanOrEqual(3);
  expect(problems.messages).toEqual([]);
});
