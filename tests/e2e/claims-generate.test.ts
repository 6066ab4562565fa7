/**
 * Steps 4–8 of the statement-of-claim builder in a real Chromium against the production build
 * (issue 11): signed in through the OneID stand-in, a debt-recovery claim is made through the API
 * with the court, the parties and the value filled (steps 1–3), then the visitor writes the
 * circumstances in the editor, adds evidence and an attachment of their own, writes the demands,
 * reads the pre-trial step, finds no error on the review, generates the claim and downloads its
 * DOCX — in Uzbek, and again in Russian (where the claim is then recorded as filed). The print
 * view (a screenshot) and the PDF are kept under screenshots/claims/ to be looked at.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import type { OwnClaim } from '../../shared/api/claims/contract';
import type { ClaimTemplateCard, Court, ListResult } from '../../shared/api/types';
import type { ClaimAnswers } from '../../shared/claims/types';
import type { PageProblems } from './support/browser.js';
import { seriousAxeViolations } from './support/browser.js';
import { nextStep, storedClaims } from './support/claims.js';
import { signInFromHeader, signInSuite } from './support/sign-in.js';

jest.setTimeout(240_000);

const suite = signInSuite();
const origin = () => suite.current().origin;
const OUT = path.join(process.cwd(), 'screenshots', 'claims');

const WRITE = () => ({ 'x-requested-with': 'huquq', origin: origin() });

interface Case {
  locale: 'uz' | 'ru';
  /** The page's path prefix. */
  prefix: string;
  circumstances: string;
  evidence: string;
  extra: string;
  demand: string;
  law: string;
  expect: string[];
}

const UZ: Case = {
  locale: 'uz',
  prefix: '',
  circumstances:
    '2025-yil 3-martda javobgar mendan 15 000 000 soʻm qarz oldi va uni 2025-yil 1-iyungacha qaytarishni tilxat bilan oʻz zimmasiga oldi. Belgilangan muddatda qarz qaytarilmadi.',
  evidence: 'Qarz tilxati (2025-yil 3-mart)',
  extra: 'Bank koʻchirmasi',
  demand: 'Javobgardan mening foydamga 15 000 000 soʻm asosiy qarzni undirish.',
  law: 'FK 732-modda',
  expect: ['DAʼVO ARIZASI', 'SOʻRAYMAN', 'Ilovalar', 'Yunusobod'],
};

const RU: Case = {
  locale: 'ru',
  prefix: '/ru',
  circumstances:
    '3 марта 2025 года ответчик получил от меня в долг 15 000 000 сумов и по расписке обязался вернуть их до 1 июня 2025 года. В установленный срок долг не возвращён.',
  evidence: 'Расписка от 3 марта 2025 года',
  extra: 'Банковская выписка',
  demand: 'Взыскать с ответчика в мою пользу 15 000 000 сумов основного долга.',
  law: 'ст. 732 ГК',
  expect: ['ИСКОВОЕ ЗАЯВЛЕНИЕ', 'ПРОШУ', 'Приложения', 'Мирзо-Улугбек'],
};

async function signedIn(page: Page): Promise<void> {
  await suite.open(page, '/en/services');
  await signInFromHeader(page, 0);
}

