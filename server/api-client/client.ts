import type { ApiClient, ApiTransport } from './types.js';

/** The typed methods over a transport. */
export function createApiClient(transport: ApiTransport): ApiClient {
  return {
    listServices: (query, ctx) => transport.call('listServices', { query }, ctx),
    getService: (id, ctx) => transport.call('getService', { params: { id } }, ctx),
    listSpecialists: (query, ctx) => transport.call('listSpecialists', { query }, ctx),
    getSpecialist: (nickname, ctx) => transport.call('getSpecialist', { params: { nickname } }, ctx),
    listSpecializationGroups: (ctx) => transport.call('listSpecializationGroups', {}, ctx),
    listRegions: (ctx) => transport.call('listRegions', {}, ctx),
    listLawFirms: (query, ctx) => transport.call('listLawFirms', { query }, ctx),
    getLawFirm: (id, ctx) => transport.call('getLawFirm', { params: { id } }, ctx),
    listReferenceArticles: (query, ctx) => transport.call('listReferenceArticles', { query }, ctx),
    getReferenceArticle: (id, ctx) => transport.call('getReferenceArticle', { params: { id } }, ctx),
    listReferenceCategories: (ctx) => transport.call('listReferenceCategories', {}, ctx),
    listDocumentTemplates: (query, ctx) => transport.call('listDocumentTemplates', { query }, ctx),
    getDocumentTemplate: (id, ctx) => transport.call('getDocumentTemplate', { params: { id } }, ctx),
    listClaimCategories: (ctx) => transport.call('listClaimCategories', {}, ctx),
    listClaimTemplates: (query, ctx) => transport.call('listClaimTemplates', { query }, ctx),
    getClaimTemplate: (id, ctx) => transport.call('getClaimTemplate', { params: { id } }, ctx),
    listCourts: (query, ctx) => transport.call('listCourts', { query }, ctx),
    listSupportQuestions: (query, ctx) => transport.call('listSupportQuestions', { query }, ctx),
    getSupportQuestion: (id, ctx) => transport.call('getSupportQuestion', { params: { id } }, ctx),
    listSupportCategories: (ctx) => transport.call('listSupportCategories', {}, ctx),
    getAccount: (ctx) => transport.call('getAccount', {}, ctx),
    getOwnSpecialist: (ctx) => transport.call('getOwnSpecialist', {}, ctx),
    search: (query, ctx) => transport.call('search', { query }, ctx),
    listFavoriteCards: (query, ctx) => transport.call('listFavoriteCards', { query }, ctx),
    listFavorites: (query, ctx) => transport.call('listFavorites', { query }, ctx),
  };
}
