/**
 * Moderation of reported reviews (issue 12; server/domain/reviews/moderation.ts and `npm run
 * reviews:moderate`): reported reviews stay visible until decided; hiding takes a review out of the
 * rating and resolves its reports, keeping resolves them; the command's flags and exit codes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type Queryable } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import { formatReported, moderateReview, printable, reportedReviews } from '../../../server/domain/reviews/moderation';
import { makeGroup, makeOrder, makeReview, makeService, makeSpecialist, makeUser } from '../db/factories';
import { createTestDatabase, engineName, type TestDatabase } from '../db/test-database';
import { runCli as runCliScript } from '../../support/cli';

// The command runs six times in child processes (tsx, then PGlite opened from its folder each time).
jest.setTimeout(300_000);
/** The moderator of the calls made here, as the audit log names them. */
const MODERATOR = { userId: null, name: 'command line (test@host)' };

let handle: TestDatabase;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await migrate(db);
});

afterAll(async () => {
  await handle?.dispose();
});

/** A specialist with a service and three reviews (5, 4, 1 stars) by three clients; returns the review ids. */
async function reviewedSpecialist(q: Queryable): Promise<{ specialistId: number; reviews: number[]; reporters: number[] }> {
  const group = await makeGroup(q);
  const specialistId = await makeSpecialist(q);
  const service = await makeService(q, group, { specialistId });
  const reviews: number[] = [];
  for (const stars of [5, 4, 1]) {
    const client = await makeUser(q);
    const order = await makeOrder(q, client, [service]);
    reviews.push(await makeReview(q, order.itemIds[0]!, { stars, body: `A review with ${stars} stars, long enough to be one.` }));
  }
  const reporters = [await makeUser(q), await makeUser(q)];
  return { specialistId, reviews, reporters };
}

const report = (q: Queryable, review: number, reporter: number, reason: string) =>
  q.query('INSERT INTO review_reports (review_id, reporter_user_id, reason) VALUES ($1, $2, $3)', [review, reporter, reason]);
const ratingOf = async (q: Queryable, id: number) =>
  (await q.query<{ rating_average: number | null; rating_count: number }>('SELECT rating_average, rating_count FROM specialists WHERE id = $1', [id])).rows[0];

describe(`moderation of reported reviews (${engineName})`, () => {
  test('a reported review waits, visible; hiding leaves the rating and resolves the reports; keeping resolves them; a new report brings it back', async () => {
    const { specialistId, reviews, reporters } = await reviewedSpecialist(db);
    const [, four, one] = reviews as [number, number, number];
    expect(await ratingOf(db, specialistId)).toEqual({ rating_average: 3.3, rating_count: 3 });
    await report(db, one, reporters[0]!, 'Insults the specialist.');
    await report(db, one, reporters[1]!, '');
    await report(db, four, reporters[0]!, 'Advertising');

    const waiting = await reportedReviews(db);
    const first = waiting.find((review) => review.id === one)!;
    expect(first).toMatchObject({ stars: 1, author: 'Dilnoza', reports: [{ reason: 'Insults the specialist.' }, { reason: '' }] });
    expect(formatReported(first).join('\n')).toContain('(no reason given)');

    expect(await moderateReview(db, one, 'hide', 'Insults.', MODERATOR)).toMatchObject({ ok: true, resolvedReports: 2 });
    expect(await ratingOf(db, specialistId)).toEqual({ rating_average: 4.5, rating_count: 2 });
    const { rows } = await db.query<{ hidden: boolean; moderated: boolean; moderation_note: string }>(
      'SELECT hidden_at IS NOT NULL AS hidden, moderated_at IS NOT NULL AS moderated, moderation_note FROM reviews WHERE id = $1',
      [one],
    );
    expect(rows[0]).toEqual({ hidden: true, moderated: true, moderation_note: 'Insults.' });
    // The author is told, with the note; the decision is in the operators' audit log (issue 32).
    const told = await db.query<{ data: { reviewId: number; note?: string }; path: string }>(
      "SELECT n.data, n.path FROM notifications n JOIN reviews r ON r.author_user_id = n.user_id WHERE r.id = $1 AND n.kind = 'review_hidden'",
      [one],
    );
    expect(told.rows).toEqual([{ data: expect.objectContaining({ reviewId: one, note: 'Insults.' }), path: '/home' }]);
    const audit = await db.query('SELECT actor, action, before, after, note FROM ops_audit WHERE subject = $1', [`review ${one}`]);
    expect(audit.rows).toEqual([
      {
        actor: MODERATOR.name,
        action: 'review.hide',
        before: { hidden: false, note: null },
        after: { hidden: true, note: 'Insults.', reportsResolved: 2 },
        note: 'Insults.',
      },
    ]);
    expect((await reportedReviews(db)).map((review) => review.id)).not.toContain(one);

    expect(await moderateReview(db, four, 'keep', null, MODERATOR)).toMatchObject({ ok: true, resolvedReports: 1 });
    expect(await ratingOf(db, specialistId)).toEqual({ rating_average: 4.5, rating_count: 2 });
    expect((await reportedReviews(db)).map((review) => review.id)).not.toContain(four);
    await report(db, four, reporters[1]!, 'Still advertising');
    expect((await reportedReviews(db)).find((review) => review.id === four)).toMatchObject({
      moderatedAt: expect.any(Date),
      reports: [{ reason: 'Still advertising' }],
    });

    // Keeping a hidden review shows it again; the rating follows.
    await moderateReview(db, one, 'keep', null, MODERATOR);
    expect(await ratingOf(db, specialistId)).toEqual({ rating_average: 3.3, rating_count: 3 });
    expect(await moderateReview(db, 99_999_999, 'hide', null, MODERATOR)).toEqual({ ok: false, reason: 'not_found' });
  });

  test('a visitor’s text cannot write escape sequences to the moderator’s terminal', () => {
    expect(printable('ok\u001b[2J\u001b]0;pwned\u0007\r\u202etext\nnext')).toBe('ok\ufffd[2J\ufffd]0;pwned\ufffd\ufffd\ufffdtext\nnext');
  });
});

