// npm run lighthouse [-- /path /ru/other ...]: Lighthouse's mobile performance run (its default
// emulation and simulated throttling) against the production build, page by page. Prints the
// median of LIGHTHOUSE_RUNS (3) runs: total blocking time, largest contentful paint, layout
// shift and the performance score. Builds when no build exists (LIGHTHOUSE_BUILD=1: always).
// The figures vary with the machine's load: compare runs made on a quiet machine.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildAll } from './build.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Every catalogue page, in Uzbek (no prefix, so the first-visit rule sends nobody elsewhere).
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/specialists', '/services', '/services/7', '/lawfirms', '/reference', '/reference/1', '/support', '/dilnoza.yusupova'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (!existsSync('dist/server/main.js') || process.env.LIGHTHOUSE_BUILD === '1') await buildAll({ quiet: true });
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    METRICS_TOKEN: process.env.METRICS_TOKEN ?? 'local-metrics-token-0123456789',
    SHUTDOWN_DRAIN_MS: '0',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'huquq-lighthouse-')),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const origin = await new Promise((resolve, reject) => {
  createInterface({ input: server.stdout }).on('line', (line) => {
    try {
      const entry = JSON.parse(line);
      if (entry.msg === 'listening' && entry.address) resolve(`http://127.0.0.1:${entry.address.port}`);
    } catch {
      /* not a log line */
    }
  });
  server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
});
server.stdout.resume();

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One Lighthouse run; a run whose trace came out broken (e.g. NO_NAVSTART) is made again, twice at most. */
async function measure(url, lang, attempt = 1) {
  // A returning visitor of the page's language: the page itself, not the first-visit redirect.
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: { Cookie: `lang=${lang}; i18n_redirected=${lang}` },
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (!lhr.runtimeError) return lhr;
  if (attempt >= 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  console.error(`${url}: ${lhr.runtimeError.code}, measuring again`);
  return measure(url, lang, attempt + 1);
}

const loadBefore = os.loadavg();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
const rows = [];
try {
  for (const page of PAGES) {
    const lang = /^\/(ru|en)(\/|$|\?)/.exec(page)?.[1] ?? 'uz';
    // The server's first read of a page is slower than the rest: not what a visitor measures.
    await fetch(origin + page, { headers: { cookie: `lang=${lang}` } }).then((res) => res.arrayBuffer());
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const lhr = await measure(origin + page, lang);
      runs.push({
        tbt: lhr.audits['total-blocking-time']?.numericValue,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue,
        score: (lhr.categories.performance?.score ?? NaN) * 100,
      });
    }
    const row = {
      page,
      tbt: median(runs.map((r) => r.tbt)),
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
      score: median(runs.map((r) => r.score)),
      tbts: runs.map((r) => Math.round(r.tbt)).join(' / '),
    };
    rows.push(row);
    console.error(`${page}: TBT ${row.tbts} ms`);
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}

const table = [
  ['page', 'TBT ms', 'LCP ms', 'CLS', 'score', `TBT of the ${RUNS} runs`],
  ...rows.map((r) => [r.page, Math.round(r.tbt), Math.round(r.lcp), r.cls.toFixed(3), Math.round(r.score), r.tbts].map(String)),
];
const widths = table[0].map((_, col) => Math.max(...table.map((row) => row[col].length)));
const line = (row) => `| ${row.map((cell, col) => (col === 0 || col === 5 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join(' | ')} |`;
// Simulated throttling scales the tasks this machine ran: other work on it inflates TBT.
const load = (values) => values.map((v) => v.toFixed(1)).join(' ');
console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling (median); load average ${load(loadBefore)} before, ${load(os.loadavg())} after`);
console.log(line(table[0]));
console.log(`|${widths.map((w, col) => (col === 0 || col === 5 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
for (const row of table.slice(1)) console.log(line(row));
