// EXPLAIN (ANALYZE, BUFFERS) of the search statements for one query, as search_hits plans them
// (sequential scans off): DATABASE_URL=… npx tsx scripts/bench/explain-search.ts 'разв'
import { openDatabase } from '../../server/db/adapter.js';
import { asTypedStatement, forgivingStatement, SEARCH_KINDS } from '../../server/domain/search.js';

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
const q = process.argv[2] ?? 'разв';
const kinds = Object.keys(SEARCH_KINDS) as (keyof typeof SEARCH_KINDS)[];
await db.withSession(async (session) => {
  await session.query('SET enable_seqscan = off');
  for (const run of [asTypedStatement(q, 4), forgivingStatement(q, 4, kinds)]) {
    if (!run) continue;
    const { rows } = await session.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${run.inner.sql}`, [run.inner.args]);
    console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
});
await db.close();
