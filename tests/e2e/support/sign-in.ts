/**
 * Signing in from a browser test. The site runs as production, and production refuses the
 * in-process OneID stand-in; so, as in real life, OneID is another server: the same build
 * started outside production, whose stand-in (/_oneid) speaks OneID's protocol. The site
 * reaches it over loopback as it would reach OneID (ONEID_BASE_URL).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort, startServerProcess, type RunningServer } from '../../support/process.js';
import { launchBrowser, newWatchedPage, returningVisitor, reportingExit, startProductionServer, waitForHydration, type PageProblems } from './browser.js';
import { newDataDir } from './data-dir.js';

export { freePort };

const CLIENT = { ONEID_CLIENT_ID: 'huquq-e2e', ONEID_CLIENT_SECRET: 'e2e-loopback-secret' };

export interface SignInServers {
  /** The site, as production runs it. */
  site: RunningServer;
  /** OneID: the stand-in of a second, non-production server. */
  oneid: RunningServer;
  stop(): Promise<void>;
}

/** The site's settings, or a function of the OneID server's origin (its stand-ins: E-IMZO-SERVER's, ADR 026). */
export type SiteEnv = Record<string, string> | ((standins: string) => Record<string, string>);

export async function startSiteWithOneId(env: SiteEnv = {}): Promise<SignInServers> {
  // Both addresses are known before either starts, so the two start side by side.
  const [port, oneidPort] = await Promise.all([freePort(), freePort()]);
  const origin = `http://127.0.0.1:${port}`;
  const [oneid, site] = await Promise.allSettled([
    startServerProcess(process.execPath, ['dist/server/main.js'], {
      NODE_ENV: 'test',
      PORT: String(oneidPort),
      ONEID_STANDIN: '1',
      // The one address its stand-in sends codes to, as OneID registers a client's: the site's callback.
      ONEID_REDIRECT_URI: `${origin}/auth/oneid/callback`,
      // It only plays OneID: the site's content is nothing to it (its copy of the database holds it anyway).
      SEED_CONTENT: '0',
      SHUTDOWN_DRAIN_MS: '0',
      DATA_DIR: newDataDir('huquq-e2e-oneid-'),
      ...CLIENT,
    }),
    startProductionServer({
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      ONEID_BASE_URL: `http://127.0.0.1:${oneidPort}/_oneid`,
      ...CLIENT,
      ...(typeof env === 'function' ? env(`http://127.0.0.1:${oneidPort}`) : env),
    }),
  ]);
  if (oneid.status === 'fulfilled' && site.status === 'fulfilled') {
    const servers = { site: site.value, oneid: reportingExit(oneid.value) };
    return {
      ...servers,
      stop: async () => {
        await Promise.all([servers.site.stop(), servers.oneid.stop()]);
      },
    };
  }
  // What did start is stopped: a server left running would keep Jest from exiting.
  await Promise.all([oneid, site].map((started) => (started.status === 'fulfilled' ? started.value.stop() : undefined)));
  throw [oneid, site].find((started): started is PromiseRejectedResult => started.status === 'rejected')?.reason;
}

/**
 * Signs in as the stand-in's demo citizen (0: Dilnoza Yusupova, 1: Aziz Karimov …) from the page
 * the browser is on, by the header's sign-in link; resolves back on that page, hydrated.
 */
export async function signInFromHeader(page: Page, citizen = 0): Promise<void> {
  const back = page.url();
  await page.locator('[data-testid="sign-in"]').click();
  await page.waitForURL(/\/_oneid\//);
  await page.locator(`button[name="citizen"][value="${citizen}"]`).click();
  await page.waitForURL(back);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
}

export interface SignInTest {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  /** The site's origin. */
  origin: string;
}

/**
 * The set-up the signing-in browser tests share: the site with OneID and one Chromium for the
 * file; for each test a fresh context (a returning English-speaking visitor, 1280×900) and a
 * watched page. Call at the top of a test file; `current()` is the running test's.
 */
export function signInSuite(siteEnv: SiteEnv = {}): { current(): SignInTest; open(p: Page, path: string): Promise<void>; standins(): string } {
  let servers: SignInServers | undefined;
  let browser: Browser | undefined;
  let running: SignInTest | undefined;

  beforeAll(async () => {
    servers = await startSiteWithOneId(siteEnv);
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await servers?.stop();
  });
  beforeEach(async () => {
    const origin = servers!.site.origin;
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    await returningVisitor(context, origin, 'en');
    const { page, problems } = await newWatchedPage(context);
    running = { context, page, problems, origin };
  });
  afterEach(async () => {
    await running?.context.close();
  });

  return {
    current: () => {
      if (!running) throw new Error('signInSuite: no test is running');
      return running;
    },
    /** The non-production server that plays OneID (and the other stand-ins). */
    standins: () => servers!.oneid.origin,
    open: async (p, path) => {
      await p.goto(servers!.site.origin + path);
      await waitForHydration(p);
    },
  };
}
