/**
 * The visitor's statements of claim: writes and downloads under /api/v1/me/claims (issue 11,
 * ADR 010); the reads (list, one) and the public duty estimate are operations of shared/api.
 *
 * - POST   /me/claims                  {templateId, locale, title?, answers?} → 201
 * - PUT    /me/claims/{id}             {version, title?, locale?, answers?} → 200; 409 version_conflict when stale,
 *                                      409 invalid_transition once filed, closed or cancelled
 * - DELETE /me/claims/{id}             → 204
 * - POST   /me/claims/{id}/generate    {version?} → 200, the claim with its generated document; 409 from draft;
 *                                      422 invalid_claim while a demand holds a "[label]" (each named by its path)
 * - POST   /me/claims/{id}/status      {status, version?, court?, filedOn?, caseNumber?} → 200; an illegal move
 *                                      is 409 invalid_transition with error.current {status, allowed}
 * - GET    /me/claims/{id}/export.docx | .pdf [?version=n]   the generated document (404 before generating)
 *
 * Bodies failing the claim's schema are 422 `invalid_claim`, `fields` naming each bad answer by its
 * step and field ("answers.parties.defendants.0.pinfl"). The owner is checked before the body:
 * another visitor's claim is 404 whatever is sent. CSRF, the write rate limit and JSON bodies
 * (2 MB here, the circumstances being rich text) come from app.ts and the API's middleware.
 */
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { createTranslator, type Resources } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { ApiError } from '../../../shared/api/errors.js';
import { idParams } from '../../../shared/api/queries.js';
import { idParam } from '../../../shared/api/params.js';
import {
  CLAIM_BODY_FIELDS,
  CLAIMS_PATH,
  claimCreateSchema,
  claimStatusSchema,
  claimTemplateIdOf,
  claimUpdateSchema,
  type ClaimLabels,
} from '../../../shared/api/claims/contract.js';
import { CLAIM_ANSWER_LABELS, type ClaimAnswerLabels } from '../../../shared/claims/answers.js';
import { messageFor } from '../../../shared/validation/index.js';
import {
  claimTemplateSnapshot,
  createOwnClaim,
  deleteOwnClaim,
  generatedClaimFile,
  generateOwnClaim,
  ownClaimExists,
  setOwnClaimStatus,
  updateOwnClaim,
  type ClaimRefusal,
} from '../../domain/claims/own-claims.js';
import { EXPORT_FORMATS } from '../../documents/exports.js';
import { attachmentDisposition } from '../../documents/filename.js';
import { apiLanguageOf } from '../context.js';
import { methodNotAllowed } from '../errors.js';
import { fieldErrors } from '../field-errors.js';
import type { ApiKit } from '../index.js';

const CLAIMS_NS = 'claims';

export function claimLabels(resources: Resources, lang: Locale): ClaimLabels {
  const { t } = createTranslator(lang, resources);
  const own = Object.fromEntries(CLAIM_BODY_FIELDS.map((field) => [field, t(`${CLAIMS_NS}:fields.${field}`)]));
  const answers = Object.fromEntries(CLAIM_ANSWER_LABELS.map((field) => [field, t(`${CLAIMS_NS}:answers.${field}`)])) as ClaimAnswerLabels;
  return { ...own, answers } as ClaimLabels;
}

const exportQuery = z.object({ version: idParam.optional() });
const generateBody = z.union([z.undefined(), z.null(), z.object({ version: idParam.optional() }).strict()]);

