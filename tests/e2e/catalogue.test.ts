/**
 * The catalogue in a real Chromium against the production build: filters, search and pages move
 * through the router (_payload.json, no document load), infinite scroll, the landing search's
 * suggestions, the profile's content, the no-JavaScript forms, and axe in light and dark mode.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../support/process.js';
import { browserSuite, returningVisitor, seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';

jest.setTimeout(90_000);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

browserSuite('en', (current) => ({ server, browser, context, page, problems } = current));

/** Opens a page, waits for hydration and marks the window: a full reload would lose the mark. */
async function open(path: string): Promise<void> {
  await page.goto(server.origin + path);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { survivor: number }).survivor = 42));
}

async function stillSameDocument(): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { survivor?: number }).survivor === 42);
}

const cards = (kind: 'specialist' | 'service') => page.locator(`[data-testid="${kind}-card"]`);

/** Picks an option of the kit's select (a button with role combobox) by its label. */
async function choose(label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('/specialists', () => {
  test('filters, search and the next page move through _payload.json without a full reload', async () => {
    await open('/en/specialists');
    expect(await cards('specialist').count()).toBe(12);

    const filtered = page.waitForResponse((r) => r.url().includes('/en/specialists/_payload.json?parent=family'));
    await choose(/Field of law/, 'Family law');
    expect((await filtered).status()).toBe(200);
    await page.waitForURL(`${server.origin}/en/specialists?parent=family`);
    await page.getByRole('combobox', { name: /Specialisation/ }).click();
    // Only the chosen field's specializations are offered now.
    await expect(page.getByRole('option', { name: 'Divorce', exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('option', { name: 'Debt recovery', exact: true }).count()).resolves.toBe(0);
    await page.getByRole('option', { name: 'Divorce', exact: true }).click();
    await page.waitForURL(`${server.origin}/en/specialists?parent=family&specialization=divorce`);

    await page.getByLabel('Search specialists').fill('Yusupova');
    await page.waitForURL(/q=Yusupova/);
    await page.locator('[data-testid="specialist-card"]', { hasText: 'Dilnoza Yusupova' }).waitFor();
    expect(await cards('specialist').count()).toBe(1);

    await page.locator('[data-testid="clear-filters"]').click();
    await page.waitForURL(`${server.origin}/en/specialists`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="specialist-card"]').length === 12);
    expect(await page.getByLabel('Search specialists').inputValue()).toBe('');
    await choose(/Works in/, 'English');
    await page.waitForURL(`${server.origin}/en/specialists?language=en`);
    // The filtered list is in once its own "Show more" is: the address can change before the list
    // does, and a click on the old list's link meets it being replaced.
    const more = page.locator('[data-testid="show-more"][href="/en/specialists?language=en&page=2"]');
    await more.waitFor();
    const before = await cards('specialist').count();
    expect(before).toBe(12);
    await more.click();
    await page.waitForURL(`${server.origin}/en/specialists?language=en&page=2`);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="specialist-card"]').length > n, before);
    expect(await stillSameDocument()).toBe(true);
    expect(problems.messages).toEqual([]);
  });

  test('infinite scroll: the next page loads when the sentinel is fully in view, the address follows, and a reload shows the same', async () => {
    await open('/en/specialists');
    expect(await cards('specialist').count()).toBe(12);
    const next = page.waitForResponse((r) => r.url().endsWith('/en/specialists/_payload.json?page=2&from=2'));
    await page.locator('[data-testid="sentinel"]').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    expect((await next).status()).toBe(200);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="specialist-card"]').length === 24);
    await page.waitForURL(`${server.origin}/en/specialists?page=2`);
    // Keep scrolling to the end of the list: every page joins, then the list says it ends.
    for (let i = 0; i < 10 && (await page.locator('[data-testid="list-end"]').count()) === 0; i += 1) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(400);
    }
    await page.locator('[data-testid="list-end"]').waitFor();
    const total = Number((await page.locator('[data-testid="results-count"]').textContent())?.match(/\d+/)?.[0]);
    expect(await cards('specialist').count()).toBe(total);
    const reached = page.url();
    expect(reached).toBe(`${server.origin}/en/specialists?page=${Math.ceil(total / 12)}`);
    expect(await stillSameDocument()).toBe(true);
    // A reload of the address shows every card the visitor had scrolled to.
    await page.reload();
    await waitForHydration(page);
    expect(await cards('specialist').count()).toBe(total);
    expect(problems.messages).toEqual([]);
  });

  test('a filter after scrolling starts the list again from its first page', async () => {
    // This wait once timed out in CI with the list still at 12 cards; should it again, the error
    // says what the page fetched and showed (it passed in every run since, locally and in CI).
    const payloads: string[] = [];
    page.on('requestfinished', (request) => void request.response().then((response) => payloads.push(`${response?.status()} ${request.url()}`)));
    page.on('requestfailed', (request) => payloads.push(`failed (${request.failure()?.errorText}) ${request.url()}`));
    await open('/en/specialists');
    await page.locator('[data-testid="show-more"]').click();
    // At least the second page: on a slow machine the list's end may come into view once it is
    // added, and the next page follows by itself (CI once saw 36 here).
    await page
      .waitForFunction(() => document.querySelectorAll('[data-testid="specialist-card"]').length >= 24)
      .catch(async (error: Error) => {
        const shown = await page.evaluate(() => ({
          cards: document.querySelectorAll('[data-testid="specialist-card"]').length,
          statuses: [...document.querySelectorAll('[role="status"]')].map((element) => element.textContent),
          button: document.querySelector('[data-testid="show-more"]')?.outerHTML ?? null,
          url: window.location.href,
        }));
        throw new Error(
          `${error.message}\n${JSON.stringify({ shown, problems: problems.messages, requests: payloads.filter((line) => !/\.(css|js|woff2)$/.test(line)) }, null, 2)}`,
        );
      });
    await choose(/Works in/, 'English');
    await page.waitForURL(`${server.origin}/en/specialists?language=en`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="specialist-card"]').length === 12);
    expect(await stillSameDocument()).toBe(true);
    // The pointer rested on "Show more", whose click loads the next page in place: its address
    // (pages 1 and 2 through the loader) is not preloaded for nothing.
    expect(payloads.filter((line) => line.includes('_payload.json?page=2') && !line.includes('from='))).toEqual([]);
  });

  test('a next page that fails says so and stops; "Show more" loads it', async () => {
    await open('/en/specialists');
    let failed = false;
    await page.route(/\/en\/specialists\/_payload\.json\?page=2&from=2$/, (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort();
    });
    await page.locator('[data-testid="show-more"]').click();
    await page.getByRole('alert').waitFor();
    expect(await cards('specialist').count()).toBe(12);
    await page.locator('[data-testid="show-more"]').click();
    // The second page at least (the list's end in view may bring the third by itself).
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="specialist-card"]').length >= 24);
    await page.waitForURL(new RegExp(`^${server.origin}/en/specialists\\?page=[2-5]$`));
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await stillSameDocument()).toBe(true);
  });

  test('the select menus are at most 15rem tall', async () => {
    await open('/en/specialists');
    await page.getByRole('combobox', { name: /Specialisation/ }).click();
    const menu = page.getByRole('listbox').first();
    await menu.waitFor();
    const style = await menu.evaluate((el) => ({
      max: getComputedStyle(el).maxHeight,
      height: el.getBoundingClientRect().height,
      rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
    }));
    expect(style.max).toBe(`${15 * style.rem}px`);
    expect(style.height).toBeLessThanOrEqual(15 * style.rem);
  });

  test('without JavaScript the filter form and the "Show more" link still work', async () => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await returningVisitor(noJs, server.origin, 'en');
    const plain = await noJs.newPage();
    await plain.goto(`${server.origin}/en/specialists`);
    await plain.selectOption('select[name="parent"]', 'labour');
    await plain.getByRole('button', { name: 'Show results' }).click();
    await plain.waitForURL(/\/en\/specialists\?.*parent=labour/);
    const labour = await plain.locator('[data-testid="specialist-card"]').count();
    expect(labour).toBeGreaterThan(0);
    expect(labour).toBeLessThan(12);
    await plain.goto(`${server.origin}/en/specialists`);
    const firstPage = await plain.locator('[data-testid="specialist-card"]').allTextContents();
    await plain.locator('[data-testid="show-more"]').click();
    await plain.waitForURL(`${server.origin}/en/specialists?page=2`);
    // ?page=2 shows pages 1 and 2, as the list had grown with JavaScript: a shared link shows the same.
    const grown = await plain.locator('[data-testid="specialist-card"]').allTextContents();
    expect(grown).toHaveLength(24);
    expect(grown.slice(0, 12)).toEqual(firstPage);
    await noJs.close();
  });
});

