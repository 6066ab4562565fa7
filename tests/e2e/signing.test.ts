/**
 * Signing a statement of claim with E-IMZO in a real Chromium (issue 33, ADR 026). The site runs
 * as production: the page talks to the E-IMZO application over its WebSocket on 127.0.0.1:64646,
 * and the server to E-IMZO-SERVER at EIMZO_SERVER_URL. Both are the stand-ins of a second,
 * non-production server (the one that plays OneID): E-IMZO-SERVER's at its /_eimzo-server, and
 * the application's behind a WebSocket this file opens on the application's own port, which hands
 * each message to the stand-in application (/_eimzo-app) and its answer back, so the page's
 * production transport is the one that runs.
 *
 * A visitor signed in as Dilnoza Yusupova generates a claim, opens "Sign with E-IMZO", finds her
 * keys, is refused with the expired one, signs with her valid one; the signature page of the PDF
 * is read back (pdftotext), its QR code decoded (pdftoppm, sharp, jsQR) and opened: the public
 * check names the signer, and the file dropped on it is the signed one. axe finds nothing serious.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { WebSocketServer } from 'ws';
import type { OwnClaim } from '../../shared/api/claims/contract';
import type { Court, ListResult, ClaimTemplateCard } from '../../shared/api/types';
import type { OwnPaper } from '../../shared/signing/papers';
import { seriousAxeViolations } from './support/browser.js';
import { signInFromHeader, signInSuite } from './support/sign-in.js';

jest.setTimeout(240_000);

/** Where the E-IMZO application listens for an http page (its guide: ws://127.0.0.1:64646/service/cryptapi). */
const APP_PORT = 64646;

const suite = signInSuite((standins) => ({
  EIMZO_SERVER_URL: `${standins}/_eimzo-server`,
  // Production asks for the application's key for the site's domain; the stand-in takes any.
  EIMZO_API_KEY: 'E1D0C0DE00000000000000000000000000000000000000000000000000000000',
}));
const origin = () => suite.current().origin;
const WRITE = () => ({ 'x-requested-with': 'huquq', origin: origin() });
const OUT = path.join(process.cwd(), 'screenshots', 'signing');

// The application's WebSocket, each message answered by the stand-in application.
let bridge: WebSocketServer | undefined;
beforeAll(async () => {
  bridge = new WebSocketServer({ host: '127.0.0.1', port: APP_PORT, path: '/service/cryptapi' });
  bridge.on('connection', (socket) => {
    socket.on('message', (data) => {
      void fetch(`${suite.standins()}/_eimzo-app/service/cryptapi`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: String(data) })
        .then((res) => res.text())
        .then((answer) => socket.send(answer));
    });
  });
  await new Promise((resolve) => bridge?.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => (bridge ? bridge.close(resolve) : resolve(undefined)));
});

async function generatedClaim(): Promise<OwnClaim> {
  const { context } = suite.current();
  const templates = (await (await context.request.get(`${origin()}/api/v1/claim-templates?lang=en&pageSize=50`)).json()) as ListResult<ClaimTemplateCard>;
  const loan = templates.items.find((t) => t.slug === 'loan-debt')!;
  const courts = (await (await context.request.get(`${origin()}/api/v1/courts?type=civil&q=Mirzo&lang=en&pageSize=50`)).json()) as ListResult<Court>;
  const court = courts.items.find((c) => c.slug === 'tashkent-city-civil-mirzo-ulugbek') ?? courts.items[0]!;
  const made = await context.request.post(`${origin()}/api/v1/me/claims?lang=uz`, {
    headers: WRITE(),
    data: {
      templateId: loan.id,
      locale: 'uz',
      answers: {
        court: { courtId: court.id },
        parties: {
          plaintiff: {
            kind: 'person',
            name: 'Yusupova Dilnoza Alisher qizi',
            pinfl: '42306851234567',
            address: 'Toshkent shahri, Chilonzor tumani, Bunyodkor koʻchasi, 5-uy',
          },
          defendants: [{ kind: 'person', name: 'Rahimov Bobur Olimovich', address: 'Toshkent shahri, Yunusobod tumani, Amir Temur shoh koʻchasi, 12-uy' }],
        },
        value: { rows: [{ kind: 'principal', amount: 1_500_000_000, basis: 'Tilxat, 2025-yil 3-mart' }] },
        circumstances: [{ type: 'paragraph', children: [{ text: '2025-yil 3-martda javobgar mendan 15 000 000 soʻm qarz oldi va qaytarmadi.' }] }],
        demands: [{ text: 'Javobgardan mening foydamga 15 000 000 soʻm asosiy qarzni undirish.', law: 'FK 732-modda' }],
      },
    },
  });
  expect(made.status()).toBe(201);
  const claim = (await made.json()) as OwnClaim;
  const generated = await context.request.post(`${origin()}/api/v1/me/claims/${claim.id}/generate?lang=uz`, {
    headers: WRITE(),
    data: { version: claim.version },
  });
  expect(generated.status()).toBe(200);
  return (await generated.json()) as OwnClaim;
}

