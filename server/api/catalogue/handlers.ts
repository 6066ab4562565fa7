/** The catalogue's operations: services, specialists and the taxonomy (server/domain/catalogue). */
import { getService, listServices } from '../../domain/catalogue/services.js';
import { getSpecialist, listSpecialists } from '../../domain/catalogue/specialists.js';
import { listRegions, listSpecializationGroups } from '../../domain/catalogue/taxonomy.js';
import { correctingSearch } from '../../domain/search/list-correction.js';
import type { AreaHandlers } from '../handler.js';

export const catalogueHandlers = {
  listServices: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listServices(db, asked, lang)),
  getService: ({ params }, { db, lang }) => getService(db, params.id, lang),
  listSpecialists: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listSpecialists(db, asked, lang)),
  getSpecialist: ({ params }, { db, lang }) => getSpecialist(db, params.nickname, lang),
  listSpecializationGroups: (_input, { db, lang }) => listSpecializationGroups(db, lang),
  listRegions: (_input, { db, lang }) => listRegions(db, lang),
} satisfies AreaHandlers;
