import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServerProcess, type RunningServer } from '../support/process.js';
import {
  browserSuite,
  newWatchedPage,
  returningVisitor,
  seriousAxeViolations,
  startProductionServer,
  waitForHydration,
  type PageProblems,
} from './support/browser.js';
import { newDataDir, PRODUCTION_ENV } from './support/data-dir.js';

jest.setTimeout(90_000);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

browserSuite('uz', (current) => ({ server, browser, context, page, problems } = current));

async function openTestc(p: Page = page, origin = server.origin): Promise<void> {
  await p.goto(`${origin}/en/testc`);
  await waitForHydration(p);
}

describe('notifications', () => {
  test('a notification appears and is gone after duration + 2 × speed (3600 ms)', async () => {
    await openTestc();
    // Timed inside the page (a MutationObserver), not across the DevTools connection, whose
    // round trips stretch under load.
    await page.evaluate(() => {
      const times: { shown?: number; drawn?: boolean; gone?: number } = {};
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      // The notification is added in the click's handler (its clock starts there); React draws it a little later.
      document.addEventListener('click', () => (times.shown ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        const present = document.querySelector('[data-toast-type="success"]') !== null;
        if (present) times.drawn = true;
        else if (times.drawn && times.gone === undefined) times.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.click('[data-testid="toast-success"]');
    const toast = page.locator('[data-toast-type="success"]');
    await toast.waitFor({ state: 'visible' });
    await expect(toast.textContent()).resolves.toContain('The document has been saved to your account.');
    await toast.waitFor({ state: 'detached', timeout: 8000 });
    const times = await page.evaluate(() => (window as unknown as { toastTimes: { shown: number; gone: number } }).toastTimes);
    const lived = times.gone - times.shown;
    expect(lived).toBeGreaterThanOrEqual(3600);
    expect(lived).toBeLessThan(4600);
    expect(problems.messages).toEqual([]);
  });

  test('a click closes it; one without close-on-click stays until its close button', async () => {
    await openTestc();
    await page.click('[data-testid="toast-warn"]');
    const warn = page.locator('[data-toast-type="warn"]');
    await warn.waitFor();
    await warn.click();
    await warn.waitFor({ state: 'detached', timeout: 500 });

    await page.click('[data-testid="toast-error"]');
    const error = page.locator('[data-toast-type="error"]');
    await error.waitFor();
    await error.locator('p, div').first().click();
    await page.waitForTimeout(300);
    expect(await error.count()).toBe(1);
    await error.getByRole('button', { name: 'Close notification' }).click();
    await error.waitFor({ state: 'detached', timeout: 500 });
    expect(problems.messages).toEqual([]);
  });

  test('the clean command closes every notification', async () => {
    await openTestc();
    await page.click('[data-testid="toast-success"]');
    await page.click('[data-testid="toast-warn"]');
    await page.click('[data-testid="toast-error"]');
    await page.locator('[data-toast-id]').nth(2).waitFor();
    await page.click('[data-testid="toast-clean"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-toast-id]').length === 0, undefined, { timeout: 1000 });
  });

  test('a server flash reaches the next page as a notification in its language, once', async () => {
    const value = Buffer.from(JSON.stringify([{ type: 'error', title: 'toast.error', text: 'flash.signInFailed' }])).toString('base64url');
    await context.addCookies([{ name: 'flash', value, url: server.origin }]);
    await page.goto(`${server.origin}/ru/support`);
    await waitForHydration(page);
    const toast = page.locator('[data-toast-type="error"]');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Не удалось войти. Попробуйте ещё раз.');
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await page.locator('[data-toast-id]').count()).toBe(0);
    expect(problems.messages).toEqual([]);
  });
});

/** Records whether the loading bar was ever shown, from before the navigation starts. */
async function watchBar(p: Page): Promise<void> {
  await p.evaluate(() => {
    const w = window as unknown as { barShown: boolean };
    w.barShown = false;
    const bar = document.querySelector('[data-testid="loading-bar"]')!;
    new MutationObserver(() => {
      if (bar.getAttribute('data-visible') === 'true') w.barShown = true;
    }).observe(bar, { attributes: true });
  });
}

describe('loading bar', () => {
  test('shows during a slow navigation and hides after it', async () => {
    await page.goto(`${server.origin}/en`);
    await waitForHydration(page);
    await page.route('**/en/services/_payload.json', async (route) => {
      await new Promise((r) => setTimeout(r, 900));
      await route.continue();
    });
    await watchBar(page);
    await page.locator('[data-testid="main-nav"] a[href="/en/services"]').click();
    await page.waitForSelector('[data-testid="loading-bar"][data-visible="true"][role="progressbar"]', { timeout: 2000 });
    await page.waitForURL(`${server.origin}/en/services`);
    await page.waitForSelector('[data-testid="loading-bar"][data-visible="false"]', { timeout: 3000 });
    expect(problems.messages).toEqual([]);
  });

  test('does not show for a navigation that ends within the throttle', async () => {
    // The page's clock stands still during the navigation, so it ends "within 200 ms" however
    // busy the machine is (in real time, a loaded machine can make any navigation a slow one).
    await page.clock.install();
    await page.goto(`${server.origin}/en`);
    await waitForHydration(page);
    await watchBar(page);
    await page.clock.pauseAt(new Date(await page.evaluate(() => Date.now() + 1000)));
    await page.locator('[data-testid="main-nav"] a[href="/en/support"]').click();
    await page.waitForURL(`${server.origin}/en/support`);
    await page.locator('[data-testid="page-heading"]', { hasText: 'Support' }).waitFor();
    // Its end cancelled the bar's throttle: time going on shows nothing either.
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => (window as unknown as { barShown: boolean }).barShown)).toBe(false);
  });

  test('shows for a long request and not for a short one', async () => {
    await openTestc();
    await watchBar(page);
    await page.click('[data-testid="loading-fast"]');
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => (window as unknown as { barShown: boolean }).barShown)).toBe(false);
    await page.click('[data-testid="loading-slow"]');
    await page.waitForSelector('[data-testid="loading-bar"][data-visible="true"]', { timeout: 1000 });
    await page.waitForSelector('[data-testid="loading-bar"][data-visible="false"]', { timeout: 5000 });
  });
});

