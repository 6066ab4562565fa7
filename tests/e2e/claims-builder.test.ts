/**
 * The claim builder's shell and its first three steps, /statement-of-claim/my/{idx}, in a real
 * Chromium against the production build (issue 11), signed in through the OneID stand-in, the
 * debt-recovery claim made through the API as the template page does: the court picked with the
 * "which court?" helper, the parties filled (the plaintiff prefilled from OneID and marked), value
 * rows added; a reload in the middle of step 2 keeps everything and returns to it; back and forth
 * keeps the answers; the duty estimate follows the value; the same start in Russian. With
 * CLAIM_SHOTS=1 each step is also photographed (390 and 1440 px, light and dark) into screenshots/.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import type { OwnClaim } from '../../shared/api/claims/contract';
import type { ClaimTemplateCard, ListResult } from '../../shared/api/types';
import { returningVisitor, seriousAxeViolations } from './support/browser.js';
import { storedClaims, waitForSaved } from './support/claims.js';
import { signInFromHeader, signInSuite } from './support/sign-in.js';

jest.setTimeout(240_000);

const suite = signInSuite();
let context: BrowserContext;
let page: Page;
beforeEach(() => ({ context, page } = suite.current()));

const origin = () => suite.current().origin;
const WRITE = () => ({ 'x-requested-with': 'huquq', origin: origin() });
const SHOTS = process.env.CLAIM_SHOTS === '1';

async function signedIn(lang: 'uz' | 'ru'): Promise<void> {
  await context.clearCookies();
  await returningVisitor(context, origin(), lang);
  await suite.open(page, lang === 'uz' ? '/services' : `/${lang}/services`);
  await signInFromHeader(page, 0);
}

async function createClaim(locale: 'uz' | 'ru'): Promise<OwnClaim> {
  const list = (await (await context.request.get(`${origin()}/api/v1/claim-templates?lang=${locale}&pageSize=48`)).json()) as ListResult<ClaimTemplateCard>;
  const template = list.items.find((item) => item.slug === 'loan-debt')!;
  const res = await context.request.post(`${origin()}/api/v1/me/claims?lang=${locale}`, { headers: WRITE(), data: { templateId: template.id, locale } });
  expect(res.status()).toBe(201);
  return (await res.json()) as OwnClaim;
}

const { storedWhen } = storedClaims(() => context.request, origin, 'uz');

async function shoot(p: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync('screenshots', { recursive: true });
  for (const width of [390, 1440]) {
    for (const scheme of ['light', 'dark'] as const) {
      await p.setViewportSize({ width, height: 900 });
      await p.emulateMedia({ colorScheme: scheme });
      // The colours ease into the new scheme.
      await p.waitForTimeout(700);
      await p.screenshot({ path: `screenshots/claim-${name}-${width}-${scheme}.png`, fullPage: true });
      // Nothing wider than the screen.
      const scrollWidth = await p.evaluate(() => document.documentElement.scrollWidth);
      expect({ name, width, scrollWidth }).toEqual({ name, width, scrollWidth: width });
    }
  }
  await p.setViewportSize({ width: 1280, height: 900 });
  await p.emulateMedia({ colorScheme: 'light' });
}

const step = (p: Page) => p.locator('[data-testid="claim-builder"]').getAttribute('data-step');

describe('the claim builder, steps 1–3', () => {
  test('a debt claim walked in Uzbek: court by the helper, parties, value rows; reload in step 2 keeps all; back and forth; the duty follows the value', async () => {
    await signedIn('uz');
    const claim = await createClaim('uz');
    await suite.open(page, `/statement-of-claim/my/${claim.id}`);
    expect(await step(page)).toBe('court');
    await page.getByText('Qaysi sudga?').waitFor();
    await shoot(page, 'court');

    // Step 1: the helper proposes the court of the defendant's district; the visitor accepts it.
    await page.locator('[data-testid="helper-defendant-place-region"]').selectOption({ label: 'Toshkent shahri' });
    await page.locator('[data-testid="helper-defendant-place-district"] option[value="1726266"]').waitFor({ state: 'attached' });
    await page.locator('[data-testid="helper-defendant-place-district"]').selectOption('1726266');
    await page.locator('[data-testid="helper-defendant-address"]').fill('4-kvartal, 12-uy');
    await page.locator('[data-testid="helper-propose"]').click();
    const proposal = page.locator('[data-testid="helper-proposal"]');
    await proposal.waitFor();
    // Yunusobod district → the Mirzo Ulugʻbek court, medium: the other courts and where to confirm are shown.
    expect(await proposal.textContent()).toMatch(/Mirzo Ulugʻbek/);
    expect(await proposal.textContent()).toContain('Javobgarning tumani boʻyicha: Yunusobod tumani.');
    await page.locator('[data-testid="helper-alternatives"]').waitFor();
    await page.locator('[data-testid="helper-confirm"]').waitFor();
    await page.locator('[data-testid="helper-accept"]').click();
    await page.locator('[data-testid="court-chosen"]').waitFor();
    await page.locator('[data-testid="court-option"] input:checked').waitFor();
    expect(await page.locator('[data-testid="court-option"] input:checked').count()).toBe(1);
    const withCourt = await storedWhen(claim.id, (c) => c.answers.court?.courtId !== undefined, 'a court');
    expect(withCourt.court?.name).toMatch(/Mirzo Ulugʻbek/);
    // The place typed in the helper is the defendant's in the parties' step.
    expect(withCourt.answers.parties?.defendants?.[0]).toMatchObject({ place: { district: '1726266' }, address: '4-kvartal, 12-uy' });
    await waitForSaved(page);
    await shoot(page, 'court-chosen');

    // Overridable: another court of the region picked by hand.
    const options = page.locator('[data-testid="court-option"]');
    expect(await options.count()).toBeGreaterThan(1);

    // Step 2, by "next": the URL names it.
    await page.locator('[data-testid="step-next"]').click();
    expect(await step(page)).toBe('parties');
    expect(page.url()).toContain('step=parties');
    await page.locator('[data-testid="plaintiff-prefilled-name"]').waitFor();
    const plaintiffName = await page.locator('[data-testid="plaintiff-name"]').inputValue();
    expect(plaintiffName.length).toBeGreaterThan(3);
    await page.locator('[data-testid="plaintiff-address"]').fill('Toshkent shahri, Chilonzor tumani, 9-kvartal, 3-uy');
    // The defendant whose district the helper was given is there already (ADR 015).
    await page.locator('[data-testid="defendants-0-name"]').fill('Karimov Jasur Olimovich');
    await page.locator('[data-testid="defendants-0-pinfl"]').fill('3123 4567 8901 23');
    await page.locator('[data-testid="defendants-0-address"]').fill('Toshkent shahri, Yunusobod tumani, 4-kvartal, 12-uy');
    // A bad PINFL is named in Uzbek once the field is left, and the rest is saved meanwhile.
    await page.locator('[data-testid="defendants-add"]').click();
    await page.locator('[data-testid="defendants-1-kind"] label').nth(1).click();
    await page.locator('[data-testid="defendants-1-name"]').fill('«Baraka Savdo» MChJ');
    await page.locator('[data-testid="defendants-1-tin"]').fill('12345');
    await page.locator('[data-testid="defendants-1-address"]').click();
    await page.locator('[data-testid="defendants-1-tin-error"]').waitFor();
    await storedWhen(
      claim.id,
      (c) =>
        c.answers.parties?.defendants?.[1]?.name === '«Baraka Savdo» MChJ' &&
        JSON.stringify(c.answers.parties?.defendants?.[0]).includes('"pinfl":"31234567890123"'),
      'both defendants',
    );
    await page.locator('[data-testid="defendants-1-tin"]').fill('123456789');
    // Reordered: the company first.
    await page.locator('[data-testid="defendants-up"]').nth(1).click();
    await storedWhen(
      claim.id,
      (c) => c.answers.parties?.defendants?.[0]?.kind === 'entity' && c.answers.parties.defendants[0].tin === '123456789',
      'the company first with its TIN',
    );
    await waitForSaved(page);
    await shoot(page, 'parties');

    // Reload in the middle of step 2: the same step, everything kept.
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await step(page)).toBe('parties');
    expect(await page.locator('[data-testid="defendants-0-name"]').inputValue()).toBe('«Baraka Savdo» MChJ');
    expect(await page.locator('[data-testid="defendants-1-name"]').inputValue()).toBe('Karimov Jasur Olimovich');
    expect(await page.locator('[data-testid="plaintiff-address"]').inputValue()).toBe('Toshkent shahri, Chilonzor tumani, 9-kvartal, 3-uy');
    expect(await page.locator('[data-testid="plaintiff-name"]').inputValue()).toBe(plaintiffName);

    // Step 3 from the progress bar: rows, the total, the duty estimate following the value.
    await page.locator('[data-testid="progress-value"]').click();
    expect(await step(page)).toBe('value');
    const duty = page.locator('[data-testid="duty-amount"]');
    await duty.waitFor();
    await page.locator('[data-testid="value-add-row"]').click();
    await page.locator('[data-testid="value-row-amount"]').first().fill('1500000');
    await page.locator('[data-testid="value-row-basis"]').first().fill('2025-yil 3-martdagi qarz tilxati');
    await page.waitForFunction(() => /1\s500\s000/.test(document.querySelector('[data-testid="value-total-amount"]')?.textContent ?? ''));
    await page.waitForFunction(
      () =>
        /soʻm/.test(document.querySelector('[data-testid="duty-amount"]')?.textContent ?? '') &&
        !document.querySelector('[data-testid="duty-estimate"]')?.getAttribute('aria-busy'),
    );
    const first = await duty.textContent();
    await page.locator('[data-testid="value-add-row"]').click();
    await page.locator('[data-testid="value-row-amount"]').nth(1).fill('900000000');
    await page.locator('[data-testid="value-row-basis"]').nth(1).fill('Shartnomaning 4.2-bandi boʻyicha penya');
    await page.waitForFunction((before) => {
      const text = document.querySelector('[data-testid="duty-amount"]')?.textContent ?? '';
      return text !== before && /soʻm/.test(text) && !document.querySelector('[data-testid="duty-estimate"]')?.getAttribute('aria-busy');
    }, first);
    expect(await duty.textContent()).not.toBe(first);
    expect(await page.locator('[data-testid="duty-calculator"]').textContent()).toBe('my.sud.uz');
    const withValue = await storedWhen(
      claim.id,
      (c) => (c.answers.value?.rows ?? []).length === 2 && c.answers.value!.rows![1]!.amount === 900_000_000_00,
      'two rows',
    );
    expect(withValue.answers.value?.rows?.[0]).toEqual({ kind: 'principal', amount: 1_500_000_00, basis: '2025-yil 3-martdagi qarz tilxati' });
    await waitForSaved(page);
    await shoot(page, 'value');

    // Back and forth keeps the answers.
    await page.locator('[data-testid="step-back"]').click();
    expect(await step(page)).toBe('parties');
    expect(await page.locator('[data-testid="defendants-1-pinfl"]').inputValue()).toBe('31234567890123');
    await page.locator('[data-testid="progress-court"]').click();
    await page.locator('[data-testid="court-chosen"]').waitFor();
    expect(await page.locator('[data-testid="court-chosen"]').textContent()).toMatch(/Mirzo Ulugʻbek/);
    await page.locator('[data-testid="progress-value"]').click();
    expect(await page.locator('[data-testid="value-row-basis"]').nth(1).inputValue()).toBe('Shartnomaning 4.2-bandi boʻyicha penya');
    expect(await page.locator('[data-testid="value-row"]').count()).toBe(2);
    expect(await page.locator('[data-testid="save-status"]').getAttribute('data-phase')).toBe('idle');

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(700);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(suite.current().problems.messages).toEqual([]);
  });

  test('each step is a history entry: Back goes to the previous step, Forward returns, answers kept, nothing fetched again', async () => {
    await signedIn('uz');
    const claim = await createClaim('uz');
    await suite.open(page, `/statement-of-claim/my/${claim.id}`);
    expect(await step(page)).toBe('court');
    const payloads: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('_payload.json')) payloads.push(req.url());
    });
    const heading = page.locator('[data-testid="step-heading"]');
    // Back and Forward are the router's navigations, committed in a transition: wait for the step.
    const at = (name: string) => page.locator(`[data-testid="claim-builder"][data-step="${name}"]`).waitFor();

    await page.locator('[data-testid="step-next"]').click();
    await page.waitForURL(/[?&]step=parties/);
    await at('parties');
    await page.locator('[data-testid="plaintiff-address"]').fill('Toshkent shahri, Chilonzor tumani, 9-kvartal, 3-uy');
    await page.locator('[data-testid="progress-value"]').click();
    await page.waitForURL(/[?&]step=value/);
    await page.locator('[data-testid="value-add-row"]').click();
    await page.locator('[data-testid="value-row-amount"]').first().fill('2500000');

    // The browser's Back (Android's too): the previous step, with what was typed there.
    await page.goBack();
    await page.waitForURL(/[?&]step=parties/);
    await at('parties');
    await heading.filter({ hasText: 'Taraflar' }).waitFor();
    expect(await page.locator('[data-testid="plaintiff-address"]').inputValue()).toBe('Toshkent shahri, Chilonzor tumani, 9-kvartal, 3-uy');
    // The heading takes the focus, so a screen reader hears where the visitor is.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('claim-step-heading');
    await page.goBack();
    await page.waitForFunction(() => !window.location.search.includes('step='));
    await at('court');
    expect(new URL(page.url()).pathname).toBe(`/statement-of-claim/my/${claim.id}`);

    // Forward comes back through the same steps, the value typed still there.
    await page.goForward();
    await page.waitForURL(/[?&]step=parties/);
    await at('parties');
    await page.goForward();
    await page.waitForURL(/[?&]step=value/);
    await at('value');
    expect(await page.locator('[data-testid="value-row-amount"]').first().inputValue()).toMatch(/2\s?500\s?000/);
    await storedWhen(
      claim.id,
      (c) => c.answers.value?.rows?.[0]?.amount === 2_500_000_00 && c.answers.parties?.plaintiff?.address !== undefined,
      'the address and the row',
    );
    await waitForSaved(page);

    // Moving between steps asked the server for nothing; the page's claim is the builder's.
    expect(payloads).toEqual([]);
    // Back from the first step leaves the builder for the page before it.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/services');
    expect(suite.current().problems.messages).toEqual([]);
  });

  test('the same start in Russian: the helper, the court, the parties in Russian', async () => {
    await signedIn('ru');
    const claim = await createClaim('ru');
    await suite.open(page, `/ru/statement-of-claim/my/${claim.id}`);
    await page.getByText('В какой суд?').waitFor();
    expect(await page.locator('[data-testid="progress-parties"]').textContent()).toContain('Стороны');
    await page.locator('[data-testid="helper-defendant-place-region"]').selectOption({ label: 'город Ташкент' });
    await page.locator('[data-testid="helper-defendant-place-district"] option[value="1726266"]').waitFor({ state: 'attached' });
    await page.locator('[data-testid="helper-defendant-place-district"]').selectOption('1726266');
    await page.locator('[data-testid="helper-defendant-address"]').fill('кв-л 4, д. 12');
    await page.locator('[data-testid="helper-propose"]').click();
    await page.locator('[data-testid="helper-proposal"]').waitFor();
    expect(await page.locator('[data-testid="helper-proposal"]').textContent()).toContain('По району ответчика: Юнусабадский район.');
    await page.locator('[data-testid="helper-accept"]').click();
    await storedWhen(claim.id, (c) => c.answers.court?.courtId !== undefined, 'a court');
    await page.locator('[data-testid="step-next"]').click();
    expect(page.url()).toContain('step=parties');
    await page.getByRole('heading', { name: 'Ответчики' }).waitFor();
    // The defendant whose district the helper was given is there already (ADR 015).
    await page.locator('[data-testid="defendants-0-name"]').fill('Каримов Жасур Олимович');
    await page.locator('[data-testid="defendants-0-pinfl"]').fill('123');
    await page.locator('[data-testid="defendants-0-address"]').click();
    const error = await page.locator('[data-testid="defendants-0-pinfl-error"]').textContent();
    expect(error).toMatch(/ПИНФЛ|JShShIR|14/);
    await storedWhen(claim.id, (c) => c.answers.parties?.defendants?.[0]?.name === 'Каримов Жасур Олимович', 'the defendant');
    // The OneID data, cleared by hand, is offered again and marked.
    const name = await page.locator('[data-testid="plaintiff-name"]').inputValue();
    await page.locator('[data-testid="plaintiff-name"]').fill('');
    await page.locator('[data-testid="plaintiff-prefilled-name"]').waitFor({ state: 'detached' });
    await page.locator('[data-testid="plaintiff-oneid"]').click();
    await page.locator('[data-testid="plaintiff-prefilled-name"]').waitFor();
    expect((await page.locator('[data-testid="plaintiff-name"]').inputValue()).length).toBeGreaterThan(3);
    expect(name.length).toBeGreaterThan(3);
    await shoot(page, 'parties-ru');
    await page.locator('[data-testid="step-next"]').click();
    await page.getByText('Государственная пошлина (оценка)').waitFor();
    expect(suite.current().problems.messages).toEqual([]);
  });

  test('two tabs: the stale one meets the 409, keeps its answers and saves them over the newer claim', async () => {
    await signedIn('uz');
    const claim = await createClaim('uz');
    const other = await context.newPage();
    await suite.open(page, `/statement-of-claim/my/${claim.id}?step=parties`);
    await suite.open(other, `/statement-of-claim/my/${claim.id}?step=parties`);
    await other.locator('[data-testid="plaintiff-address"]').fill('Samarqand shahri, Registon koʻchasi, 1-uy');
    await storedWhen(claim.id, (c) => c.answers.parties?.plaintiff?.address === 'Samarqand shahri, Registon koʻchasi, 1-uy', 'the other tab’s address');
    await page.locator('[data-testid="defendants-add"]').click();
    await page.locator('[data-testid="defendants-0-name"]').fill('Stale Tab Defendant');
    await page.locator('[data-testid="conflict-notice"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid="save-status"]').getAttribute('data-phase')).toBe('conflict');
    // Nothing typed is lost, and the browser keeps a copy.
    expect(await page.locator('[data-testid="defendants-0-name"]').inputValue()).toBe('Stale Tab Defendant');
    expect(await page.evaluate((id) => localStorage.getItem(`huquq:claim-draft:${id}`) ?? '', claim.id)).toContain('Stale Tab Defendant');
    await page.locator('[data-testid="conflict-keep"]').click();
    const saved = await storedWhen(claim.id, (c) => c.answers.parties?.defendants?.[0]?.name === 'Stale Tab Defendant', 'the stale tab’s defendant');
    expect(saved.version).toBeGreaterThan(claim.version + 1);
    await waitForSaved(page);
    await page.locator('[data-testid="conflict-notice"]').waitFor({ state: 'detached' });
    // The other tab, stale now, loads the newer claim instead.
    await other.locator('[data-testid="plaintiff-phone"]').fill('+998 90 000 00 00');
    await other.locator('[data-testid="conflict-notice"]').waitFor({ timeout: 15_000 });
    await other.locator('[data-testid="conflict-load"]').click();
    await other.locator('[data-testid="defendants-0-name"]').waitFor();
    expect(await other.locator('[data-testid="defendants-0-name"]').inputValue()).toBe('Stale Tab Defendant');
    await other.close();
    // The browser reports the 409 itself; nothing else.
    expect(suite.current().problems.messages.filter((m) => !m.includes('status of 409'))).toEqual([]);
  });
});
