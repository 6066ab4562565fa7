/**
 * A debt-recovery claim walked end to end through the UI alone, as a person would, in a real
 * Chromium against the production build (issue 11): from /statement-of-claim to the debt category,
 * the loan template's page, signed in from the header, Start; the eight steps of the builder
 * (the court picked by region then court in Uzbek, proposed by the "which court?" helper from the
 * defendant's address in Russian); generated in the claim's language; the generated sheet and the
 * downloaded DOCX hold the court, the parties, the value, the circumstances and the demand; /home
 * lists the claim as generated, in the page's language. The API is only read, to wait for saves.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import type { ClaimTemplateCard, ListResult } from '../../shared/api/types';
import { returningVisitor, waitForHydration } from './support/browser.js';
import { nextStep, storedClaims, waitForSaved } from './support/claims.js';
import { signInFromHeader, signInSuite } from './support/sign-in.js';

jest.setTimeout(240_000);

const suite = signInSuite();
const origin = () => suite.current().origin;
const OUT = path.join(process.cwd(), 'screenshots', 'claims');

interface Walk {
  locale: 'uz' | 'ru';
  /** The pages' path prefix. */
  prefix: string;
  /** Step 1: the region then the court (the region's name as the list shows it), or the helper's proposal. */
  court: { by: 'region'; region: string } | { by: 'helper' };
  /** What the chosen court's name holds. */
  courtName: RegExp;
  plaintiffAddress: string;
  defendant: { name: string; pinfl: string; address: string };
  /** The defendant's region as the helper's select names it; the district is Yunusobod (SOATO 1726266). */
  defendantRegion: string;
  amount: string;
  /** The amount as the sheet and the DOCX write it (spaces normalised). */
  amountShown: RegExp;
  currency: RegExp;
  basis: string;
  circumstances: string;
  evidence: string;
  demand: string;
  /** The state "generated" as /home says it. */
  generated: string;
}

const UZ: Walk = {
  locale: 'uz',
  prefix: '',
  court: { by: 'region', region: 'Toshkent shahri' },
  // Yunusobod district goes to the Mirzo Ulugʻbek inter-district court (docs/courts.md).
  courtName: /Mirzo Ulugʻbek/,
  plaintiffAddress: 'Toshkent shahri, Chilonzor tumani, Bunyodkor koʻchasi, 5-uy',
  defendant: { name: 'Rahimov Bobur Olimovich', pinfl: '41234567890123', address: 'Toshkent shahri, Yunusobod tumani, Amir Temur shoh koʻchasi, 12-uy' },
  defendantRegion: 'Toshkent shahri',
  amount: '15000000',
  amountShown: /15 000 000/,
  currency: /soʻm/,
  basis: 'Qarz tilxati, 2025-yil 3-mart',
  circumstances:
    '2025-yil 3-martda javobgar mendan 15 000 000 soʻm qarz oldi va uni 2025-yil 1-iyungacha qaytarishni tilxat bilan oʻz zimmasiga oldi. Belgilangan muddatda qarz qaytarilmadi.',
  evidence: 'Qarz tilxati (2025-yil 3-mart)',
  demand: 'Javobgardan mening foydamga 15 000 000 soʻm asosiy qarzni undirish.',
  generated: 'Yaratilgan',
};

const RU: Walk = {
  locale: 'ru',
  prefix: '/ru',
  court: { by: 'helper' },
  courtName: /Мирзо-Улугбек/,
  plaintiffAddress: 'г. Ташкент, Чиланзарский район, ул. Бунёдкор, д. 5',
  defendant: { name: 'Рахимов Бобур Олимович', pinfl: '41234567890124', address: 'г. Ташкент, Юнусабадский район, кв-л 4, д. 12' },
  defendantRegion: 'город Ташкент',
  amount: '15000000',
  amountShown: /15 000 000/,
  currency: /сум/,
  basis: 'Расписка от 3 марта 2025 года',
  circumstances:
    '3 марта 2025 года ответчик получил от меня в долг 15 000 000 сумов и по расписке обязался вернуть их до 1 июня 2025 года. В установленный срок долг не возвращён.',
  evidence: 'Расписка от 3 марта 2025 года',
  demand: 'Взыскать с ответчика в мою пользу 15 000 000 сумов основного долга.',
  generated: 'Сформирован',
};

