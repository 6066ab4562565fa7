/**
 * The Nu Html Checker (vnu.jar from the vnu-jar package) run on many documents at once: one
 * JVM start for all of them, since starting Java costs more than checking a page.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

export interface HtmlDocument {
  /** How a failure names the document (e.g. the page's path). */
  name: string;
  html: string;
}

export interface HtmlError {
  document: string;
  line: number | undefined;
  column: number | undefined;
  message: string;
  extract: string | undefined;
}

/** The Java launcher: $JAVA_HOME/bin/java, else `java` on the PATH. */
export function javaCommand(): string {
  return process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
}

/** True when the Java launcher starts (the check needs a JRE: Debian's default-jre-headless). */
export function javaAvailable(): boolean {
  const probe = spawnSync(javaCommand(), ['-version'], { stdio: 'ignore', timeout: 30_000 });
  return probe.status === 0;
}

/** vnu.jar inside the vnu-jar package (the package's main exports its path). */
export function vnuJarPath(): string {
  const require = createRequire(path.resolve('package.json'));
  return String(require('vnu-jar'));
}

/** The part of vnu's --format json output read here. */
const vnuOutput = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      subType: z.string().optional(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      firstColumn: z.number().optional(),
      lastColumn: z.number().optional(),
      message: z.string(),
      extract: z.string().optional(),
    }),
  ),
});

function run(command: string, args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }));
  });
}

/**
 * Checks every document in one vnu run and returns its errors (warnings are not asked for).
 * A document vnu could not read counts as an error too; output that is not vnu's JSON throws.
 */
export async function htmlErrors(documents: readonly HtmlDocument[]): Promise<HtmlError[]> {
  if (documents.length === 0) return [];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'huquq-vnu-'));
  try {
    const files = documents.map((_doc, index) => path.join(dir, `${String(index).padStart(4, '0')}.html`));
    await Promise.all(documents.map((doc, index) => writeFile(files[index]!, doc.html, 'utf8')));
    // A short-lived JVM: the client compiler and the serial collector start fastest.
    const args = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xss8m', '-jar', vnuJarPath(), '--errors-only', '--format', 'json', '--stdout', ...files];
    const { code, stdout, stderr } = await run(javaCommand(), args);
    let parsed: z.infer<typeof vnuOutput>;
    try {
      parsed = vnuOutput.parse(JSON.parse(stdout));
    } catch {
      throw new Error(`vnu exited with ${code} without its JSON report:\n${stdout}\n${stderr}`.trim());
    }
    const nameOf = (url: string | undefined) => {
      const file = url ? decodeURIComponent(url.replace(/^file:/, '')) : '';
      const index = files.findIndex((candidate) => path.resolve(candidate) === path.resolve(file) || file.endsWith(path.basename(candidate)));
      return index >= 0 ? documents[index]!.name : (url ?? '(unknown document)');
    };
    return parsed.messages
      .filter((m) => m.type !== 'info')
      .map((m) => ({ document: nameOf(m.url), line: m.lastLine, column: m.firstColumn, message: m.message, extract: m.extract }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One line per error: "path:line:column message  «extract»". */
export function formatHtmlErrors(errors: readonly HtmlError[]): string {
  return errors
    .map((e) => {
      const where = e.line === undefined ? e.document : `${e.document}:${e.line}${e.column === undefined ? '' : `:${e.column}`}`;
      const extract = e.extract ? `  «${e.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}»` : '';
      return `${where} ${e.message}${extract}`;
    })
    .join('\n');
}
