/**
 * The operators' console (issue 32, ADR 022) in a real Chromium against the production build, on
 * the embedded database. The role is granted by the real command (`node dist/server/ops-roles.js
 * grant`, as the image runs it) while the site runs, so it reaches the server through its control
 * socket; before that the console is the site's 404 for the same person. Then, on a phone: the account menu's link, the
 * base calculation amounts' form (a preview of the claims it moves, then the save, with the
 * flash and the new row), the audit log's entry for it; axe clean in light and dark.
 *
 * With E2E_SCREENSHOTS=1 the pages are photographed (390 and 1280 px, light and dark) into screenshots/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newWatchedPage, returningVisitor, seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';
import { newDataDir } from './support/data-dir.js';
import { signInFromHeader, startSiteWithOneId, type SignInServers } from './support/sign-in.js';

jest.setTimeout(180_000);

const DILNOZA = '42306851234567';
let servers: SignInServers;
let browser: Browser;
let dataDir: string;
let context: BrowserContext | undefined;

beforeAll(async () => {
  dataDir = newDataDir('huquq-e2e-ops-');
  servers = await startSiteWithOneId({ DATA_DIR: dataDir });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await servers?.stop();
});

const origin = () => servers.site.origin;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(origin() + path);
  await waitForHydration(page);
}

async function setMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.context().addCookies([{ name: 'nuxt-color-mode', value: mode, url: origin() }]);
  await page.evaluate((value) => window.localStorage.setItem('nuxt-color-mode', value), mode);
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

/** The operators' command as an operator runs it on the server, against the running site's DATA_DIR. */
function opsCommand(...args: string[]): { status: number | null; output: string } {
  // The built command, as the image runs it: no TypeScript compiled per call beside the other browser tests.
  const run = spawnSync(process.execPath, [path.resolve('dist/server/ops-roles.js'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the console', () => {
  let page: Page;
  let problems: PageProblems;

  test('a role granted on the running site opens the console; before it, the console is a 404', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await returningVisitor(context, origin(), 'en');
    ({ page, problems } = await newWatchedPage(context));
    await open(page, '/en/services');
    await signInFromHeader(page, 0);
    const before = await page.goto(`${origin()}/en/ops`);
    expect(before?.status()).toBe(404);

    const granted = opsCommand('grant', DILNOZA, 'operator');
    expect(granted).toEqual({ status: 0, output: `Granted operator for ${DILNOZA}.\n` });
    expect(opsCommand('grant', DILNOZA, 'operator').output).toContain('was granted already');
    // The list too comes through the running server's socket.
    expect(opsCommand('list')).toEqual({ status: 0, output: expect.stringMatching(new RegExp(`^${DILNOZA}  operator  .* by command line \\(`)) });

    await open(page, '/en/services');
    await page.locator('[data-testid="account-menu"] summary').click();
    await page.locator('[data-testid="account-menu-ops"]').click();
    await page.waitForURL(`${origin()}/en/ops`);
    // The address changes before the new page commits: wait for its heading.
    await page.locator('[data-testid="page-heading"]', { hasText: 'Operators’ console' }).waitFor();
    await expect(page.locator('[data-testid="ops-roles"]').textContent()).resolves.toContain('operator');
  });

  test('on a phone: preview, then add a base calculation amount; the audit log has it; axe clean in light and dark', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/en/ops/base-calculation-amounts');
    const day = `${new Date().getUTCFullYear() + 2}-08-01`;
    const form = page.locator('[data-testid="amount-form"]');
    await form.locator('input[name="validFrom"]').fill(day);
    await form.locator('input[name="amount"]').fill('460 000');
    await form.locator('textarea[name="actUz"]').fill('Prezident farmoni (sinov)');
    await form.locator('textarea[name="actRu"]').fill('Указ Президента (проверка)');
    await form.locator('textarea[name="actEn"]').fill('Presidential decree (test)');
    await form.locator('input[name="sourceUrl"]').fill('https://lex.uz/docs/0000002');
    await form.locator('input[name="note"]').fill('Published today');
    await page.locator('[data-testid="preview-amount"]').click();
    await page.waitForSelector('[data-testid="amount-preview"]');
    await expect(page.locator('[data-testid="amount-preview"]').textContent()).resolves.toContain('460,000 UZS');
    // The preview keeps what was typed, and nothing was saved.
    await expect(form.locator('textarea[name="actEn"]').inputValue()).resolves.toBe('Presidential decree (test)');
    await expect(page.locator(`[data-testid="amount-row"][data-day="${day}"]`).count()).resolves.toBe(0);
    await shoot(page, 'ops-amounts-preview-390-light');

    await page.locator('[data-testid="save-amount"]').click();
    await page.waitForSelector(`[data-testid="amount-row"][data-day="${day}"]`);
    await expect(page.locator(`[data-testid="amount-row"][data-day="${day}"]`).textContent()).resolves.toContain('Decreed ahead');
    await waitForHydration(page);
    for (const mode of ['light', 'dark'] as const) {
      await setMode(page, mode);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const where of [
          '/en/ops',
          '/en/ops/state-duty',
          '/en/ops/courts',
          '/en/ops/disputes',
          '/en/ops/reviews',
          '/en/ops/payments',
          '/en/ops/base-calculation-amounts',
          '/en/ops/audit',
        ]) {
          await open(page, where);
          expect([where, mode, width, await seriousAxeViolations(page)]).toEqual([where, mode, width, []]);
          await shoot(page, `ops-${where.split('/').pop()}-${width}-${mode}`);
        }
      }
    }
    await open(page, '/en/ops/audit');
    const first = page.locator('[data-testid="audit-entry"]').first();
    await expect(first.textContent()).resolves.toContain(`base-amount.add · base calculation amount ${day}`);
    await expect(page.locator('[data-testid="audit-entry"]').last().textContent()).resolves.toContain('role.grant');
    expect(problems.messages).toEqual([]);
  });
});
