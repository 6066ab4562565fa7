import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServerProcess, type RunningServer } from '../../support/process.js';
import { newDataDir, PRODUCTION_ENV } from './data-dir.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The production build, started as `npm start` would (the e2e script builds it first). */
export async function startProductionServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // Each server gets its own embedded database, a copy of the run's seeded one (data-dir.ts).
  return reportingExit(
    await startServerProcess(process.execPath, ['dist/server/main.js'], { ...PRODUCTION_ENV, ...env, DATA_DIR: env.DATA_DIR ?? newDataDir() }),
  );
}

/**
 * A server that ends before its file stops it says how (exit code, signal, last log lines): the
 * tests that use it would only see refused connections.
 */
export function reportingExit(server: RunningServer): RunningServer {
  let stopping = false;
  server.child.once('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(
      `${server.origin} (pid ${server.child.pid}) ended before its test file stopped it: exit ${code}, signal ${signal}\n${server.lines.slice(-5).join('\n')}\n`,
    );
  });
  return {
    ...server,
    stop: () => {
      stopping = true;
      return server.stop();
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

/** What a page reported that a visitor must never cause: console errors and warnings, uncaught errors, CSP violations. */
export interface PageProblems {
  messages: string[];
}

export async function newWatchedPage(context: BrowserContext): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  const problems: PageProblems = { messages: [] };
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    // A 404 or 500 document is reported by the browser itself; that status is what we test.
    if (msg.text().startsWith('Failed to load resource') && msg.location().url === page.url()) return;
    // Which resource failed is in the location, not the text.
    const where = msg.text().startsWith('Failed to load resource') ? ` (${msg.location().url})` : '';
    problems.messages.push(`${msg.type()}: ${msg.text()}${where}`);
  });
  page.on('pageerror', (error) => problems.messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { page, problems };
}

/** Cookies of a returning visitor, so the first-visit rule does not redirect. */
export async function returningVisitor(context: BrowserContext, origin: string, lang = 'uz'): Promise<void> {
  await context.addCookies([
    { name: 'lang', value: lang, url: origin },
    { name: 'i18n_redirected', value: lang, url: origin },
  ]);
}

/** What a browser test of a plain (signed-out) file works with; the page and its context are the running test's own. */
export interface BrowserTest {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

/**
 * The set-up such files share (signInSuite is the signing-in files'): the production server and
 * one Chromium for the file; for each test a fresh context (a returning visitor in `lang`,
 * 1280×900) and a watched page, handed to `use` before the test runs. Call at the top of the file.
 * `serverEnv`, when given, says how the server is started (worked out before it starts: a port).
 */
export function browserSuite(lang: string, use: (current: BrowserTest) => void, serverEnv?: () => Promise<Record<string, string>>): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    server = await startProductionServer(serverEnv ? await serverEnv() : {});
    browser = await launchBrowser();
  }, 180_000); // a server and Chromium start slowly on a busy machine
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    await returningVisitor(context, server!.origin, lang);
    const { page, problems } = await newWatchedPage(context);
    use({ server: server!, browser: browser!, context, page, problems });
  });
  afterEach(async () => {
    await context?.close();
  });
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical accessibility violations reported by axe on the current page. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  // Colours are judged as they settle: a transition still running (a pill turning current after a
  // navigation) would be measured half-way. Endless animations (spinners) cannot finish; they stay.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        /* an endless animation */
      }
    }
  });
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
