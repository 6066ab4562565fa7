/**
 * The header on a phone (390×844, as an iPhone 12–15 shows it): every target is at least 44×44 px,
 * the row fits, and the two menus (the sections, the account) behave as one group: one open at a
 * time, Escape or a tap outside closes the open one, and Escape gives focus back to its button.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { seriousAxeViolations, type PageProblems } from './support/browser.js';
import { signInFromHeader, signInSuite } from './support/sign-in.js';

jest.setTimeout(90_000);

const suite = signInSuite();
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
beforeEach(() => ({ context, page, problems } = suite.current()));

const PHONE = { width: 390, height: 844 };
const MENU = '[data-testid="site-menu"]';
const ACCOUNT = '[data-testid="account-menu"]';

/** Every link, button and menu button of the header a visitor can see now, with its size. */
async function visibleTargets(p: Page): Promise<{ name: string; width: number; height: number }[]> {
  return p.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="site-header"] :is(a, button, summary, input:not([type="hidden"]), select)')]
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.getAttribute('data-testid') ?? element.textContent?.trim() ?? element.tagName;
        return { name, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 };
      }),
  );
}

function tooSmall(targets: { name: string; width: number; height: number }[]) {
  return targets.filter((target) => target.width < 44 || target.height < 44);
}

async function isOpen(p: Page, selector: string): Promise<boolean> {
  return p.locator(selector).evaluate((details) => (details as HTMLDetailsElement).open);
}

describe('the header on a phone', () => {
  test('a guest: the row fits and every target in it and in the open menu is at least 44×44 px, in light and dark', async () => {
    await page.setViewportSize(PHONE);
    for (const mode of ['light', 'dark']) {
      await context.addCookies([{ name: 'nuxt-color-mode', value: mode, url: suite.current().origin }]);
      await suite.open(page, '/ru/services');
      const row = await visibleTargets(page);
      // The logo, three languages, the basket, sign-in and the menu button.
      expect(row.length).toBe(7);
      expect(tooSmall(row)).toEqual([]);
      expect(await page.locator('[data-testid="site-header"] > div').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

      await page.locator(`${MENU} summary`).click();
      const withMenu = await visibleTargets(page);
      // Seven sections and the colour mode, which moves into the menu on a phone.
      expect(withMenu.length).toBe(row.length + 8);
      expect(tooSmall(withMenu)).toEqual([]);
      expect(await page.locator('[data-testid="menu-color-mode"]').isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    expect(problems.messages).toEqual([]);
  });

  test('the colour mode in the menu switches the mode', async () => {
    await page.setViewportSize(PHONE);
    await suite.open(page, '/en/services');
    await page.locator(`${MENU} summary`).click();
    const toggle = page.locator('[data-testid="menu-color-mode"]');
    await expect(toggle.textContent()).resolves.toBe('Colour mode: as on this device');
    await toggle.click();
    await expect(toggle.textContent()).resolves.toBe('Colour mode: light');
    expect(await page.locator('html').getAttribute('class')).toContain('light');
    expect(problems.messages).toEqual([]);
  });

  test('signed in: one menu at a time; Escape and an outside tap close it, Escape returns focus to its button', async () => {
    await suite.open(page, '/ru/services');
    await signInFromHeader(page, 0);
    await page.setViewportSize(PHONE);
    await page.waitForFunction(() => document.querySelector('[data-testid="site-header"] > div')!.getBoundingClientRect().width <= 390);

    const row = await visibleTargets(page);
    expect(tooSmall(row)).toEqual([]);
    expect(await page.locator('[data-testid="site-header"] > div').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // The account menu, then the sections' menu: opening the second closes the first.
    await page.locator(`${ACCOUNT} summary`).click();
    expect(await isOpen(page, ACCOUNT)).toBe(true);
    expect(tooSmall(await visibleTargets(page))).toEqual([]);
    await page.locator(`${MENU} summary`).click();
    expect(await isOpen(page, MENU)).toBe(true);
    expect(await isOpen(page, ACCOUNT)).toBe(false);
    // And back.
    await page.locator(`${ACCOUNT} summary`).click();
    expect(await isOpen(page, ACCOUNT)).toBe(true);
    expect(await isOpen(page, MENU)).toBe(false);

    // Escape closes it and gives focus back to the button that opened it.
    await page.locator(`${ACCOUNT} a`).first().focus();
    await page.keyboard.press('Escape');
    expect(await isOpen(page, ACCOUNT)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.closest('summary')?.parentElement?.dataset.testid)).toBe('account-menu');

    // The same for the sections' menu, opened from the keyboard.
    await page.locator(`${MENU} summary`).focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(page, MENU)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page, MENU)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.closest('summary')?.parentElement?.dataset.testid)).toBe('site-menu');

    // A tap outside (on the page's heading) closes either.
    for (const menu of [MENU, ACCOUNT]) {
      await page.locator(`${menu} summary`).click();
      expect(await isOpen(page, menu)).toBe(true);
      await page.locator('[data-testid="page-heading"]').click({ position: { x: 4, y: 4 } });
      expect(await isOpen(page, menu)).toBe(false);
    }

    // A link in the menu navigates and leaves the menu closed.
    await page.locator(`${MENU} summary`).click();
    await page.locator(`${MENU} a[href="/ru/support"]`).click();
    await page.waitForURL(`${suite.current().origin}/ru/support`);
    expect(await isOpen(page, MENU)).toBe(false);
    expect(problems.messages).toEqual([]);
  });

  test('without JavaScript the menu still opens', async () => {
    const noScript = await page.context().browser()!.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      await noScript.addCookies([{ name: 'lang', value: 'ru', url: suite.current().origin }]);
      const bare = await noScript.newPage();
      await bare.goto(`${suite.current().origin}/ru/services`);
      await bare.locator(`${MENU} summary`).click();
      expect(await isOpen(bare, MENU)).toBe(true);
      expect(await bare.locator(`${MENU} a[href="/ru/support"]`).isVisible()).toBe(true);
    } finally {
      await noScript.close();
    }
  });
});
