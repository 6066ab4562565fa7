import type { BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../support/process.js';
import { browserSuite, seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';

jest.setTimeout(60_000);

let server: RunningServer;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

browserSuite('uz', (current) => ({ server, context, page, problems } = current));

const HEADING = '[data-testid="page-heading"], [data-testid="error-message"]';

/** Waits until the page's main heading reads `text` (React commits navigations in a transition). */
async function expectHeading(p: Page, text: string): Promise<void> {
  await p.locator(HEADING, { hasText: text }).first().waitFor({ timeout: 10_000 });
}

describe('hydration', () => {
  test.each(['/', '/ru/services', '/en/specialists', '/support', '/en/testc', '/ru/no/such/page'])(
    '%s hydrates with no console error, warning or CSP violation, and no serious axe violation',
    async (path) => {
      const response = await page.goto(server.origin + path);
      expect(response?.status()).toBe(path.includes('no/such') ? 404 : 200);
      await waitForHydration(page);
      expect(problems.messages).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  test('dark mode has no serious axe violation either', async () => {
    await context.addCookies([{ name: 'nuxt-color-mode', value: 'dark', url: server.origin }]);
    await page.goto(`${server.origin}/en`);
    await waitForHydration(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});

describe('client navigation', () => {
  test('moves between pages through _payload.json without a full reload', async () => {
    await page.goto(`${server.origin}/en`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { survivor: number }).survivor = 42));
    const payload = page.waitForResponse((res) => res.url().endsWith('/en/services/_payload.json'));
    await page.locator('[data-testid="main-nav"] a[href="/en/services"]').click();
    expect((await payload).status()).toBe(200);
    await page.waitForURL(`${server.origin}/en/services`);
    await expectHeading(page, 'Legal services');
    await page.locator('[data-testid="main-nav"] a[href="/en/support"]').click();
    await page.waitForURL(`${server.origin}/en/support`);
    await expectHeading(page, 'Support');
    await page.goBack();
    await page.waitForURL(`${server.origin}/en/services`);
    // Back changes the address at once; the page follows when its payload has arrived.
    await expectHeading(page, 'Legal services');
    expect(await page.evaluate(() => (window as unknown as { survivor?: number }).survivor)).toBe(42);
    expect(await page.title()).toContain('Legal services');
    expect(problems.messages).toEqual([]);
  });

  test('an unknown page reached by navigation shows the 404 page, and its button goes home', async () => {
    await page.goto(`${server.origin}/en/services`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { survivor: number }).survivor = 7));
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/en/missing/page';
      a.textContent = 'missing';
      a.id = 'missing-link';
      document.querySelector('main')?.append(a);
    });
    // A link React does not own makes a full load: the server answers 404 with the error page.
    const response = await Promise.all([page.waitForNavigation(), page.click('#missing-link')]).then(([r]) => r);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expectHeading(page, 'Page Not Found: /en/missing/page');
    await page.locator('[data-testid="error-back"]').click();
    await page.waitForURL(`${server.origin}/en`);
    await expectHeading(page, 'Find the right lawyer');
  });
});

describe('language and colour', () => {
  test('switching the language keeps the path and query, sets the cookies, and does not reload', async () => {
    await page.goto(`${server.origin}/services?page=2`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { survivor: number }).survivor = 1));
    await page.locator('header a[data-locale="ru"]').click();
    await page.waitForURL(`${server.origin}/ru/services?page=2`);
    await page.waitForFunction(() => document.documentElement.lang === 'ru');
    await expectHeading(page, 'Юридические услуги');
    expect(await page.evaluate(() => (window as unknown as { survivor?: number }).survivor)).toBe(1);
    const cookies = await context.cookies(server.origin);
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('ru');
    expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('ru');
    // Navigation continues in the new language.
    await page.locator('[data-testid="main-nav"] a[href="/ru/support"]').click();
    await page.waitForURL(`${server.origin}/ru/support`);
    await expectHeading(page, 'Поддержка');
    expect(problems.messages).toEqual([]);
  });

  test('the colour choice persists across a reload, already right in the server HTML', async () => {
    await page.goto(`${server.origin}/en`);
    await waitForHydration(page);
    const toggle = page.locator('header button[data-color-preference]');
    expect(await toggle.getAttribute('data-color-preference')).toBe('system');
    await toggle.click(); // system → light
    await toggle.click(); // light → dark
    await page.waitForFunction(() => document.documentElement.className === 'dark');
    expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('dark');
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('<html lang="en" class="dark"');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
    expect(problems.messages).toEqual([]);
  });

  test('system mode follows the operating system setting live', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${server.origin}/en`);
    await waitForHydration(page);
    const canvas = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await canvas()).toBe('rgb(246, 249, 250)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(11, 21, 25)');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await canvas()).toBe('rgb(246, 249, 250)');
  });
});

describe('header', () => {
  // The sections sit in the header's row from 1280 px (xl); a label that wraps doubles the row,
  // one that overflows pushes the account button off the row.
  test.each([1280, 1440])('at %i px the sections fit on one line beside the controls, in all three languages', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    for (const prefix of ['', '/ru', '/en']) {
      await page.goto(`${server.origin}${prefix}/services`);
      await waitForHydration(page);
      const row = await page.evaluate(() => {
        const header = document.querySelector('[data-testid="site-header"] > div') as HTMLElement;
        const links = [...document.querySelectorAll<HTMLElement>('[data-testid="main-nav"] a')];
        return {
          links: links.length,
          wrapped: links.filter((a) => a.getBoundingClientRect().height > 40).map((a) => a.textContent),
          overflows: header.scrollWidth > header.clientWidth,
        };
      });
      expect({ prefix, ...row }).toEqual({ prefix, links: 7, wrapped: [], overflows: false });
    }
    expect(problems.messages).toEqual([]);
  });
});

describe('Telegram view', () => {
  test('fromTelegram hides the header, also after client navigation', async () => {
    await page.goto(`${server.origin}/en?fromTelegram=1`);
    await waitForHydration(page);
    expect(await page.locator('[data-testid="site-header"]').count()).toBe(0);
    expect(await page.locator('[data-testid="footer-top"]').count()).toBe(0);
    await page.locator('main a[href="/en/services"]').first().click();
    await page.waitForURL(`${server.origin}/en/services`);
    await expectHeading(page, 'Legal services');
    expect(await page.locator('[data-testid="site-header"]').count()).toBe(0);
  });
});
