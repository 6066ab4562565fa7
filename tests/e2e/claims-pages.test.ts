/**
 * The public statement-of-claim pages in a real Chromium against the production build, OneID
 * played by a second server's stand-in (issue 11): a guest goes from the builder's front page to a
 * category, to a template, presses Start, signs in, comes back and the claim is made and opened
 * (/statement-of-claim/my/{id}); a signed-in visitor starts one in the language chosen and finds it
 * in progress on the front page and on /home with its state (screenshots/e2e-claims-in-progress.png,
 * e2e-home-claims.png); axe in light and dark.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import type { OwnClaim } from '../../shared/api/claims/contract.js';
import type { ClaimTemplateCard, ListResult } from '../../shared/api/types.js';
import { seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';
import { signInFromHeader, signInSuite } from './support/sign-in.js';

jest.setTimeout(120_000);

const suite = signInSuite();
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
beforeEach(() => ({ context, page, problems } = suite.current()));

const origin = () => suite.current().origin;
const open = suite.open;

async function template(slug: string): Promise<ClaimTemplateCard> {
  const list = (await (await fetch(`${origin()}/api/v1/claim-templates?pageSize=48&lang=en`)).json()) as ListResult<ClaimTemplateCard>;
  const found = list.items.find((card) => card.slug === slug);
  if (!found) throw new Error(`no claim template ${slug}`);
  return found;
}

/** One of the signed-in visitor's claims, read through the API in the page. */
const ownClaim = (id: number) =>
  page.evaluate(async (n) => (await fetch(`/api/v1/me/claims/${n}?lang=en`, { headers: { 'x-requested-with': 'huquq' } })).json(), id) as Promise<OwnClaim>;

const MY_CLAIM = /\/en\/statement-of-claim\/my\/(\d+)$/;

describe('from the front page to a new claim', () => {
  test('a guest picks a category and a template, presses Start, signs in, and lands on the new claim', async () => {
    const supply = await template('supply-contract-debt');
    await open(page, '/en/statement-of-claim');
    await page.locator('[data-testid="claim-category"] h3 a', { hasText: supply.category.name }).click();
    await page.waitForURL(new RegExp(`/en/statement-of-claim/list/${supply.category.id}$`));
    await page.locator('[data-testid="page-heading"]', { hasText: supply.category.name }).waitFor();
    await page.locator('[data-testid="claim-template-card"] a', { hasText: supply.title }).click();
    await page.waitForURL(new RegExp(`/en/statement-of-claim/templates/${supply.id}$`));
    await page.locator('[data-testid="page-heading"]', { hasText: supply.title }).waitFor();
    expect(await page.locator('[data-testid="duty-estimate"]').textContent()).toContain('my.sud.uz');

    // An English page starts an Uzbek claim unless told otherwise: choose Russian.
    await page.locator('[data-testid="start-claim"] label', { hasText: 'Russian' }).click();
    await page.locator('[data-testid="start-claim-button"]').click();
    await page.waitForURL(/\/_oneid\//);
    await page.locator('button[name="citizen"][value="1"]').click();
    // Back on the template's page, signed in: the start goes on by itself.
    await page.waitForURL(MY_CLAIM, { timeout: 30_000 });
    const id = Number(MY_CLAIM.exec(page.url())![1]);
    await waitForHydration(page);
    const claim = await ownClaim(id);
    expect(claim.template?.id).toBe(supply.id);
    expect(claim.locale).toBe('ru');
    expect(claim.status).toBe('draft');
    // Nothing is left in the tab, so a reload of the template's page starts nothing.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `huquq:claim-start:${supply.id}`)).toBeNull();
    expect(problems.messages).toEqual([]);
  });

  test('a signed-in visitor’s Start makes the claim at once; it is then in progress on the front page and on /home', async () => {
    const loan = await template('loan-debt');
    await open(page, `/en/statement-of-claim/templates/${loan.id}`);
    await signInFromHeader(page, 0);
    expect(await page.locator('[data-testid="start-claim-button"]').textContent()).toBe('Start');
    await page.locator('[data-testid="start-claim-button"]').click();
    await page.waitForURL(MY_CLAIM, { timeout: 30_000 });
    const id = Number(MY_CLAIM.exec(page.url())![1]);
    await waitForHydration(page);
    expect((await ownClaim(id)).locale).toBe('uz');

    await open(page, '/en/statement-of-claim');
    const row = page.locator('[data-testid="claim-in-progress"]', { has: page.locator(`a[href="/en/statement-of-claim/my/${id}"]`) });
    expect(await row.textContent()).toContain('Draft');
    mkdirSync('screenshots', { recursive: true });
    await page.locator('[data-testid="claims-mine"]').screenshot({ path: 'screenshots/e2e-claims-in-progress.png' });
    await open(page, '/en/home');
    const own = page.locator('[data-testid="own-claim"]', { has: page.locator(`a[href="/en/statement-of-claim/my/${id}"]`) });
    expect(await own.textContent()).toContain('Draft');
    await page.locator('[data-testid="home-claims"]').screenshot({ path: 'screenshots/e2e-home-claims.png' });
    expect(problems.messages).toEqual([]);
  });
});

describe('accessibility', () => {
  const cases = ['front', 'list', 'template'].flatMap((which) => (['light', 'dark'] as const).map((mode) => [which, mode] as const));
  test.each(cases)('the %s page has no serious axe violation in %s mode', async (which, mode) => {
    await context.addCookies([{ name: 'nuxt-color-mode', value: mode, url: origin() }]);
    const alimony = await template('alimony-for-children');
    const target =
      which === 'front'
        ? '/en/statement-of-claim'
        : which === 'list'
          ? `/en/statement-of-claim/list/${alimony.category.id}`
          : `/en/statement-of-claim/templates/${alimony.id}`;
    await open(page, target);
    expect(await page.evaluate(() => document.documentElement.className)).toContain(mode);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});
