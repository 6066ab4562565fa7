/**
 * The claims' operations: templates, courts, the state duty and the visitor's own statements of
 * claim (server/domain/claims; issue 11, ADR 010). The visitor's, under /me/claims (`auth: 'user'`):
 *
 * - GET    /me/claims[/{id}]           their claims; one, whole, with its problems and attachments
 * - GET    /me/claims/{id}/versions    the kept versions, newest first
 * - POST   /me/claims                  {templateId, locale, title?, answers?} → 201
 * - PUT    /me/claims/{id}             {version, title?, locale?, answers?} → 200; 409 version_conflict when stale,
 *                                      409 invalid_transition once filed, closed or cancelled
 * - DELETE /me/claims/{id}             → 204
 * - POST   /me/claims/{id}/generate    {version?} → 200, the claim with its generated document; 409 from draft;
 *                                      422 invalid_claim while a demand holds a "[label]" (each named by its path)
 * - POST   /me/claims/{id}/status      {status, version?, court?, filedOn?, caseNumber?} → 200; an illegal move
 *                                      is 409 invalid_transition with error.current {status, allowed}
 * - GET    /me/claims/{id}/export.docx | .pdf [?version=n]   the generated document, 404 before generating (./exports.ts)
 *
 * Bodies are checked here, so the table only names their type: failing the claim's schema is 422
 * `invalid_claim`, `fields` naming each bad answer by its step and field
 * ("answers.parties.defendants.0.pinfl"). The owner is checked before the body: another visitor's
 * claim is 404 whatever is sent. CSRF, the write rate limit and JSON bodies (2 MB here, the
 * circumstances being rich text) come from app.ts and the API's middleware.
 */
import { z } from 'zod';
import { createTranslator, type TFunction } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { ApiError } from '../../../shared/api/errors.js';
import { idParam } from '../../../shared/api/params.js';
import { claimCreateSchema, claimStatusSchema, claimTemplateIdOf, claimUpdateSchema, type ClaimLabels } from '../../../shared/api/claims/contract.js';
import type { DutyAnswers } from '../../../shared/claims/duty-answers.js';
import { messageFor } from '../../../shared/validation/index.js';
import { getClaimTemplate, listClaimCategories, listClaimTemplates } from '../../domain/claims/templates.js';
import { courtProposal, listCourts, listDistricts } from '../../domain/claims/courts.js';
import {
  claimTemplateSnapshot,
  createOwnClaim,
  deleteOwnClaim,
  generateOwnClaim,
  getOwnClaim,
  listOwnClaims,
  listOwnClaimVersions,
  ownClaimExists,
  setOwnClaimStatus,
  updateOwnClaim,
  type ClaimRefusal,
} from '../../domain/claims/own-claims.js';
import { dutyTemplate, estimateDuty, listBaseCalculationAmounts } from '../../domain/claims/state-duty.js';
import { correctingSearch } from '../../domain/search/list-correction.js';
import { fieldErrors } from '../field-errors.js';
import type { AreaHandlers, HandlerContext, HandlerSetup } from '../handler.js';
import { CLAIMS_NS, claimLabels } from './labels.js';

/** POST …/generate: nothing, or the version the editor holds. */
const generateBody = z.union([z.undefined(), z.null(), z.object({ version: idParam.optional() }).strict()]);

/** A body that fails its schema: 422 naming each bad answer. */
function invalid(ctx: HandlerContext, issues: Parameters<typeof fieldErrors>[0], body: unknown): ApiError {
  return ctx.fail(422, 'invalid_claim', fieldErrors(issues, body, ctx.messages.validation(ctx.lang)));
}

