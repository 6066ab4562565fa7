/**
 * The data the notifications browser test and its screenshots start from, written into a DATA_DIR
 * before the site starts on it (the site then finds it migrated and seeded, and leaves it be): the
 * seeded content; Dilnoza Yusupova (the OneID stand-in's citizen 0) as the specialist of the first
 * published specialist, with one notification of every kind (the newest two read, the rest
 * unread), written by `notify_user` as the site's own code writes them.
 *
 *   npx tsx tests/e2e/support/notifications-data.ts <dataDir>   → prints {"unread","total","nickname","specialistId"}
 */
import { openDatabase } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed/index';

/** The stand-in's citizen 0, as she signs in. */
const PERSON = { pin: '42306851234567', first: 'DILNOZA', last: 'YUSUPOVA' };

/** Stands for the specialist's profile page, found when the data is written. */
const PROFILE = '/{profile}';

/** Oldest first: each is written a minute after the one before. */
const NOTIFICATIONS: readonly [kind: string, data: Record<string, unknown>, path: string][] = [
  ['claim_duty_changed', { claimId: 1 }, '/statement-of-claim/my/1'],
  ['review_answered', { reviewId: 1, from: 'Aziz Karimov' }, PROFILE],
  ['review_written', { reviewId: 2, stars: 5, from: 'Nodira Rahimova' }, PROFILE],
  ['order_disputed', { orderId: 1, number: 'HQ-000001' }, '/home/sales/1'],
  ['order_completed', { orderId: 2, number: 'HQ-000002' }, '/home/sales/2'],
  ['order_done', { orderId: 3, number: 'HQ-000003' }, '/home/orders/3'],
  ['order_started', { orderId: 3, number: 'HQ-000003' }, '/home/orders/3'],
  ['quote_expiring', { quoteId: 1, title: 'Nikohni bekor qilish boʻyicha daʼvo arizasi', price: 150_000_000 }, '/home/messages/1'],
  ['quote_declined', { quoteId: 2, from: 'Timur Saidov', title: 'Shartnoma tahlili', price: 45_000_000 }, '/home/messages/2'],
  ['quote_accepted', { quoteId: 3, from: 'Nodira Rahimova', title: 'Aliment boʻyicha maslahat', price: 30_000_000 }, '/home/messages/3'],
  ['quote_sent', { quoteId: 4, from: 'Aziz Karimov', title: 'Mehnat nizosi boʻyicha maslahat', price: 25_000_000 }, '/home/messages/4'],
  ['order_paid', { orderId: 4, number: 'HQ-000004' }, '/home/sales/4'],
  [
    'message',
    { conversationId: 5, from: 'Timur Saidov', excerpt: 'Assalomu alaykum! Ijara shartnomasini koʻrib chiqa olasizmi? Hujjatni ilova qildim.' },
    '/home/messages/5',
  ],
];
/** The newest ones already read. */
const READ = 2;

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: notifications-data.ts <dataDir>');
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db, { migrationsDir: 'server/db/migrations' });
    await seedDatabase(db);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (pinfl, first_name, last_name) VALUES ($1, $2, $3)
       ON CONFLICT (pinfl) DO UPDATE SET first_name = EXCLUDED.first_name RETURNING id`,
      [PERSON.pin, PERSON.first, PERSON.last],
    );
    const userId = Number(rows[0]!.id);
    const { rows: specialists } = await db.query<{ id: number; nickname: string }>(
      'SELECT id, nickname FROM specialists WHERE user_id IS NULL ORDER BY id LIMIT 1',
    );
    const specialist = specialists[0]!;
    await db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [specialist.id, userId]);
    for (const [index, [kind, data, path]] of NOTIFICATIONS.entries()) {
      await db.query('SELECT notify_user($1, $2, $3, $4)', [userId, kind, JSON.stringify(data), path === PROFILE ? `/${specialist.nickname}` : path]);
      await db.query(
        `UPDATE notifications SET created_at = now() - make_interval(mins => $2) WHERE id = (SELECT max(id) FROM notifications WHERE user_id = $1)`,
        [userId, (NOTIFICATIONS.length - index) * 47],
      );
    }
    await db.query('UPDATE notifications SET read_at = now() WHERE id IN (SELECT id FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT $2)', [
      userId,
      READ,
    ]);
    process.stdout.write(
      `${JSON.stringify({ unread: NOTIFICATIONS.length - READ, total: NOTIFICATIONS.length, nickname: specialist.nickname, specialistId: Number(specialist.id) })}\n`,
    );
  } finally {
    await db.close();
  }
}

await main();
