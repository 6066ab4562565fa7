// npm run image-check: the container image, checked without a container engine. Reads the
// Dockerfile itself (so the check and the image cannot drift) and rebuilds its stages in a
// temporary folder (scripts/image-check/stages.mjs), runs the last stage's CMD as an
// unprivileged user with the image's environment on an empty data folder, and checks that the
// site works from what the last stage copied and nothing else. One line per step, then one
// final line; exits non-zero on failure.
//
// Debugging: IMAGE_CHECK_DOCKERFILE=path reads another Dockerfile; IMAGE_CHECK_REMOVE=a,b deletes
// these paths (relative to the last stage's WORKDIR) from the rebuilt image before it starts, to
// watch the check fail; IMAGE_CHECK_KEEP=1 keeps the temporary folder.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bundleFontFiles, bundleImports, bundlePackageFiles, fontFilesUnder } from './image-check/bundle.mjs';
import { parseDockerfile } from './image-check/dockerfile.mjs';
import { client, probeSite, waitFor } from './image-check/probes.mjs';
import { CheckError, fail, lastLines, run, seconds, step, timings } from './image-check/report.mjs';
import { BASE_PATH, buildStages, hostAccount, stageEnv } from './image-check/stages.mjs';

const CONTEXT = process.cwd();
const DOCKERFILE = path.resolve(process.env.IMAGE_CHECK_DOCKERFILE ?? 'Dockerfile');
/** Migrations and seeding of the empty database included. */
const START_DEADLINE_MS = 120_000;
/** Past the production drain window (SHUTDOWN_DRAIN_MS, 5 s), with room to close. */
const EXIT_DEADLINE_MS = 20_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Every stage must be Node of the major version this check runs on (its Node stands in). */
function checkBaseImages(stages) {
  if (stages.length === 0) fail('the Dockerfile has no stage');
  for (const stage of stages) {
    const major = /^node:(\d+)/.exec(stage.image)?.[1];
    if (!major) fail(`stage ${stage.name} is FROM ${stage.image}: only node:<major> images are rebuilt here`);
    if (major !== process.versions.node.split('.')[0]) {
      fail(`the image runs Node ${major}, this check runs on Node ${process.versions.node}: use npm run image-check (the package pins Node ${major})`);
    }
  }
}

/** The server bundle's imports resolve inside the image, and package files it names are there. */
async function checkBundle(image, env, asUser) {
  await step(`${image.definition.name}: the server bundle's imports resolve inside the image`, async () => {
    const specs = bundleImports(image.host('dist/server'));
    const inside = `file://${image.host('.')}/`;
    // Resolved by the image's user from dist/server, as the server's own imports are.
    const probe = `const bad = []; for (const s of ${JSON.stringify(specs)}) { try { const u = import.meta.resolve(s); if (u.startsWith('file:') && !u.startsWith(${JSON.stringify(inside)})) bad.push(s + ' → ' + u); } catch (e) { bad.push(s + ': ' + e.code); } } if (bad.length) { console.log(bad.join('\\n')); process.exit(1); }`;
    const { code, output } = await run(process.execPath, ['--input-type=module', '-e', probe], { cwd: image.host('dist/server'), env, ...asUser });
    if (code !== 0) fail(`modules the server imports are missing from the image:\n${lastLines(output)}`);
    return `${specs.length} packages`;
  });

  await step(`${image.definition.name}: package files the server bundle names are in the image`, () => {
    const manifest = JSON.parse(readFileSync(path.join(CONTEXT, 'package.json'), 'utf8'));
    const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];
    const named = bundlePackageFiles(image.host('dist/server'), names);
    const missing = [];
    let files = 0;
    for (const [pkg, paths] of named) {
      if (!existsSync(image.host(`node_modules/${pkg}/package.json`))) missing.push(`${pkg}${manifest.dependencies?.[pkg] ? '' : ' (a devDependency)'}`);
      for (const file of paths) {
        files += 1;
        if (!existsSync(image.host(`node_modules/${pkg}/${file}`))) missing.push(`${pkg}/${file}`);
      }
    }
    if (missing.length > 0) fail(`the server bundle names what the image lacks:\n${lastLines(missing.join('\n'))}`);
    return `${named.size} packages named by path (${[...named.keys()].join(', ') || 'none'}), ${files} whole file paths`;
  });

  // The document exports read their fonts by name from a package's folder, on the first export.
  await step(`${image.definition.name}: font files the server bundle names are in node_modules`, () => {
    const fonts = bundleFontFiles(image.host('dist/server'));
    const present = fontFilesUnder(image.host('node_modules'));
    const missing = fonts.filter((name) => !present.has(name));
    if (missing.length > 0) fail(`the server bundle names fonts the image lacks: ${missing.join(', ')}`);
    return fonts.join(', ') || 'none named';
  });
}

