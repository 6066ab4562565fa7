// The Dockerfile's stages rebuilt on this machine: each stage is a folder standing for its file
// system (an image path /app is <folder>/app), COPY copies into it, RUN runs in it. The base
// image is not rebuilt: its Node is the one running this check (the same major version).
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dockerignore, words } from './dockerfile.mjs';
import { fail, lastLines, run, step } from './report.mjs';

export const BASE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** Who an image user is here: root stays root; any other user is `nobody` (or, run unprivileged, oneself). */
export function hostAccount(imageUser) {
  const self = { uid: process.getuid(), gid: process.getgid() };
  if (!imageUser || imageUser === 'root' || imageUser === '0') return { ...self, name: 'root' };
  if (self.uid !== 0) return { ...self, name: os.userInfo().username };
  const id = (flag) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g'), name: 'nobody' };
}

export class Stage {
  constructor(definition, tmp) {
    this.definition = definition;
    this.root = path.join(tmp, 'stages', definition.name);
    this.workdir = '/';
    this.env = {};
    this.user = 'root';
    this.cmd = null;
    this.healthcheck = null;
    mkdirSync(this.root, { recursive: true });
  }

  /** Where an image path of this stage lives on this machine. */
  host(imagePath) {
    return path.join(this.root, path.posix.resolve(this.workdir, imagePath));
  }
}

/** Copies one file or symbolic link, keeping its mode (as COPY does). */
function copyEntry(from, to) {
  mkdirSync(path.dirname(to), { recursive: true });
  const stat = lstatSync(from);
  if (stat.isSymbolicLink()) {
    rmSync(to, { force: true });
    symlinkSync(readlinkSync(from), to);
  } else {
    copyFileSync(from, to);
    chmodSync(to, stat.mode & 0o7777);
  }
}

/** Copies a folder's contents with `cp -a` (fast; keeps modes and links). */
function copyTree(from, to) {
  mkdirSync(to, { recursive: true });
  const result = spawnSync('cp', ['-a', '--no-preserve=ownership', `${from}/.`, to], { encoding: 'utf8' });
  if (result.status !== 0) fail(`cp ${from} → ${to}: ${result.stderr}`);
}

function chownTree(target, owner, recursive) {
  if (process.getuid() !== 0) return; // an unprivileged run already owns everything it made
  const account = hostAccount(owner.split(':')[0]);
  const apply = (p) => {
    chownSync(p, account.uid, account.gid);
    if (recursive && lstatSync(p).isDirectory()) for (const name of readdirSync(p)) apply(path.join(p, name));
  };
  apply(target);
}

/** Copies a folder of the build context into dest, leaving out what .dockerignore excludes. */
function copyContextTree(context, ignore, rel, dest) {
  const walk = (dirRel) => {
    for (const name of readdirSync(path.join(context, dirRel))) {
      const entryRel = dirRel === '.' ? name : `${dirRel}/${name}`;
      const isDir = lstatSync(path.join(context, entryRel)).isDirectory();
      // An excluded folder is skipped whole unless a `!` pattern may take something in it back.
      if (ignore.ignored(entryRel) && (!isDir || !ignore.hasExceptions)) continue;
      if (isDir) walk(entryRel);
      else copyEntry(path.join(context, entryRel), path.join(dest, path.relative(rel, entryRel)));
    }
  };
  walk(rel);
}

/**
 * COPY: from the build context (less .dockerignore) or from an earlier stage. A folder's
 * contents go into the destination; several sources need a destination folder.
 */
function copy(stage, instruction, { context, ignore, built }) {
  const intoFolder = instruction.dest.endsWith('/') || instruction.dest === '.' || instruction.sources.length > 1;
  const dest = stage.host(instruction.dest);
  for (const source of instruction.sources) {
    if (instruction.from) {
      const from = built.get(instruction.from);
      if (!from) fail(`COPY --from=${instruction.from}: no such stage before this one`);
      const src = path.join(from.root, path.posix.resolve('/', source));
      if (!existsSync(src)) fail(`COPY --from=${instruction.from} ${source}: the stage has no ${source}`);
      if (statSync(src).isDirectory()) copyTree(src, dest);
      else copyEntry(src, intoFolder ? path.join(dest, path.basename(src)) : dest);
      continue;
    }
    const rel = path.posix.normalize(source).replace(/^\/+/, '');
    const src = path.join(context, rel);
    if (rel !== '.' && ignore.ignored(rel)) fail(`COPY ${source}: excluded by .dockerignore`);
    if (!existsSync(src)) fail(`COPY ${source}: not in the build context`);
    if (lstatSync(src).isDirectory()) copyContextTree(context, ignore, rel, dest);
    else copyEntry(src, intoFolder ? path.join(dest, path.basename(src)) : dest);
  }
}

