/**
 * Payments reconciliation on a real database (issue 12, ADR 012 "Reconciliation"): a performed
 * Payme transaction and a completed Click payment whose orders were left unpaid are marked paid at
 * the perform time; a paid order without a payment, an order paid twice, a refund the payment does
 * not show and a short payment are reported and left alone; a second run finds nothing new; the
 * command's exit codes; the in-process timer; one reconciler at a time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type Queryable } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import { clickComplete, clickPrepare } from '../../../server/payments/click';
import { createTransaction, performTransaction, statement } from '../../../server/payments/payme';
import { reconcile, startReconcileTimer, withReconcileLock, type Finding } from '../../../server/payments/reconcile';
import { makeUser } from '../db/factories';
import { createTestDatabase, engineName, type TestDatabase } from '../db/test-database';
import { runCli as runCliScript } from '../../support/cli';

jest.setTimeout(120_000);

let handle: TestDatabase;
let db: Database;
let userId: number;
let seq = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await migrate(db);
  userId = await makeUser(db);
});

afterAll(async () => {
  await handle?.dispose();
});

const TOTAL = 250_000_00;

/** An order placed to be paid with `provider` (each provider pays only its own orders, ADR 012). */
async function newOrder(q: Queryable, user: number, status: 'pending' | 'paid' = 'pending', provider: 'payme' | 'click' = 'payme'): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO orders (user_id, status, total, paid_at, provider) VALUES ($1, $2, $3, CASE WHEN $2 = 'paid' THEN now() END, $4) RETURNING id`,
    [user, status, TOTAL, provider],
  );
  return Number(rows[0]!.id);
}

const paymeId = () => `6f1a2b3c4d5e6f70818293${String(++seq).padStart(2, '0')}`;

/** A Payme transaction created and performed through the Merchant API's own code, then the order's write lost. */
async function performedPaymeLeftPending(): Promise<{ orderId: number; id: string; performTime: number }> {
  const orderId = await newOrder(db, userId);
  const id = paymeId();
  const now = Date.now();
  const account = { orderId, raw: { order_id: String(orderId) } };
  expect(await createTransaction(db, { id, time: now, amount: TOTAL, account }, now)).toMatchObject({ result: { state: 1 } });
  const performed = await performTransaction(db, id, now + 1000);
  expect(performed).toMatchObject({ result: { state: 2 } });
  await db.query(`UPDATE orders SET status = 'pending', paid_at = NULL WHERE id = $1`, [orderId]);
  return { orderId, id, performTime: now + 1000 };
}

/** A Click payment prepared and completed, then the order's write lost (and the order cancelled since). */
async function completedClickLeftCancelled(): Promise<{ orderId: number; performTime: number }> {
  const orderId = await newOrder(db, userId, 'pending', 'click');
  const now = Date.now();
  const input = { clickTransId: `90000000000000000${++seq}`, clickPaydocId: '1234567', orderId, amount: TOTAL, clickError: 0, signTime: '2026-11-25 16:04:05' };
  const prepared = await clickPrepare(db, input, now);
  if (!prepared.ok) throw new Error(`prepare failed: ${prepared.error}`);
  expect(await clickComplete(db, { ...input, prepareId: prepared.paymentId }, now + 2000)).toEqual({ ok: true, paymentId: prepared.paymentId });
  await db.query(`UPDATE orders SET status = 'cancelled', paid_at = NULL, cancelled_at = now() WHERE id = $1`, [orderId]);
  return { orderId, performTime: now + 2000 };
}

const orderRow = async (id: number) =>
  (
    await db.query<{ status: string; paid_at: number | null }>(
      `SELECT status, (extract(epoch from paid_at) * 1000)::bigint AS paid_at FROM orders WHERE id = $1`,
      [id],
    )
  ).rows[0]!;
const kinds = (findings: Finding[]) => findings.map((f) => `${f.kind} ${f.orderId}`);

describe(`payments reconciliation (${engineName})`, () => {
  test('performed payments on unpaid orders are marked paid at the perform time; a dry run first changes nothing; a second run finds nothing', async () => {
    const payme = await performedPaymeLeftPending();
    const click = await completedClickLeftCancelled();
    // What GetStatement answers Payme from says the transaction was performed.
    const { transactions } = await statement(db, payme.performTime - 60_000, payme.performTime + 60_000);
    expect(transactions.find((t) => t.id === payme.id)).toMatchObject({ state: 2, perform_time: payme.performTime });

    const dry = await reconcile(db, { dryRun: true });
    expect(kinds(dry.findings)).toEqual([`unmarked_paid ${payme.orderId}`, `unmarked_paid ${click.orderId}`]);
    expect(dry.repaired).toEqual([]);
    expect((await orderRow(payme.orderId)).status).toBe('pending');

    const run = await reconcile(db);
    expect(run.repaired).toEqual([payme.orderId, click.orderId]);
    expect(await orderRow(payme.orderId)).toEqual({ status: 'paid', paid_at: payme.performTime });
    expect(await orderRow(click.orderId)).toEqual({ status: 'paid', paid_at: click.performTime });

    expect(await reconcile(db)).toEqual({ findings: [], repaired: [], dryRun: false });
  });

  test('a paid order without a payment, an order paid twice, a refund the payment does not show and a short payment are reported and left as they are, run after run', async () => {
    const bare = await newOrder(db, userId, 'paid');
    const twice = await performedPaymeLeftPending();
    await db.query(`UPDATE orders SET status = 'paid', paid_at = now() WHERE id = $1`, [twice.orderId]);
    // A second performed payment of the same order (Click's), as a lost lock would have let through.
    const at = Date.now();
    await db.query(
      `INSERT INTO payments (order_id, provider, provider_transaction_id, amount, state, provider_time, created_at, performed_at)
       VALUES ($1, 'click', $2, $3, 'performed', now(), now(), (timestamptz 'epoch' + $4::bigint * interval '1 millisecond'))`,
      [twice.orderId, `80000000000000000${++seq}`, TOTAL, at],
    );
    // A refund recorded on the order but not on its payment; a payment for less than the order.
    const refunded = await performedPaymeLeftPending();
    await db.query(`UPDATE orders SET status = 'refunded', paid_at = now(), refunded_at = now() WHERE id = $1`, [refunded.orderId]);
    const short = await performedPaymeLeftPending();
    await db.query(`UPDATE orders SET status = 'paid', paid_at = now() WHERE id = $1`, [short.orderId]);
    await db.query(`UPDATE payments SET amount = amount - 100 WHERE order_id = $1`, [short.orderId]);
    const ids = [bare, twice.orderId, refunded.orderId, short.orderId];
    const before = await Promise.all(ids.map(orderRow));
    for (let round = 0; round < 2; round++) {
      const result = await reconcile(db);
      expect(kinds(result.findings)).toEqual([
        `paid_without_payment ${bare}`,
        `performed_twice ${twice.orderId}`,
        `refunded_but_performed ${refunded.orderId}`,
        `amount_mismatch ${short.orderId}`,
      ]);
      expect(result.repaired).toEqual([]);
    }
    expect(await Promise.all(ids.map(orderRow))).toEqual(before);
    // Put right by hand, as a person would after the report: nothing remains to repair later.
    await db.query(`DELETE FROM payments WHERE order_id = $1 AND provider = 'click'`, [twice.orderId]);
    await db.query(`UPDATE orders SET status = 'cancelled', paid_at = NULL, cancelled_at = now() WHERE id = $1`, [bare]);
    await db.query(`UPDATE payments SET state = 'cancelled_after_perform', cancelled_at = now() WHERE order_id = $1`, [refunded.orderId]);
    await db.query(`UPDATE payments SET amount = amount + 100 WHERE order_id = $1`, [short.orderId]);
    expect(await reconcile(db)).toEqual({ findings: [], repaired: [], dryRun: false });
  });

  test('the timer reconciles in the process and logs what it repaired; stop waits for a run', async () => {
    const payme = await performedPaymeLeftPending();
    const warnings: { obj: object; msg: string | undefined }[] = [];
    const logger = {
      info: () => {},
      error: (obj: object, msg?: string) => warnings.push({ obj, msg }),
      warn: (obj: object, msg?: string) => warnings.push({ obj, msg }),
    };
    const timer = startReconcileTimer(db, logger, 25);
    try {
      for (let waited = 0; warnings.length === 0 && waited < 20_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await timer.stop();
    }
    expect(warnings[0]?.obj).toEqual({ reconcile: 'unmarked_paid', orderId: payme.orderId, repaired: true });
    expect(warnings[0]?.msg).toMatch(/marked paid$/);
    expect((await orderRow(payme.orderId)).status).toBe('paid');
  });

  (engineName === 'postgres' ? test : test.skip)('one reconciler at a time: a second process finds the lock held and skips', async () => {
    const other = await handle.openAnother();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const first = withReconcileLock(db, async () => {
      entered();
      await held;
      return 'ran';
    });
    await inside;
    expect(await withReconcileLock(other, async () => 'ran too')).toBeNull();
    release();
    expect(await first).toBe('ran');
    expect(await withReconcileLock(other, async () => 'ran after')).toBe('ran after');
  });
});

const runCli = (args: string[], env: Record<string, string>) => runCliScript('server/cli/payments-reconcile.ts', args, env);

describe(`npm run payments:reconcile (${engineName})`, () => {
  (engineName === 'pglite' ? test : test.skip)('beside a server holding the embedded database it exits 4 (not 1, "found something") and says why', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'huquq-reconcile-held-'));
    // This test process plays the running server: it holds the folder's lock while the command runs.
    const server = await openDatabase({ dataDir: dir });
    try {
      const beside = await runCli([], { DATA_DIR: dir });
      expect(beside.code).toBe(4);
      expect(beside.stderr).toContain(`is in use by process ${process.pid}`);
      expect(beside.stderr).toContain('PAYMENTS_RECONCILE_MINUTES');
      expect(beside.stdout).toBe('');
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('reports with --dry-run (exit 1), repairs (exit 1), then finds everything in order (exit 0)', async () => {
    // The command opens the database itself: a PGlite folder of its own, or this test's server database.
    const dir = await mkdtemp(path.join(tmpdir(), 'huquq-reconcile-'));
    const env: Record<string, string> = handle.url ? { DATABASE_URL: handle.url, DATA_DIR: dir } : { DATA_DIR: dir };
    try {
      const target = handle.url ? db : await openDatabase({ dataDir: dir });
      let orderId: number;
      try {
        await migrate(target);
        const user = await makeUser(target);
        orderId = await newOrder(target, user);
        await target.query(
          `INSERT INTO payments (order_id, provider, provider_transaction_id, amount, state, provider_time, created_at, performed_at)
           VALUES ($1, 'payme', $2, $3, 'performed', now(), now(), now())`,
          [orderId, paymeId(), TOTAL],
        );
      } finally {
        if (target !== db) await target.close();
      }
      const dry = await runCli(['--dry-run'], env);
      expect(dry.stdout).toContain(`order ${orderId}): pending although payme`);
      expect(dry.stdout).toMatch(/would be marked paid\n/);
      expect(dry.stdout).toContain('Dry run: 1 order(s) to mark paid, 0 finding(s) to look at; nothing changed.');
      expect(dry.code).toBe(1);

      const repaired = await runCli([], env);
      expect(repaired.stdout).toContain('1 order(s) marked paid, 0 finding(s) to look at.');
      expect(repaired.code).toBe(1);

      const clean = await runCli([], env);
      expect(clean).toMatchObject({ code: 0, stdout: 'Payments and orders agree: nothing to repair or report.\n' });

      expect(await runCli(['--bogus'], env)).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: payments:reconcile [--dry-run]') });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
