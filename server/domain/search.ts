/**
 * GET /api/v1/search: every kind at once, a few best matches of each with the kind's total. It
 * answers the landing page's search as the visitor types, so it is built for speed (migration
 * 0011_search_speed.sql; the plans are kept by tests/integration/db/search-plans.test.ts):
 *
 * 1. One statement finds the matches of every kind as typed, each word through a trigram index:
 *    a word of three characters or more anywhere in the row's search_text (title and description,
 *    all three languages) or in its search_head (the title or name, then transliterated to Latin,
 *    so "razvod" meets "Развод"); a word typed in Cyrillic also in its Latin transliteration (so
 *    Uzbek typed in Cyrillic, "ажралиш", meets the Latin "ajralish"); a shorter word (the first
 *    letters typed) only where a word begins with it, which the index also serves. Reference
 *    articles and support answers also match through their full-text vector (stemmed: "алименты"
 *    meets "алиментов"). Ranked cheaply: the query found in the title or name first, earlier
 *    before later, then found in the text, then the kind's own order.
 * 2. Only the kinds with no match as typed are searched again forgivingly (pg_trgm word
 *    similarity: typos, other word forms), on a bounded set of candidates from the same index.
 * 3. The cards of the few rows found, one statement per kind that found any.
 *
 * `total` counts the matches as typed up to SEARCH_CANDIDATES ("that many or more"; the list
 * endpoint with the same q, which also counts near forms, pages through all); after the forgiving
 * search, the near matches found (at most FUZZY_CANDIDATES).
 */
import type { Queryable } from '../db/adapter.js';
import type { Locale } from '../../shared/locales.js';
import type { SearchQuery } from '../../shared/api/queries.js';
import type { SearchGroup, SearchResult } from '../../shared/api/types.js';
import { claimTemplateCards } from './claims.js';
import { documentTemplateCards } from './documents.js';
import { lawFirmCards } from './lawfirms.js';
import { referenceCards } from './reference.js';
import { serviceCards } from './services.js';
import { specialistCards } from './specialists.js';
import { supportQuestionCards } from './support.js';
import { SEARCH_CANDIDATES } from '../../shared/api/params.js';
import { Params, escapeLike, fullTextQuery, searchWords } from './sql.js';

type Kind = keyof SearchResult['groups'];

interface KindSpec {
  table: string;
  /** The kind's own order among equally ranked matches (columns of `t`). */
  order: string;
  /** Matches through the full-text vector too. */
  fullText?: boolean;
}

/** In the order of the response. */
export const SEARCH_KINDS: Record<Kind, KindSpec> = {
  services: { table: 'services', order: 't.popularity DESC' },
  specialists: { table: 'specialists', order: 't.rating_average DESC NULLS LAST, t.rating_count DESC' },
  lawfirms: { table: 'law_firms', order: 't.rating_average DESC NULLS LAST, t.rating_count DESC' },
  reference: { table: 'reference_articles', order: 't.published_at DESC', fullText: true },
  documentTemplates: { table: 'document_templates', order: 't.popularity DESC' },
  claimTemplates: { table: 'claim_templates', order: 't.popularity DESC' },
  supportQuestions: { table: 'support_questions', order: 't.sort_order', fullText: true },
};
const KINDS = Object.keys(SEARCH_KINDS) as Kind[];

/** Words shorter than this match where a word begins (trigrams need three characters). */
export const SHORT_WORD = 3;
/** Candidates of the forgiving search, per kind, before they are ranked. */
export const FUZZY_CANDIDATES = 50;

const CYRILLIC = /[\u0400-\u04ff]/;

