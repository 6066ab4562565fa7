/**
 * Payments that reconciliation flags, as the operators' console shows them (issue 32, ADR 022):
 * the findings of server/payments/reconcile.ts with each order's number and times as ISO text. A
 * look is a dry run (nothing changed, nothing sent); "Reconcile now" is a run under the
 * reconciliation's lock, as the timer's and `npm run payments:reconcile`'s, written to the audit log.
 */
import type { Database } from '../../db/adapter.js';
import type { FlaggedFinding, FlaggedPaymentRef, ReconcileRun } from '../../../shared/api/ops/contract.js';
import { orderNumber } from '../../../shared/payments/orders.js';
import type { ClickMerchantApi } from '../../payments/click-merchant-api.js';
import { FISCAL_MAX_ATTEMPTS, reconcile, withReconcileLock, type Finding, type ReconcilePayment } from '../../payments/reconcile.js';
import { recordAudit, type AuditActor } from './audit.js';

function paymentRef(payment: ReconcilePayment): FlaggedPaymentRef {
  return {
    id: payment.id,
    provider: payment.provider,
    transactionId: payment.transactionId,
    amount: payment.amount,
    state: payment.state,
    performedAt: payment.performedAt === null ? null : new Date(payment.performedAt).toISOString(),
  };
}

export function flaggedFinding(finding: Finding): FlaggedFinding {
  const order = { orderId: finding.orderId, number: orderNumber(finding.orderId) };
  switch (finding.kind) {
    case 'unmarked_paid':
      return { ...order, kind: finding.kind, orderStatus: finding.orderStatus, payment: paymentRef(finding.payment) };
    case 'paid_without_payment':
      return { ...order, kind: finding.kind };
    case 'performed_twice':
      return { ...order, kind: finding.kind, payments: finding.payments.map(paymentRef) };
    case 'refunded_but_performed':
      return { ...order, kind: finding.kind, payment: paymentRef(finding.payment) };
    case 'amount_mismatch':
      return { ...order, kind: finding.kind, orderTotal: finding.orderTotal, payment: paymentRef(finding.payment) };
    case 'fiscal_unsent':
      return {
        ...order,
        kind: finding.kind,
        paymentId: finding.paymentId,
        attempts: finding.attempts,
        maxAttempts: FISCAL_MAX_ATTEMPTS,
        error: finding.error,
        retry: finding.retry,
      };
  }
}

/** What reconciliation finds now, changing nothing. */
export async function flaggedPayments(db: Database, clickFiscal: ClickMerchantApi | null): Promise<FlaggedFinding[]> {
  const result = await reconcile(db, { dryRun: true, clickFiscal });
  return result.findings.map(flaggedFinding);
}

/** A run that repairs what it can, audited; null while another process holds the reconciliation's lock. */
export async function reconcileNow(db: Database, clickFiscal: ClickMerchantApi | null, actor: AuditActor): Promise<ReconcileRun | null> {
  const result = await withReconcileLock(db, (session) => reconcile(session, { clickFiscal }));
  if (result === null) return null;
  const findings = result.findings.filter((finding) => !(finding.kind === 'unmarked_paid' && result.repaired.includes(finding.orderId)));
  await recordAudit(db, {
    actor,
    action: 'payments.reconcile',
    subject: 'payments',
    before: null,
    after: { repaired: result.repaired.map(orderNumber), stillFlagged: findings.map((finding) => `${orderNumber(finding.orderId)} ${finding.kind}`) },
  });
  return { repaired: result.repaired, findings: findings.map(flaggedFinding) };
}
