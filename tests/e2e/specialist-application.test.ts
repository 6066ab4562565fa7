/**
 * A specialist joins the site (issue 32, ADR 023) in a real Chromium against the production build:
 * on a phone, a citizen fills the application from /home (a photo and a licence scan chosen as files
 * from the phone), saves a draft, submits it; an operator (the role granted by the real command
 * through the running server's socket) reads it beside its photo and scan in the console and
 * approves it; the profile is live with the verified badge and its photo. Then the new specialist
 * registers their law firm, the operator verifies it, and a colleague (a seeded verified specialist)
 * accepts the invitation link and appears on the firm's page. axe clean in light and dark on the
 * application's page, the console's queue and the firm's page in the account.
 *
 * With E2E_SCREENSHOTS=1 the pages are photographed (390 and 1280 px, light and dark) into screenshots/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, newWatchedPage, returningVisitor, seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';
import { newDataDir } from './support/data-dir.js';
import { signInFromHeader, startSiteWithOneId, type SignInServers } from './support/sign-in.js';

jest.setTimeout(180_000);

const OPERATOR_PINFL = '42306851234567';
const APPLICANT = 2;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let servers: SignInServers;
let browser: Browser;
let dataDir: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  dataDir = newDataDir('huquq-e2e-apply-');
  servers = await startSiteWithOneId({ DATA_DIR: dataDir });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await servers?.stop();
});

const origin = () => servers.site.origin;

async function open(page: Page, where: string): Promise<void> {
  await page.goto(origin() + where);
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

async function signedIn(citizen: number, viewport: { width: number; height: number }): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport, ...(viewport.width < 500 ? { isMobile: true, hasTouch: true } : {}) });
  contexts.push(context);
  await returningVisitor(context, origin(), 'en');
  const watched = await newWatchedPage(context);
  await open(watched.page, '/en/services');
  await signInFromHeader(watched.page, citizen);
  return watched;
}

/** The site's JSON API in a signed-in page's session, as the site's own scripts call it. */
async function callApi(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
  multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }>,
) {
  const response = await page.request.fetch(`${origin()}${path}`, {
    method,
    headers: { Origin: origin(), 'X-Requested-With': 'huquq' },
    ...(multipart ? { multipart } : data === undefined ? {} : { data }),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

describe('joining as a specialist', () => {
  let applicant: { page: Page; problems: PageProblems };
  let operator: { page: Page; problems: PageProblems };

  test('on a phone: the application from /home, with a photo and a licence scan; a draft first, then submitted', async () => {
    applicant = await signedIn(APPLICANT, { width: 390, height: 844 });
    const { page } = applicant;
    await open(page, '/en/home');
    await page.locator('[data-testid="open-application"]').click();
    await page.locator('[data-testid="page-heading"]', { hasText: 'Apply to be listed as a specialist' }).waitFor();
    await waitForHydration(page);
    await shoot(page, 'application-empty-390-light');

    const form = page.locator('[data-testid="application-form"]');
    await form.locator('input[name="nickname"]').fill('nodira.advokat');
    await form.locator('select[name="profession"]').selectOption('advocate');
    await form.locator('select[name="region"]').selectOption({ index: 1 });
    await form.locator('input[name="languages"][value="uz"]').check();
    await form.locator('input[name="languages"][value="ru"]').check();
    await form.locator('textarea[name="about"]').fill('Oila va meros ishlari boʻyicha 12 yillik tajribaga ega advokatman. Sudda vakillik qilaman.');
    await form.locator('input[name="experienceYears"]').fill('12');
    await form.locator('textarea[name="education"]').fill('Toshkent davlat yuridik universiteti, 2012');
    await form.locator('input[name="specializations"]').first().check();
    // A draft keeps what is written; the page says what is still missing.
    await page.locator('[data-testid="save-application"]').click();
    await page.locator('[data-testid="application-status"][data-status="draft"]').waitFor();
    await expect(page.locator('[data-testid="application-missing"]').textContent()).resolves.toContain('Photo');
    await expect(form.locator('input[name="nickname"]').inputValue()).resolves.toBe('nodira.advokat');

    await form.locator('input[name="services.0.title"]').fill('Divorce consultation');
    await form.locator('textarea[name="services.0.description"]').fill('An hour on documents, deadlines and the court procedure.');
    await form.locator('input[name="services.0.price"]').fill('300 000');
    await form.locator('input[name="services.0.ikpuCode"]').fill('10305 008 001000000');
    await form.locator('input[name="licenceNumber"]').fill('AL-0412');
    await form.locator('input[name="licenceIssuedOn"]').fill('2014-03-15');
    await form.locator('input[name="licenceIssuer"]').fill('Ministry of Justice of the Republic of Uzbekistan');
    const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#a0785a' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .toBuffer();
    await form.locator('input[name="photo"]').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.locator('input[name="licenceScan"]').setInputFiles({ name: 'litsenziya.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.locator('[data-testid="submit-application"]').click();
    await page.locator('[data-testid="application-status"][data-status="submitted"]').waitFor();
    await waitForHydration(page);
    await expect(page.locator('[data-testid="application-form"]').count()).resolves.toBe(0);
    await shoot(page, 'application-submitted-390-light');
  });

  test('an operator approves it beside its photo and scan; the profile is live with the verified badge; axe clean in light and dark', async () => {
    const grant = spawnSync(process.execPath, [path.resolve('dist/server/ops-roles.js'), 'grant', OPERATOR_PINFL, 'operator'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    expect(grant.status).toBe(0);
    operator = await signedIn(0, { width: 1280, height: 900 });
    const { page } = operator;
    await open(page, '/en/ops/applications');
    const item = page.locator('[data-testid="application"]').first();
    await expect(item.textContent()).resolves.toContain('Nodira Rahimova');
    await expect(item.textContent()).resolves.toContain('No. AL-0412');
    // Both languages ticked came through the multipart form (a repeated name is every value).
    await expect(item.textContent()).resolves.toContain('UZ, RU');
    // The photo is shown from its bytes (an operator's copy), the scan linked.
    await expect(item.locator('[data-testid="ops-scan-image"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(640);
    await expect(item.locator('[data-testid="ops-scan-link"]').textContent()).resolves.toContain('litsenziya.pdf');
    for (const mode of ['light', 'dark'] as const) {
      await setMode(page, mode);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, '/en/ops/applications');
        expect([mode, width, await seriousAxeViolations(page)]).toEqual([mode, width, []]);
        await shoot(page, `ops-applications-${width}-${mode}`);
      }
    }
    await setMode(page, 'light');
    await open(page, '/en/ops/applications');
    await page.locator('[data-testid="application-approve"]').first().click();
    await page.locator('[data-toast-type="success"]', { hasText: 'approved' }).waitFor();
    await expect(page.locator('[data-testid="application"]').count()).resolves.toBe(0);

    const { page: phone } = applicant;
    await open(phone, '/en/nodira.advokat');
    await phone.locator('[data-testid="page-heading"]', { hasText: 'Nodira' }).waitFor();
    await expect(phone.locator('[data-testid="verified"]').textContent()).resolves.toMatch(/^Verified on /);
    await expect(
      phone
        .locator('img[src^="/api/v1/specialist-photos/"]')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);
    await shoot(phone, 'application-profile-390-light');

    for (const mode of ['light', 'dark'] as const) {
      await setMode(phone, mode);
      for (const width of [390, 1280]) {
        await phone.setViewportSize({ width, height: 900 });
        await open(phone, '/en/home/specialist-application');
        expect([mode, width, await seriousAxeViolations(phone)]).toEqual([mode, width, []]);
        await shoot(phone, `application-approved-${width}-${mode}`);
      }
    }
    expect(applicant.problems.messages).toEqual([]);
    expect(operator.problems.messages).toEqual([]);
  });

  test('the specialist registers a firm; an operator verifies it; a colleague accepts the invitation link and is on the firm’s page', async () => {
    const { page } = applicant;
    await page.setViewportSize({ width: 390, height: 844 });
    await setMode(page, 'light');
    await open(page, '/en/home');
    await page.locator('[data-testid="open-firm"]').click();
    await page.locator('[data-testid="page-heading"]', { hasText: 'Your law firm' }).waitFor();
    await waitForHydration(page);
    const form = page.locator('[data-testid="firm-form"]');
    await form.locator('input[name="name"]').fill('Adolat advokatlik byurosi');
    await form.locator('select[name="legalForm"]').selectOption('advocate-bureau');
    await form.locator('input[name="tin"]').fill('305 123 456');
    await form.locator('select[name="region"]').selectOption({ index: 1 });
    await form.locator('input[name="city"]').fill('Nukus');
    await form.locator('input[name="address"]').fill('Doʻstlik koʻchasi, 7');
    await form.locator('input[name="phone"]').fill('+998 61 222 33 44');
    await form.locator('textarea[name="about"]').fill('Oilaviy va fuqarolik ishlari boʻyicha advokatlik byurosi.');
    await form.locator('input[name="licenceNumber"]').fill('AB-0077');
    await form.locator('input[name="licenceIssuedOn"]').fill('2019-05-20');
    await form.locator('input[name="licenceIssuer"]').fill('Ministry of Justice of the Republic of Uzbekistan');
    await form.locator('input[name="services.0.title"]').fill('Contract review');
    await form.locator('textarea[name="services.0.description"]').fill('We read the contract and list its risks and the changes to ask for.');
    await form.locator('input[name="services.0.price"]').fill('500 000');
    await form.locator('input[name="services.0.ikpuCode"]').fill('10305008001000000');
    await shoot(page, 'firm-form-390-light');
    await page.locator('[data-testid="apply-firm"]').click();
    await page.locator('[data-testid="firm-application-status"][data-status="submitted"]').waitFor();

    const desk = operator.page;
    await open(desk, '/en/ops/applications');
    const firm = desk.locator('[data-testid="firm-application"]').first();
    await expect(firm.textContent()).resolves.toContain('Adolat advokatlik byurosi');
    await expect(firm.textContent()).resolves.toContain('305123456');
    await shoot(desk, 'ops-firm-applications-1280-light');
    await firm.locator('[data-testid="firm-approve"]').click();
    await desk.locator('[data-toast-type="success"]', { hasText: 'approved' }).waitFor();

    await open(page, '/en/home/firm');
    await page.locator('[data-testid="own-firm"]').waitFor();
    await page.locator('[data-testid="make-invite-link"]').click();
    const link = (await page.locator('[data-testid="invite-url"]').textContent())!;
    expect(link).toMatch(/\/home\/firm\?invite=[A-Za-z0-9_-]{43}$/);

    // The colleague is a verified specialist too: their application goes through the same API and
    // the operator approves it (the browser half of that is the first two tests).
    const colleague = await signedIn(1, { width: 390, height: 844 });
    const regions = (await callApi(colleague.page, 'GET', '/api/v1/regions')) as { items: { slug: string }[] };
    const groups = (await callApi(colleague.page, 'GET', '/api/v1/specializations')) as { items: { specializations: { slug: string }[] }[] };
    await callApi(colleague.page, 'PUT', '/api/v1/me/specialist-application', {
      nickname: 'aziz.lawyer',
      profession: 'lawyer',
      specializations: [groups.items[0]!.specializations[0]!.slug],
      region: regions.items[0]!.slug,
      languages: ['uz'],
      about: 'Shartnomalar va korporativ huquq boʻyicha maslahat beraman, hujjatlar tayyorlayman.',
      experienceYears: 6,
      education: 'Toshkent davlat yuridik universiteti, 2018',
      services: [
        {
          title: 'Contract drafting',
          description: 'A contract drafted for your deal, with notes.',
          priceKind: 'fixed',
          price: 40_000_000,
          ikpuCode: '10305008001000000',
        },
      ],
      licence: null,
    });
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#506070' } })
      .png()
      .toBuffer();
    await callApi(colleague.page, 'PUT', '/api/v1/me/specialist-application/photo', undefined, {
      files: { name: 'aziz.png', mimeType: 'image/png', buffer: photo },
    });
    await callApi(colleague.page, 'PUT', '/api/v1/me/specialist-application/licence-scan', undefined, {
      files: { name: 'diplom.pdf', mimeType: 'application/pdf', buffer: PDF },
    });
    await callApi(colleague.page, 'POST', '/api/v1/me/specialist-application/submit');
    const queue = (await callApi(desk, 'GET', '/api/v1/ops/applications')) as { items: { id: number; nickname: string }[] };
    const theirs = queue.items.find((item) => item.nickname === 'aziz.lawyer')!;
    await callApi(desk, 'POST', `/api/v1/ops/applications/${theirs.id}/approve`, {});

    await colleague.page.goto(link);
    await waitForHydration(colleague.page);
    await colleague.page.locator('[data-testid="accept-invite"]').first().click();
    await colleague.page.locator('[data-testid="own-firm"]').waitFor();
    await expect(colleague.page.locator('[data-testid="own-firm"]').textContent()).resolves.toContain('Member');

    await open(page, '/en/home/firm');
    await expect(page.locator('[data-testid="firm-member"]').count()).resolves.toBe(2);
    await shoot(page, 'firm-members-390-light');
    for (const mode of ['light', 'dark'] as const) {
      await setMode(page, mode);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, '/en/home/firm');
        expect([mode, width, await seriousAxeViolations(page)]).toEqual([mode, width, []]);
        await shoot(page, `firm-home-${width}-${mode}`);
      }
    }
    // The firm's page lists its members, the colleague among them.
    await setMode(page, 'light');
    await page.locator('[data-testid="open-firm-page"]').click();
    await page.locator('[data-testid="firm-specialists"]').waitFor();
    await expect(page.locator('[data-testid="firm-specialists"] li').count()).resolves.toBe(2);
    await shoot(page, 'firm-page-1280-light');
    expect(colleague.problems.messages).toEqual([]);
    expect(applicant.problems.messages).toEqual([]);
  });
});