/**
 * RUN in the last stage prepares the file system the process runs on (folders, owners, modes).
 * Only these commands are understood; anything else fails, so a new step cannot go unchecked.
 */
function runtimeRun(stage, command) {
  for (const part of command.split('&&').map((s) => s.trim())) {
    const [name, ...args] = words(part);
    const options = args.filter((a) => a.startsWith('-'));
    const operands = args.filter((a) => !a.startsWith('-'));
    if (name === 'mkdir' && options.every((o) => o === '-p')) {
      for (const target of operands) mkdirSync(stage.host(target), { recursive: true });
    } else if (name === 'chown' && options.every((o) => o === '-R')) {
      const [owner, ...targets] = operands;
      for (const target of targets) chownTree(stage.host(target), owner, options.includes('-R'));
    } else if (name === 'chmod' && options.length === 0 && /^[0-7]{3,4}$/.test(operands[0] ?? '')) {
      for (const target of operands.slice(1)) chmodSync(stage.host(target), Number.parseInt(operands[0], 8));
    } else {
      fail(`the last stage's "RUN ${part}" is not something the image check can reproduce: teach scripts/image-check/stages.mjs`);
    }
  }
}

/** The environment of a command in a stage: the base image's PATH (with its Node) and HOME, then ENV. */
export function stageEnv(stage, nodeDir, home, extra = {}) {
  return { PATH: `${nodeDir}:${BASE_PATH}`, HOME: home, ...stage.env, ...extra };
}

/** The machine's way to the registry (proxy, certificate authority, npm's cache and registry). */
function registryEnv() {
  const names = [
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'http_proxy',
    'https_proxy',
    'no_proxy',
    'NODE_EXTRA_CA_CERTS',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    'npm_config_cache',
    'npm_config_registry',
  ];
  return Object.fromEntries(names.filter((name) => process.env[name]).map((name) => [name, process.env[name]]));
}

/** RUN in a build stage: the command in the stage's WORKDIR, as root, like the image build. */
async function buildRun(stage, instruction, nodeDir) {
  const command = instruction.exec ? instruction.exec.join(' ') : instruction.shell;
  // It runs on this machine, not in a container: a step naming absolute paths would write outside its folder.
  if (/(^|[\s=:'"])\/(?!\/)/.test(command)) fail(`"RUN ${command}" names an absolute path; the image check runs build steps in a folder, not a container`);
  const argv = instruction.exec ?? ['sh', '-c', instruction.shell];
  // npm takes what its cache holds without asking the registry; the lock's hashes are checked either way.
  const env = stageEnv(stage, nodeDir, os.homedir(), { ...registryEnv(), npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' });
  const { code, output } = await run(argv[0], argv.slice(1), { cwd: stage.host('.'), env });
  if (code !== 0) fail(`"RUN ${command}" exited ${code}:\n${lastLines(output)}`);
}

const shorten = (text, length = 90) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** Rebuilds every stage in order, a step line per COPY and RUN; returns the last stage. */
export async function buildStages(definitions, { context, tmp, nodeDir }) {
  const shared = { context, ignore: dockerignore(context), built: new Map() };
  let stage = null;
  for (const [index, definition] of definitions.entries()) {
    const isLast = index === definitions.length - 1;
    stage = new Stage(definition, tmp);
    for (const instruction of definition.instructions) {
      const current = stage;
      switch (instruction.keyword) {
        case 'WORKDIR':
          stage.workdir = path.posix.resolve(stage.workdir, instruction.value);
          mkdirSync(stage.host('.'), { recursive: true });
          break;
        case 'ENV':
          Object.assign(stage.env, instruction.env);
          break;
        case 'USER':
          stage.user = instruction.value;
          break;
        case 'COPY': {
          const from = instruction.from ? `--from=${instruction.from} ` : '';
          await step(`${definition.name}: COPY ${from}${instruction.sources.join(' ')} → ${instruction.dest}`, () => copy(current, instruction, shared));
          break;
        }
        case 'RUN': {
          const command = instruction.exec ? instruction.exec.join(' ') : instruction.shell;
          await step(`${definition.name}: RUN ${shorten(command)}`, () => (isLast ? runtimeRun(current, command) : buildRun(current, instruction, nodeDir)));
          break;
        }
        case 'CMD':
          stage.cmd = instruction;
          break;
        case 'HEALTHCHECK':
          stage.healthcheck = instruction;
          break;
        default:
          break; // EXPOSE, VOLUME, LABEL: nothing to rebuild
      }
    }
    shared.built.set(definition.name, stage);
  }
  return stage;
}