function run(command: string, args: string[], input?: Buffer): string {
  const done = spawnSync(command, args, { ...(input ? { input } : {}), encoding: input ? 'utf8' : 'utf8' });
  if (done.error) throw new Error(`${command} (Debian's poppler-utils) is needed for this test: ${done.error.message}`);
  return done.stdout;
}

/** The last page of a PDF as a PNG (150 dpi), and the text of the whole file. */
function lastPage(pdf: Buffer, dir: string): { png: string; text: string } {
  const file = path.join(dir, 'signed.pdf');
  writeFileSync(file, pdf);
  const info = run('pdfinfo', [file]);
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  run('pdftoppm', ['-png', '-r', '150', '-f', String(pages), '-l', String(pages), file, path.join(dir, 'last')]);
  const png = readdirSync(dir).find((name) => name.startsWith('last') && name.endsWith('.png'));
  if (!png) throw new Error('pdftoppm wrote no page');
  return { png: path.join(dir, png), text: run('pdftotext', ['-enc', 'UTF-8', file, '-']) };
}

async function qrOf(png: string): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

async function shoot(name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(OUT, { recursive: true });
  await suite.current().page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
}

test('a claim signed through the E-IMZO application, its signature page read back, its QR code opened', async () => {
  const { page, context, problems } = suite.current();
  await suite.open(page, '/en/services');
  await signInFromHeader(page, 0);
  const claim = await generatedClaim();

  // From the generated claim to its paper.
  await suite.open(page, `/statement-of-claim/my/${claim.id}?step=review`);
  await page.locator('[data-testid="sign-entry-start"]').click();
  await page.waitForURL(/\/home\/papers\/\d+$/);
  await page.locator('[data-testid="page-heading"]').waitFor();
  const paperId = Number(/\/home\/papers\/(\d+)/.exec(page.url())?.[1]);

  // The application is found, the keys listed with their owner and validity.
  await page.locator('[data-testid="sign-start"]').click();
  const keys = page.locator('[data-testid="sign-key"]');
  await keys.first().waitFor();
  const labels = await keys.allTextContents();
  expect(labels.some((label) => label.includes('Yusupova Dilnoza') && /expired|muddati tugagan/i.test(label))).toBe(true);
  expect(labels.some((label) => label.includes('HUQUQ DEMO MCHJ'))).toBe(true);
  await shoot('keys');

  // The expired key is refused by the site, in the page's language; nothing is kept.
  const expired = keys.filter({ hasText: 'Yusupova Dilnoza' }).filter({ hasText: /muddati tugagan|expired/i });
  await expired.locator('input[type="radio"]').check();
  await page.locator('[data-testid="sign-submit"]').click();
  await page.locator('[data-testid="sign-error"]').waitFor();
  expect(await page.locator('[data-testid="sign-error"]').textContent()).toMatch(/sertifikati amal qilmagan|not valid at the time of signing/);
  expect(await page.locator('[data-testid="signature"]').count()).toBe(0);

  // The valid one signs.
  const valid = keys.filter({ hasText: 'Yusupova Dilnoza' }).filter({ hasNotText: /muddati tugagan|expired/i });
  await valid.locator('input[type="radio"]').check();
  await page.locator('[data-testid="sign-submit"]').click();
  await page.locator('[data-testid="signature"]').waitFor();
  expect(await page.locator('[data-testid="signature-signer"]').allTextContents()).toEqual(['YUSUPOVA DILNOZA ALISHER QIZI']);
  await page.locator('[data-testid="paper-signed-by-me"]').waitFor();
  await shoot('paper-signed');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const paper = (await (await context.request.get(`${origin()}/api/v1/me/papers/${paperId}?lang=uz`)).json()) as OwnPaper;
  expect(paper.signatures).toHaveLength(1);

  // Another party's link, sent in a conversation with a specialist.
  const specialists = (await (await context.request.get(`${origin()}/api/v1/specialists?lang=en&pageSize=1`)).json()) as ListResult<{ id: number }>;
  const asked = await context.request.post(`${origin()}/api/v1/me/conversations?lang=uz`, {
    headers: WRITE(),
    data: { specialistId: specialists.items[0]!.id, message: 'Shartnomani imzolashingiz kerak boʻladi.' },
  });
  expect(asked.status()).toBe(201);
  await page.locator('[data-testid="paper-invite-make"]').click();
  await page.locator('[data-testid="invite-send-button"]').click();
  await page.locator('[data-testid="invite-sent"]').waitFor();
  const thread = (await asked.json()) as { id: number };
  const messages = (await (await context.request.get(`${origin()}/api/v1/me/conversations/${thread.id}?lang=uz`)).json()) as { messages: { text: string }[] };
  expect(messages.messages.some((message) => message.text.includes('/home/papers/invite?token='))).toBe(true);

  // The PDF with the signature page: read back, and its QR code decoded.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'huquq-signing-'));
  const signedPdf = await (await context.request.get(`${origin()}/api/v1/me/papers/${paperId}/signed.pdf?lang=uz`)).body();
  const { png, text } = lastPage(signedPdf, dir);
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('Elektron raqamli imzolar');
  expect(flat).toContain('YUSUPOVA DILNOZA ALISHER QIZI');
  expect(flat).toContain('423••••••••567');
  expect(flat).toContain(paper.sha256);
  if (process.env.E2E_SCREENSHOTS) {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, 'signature-page.png'), readFileSync(png));
  }
  const address = await qrOf(png);
  expect(address).toBe(`${origin()}/verify/${paper.verifyCode}`);

  // The QR code's address: the public check, to anyone.
  const stranger = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  const phone = await stranger.newPage();
  await phone.goto(address as string);
  await phone.waitForSelector('html[data-hydrated="true"]');
  expect(await phone.locator('[data-testid="page-heading"]').textContent()).toBe(paper.title);
  expect(await phone.locator('[data-testid="signature-signer"]').allTextContents()).toEqual(['YUSUPOVA DILNOZA ALISHER QIZI']);
  expect(await phone.locator('[data-testid="verify-sha256"]').textContent()).toBe(paper.sha256);
  // The signed file, chosen on the page: hashed in the browser, the same.
  const file = await (await context.request.get(`${origin()}/api/v1/me/papers/${paperId}/file.pdf`)).body();
  await phone.locator('[data-testid="verify-file-input"]').setInputFiles({ name: 'claim.pdf', mimeType: 'application/pdf', buffer: file });
  await phone.locator('[data-testid="verify-result"][data-matches="true"]').waitFor();
  // The copy with the signature page is another file: not the one signed.
  await phone.locator('[data-testid="verify-file-input"]').setInputFiles({ name: 'copy.pdf', mimeType: 'application/pdf', buffer: signedPdf });
  await phone.locator('[data-testid="verify-result"][data-matches="false"]').waitFor();
  expect(await seriousAxeViolations(phone)).toEqual([]);
  if (process.env.E2E_SCREENSHOTS) {
    for (const lang of ['uz', 'ru', 'en'] as const) {
      await phone.goto(`${origin()}${lang === 'uz' ? '' : `/${lang}`}/verify/${paper.verifyCode}?sha256=${paper.sha256}`);
      await phone.waitForSelector('html[data-hydrated="true"]');
      await phone.screenshot({ path: path.join(OUT, `verify-${lang}.png`), fullPage: true });
    }
  }
  await stranger.close();
  // The expired key's refusal is a 422 the browser reports; the page shows it, nothing else went wrong.
  expect(problems.messages.filter((message) => !message.includes('422'))).toEqual([]);
});