async function createClaim(locale: 'uz' | 'ru'): Promise<OwnClaim> {
  const { context } = suite.current();
  const templates = (await (await context.request.get(`${origin()}/api/v1/claim-templates?lang=en&pageSize=50`)).json()) as ListResult<ClaimTemplateCard>;
  const loan = templates.items.find((t) => t.slug === 'loan-debt')!;
  const courts = (await (await context.request.get(`${origin()}/api/v1/courts?type=civil&q=Mirzo&lang=en&pageSize=50`)).json()) as ListResult<Court>;
  const court = courts.items.find((c) => c.slug === 'tashkent-city-civil-mirzo-ulugbek') ?? courts.items[0]!;
  const answers: ClaimAnswers = {
    court: { courtId: court.id },
    parties: {
      plaintiff: {
        kind: 'person',
        name: 'Karimov Aziz Anvarovich',
        pinfl: '31234567890123',
        passport: 'AA1234567',
        address: 'Toshkent shahri, Chilonzor tumani, Bunyodkor koʻchasi, 5-uy',
        phone: '+998901234567',
      },
      defendants: [
        {
          kind: 'person',
          name: 'Rahimov Bobur Olimovich',
          pinfl: '41234567890123',
          address: 'Toshkent shahri, Yunusobod tumani, Amir Temur shoh koʻchasi, 12-uy',
        },
      ],
    },
    value: { rows: [{ kind: 'principal', amount: 1_500_000_000, basis: locale === 'uz' ? 'Tilxat, 2025-yil 3-mart' : 'Расписка от 3 марта 2025 года' }] },
  };
  const res = await context.request.post(`${origin()}/api/v1/me/claims?lang=${locale}`, { headers: WRITE(), data: { templateId: loan.id, locale, answers } });
  expect(res.status()).toBe(201);
  return (await res.json()) as OwnClaim;
}

const { stored, storedWhen } = storedClaims(() => suite.current().context.request, origin);

async function docxText(file: string): Promise<string> {
  const zip = await JSZip.loadAsync(readFileSync(file));
  const xml = await zip.file('word/document.xml')!.async('string');
  return xml
    .replace(/<w:p[ >]/g, '\n$&')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' '); // a paper's no-break spaces read as spaces
}

/** Kept to be looked at (screenshots/ is not committed). */
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
}

