/**
 * SEED_DEMO_SPECIALIST (server/db/seed/demo-accounts.ts): outside production the start links a
 * seeded specialist with a service of their own to the account of that PINFL, so signing in with it
 * (here through the OneID stand-in's Aziz Karimov) is signing in as that specialist, sales included;
 * again, it changes nothing; production refuses the setting, and the start ignores it there.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AccountOverview } from '../../../shared/account/overview';
import type { SaleList } from '../../../shared/api/orders/contract';
import { ConfigError, loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/adapter';
import { linkDemoSpecialist } from '../../../server/db/seed/demo-accounts';
import { startDatabase } from '../../../server/database';
import { createLogger } from '../../../server/ops/logger';
import { authApp } from '../auth/support';
import { signedInVisitor } from '../api/support';
import { assertPgliteCanLoad, createTestDatabase, engineName, serverUrl, type TestDatabase } from './test-database';

jest.setTimeout(180_000);

/** The OneID stand-in's citizens 1 (Aziz Karimov) and 3 (Timur Saidov). */
const PIN = '30512901234561';
const OTHER_PIN = '31007750054328';

describe('the setting', () => {
  test('is taken outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO_SPECIALIST: PIN }).SEED_DEMO_SPECIALIST).toBe(PIN);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_SPECIALIST: PIN }).SEED_DEMO_SPECIALIST).toBe(PIN);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO_SPECIALIST).toBeUndefined();
  });

  test('stops a production start, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO_SPECIALIST: PIN })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO_SPECIALIST: PIN })).toThrow(
      /SEED_DEMO_SPECIALIST: demo accounts must never exist in production/,
    );
  });

  test('must be a PINFL', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SEED_DEMO_SPECIALIST: 'on' })).toThrow(/SEED_DEMO_SPECIALIST: expected a PINFL \(14 digits\)/);
  });
});

describe(`the start with SEED_DEMO_SPECIALIST (${engineName})`, () => {
  const logger = createLogger('silent');
  /** Where both starts find the database: a database of this file's own on the server, or a PGlite folder. */
  let target: Record<string, string> = {};
  let handle: TestDatabase | undefined;
  let db: Database | undefined;

  const linkedTo = async (pin: string) =>
    (await db!.query<{ nickname: string }>('SELECT s.nickname FROM specialists s JOIN users u ON u.id = s.user_id WHERE u.pinfl = $1', [pin])).rows.map(
      (row) => row.nickname,
    );

  beforeAll(async () => {
    if (serverUrl) {
      handle = await createTestDatabase();
      target = { DATABASE_URL: handle.url!, SEED_CONTENT: 'on' };
    } else {
      await assertPgliteCanLoad();
      target = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'huquq-demo-accounts-')) };
    }
  });
  afterAll(async () => {
    await db?.close();
    await handle?.dispose();
  });

  test('a production start (had config let it through) seeds but links nobody', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test', ...target, LOG_LEVEL: 'silent', SEED_DEMO_SPECIALIST: PIN }), production: true };
    ({ db } = await startDatabase(config, logger));
    expect(await linkedTo(PIN)).toEqual([]);
    expect((await db.query('SELECT 1 FROM users WHERE pinfl = $1', [PIN])).rows).toEqual([]);
    await db.close();
    db = undefined;
  });

  test('outside production, the PINFL’s account manages a seeded specialist with a service of their own that can be bought', async () => {
    ({ db } = await startDatabase(loadConfig({ NODE_ENV: 'test', ...target, LOG_LEVEL: 'silent', SEED_DEMO_SPECIALIST: PIN }), logger));
    const [nickname] = await linkedTo(PIN);
    expect(nickname).toMatch(/^[a-z0-9_.]{3,32}$/);
    const { rows } = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM services v JOIN specialists s ON s.id = v.specialist_id WHERE s.nickname = $1 AND v.published AND v.price > 0 AND v.price_kind = 'fixed'",
      [nickname],
    );
    expect(rows[0]!.count).toBeGreaterThan(0);
  });

  test('again: nothing changes; another PINFL gets another specialist', async () => {
    const [before] = await linkedTo(PIN);
    await expect(linkDemoSpecialist(db!, PIN)).resolves.toMatchObject({ nickname: before, linked: false });
    const other = await linkDemoSpecialist(db!, OTHER_PIN);
    expect(other).toMatchObject({ linked: true });
    expect(other!.nickname).not.toBe(before);
    expect(await linkedTo(PIN)).toEqual([before]);
    await expect(linkDemoSpecialist(db!, '123')).rejects.toThrow(/14 digits/);
  });

  test('signing in with that PINFL through OneID is signing in as the specialist', async () => {
    const [nickname] = await linkedTo(PIN);
    const app = authApp(db!);
    const specialist = await signedInVisitor(app, 1);
    const account = (await specialist.get('/api/v1/me/account').expect(200)).body as AccountOverview;
    expect(account.specialist).toMatchObject({ nickname });
    // The sign-in found the account the start made (keyed by PINFL), and OneID's answer named it.
    const { rows } = await db!.query<{ first_name: string; signed_in: boolean }>(
      'SELECT first_name, last_sign_in_at IS NOT NULL AS signed_in FROM users WHERE pinfl = $1',
      [PIN],
    );
    expect(rows).toEqual([{ first_name: 'AZIZ', signed_in: true }]);
    // Their sales: the seed's paid and reviewed orders of their services, every one completed.
    const sales = ((await specialist.get('/api/v1/me/sales').expect(200)).body as SaleList).items;
    for (const sale of sales) expect(sale).toMatchObject({ fulfilment: { state: 'completed' }, allowed: [] });
    // Anyone else is no specialist.
    const client = await signedInVisitor(app, 0);
    expect(((await client.get('/api/v1/me/account').expect(200)).body as AccountOverview).specialist).toBeNull();
  });
});
