import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import type { Database } from '../../../server/db/adapter';
import { createOneIdStandin, type OneIdStandin } from '../../../server/auth/oneid-standin';
import { loadLocaleResources } from '../../../server/web/i18n';
import type { TestDatabase } from '../db/test-database';
import { TEST_ORIGIN } from '../../support/app';
import { CookieJar, authApp, engineName, migratedDatabase, pathOf, setCookieLines } from './support';

jest.setTimeout(60_000);

const CLIENT = { clientId: 'huquq-test', clientSecret: 'loopback-secret', redirectUris: [`${TEST_ORIGIN}/auth/oneid/callback`] };

let handle: TestDatabase;
let db: Database;
let standin: OneIdStandin;
let standinServer: Server;
let oneidOrigin: string;
const servers: Server[] = [];

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  handle = await migratedDatabase();
  db = handle.db;
  standin = createOneIdStandin({ clients: [CLIENT], resources: loadLocaleResources(path.resolve('locales')) });
  const standinApp = express();
  standinApp.use(standin.router);
  ({ server: standinServer, origin: oneidOrigin } = await listen(standinApp));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await handle.dispose();
});

const oneidEnv = (base: string, extra: Record<string, string> = {}) => ({
  ONEID_BASE_URL: base,
  ONEID_CLIENT_ID: CLIENT.clientId,
  ONEID_CLIENT_SECRET: CLIENT.clientSecret,
  ONEID_SCOPE: 'huquq-scope',
  ...extra,
});

describe(`OneID over HTTP: the stand-in as its own server on loopback (${engineName})`, () => {
  test('the whole flow: authorize redirect, code exchange, identify, session; sign-out calls one_log_out', async () => {
    expect(standinServer.listening).toBe(true);
    const app = authApp(db, oneidEnv(oneidOrigin));
    const jar = new CookieJar();

    const start = await request(app).get('/auth/sign-in?returnTo=/en/specialists').expect(302);
    jar.store(start);
    const authorize = new URL(String(start.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${oneidOrigin}/sso/oauth/Authorization.do`);
    expect(authorize.searchParams.get('client_id')).toBe('huquq-test');
    expect(authorize.searchParams.get('scope')).toBe('huquq-scope');
    expect(authorize.searchParams.get('response_type')).toBe('one_code');

    // The citizen's browser at OneID.
    const oneid = new CookieJar();
    const page = await request(oneidOrigin).get(pathOf(authorize.toString())).expect(200);
    expect(page.text).toContain('42306851234567');
    const chosen = await request(oneidOrigin)
      .post(authorize.pathname)
      .type('form')
      .send({ ...Object.fromEntries(authorize.searchParams), citizen: '0' })
      .expect(302);
    oneid.store(chosen);
    const back = new URL(String(chosen.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('https://huquq.test/auth/oneid/callback');

    const done = await request(app).get(pathOf(back.toString())).set('Cookie', jar.header('/auth/oneid/callback')).expect(302);
    jar.store(done);
    expect(done.headers.location).toBe('/en/specialists');
    expect(setCookieLines(done, 'act')).toHaveLength(1);
    const ssoBefore = standin.stats.ssoSessions;

    await request(app).post('/auth/sign-out').set('X-Requested-With', 'huquq').set('Cookie', jar.header('/auth/sign-out')).expect(204);
    expect(standin.stats.ssoSessions).toBe(ssoBefore - 1);
    // OneID has forgotten the browser: the list of citizens again, not a silent sign-in.
    await request(oneidOrigin).get(pathOf(authorize.toString())).set('Cookie', oneid.header(authorize.pathname)).expect(200);
  });

  test('with OneID configured, the stand-in is not mounted', async () => {
    await request(authApp(db, oneidEnv(oneidOrigin)))
      .get('/_oneid/sso/oauth/Authorization.do')
      .expect(404);
  });

  async function callbackAgainst(base: string, extra: Record<string, string> = {}) {
    const app = authApp(db, oneidEnv(base, extra));
    const jar = new CookieJar();
    const start = await request(app).get('/auth/sign-in?returnTo=/en').expect(302);
    jar.store(start);
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    return request(app).get(`/auth/oneid/callback?code=some-code&state=${state}`).set('Cookie', jar.header('/auth/oneid/callback'));
  }

  test('OneID that does not answer in time: a "did not answer" page with 504, no session', async () => {
    const { origin } = await listen(() => undefined); // accepts, never answers
    const res = await callbackAgainst(origin, { ONEID_TIMEOUT_MS: '300' });
    expect(res.status).toBe(504);
    expect(res.text).toContain('OneID did not answer');
    expect(setCookieLines(res, 'act')).toEqual([]);
  });

  test('OneID failing with 500, or unreachable: a "could not be reached" page with 502', async () => {
    const { origin } = await listen((_req, res) => void res.writeHead(500).end('oops'));
    const failing = await callbackAgainst(origin);
    expect(failing.status).toBe(502);
    expect(failing.text).toContain('OneID could not be reached');
    const closed = await listen(() => undefined);
    await new Promise((resolve) => closed.server.close(resolve));
    const unreachable = await callbackAgainst(closed.origin);
    expect(unreachable.status).toBe(502);
  });

  test('an identify answer with an empty pin is refused even after a good exchange', async () => {
    const { origin } = await listen((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const grant = new URLSearchParams(body).get('grant_type');
        res.writeHead(200, { 'content-type': 'application/json' });
        if (grant === 'one_authorization_code') res.end(JSON.stringify({ access_token: 'tok', scope: 'huquq-scope', expires_in: '3600' }));
        else if (grant === 'one_access_token_identify') res.end(JSON.stringify({ pin: '', first_name: 'NO', sur_name: 'PIN', valid: true }));
        else res.end('{}');
      });
    });
    const res = await callbackAgainst(origin);
    expect(res.status).toBe(403);
    expect(res.text).toContain('no personal identification number');
  });
});
