/**
 * The account's operations under /api/v1/me (docs/design.md §3; server/domain/account): the
 * dashboard, identity, the specialist profile and its services, favourites; each for the caller's
 * own session only and `private, no-store`. Besides the reads (GET /me/account, /me/identity,
 * /me/specialist, /me/specialist/services, /me/favorites, /favorites/cards):
 *
 * - GET  /me/nickname?nickname=            whether the nickname is free for the caller (normalized first)
 * - PUT  /me/specialist                    the profile, validated with shared/account's one schema and the
 *                                          editor's labels in the caller's language → 201 {nickname} when it
 *                                          creates the profile, else 200; 400 invalid_request naming
 *                                          `nickname` (taken) or `specializations` (unknown)
 * - PUT  /me/specialist/services/{id}/fiscal  {ikpuCode, packageCode, vatPercent} → 200, the service
 *                                          (issue 29, ADR 016)
 * - GET  /me/favorites/refs                every favourite without cards: the hearts' state
 * - POST /me/favorites/merge               {items:[{kind,id}]}: a guest's browser list after sign-in → {added}
 * - PUT  /me/favorites/{kind}/{id}         keep one (again is fine) → 204; an unknown id is 404
 * - DELETE same                            remove one (one that was not kept is fine too) → 204
 *
 * Another specialist's service (or one that does not exist) is 404 whatever the body holds; a
 * fiscal body failing shared/account's schema is 422 `invalid_service_fiscal`, `fields` naming each
 * bad one with the editor's labels in the caller's language. The service is sellable at once (the
 * basket reads the column). A profile save and a fiscal save announce a `specialist` change,
 * awaited before answering, so every replica drops its cached pages of the profile. Favourites
 * name only the caller's own rows. CSRF, the write rate limit and the JSON body come from app.ts
 * and the API's middleware.
 */
import { serviceFiscalSchema } from '../../../shared/account/service-fiscal-schema.js';
import { monthOf, normalizeNickname, type SpecialistLabels } from '../../../shared/account/specialist-fields.js';
import { specialistProfileSchema } from '../../../shared/account/specialist-schema.js';
import type { FavoriteMergeResult, FavoriteRefList } from '../../../shared/api/account/favorites.js';
import { createTranslator } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { messageFor } from '../../../shared/validation/index.js';
import { accountOverview, ownIdentity } from '../../domain/account/overview.js';
import { addFavorites, favoriteCards, favoriteRefs, isFavorite, listFavorites, removeFavorite } from '../../domain/account/favorites.js';
import { checkNickname, readOwnSpecialist, saveOwnSpecialist } from '../../domain/account/own-specialist.js';
import { listOwnServices, ownsService, saveServiceFiscal } from '../../domain/account/own-services.js';
import { checkBody } from '../body.js';
import { fieldErrors } from '../field-errors.js';
import { Reply, type AreaHandlers, type HandlerSetup } from '../handler.js';
import { serviceFiscalLabels, specialistLabels } from './labels.js';

const byLanguage = <T>(make: (lang: Locale) => T): Record<Locale, T> => Object.fromEntries(LOCALES.map((lang) => [lang, make(lang)])) as Record<Locale, T>;

export function accountHandlers(setup: HandlerSetup) {
  const labels: Record<Locale, SpecialistLabels> = byLanguage((lang) => specialistLabels(setup.resources, lang));
  const texts = byLanguage((lang) => createTranslator(lang, setup.resources).t);
  const fiscalSchemas = byLanguage((lang) => serviceFiscalSchema(serviceFiscalLabels(setup.resources, lang)));

  return {
    getAccount: (_input, { db, userId, sessionId }) => accountOverview(db, userId, sessionId),
    getOwnIdentity: (_input, { db, userId }) => ownIdentity(db, userId),
    getOwnSpecialist: async (_input, { db, lang, userId }) => ({ profile: await readOwnSpecialist(db, userId, lang) }),

    checkNickname: ({ query }, { db, userId }) => checkNickname(db, userId, normalizeNickname(query.nickname)),

    saveOwnSpecialist: async ({ body }, ctx) => {
      const { lang, messages } = ctx;
      // The schema knows this month (no work begins or ends after it), so it is made per request.
      const values = checkBody(specialistProfileSchema(labels[lang], { asOf: monthOf(new Date()) }), body, messages, lang);
      const saved = await saveOwnSpecialist(ctx.db, ctx.userId, values, lang);
      if (!saved.ok) {
        if (saved.problem === 'no_user') throw ctx.fail(401, 'unauthorized');
        const fields: Record<string, string> =
          saved.problem === 'taken'
            ? { nickname: texts[lang]('account:specialist.nickname.taken') }
            : saved.problem === 'profession_verified'
              ? { profession: texts[lang]('account:specialist.professionVerified') }
              : { specializations: messageFor({ key: 'invalid', params: {} }, labels[lang].specializations, messages.validation(lang)) };
        throw ctx.fail(400, 'invalid_request', fields);
      }
      await ctx.changes.publish({ kind: 'specialist', nicknames: [...new Set([saved.nickname, ...(saved.previousNickname ? [saved.previousNickname] : [])])] });
      return new Reply({ nickname: saved.nickname }, saved.created ? 201 : 200);
    },

    listOwnServices: async (_input, { db, lang, userId }) => ({ items: await listOwnServices(db, userId, lang) }),

    setServiceFiscal: async ({ params, body: raw }, ctx) => {
      const { db, lang, userId } = ctx;
      // The owner first: another specialist's service is 404 whatever the body holds.
      if (!(await ownsService(db, userId, params.id))) return null;
      const body: unknown = raw ?? {};
      const parsed = fiscalSchemas[lang].safeParse(body);
      if (!parsed.success) throw ctx.fail(422, 'invalid_service_fiscal', fieldErrors(parsed.error.issues, body, ctx.messages.validation(lang)));
      const saved = await saveServiceFiscal(db, userId, params.id, parsed.data, lang);
      if (!saved.ok) return null;
      await ctx.changes.publish({ kind: 'specialist', nicknames: [saved.nickname] });
      return saved.service;
    },

    listFavoriteCards: async ({ query }, { db, lang }) => ({ items: await favoriteCards(db, query.items, lang) }),
    listFavorites: ({ query }, { db, lang, userId }) => listFavorites(db, userId, query, lang),

    listFavoriteRefs: async (_input, { db, userId }) => {
      const refs: FavoriteRefList = { items: await favoriteRefs(db, userId) };
      return refs;
    },

    mergeFavorites: async ({ body }, { db, userId }) => {
      const merged: FavoriteMergeResult = { added: await addFavorites(db, userId, body.items) };
      return merged;
    },

    addFavorite: async ({ params }, { db, userId }) => {
      const added = await addFavorites(db, userId, [params]);
      if (added === 0 && !(await isFavorite(db, userId, params))) return null;
      return undefined;
    },

    removeFavorite: async ({ params }, { db, userId }) => {
      await removeFavorite(db, userId, params);
      return undefined;
    },
  } satisfies AreaHandlers;
}
