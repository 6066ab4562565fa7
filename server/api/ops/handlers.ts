/**
 * The operators' console's operations (issue 32, ADR 022; contract in shared/api/ops/contract.ts,
 * SQL in server/domain/ops). execute.ts has already answered 404 to anyone without a role; each
 * write is audited in its own transaction by the domain function it calls.
 *
 * - GET  /ops/overview                          → the caller's roles and what waits
 * - GET  /ops/audit                             → the log, newest first
 * - GET  /ops/base-calculation-amounts          → every amount, the newest first
 * - POST /ops/base-calculation-amounts/preview  → the claims being written it would move
 * - POST /ops/base-calculation-amounts          → 201, or 409 base_amount_exists
 * - PUT  /ops/base-calculation-amounts/:day     → the corrected amount, or 404 for a day without one
 * - GET  /ops/disputes                         → the disputes nobody settled
 * - POST /ops/disputes/:id/complete | refund | refund-by-hand → settled (server/domain/ops/disputes.ts)
 * - GET  /ops/payments/flagged                  → what reconciliation finds now (a dry run)
 * - POST /ops/payments/reconcile                → a run that repairs what it can, or 409 reconcile_busy
 * - GET  /ops/reviews/reported                  → the reviews waiting for a decision
 * - POST /ops/reviews/:id/hide | keep           → decided (server/domain/reviews/moderation.ts, as the command's)
 * - GET  /ops/applications, /ops/applications/:id → specialists' applications waiting, one with its files
 * - POST /ops/applications/:id/approve | return | reject → decided (server/domain/ops/applications.ts);
 *   409 application_decided when someone decided it first, nickname_taken when its address went meanwhile
 */
import { createTranslator } from '../../../shared/i18n/index.js';
import { tashkentToday } from '../../../shared/format/calendar.js';
import { listAudit, operatorActor } from '../../domain/ops/audit.js';
import { flaggedPayments, reconcileNow } from '../../domain/ops/flagged-payments.js';
import { clickMerchantApiOf } from '../../payments/click-merchant-api.js';
import { listOpsBaseAmounts, previewBaseAmount, saveBaseAmount } from '../../domain/ops/base-amounts.js';
import type { DisputeDecision, DisputeDecisionResult, ReviewDecisionResult } from '../../../shared/api/ops/contract.js';
import { decideDispute, openDisputes } from '../../domain/ops/disputes.js';
import { moderateReview, reportedReviews, type Decision } from '../../domain/reviews/moderation.js';
import type { ApplicationDecision, ApplicationDecisionResult } from '../../../shared/api/account/application.js';
import { decideApplication, opsApplication, submittedApplications } from '../../domain/ops/applications.js';
import { listOpsCourts, previewDistrictCourt, saveCourt, saveDistrictCourt, type DistrictCourtCheck } from '../../domain/ops/courts.js';
import { listOpsDutyData, previewDutyExemption, previewDutyRule, saveDutyExemption, saveDutyRule } from '../../domain/ops/state-duty.js';
import { decideFirmApplication, opsFirmApplication, submittedFirmApplications } from '../../domain/ops/firm-applications.js';
import { Reply, type AreaHandlers, type HandlerSetup, type OperatorContext } from '../handler.js';

/** A reported review hidden or kept by the operator calling; every replica's lists and ratings drop what they kept. */
async function decideReview(context: OperatorContext, id: number, decision: Decision, note: string | undefined): Promise<ReviewDecisionResult | null> {
  const { database, userId, changes } = context;
  const result = await moderateReview(database, id, decision, note?.trim() || null, await operatorActor(database, userId));
  if (!result.ok) return null;
  await changes.publish({ kind: 'reviews', ...result.changed });
  return { id, hidden: decision === 'hide', resolvedReports: result.resolvedReports };
}

/** A dispute settled by the operator calling, or the refusal in the caller's language. */
async function settleDispute(
  context: OperatorContext,
  setup: HandlerSetup,
  orderId: number,
  decision: DisputeDecision,
  reason: string,
): Promise<DisputeDecisionResult | null> {
  const { database, userId, roles, payments, fail } = context;
  const audit = await operatorActor(database, userId);
  const actor = { audit, refund: { via: 'console' as const, userId, name: audit.name, roles } };
  const outcome = await decideDispute(database, actor, orderId, decision, reason, {
    resources: setup.resources,
    clickApi: payments ? clickMerchantApiOf(payments) : null,
  });
  if (outcome.ok) {
    const refund = outcome.refund ? { provider: outcome.refund.provider, done: outcome.refund.provider === 'click' } : null;
    return { orderId, number: outcome.number, decision, refund };
  }
  if (outcome.refused === 'unknown_order') return null;
  if (outcome.refused === 'decided') throw fail(409, 'dispute_decided');
  const refusal = outcome.outcome;
  switch (refusal.refused) {
    case 'unknown_order':
      return null;
    case 'already_approved':
      throw fail(409, 'refund_waiting');
    case 'click_not_configured':
    case 'no_payment':
      throw fail(409, 'refund_unavailable');
    case 'click_refused':
      throw fail(502, 'provider_refused', undefined, { note: refusal.errorNote ?? `HTTP ${refusal.status}` });
    case 'click_unreachable':
      throw fail(503, 'provider_unreachable');
    case 'invalid_reason':
      throw fail(400, 'invalid_request', { reason: refusal.refused });
    default:
      // not_paid, not_disputed, already_refunded: settled meanwhile; forbidden and invalid_actor cannot reach here.
      throw fail(409, 'dispute_decided');
  }
}

