/**
 * The HTTP transport against a fake API on loopback that answers as each test scripts it:
 * the retry policy of docs/design.md §5, errors, the deadline, the `act` header and encrypted
 * payloads (docs/product.md §7).
 */
import { createCipheriv, createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MockAgent } from 'undici';
import { ApiError } from '../../../shared/api/errors';
import { encryptPayload } from '../../../shared/crypto';
import { createApiClient, httpTransport, type HttpTransport } from '../../../server/api-client/index';
import { createLogger } from '../../../server/ops/logger';

type Reply = (req: IncomingMessage, res: ServerResponse) => void;

/** A fake API: each request takes the next scripted reply (the last one repeats) and is recorded. */
class FakeApi {
  readonly seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  private replies: Reply[] = [];
  readonly server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      this.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = this.replies.length > 1 ? this.replies.shift()! : this.replies[0];
      reply?.(req, res);
    });
  });

  script(...replies: Reply[]): this {
    this.replies = replies;
    this.seen.length = 0;
    return this;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

const json =
  (status: number, value: unknown, headers: Record<string, string> = {}): Reply =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
  };
const LIST = { items: [{ id: 1, slug: 'r', name: 'Region', center: 'C' }], total: 1, page: 1, pageSize: 1 };
const ok = json(200, LIST);

const fake = new FakeApi();
let transport: HttpTransport;
const ctx = { lang: 'en' as const };

beforeAll(async () => {
  fake.server.listen(0, '127.0.0.1');
  await once(fake.server, 'listening');
  transport = httpTransport({ baseUrl: fake.origin, timeoutMs: 1_000, retryDelayMs: 5 });
});
afterAll(async () => {
  await transport.close();
  fake.server.closeAllConnections();
  fake.server.close();
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('requests', () => {
  test('GET {base}/api/v1{path} with the query, lang, Accept-Language and act when there is a session', async () => {
    fake.script(ok);
    const client = createApiClient(transport);
    await client.listServices({ parent: 'family', page: 2, q: 'a&b' }, { lang: 'ru', session: 'tok_123' });
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]).toMatchObject({ method: 'GET', url: '/api/v1/services?parent=family&page=2&q=a%26b&lang=ru' });
    expect(fake.seen[0]?.headers).toMatchObject({ act: 'tok_123', 'accept-language': 'ru', accept: 'application/json' });

    await client.getSpecialist({ nickname: 'aziz.karimov' }, { lang: 'uz' });
    expect(fake.seen[1]?.url).toBe('/api/v1/specialists/aziz.karimov?lang=uz');
    expect(fake.seen[1]?.headers.act).toBeUndefined();
  });

  test('a base URL that already ends in /api/v1 is used as it is', async () => {
    fake.script(ok);
    const own = httpTransport({ baseUrl: `${fake.origin}/api/v1/`, timeoutMs: 1_000 });
    await createApiClient(own).listRegions({}, ctx);
    await own.close();
    expect(fake.seen[0]?.url).toBe('/api/v1/regions?lang=en');
  });
});

describe('retries (docs/design.md §5)', () => {
  test.each([408, 409, 425, 429, 500, 502, 503, 504])('GET answered %i is retried once', async (status) => {
    fake.script(json(status, { error: { code: 'x', message: 'busy' } }), ok);
    expect(await transport.call('listRegions', { args: {} }, ctx)).toEqual(LIST);
    expect(fake.seen).toHaveLength(2);
  });

  test('HEAD is retried too', async () => {
    fake.script(json(503, {}), (_req, res) => res.writeHead(200).end());
    await transport.send({ method: 'HEAD', path: '/regions' }, ctx);
    expect(fake.seen.map((r) => r.method)).toEqual(['HEAD', 'HEAD']);
  });

  test('only once: a second failure is the error', async () => {
    fake.script(json(503, { error: { code: 'unavailable', message: 'Down for maintenance' } }));
    expect(await failure(transport.call('listRegions', { args: {} }, ctx))).toMatchObject({
      status: 503,
      code: 'unavailable',
      message: 'Down for maintenance',
    });
    expect(fake.seen).toHaveLength(2);
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s answered 503 is never retried', async (method) => {
    fake.script(json(503, { error: { code: 'unavailable', message: 'Down' } }), json(201, { created: true }));
    const error = await failure(transport.send({ method, path: '/me/orders', body: { serviceId: 1 }, idempotencyKey: 'k-1' }, ctx));
    expect(error).toMatchObject({ status: 503, code: 'unavailable' });
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]).toMatchObject({ method, body: '{"serviceId":1}' });
    expect(fake.seen[0]?.headers).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': 'k-1' });
  });

  test.each([400, 401, 403, 404, 422, 501])('GET answered %i is not retried', async (status) => {
    fake.script(json(status, { error: { code: 'nope', message: 'No' } }), ok);
    expect(await failure(transport.call('listRegions', { args: {} }, ctx))).toMatchObject({ status, code: 'nope' });
    expect(fake.seen).toHaveLength(1);
  });

  test('a GET whose connection drops before an answer is retried once', async () => {
    fake.script((req) => req.socket.destroy(), ok);
    expect(await transport.call('listRegions', { args: {} }, ctx)).toEqual(LIST);
    expect(fake.seen).toHaveLength(2);
  });

  test('a POST whose connection drops is not', async () => {
    fake.script((req) => req.socket.destroy(), json(201, {}));
    expect(await failure(transport.send({ method: 'POST', path: '/me/basket', body: {} }, ctx))).toMatchObject({ status: 503, code: 'unavailable' });
    expect(fake.seen).toHaveLength(1);
  });

  test('Retry-After is honoured up to a second (undici MockAgent)', async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    const pool = agent.get('http://api.test');
    pool
      .intercept({ path: '/api/v1/regions?lang=en', method: 'GET' })
      .reply(429, { error: { code: 'rate_limited', message: 'Slow down' } }, { headers: { 'retry-after': '0' } });
    pool.intercept({ path: '/api/v1/regions?lang=en', method: 'GET' }).reply(200, LIST, { headers: { 'content-type': 'application/json' } });
    const mocked = httpTransport({ baseUrl: 'http://api.test', dispatcher: agent, retryDelayMs: 10_000 });
    const started = Date.now();
    expect(await mocked.call('listRegions', { args: {} }, ctx)).toEqual(LIST);
    expect(Date.now() - started).toBeLessThan(1_000);
    agent.assertNoPendingInterceptors();
    await agent.close();
  });
});