/** Spaces of every kind (formatted sums use narrow and non-breaking ones) as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ');

const { stored, storedWhen } = storedClaims(() => suite.current().context.request, origin);

async function docxText(file: string): Promise<string> {
  const zip = await JSZip.loadAsync(readFileSync(file));
  const xml = await zip.file('word/document.xml')!.async('string');
  return xml
    .replace(/<w:p[ >]/g, '\n$&')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The loan template as the pages of the claim's language name it. */
async function loanTemplate(locale: 'uz' | 'ru'): Promise<ClaimTemplateCard> {
  const list = (await (await fetch(`${origin()}/api/v1/claim-templates?pageSize=48&lang=${locale}`)).json()) as ListResult<ClaimTemplateCard>;
  const found = list.items.find((card) => card.slug === 'loan-debt');
  if (!found) throw new Error('no claim template loan-debt');
  return found;
}

const MY_CLAIM = /\/statement-of-claim\/my\/(\d+)$/;

async function pickCourtByRegion(page: Page, w: Walk, name: string): Promise<void> {
  const region = page.locator('[data-testid="court-region"] option', { hasText: name }).first();
  await page.locator('[data-testid="court-region"]').selectOption(await region.getAttribute('value'));
  const option = page.locator('[data-testid="court-option"]', { hasText: w.courtName });
  await option.first().waitFor();
  await option.first().locator('input').check();
  await page.locator('[data-testid="court-chosen"]', { hasText: w.courtName }).waitFor();
}

async function acceptProposedCourt(page: Page, w: Walk): Promise<void> {
  // The helper is given the defendant's street from step 2; it decides from the district picked.
  const address = page.locator('[data-testid="helper-defendant-address"]');
  expect(await address.inputValue()).toBe(w.defendant.address);
  await page.locator('[data-testid="helper-defendant-place-region"]').selectOption({ label: w.defendantRegion });
  await page.locator('[data-testid="helper-defendant-place-district"] option[value="1726266"]').waitFor({ state: 'attached' });
  await page.locator('[data-testid="helper-defendant-place-district"]').selectOption('1726266');
  await page.locator('[data-testid="helper-propose"]').click();
  const proposal = page.locator('[data-testid="helper-proposal"]');
  await proposal.waitFor();
  expect(await proposal.textContent()).toMatch(w.courtName);
  await page.locator('[data-testid="helper-accept"]').click();
  await page.locator('[data-testid="court-chosen"]', { hasText: w.courtName }).waitFor();
}