/** An application decided by the operator calling; the lists and the profile drop what they kept. */
async function decide(context: OperatorContext, id: number, decision: ApplicationDecision, reason: string | null): Promise<ApplicationDecisionResult | null> {
  const { database, userId, changes, fail } = context;
  const outcome = await decideApplication(database, await operatorActor(database, userId), id, decision, reason);
  if (!outcome.ok) {
    if (outcome.refused === 'unknown') return null;
    if (outcome.refused === 'decided') throw fail(409, 'application_decided');
    if (outcome.refused === 'nickname_taken') throw fail(409, 'nickname_taken');
    // A region or a specialization removed from the catalogue since it was submitted: return it instead.
    throw fail(409, 'invalid_application');
  }
  // A new verified profile and its services reach every list and search.
  if (decision === 'approved') await changes.publish({ kind: 'everything' });
  return { id, decision, nickname: outcome.nickname };
}

/** A law firm's application decided by the operator calling (ADR 024). */
async function decideFirm(
  context: OperatorContext,
  id: number,
  decision: ApplicationDecision,
  reason: string | null,
): Promise<ApplicationDecisionResult | null> {
  const { database, userId, changes, fail } = context;
  const outcome = await decideFirmApplication(database, await operatorActor(database, userId), id, decision, reason);
  if (!outcome.ok) {
    if (outcome.refused === 'unknown') return null;
    if (outcome.refused === 'claimed') throw fail(409, 'firm_claimed');
    if (outcome.refused === 'in_firm') throw fail(409, 'firm_not_allowed');
    throw fail(409, 'application_decided');
  }
  if (decision === 'approved') await changes.publish({ kind: 'everything' });
  return { id, decision, nickname: null };
}

/** A district's court check as the answer, or its refusal in the caller's language. */
function districtCourtAnswer(context: OperatorContext, setup: HandlerSetup, check: DistrictCourtCheck) {
  if (check.ok) return check.preview;
  if (check.refused === 'unknown_district') return null;
  throw context.fail(422, 'invalid_request', { courtId: createTranslator(context.lang, setup.resources).t('ops:courts.wrongCourt') });
}

