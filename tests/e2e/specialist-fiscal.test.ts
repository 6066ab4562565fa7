/**
 * A specialist gives their new service its IKPU code on /home, in a real Chromium against the
 * production build (issue 29, ADR 016). The site starts on a DATA_DIR prepared before it
 * (support/fiscal-data.ts): the seeded content, the specialist's account (Aziz, the OneID
 * stand-in's citizen 1) and a new service of theirs without a code. "Your services" marks it as
 * not for sale with a link to the official code list (a new tab); a code of the wrong length is
 * refused in the form, which keeps it; the right one is saved, the warning goes and the code shows,
 * after a reload too. axe on /home with the form open, light and dark.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, newWatchedPage, returningVisitor, seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';
import { newDataDir } from './support/data-dir.js';
import { signInFromHeader, startSiteWithOneId, type SignInServers } from './support/sign-in.js';

jest.setTimeout(240_000);

const SPECIALIST_CITIZEN = 1;
const CODE = '10305008001000000';

let servers: SignInServers;
let browser: Browser;
let data: { nickname: string; serviceId: number; title: string };

beforeAll(async () => {
  const dataDir = newDataDir('huquq-e2e-fiscal-');
  const prepared = spawnSync(path.resolve('node_modules/.bin/tsx'), ['tests/e2e/support/fiscal-data.ts', dataDir], { encoding: 'utf8' });
  if (prepared.status !== 0) throw new Error(`fiscal-data.ts failed: ${prepared.stderr}`);
  data = JSON.parse(prepared.stdout.trim().split('\n').pop() ?? '{}') as typeof data;
  servers = await startSiteWithOneId({ DATA_DIR: dataDir });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await servers?.stop();
});

const origin = () => servers.site.origin;

/** The specialist (English, 1280×900), signed in, on /home with their services listed. */
async function specialistHome(colorMode?: 'light' | 'dark'): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await returningVisitor(context, origin(), 'en');
  if (colorMode) await context.addCookies([{ name: 'nuxt-color-mode', value: colorMode, url: origin() }]);
  const { page, problems } = await newWatchedPage(context);
  await page.goto(`${origin()}/en`);
  await waitForHydration(page);
  await signInFromHeader(page, SPECIALIST_CITIZEN);
  await openHome(page);
  return { context, page, problems };
}

async function openHome(page: Page): Promise<void> {
  await page.goto(`${origin()}/en/home`);
  await waitForHydration(page);
  await page.locator('[data-testid="own-services"]').waitFor();
}

const row = (page: Page): Locator => page.locator(`[data-testid="own-service"][data-service="${data.serviceId}"]`);

/** With E2E_SCREENSHOTS=1: the services card at 390 and 1280 px, light and dark, in screenshots/ (to look at). */
async function shoot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync('screenshots', { recursive: true });
  const before = page.viewportSize();
  for (const [device, size] of [
    ['mobile', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme });
      await page.locator('[data-testid="home-own-services"]').screenshot({ path: `screenshots/fiscal-${name}-${device}-${colorScheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (before) await page.setViewportSize(before);
}

test('a new service is marked as not for sale with the code list; its code is refused when short, saved when right, and the warning goes', async () => {
  const { context, page, problems } = await specialistHome();
  const service = row(page);
  await expect(service.getAttribute('data-sellable')).resolves.toBe('false');
  await expect(service.locator('h3').textContent()).resolves.toBe(data.title);
  const warning = service.locator('[data-testid="fiscal-missing"]');
  await expect(warning.textContent()).resolves.toContain('Cannot be sold until it has its IKPU code');
  const link = warning.locator('[data-testid="fiscal-classifier"]');
  await expect(link.getAttribute('href')).resolves.toBe('https://tasnif.soliq.uz/');
  await expect(link.getAttribute('target')).resolves.toBe('_blank');
  await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
  await expect(link.textContent()).resolves.toContain('(opens in a new tab)');
  // The seeded services have theirs.
  await expect(page.locator('[data-testid="own-service"][data-sellable="true"]').count()).resolves.toBeGreaterThan(0);
  await shoot(page, 'missing');

  await service.locator('[data-testid="fiscal-edit"]').click();
  const form = service.locator('[data-testid="fiscal-form"]');
  await form.waitFor();
  // The form opens on the code.
  await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'ikpuCode', undefined, { timeout: 5_000 });

  // Too short: refused in the form, which names the field and keeps what was typed.
  await form.locator('input[name="ikpuCode"]').fill('1030500800');
  await form.locator('input[name="packageCode"]').fill('1500523');
  await form.locator('[data-testid="fiscal-save"]').click();
  await form.locator('[data-testid="fiscal-notice"]').waitFor();
  await expect(form.textContent()).resolves.toContain('IKPU code must be exactly 17 characters long.');
  await expect(form.locator('input[name="ikpuCode"]').inputValue()).resolves.toBe('1030500800');
  await expect(form.locator('input[name="packageCode"]').inputValue()).resolves.toBe('1500523');
  await expect(form.locator('input[name="ikpuCode"]').getAttribute('aria-invalid')).resolves.toBe('true');
  await shoot(page, 'refused');

  // Right: saved through the API, the warning goes and the code shows.
  await form.locator('input[name="ikpuCode"]').fill('10305 008 001 000 000');
  await form.locator('select[name="vatPercent"]').selectOption('0');
  const saved = page.waitForResponse(
    (response) => response.url().includes(`/api/v1/me/specialist/services/${data.serviceId}/fiscal`) && response.request().method() === 'PUT',
  );
  await form.locator('[data-testid="fiscal-save"]').click();
  await expect(saved.then((response) => response.status())).resolves.toBe(200);
  await page.waitForFunction(
    (id) => document.querySelector(`[data-testid="own-service"][data-service="${id}"]`)?.getAttribute('data-sellable') === 'true',
    data.serviceId,
    { timeout: 10_000 },
  );
  await expect(service.locator('[data-testid="fiscal-missing"]').count()).resolves.toBe(0);
  await expect(service.locator('[data-testid="fiscal-form"]').count()).resolves.toBe(0);
  const shown = ((await service.locator('[data-testid="fiscal-data"]').textContent()) ?? '').replace(/\s+/g, ' ');
  expect(shown).toContain('Can be sold');
  expect(shown).toContain(`IKPU code: ${CODE}`);
  expect(shown).toContain('Package code: 1500523');
  expect(shown).toContain('VAT: 0%');
  // Focus is back on the row's button.
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'fiscal-edit', undefined, { timeout: 5_000 });
  await shoot(page, 'saved');

  // Stored: a reload shows the same.
  await openHome(page);
  await expect(row(page).getAttribute('data-sellable')).resolves.toBe('true');
  await expect(row(page).locator('[data-testid="fiscal-missing"]').count()).resolves.toBe(0);
  await expect(row(page).locator('[data-testid="fiscal-data"]').textContent()).resolves.toContain(CODE);
  expect(problems.messages).toEqual([]);
  await context.close();
});

test.each(['light', 'dark'] as const)('/home with the services and a fiscal form open has no serious axe violation in %s mode', async (mode) => {
  const { context, page, problems } = await specialistHome(mode);
  await expect(page.evaluate(() => document.documentElement.className)).resolves.toBe(mode);
  await page.locator('[data-testid="own-service"] [data-testid="fiscal-edit"]').first().click();
  await page.locator('[data-testid="fiscal-form"]').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems.messages).toEqual([]);
  await context.close();
});
