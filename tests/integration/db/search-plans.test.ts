/**
 * The plans of search as you type (migrations 0011_search_speed.sql, 0016_search_one_lookup.sql,
 * 0017_search_read_once.sql, 0018_search_vector_untouched.sql, 0019_search_near_one_word.sql,
 * 0020_search_text_inline.sql, 0021_search_did_you_mean.sql, 0022_search_cards_in_one.sql): every statement search_suggest runs per kind, read back from the
 * installed functions (pg_proc), is prepared and explained as search_suggest plans it (its
 * settings: a generic plan, sequential scans priced out, since the planner misjudges LIKE
 * candidates under a LIMIT; the migration says why), on the catalogue seeded ten times over and
 * analyzed. A statement that stops taking its trigram (or full-text) index fails here, and so does
 * one that reads its candidates again to rank them or fetches the full-text vectors to check them,
 * or search_suggest losing those settings; so does a table whose searched text leaves the row.
 */
import type { Database, Session } from '../../../server/db/adapter';
import { SEARCH_SQL, SEARCH_TABLES } from '../../../server/domain/search/search';
import { engineName, useSeededDatabase } from './test-database';

jest.setTimeout(180_000);

const seeded = useSeededDatabase({ scale: 10, analyze: true });
let db: Database;
beforeAll(() => {
  db = seeded.db;
});

/** A statement a search function runs: from its marker comment to the semicolon that ends it. */
async function statementOf(fn: string, marker: string): Promise<string> {
  const { rows } = await db.query<{ src: string }>('SELECT prosrc AS src FROM pg_proc WHERE proname = $1', [fn]);
  const src = rows[0]?.src;
  if (!src) throw new Error(`${fn} is not installed`);
  const start = src.indexOf(marker);
  const end = src.indexOf(';', start);
  if (start < 0 || end < start) throw new Error(`${fn}: no "${marker}" statement`);
  return src.slice(start + marker.length, end);
}

