/**
 * The dashboard and the specialist profile editor in a real Chromium against the production
 * build, OneID played by a second server's stand-in: sign in from any page and land back on it,
 * open /home, become a specialist in the dialog (a refused save first: messages shown, every field
 * kept), then see the new profile at /{nickname}; axe on /home in light and dark mode.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { returningVisitor, seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';
import { signInFromHeader, signInSuite } from './support/sign-in.js';

jest.setTimeout(120_000);

const suite = signInSuite();
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
beforeEach(() => ({ context, page, problems } = suite.current()));

const origin = () => suite.current().origin;
const open = suite.open;

describe('the dashboard', () => {
  test('a guest opening /home signs in and lands on /home; a page signed in from is landed back on', async () => {
    await open(page, '/en/lawfirms?page=2');
    await signInFromHeader(page, 2);
    expect(page.url()).toBe(`${origin()}/en/lawfirms?page=2`);

    await context.clearCookies();
    await returningVisitor(context, origin(), 'en');
    await page.goto(`${origin()}/en/home`);
    await page.waitForURL(/\/_oneid\//);
    await page.locator('button[name="citizen"][value="2"]').click();
    await page.waitForURL(`${origin()}/en/home`);
    await waitForHydration(page);
    await expect(page.locator('[data-testid="page-heading"]').textContent()).resolves.toBe('Hello, Nodira Rahimova');
    expect(await page.locator('[data-testid="home-documents"]').textContent()).toContain('No documents yet');
    expect(await page.locator('[data-testid="session"]').count()).toBeGreaterThanOrEqual(1);
    expect(problems.messages).toEqual([]);
  });

  test('become a specialist: a refused save keeps every field, a valid one opens the profile', async () => {
    const nickname = `e2e.${Date.now().toString(36)}`;
    await open(page, '/en/services');
    await signInFromHeader(page, 0);
    await open(page, '/en/home');
    await page.locator('[data-testid="open-specialist-editor"]').click();
    const dialog = page.locator('[data-testid="specialist-dialog"]');
    await dialog.locator('[data-testid="specialist-form"]').waitFor();

    // As they type: reserved, then free.
    const nicknameInput = dialog.locator('input[name="nickname"]');
    await nicknameInput.fill('services');
    await page.waitForFunction(() => document.querySelector('[data-testid="nickname-status"]')?.textContent === 'This word is reserved by the site.');
    await nicknameInput.fill(nickname);
    await page.waitForFunction(() => /is free\.$/.test(document.querySelector('[data-testid="nickname-status"]')?.textContent ?? ''));

    // A refused save: no profession, no specialization, a bad link, a job without an organization.
    await dialog.locator('textarea[name="bio.en"]').fill('An advocate for family disputes in Tashkent.');
    await dialog.locator('input[name="phone"]').fill('998901112233');
    await dialog.locator('[data-testid="add-link"]').click();
    await dialog.locator('input[name="socialLinks.0.url"]').fill('javascript:alert(1)');
    await dialog.locator('[data-testid="add-job"]').click();
    await dialog.locator('input[name="experience.0.position"]').fill('Advocate');
    await dialog.locator('input[name="experience.0.from"]').fill('2016-04');
    await dialog.locator('[data-testid="specialist-save"]').click();
    await dialog.locator('[data-testid="specialist-notice"]').waitFor();
    const text = (await dialog.textContent()) ?? '';
    for (const message of ['Profession is required.', 'Specialisations is required.', 'Link or username is not valid.', 'Organisation is required.'])
      expect(text).toContain(message);
    expect(await nicknameInput.inputValue()).toBe(nickname);
    expect(await dialog.locator('textarea[name="bio.en"]').inputValue()).toBe('An advocate for family disputes in Tashkent.');
    expect(await dialog.locator('input[name="experience.0.position"]').inputValue()).toBe('Advocate');
    expect(await dialog.locator('input[name="socialLinks.0.url"]').inputValue()).toBe('javascript:alert(1)');

    // Fixed: saved, and the profile opens with the new data.
    await dialog.locator('#specialist-profession').selectOption('advocate');
    await dialog.locator('[data-testid="specialization-picker"] input[type="checkbox"]').first().check();
    await dialog.locator('input[name="socialLinks.0.url"]').fill('@nodira_law');
    await dialog.locator('input[name="experience.0.organization"]').fill('Tashkent Bar');
    expect(await dialog.locator('[data-testid="experience-total"]').textContent()).toMatch(/^Total experience: \d+ years?/);
    await dialog.locator('[data-testid="specialist-save"]').click();
    await page.waitForURL(`${origin()}/en/${nickname}`);
    await waitForHydration(page);
    expect(await page.locator('[data-testid="bio"]').textContent()).toBe('An advocate for family disputes in Tashkent.');
    expect(await page.locator('[data-testid="phone"]').textContent()).toContain('998 901 112 233');
    expect(await page.locator('[data-testid="social-links"] a').first().getAttribute('href')).toBe('https://t.me/nodira_law');
    expect(await page.locator('[data-testid="experience-list"]').textContent()).toContain('Tashkent Bar');
    // The owner sees the edit button on their own profile.
    expect(await page.locator('[data-testid="edit-own-profile"]').count()).toBe(1);
    expect(problems.messages).toEqual([]);
  });

  test.each(['light', 'dark'] as const)('/home has no serious axe violation in %s mode', async (mode) => {
    await context.addCookies([{ name: 'nuxt-color-mode', value: mode, url: origin() }]);
    await open(page, '/en/services');
    await signInFromHeader(page, 1);
    await open(page, '/en/home');
    expect(await page.evaluate(() => document.documentElement.className)).toBe(mode);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('[data-testid="open-specialist-editor"]').click();
    await page.locator('[data-testid="specialist-form"]').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});