describe('/services', () => {
  test('numbered pages (30×30 buttons), sort and category without a full reload', async () => {
    await open('/en/services');
    const pageTwo = page.getByRole('link', { name: 'Page 2', exact: true });
    const box = await pageTwo.boundingBox();
    expect([box?.width, box?.height]).toEqual([30, 30]);
    const firstOnPage1 = await cards('service').first().textContent();
    await pageTwo.click();
    await page.waitForURL(`${server.origin}/en/services?page=2`);
    await page.waitForFunction((text) => document.querySelector('[data-testid="service-card"]')?.textContent !== text, firstOnPage1);
    expect(await page.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');

    await choose(/Sort by/, 'Price: low to high');
    await page.waitForURL(`${server.origin}/en/services?sort=price`);
    // The cards follow in price order (cheapest first) once the page's data has rendered.
    await page.waitForFunction(() => {
      const amounts = [...document.querySelectorAll('[data-testid="service-price"]')].map((p) => Number(p.textContent?.replace(/[^\d]/g, '')));
      return amounts.length === 12 && amounts.every((a, i) => i === 0 || (amounts[i - 1] ?? 0) <= a);
    });

    await choose(/Category/, 'Family law');
    await page.waitForURL(`${server.origin}/en/services?parent=family&sort=price`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="service-card"]').length < 12);
    expect(new Set(await page.locator('[data-testid="service-group"]').allTextContents())).toEqual(new Set(['Family law']));
    expect(await stillSameDocument()).toBe(true);
    expect(problems.messages).toEqual([]);
  });

  test('a price range typed in soʻm filters once typing rests; an empty result offers to clear', async () => {
    await open('/en/services');
    await page.getByLabel('From').fill('2000000');
    await page.waitForURL(`${server.origin}/en/services?priceMin=2000000`);
    // The address changes before React renders the new list: wait for the cards to follow it.
    await page.waitForFunction(() => {
      const amounts = [...document.querySelectorAll('[data-testid="service-price"]')].map((p) => Number(p.textContent?.replace(/[^\d]/g, '')));
      return amounts.length > 0 && amounts.every((a) => a >= 2_000_000);
    });
    await page.getByLabel('Search services').fill('zzzzqqqq');
    await page.locator('[data-testid="empty-results"]').waitFor();
    await page.locator('[data-testid="empty-results"]').getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL(`${server.origin}/en/services`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="service-card"]').length === 12);
    expect(await page.getByLabel('From').inputValue()).toBe('');
    expect(await page.getByLabel('Search services').inputValue()).toBe('');
    expect(await stillSameDocument()).toBe(true);
    expect(problems.messages).toEqual([]);
  });

  test('a service opens from its card, with its price, what the visitor gets and the provider’s profile', async () => {
    await open('/en/services');
    await cards('service').filter({ hasText: 'Divorce consultation' }).getByRole('link', { name: 'Divorce consultation' }).click();
    await page.waitForURL(`${server.origin}/en/services/1`);
    await page.locator('[data-testid="page-heading"]', { hasText: 'Divorce consultation' }).waitFor();
    expect(await page.locator('[data-testid="price"]').textContent()).toBe('300,000 UZS');
    expect(await page.locator('[data-testid="deliverables"] li').count()).toBeGreaterThan(0);
    // Issue 12: the service can be put in the basket from its page.
    expect(await page.locator('[data-testid="price"] ~ * [data-testid="add-to-basket"]').getAttribute('aria-label')).toBe(
      'Add to basket: Divorce consultation',
    );
    await page.locator('[data-testid="provider-link"]').click();
    await page.waitForURL(`${server.origin}/en/dilnoza.yusupova`);
    await page.locator('[data-testid="page-heading"]', { hasText: 'Dilnoza Yusupova' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await stillSameDocument()).toBe(true);
    expect(problems.messages).toEqual([]);
  });
});

describe('/{nickname}', () => {
  test('shows specializations under their parent, experience in years and months, and full social links that open safely', async () => {
    await open('/en/dilnoza.yusupova');
    const group = page.locator('[data-testid="specialization-groups"] > div').first();
    expect(await group.locator('h3').textContent()).toBe('Family law');
    expect(await group.locator('li').allTextContents()).toEqual(expect.arrayContaining(['Divorce', 'Recovery of child maintenance']));
    expect(await page.locator('[data-testid="total-experience"]').textContent()).toMatch(/^\d+ years?( \d+ months?)?$/);
    expect(await page.locator('[data-testid="experience-list"] li').count()).toBe(2);
    const links = await page
      .locator('[data-testid="social-links"] a')
      .evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })));
    expect(links).toEqual([
      { href: 'https://www.instagram.com/dilnoza.oila.huquq', target: '_blank', rel: 'noopener noreferrer' },
      { href: 'https://t.me/oila_maslahat', target: '_blank', rel: 'noopener noreferrer' },
      { href: 'https://oilamaslahat.uz', target: '_blank', rel: 'noopener noreferrer' },
    ]);
    expect(await page.locator('[data-testid="phone"]').textContent()).toContain('+998 909 081 145');
    expect(problems.messages).toEqual([]);
  });

  test('an unknown nickname is the 404 page', async () => {
    const response = await page.goto(`${server.origin}/en/no.such.person`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.locator('[data-testid="error-message"]', { hasText: 'Page Not Found: /en/no.such.person' }).waitFor();
  });
});

