import path from 'node:path';
import { startServerProcess } from '../../support/process.js';

const TSX = path.resolve('node_modules/.bin/tsx');

describe('SIGTERM drains the process', () => {
  jest.setTimeout(40_000);

  test('readiness turns 503 at once, a request in flight completes, the process exits 0', async () => {
    const { child, origin: base, lines } = await startServerProcess(TSX, ['tests/fixtures/slow-server.ts'], { SHUTDOWN_DRAIN_MS: '600', SLOW_MS: '1500' });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const inFlight = fetch(`${base}/slow`).then(async (res) => ({ status: res.status, body: await res.json() }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const readiness = await fetch(`${base}/readyz`);
    expect(readiness.status).toBe(503);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    await expect(inFlight).resolves.toEqual({ status: 200, body: { finished: true } });
    await expect(exited).resolves.toBe(0);
    expect(lines.some((line) => line.includes('shutdown: complete'))).toBe(true);
  });
});
