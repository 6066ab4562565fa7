/**
 * The template pages in a real Chromium against the production build, OneID played by a second
 * server's stand-in (issue 10): the catalogue's chips and search, the live preview following the
 * typing and the document-language switch, a field's message, a guest who fills a template, signs
 * in and lands on the saved document with every value, OneID's prefill marked, the print view
 * (its screenshot looks like a document: screenshots/e2e-print-view.png), and axe in light and dark.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import type { OwnDocument } from '../../shared/api/documents/contract.js';
import type { DocumentTemplateCard, ListResult } from '../../shared/api/types.js';
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

async function templateId(slug: string): Promise<number> {
  const list = (await (await fetch(`${origin()}/api/v1/document-templates?pageSize=48&lang=en`)).json()) as ListResult<DocumentTemplateCard>;
  const found = list.items.find((card) => card.slug === slug);
  if (!found) throw new Error(`no template ${slug}`);
  return found.id;
}

const macro = (key: string) => page.locator(`[data-testid="template-preview"] [data-macro="${key}"]`).first();

/** A complete power of attorney, as a visitor types it. */
const POA: Record<string, string> = {
  city: 'Tashkent',
  principal_name: 'Karimov Aziz Rustam oʻgʻli',
  principal_pinfl: '30512901234561',
  principal_passport: 'AA1234567',
  principal_address: 'Tashkent, Chilonzor 5',
  agent_name: 'Karimova Malika',
  agent_pinfl: '42306851234567',
  agent_passport: 'AB7654321',
  agent_address: 'Tashkent, Yunusobod 7',
  powers: 'Collect my pension',
};
const DATES = { doc_date: '2026-03-12', valid_until: '2027-03-12' };

async function fillPoa(): Promise<void> {
  for (const [key, value] of Object.entries(POA)) await page.locator(`[name="${key}"]`).fill(value);
  for (const [key, value] of Object.entries(DATES)) await page.locator(`[name="${key}"]`).fill(value);
}

describe('the catalogue', () => {
  test('category chips and the search narrow the list and keep it in the address', async () => {
    await open(page, '/en/documents');
    const cards = page.locator('[data-testid="template-card"]');
    expect(await cards.count()).toBe(12);
    await page.locator('[data-testid="category-nav"] a', { hasText: 'Family documents' }).click();
    await page.waitForURL(/\/en\/documents\?category=family$/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="template-card"]').length < 12);
    const family = await cards.allTextContents();
    expect(family.length).toBeGreaterThan(0);
    expect(family.every((text) => text.includes('Family documents'))).toBe(true);

    await page.locator('[data-testid="category-nav"] a', { hasText: 'All templates' }).click();
    await page.waitForURL(/\/en\/documents$/);
    await page.locator('#documents-q').fill('доверенность');
    await page.locator('#documents-q').press('Enter');
    await page.waitForURL(/\/en\/documents\?q=/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="template-card"]').length < 12);
    expect(await cards.first().textContent()).toContain('Power of attorney');
    await page.locator('#documents-q').fill('ishonchnoma');
    await page.locator('#documents-q').press('Enter');
    await page.waitForURL(/q=ishonchnoma/);
    expect(await cards.first().textContent()).toContain('Power of attorney');
    expect(problems.messages).toEqual([]);
  });
});

