/** The combined search (server/cache/search-answers.ts keeps its answers briefly). */
import { searchAnswer } from '../../cache/search-answers.js';
import type { AreaHandlers } from '../handler.js';

export const searchHandlers = {
  search: ({ query }, { db, lang }) => searchAnswer(db, query, lang),
} satisfies AreaHandlers;