describe('video player', () => {
  const expected = (texts: string[]) => problems.messages.filter((m) => !texts.some((t) => m.includes(t)));

  test('when the script fails to load, the visitor is told and the browser video plays it', async () => {
    await openTestc();
    await page.click('[data-testid="show-player"]');
    const error = page.locator('[data-testid="player-error"]');
    await error.waitFor();
    expect(await error.textContent()).toContain('Failed to load Playerjs.');
    expect(await page.locator('[data-testid="video-player"] video[controls]').count()).toBe(1);
    expect(problems.messages.some((m) => m === 'error: Failed to load Playerjs.')).toBe(true);
    // The browser itself reports the 404 answer it refused to run as a script.
    expect(expected(['Failed to load Playerjs.', 'Failed to load resource', 'Refused to execute script'])).toEqual([]);
  });

  test('when the script loads without a player, it says so in Uzbek and falls back too', async () => {
    await page.route('**/player.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.notAPlayer = true;' }));
    await page.goto(`${server.origin}/testc`);
    await waitForHydration(page);
    await page.click('[data-testid="show-player"]');
    const error = page.locator('[data-testid="player-error"]');
    await error.waitFor();
    expect(await error.textContent()).toContain('Playerjs toʻgʻri yuklanmadi.');
    expect(await page.locator('[data-testid="video-player"] video[controls]').count()).toBe(1);
    expect(problems.messages).toContain('error: Playerjs did not load properly.');
    expect(expected(['Playerjs did not load properly.', 'Failed to load resource'])).toEqual([]);
  });

  test('a working player script is loaded once, with the nonce, and fills the element', async () => {
    await page.route('**/player.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.playerLoads=(window.playerLoads||0)+1; window.Playerjs=function(o){var el=document.getElementById(o.id); el.setAttribute("data-fake-player", o.file);};',
      }),
    );
    await openTestc();
    await page.click('[data-testid="show-player"]');
    await page.waitForSelector('[data-testid="video-player"][data-status="player"] [data-fake-player="/media/reference/divorce-procedure.mp4"]');
    const script = await page.evaluate(() => {
      const el = document.querySelector<HTMLScriptElement>('script[src="/player.js"]');
      return {
        count: document.querySelectorAll('script[src="/player.js"]').length,
        nonce: el?.nonce ?? '',
        loads: (window as unknown as { playerLoads: number }).playerLoads,
      };
    });
    expect(script.count).toBe(1);
    expect(script.loads).toBe(1);
    expect(script.nonce.length).toBeGreaterThan(10);
    expect(problems.messages).toEqual([]);
  });
});