test('signing in with an organisation’s key: the header’s key link, the director’s session, back where they were', async () => {
  const { page, problems } = suite.current();
  await suite.open(page, '/en/services');
  await page.locator('[data-testid="sign-in-eimzo"]').click();
  await page.waitForURL(/\/en\/sign-in\/eimzo\?returnTo=/);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.locator('[data-testid="sign-start"]').click();
  const company = page.locator('[data-testid="sign-key"]').filter({ hasText: 'HUQUQ DEMO MCHJ' });
  await company.waitFor();
  await shoot('sign-in-keys');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await company.locator('input[type="radio"]').check();
  await page.locator('[data-testid="sign-submit"]').click();
  await page.waitForURL(/\/en\/services$/);
  await page.waitForSelector('html[data-hydrated="true"]');
  expect(await page.locator('[data-testid="account-menu"]').count()).toBe(1);
  const identity = (await (await page.request.get(`${origin()}/api/v1/me/identity`)).json()) as { pinfl: string };
  expect(identity.pinfl).toBe('31007750054328');
  expect(problems.messages).toEqual([]);
});

test('signing in with the ID card in the reader: its holder’s account', async () => {
  const { page, problems } = suite.current();
  await suite.open(page, '/ru/sign-in/eimzo?returnTo=%2Fru%2Fhome');
  await page.locator('[data-testid="sign-start"]').click();
  const card = page.locator('[data-testid="sign-key"]').filter({ hasText: 'ID-карта' });
  await card.locator('input[type="radio"]').check();
  await page.locator('[data-testid="sign-submit"]').click();
  await page.waitForURL(/\/ru\/home$/);
  await page.waitForSelector('html[data-hydrated="true"]');
  const identity = (await (await page.request.get(`${origin()}/api/v1/me/identity`)).json()) as { pinfl: string };
  expect(identity.pinfl).toBe('52211030012345');
  expect(problems.messages).toEqual([]);
});