async function walk(page: Page, problems: PageProblems, c: Case): Promise<OwnClaim> {
  await signedIn(page);
  const claim = await createClaim(c.locale);
  await suite.open(page, `${c.prefix}/statement-of-claim/my/${claim.id}?step=circumstances`);
  await page.waitForSelector('[data-testid="claim-builder"][data-step="circumstances"]');

  // Step 4: the documents' editor, with the guide beside it.
  await page.locator('[data-testid="circumstances-guide"]').waitFor();
  const editor = page.locator('[data-testid="document-editor"]');
  await editor.waitFor();
  await editor.click();
  await page.keyboard.type(c.circumstances);
  await storedWhen(claim.id, (s) => JSON.stringify(s.answers.circumstances ?? []).includes(c.circumstances.slice(0, 40)), 'the circumstances');
  await shot(page, `step-${c.locale}-circumstances`);

  // Step 5: an evidence item (it joins the attachment list), an attachment of one's own.
  await nextStep(page, 'evidence');
  await page.locator('[data-testid="evidence-new"]').fill(c.evidence);
  await page.locator('[data-testid="evidence-add"]').click();
  await expect(page.locator('[data-testid="attachment"]').filter({ hasText: c.evidence }).count()).resolves.toBe(1);
  await page.locator('[data-testid="attachments-extra-new"]').fill(c.extra);
  await page.locator('[data-testid="attachments-extra-add"]').click();
  // A generated item taken off the list and put back.
  await page.locator('[data-testid="attachment"][data-id="calculation"] [data-testid="attachment-remove"]').click();
  await page.locator('[data-testid="attachments-removed"]').waitFor();
  await storedWhen(claim.id, (s) => (s.answers.attachments?.removed ?? []).includes('calculation'), 'the calculation taken off');
  await page.locator('[data-testid="attachment-restore"]').click();
  await storedWhen(
    claim.id,
    (s) =>
      (s.answers.evidence ?? []).includes(c.evidence) &&
      (s.answers.attachments?.extra ?? []).includes(c.extra) &&
      (s.answers.attachments?.removed ?? []).length === 0,
    'the evidence and the extra attachment',
  );
  await shot(page, `step-${c.locale}-evidence`);

  // Step 6: a demand with its law; the template's suggestions are offered.
  await nextStep(page, 'demands');
  await expect(page.locator('[data-testid="demand-suggestion"]').count()).resolves.toBeGreaterThan(0);
  await page.locator('[data-testid="demand-add"]').click();
  await page.locator('[data-testid="demand-text"]').first().fill(c.demand);
  await page.locator('[data-testid="demand-law"]').first().fill(c.law);
  await storedWhen(claim.id, (s) => s.answers.demands?.[0]?.law === c.law && s.answers.demands[0].text === c.demand, 'the demand');
  await shot(page, `step-${c.locale}-demands`);

  // Step 7: a loan claim needs no demand letter: a line says so.
  await nextStep(page, 'pretrial');
  await page.locator('[data-testid="pretrial-not-required"]').waitFor();
  await shot(page, `step-${c.locale}-pretrial`);

  // Step 8: no error left; generate in the claim's language.
  await nextStep(page, 'review');
  await page.locator('[data-testid="review-clean"], [data-testid="review-problems"]').first().waitFor();
  expect(await page.locator('[data-testid="review-problem"][data-severity="error"]').count()).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.locator(`[data-testid="generate-language-${c.locale}"]`).check();
  // Generated in place: the shell takes the newer claim (no reload).
  await page.locator('[data-testid="generate-button"]').click();
  const sheet = page.locator('[data-testid="generated-sheet"]');
  await sheet.waitFor();
  // A paper keeps its numbers together with no-break spaces ("15 000 000 soʻm"); read as plain spaces here.
  const sheetText = async () => ((await sheet.textContent()) ?? '').replace(/\u00a0/g, ' ');
  for (const part of c.expect) await expect(sheetText()).resolves.toContain(part);
  await expect(sheetText()).resolves.toContain(c.demand.replace(/\.$/, ''));
  await page.locator('[data-testid="generated-version"]').first().waitFor();

  // Edited after generating, on the same page: the save goes on the version generating moved the
  // claim to (no stale 409), and generating again keeps the earlier file among the versions.
  await page.locator('[data-testid="progress-evidence"]').click();
  await page.waitForSelector('[data-testid="claim-builder"][data-step="evidence"]');
  const more = `${c.evidence} (2)`;
  await page.locator('[data-testid="evidence-new"]').fill(more);
  await page.locator('[data-testid="evidence-add"]').click();
  await storedWhen(claim.id, (s) => (s.answers.evidence ?? []).includes(more), 'the evidence added after generating');
  await expect(page.locator('[data-testid="save-status"]').getAttribute('data-phase')).resolves.not.toBe('conflict');
  await page.locator('[data-testid="progress-review"]').click();
  await page.waitForSelector('[data-testid="claim-builder"][data-step="review"]');
  await page.locator(`[data-testid="generate-language-${c.locale}"]`).check();
  await page.locator('[data-testid="generate-button"]').click();
  // The paper keeps a day with its month («3 марта») with a no-break space: read as a space.
  await storedWhen(
    claim.id,
    (s) =>
      s.status === 'generated' &&
      JSON.stringify(s.generated?.body ?? [])
        .replace(/\u00a0/g, ' ')
        .includes(more),
    'the claim generated again',
  );
  // The page shows the new text once its own read of the claim returns: wait for it, not for the store.
  await sheet.getByText(more).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="generated-version"]').length > 1);
  await shot(page, `step-${c.locale}-review`);

  // The DOCX, as downloaded.
  mkdirSync(OUT, { recursive: true });
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="generated-docx"]').click()]);
  const docx = path.join(OUT, `claim-${c.locale}.docx`);
  await download.saveAs(docx);
  const text = await docxText(docx);
  for (const part of [...c.expect, c.circumstances.slice(0, 40), c.evidence, c.extra, c.law, 'Karimov Aziz Anvarovich', 'Rahimov Bobur Olimovich'])
    expect(text).toContain(part);

  // Kept to be looked at: the PDF, and the print view as a picture.
  const pdf = await suite.current().context.request.get(`${origin()}/api/v1/me/claims/${claim.id}/export.pdf?lang=${c.locale}`);
  expect(pdf.status()).toBe(200);
  writeFileSync(path.join(OUT, `claim-${c.locale}.pdf`), await pdf.body());
  const print = await suite.current().context.newPage();
  await print.goto(`${origin()}${c.prefix}/mc-rnders?claim=${claim.id}`);
  await print.locator('[data-testid="print-sheet"]').waitFor();
  await print.screenshot({ path: path.join(OUT, `print-${c.locale}.png`), fullPage: true });
  await print.close();

  expect(problems.messages).toEqual([]);
  return stored(claim.id);
}

