/**
 * The data the ask-question browser test starts from, written into a DATA_DIR before the site
 * starts on it (the site then finds it migrated and seeded, and leaves it be): the seeded content,
 * and Aziz Karimov (the OneID stand-in's citizen 1) as the specialist of the first service priced
 * "from" that can be sold (it has its IKPU code), so that he can answer with an offer.
 *
 *   npx tsx tests/e2e/support/ask-data.ts <dataDir>   → prints {"nickname","specialistId","serviceId"}
 */
import { openDatabase } from '../../../server/db/adapter';
import { migrate } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed/index';

/** The stand-in's citizen 1, as they sign in. */
const SPECIALIST = { pin: '30512901234561', first: 'AZIZ', last: 'KARIMOV' };

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: ask-data.ts <dataDir>');
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db, { migrationsDir: 'server/db/migrations' });
    await seedDatabase(db);
    const { rows } = await db.query<{ id: number; specialist_id: number; nickname: string }>(
      `SELECT s.id, s.specialist_id, p.nickname FROM services s JOIN specialists p ON p.id = s.specialist_id
        WHERE s.published AND s.price > 0 AND s.price_kind = 'from' AND s.ikpu_code IS NOT NULL ORDER BY s.id LIMIT 1`,
    );
    const service = rows[0];
    if (!service) throw new Error('no sellable service priced "from" in the seed');
    const { rows: users } = await db.query<{ id: number }>(
      `INSERT INTO users (pinfl, first_name, last_name) VALUES ($1, $2, $3)
       ON CONFLICT (pinfl) DO UPDATE SET first_name = EXCLUDED.first_name RETURNING id`,
      [SPECIALIST.pin, SPECIALIST.first, SPECIALIST.last],
    );
    await db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [service.specialist_id, Number(users[0]!.id)]);
    process.stdout.write(`${JSON.stringify({ nickname: service.nickname, specialistId: Number(service.specialist_id), serviceId: Number(service.id) })}\n`);
  } finally {
    await db.close();
  }
}

await main();
