import { api } from '../../client/platform/api.js';
import { preloadPayload, runningPreloads, takePreloaded } from '../../client/platform/preload.js';

describe('route preloads (docs/product.md §9: at most 4 at once)', () => {
  const realFetch = global.fetch;
  let pending: Array<(r: Response) => void>;
  let maxRunning: number;

  beforeEach(() => {
    pending = [];
    maxRunning = 0;
    global.fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          pending.push(resolve);
          maxRunning = Math.max(maxRunning, runningPreloads());
        }),
    ) as unknown as typeof fetch;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  test('never runs more than four, and runs the rest as earlier ones finish', async () => {
    for (let i = 0; i < 10; i += 1) preloadPayload(`/page-${i}/_payload.json`);
    expect(global.fetch).toHaveBeenCalledTimes(4);
    while (pending.length > 0) {
      pending.shift()!(new Response('{"data":{}}'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(global.fetch).toHaveBeenCalledTimes(10);
    expect(maxRunning).toBeLessThanOrEqual(4);
  });

  test('a preloaded payload is used once, and the same URL is not fetched twice while fresh', async () => {
    preloadPayload('/a/_payload.json');
    preloadPayload('/a/_payload.json');
    expect(global.fetch).toHaveBeenCalledTimes(1);
    pending.shift()!(new Response('{"data":{"x":1}}'));
    const first = takePreloaded('/a/_payload.json');
    expect(first).not.toBeNull();
    await expect(first!.then((r) => r.json())).resolves.toEqual({ data: { x: 1 } });
    expect(takePreloaded('/a/_payload.json')).toBeNull();
  });

  test('a write drops every preload: a revalidation after it reads the page again instead of an older copy', async () => {
    preloadPayload('/en/home/sales/1/_payload.json');
    expect(global.fetch).toHaveBeenCalledTimes(1);
    const posting = api.setSaleStatus({ id: 1 }, { fulfilment: 'done' }, { lang: 'en' });
    expect(takePreloaded('/en/home/sales/1/_payload.json')).toBeNull();
    for (const resolve of pending) resolve(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    await expect(posting).resolves.toEqual({ ok: true, value: {} });
  });
});