async function explainGeneric(session: Session, name: string, types: string, sql: string, args: string): Promise<string> {
  await session.query(`PREPARE ${name} (${types}) AS ${sql}`);
  try {
    const { rows } = await session.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${name} (${args})`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await session.query(`DEALLOCATE ${name}`);
  }
}

/** Explains with search_suggest's own settings, on one connection. */
function withSearchSettings<T>(fn: (session: Session) => Promise<T>): Promise<T> {
  return db.withSession(async (session) => {
    await session.query('SET enable_seqscan = off');
    await session.query('SET plan_cache_mode = force_generic_plan');
    try {
      return await fn(session);
    } finally {
      await session.query('RESET enable_seqscan');
      await session.query('RESET plan_cache_mode');
    }
  });
}

const FULL_TEXT = new Set(['reference_articles', 'support_questions']);

describe(`search as you type: plans on ${engineName}`, () => {
  test('search_suggest plans generically with sequential scans priced out', async () => {
    const { rows } = await db.query<{ config: string[] | null }>(`SELECT proconfig AS config FROM pg_proc WHERE proname = 'search_suggest'`);
    expect(rows[0]?.config).toEqual(expect.arrayContaining(['enable_seqscan=off', 'plan_cache_mode=force_generic_plan']));
  });

  // Two statements per kind: one word (or the same twice) is looked up once, two words each once.
  const lookups = SEARCH_TABLES.flatMap((table) => ['one lookup', 'two lookups'].map((variant) => [table, variant] as const));

  test.each(lookups)('matches as typed in %s (%s) come from its trigram indexes', async (table, variant) => {
    const sql = await statementOf(`search_in_${table}`, `-- search_in query, ${variant}`);
    const plan = await withSearchSettings((session) =>
      explainGeneric(
        session,
        'search_in_plan',
        'text[], text[], text, text, text, text, tsquery, integer, integer, text, text',
        sql,
        `ARRAY['%ajra%', '% a%'], ARRAY['%ajra%', '% a%'], '%ajra%', '%ajra%', 'ajra a', 'ajra a', to_tsquery('simple', 'ajra'), 4, 100, '% a%', '% a%'`,
      ),
    );
    expect(plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    expect(plan).toContain(`Bitmap Index Scan on ${table}_search_idx`);
    expect(plan).toContain(`Bitmap Index Scan on ${table}_search_head_idx`);
    if (FULL_TEXT.has(table)) {
      expect(plan).toContain(`Bitmap Index Scan on ${table}_fts_idx`);
      // The vector (the body's words, kept out of line) is read by its index only (0018): a scan of
      // its own whose recheck is that match alone, never a filter or a recheck shared with the
      // trigram candidates, which would fetch every candidate's vector.
      const vectorLines = plan.split('\n').filter((line) => line.includes('search_vector'));
      expect(vectorLines.length).toBeGreaterThan(0);
      for (const line of vectorLines) expect(line.trim()).toMatch(/^(Index|Recheck) Cond: \(search_vector @@ \$7\)$/);
    }
    // The candidates carry what the order reads (0017): the rows are not read again to be ranked.
    expect(plan).not.toMatch(new RegExp(`on ${table} t\\s`));
  });

  // 0020: every candidate's search_text is checked with LIKE; out of line it cost an index lookup in
  // the TOAST table per row. Read in full, the column takes the table's own pages and no more.
  test.each(SEARCH_TABLES)('%s keeps search_text and search_head in the row', async (table) => {
    const plan = await db.withSession(async (session) => {
      await session.query('SET enable_bitmapscan = off');
      await session.query('SET enable_indexscan = off');
      const { rows } = await session.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF, FORMAT JSON) SELECT count(*) FROM ${table} WHERE search_text LIKE '%zzqx%' OR search_head LIKE '%zzqx%'`,
      );
      return rows[0]?.['QUERY PLAN'];
    });
    const top = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }[];
    const { rows } = await db.query<{ pages: number }>('SELECT relpages AS pages FROM pg_class WHERE oid = $1::regclass', [table]);
    const pages = Number(rows[0]?.pages);
    expect(pages).toBeGreaterThan(0);
    expect(top[0]!.Plan['Shared Hit Blocks'] + top[0]!.Plan['Shared Read Blocks']).toBeLessThanOrEqual(pages);
  });

  // Two statements per kind (0019): a word of one is ordered by its own distance, more words by their sum.
  const nearVariants = SEARCH_TABLES.flatMap((table) => ['one word', 'more words'].map((variant) => [table, variant] as const));

  test.each(nearVariants)('near matches in %s (%s) come from its head index', async (table, variant) => {
    const sql = await statementOf(`search_near_${table}`, `-- search_near query, ${variant}`);
    const plan = await withSearchSettings((session) =>
      explainGeneric(session, 'search_near_plan', 'text[], text, integer, integer', sql, `ARRAY['divorse'], 'divorse', 4, 50`),
    );
    expect(plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    expect(plan).toContain(`Bitmap Index Scan on ${table}_search_head_idx`);
  });

  // 0021: a word that found nothing is looked up among the heads' words, kept by triggers.
  test("a correction looks the nearest word up in the words' trigram index", async () => {
    const { rows } = await db.query<{ src: string; config: string[] | null }>(
      `SELECT prosrc AS src, proconfig AS config FROM pg_proc WHERE proname = 'search_correction'`,
    );
    expect(rows[0]?.config).toEqual(['pg_trgm.similarity_threshold=0.4']);
    const plan = await withSearchSettings((session) => explainGeneric(session, 'search_correction_plan', 'text', rows[0]!.src, `'ajrlish'`));
    expect(plan).toMatch(/Index Scan (using|on) search_words_trgm_idx\b/);
    expect(plan).not.toMatch(/Seq Scan|search_words_pkey/);
  });

  // 0022: the statement that searches and reads the cards must not look dear enough to be
  // compiled by JIT on a server built with it (about 100 ms per execution).
  test('the search with its cards is planned as cheap, below the cost at which JIT compiles it', async () => {
    const plan = await db.withSession(async (session) => {
      await session.query(`PREPARE search_with_cards (text, integer, integer, integer, text[], text) AS ${SEARCH_SQL}`);
      try {
        await session.query('SET plan_cache_mode = force_generic_plan');
        const { rows } = await session.query<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number; 'Plan Rows': number } }] }>(
          `EXPLAIN (FORMAT JSON) EXECUTE search_with_cards ('ajralish', 4, 100, 50, NULL, 'uz')`,
        );
        const jit = await session.query<{ cost: number }>(`SELECT current_setting('jit_above_cost')::float8 AS cost`);
        return { ...rows[0]!['QUERY PLAN'][0].Plan, jitAbove: jit.rows[0]!.cost };
      } finally {
        await session.query('RESET plan_cache_mode');
        await session.query('DEALLOCATE search_with_cards');
      }
    });
    expect(plan['Plan Rows']).toBe(30);
    expect(plan['Total Cost']).toBeLessThan(plan.jitAbove);
  });

  test("the heads' words come with the rows written, and with their edits", async () => {
    const count = async (q: { query: Database['query'] }, word: string) =>
      (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM search_words WHERE word = $1', [word])).rows[0]?.n;
    // Seeded after the migration: the insert triggers took the seed's words.
    expect(await count(db, 'ajralish')).toBe(1);
    expect(await count(db, 'алименты')).toBe(1);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE services SET title = jsonb_set(title, '{en}', '"Zebrafication advice"') WHERE id = (SELECT min(id) FROM services)`);
        expect(await count(tx, 'zebrafication')).toBe(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count(db, 'zebrafication')).toBe(0);
    // An update that leaves the head alone (a rating, a count) does not split it again.
    const { rows } = await db.query<{ def: string }>(`SELECT pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgname = 'specialists_search_words_update'`);
    expect(rows[0]?.def).toMatch(/FOR EACH ROW WHEN \(\(old\.search_head IS DISTINCT FROM new\.search_head\)\)/);
  });
});