export function claimRoutes(router: Router, kit: ApiKit): void {
  const labels = Object.fromEntries(LOCALES.map((lang) => [lang, claimLabels(kit.resources, lang)])) as Record<Locale, ClaimLabels>;
  const statusNames = Object.fromEntries(LOCALES.map((lang) => [lang, createTranslator(lang, kit.resources).t])) as Record<
    Locale,
    ReturnType<typeof createTranslator>['t']
  >;
  const db = kit.db;

  const badRequest = (res: Response, issues: Parameters<typeof fieldErrors>[0], input: unknown): ApiError => {
    const lang = apiLanguageOf(res);
    return kit.messages.fail(lang, 400, 'invalid_request', fieldErrors(issues, input, kit.messages.validation(lang)));
  };

  const idOf = (req: Request, res: Response): number => kit.paramsOf(idParams, req, res).id;

  const invalid = (res: Response, issues: Parameters<typeof fieldErrors>[0], body: unknown): ApiError => {
    const lang = apiLanguageOf(res);
    return kit.messages.fail(lang, 422, 'invalid_claim', fieldErrors(issues, body, kit.messages.validation(lang)));
  };

  const refused = (res: Response, refusal: ClaimRefusal): ApiError => {
    const lang = apiLanguageOf(res);
    if (refusal.kind === 'conflict') {
      return new ApiError(409, 'version_conflict', kit.messages.error(lang, 'version_conflict', { version: refusal.conflict.version }), undefined, {
        current: refusal.conflict,
      });
    }
    if (refusal.kind === 'placeholders') {
      const message = statusNames[lang](`${CLAIMS_NS}:problems.demand_placeholder`);
      return kit.messages.fail(lang, 422, 'invalid_claim', Object.fromEntries(refusal.fields.map((field) => [field, message])));
    }
    const status = statusNames[lang](`${CLAIMS_NS}:statuses.${refusal.status}`);
    return new ApiError(409, 'invalid_transition', kit.messages.error(lang, 'invalid_transition', { status }), undefined, {
      current: { status: refusal.status, allowed: refusal.allowed },
    });
  };

  const one = `${CLAIMS_PATH}/:id`;
  const generatePath = `${one}/generate`;
  const statusPath = `${one}/status`;

  router.post(CLAIMS_PATH, kit.requireUser, async (req, res) => {
    const lang = apiLanguageOf(res);
    const userId = await kit.userOf(req, res);
    const body: unknown = req.body ?? {};
    const templateId = claimTemplateIdOf(body);
    const template = templateId === null ? null : await claimTemplateSnapshot(db, templateId);
    if (!template) {
      const raw = typeof body === 'object' && body !== null ? (body as { templateId?: unknown }).templateId : undefined;
      const failure = raw === undefined || raw === null || raw === '' ? ({ key: 'required', params: {} } as const) : ({ key: 'invalid', params: {} } as const);
      throw kit.messages.fail(lang, 422, 'invalid_claim', { templateId: messageFor(failure, labels[lang].templateId, kit.messages.validation(lang)) });
    }
    const parsed = claimCreateSchema(labels[lang]).safeParse(body);
    if (!parsed.success) throw invalid(res, parsed.error.issues, body);
    const { locale, answers, title } = parsed.data;
    res.status(201).json(await createOwnClaim(db, userId, { template, locale, answers, ...(title ? { title } : {}) }, lang));
  });

  router.put(one, kit.requireUser, async (req, res) => {
    const lang = apiLanguageOf(res);
    const id = idOf(req, res);
    const userId = await kit.userOf(req, res);
    if (!(await ownClaimExists(db, userId, id))) throw kit.notFound(res);
    const body: unknown = req.body ?? {};
    const parsed = claimUpdateSchema(labels[lang]).safeParse(body);
    if (!parsed.success) throw invalid(res, parsed.error.issues, body);
    const saved = await updateOwnClaim(db, userId, id, parsed.data, lang);
    if (!saved) throw kit.notFound(res);
    if (!saved.ok) throw refused(res, saved.refusal);
    res.json(saved.claim);
  });

  router.delete(one, kit.requireUser, async (req, res) => {
    const id = idOf(req, res);
    if (!(await deleteOwnClaim(db, await kit.userOf(req, res), id))) throw kit.notFound(res);
    res.status(204).end();
  });

  router.post(generatePath, kit.requireUser, async (req, res) => {
    const lang = apiLanguageOf(res);
    const id = idOf(req, res);
    const userId = await kit.userOf(req, res);
    if (!(await ownClaimExists(db, userId, id))) throw kit.notFound(res);
    const parsed = generateBody.safeParse(req.body);
    if (!parsed.success) throw invalid(res, parsed.error.issues, req.body);
    const done = await generateOwnClaim(db, userId, id, parsed.data?.version, lang);
    if (!done) throw kit.notFound(res);
    if (!done.ok) throw refused(res, done.refusal);
    res.json(done.claim);
  });

  router.post(statusPath, kit.requireUser, async (req, res) => {
    const lang = apiLanguageOf(res);
    const id = idOf(req, res);
    const userId = await kit.userOf(req, res);
    if (!(await ownClaimExists(db, userId, id))) throw kit.notFound(res);
    const body: unknown = req.body ?? {};
    const parsed = claimStatusSchema(labels[lang]).safeParse(body);
    if (!parsed.success) throw invalid(res, parsed.error.issues, body);
    const done = await setOwnClaimStatus(db, userId, id, parsed.data, lang);
    if (done === 'no_court')
      throw kit.messages.fail(lang, 422, 'invalid_claim', {
        court: messageFor({ key: 'invalid', params: {} }, labels[lang].court, kit.messages.validation(lang)),
      });
    if (!done) throw kit.notFound(res);
    if (!done.ok) throw refused(res, done.refusal);
    res.json(done.claim);
  });

  for (const [extension, format] of Object.entries(EXPORT_FORMATS)) {
    const exportPath = `${one}/export.${extension}`;
    router.get(exportPath, kit.requireUser, async (req, res) => {
      const id = idOf(req, res);
      const query = exportQuery.safeParse(req.query);
      if (!query.success) throw badRequest(res, query.error.issues, req.query);
      const file = await generatedClaimFile(db, await kit.userOf(req, res), id, query.data.version);
      if (!file) throw kit.notFound(res);
      const bytes = await format.render({ title: file.title, locale: file.locale, body: file.body });
      res.set({ 'Content-Type': format.mime, 'Content-Disposition': attachmentDisposition(file.title, extension), 'Content-Length': String(bytes.length) });
      res.end(bytes);
    });
    router.all(exportPath, methodNotAllowed(kit.messages, 'GET, HEAD'));
  }

  router.all(CLAIMS_PATH, methodNotAllowed(kit.messages, 'GET, HEAD, POST'));
  router.all(one, methodNotAllowed(kit.messages, 'GET, HEAD, PUT, DELETE'));
  router.all(generatePath, methodNotAllowed(kit.messages, 'POST'));
  router.all(statusPath, methodNotAllowed(kit.messages, 'POST'));
}