const runCli = (args: string[], env: Record<string, string>) => runCliScript('server/cli/reviews-moderate.ts', args, env);

describe(`npm run reviews:moderate (${engineName})`, () => {
  test('--list (exit 1 while reviews wait), --hide with a note and --keep (exit 0), an unknown id (3), a usage error (2)', async () => {
    // The command opens the database itself: a PGlite folder of its own, or this test's server database.
    const dir = await mkdtemp(path.join(tmpdir(), 'huquq-moderate-'));
    const env: Record<string, string> = handle.url ? { DATABASE_URL: handle.url, DATA_DIR: dir } : { DATA_DIR: dir };
    try {
      const target = handle.url ? db : await openDatabase({ dataDir: dir });
      let ids: number[];
      let specialistId: number;
      try {
        await migrate(target);
        // On a shared server database earlier tests' reports are decided first, so the listing is this test's.
        for (const waiting of await reportedReviews(target)) await moderateReview(target, waiting.id, 'keep', null, MODERATOR);
        const made = await reviewedSpecialist(target);
        ids = made.reviews;
        specialistId = made.specialistId;
        await report(target, ids[2]!, made.reporters[0]!, 'Rude words about the lawyer');
        await report(target, ids[1]!, made.reporters[1]!, '');
      } finally {
        if (target !== db) await target.close();
      }
      const listed = await runCli(['--list'], env);
      expect(listed.code).toBe(1);
      expect(listed.stdout).toContain(`Review ${ids[2]} · ★☆☆☆☆ (1/5)`);
      expect(listed.stdout).toContain('A review with 1 stars, long enough to be one.');
      expect(listed.stdout).toContain('Rude words about the lawyer');
      expect(listed.stdout).toContain('2 reported review(s) wait for moderation');

      expect(await runCli(['--hide', String(ids[2]), '--note', 'Insults'], env)).toMatchObject({
        code: 0,
        stdout: `Review ${ids[2]} hidden; 1 report(s) resolved.\n`,
      });
      expect(await runCli(['--keep', String(ids[1])], env)).toMatchObject({ code: 0, stdout: `Review ${ids[1]} kept; 1 report(s) resolved.\n` });
      expect(await runCli(['--list'], env)).toMatchObject({ code: 0, stdout: 'No reported reviews wait for moderation.\n' });
      expect(await runCli(['--hide', '99999999'], env)).toMatchObject({ code: 3, stderr: 'No review with id 99999999.\n' });

      // Every usage error is exit 2 (tests/unit/reviews/moderate-args.test.ts reads each one).
      expect(await runCli(['--hide', 'abc'], env)).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: reviews:moderate') });

      const check = handle.url ? db : await openDatabase({ dataDir: dir });
      try {
        expect(await ratingOf(check, specialistId)).toEqual({ rating_average: 4.5, rating_count: 2 });
        const { rows } = await check.query<{ open: number }>(
          'SELECT count(*)::int AS open FROM review_reports WHERE review_id = ANY($1::bigint[]) AND resolved_at IS NULL',
          [ids],
        );
        expect(rows[0]!.open).toBe(0);
      } finally {
        if (check !== db) await check.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