describe('claim builder, steps 4–8 and the generated claim', () => {
  test('an economic claim against two defendants: demands per defendant, the demand letter warned about, then recorded', async () => {
    const { page, problems, context } = suite.current();
    await signedIn(page);
    const templates = (await (await context.request.get(`${origin()}/api/v1/claim-templates?lang=en&pageSize=50`)).json()) as ListResult<ClaimTemplateCard>;
    const supply = templates.items.find((t) => t.slug === 'supply-contract-debt')!;
    const courts = (await (await context.request.get(`${origin()}/api/v1/courts?type=economic&lang=en&pageSize=50`)).json()) as ListResult<Court>;
    const court = courts.items.find((c) => c.slug === 'tashkent-city-economic') ?? courts.items[0]!;
    const answers: ClaimAnswers = {
      court: { courtId: court.id },
      parties: {
        // An organisation signs through its head (without one the claim is not complete).
        plaintiff: {
          kind: 'entity',
          name: '“Barakat Savdo” MChJ',
          tin: '301234567',
          address: 'Toshkent shahri, Mirobod tumani, Afrosiyob koʻchasi, 10',
          signatory: { position: 'direktor', name: 'Aliyev Sardor Akmalovich', basis: 'charter' },
        },
        defendants: [
          { kind: 'entity', name: '“Sifat Qurilish” MChJ', tin: '302345678', address: 'Toshkent shahri, Yakkasaroy tumani, 4' },
          { kind: 'entity', name: '“Ishonch Kafil” AJ', tin: '303456789', address: 'Toshkent shahri, Yunusobod tumani, 7' },
        ],
      },
      value: { rows: [{ kind: 'principal', amount: 12_000_000_000, basis: 'Shartnoma № 12' }] },
      circumstances: [{ type: 'paragraph', children: [{ text: 'Shartnoma boʻyicha tovar yetkazib berildi, toʻlov qilinmadi.' }] }],
    };
    const res = await context.request.post(`${origin()}/api/v1/me/claims?lang=uz`, {
      headers: WRITE(),
      data: { templateId: supply.id, locale: 'uz', answers },
    });
    expect(res.status()).toBe(201);
    const claim = (await res.json()) as OwnClaim;

    await suite.open(page, `/statement-of-claim/my/${claim.id}?step=demands`);
    await page.locator('[data-testid="demand-add"]').click();
    await page.locator('[data-testid="demand-add"]').click();
    await page.locator('[data-testid="demand-text"]').nth(0).fill('Kafildan 120 000 000 soʻm undirish.');
    await page.locator('[data-testid="demand-defendant"]').nth(0).selectOption('1');
    await page.locator('[data-testid="demand-text"]').nth(1).fill('Javobgardan 120 000 000 soʻm undirish.');
    await page.locator('[data-testid="demand-defendant"]').nth(1).selectOption('0');
    // The second goes first.
    await page.locator('[data-testid="demand-up"]').nth(1).click();
    await storedWhen(
      claim.id,
      (s) =>
        s.answers.demands?.length === 2 &&
        s.answers.demands[0]!.defendant === 0 &&
        s.answers.demands[1]!.defendant === 1 &&
        s.answers.demands[0]!.text.startsWith('Javobgardan'),
      'the demands per defendant, reordered',
    );

    // The demand letter: not sent is a warning, on the step and on the review; never a block.
    await nextStep(page, 'pretrial');
    await page.locator('[data-testid="pretrial-no"]').check();
    await page.locator('[data-testid="pretrial-warning"]').waitFor();
    await nextStep(page, 'review');
    await page.locator('[data-testid="review-problem"][data-code="pretrial_missing"]').waitFor();
    expect(await page.locator('[data-testid="review-problem"][data-severity="error"]').count()).toBe(0);
    await expect(page.locator('[data-testid="generate-button"]').isEnabled()).resolves.toBe(true);
    // Its link leads back to the step.
    await page.locator('[data-testid="review-problem"][data-code="pretrial_missing"] [data-testid="review-problem-link"]').click();
    await page.waitForSelector('[data-testid="claim-builder"][data-step="pretrial"]');
    await page.locator('[data-testid="pretrial-yes"]').check();
    await page.locator('[data-testid="pretrial-date"]').fill('2025-09-01');
    await page.locator('[data-testid="pretrial-reference"]').fill('45-chiqish');
    await storedWhen(
      claim.id,
      (s) => s.answers.pretrial?.sent === true && s.answers.pretrial.date === '2025-09-01' && s.answers.pretrial.reference === '45-chiqish',
      'the demand letter',
    );
    await shot(page, 'step-uz-pretrial-economic');
    await nextStep(page, 'review');
    expect(await page.locator('[data-testid="review-problem"][data-code="pretrial_missing"]').count()).toBe(0);
    expect(problems.messages).toEqual([]);
  });

  test('an Uzbek debt claim: circumstances, evidence, demands, review, generated in Uzbek, DOCX downloaded', async () => {
    const { page, problems } = suite.current();
    const claim = await walk(page, problems, UZ);
    expect(claim.status).toBe('generated');
    expect(claim.locale).toBe('uz');

    // Filed meanwhile in another tab: "I filed it" here is refused (409) and said in words.
    const other = await suite.current().context.request.post(`${origin()}/api/v1/me/claims/${claim.id}/status?lang=uz`, {
      headers: WRITE(),
      data: { status: 'filed_by_user', filedOn: '2025-11-20' },
    });
    expect(other.status()).toBe(200);
    await page.locator('[data-testid="status-filed"]').click();
    await page.locator('[data-testid="status-filed-save"]').click();
    const refusal = page.locator('[data-testid="status-problem"]');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toContain('«Sudga topshirilgan» holatidan');
    await expect(refusal.textContent()).resolves.toContain('Hozir mumkin: Yopilgan, Bekor qilingan.');
    // The browser reported the 409 itself; nothing else went wrong.
    expect(problems.messages.filter((m) => !m.includes('409'))).toEqual([]);
  });

  test('a Russian debt claim generated in Russian, then recorded as filed', async () => {
    const { page, problems } = suite.current();
    const claim = await walk(page, problems, RU);
    expect(claim.locale).toBe('ru');
    await page.locator('[data-testid="status-filed"]').click();
    await page.locator('[data-testid="status-filed-on"]').fill('2025-11-20');
    await page.locator('[data-testid="status-case-number"]').fill('2-1234/2025');
    await page.locator('[data-testid="status-filed-save"]').click();
    await page.locator('[data-testid="claim-status-badge"][data-status="filed_by_user"]').waitFor();
    await expect(page.locator('[data-testid="claim-filed"]').textContent()).resolves.toContain('2-1234/2025');
    const filed = await stored(claim.id);
    expect(filed.filed).toMatchObject({ on: '2025-11-20', caseNumber: '2-1234/2025' });
    expect(problems.messages).toEqual([]);

    // The review on a phone, and in dark mode.
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'step-ru-review-mobile');
    await page.emulateMedia({ colorScheme: 'dark' });
    await suite.open(page, `/ru/statement-of-claim/my/${claim.id}?step=demands`);
    await shot(page, 'step-ru-demands-mobile-dark');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