describe('/ (landing)', () => {
  test('suggests services, specialists and articles as one types, grouped by kind, and Enter opens the chosen one', async () => {
    await open('/en');
    const input = page.locator('[data-testid="site-search-input"]');
    const asked = page.waitForResponse((r) => r.url().includes('/api/v1/search?q=divorce'));
    await input.pressSequentially('divorce', { delay: 20 });
    expect((await asked).status()).toBe(200);
    const popup = page.locator('[data-testid="site-search-popup"]');
    await popup.waitFor();
    await page.locator('[data-testid="suggestions-services"]').waitFor();
    await page.locator('[data-testid="suggestions-specialists"]').waitFor();
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await input.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const chosen = (await page.locator(`[id="${active}"] span`).first().textContent()) ?? '';
    await input.press('Enter');
    await page.locator('[data-testid="page-heading"]', { hasText: chosen }).waitFor();
    expect(page.url()).toMatch(/\/en\/services\/\d+$/);
    expect(await stillSameDocument()).toBe(true);
    expect(problems.messages).toEqual([]);
  });

  test('a mistyped word that finds nothing shows what the nearest word finds, says so, and its links carry that word', async () => {
    await open('/en');
    await page.locator('[data-testid="site-search-input"]').pressSequentially('nikoxni', { delay: 20 });
    await page.locator('[data-testid="site-search-corrected"]', { hasText: 'Showing results for “nikohni”' }).waitFor();
    // Said to a screen reader too, with the count.
    await page.locator('form[role="search"] [role="status"]', { hasText: /^Showing results for “nikohni”\. Suggestions: \d+$/ }).waitFor();
    await page.locator('[data-testid="suggestions-services"]').waitFor();
    const all = page.locator('[data-testid="site-search-popup"] a[href^="/en/services?q="]');
    expect(await all.getAttribute('href')).toBe('/en/services?q=nikohni');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/en\/(services|specialists|reference)\?q=nikohni$/);
    expect(await stillSameDocument()).toBe(true);
    expect(problems.messages).toEqual([]);
  });

  test('a list searched for a mistyped word lists what the nearest word finds and says so, as the visitor navigates', async () => {
    await open('/en/services');
    await page.getByLabel('Search services').fill('nikoxni');
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/\/en\/services\?q=nikoxni/);
    await page
      .locator('[role="status"] [data-testid="search-corrected"]', { hasText: 'Nothing was found for “nikoxni”. Showing results for “nikohni”.' })
      .waitFor();
    await page.locator('[data-testid="service-card"]', { hasText: 'Divorce' }).first().waitFor();
    expect(await page.getByLabel('Search services').inputValue()).toBe('nikoxni');
    expect(await stillSameDocument()).toBe(true);
    expect(problems.messages).toEqual([]);
  });

  test('submitting the search shows the matching specialists', async () => {
    await open('/en');
    await page.locator('[data-testid="site-search-input"]').fill('Karimov');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${server.origin}/en/specialists?q=Karimov`);
    await page.locator('[data-testid="specialist-card"]', { hasText: 'Aziz Karimov' }).waitFor();
    expect(await page.getByLabel('Search specialists').inputValue()).toBe('Karimov');
    expect(await stillSameDocument()).toBe(true);
  });

  test('once the suggestions are in, submitting opens the list of the kind with the most matches', async () => {
    await open('/en');
    await page.locator('[data-testid="site-search-input"]').pressSequentially('contract', { delay: 20 });
    // "contract": 7 services, 9 specialists and 16 articles in the seed.
    await page.locator('[data-testid="suggestions-reference"]').waitFor();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${server.origin}/en/reference?q=contract`);
    await page.locator('[data-testid="article-card"]').first().waitFor();
    expect(await stillSameDocument()).toBe(true);
    expect(problems.messages).toEqual([]);
  });
});

describe('accessibility and a clean console on every catalogue page', () => {
  const PAGES = ['/', '/ru/services', '/en/services?q=zzzzqqqq', '/en/specialists?parent=family', '/services/7', '/en/dilnoza.yusupova', '/ru/aziz.karimov'];
  test.each(PAGES.flatMap((path) => (['light', 'dark'] as const).map((mode) => [path, mode] as const)))('%s in %s mode', async (path, mode) => {
    await context.addCookies([{ name: 'nuxt-color-mode', value: mode, url: server.origin }]);
    const lang = /^\/(ru|en)(\/|$|\?)/.exec(path)?.[1] ?? 'uz';
    await returningVisitor(context, server.origin, lang);
    const response = await page.goto(server.origin + path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.className)).toBe(mode);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});
