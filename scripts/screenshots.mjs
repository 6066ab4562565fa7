// npm run screenshots [-- /path /ru/other ...]: pictures of pages from the production build in
// headless Chromium, mobile (390×844) and desktop (1440×900), light and dark, in screenshots/.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright-core';
import { buildAll } from './build.mjs';

const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/ru/services',
      '/en/specialists',
      '/support',
      '/en/testc',
      '/soon',
      '/ru/no/such/page',
      '/?fromTelegram=1',
      // The catalogue (issue 4): filtered lists, an empty result, a service, a profile.
      '/en',
      '/services?parent=family&sort=price',
      '/ru/specialists?parent=labour&language=en',
      '/en/services?q=zzzz',
      '/services/1',
      '/en/services/7',
      '/dilnoza.yusupova',
      '/ru/aziz.karimov',
    ];
const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
const MODES = ['light', 'dark'];

if (!existsSync('dist/server/main.js') || process.env.SCREENSHOTS_BUILD === '1') await buildAll({ quiet: true });
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    METRICS_TOKEN: process.env.METRICS_TOKEN ?? 'local-metrics-token-0123456789',
    SHUTDOWN_DRAIN_MS: '0',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'huquq-shots-')),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const origin = await new Promise((resolve) => {
  createInterface({ input: server.stdout }).on('line', (line) => {
    try {
      const entry = JSON.parse(line);
      if (entry.msg === 'listening') resolve(`http://127.0.0.1:${entry.address.port}`);
    } catch {
      /* not a log line */
    }
  });
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
mkdirSync('screenshots', { recursive: true });
for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const mode of MODES) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: mode });
    const lang = (path) => /^\/(ru|en)(\/|$|\?)/.exec(path)?.[1] ?? 'uz';
    for (const path of PAGES) {
      await context.addCookies([
        { name: 'lang', value: lang(path), url: origin },
        { name: 'nuxt-color-mode', value: mode, url: origin },
      ]);
      const page = await context.newPage();
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated="true"]');
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'index'}-${device}-${mode}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
      await page.close();
      console.log(`screenshots/${name}`);
    }
    await context.close();
  }
}
await browser.close();
server.kill('SIGTERM');
