/**
 * Search as you type reads each row's card in the statement that finds it (server/domain/search/search.ts,
 * migration 0022), as JSON of the card's columns. Its cards must be the lists' cards of the same
 * rows, read the ordinary way (cardsOf: typed columns through the driver's parsers), field by
 * field, in every kind and language, for words found as typed, forgivingly and corrected.
 */
import type { Database } from '../../../server/db/adapter';
import { claimTemplateCards } from '../../../server/domain/claims/templates';
import { documentTemplateCards } from '../../../server/domain/documents/templates';
import { lawFirmCards } from '../../../server/domain/directory/lawfirms';
import { referenceCards } from '../../../server/domain/directory/reference';
import { searchEverything } from '../../../server/domain/search/search';
import { serviceCards } from '../../../server/domain/catalogue/services';
import { specialistCards } from '../../../server/domain/catalogue/specialists';
import { supportQuestionCards } from '../../../server/domain/directory/support';
import { SEARCH_KINDS, type SearchResult } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locales';
import { engineName, useSeededDatabase } from './test-database';

jest.setTimeout(120_000);

const seeded = useSeededDatabase({ scale: 1 });
let db: Database;
beforeAll(() => {
  db = seeded.db;
});

type Kind = keyof SearchResult['groups'];

const LIST_CARDS: Record<Kind, (db: Database, ids: number[], lang: Locale) => Promise<unknown[]>> = {
  services: serviceCards,
  specialists: specialistCards,
  lawfirms: lawFirmCards,
  reference: referenceCards,
  documentTemplates: documentTemplateCards,
  claimTemplates: claimTemplateCards,
  supportQuestions: supportQuestionCards,
};

// As typed, in both scripts and three languages; forgiving ('divorse', 'ajrlish'); corrected ('nikoxni');
// people with ratings, regions and firms ('Karimov'); templates and questions ('доверенность', 'OneID').
const QUERIES = ['развод', 'ajralish', 'aliment', 'divorse', 'ajrlish', 'nikoxni', 'Karimov', 'Юсупова', 'trademark', 'доверенность', 'OneID', 'суд', 'ra'];

describe(`search as you type reads the lists' cards on ${engineName}`, () => {
  test.each(['uz', 'ru', 'en'] as const)('%s: every card is the list’s card of the same row', async (lang) => {
    let compared = 0;
    const seen = new Set<Kind>();
    for (const q of QUERIES) {
      const result = await searchEverything(db, { q, limit: 10 }, lang);
      for (const kind of SEARCH_KINDS) {
        const items = result.groups[kind].items as { id: number }[];
        const listed = await LIST_CARDS[kind](
          db,
          items.map((item) => item.id),
          lang,
        );
        expect(items).toEqual(listed);
        // Same fields in the same order, so the answer's JSON is byte for byte what it was.
        expect(JSON.stringify(items)).toBe(JSON.stringify(listed));
        compared += items.length;
        if (items.length > 0) seen.add(kind);
      }
    }
    expect([...seen].sort()).toEqual([...SEARCH_KINDS].sort());
    expect(compared).toBeGreaterThan(100);
  });

  test('the kinds asked for, the limit, the totals and the corrected word come through', async () => {
    const result = await searchEverything(db, { q: 'nikoxni', limit: 2, kinds: ['services', 'reference'] }, 'uz');
    expect(result.corrected).toBe('nikohni');
    expect(result.groups.services.items.length).toBeGreaterThan(0);
    expect(result.groups.services.items.length).toBeLessThanOrEqual(2);
    expect(result.groups.services.total).toBeGreaterThanOrEqual(result.groups.services.items.length);
    for (const kind of SEARCH_KINDS.filter((k) => k !== 'services' && k !== 'reference')) expect(result.groups[kind]).toEqual({ items: [], total: 0 });
    expect(Object.keys(result.groups)).toEqual([...SEARCH_KINDS]);
  });
});
