import { spawn } from 'node:child_process';
import path from 'node:path';

const TSX = path.resolve('node_modules/.bin/tsx');

/** Runs the production entry point and collects how it ends. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['server/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATA_DIR: 'memory://', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the process kept running:\n${stdout}\n${stderr}`));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

describe('production and the OneID stand-in', () => {
  jest.setTimeout(40_000);

  test('production refuses to start with the stand-in enabled, naming ONEID_STANDIN, before listening', async () => {
    const { code, stderr, stdout } = await runMain({ NODE_ENV: 'production', ONEID_STANDIN: 'on' });
    expect(code).toBe(1);
    expect(stderr).toContain('ONEID_STANDIN: the OneID stand-in must never run in production');
    expect(stdout).not.toContain('"listening"');
  });
});
