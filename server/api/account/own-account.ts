/**
 * The signed-in visitor's account under /api/v1/me (docs/design.md §3): the dashboard's data, their
 * specialist profile (read, nickname check, save) — each for the caller's own session only, and
 * `private, no-store`. PUT validates with shared/account's one schema, the labels of the editor
 * in the caller's language; CSRF, the write rate limit and the JSON body come from app.ts and the
 * API's middleware.
 */
import type { Request, Response, Router } from 'express';
import { createTranslator, type Resources } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { messageFor } from '../../../shared/validation/index.js';
import { API_OPERATIONS } from '../../../shared/api/operations.js';
import { SPECIALIST_FIELDS, monthOf, normalizeNickname, type SpecialistLabels } from '../../../shared/account/specialist-fields.js';
import { specialistProfileSchema } from '../../../shared/account/specialist-schema.js';
import { checkNickname, saveOwnSpecialist } from '../../domain/account/own-specialist.js';
import { ownServiceRoutes } from './own-services.js';
import { apiLanguageOf } from '../context.js';
import { methodNotAllowed } from '../errors.js';
import type { ApiKit } from '../index.js';
import type { ApiSession } from '../session.js';

export const NICKNAME_PATH = '/me/nickname';

/** The editor's labels (locales/{lng}/account.json specialist.fields), so API and form name fields alike. */
export function specialistLabels(resources: Resources, lang: Locale): SpecialistLabels {
  const { t } = createTranslator(lang, resources);
  return Object.fromEntries(SPECIALIST_FIELDS.map((field) => [field, t(`account:specialist.fields.${field}`)])) as SpecialistLabels;
}

export function ownAccountRoutes(router: Router, kit: ApiKit): void {
  const labels = Object.fromEntries(LOCALES.map((lang) => [lang, specialistLabels(kit.resources, lang)])) as Record<Locale, SpecialistLabels>;
  const texts = Object.fromEntries(LOCALES.map((lang) => [lang, createTranslator(lang, kit.resources).t])) as Record<
    Locale,
    ReturnType<typeof createTranslator>['t']
  >;

  /** requireUser has let the request through, so the session is there. */
  const sessionOf = async (req: Request, res: Response): Promise<ApiSession> => {
    const session = await kit.sessionOf(req, res);
    if (!session) throw kit.messages.fail(apiLanguageOf(res), 401, 'unauthorized');
    return session;
  };

  router.get(NICKNAME_PATH, kit.requireUser, async (req, res) => {
    const session = await sessionOf(req, res);
    const nickname = normalizeNickname(typeof req.query.nickname === 'string' ? req.query.nickname : '');
    res.json(await checkNickname(kit.db, session.userId, nickname));
  });

  router.put(
    API_OPERATIONS.getOwnSpecialist.path,
    kit.requireUser,
    (req, res, next) => kit.validateBody(specialistProfileSchema(labels[apiLanguageOf(res)], { asOf: monthOf(new Date()) }))(req, res, next),
    async (req, res) => {
      const lang = apiLanguageOf(res);
      const session = await sessionOf(req, res);
      const saved = await saveOwnSpecialist(kit.db, session.userId, req.body as Parameters<typeof saveOwnSpecialist>[2], lang);
      if (!saved.ok) {
        if (saved.problem === 'no_user') throw kit.messages.fail(lang, 401, 'unauthorized');
        const fields: Record<string, string> =
          saved.problem === 'taken'
            ? { nickname: texts[lang]('account:specialist.nickname.taken') }
            : { specializations: messageFor({ key: 'invalid', params: {} }, labels[lang].specializations, kit.messages.validation(lang)) };
        throw kit.messages.fail(lang, 400, 'invalid_request', fields);
      }
      await kit.changes.publish({ kind: 'specialist', nicknames: [...new Set([saved.nickname, ...(saved.previousNickname ? [saved.previousNickname] : [])])] });
      res.status(saved.created ? 201 : 200).json({ nickname: saved.nickname });
    },
  );

  // The profile's services and their fiscal data (issue 29): ./own-services.ts.
  ownServiceRoutes(router, kit);

  router.all(API_OPERATIONS.getAccount.path, methodNotAllowed(kit.messages, 'GET, HEAD'));
  router.all(NICKNAME_PATH, methodNotAllowed(kit.messages, 'GET, HEAD'));
  router.all(API_OPERATIONS.getOwnSpecialist.path, methodNotAllowed(kit.messages, 'GET, HEAD, PUT'));
}
