// What the running image must answer: health, readiness on an empty DATA_DIR, a seeded page in
// Russian, the files that page and the site load (assets, public/, builds, locales, icons).
// Each reads something only the last stage's COPY lines can have put there.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fail, seconds, step } from './report.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Russian surnames of the seeded specialists, read from the seed's source. */
function seededSurnames(context) {
  const dir = path.join(context, 'server/db/seed/content');
  const names = new Set();
  for (const file of readdirSync(dir).filter((f) => /^specialists.*\.ts$/.test(f))) {
    for (const m of readFileSync(path.join(dir, file), 'utf8').matchAll(/lastName:\s*t\(\s*'[^']*',\s*'([^']+)'/g)) names.add(m[1]);
  }
  if (names.size < 10)
    fail(`found only ${names.size} seeded surnames in server/db/seed/content/specialists*.ts: the image check's reading of the seed needs updating`);
  return names;
}

/**
 * An HTTP client for the image at origin; `failure(text)` adds what the server logged.
 * `ok(path)` insists on 200 and a body.
 */
export function client(origin, failure) {
  const get = async (urlPath, headers = {}) => {
    const response = await fetch(origin + urlPath, { headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: Buffer.from(await response.arrayBuffer()) };
  };
  const ok = async (urlPath, headers) => {
    const response = await get(urlPath, headers);
    if (response.status !== 200) fail(failure(`GET ${urlPath} answered ${response.status}`));
    if (response.body.length === 0) fail(`GET ${urlPath} answered an empty body`);
    return response;
  };
  return { get, ok };
}

/** Polls until check() is true; fails with describe() past the deadline or when the process is gone. */
export async function waitFor(check, { deadlineMs, exited, describe }) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (exited()) fail(describe(`the server exited`));
    if (Date.now() > deadline) fail(describe(`nothing after ${seconds(deadlineMs)}`));
    await sleep(250);
  }
}

export async function probeSite({ http, context }) {
  await step('GET /healthz is 200', async () => {
    const body = JSON.parse((await http.ok('/healthz')).body.toString());
    if (body.status !== 'ok') fail(`/healthz said ${JSON.stringify(body)}`);
  });

  let html = '';
  await step('GET /ru/specialists (lang=ru) is 200 with the seeded specialists', async () => {
    // The lang cookie: a first visit to /ru would be sent to / (docs/product.md §4).
    html = (await http.ok('/ru/specialists', { cookie: 'lang=ru', accept: 'text/html' })).body.toString();
    if (!/<html[^>]*\blang="ru"/.test(html)) fail('the page is not in Russian');
    const shown = [...seededSurnames(context)].filter((name) => html.includes(name));
    if (shown.length < 3) fail(`the page shows ${shown.length} seeded specialists (expected several):\n${html.slice(0, 500)}`);
    return `${shown.length} specialists, e.g. ${shown.slice(0, 3).join(', ')}`;
  });

  await step("the page's /assets/ files are served", async () => {
    const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]))];
    if (!assets.some((a) => a.endsWith('.js')) || !assets.some((a) => a.endsWith('.css')))
      fail(`the page references no /assets/ script or stylesheet: ${assets.join(', ')}`);
    for (const asset of assets) {
      const { type } = await http.ok(asset);
      if (asset.endsWith('.js') && !/javascript/.test(type)) fail(`${asset} came as ${type}`);
      if (asset.endsWith('.css') && !/text\/css/.test(type)) fail(`${asset} came as ${type}`);
    }
    return `${assets.length} files`;
  });

  await step('every file at the top of public/ is served, byte for byte', async () => {
    const dir = path.join(context, 'public');
    const files = readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isFile());
    for (const name of files) {
      const { body } = await http.ok(`/${name}`);
      if (!body.equals(readFileSync(path.join(dir, name)))) fail(`/${name} differs from public/${name}`);
    }
    return files.join(', ');
  });

  await step('GET /builds/latest.json names the build', async () => {
    const body = JSON.parse((await http.ok('/builds/latest.json')).body.toString());
    if (typeof body.id !== 'string' || !body.id) fail(`no build id: ${JSON.stringify(body)}`);
    return body.id;
  });

  await step('every locales/ file is served', async () => {
    let count = 0;
    // Only the language folders: locales/ also holds glossary.json, the content checks' term list.
    const locales = readdirSync(path.join(context, 'locales'), { withFileTypes: true }).filter((e) => e.isDirectory());
    for (const { name: locale } of locales) {
      for (const file of readdirSync(path.join(context, 'locales', locale)).filter((f) => f.endsWith('.json'))) {
        JSON.parse((await http.ok(`/locales/${locale}/${file}`)).body.toString());
        count += 1;
      }
    }
    return `${count} files`;
  });

  await step('GET /api/_icons/lucide.json reads an icon set from node_modules', async () => {
    const body = JSON.parse((await http.ok('/api/_icons/lucide.json?icons=search')).body.toString());
    if (!body.icons?.search) fail(`no "search" icon: ${JSON.stringify(body).slice(0, 200)}`);
  });
}