/** Characters of a word once folded (search_norm drops apostrophes). */
const foldedLength = (word: string) => [...word.replace(/[ʻʼ‘’'`´]/g, '')].length;

/** A word as typed, folded like the indexed text (search_norm), as an SQL expression. */
const norm = (params: Params, word: string) => `search_norm(${params.add(escapeLike(word))})`;

/** A word's LIKE pattern: anywhere, or (a short word) where a word begins. */
function patterns(word: string, typed: string): string[] {
  return foldedLength(word) < SHORT_WORD ? [`${typed} || '%'`, `'% ' || ${typed} || '%'`] : [`'%' || ${typed} || '%'`];
}

/**
 * One word's condition over a kind's row `t`, each alternative served by a trigram index: in the
 * text as typed; a Latin word also in the transliterated head ("razvod" → "Развод"), a Cyrillic
 * one also transliterated in the Latin text ("ажралиш" → "ajralish").
 */
function wordMatches(params: Params, word: string, columns: 'text' | 'head'): string {
  const typed = norm(params, word);
  const cyrillic = CYRILLIC.test(word);
  const own = columns === 'text' ? 't.search_text' : 't.search_head';
  const alternatives = patterns(word, typed).flatMap((pattern) =>
    cyrillic ? [`${own} LIKE ${pattern}`, `${own} LIKE ${pattern.replace(typed, `search_translit(${typed})`)}`] : [`${own} LIKE ${pattern}`, ...(columns === 'text' ? [`t.search_head LIKE ${pattern}`] : [])],
  );
  return `(${alternatives.join(' OR ')})`;
}

/**
 * The SQL of one kind's best `limit` matches as typed, with their total. The candidates are
 * bounded before they are ranked: up to SEARCH_CANDIDATES rows whose title or name holds every
 * word, and as many whose text does; the total is counted up to SEARCH_CANDIDATES.
 */
function asTypedSql(params: Params, kind: Kind, words: string[], q: string, limit: string): string {
  const spec = SEARCH_KINDS[kind];
  const inText = words.map((word) => wordMatches(params, word, 'text')).join(' AND ');
  const where = spec.fullText ? `(t.search_vector @@ ${fullTextQuery(params, q)} OR ${inText})` : `(${inText})`;
  const inHead = words.map((word) => wordMatches(params, word, 'head')).join(' AND ');
  const whole = `search_norm(${params.add(q)})`;
  const cap = `${params.add(SEARCH_CANDIDATES)}::int`;
  return `(SELECT '${kind}'::text AS kind, t.id, (SELECT count(*)::int FROM (SELECT 1 FROM ${spec.table} t WHERE ${where} LIMIT ${cap}) n) AS total
    FROM ((SELECT t.id FROM ${spec.table} t WHERE ${inHead} LIMIT ${cap}) UNION (SELECT t.id FROM ${spec.table} t WHERE ${where} LIMIT ${cap})) c
    JOIN ${spec.table} t ON t.id = c.id
    ORDER BY nullif(strpos(t.search_head, ${whole}), 0) ASC NULLS LAST, nullif(strpos(t.search_head, search_translit(${whole})), 0) ASC NULLS LAST,
      nullif(strpos(t.search_text, ${whole}), 0) ASC NULLS LAST, ${spec.order}, t.id LIMIT ${limit})`;
}

/** The SQL of one kind's best `limit` near matches among FUZZY_CANDIDATES (every word similar). */
function forgivingSql(params: Params, kind: Kind, words: string[], limit: string): string {
  const spec = SEARCH_KINDS[kind];
  const folded = words.map((word) => `search_norm(${params.add(word)})`);
  const where = folded.map((word) => `${word} <% t.search_text`).join(' AND ');
  const distance = folded.map((word) => `(${word} <<-> c.search_text)`).join(' + ');
  return `(SELECT '${kind}'::text AS kind, c.id, count(*) OVER ()::int AS total
    FROM (SELECT t.id, t.search_text FROM ${spec.table} t WHERE ${where} LIMIT ${FUZZY_CANDIDATES}) c
    ORDER BY ${distance}, c.id LIMIT ${limit})`;
}

interface Hit {
  kind: Kind;
  id: number;
  total: number;
}

export interface Statement {
  /** What the server sends: search_hits over `inner`. */
  sql: string;
  values: unknown[];
  /** The statement search_hits runs, its values in the text array $1 (for EXPLAIN). */
  inner: { sql: string; args: string[] };
}

/** Values for search_hits(statement, args): each one an element of the text array $1. */
class ArgParams extends Params {
  override add(value: unknown): string {
    this.values.push(String(value));
    return `($1::text[])[${this.values.length}]`;
  }
}

/**
 * A statement over the kinds, run through search_hits (migration 0011: sequential scans priced
 * out, so each kind's bounded candidates come from the trigram indexes).
 */
function statement(kinds: readonly Kind[], build: (params: Params, kind: Kind) => string): Statement {
  const params = new ArgParams();
  const sql = kinds.map((kind) => build(params, kind)).join('\nUNION ALL\n');
  const args = params.values as string[];
  return { sql: 'SELECT kind, id, total FROM search_hits($1, $2::text[])', values: [sql, args], inner: { sql, args } };
}

/** The first statement: every kind's best `limit` matches as typed (query.q is already trimmed). */
export function asTypedStatement(q: string, limit: number, kinds: readonly Kind[] = KINDS): Statement {
  const words = searchWords(q);
  return statement(kinds, (params, kind) => asTypedSql(params, kind, words, q, `${params.add(limit)}::int`));
}

/** The second statement, for the kinds with no match as typed; null when a word is too short to forgive. */
export function forgivingStatement(q: string, limit: number, kinds: readonly Kind[]): Statement | null {
  const words = searchWords(q);
  if (kinds.length === 0 || words.some((word) => foldedLength(word) < SHORT_WORD)) return null;
  return statement(kinds, (params, kind) => forgivingSql(params, kind, words, `${params.add(limit)}::int`));
}

export async function searchEverything(db: Queryable, query: SearchQuery, lang: Locale): Promise<SearchResult> {
  const found = new Map<Kind, { ids: number[]; total: number }>(KINDS.map((kind) => [kind, { ids: [], total: 0 }]));
  const collect = async (run: Statement | null) => {
    if (!run) return;
    for (const row of (await db.query<Hit>(run.sql, run.values)).rows) {
      const group = found.get(row.kind);
      if (!group) continue;
      group.ids.push(Number(row.id));
      group.total = row.total;
    }
  };
  await collect(asTypedStatement(query.q, query.limit));
  await collect(forgivingStatement(query.q, query.limit, KINDS.filter((kind) => found.get(kind)?.total === 0)));

  const ids = (kind: Kind) => found.get(kind)?.ids ?? [];
  const group = <T>(kind: Kind, items: T[]): SearchGroup<T> => ({ items, total: found.get(kind)?.total ?? 0 });
  const [services, specialists, lawfirms, reference, documentTemplates, claimTemplates, supportQuestions] = await Promise.all([
    serviceCards(db, ids('services'), lang),
    specialistCards(db, ids('specialists'), lang),
    lawFirmCards(db, ids('lawfirms'), lang),
    referenceCards(db, ids('reference'), lang),
    documentTemplateCards(db, ids('documentTemplates'), lang),
    claimTemplateCards(db, ids('claimTemplates'), lang),
    supportQuestionCards(db, ids('supportQuestions'), lang),
  ]);
  return {
    q: query.q,
    groups: {
      services: group('services', services),
      specialists: group('specialists', specialists),
      lawfirms: group('lawfirms', lawfirms),
      reference: group('reference', reference),
      documentTemplates: group('documentTemplates', documentTemplates),
      claimTemplates: group('claimTemplates', claimTemplates),
      supportQuestions: group('supportQuestions', supportQuestions),
    },
  };
}