describe('analytics', () => {
  test('without METRICA_ID a goal only says once that the id is not provided', async () => {
    const infos: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'info') infos.push(msg.text());
    });
    await openTestc();
    await page.click('[data-testid="report-goal"]');
    await page.click('[data-testid="report-goal"]');
    await page.locator('[role="status"]', { hasText: 'No counter is configured' }).waitFor();
    expect(infos.filter((m) => m === 'Yandex Metrica ID is not provided')).toHaveLength(1);
    expect(await page.locator('script[src*="mc.yandex.ru"]').count()).toBe(0);
    expect(problems.messages).toEqual([]);
  });

  test('with METRICA_ID the counter script is loaded with the nonce and goals reach ym', async () => {
    const metrica = await startProductionServer({ METRICA_ID: '12345678' });
    try {
      const ctx = await browser.newContext();
      await returningVisitor(ctx, metrica.origin);
      const { page: p, problems: probs } = await newWatchedPage(ctx);
      await p.route('https://mc.yandex.ru/metrika/tag.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.tagLoaded = true;' }));
      const response = await p.goto(`${metrica.origin}/en/testc`);
      expect(response?.headers()['content-security-policy']).toContain('https://mc.yandex.ru');
      await waitForHydration(p);
      await p.waitForFunction(() => (window as unknown as { tagLoaded?: boolean }).tagLoaded === true);
      expect(
        await p.evaluate(() => document.querySelector<HTMLScriptElement>('script[src="https://mc.yandex.ru/metrika/tag.js"]')?.nonce.length),
      ).toBeGreaterThan(10);
      await p.click('[data-testid="report-goal"]');
      await p.locator('[role="status"]', { hasText: 'The goal was sent' }).waitFor();
      const calls = await p.evaluate(() => ((window as unknown as { ym: { a: unknown[][] } }).ym.a ?? []).map((args) => [args[0], args[1], args[2]]));
      expect(calls).toContainEqual([12345678, 'init', expect.anything()]);
      expect(calls).toContainEqual([12345678, 'reachGoal', 'testc_goal']);
      expect(probs.messages).toEqual([]);
      await ctx.close();
    } finally {
      await metrica.stop();
    }
  });
});

describe('UI kit accessibility', () => {
  test.each(['light', 'dark'])('/en/testc in %s mode has no serious axe violation, also with the menu and dialog open', async (mode) => {
    await context.addCookies([{ name: 'nuxt-color-mode', value: mode, url: server.origin }]);
    await openTestc();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.click('[data-testid="toast-success"]');
    await page.locator('[data-toast-type="success"]').waitFor();
    await page.waitForTimeout(400); // past its entrance animation, when axe sees it at full opacity
    await page.locator('[data-testid="select-button"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('[data-testid="select-menu"]').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    expect(await page.locator('[data-testid="select-button"]').textContent()).toContain('Samarkand');
    await page.click('[data-testid="open-dialog"]');
    await page.locator('[data-testid="dialog"]').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="dialog"]').waitFor({ state: 'detached' });
    await page.click('[data-testid="open-slide-over"]');
    const panel = page.locator('[data-testid="slide-over"]');
    await panel.waitFor();
    const box = await panel.boundingBox();
    // Sub-pixel: the panel's box may read 360.00006 while its transform settles.
    expect(box?.y).toBeCloseTo(56, 1);
    expect(box?.width).toBeCloseTo(360, 1);
    expect(problems.messages).toEqual([]);
  });

  test('pagination buttons are 30×30 and the select menu is at most 15rem tall', async () => {
    await openTestc();
    const sizes = await page
      .locator('[data-testid="pagination"] li > *')
      .evaluateAll((els) => els.map((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]));
    expect(sizes.every(([w, h]) => w === 30 && h === 30)).toBe(true);
    await page.click('[data-testid="select-button"]');
    expect(await page.locator('[data-testid="select-menu"]').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('240px');
  });

  test('icons are inline SVG in the server HTML; a run-time name arrives from the icon endpoint', async () => {
    const icons = page.waitForResponse((res) => res.url().includes('/api/_icons/lucide.json?icons=gavel'));
    const response = await page.goto(`${server.origin}/en/testc`);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<svg[^>]*data-icon="lucide:scale"/);
    expect(html).toMatch(/<span[^>]*data-icon="lucide:gavel"/);
    expect((await icons).status()).toBe(200);
    await page.waitForSelector('svg[data-icon="lucide:gavel"]');
  });
});