describe('a template’s form', () => {
  test('the preview follows the typing and the document-language switch; empty macros show their [label], marked', async () => {
    const id = await templateId('power-of-attorney');
    await open(page, `/en/documents/templates/${id}`);
    expect(await macro('agent_name').getAttribute('data-empty')).toBe('');
    expect(await macro('agent_name').textContent()).toBe('[Representative: full name]');

    await page.locator('[name="principal_name"]').pressSequentially('Karimov Aziz');
    await page.waitForFunction(() => document.querySelector('[data-testid="template-preview"] [data-macro="principal_name"]')?.textContent === 'Karimov Aziz');
    expect(await macro('principal_name').getAttribute('data-empty')).toBeNull();
    await page.locator('[name="doc_date"]').fill('2026-03-12');
    // On the paper the day stays with its month (a no-break space); the field's own hint is plain text.
    expect(await macro('doc_date').textContent()).toBe('12\u00a0March 2026');
    expect(await page.locator('[data-testid="date-text"]').first().textContent()).toBe('12 March 2026');

    await page.locator('[data-testid="document-language"] label', { hasText: 'Русский' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="template-preview"]')?.textContent?.includes('ДОВЕРЕННОСТЬ'));
    expect(await macro('agent_name').textContent()).toBe('[Ф.И.О. представителя]');
    expect(await macro('principal_name').textContent()).toBe('Karimov Aziz');
    expect(await macro('doc_date').textContent()).toMatch(/^12\u00a0марта 2026/);
    // The interface stays English.
    expect(await page.locator('[data-testid="page-heading"]').textContent()).toBe('Power of attorney (general representation)');
    expect(await page.locator('[data-testid="template-preview"] [data-signature]').count()).toBeGreaterThan(0);
    expect(problems.messages).toEqual([]);
  });

  test('a field says what is wrong in the page’s language; a refused save keeps every value', async () => {
    const id = await templateId('power-of-attorney');
    await open(page, `/ru/documents/templates/${id}`);
    const pinfl = page.locator('[name="principal_pinfl"]');
    await pinfl.fill('12345');
    await pinfl.blur();
    const error = page.locator('[data-testid="template-field"]', { has: pinfl }).locator('[data-testid="field-error"]');
    await error.waitFor();
    expect(await error.textContent()).toBe('Поле «ПИНФЛ доверителя» должно состоять из 14 цифр.');
    expect(await pinfl.getAttribute('aria-invalid')).toBe('true');

    await page.locator('[name="agent_name"]').fill('Karimova Malika');
    await page.locator('[data-testid="save-document"]').click();
    await page.locator('[data-testid="form-notice"]').waitFor();
    expect(await page.locator('[data-testid="form-notice"]').textContent()).toContain('Проверьте выделенные поля.');
    expect(await page.locator('[data-testid="field-error"]').count()).toBeGreaterThan(5);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('principal_name');
    expect(await pinfl.inputValue()).toBe('12345');
    expect(await page.locator('[name="agent_name"]').inputValue()).toBe('Karimova Malika');
    expect(page.url()).toContain(`/ru/documents/templates/${id}`);
    expect(problems.messages).toEqual([]);
  });

  test('a power of attorney over three years is refused at its term with the Civil Code named; nothing typed is lost', async () => {
    const id = await templateId('power-of-attorney');
    await open(page, `/uz/documents/templates/${id}`);
    await fillPoa();
    const validUntil = page.locator('[name="valid_until"]');
    await validUntil.fill('2031-03-12');
    await validUntil.blur();
    const error = page.locator('[data-testid="template-field"]', { has: validUntil }).locator('[data-testid="field-error"]');
    await error.waitFor();
    expect(await error.textContent()).toBe(
      '«Amal qilish muddati (qachongacha)»: Ishonchnoma uch yildan ortiq muddatga berilmaydi (Oʻzbekiston Respublikasi Fuqarolik kodeksi).',
    );
    await page.locator('[data-testid="save-document"]').click();
    await page.locator('[data-testid="form-notice"]').waitFor();
    expect(await validUntil.inputValue()).toBe('2031-03-12');
    expect(await page.locator('[name="principal_name"]').inputValue()).toBe(POA.principal_name);
    // Uzbek is the default language: its pages have no prefix.
    expect(new URL(page.url()).pathname).toBe(`/documents/templates/${id}`);
    // Moving the date of issue on judges the term again: three years from 2028 are within the law.
    const docDate = page.locator('[name="doc_date"]');
    await docDate.fill('2028-03-12');
    await docDate.blur();
    await error.waitFor({ state: 'detached' });
    expect(problems.messages).toEqual([]);
  });

  test('a guest fills a template, signs in, and lands on the saved document with every value', async () => {
    const id = await templateId('power-of-attorney');
    await open(page, `/en/documents/templates/${id}`);
    await fillPoa();
    await page.locator('[data-testid="document-language"] label', { hasText: 'Oʻzbekcha' }).click();
    await page.locator('[data-testid="save-document"]').click();
    await page.waitForURL(/\/_oneid\//);
    await page.locator('button[name="citizen"][value="1"]').click();
    await page.waitForURL(/\/en\/documents\/my\/\d+$/, { timeout: 30_000 });
    const docId = Number(/\/documents\/my\/(\d+)$/.exec(page.url())![1]);
    await waitForHydration(page);
    const saved = (await page.evaluate(
      async (n) => (await fetch(`/api/v1/me/documents/${n}?lang=en`, { headers: { 'x-requested-with': 'huquq' } })).json(),
      docId,
    )) as OwnDocument;
    expect(saved.locale).toBe('uz');
    expect(saved.template?.id).toBe(id);
    expect(saved.fieldValues).toEqual({ ...POA, ...DATES });
    // Nothing is left in the tab once saved.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `huquq:template-draft:${id}`)).toBeNull();
    expect(problems.messages).toEqual([]);
  });

  test('a signed-in citizen’s OneID name and PINFL fill the first party, marked and editable', async () => {
    const id = await templateId('power-of-attorney');
    await open(page, `/en/documents/templates/${id}`);
    await signInFromHeader(page, 0);
    expect(await page.locator('[name="principal_name"]').inputValue()).toBe('Yusupova Dilnoza Alisher qizi');
    expect(await page.locator('[name="principal_pinfl"]').inputValue()).toBe('42306851234567');
    expect(await page.locator('[data-testid="from-oneid"]').count()).toBe(2);
    expect(await page.locator('[data-testid="from-oneid"]').first().textContent()).toBe('From your OneID profile');
    expect(await macro('principal_name').textContent()).toBe('Yusupova Dilnoza Alisher qizi');
    await page.locator('[name="principal_name"]').fill('Yusupova D. A.');
    expect(await page.locator('[data-testid="from-oneid"]').count()).toBe(1);
    // Another party can be the visitor: the values move there.
    await page.locator('[data-testid="oneid-party"]').selectOption({ index: 1 });
    expect(await page.locator('[name="agent_name"]').inputValue()).toBe('Yusupova Dilnoza Alisher qizi');
    expect(await page.locator('[name="principal_pinfl"]').inputValue()).toBe('');
    expect(await page.locator('[name="principal_name"]').inputValue()).toBe('Yusupova D. A.');
    expect(problems.messages).toEqual([]);
  });
});

describe('the print view', () => {
  test('a blank template on an A4 sheet: no site chrome, signature lines, Print hidden when printing', async () => {
    const id = await templateId('power-of-attorney');
    await page.setViewportSize({ width: 1000, height: 1300 });
    await open(page, `/en/mc-rnders?template=${id}&lang=ru`);
    expect(await page.locator('header, footer, [data-testid="site-header"]').count()).toBe(0);
    const sheet = page.locator('[data-testid="print-sheet"]');
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.width)).toBe(794); // 210 mm at 96 dpi
    expect(await sheet.textContent()).toContain('ДОВЕРЕННОСТЬ');
    const blank = page.locator('[data-signature]').first();
    expect(await blank.evaluate((el) => getComputedStyle(el).borderBottomStyle)).toBe('solid');
    // Each field is a line to write on, its label small beneath it, never a bracketed [label].
    expect(await sheet.textContent()).not.toMatch(/\[[^\]]+\]/);
    const field = page.locator('[data-blank][data-macro="principal_name"]').first();
    expect(await field.locator('[data-blank-line]').evaluate((el) => getComputedStyle(el).borderBottomStyle)).toBe('solid');
    const [line, label] = await Promise.all([field.locator('[data-blank-line]').boundingBox(), field.locator('[data-blank-label]').boundingBox()]);
    expect(label!.y).toBeGreaterThanOrEqual(line!.y + line!.height - 1);
    expect(await field.locator('[data-blank-label]').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeLessThan(12);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(0, 0, 0)');
    mkdirSync('screenshots', { recursive: true });
    await page.screenshot({ path: 'screenshots/e2e-print-view.png', fullPage: true });
    expect(await page.locator('[data-testid="print-button"]').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-testid="print-button"]').isVisible()).toBe(false);
    const heading = page.locator('[data-testid="print-sheet"] h2').first();
    expect(await heading.evaluate((el) => getComputedStyle(el).breakAfter)).toBe('avoid');
    expect(problems.messages).toEqual([]);
  });
});

describe('phones', () => {
  test('at 390 px neither page scrolls sideways; the preview comes below the form', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/ru/documents', `/ru/documents/templates/${await templateId('residential-lease')}`]) {
      await open(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    const form = (await page.locator('[data-testid="template-form"]').boundingBox())!;
    const preview = (await page.locator('[data-testid="template-preview"]').boundingBox())!;
    expect(preview.y).toBeGreaterThan(form.y + form.height);
    expect(await page.locator('[data-testid="print-blank"]').getAttribute('href')).toMatch(/\/ru\/mc-rnders\?template=\d+&lang=ru$/);
    expect(problems.messages).toEqual([]);
  });
});

describe('accessibility', () => {
  const cases = ['/en/documents', 'template'].flatMap((path) => (['light', 'dark'] as const).map((mode) => [path, mode] as const));
  test.each(cases)('%s has no serious axe violation in %s mode', async (path, mode) => {
    await context.addCookies([{ name: 'nuxt-color-mode', value: mode, url: origin() }]);
    const target = path === 'template' ? `/en/documents/templates/${await templateId('residential-lease')}` : path;
    await open(page, target);
    expect(await page.evaluate(() => document.documentElement.className)).toContain(mode);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