export function claimHandlers(setup: HandlerSetup) {
  const labels = Object.fromEntries(LOCALES.map((lang) => [lang, claimLabels(setup.resources, lang)])) as Record<Locale, ClaimLabels>;
  const statusNames = Object.fromEntries(LOCALES.map((lang) => [lang, createTranslator(lang, setup.resources).t])) as Record<Locale, TFunction>;

  /** What the domain refused, as the caller reads it: a stale version, a "[label]" left in a demand, an illegal move. */
  const refused = (ctx: HandlerContext, refusal: ClaimRefusal): ApiError => {
    const { lang, messages } = ctx;
    if (refusal.kind === 'conflict') {
      return new ApiError(409, 'version_conflict', messages.error(lang, 'version_conflict', { version: refusal.conflict.version }), undefined, {
        current: refusal.conflict,
      });
    }
    if (refusal.kind === 'placeholders') {
      const message = statusNames[lang](`${CLAIMS_NS}:problems.demand_placeholder`);
      return ctx.fail(422, 'invalid_claim', Object.fromEntries(refusal.fields.map((field) => [field, message])));
    }
    const status = statusNames[lang](`${CLAIMS_NS}:statuses.${refusal.status}`);
    return new ApiError(409, 'invalid_transition', messages.error(lang, 'invalid_transition', { status }), undefined, {
      current: { status: refusal.status, allowed: refusal.allowed },
    });
  };

  return {
    listClaimCategories: (_input, { db, lang }) => listClaimCategories(db, lang),
    listClaimTemplates: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listClaimTemplates(db, asked, lang)),
    getClaimTemplate: ({ params }, { db, lang }) => getClaimTemplate(db, params.id, lang),
    listCourts: ({ query }, { db, lang }) => listCourts(db, query, lang),
    listDistricts: ({ query }, { db, lang }) => listDistricts(db, query, lang),
    proposeCourt: ({ query }, { db, lang }) => courtProposal(db, query, lang),
    getStateDuty: async ({ query }, { db, lang }) => {
      const template = await dutyTemplate(db, query.template);
      if (!template) return null;
      const estimate = await estimateDuty(
        db,
        template,
        { claimValue: query.claimValue ?? null, smallBusiness: query.smallBusiness, exemption: query.exemption ?? null } satisfies DutyAnswers,
        lang,
        query.date,
      );
      return estimate === 'unknown_exemption' ? null : estimate;
    },
    listBaseCalculationAmounts: async (_input, { db, lang }) => ({ items: await listBaseCalculationAmounts(db, lang) }),
    listOwnClaims: ({ query }, { db, lang, userId }) => listOwnClaims(db, userId, query, lang),
    getOwnClaim: ({ params }, { db, lang, userId }) => getOwnClaim(db, userId, params.id, lang),
    listOwnClaimVersions: ({ params, query }, { db, userId }) => listOwnClaimVersions(db, userId, params.id, query),

    createClaim: async (input, ctx) => {
      const { db, lang, userId } = ctx;
      const body: unknown = input.body ?? {};
      const templateId = claimTemplateIdOf(body);
      const template = templateId === null ? null : await claimTemplateSnapshot(db, templateId);
      if (!template) {
        const raw = typeof body === 'object' && body !== null ? (body as { templateId?: unknown }).templateId : undefined;
        const failure =
          raw === undefined || raw === null || raw === '' ? ({ key: 'required', params: {} } as const) : ({ key: 'invalid', params: {} } as const);
        throw ctx.fail(422, 'invalid_claim', { templateId: messageFor(failure, labels[lang].templateId, ctx.messages.validation(lang)) });
      }
      const parsed = claimCreateSchema(labels[lang]).safeParse(body);
      if (!parsed.success) throw invalid(ctx, parsed.error.issues, body);
      const { locale, answers, title } = parsed.data;
      return createOwnClaim(db, userId, { template, locale, answers, ...(title ? { title } : {}) }, lang, ctx.sessionId);
    },

    updateClaim: async ({ params, body: sent }, ctx) => {
      const { db, lang, userId } = ctx;
      if (!(await ownClaimExists(db, userId, params.id))) return null;
      const body: unknown = sent ?? {};
      const parsed = claimUpdateSchema(labels[lang]).safeParse(body);
      if (!parsed.success) throw invalid(ctx, parsed.error.issues, body);
      const saved = await updateOwnClaim(db, userId, params.id, parsed.data, lang);
      if (!saved) return null;
      if (!saved.ok) throw refused(ctx, saved.refusal);
      return saved.claim;
    },

    deleteClaim: async ({ params }, { db, userId }) => ((await deleteOwnClaim(db, userId, params.id)) ? undefined : null),

    generateClaim: async ({ params, body }, ctx) => {
      const { db, lang, userId } = ctx;
      if (!(await ownClaimExists(db, userId, params.id))) return null;
      const parsed = generateBody.safeParse(body);
      if (!parsed.success) throw invalid(ctx, parsed.error.issues, body);
      const done = await generateOwnClaim(db, userId, params.id, parsed.data?.version, lang);
      if (!done) return null;
      if (!done.ok) throw refused(ctx, done.refusal);
      return done.claim;
    },

    setClaimStatus: async ({ params, body: sent }, ctx) => {
      const { db, lang, userId } = ctx;
      if (!(await ownClaimExists(db, userId, params.id))) return null;
      const body: unknown = sent ?? {};
      const parsed = claimStatusSchema(labels[lang]).safeParse(body);
      if (!parsed.success) throw invalid(ctx, parsed.error.issues, body);
      const done = await setOwnClaimStatus(db, userId, params.id, parsed.data, lang);
      if (done === 'no_court')
        throw ctx.fail(422, 'invalid_claim', { court: messageFor({ key: 'invalid', params: {} }, labels[lang].court, ctx.messages.validation(lang)) });
      if (!done) return null;
      if (!done.ok) throw refused(ctx, done.refusal);
      return done.claim;
    },
  } satisfies AreaHandlers;
}