async function main() {
  const stages = parseDockerfile(readFileSync(DOCKERFILE, 'utf8'));
  checkBaseImages(stages);
  const nodeDir = path.dirname(process.execPath);
  const npmVersion = spawnSync('npm', ['--version'], { encoding: 'utf8', env: { PATH: `${nodeDir}:${BASE_PATH}`, HOME: os.homedir() } }).stdout.trim();
  console.log(
    `Image check of ${path.relative(CONTEXT, DOCKERFILE)}: ${stages.map((s) => s.name).join(' → ')}, Node ${process.versions.node}, npm ${npmVersion}`,
  );

  process.umask(0o022);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'huquq-image-'));
  chmodSync(tmp, 0o755); // the unprivileged user must reach the image's folders
  let server = null;
  const stopServer = () => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  };
  const cleanUp = () => {
    stopServer();
    if (process.env.IMAGE_CHECK_KEEP) console.log(`   kept ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  };
  const interrupted = () => {
    cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    const image = await buildStages(stages, { context: CONTEXT, tmp, nodeDir });
    if (!image.cmd) fail('the last stage has no CMD');
    for (const target of (process.env.IMAGE_CHECK_REMOVE ?? '').split(',').filter(Boolean)) {
      rmSync(image.host(target), { recursive: true, force: true });
      console.log(`   (IMAGE_CHECK_REMOVE: deleted ${target} from the image)`);
    }
    const megabytes = spawnSync('du', ['-sm', image.host('.')], { encoding: 'utf8' }).stdout.split('\t')[0];
    console.log(`   the image's ${image.workdir} holds ${readdirSync(image.host('.')).join(', ')} (${megabytes} MB)`);
    // Nothing above the image's folders may stand in for a module missing from it.
    for (const dir of ['/node_modules', path.join(os.tmpdir(), 'node_modules')]) {
      if (existsSync(dir)) fail(`${dir} exists and would hide a module missing from the image`);
    }

    const account = hostAccount(image.user);
    const asUser = account.uid === process.getuid() ? {} : { uid: account.uid, gid: account.gid };
    const home = path.join(tmp, 'home');
    mkdirSync(home);
    if (process.getuid() === 0) chownSync(home, account.uid, account.gid);
    const port = await freePort();
    // Absolute paths in ENV (DATA_DIR=/data) point into the image's file system; the port is
    // set as `docker run -e PORT=…` would, since 3000 may be taken on this machine.
    const imageEnv = Object.fromEntries(Object.entries(image.env).map(([k, v]) => [k, v.startsWith('/') ? image.host(v) : v]));
    const env = stageEnv({ env: imageEnv }, nodeDir, home, { PORT: String(port) });
    const shown = Object.entries(image.env).map(([k, v]) => (k === 'PORT' ? `PORT=${port} (docker run -e PORT=${port})` : `${k}=${v}`));
    console.log(`   runs as ${account.name} (image user ${image.user}) with ${shown.join(' ')}`);

    await checkBundle(image, env, asUser);

    const argv = image.cmd.exec ?? ['sh', '-c', image.cmd.shell];
    let log = '';
    // What the server said, less its routine lines (a stack trace is not JSON).
    const withLog = (text) => {
      const telling = log.split('\n').filter((line) => !/"level":(?:"(?:info|debug|trace)"|[123]0\b)/.test(line));
      return `${text}:\n${lastLines(telling.join('\n').trim() ? telling.join('\n') : log, 25)}`;
    };
    const http = client(`http://127.0.0.1:${port}`, withLog);
    const exited = () => server.exitCode !== null || server.signalCode !== null;
    await step(`start: ${argv.join(' ')} in ${image.workdir}, until /healthz answers`, async () => {
      server = spawn(argv[0], argv.slice(1), { cwd: image.host('.'), env, ...asUser, stdio: ['ignore', 'pipe', 'pipe'] });
      server.stdout.on('data', (chunk) => (log += chunk));
      server.stderr.on('data', (chunk) => (log += chunk));
      await waitFor(async () => (await http.get('/healthz')).status === 200, { deadlineMs: START_DEADLINE_MS, exited, describe: withLog });
    });
    await step('GET /readyz turns 200 (migrations applied, empty database seeded)', () =>
      waitFor(async () => (await http.get('/readyz')).status === 200, { deadlineMs: START_DEADLINE_MS, exited, describe: withLog }),
    );

    await probeSite({ http, context: CONTEXT });

    if (image.healthcheck) {
      await step('the HEALTHCHECK command passes', async () => {
        const command = image.healthcheck.exec ?? ['sh', '-c', image.healthcheck.shell];
        const { code, output } = await run(command[0], command.slice(1), { cwd: image.host('.'), env, ...asUser });
        if (code !== 0) fail(`HEALTHCHECK exited ${code}:\n${lastLines(output)}`);
      });
    }

    await step(`SIGTERM: readiness 503 at once, exit 0 within ${seconds(EXIT_DEADLINE_MS)}`, async () => {
      if (exited()) fail(withLog(`the server had already exited (${server.exitCode ?? server.signalCode})`));
      const exit = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
      const sent = Date.now();
      server.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const draining = await http.get('/readyz').catch(() => null);
      if (draining?.status !== 503) fail(`/readyz answered ${draining?.status} after SIGTERM (expected 503 while draining)`);
      const result = await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, EXIT_DEADLINE_MS, null))]);
      if (!result) fail(withLog(`still running ${seconds(EXIT_DEADLINE_MS)} after SIGTERM`));
      if (result.code !== 0) fail(withLog(`exited ${result.code ?? result.signal} after SIGTERM`));
      return `exited 0 after ${seconds(Date.now() - sent)}`;
    });

    // The operators' commands the README gives for a running image, on the database just seeded.
    for (const [script, args] of [
      ['dist/server/reviews-moderate.js', ['--list']],
      ['dist/server/payments-reconcile.js', ['--dry-run']],
      ['dist/server/ops-roles.js', ['list']],
    ]) {
      await step(`node ${script} ${args.join(' ')} runs in the image (exit 0)`, async () => {
        const { code, output } = await run(process.execPath, [script, ...args], { cwd: image.host('.'), env, ...asUser });
        if (code !== 0) fail(`${script} exited ${code}:\n${lastLines(output)}`);
      });
    }

    // The refund command reaches the database and refuses an order that does not exist (exit 2).
    await step('node dist/server/payments-refund.js refuses an unknown order in the image (exit 2)', async () => {
      const args = ['HQ-999999', '--reason', 'image check: an order that does not exist', '--operator', 'image check'];
      const { code, output } = await run(process.execPath, ['dist/server/payments-refund.js', ...args], { cwd: image.host('.'), env, ...asUser });
      if (code !== 2) fail(`payments-refund.js exited ${code} (expected 2):\n${lastLines(output)}`);
    });

    const errors = log.split('\n').filter((line) => /"level":(?:"(?:error|fatal)"|[56]0\b)/.test(line));
    if (errors.length > 0) fail(`the server logged errors:\n${lastLines(errors.join('\n'))}`);
    if (imageEnv.DATA_DIR && !existsSync(path.join(imageEnv.DATA_DIR, 'pglite'))) fail(`the embedded database is not in DATA_DIR (${image.env.DATA_DIR})`);
  } finally {
    cleanUp();
  }
}

const started = Date.now();
try {
  await main();
  const longest = [...timings]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([title, ms]) => `${title.slice(0, 40)}… ${seconds(ms)}`);
  console.log(`\nimage check passed in ${seconds(Date.now() - started)} (longest: ${longest.join('; ')})`);
} catch (error) {
  console.error(`\n${error instanceof CheckError ? error.message : (error?.stack ?? error)}`);
  console.log(`\nimage check FAILED after ${seconds(Date.now() - started)}`);
  process.exit(1);
}
