/**
 * GET /api/v1/search: every kind at once, a few best matches of each with the kind's total. It
 * answers the landing page's search as the visitor types, so it is built for speed: one statement,
 * prepared once per connection, which calls search_suggest (migration 0011_search_speed.sql, which
 * says how a word is found, ranked and forgiven; its plans are kept by
 * tests/integration/db/search-plans.test.ts) and reads each row's card beside it, one subquery
 * per card of the kind's own columns (CardSql, the lists' cards). One round trip instead of one
 * per kind that found any: on the 100× data the three card statements that followed each search
 * cost more than a third of what the server answered per second.
 *
 * `total` counts the matches as typed up to SEARCH_CANDIDATES ("that many or more"; the list
 * endpoint with the same q, which also counts near forms, pages through them all); for a kind
 * found only forgivingly, the near matches among FUZZY_CANDIDATES.
 */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { SearchQuery } from '../../../shared/api/queries.js';
import type { SearchGroup, SearchResult } from '../../../shared/api/types.js';
import { SEARCH_CANDIDATES } from '../../../shared/api/search/candidates.js';
import { claimTemplateCardSql } from '../claims/templates.js';
import { documentTemplateCardSql } from '../documents/templates.js';
import { lawFirmCardSql } from '../directory/lawfirms.js';
import { referenceCardSql } from '../directory/reference.js';
import { serviceCardSql } from '../catalogue/services.js';
import { specialistCardSql } from '../catalogue/specialists.js';
import { supportQuestionCardSql } from '../directory/support.js';
import type { CardSql } from '../../sql/lists.js';

type Kind = keyof SearchResult['groups'];

/** Candidates of the forgiving search, per kind, before they are ranked. */
export const FUZZY_CANDIDATES = 50;

/** The card type of each kind's group. */
type Cards = { [K in Kind]: SearchResult['groups'][K] extends SearchGroup<infer Card> ? Card : never };

/**
 * Each kind, in the order of the response (search_suggest's order too): its table, and its card
 * as its list reads it. The card's row arrives as JSON (row_to_json of the card's columns), which
 * the card's mapper reads as it reads the list's row: the columns are numbers, text, booleans,
 * dates as 'YYYY-MM-DD' and JSON, which JSON carries as the driver parses them
 * (tests/integration/db/search-cards.test.ts compares the two, card by card).
 */
const KIND_SQL: { [K in Kind]: { table: string; card: CardSql<never, Cards[K]> } } = {
  services: { table: 'services', card: serviceCardSql },
  specialists: { table: 'specialists', card: specialistCardSql },
  lawfirms: { table: 'law_firms', card: lawFirmCardSql },
  reference: { table: 'reference_articles', card: referenceCardSql },
  documentTemplates: { table: 'document_templates', card: documentTemplateCardSql },
  claimTemplates: { table: 'claim_templates', card: claimTemplateCardSql },
  supportQuestions: { table: 'support_questions', card: supportQuestionCardSql },
};
const KINDS = Object.keys(KIND_SQL) as Kind[];

/** The searched tables (search_in_* and search_near_* of each, migration 0011 on). */
export const SEARCH_TABLES: readonly string[] = KINDS.map((kind) => KIND_SQL[kind].table);

/**
 * search_suggest's rows in its order, each with its card ($6: the language). CASE runs only the
 * subquery of the row's kind.
 */
export const SEARCH_SQL = `SELECT hit.kind, hit.total, hit.corrected, CASE hit.kind ${KINDS.map((kind) => {
  const { card } = KIND_SQL[kind];
  return `WHEN '${kind}' THEN (SELECT row_to_json(card) FROM (SELECT ${card.columns('$6')} FROM ${card.from} WHERE ${card.id} = hit.id) card)`;
}).join(' ')} END AS card
FROM search_suggest($1, $2, $3, $4, $5) WITH ORDINALITY AS hit (kind, id, total, corrected, n)
ORDER BY hit.n`;

interface Hit {
  kind: Kind;
  total: number;
  /** The word searched instead of a mistyped one that found nothing (migration 0021), else null. */
  corrected: string | null;
  /** The card's row as JSON (null if the row is gone, which one statement's snapshot rules out). */
  card: object | null;
}

export async function searchEverything(db: Queryable, query: SearchQuery, lang: Locale): Promise<SearchResult> {
  const { rows } = await db.query<Hit>(SEARCH_SQL, [query.q, query.limit, SEARCH_CANDIDATES, FUZZY_CANDIDATES, query.kinds ?? null, lang], { prepared: true });
  const groups = Object.fromEntries(KINDS.map((kind) => [kind, { items: [], total: 0 }])) as unknown as { [K in Kind]: SearchGroup<Cards[K]> };
  for (const row of rows) {
    const group: SearchGroup<unknown> | undefined = groups[row.kind];
    if (!group) continue;
    group.total = row.total;
    // `never`: each kind's mapper takes its own row type, which this JSON is.
    if (row.card !== null) group.items.push(KIND_SQL[row.kind].card.toCard(row.card as never));
  }
  const corrected = rows[0]?.corrected;
  return { q: query.q, ...(corrected ? { corrected } : {}), groups };
}
