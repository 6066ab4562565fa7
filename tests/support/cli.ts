/**
 * An operator's command (a server/**\/*-cli.ts) run as `npm run` runs it: a child process under
 * tsx, its output collected, killed if it has not exited within a minute.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const TSX = path.resolve('node_modules/.bin/tsx');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(script: string, args: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [script, ...args], { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} kept running:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
