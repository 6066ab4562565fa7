/**
 * The data the specialist's fiscal-data browser test starts from, written into a DATA_DIR before
 * the site starts on it (the site then finds it migrated and seeded, and leaves it be): the seeded
 * content; Aziz Karimov (the OneID stand-in's citizen 1) as the specialist of the first specialist's
 * service; and a new service of theirs without its IKPU code, as a specialist's own new service is
 * before they give it (a slug outside the seed, so the start's fill of the seed's codes leaves it be).
 *
 *   npx tsx tests/e2e/support/fiscal-data.ts <dataDir>   → prints {"nickname","serviceId","title"}
 */
import { openDatabase } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed/index';

/** The stand-in's citizen 1, as they sign in. */
const SPECIALIST = { pin: '30512901234561', first: 'AZIZ', last: 'KARIMOV' };
const TITLE = { uz: 'Shartnomani tekshirish (yangi xizmat)', ru: 'Проверка договора (новая услуга)', en: 'Contract review (new service)' };

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: fiscal-data.ts <dataDir>');
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db, { migrationsDir: 'server/db/migrations' });
    await seedDatabase(db);
    const { rows } = await db.query<{ id: number; specialist_id: number; nickname: string }>(
      "SELECT s.id, s.specialist_id, p.nickname FROM services s JOIN specialists p ON p.id = s.specialist_id WHERE s.published AND s.price > 0 AND s.price_kind = 'fixed' ORDER BY s.id LIMIT 1",
    );
    const model = rows[0]!;
    const { rows: users } = await db.query<{ id: number }>(
      `INSERT INTO users (pinfl, first_name, last_name) VALUES ($1, $2, $3)
       ON CONFLICT (pinfl) DO UPDATE SET first_name = EXCLUDED.first_name RETURNING id`,
      [SPECIALIST.pin, SPECIALIST.first, SPECIALIST.last],
    );
    await db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [model.specialist_id, Number(users[0]!.id)]);
    const { rows: created } = await db.query<{ id: number }>(
      `INSERT INTO services (slug, group_id, title, description, deliverables, price, price_kind, duration_value, duration_unit, format, specialist_id, countable)
       SELECT 'e2e-contract-review-new', group_id, $2::jsonb, description, deliverables, 30000000, 'fixed', duration_value, duration_unit, format, specialist_id, false
         FROM services WHERE id = $1
       RETURNING id`,
      [model.id, JSON.stringify(TITLE)],
    );
    process.stdout.write(`${JSON.stringify({ nickname: model.nickname, serviceId: Number(created[0]!.id), title: TITLE.en })}\n`);
  } finally {
    await db.close();
  }
}

await main();