async function walk(page: Page, w: Walk): Promise<void> {
  const { context, problems } = suite.current();
  await context.clearCookies();
  await returningVisitor(context, origin(), w.locale);
  const loan = await loanTemplate(w.locale);

  // The builder's front page, signed in from the header; then the category and the template.
  await suite.open(page, `${w.prefix}/statement-of-claim`);
  await signInFromHeader(page, 0);
  // Signed in, with the sections' row, the basket and the account menu, the header fits 1280 px (Russian's longer labels too).
  expect(page.viewportSize()?.width).toBe(1280);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.locator('[data-testid="claim-category"] h3 a', { hasText: loan.category.name }).click();
  await page.waitForURL(new RegExp(`${w.prefix}/statement-of-claim/list/${loan.category.id}$`));
  await page.locator('[data-testid="page-heading"]', { hasText: loan.category.name }).waitFor();
  await page.locator('[data-testid="claim-template-card"] a', { hasText: loan.title }).click();
  await page.waitForURL(new RegExp(`${w.prefix}/statement-of-claim/templates/${loan.id}$`));
  await page.locator('[data-testid="page-heading"]', { hasText: loan.title }).waitFor();
  await waitForHydration(page);
  // The claim is in the page's language unless told otherwise.
  await expect(page.locator(`[data-testid="claim-language-${w.locale}"]`).isChecked()).resolves.toBe(true);
  await page.locator('[data-testid="start-claim-button"]').click();
  await page.waitForURL(MY_CLAIM, { timeout: 30_000 });
  expect(new URL(page.url()).pathname.startsWith(`${w.prefix}/statement-of-claim/my/`)).toBe(true);
  const id = Number(MY_CLAIM.exec(page.url())![1]);
  await waitForHydration(page);
  await page.waitForSelector('[data-testid="claim-builder"][data-step="court"]');
  const created = await stored(id);
  expect(created.locale).toBe(w.locale);
  expect(created.template?.id).toBe(loan.id);

  // Step 1: the court by region, or (below) the helper's proposal once the defendant is known.
  if (w.court.by === 'region') {
    await pickCourtByRegion(page, w, w.court.region);
    await storedWhen(id, (c) => c.answers.court?.courtId !== undefined, 'a court');
  }

  // Step 2: the plaintiff from OneID, one defendant.
  await nextStep(page, 'parties');
  await page.locator('[data-testid="plaintiff-prefilled-name"]').waitFor();
  const plaintiff = await page.locator('[data-testid="plaintiff-name"]').inputValue();
  expect(plaintiff.length).toBeGreaterThan(3);
  await page.locator('[data-testid="plaintiff-address"]').fill(w.plaintiffAddress);
  await page.locator('[data-testid="defendants-add"]').click();
  await page.locator('[data-testid="defendants-0-name"]').fill(w.defendant.name);
  await page.locator('[data-testid="defendants-0-pinfl"]').fill(w.defendant.pinfl);
  await page.locator('[data-testid="defendants-0-address"]').fill(w.defendant.address);
  await storedWhen(
    id,
    (c) => c.answers.parties?.defendants?.[0]?.address === w.defendant.address && c.answers.parties.plaintiff?.address === w.plaintiffAddress,
    'the parties',
  );
  await waitForSaved(page);

  if (w.court.by === 'helper') {
    await page.locator('[data-testid="progress-court"]').click();
    await page.waitForSelector('[data-testid="claim-builder"][data-step="court"]');
    await acceptProposedCourt(page, w);
    await storedWhen(id, (c) => c.answers.court?.courtId !== undefined, 'the proposed court');
    await nextStep(page, 'parties');
    expect(await page.locator('[data-testid="defendants-0-name"]').inputValue()).toBe(w.defendant.name);
  }
  // The court's name as the claim's language writes it.
  const court = await stored(id, w.locale);
  const courtName = court.court?.name ?? '';
  expect(courtName).toMatch(w.courtName);

  // Step 3: the principal with its basis; the duty estimate shows a sum.
  await nextStep(page, 'value');
  await page.locator('[data-testid="value-add-row"]').click();
  await page.locator('[data-testid="value-row-amount"]').first().fill(w.amount);
  await page.locator('[data-testid="value-row-basis"]').first().fill(w.basis);
  await page.waitForFunction(
    (shown) => new RegExp(shown).test((document.querySelector('[data-testid="value-total-amount"]')?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ')),
    w.amountShown.source,
  );
  await page.waitForFunction((currency) => {
    const duty = document.querySelector('[data-testid="duty-amount"]')?.textContent ?? '';
    return /\d/.test(duty) && new RegExp(currency).test(duty) && !document.querySelector('[data-testid="duty-estimate"]')?.getAttribute('aria-busy');
  }, w.currency.source);
  const withValue = await storedWhen(id, (c) => c.answers.value?.rows?.[0]?.amount === Number(w.amount) * 100, 'the principal');
  expect(withValue.answers.value?.rows?.[0]).toEqual({ kind: 'principal', amount: Number(w.amount) * 100, basis: w.basis });

  // Step 4: the circumstances typed in the editor.
  await nextStep(page, 'circumstances');
  await page.locator('[data-testid="circumstances-guide"]').waitFor();
  const editor = page.locator('[data-testid="document-editor"]');
  await editor.waitFor();
  await editor.click();
  await page.keyboard.type(w.circumstances);
  await storedWhen(id, (c) => JSON.stringify(c.answers.circumstances ?? []).includes(w.circumstances.slice(0, 40)), 'the circumstances');

  // Step 5: one evidence item; it joins the attachment list.
  await nextStep(page, 'evidence');
  await page.locator('[data-testid="evidence-new"]').fill(w.evidence);
  await page.locator('[data-testid="evidence-add"]').click();
  await page.locator('[data-testid="attachment"]', { hasText: w.evidence }).waitFor();
  await storedWhen(id, (c) => (c.answers.evidence ?? []).includes(w.evidence), 'the evidence');

  // Step 6: the template's first suggestion taken, then put in the visitor's own words.
  await nextStep(page, 'demands');
  const suggestion = page.locator('[data-testid="demand-suggestion"]').first();
  await suggestion.waitFor();
  await suggestion.locator('[data-testid="demand-suggestion-add"]').click();
  const demand = page.locator('[data-testid="demand-text"]').first();
  await demand.waitFor();
  expect((await demand.inputValue()).length).toBeGreaterThan(10);
  await demand.fill(w.demand);
  await storedWhen(id, (c) => c.answers.demands?.length === 1 && c.answers.demands[0]!.text === w.demand, 'the demand');

  // Step 7: a loan claim needs no demand letter; the step says so.
  await nextStep(page, 'pretrial');
  await page.locator('[data-testid="pretrial-not-required"]').waitFor();

  // Step 8: nothing blocks; generated in the claim's language.
  await nextStep(page, 'review');
  await page.locator('[data-testid="review-clean"], [data-testid="review-problems"]').first().waitFor();
  expect(await page.locator('[data-testid="review-problem"][data-severity="error"]').allTextContents()).toEqual([]);
  await waitForSaved(page);
  await page.locator(`[data-testid="generate-language-${w.locale}"]`).check();
  await page.locator('[data-testid="generate-button"]').click();
  const sheet = page.locator('[data-testid="generated-sheet"]');
  await sheet.waitFor();
  const generated = await storedWhen(id, (c) => c.status === 'generated', 'the generated state');
  expect(generated.generated).toBeTruthy();
  const shown = plain(await sheet.textContent());
  for (const part of [courtName, plaintiff, w.defendant.name, w.circumstances.slice(0, 40), w.demand.replace(/\.$/, '')]) expect(shown).toContain(plain(part));
  expect(shown).toMatch(w.amountShown);
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: path.join(OUT, `walk-${w.locale}-generated.png`), fullPage: true });

  // The DOCX, as downloaded.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="generated-docx"]').click()]);
  const file = path.join(OUT, `walk-${w.locale}.docx`);
  await download.saveAs(file);
  const text = plain(await docxText(file));
  for (const part of [courtName, plaintiff, w.defendant.name, w.circumstances.slice(0, 40), w.demand.replace(/\.$/, '')]) expect(text).toContain(plain(part));
  expect(text).toMatch(w.amountShown);

  // /home lists it as generated, in the page's language.
  await suite.open(page, `${w.prefix}/home`);
  const own = page.locator('[data-testid="own-claim"]', { has: page.locator(`a[href="${w.prefix}/statement-of-claim/my/${id}"]`) });
  await own.waitFor();
  expect(await own.textContent()).toContain(w.generated);
  expect(await own.textContent()).toContain(loan.title);

  expect(problems.messages).toEqual([]);
}

describe('a debt claim walked end to end through the UI', () => {
  test('in Uzbek: the court by region, generated in Uzbek, its DOCX, then on /home as generated', async () => {
    await walk(suite.current().page, UZ);
  });

  test('in Russian: the court proposed from the defendant’s address, generated in Russian, its DOCX, then on /home', async () => {
    await walk(suite.current().page, RU);
  });
});
