import { useHref } from 'react-router';
import type { FlaggedFinding, FlaggedPaymentRef } from '../../../shared/api/ops/contract.js';
import { formatDate, formatTime } from '../../../shared/format/date.js';
import { formatMoney } from '../../../shared/format/money.js';
import type { Locale } from '../../../shared/locales.js';
import { useAppState } from '../../app-state.js';
import { Badge } from '../../components/ui/Badge.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { useT } from '../../i18n.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';
import { useViewer } from '../../platform/viewer.js';
import { OpsNav } from './OpsNav.js';

type Translate = ReturnType<typeof useT>;

/** "Payme 63f… · 150 000 soʻm · performed 30 Nov 2026 10:12 (payment 12)" in the page's language. */
function paymentLine(payment: FlaggedPaymentRef, t: Translate, locale: Locale): string {
  return t('payments.payment', {
    provider: payment.provider === 'payme' ? 'Payme' : 'Click',
    transaction: payment.transactionId,
    amount: formatMoney(payment.amount, locale),
    state: t(`payments.states.${payment.state}`),
    id: payment.id,
    at: payment.performedAt ? `${formatDate(payment.performedAt, locale)} ${formatTime(payment.performedAt, locale)}` : '—',
  });
}

/** What the finding says and what an operator does about it, in the page's language. */
function findingText(finding: FlaggedFinding, t: Translate, locale: Locale): { title: string; details: string[]; repair: boolean } {
  switch (finding.kind) {
    case 'unmarked_paid':
      return {
        title: t('payments.kinds.unmarked_paid', { status: t(`payments.orderStates.${finding.orderStatus}`) }),
        details: [paymentLine(finding.payment, t, locale)],
        repair: true,
      };
    case 'paid_without_payment':
      return { title: t('payments.kinds.paid_without_payment'), details: [], repair: false };
    case 'performed_twice':
      return {
        title: t('payments.kinds.performed_twice', { count: finding.payments.length }),
        details: finding.payments.map((p) => paymentLine(p, t, locale)),
        repair: false,
      };
    case 'refunded_but_performed':
      return { title: t('payments.kinds.refunded_but_performed'), details: [paymentLine(finding.payment, t, locale)], repair: false };
    case 'amount_mismatch':
      return {
        title: t('payments.kinds.amount_mismatch', { total: formatMoney(finding.orderTotal, locale) }),
        details: [paymentLine(finding.payment, t, locale)],
        repair: false,
      };
    case 'fiscal_unsent':
      return {
        title: t(`payments.fiscal.${finding.retry}`, { attempts: finding.attempts, max: finding.maxAttempts, next: finding.attempts + 1 }),
        details: [t('payments.fiscalError', { id: finding.paymentId, error: finding.error })],
        repair: finding.retry === 'would_retry',
      };
  }
}

/**
 * /ops/payments (issue 32, ADR 022): what payments reconciliation flags now (a dry run, so the
 * page changes nothing): an order paid at the provider but not marked (repaired by a run), an order
 * paid without a payment, paid twice, refunded while its payment stands, an amount that differs, a
 * Click payment whose fiscal items Click has not accepted. "Reconcile now" runs it for real (a plain
 * form, server/loaders/ops/reconcile-form.ts), audited; the rest needs a person at the provider.
 */
export default function OpsPaymentsPage() {
  const data = usePageData('ops-payments');
  const refused = usePostedForm('ops-payments');
  const t = useT('ops');
  const { locale } = useAppState();
  const viewer = useViewer();
  const action = useHref('/ops/payments');
  const repairs = data.findings.filter((finding) => findingText(finding, t, locale).repair).length;
  return (
    <div className="container-page max-w-4xl py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
        {t('payments.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        {t('payments.lead', { at: `${formatDate(data.checkedAt, locale)} ${formatTime(data.checkedAt, locale)}` })}
      </p>
      <div className="mt-6">
        <OpsNav />
      </div>
      {refused ? (
        <p role="alert" className="mb-4 rounded-lg border border-error p-3 text-sm" data-testid="form-message">
          {refused.message}
        </p>
      ) : null}
      <form method="post" action={action} className="mb-6 flex flex-wrap items-center gap-3" data-testid="reconcile-form">
        {viewer ? <input type="hidden" name="_csrf" value={viewer.csrf} /> : null}
        <button type="submit" className="btn btn-primary" data-testid="reconcile-now">
          {t('payments.reconcile')}
        </button>
        <span className="text-sm text-muted">{t('payments.reconcileHint', { count: repairs })}</span>
      </form>
      {data.findings.length === 0 ? (
        <EmptyState icon="lucide:circle-check" title={t('payments.empty.title')} text={t('payments.empty.text')} />
      ) : (
        <ul className="space-y-3" data-testid="flagged-payments">
          {data.findings.map((finding) => {
            const text = findingText(finding, t, locale);
            return (
              // An order is flagged once a kind; only its fiscal receipts, one a payment.
              <li
                key={`${finding.orderId}-${finding.kind}-${finding.kind === 'fiscal_unsent' ? finding.paymentId : ''}`}
                className="card p-4"
                data-testid="flagged-finding"
                data-kind={finding.kind}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-semibold">{finding.number}</h2>
                  {text.repair ? <Badge color="green">{t('payments.repairable')}</Badge> : <Badge color="gold">{t('payments.byHand')}</Badge>}
                </div>
                <p className="mt-1 text-sm">{text.title}</p>
                {text.details.length > 0 ? (
                  <ul className="mt-2 space-y-1 text-xs text-muted">
                    {text.details.map((line) => (
                      <li key={line} className="break-all">
                        {line}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