describe('errors and the deadline', () => {
  test('statuses 400–599 become ApiError with the body code, message and fields', async () => {
    fake.script(json(400, { error: { code: 'invalid_request', message: 'Bad', fields: { page: 'page must be at least 1.' } } }));
    const error = await failure(transport.call('listServices', { args: { page: 0 } }, ctx));
    expect(error).toBeInstanceOf(ApiError);
    expect({ status: error.status, code: error.code, message: error.message, fields: error.fields }).toEqual({
      status: 400,
      code: 'invalid_request',
      message: 'Bad',
      fields: { page: 'page must be at least 1.' },
    });
  });

  test('an error without the API body keeps its status', async () => {
    fake.script((_req, res) => res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Oops</h1>'));
    expect(await failure(transport.call('listRegions', { args: {} }, ctx))).toMatchObject({ status: 500, code: 'http_error' });
  });

  test('a 200 that is not JSON is a 502', async () => {
    fake.script((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'));
    expect(await failure(transport.call('listRegions', { args: {} }, ctx))).toMatchObject({ status: 502, code: 'bad_gateway' });
  });

  test('no answer within the deadline is a 504, not retried', async () => {
    fake.script(() => {
      /* never answers */
    });
    const started = Date.now();
    expect(await failure(transport.call('listRegions', { args: {} }, ctx))).toMatchObject({ status: 504, code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_900);
    expect(fake.seen).toHaveLength(1);
  });

  test('nobody listening is a 503 after one more try', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    const nowhere = httpTransport({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1_000, retryDelayMs: 5 });
    expect(await failure(nowhere.call('listRegions', { args: {} }, ctx))).toMatchObject({ status: 503, code: 'unavailable' });
    await nowhere.close();
  });
});

describe('encrypted payloads (docs/product.md §7)', () => {
  const secret = 'a-payload-secret-of-some-length';
  const encrypted = (ciphertext: string): Reply => json(200, { encrypted: ciphertext }, { 'x-payload-encrypted': '1' });

  /** The same scheme written with node:crypto, to check shared/crypto (Web Crypto) against. */
  function nodeEncrypt(value: unknown, key: string): string {
    const cipher = createCipheriv('aes-256-cbc', createHash('sha256').update(key, 'utf8').digest(), Buffer.alloc(16));
    return Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]).toString('base64');
  }

  test('the vectors: shared/crypto and node:crypto encrypt alike', async () => {
    for (const value of [LIST, { text: 'Oʻzbekiston — Ўзбекистон' }, [1, 2, 3], 'plain']) {
      expect(await encryptPayload(value, secret)).toBe(nodeEncrypt(value, secret));
    }
    expect(nodeEncrypt({ a: 1 }, 'secret-key-for-vectors')).toBe(await encryptPayload({ a: 1 }, 'secret-key-for-vectors'));
  });

  test('a marked answer is decrypted with PAYLOAD_SECRET', async () => {
    const secured = httpTransport({ baseUrl: fake.origin, payloadSecret: secret, timeoutMs: 1_000 });
    fake.script(encrypted(nodeEncrypt(LIST, secret)));
    expect(await secured.call('listRegions', { args: {} }, ctx)).toEqual(LIST);
    const profile = { nickname: 'aziz.karimov', firstName: 'Азиз' };
    fake.script(encrypted(await encryptPayload(profile, secret)));
    expect(await secured.call('getSpecialist', { args: { nickname: 'aziz.karimov' } }, ctx)).toEqual(profile);
    await secured.close();
  });

  test('a payload that does not decrypt is logged and answered 502', async () => {
    const lines: string[] = [];
    const logger = createLogger('error', { write: (line: string) => void lines.push(line) });
    const wrongKey = httpTransport({ baseUrl: fake.origin, payloadSecret: 'another-secret-entirely', timeoutMs: 1_000, logger });
    fake.script(encrypted(nodeEncrypt(LIST, secret)));
    expect(await failure(wrongKey.call('listRegions', { args: {} }, ctx))).toMatchObject({ status: 502, code: 'bad_gateway' });
    fake.script(encrypted('not base64!'));
    expect(await failure(wrongKey.call('listRegions', { args: {} }, ctx))).toMatchObject({ status: 502 });
    expect(lines.filter((line) => line.includes('Payload decryption failed'))).toHaveLength(2);
    await wrongKey.close();
  });

  test('without PAYLOAD_SECRET an encrypted answer cannot be read', async () => {
    fake.script(encrypted(nodeEncrypt(LIST, secret)));
    expect(await failure(transport.call('listRegions', { args: {} }, ctx))).toMatchObject({ status: 502, code: 'bad_gateway' });
  });

  test('an unmarked answer is taken as it is, even with an "encrypted" field', async () => {
    fake.script(json(200, { encrypted: 'abc', items: [] }));
    expect(await transport.call('listRegions', { args: {} }, ctx)).toEqual({ encrypted: 'abc', items: [] });
  });
});
