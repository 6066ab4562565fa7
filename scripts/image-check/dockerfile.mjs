// Reading the Dockerfile and .dockerignore the way Docker does, for the instructions this
// project uses; anything else fails, so the image cannot grow a step the check skips.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fail } from './report.mjs';

/** Splits like a shell: whitespace separates, quotes group, a backslash escapes. */
export function words(text) {
  const out = [];
  let current = '';
  let quote = null;
  let pending = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"' && i + 1 < text.length) {
        i += 1;
        current += text[i];
      } else current += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      pending = true;
    } else if (c === '\\' && i + 1 < text.length) {
      i += 1;
      current += text[i];
      pending = true;
    } else if (/\s/.test(c)) {
      if (pending) out.push(current);
      current = '';
      pending = false;
    } else {
      current += c;
      pending = true;
    }
  }
  if (quote) fail(`unbalanced quote in: ${text}`);
  if (pending) out.push(current);
  return out;
}

/** `["a", "b"]` (exec form) or a shell command (shell form). */
function commandForm(text) {
  return text.trim().startsWith('[') ? { exec: JSON.parse(text) } : { shell: text.trim() };
}

const FLAG = /^--([\w-]+)(?:=(\S+))?\s*/;

/** Leading `--name=value` flags of an instruction, and the rest. */
function flags(text, allowed, instruction) {
  const found = {};
  let rest = text.trim();
  for (let match = FLAG.exec(rest); match; match = FLAG.exec(rest)) {
    if (!allowed.includes(match[1])) fail(`${instruction} --${match[1]} is not something the image check reproduces: teach scripts/image-check/`);
    found[match[1]] = match[2] ?? true;
    rest = rest.slice(match[0].length);
  }
  return { flags: found, rest };
}

/** Instructions with continuation lines joined, comments and blank lines dropped. */
function logicalLines(text) {
  const lines = [];
  let buffer = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (/^\s*#/.test(line) || line.trim() === '') continue;
    if (line.endsWith('\\')) {
      buffer += `${line.slice(0, -1)} `;
      continue;
    }
    lines.push(buffer + line);
    buffer = '';
  }
  if (buffer.trim()) lines.push(buffer);
  return lines;
}

/** One instruction after FROM, as the stages are rebuilt from it. */
function instruction(keyword, args, line) {
  switch (keyword) {
    case 'WORKDIR':
    case 'USER':
      return { keyword, value: words(args)[0] };
    case 'ENV': {
      const parts = words(args);
      const env = {};
      if (parts.length >= 1 && !parts[0].includes('=')) env[parts[0]] = parts.slice(1).join(' ');
      else for (const part of parts) env[part.slice(0, part.indexOf('='))] = part.slice(part.indexOf('=') + 1);
      return { keyword, env };
    }
    case 'COPY': {
      const { flags: copyFlags, rest } = flags(args, ['from', 'link'], 'COPY');
      const paths = rest.startsWith('[') ? JSON.parse(rest) : words(rest);
      if (paths.length < 2) fail(`COPY needs a source and a destination: ${line}`);
      return { keyword, from: copyFlags.from, sources: paths.slice(0, -1), dest: paths.at(-1) };
    }
    case 'RUN': {
      // A cache mount keeps npm's cache between image builds; here npm's own cache does that.
      const { flags: runFlags, rest } = flags(args, ['mount'], 'RUN');
      if (runFlags.mount && !/^type=cache\b/.test(runFlags.mount)) fail(`RUN --mount=${runFlags.mount} is not reproduced by the image check`);
      return { keyword, ...commandForm(rest) };
    }
    case 'CMD':
      return { keyword, ...commandForm(args) };
    case 'HEALTHCHECK': {
      const { rest } = flags(args, ['interval', 'timeout', 'start-period', 'start-interval', 'retries'], 'HEALTHCHECK');
      const cmd = /^CMD\s+([\s\S]+)$/i.exec(rest);
      if (!cmd) fail(`HEALTHCHECK without CMD: ${line}`);
      return { keyword, ...commandForm(cmd[1]) };
    }
    case 'EXPOSE':
    case 'VOLUME':
    case 'LABEL':
      return { keyword, value: args };
    default:
      return fail(`the Dockerfile uses ${keyword}, which the image check does not reproduce yet: teach scripts/image-check/`);
  }
}

/** The stages: `{ image, name, instructions }` each, in order. */
export function parseDockerfile(text) {
  const stages = [];
  for (const line of logicalLines(text)) {
    const match = /^\s*(\w+)\s+([\s\S]*)$/.exec(line);
    if (!match) fail(`unreadable Dockerfile line: ${line}`);
    const keyword = match[1].toUpperCase();
    const args = match[2].trim();
    if (keyword === 'FROM') {
      const [image, as, name] = words(args);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : String(stages.length), instructions: [] });
      continue;
    }
    if (stages.length === 0) fail(`${keyword} before FROM`);
    stages.at(-1).instructions.push(instruction(keyword, args, line));
  }
  return stages;
}

/** A .dockerignore pattern as a regular expression over paths relative to the context. */
function patternRegex(pattern) {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      const slash = pattern[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * .dockerignore as Docker reads it: patterns are anchored at the context, match a path or a
 * folder above it, the last matching pattern wins, and `!` takes a path back in.
 */
export function dockerignore(contextDir) {
  const file = path.join(contextDir, '.dockerignore');
  const rules = (existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [])
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = path.posix.normalize(line.slice(negate ? 1 : 0).trim()).replace(/^\/+/, '');
      return { negate, regex: patternRegex(pattern) };
    });
  const matches = (regex, rel) => {
    const parts = rel.split('/');
    return parts.some((_, i) => regex.test(parts.slice(0, i + 1).join('/')));
  };
  return {
    hasExceptions: rules.some((rule) => rule.negate),
    ignored: (rel) => rules.reduce((result, rule) => (matches(rule.regex, rel) ? !rule.negate : result), false),
  };
}