export function opsHandlers(setup: HandlerSetup) {
  return {
    getOpsOverview: async (_input, { db, roles }) => {
      const today = tashkentToday();
      const [amounts, audit, reported, disputes, applications] = await Promise.all([
        listOpsBaseAmounts(db, today),
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM ops_audit'),
        db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM reviews r WHERE r.hidden_at IS NULL AND EXISTS (SELECT 1 FROM review_reports rr WHERE rr.review_id = r.id AND rr.resolved_at IS NULL)',
        ),
        db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE disputed_at IS NOT NULL AND dispute_decision IS NULL AND status = 'paid'"),
        db.query<{ n: number }>(
          "SELECT (SELECT count(*) FROM specialist_applications WHERE status = 'submitted') + (SELECT count(*) FROM firm_applications WHERE status = 'submitted') AS n",
        ),
      ]);
      const current = amounts.find((amount) => amount.current);
      return {
        roles: [...roles],
        baseAmount: current ? { amount: current.amount, validFrom: current.validFrom } : null,
        scheduledAmounts: amounts.filter((amount) => amount.validFrom > today).length,
        reportedReviews: Number(reported.rows[0]?.n ?? 0),
        openDisputes: Number(disputes.rows[0]?.n ?? 0),
        applications: Number(applications.rows[0]?.n ?? 0),
        auditEntries: Number(audit.rows[0]?.n ?? 0),
      };
    },

    listOpsReportedReviews: async (_input, { db }) => ({
      items: (await reportedReviews(db)).map((review) => ({
        ...review,
        createdAt: review.createdAt.toISOString(),
        moderatedAt: review.moderatedAt?.toISOString() ?? null,
        reports: review.reports.map((report) => ({ reason: report.reason, createdAt: report.createdAt.toISOString() })),
      })),
    }),

    hideOpsReview: ({ params, body }, context) => decideReview(context, params.id, 'hide', body.note),
    keepOpsReview: ({ params, body }, context) => decideReview(context, params.id, 'keep', body.note),

    listOpsDisputes: async (_input, { db, lang }) => ({ items: await openDisputes(db, lang) }),
    completeOpsDispute: ({ params, body }, context) => settleDispute(context, setup, params.id, 'completed', body.reason),
    refundOpsDispute: ({ params, body }, context) => settleDispute(context, setup, params.id, 'refunded', body.reason),
    refundOpsDisputeByHand: ({ params, body }, context) => settleDispute(context, setup, params.id, 'refunded_by_hand', body.reason),

    listOpsFlaggedPayments: async (_input, { database, payments }) => ({
      findings: await flaggedPayments(database, payments ? clickMerchantApiOf(payments) : null),
      checkedAt: new Date().toISOString(),
    }),

    reconcileOpsPayments: async (_input, { database, payments, userId, fail }) => {
      const run = await reconcileNow(database, payments ? clickMerchantApiOf(payments) : null, await operatorActor(database, userId));
      if (run === null) throw fail(409, 'reconcile_busy');
      return run;
    },

    listOpsAudit: ({ query }, { db }) => listAudit(db, query.page, query.pageSize),

    listOpsApplications: async (_input, { db }) => ({ items: await submittedApplications(db) }),
    getOpsApplication: ({ params }, { db, lang }) => opsApplication(db, params.id, lang),
    approveOpsApplication: ({ params, body }, context) => decide(context, params.id, 'approved', body.note?.trim() || null),
    returnOpsApplication: ({ params, body }, context) => decide(context, params.id, 'returned', body.reason),
    rejectOpsApplication: ({ params, body }, context) => decide(context, params.id, 'rejected', body.reason),
    listOpsDutyData: (_input, { db, lang }) => listOpsDutyData(db, lang),
    previewOpsDutyRule: ({ params, body }, { database, lang }) => previewDutyRule(database, params.slug, body, lang),
    correctOpsDutyRule: async ({ params, body }, { database, userId, changes }) => {
      const saved = await saveDutyRule(database, await operatorActor(database, userId), params.slug, body);
      if (!saved) return null;
      // Every estimate shown (the builder's, the templates' examples) drops what it kept.
      await changes.publish({ kind: 'everything' });
      return saved.saved;
    },
    previewOpsDutyExemption: ({ params, body }, { database, lang }) => previewDutyExemption(database, params.slug, body, lang),
    correctOpsDutyExemption: async ({ params, body }, { database, userId, lang, changes }) => {
      const saved = await saveDutyExemption(database, await operatorActor(database, userId), params.slug, body, lang);
      if (!saved) return null;
      await changes.publish({ kind: 'everything' });
      return saved.saved;
    },
    listOpsCourts: ({ query }, { db, lang }) => listOpsCourts(db, lang, query.region),
    correctOpsCourt: async ({ params, body }, { database, userId, lang, changes }) => {
      if (!(await saveCourt(database, await operatorActor(database, userId), params.id, body))) return null;
      await changes.publish({ kind: 'everything' });
      const { rows } = await database.query<{ slug: string }>('SELECT r.slug FROM courts c JOIN regions r ON r.id = c.region_id WHERE c.id = $1', [params.id]);
      return listOpsCourts(database, lang, rows[0]?.slug);
    },
    previewOpsDistrictCourt: async ({ body }, context) => districtCourtAnswer(context, setup, await previewDistrictCourt(context.db, body, context.lang)),
    setOpsDistrictCourt: async ({ body }, context) => {
      const check = await saveDistrictCourt(context.database, await operatorActor(context.database, context.userId), body, context.lang);
      if (check.ok) await context.changes.publish({ kind: 'everything' });
      return districtCourtAnswer(context, setup, check);
    },
    listOpsFirmApplications: async (_input, { db, lang }) => ({ items: await submittedFirmApplications(db, lang) }),
    getOpsFirmApplication: ({ params }, { db, lang }) => opsFirmApplication(db, params.id, lang),
    approveOpsFirmApplication: ({ params, body }, context) => decideFirm(context, params.id, 'approved', body.note?.trim() || null),
    returnOpsFirmApplication: ({ params, body }, context) => decideFirm(context, params.id, 'returned', body.reason),
    rejectOpsFirmApplication: ({ params, body }, context) => decideFirm(context, params.id, 'rejected', body.reason),

    listOpsBaseAmounts: async (_input, { db }) => ({ items: await listOpsBaseAmounts(db) }),

    previewOpsBaseAmount: ({ body }, { database, lang }) => previewBaseAmount(database, body, lang),

    addOpsBaseAmount: async ({ body }, { database, userId, changes, fail }) => {
      const saved = await saveBaseAmount(database, await operatorActor(database, userId), body, 'add');
      if (saved.kind === 'exists') throw fail(409, 'base_amount_exists');
      if (saved.kind !== 'saved') return null;
      // Pages that show an estimate or the amounts drop what they kept.
      await changes.publish({ kind: 'everything' });
      return new Reply(saved.amount, 201);
    },

    // The path names the day corrected; a different day in the body is the path's.
    correctOpsBaseAmount: async ({ params, body }, { database, userId, changes }) => {
      const saved = await saveBaseAmount(database, await operatorActor(database, userId), { ...body, validFrom: params.validFrom }, 'correct');
      if (saved.kind !== 'saved') return null;
      await changes.publish({ kind: 'everything' });
      return saved.amount;
    },
  } satisfies AreaHandlers;
}