describe('build updates', () => {
  test('after a second build is deployed under the running page, the next navigation reloads once', async () => {
    // A deployment of its own: a copy of the build, served from its own folder on a fixed port.
    const root = mkdtempSync(path.join(os.tmpdir(), 'huquq-deploy-'));
    cpSync('dist', path.join(root, 'dist'), { recursive: true });
    for (const name of ['node_modules', 'locales', 'public', 'package.json']) symlinkSync(path.resolve(name), path.join(root, name));
    const data = newDataDir('huquq-deploy-data-');
    const start = (port: string) =>
      startServerProcess(process.execPath, ['dist/server/main.js'], { ...PRODUCTION_ENV, PORT: port, DATA_DIR: data }, { cwd: root });
    let first = await start('0');
    const origin = first.origin;
    try {
      await returningVisitor(context, origin);
      await page.clock.install();
      const documents: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
      });
      await page.goto(`${origin}/en`);
      await waitForHydration(page);
      const oldBuild = await page.evaluate(() => (window as unknown as { __HUQUQ__: { app: { buildId: string } } }).__HUQUQ__.app.buildId);

      // Deploy: a new build id in the manifest, and the server restarted on it.
      await first.stop();
      const timestamp = Date.now() + 1000;
      writeFileSync(path.join(root, 'dist/client/builds/latest.json'), JSON.stringify({ id: 'second-build', timestamp }));
      writeFileSync(path.join(root, 'dist/client/builds/meta/second-build.json'), JSON.stringify({ id: 'second-build', timestamp, entries: 1 }));
      first = await start(String(new URL(origin).port));

      // Until the poll, navigation stays in the page.
      await page.locator('[data-testid="main-nav"] a[href="/en/support"]').click();
      await page.waitForURL(`${origin}/en/support`);
      expect(documents).toEqual(['/en']);

      const polled = page.waitForResponse((res) => res.url().includes('/builds/latest.json?'));
      await page.clock.fastForward('15:00');
      expect(await (await polled).json()).toMatchObject({ id: 'second-build' });

      await page.locator('[data-testid="main-nav"] a[href="/en/services"]').click();
      await page.waitForURL(`${origin}/en/services`);
      await waitForHydration(page);
      await page.locator('[data-testid="page-heading"]', { hasText: 'Legal services' }).waitFor();
      expect(documents).toEqual(['/en', '/en/services']);
      const newBuild = await page.evaluate(() => (window as unknown as { __HUQUQ__: { app: { buildId: string } } }).__HUQUQ__.app.buildId);
      expect(newBuild).toBe('second-build');
      expect(newBuild).not.toBe(oldBuild);

      // The new page is current: its navigations are client-side again.
      await page.locator('[data-testid="main-nav"] a[href="/en/lawfirms"]').click();
      await page.waitForURL(`${origin}/en/lawfirms`);
      await page.locator('[data-testid="page-heading"]', { hasText: 'Law firms' }).waitFor();
      expect(documents).toEqual(['/en', '/en/services']);
      expect(problems.messages).toEqual([]);
    } finally {
      await first.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
