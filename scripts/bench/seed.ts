/**
 * The bench's data set: `tsx scripts/bench/seed.ts <dataDir | postgres://…> <scale>` migrates the
 * embedded database in dataDir (or the PostgreSQL database of the URL), seeds it with `scale` copies of the catalogue, and analyzes it (as
 * autovacuum would leave a real database), before the server under test opens it.
 */
import { openDatabase } from '../../server/db/adapter.js';
import { migrate } from '../../server/db/migrate.js';
import { seedDatabase } from '../../server/db/seed/index.js';

const [dataDir, scaleText = '1'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: tsx scripts/bench/seed.ts <dataDir | postgres://…> <scale>');
const started = performance.now();
const db = await openDatabase(dataDir.startsWith('postgres') ? { dataDir: 'memory://', databaseUrl: dataDir } : { dataDir });
try {
  await migrate(db);
  const seeded = await seedDatabase(db, { scale: Number(scaleText) });
  await db.exec('VACUUM ANALYZE');
  const { counts } = seeded;
  console.log(
    `seeded ×${seeded.scale} in ${Math.round((performance.now() - started) / 1000)} s: ` +
      `${counts.specialists} specialists, ${counts.services} services, ${counts.lawFirms} law firms, ${counts.referenceArticles} articles, ` +
      `${counts.reviews} reviews through paid orders`,
  );
} finally {
  await db.close();
}
