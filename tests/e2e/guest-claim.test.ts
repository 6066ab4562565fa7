/**
 * A guest starts a statement of claim (issue 29): on the template's page they answer the builder's
 * first steps (the court by the helper, the parties) without signing in, in real Chromium against
 * the production build. The answers live in the tab (a reload keeps them, Back and Forward move
 * between the two steps); "Sign in" goes through the OneID stand-in, and back on the template's
 * page the claim is made with those answers, the plaintiff's PINFL and phone added from OneID, and
 * opens at the third step. With GUEST_CLAIM_SHOTS=1 the steps are photographed (390 and 1280 px,
 * light and dark) into screenshots/.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { OwnClaim } from '../../shared/api/claims/contract';
import type { ClaimTemplateCard, ListResult } from '../../shared/api/types';
import { returningVisitor, seriousAxeViolations, waitForHydration } from './support/browser.js';
import { signInSuite } from './support/sign-in.js';

jest.setTimeout(240_000);

const suite = signInSuite();
const origin = () => suite.current().origin;
const SHOTS = process.env.GUEST_CLAIM_SHOTS === '1';
const GUEST_KEY = (templateId: number) => `huquq:claim-guest:${templateId}`;

async function shoot(p: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync('screenshots', { recursive: true });
  for (const width of [390, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      await p.setViewportSize({ width, height: 900 });
      await p.emulateMedia({ colorScheme: scheme });
      await p.waitForTimeout(700);
      await p.screenshot({ path: `screenshots/guest-claim-${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await p.setViewportSize({ width: 1280, height: 900 });
  await p.emulateMedia({ colorScheme: 'light' });
}

const at = (p: Page, step: string) => p.locator(`[data-testid="guest-claim-builder"][data-step="${step}"]`).waitFor();

test('a guest answers the court and the parties on the template’s page, signs in, and the claim starts with them at the third step', async () => {
  const { context, page, problems } = suite.current();
  await context.clearCookies();
  await returningVisitor(context, origin(), 'uz');
  const list = (await (await context.request.get(`${origin()}/api/v1/claim-templates?lang=uz&pageSize=48`)).json()) as ListResult<ClaimTemplateCard>;
  const loan = list.items.find((item) => item.slug === 'loan-debt')!;
  const templatePath = `/statement-of-claim/templates/${loan.id}`;

  // The server renders a guest's step in place (its code is preloaded: nothing streams in later).
  const served = await (await context.request.get(`${origin()}${templatePath}?step=court`)).text();
  expect(/<main[^>]*>([\s\S]*?)<\/main>/.exec(served)?.[1]).toContain('data-testid="guest-claim-builder" data-step="court"');

  // The template's page offers the first steps to a guest beside "Sign in and start".
  await suite.open(page, templatePath);
  await page.locator('[data-testid="start-as-guest"]').click();
  await page.waitForURL(/[?&]step=court/);
  await at(page, 'court');
  expect(await page.locator('[data-testid="guest-kept-note"]').textContent()).toMatch(/brauzer varagʻida/);
  // The steps after the second wait for signing in: named, not links.
  expect(await page.locator('[data-testid="progress-value"]').evaluate((node) => node.tagName)).toBe('SPAN');
  await shoot(page, 'court');

  // Step 1: the helper proposes the court of the defendant's district; the guest accepts it.
  await page.locator('[data-testid="helper-defendant-place-region"]').selectOption({ label: 'Toshkent shahri' });
  await page.locator('[data-testid="helper-defendant-place-district"] option[value="1726266"]').waitFor({ state: 'attached' });
  await page.locator('[data-testid="helper-defendant-place-district"]').selectOption('1726266');
  await page.locator('[data-testid="helper-defendant-address"]').fill('4-kvartal, 12-uy');
  await page.locator('[data-testid="helper-propose"]').click();
  await page.locator('[data-testid="helper-proposal"]').waitFor();
  await page.locator('[data-testid="helper-accept"]').click();
  await page.locator('[data-testid="court-option"] input:checked').waitFor();
  const courtName = (await page.locator('[data-testid="court-option"]:has(input:checked)').textContent()) ?? '';
  expect(courtName).toMatch(/Mirzo Ulugʻbek/);

  // Step 2: no OneID button for a guest, a note that OneID fills it after signing in.
  await page.locator('[data-testid="step-next"]').click();
  await page.waitForURL(/[?&]step=parties/);
  await at(page, 'parties');
  await page.locator('[data-testid="plaintiff-oneid-later"]').waitFor();
  expect(await page.locator('[data-testid="plaintiff-oneid"]').count()).toBe(0);
  await page.locator('[data-testid="plaintiff-address"]').fill('Toshkent shahri, Chilonzor tumani, 9-kvartal, 3-uy');
  // The defendant whose district the helper was given is there already.
  await page.locator('[data-testid="defendants-0-name"]').fill('Karimov Jasur Olimovich');
  await page.locator('[data-testid="defendants-0-address"]').fill('Toshkent shahri, Yunusobod tumani, 4-kvartal, 12-uy');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // On a phone nothing is wider than the screen (the steps after sign-in carry hidden labels).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'parties');

  // Back and Forward move between the two steps; a reload keeps the answers (they are in the tab).
  await page.goBack();
  await page.waitForURL(/[?&]step=court/);
  await at(page, 'court');
  await page.locator('[data-testid="court-option"] input:checked').waitFor();
  await page.goForward();
  await page.waitForURL(/[?&]step=parties/);
  await at(page, 'parties');
  await page.reload();
  await waitForHydration(page);
  await at(page, 'parties');
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="defendants-0-name"]') as HTMLInputElement | null)?.value === 'Karimov Jasur Olimovich',
  );
  const kept = await page.evaluate((key) => window.sessionStorage.getItem(key), GUEST_KEY(loan.id));
  expect(kept).toContain('Karimov Jasur Olimovich');
  // Nothing of it reached the server: no claim was made, no request carried it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('Karimov');

  // "Sign in, then: the claim value": OneID, then the claim is made with the answers and opens at step 3.
  await page.locator('[data-testid="step-next"]').click();
  await page.waitForURL(/\/_oneid\//);
  await page.locator('button[name="citizen"][value="0"]').click();
  await page.waitForURL(/\/statement-of-claim\/my\/\d+\?step=value/, { timeout: 30_000 });
  await waitForHydration(page);
  await page.locator('[data-testid="claim-builder"][data-step="value"]').waitFor();
  const id = Number(/\/my\/(\d+)/.exec(page.url())![1]);
  const claim = (await (await context.request.get(`${origin()}/api/v1/me/claims/${id}?lang=uz`)).json()) as OwnClaim;
  expect(claim.court?.name).toMatch(/Mirzo Ulugʻbek/);
  expect(claim.answers.parties?.defendants?.[0]).toMatchObject({ name: 'Karimov Jasur Olimovich', place: { district: '1726266' } });
  // The plaintiff: the address the guest typed, the name, PINFL and phone from OneID, marked as such.
  expect(claim.answers.parties?.plaintiff).toMatchObject({
    kind: 'person',
    address: 'Toshkent shahri, Chilonzor tumani, 9-kvartal, 3-uy',
    pinfl: '42306851234567',
  });
  expect(claim.answers.parties?.prefilled).toEqual(expect.arrayContaining(['name', 'pinfl', 'phone']));
  // The tab forgets the guest's answers once they are the claim's.
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), GUEST_KEY(loan.id))).toBeNull();
  expect(problems.messages).toEqual([]);
});
