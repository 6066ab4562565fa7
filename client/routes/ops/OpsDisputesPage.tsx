import { Link, useHref } from 'react-router';
import type { OpsDispute } from '../../../shared/api/ops/contract.js';
import { DISPUTE_REASON_MAX, DISPUTE_REASON_MIN } from '../../../shared/api/ops/limits.js';
import { formatDate, formatTime } from '../../../shared/format/date.js';
import { formatMoney } from '../../../shared/format/money.js';
import type { DisputeDecisionRefusal } from '../../../shared/pages/ops/types.js';
import { useAppState } from '../../app-state.js';
import { Badge } from '../../components/ui/Badge.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { useT } from '../../i18n.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';
import { DecisionForm } from './DecisionForm.js';
import { OpsNav } from './OpsNav.js';

function Dispute({ dispute, refused, action }: { dispute: OpsDispute; refused: DisputeDecisionRefusal | undefined; action: string }) {
  const t = useT('ops');
  const { locale } = useAppState();
  const mine = refused?.orderId === dispute.orderId ? refused : undefined;
  const when = (iso: string | null) => (iso ? `${formatDate(iso, locale)} ${formatTime(iso, locale)}` : '—');
  return (
    <li className="card p-5" data-testid="dispute" data-order={dispute.orderId}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">{dispute.number}</h2>
        <span className="font-semibold tabular-nums">{formatMoney(dispute.total, locale)}</span>
        <Badge color="iris">{dispute.provider === 'payme' ? 'Payme' : 'Click'}</Badge>
        {dispute.refundApproved ? <Badge color="gold">{t('disputes.refundApproved')}</Badge> : null}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted">{t('disputes.client')}: </dt>
          <dd className="inline">{dispute.client}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('disputes.paid')}: </dt>
          <dd className="inline">{when(dispute.paidAt)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('disputes.doneAt')}: </dt>
          <dd className="inline">{when(dispute.doneAt)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('disputes.disputed')}: </dt>
          <dd className="inline">{when(dispute.disputedAt)}</dd>
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-semibold">{t('disputes.items')}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {dispute.items.map((item, index) => (
          // Items have no id here; their order is the order's.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>
            {item.title} × {item.quantity} · {formatMoney(item.unitPrice, locale)}
            {item.seller ? (
              <>
                {' · '}
                {item.sellerPath ? (
                  <Link to={item.sellerPath} className="font-medium text-accent-strong underline underline-offset-2">
                    {item.seller}
                  </Link>
                ) : (
                  item.seller
                )}
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold">{t('disputes.claim')}</h3>
      <blockquote className="mt-1 whitespace-pre-line border-l-4 border-line pl-3 text-sm">{dispute.claim || t('disputes.noClaim')}</blockquote>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold">{t('disputes.conversation', { count: dispute.messages.length })}</summary>
        {dispute.messages.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('disputes.noMessages')}</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm">
            {dispute.messages.map((message, index) => (
              // Messages have no id here; the conversation's order is theirs.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index} className={`rounded-lg p-2 ${message.side === 'client' ? 'bg-raised' : 'border border-line'}`}>
                <p className="text-xs text-muted">
                  {t(`disputes.side.${message.side}`)} · {when(message.at)}
                </p>
                {message.text ? <p className="whitespace-pre-line">{message.text}</p> : null}
                {message.files.length > 0 ? <p className="text-xs text-muted">{t('disputes.files', { names: message.files.join(', ') })}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </details>
      <DecisionForm
        action={action}
        id={dispute.orderId}
        testId="dispute-decision"
        name="reason"
        label={t('disputes.reason')}
        minLength={DISPUTE_REASON_MIN}
        maxLength={DISPUTE_REASON_MAX}
        refused={mine ? { text: mine.reason, message: mine.message } : undefined}
      >
        <button type="submit" name="intent" value="completed" className="btn btn-outline" data-testid="dispute-complete">
          {t('disputes.complete')}
        </button>
        <button type="submit" name="intent" value="refunded" className="btn btn-primary" data-testid="dispute-refund">
          {t(dispute.provider === 'payme' ? 'disputes.refundPayme' : 'disputes.refundClick')}
        </button>
        <button type="submit" name="intent" value="refunded_by_hand" className="btn btn-outline" data-testid="dispute-refund-by-hand">
          {t('disputes.refundByHand')}
        </button>
      </DecisionForm>
    </li>
  );
}

/**
 * /ops/disputes (issue 32, ADR 022): paid orders a client disputed and nobody settled, the
 * earliest first: the order and its sellers, the client, the client's text, the order's
 * conversation; settle it with a reason: the work counts as done, a refund through the provider,
 * or a refund by hand. Plain forms posted to the page (server/loaders/ops/dispute-decision.ts);
 * the client reads support's note in the dispute's ticket; each decision is in the audit log.
 */
export default function OpsDisputesPage() {
  const data = usePageData('ops-disputes');
  const refused = usePostedForm('ops-disputes');
  const t = useT('ops');
  const action = useHref('/ops/disputes');
  const stale = refused && !data.items.some((dispute) => dispute.orderId === refused.orderId);
  return (
    <div className="container-page max-w-4xl py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
        {t('disputes.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('disputes.lead')}</p>
      <div className="mt-6">
        <OpsNav />
      </div>
      {stale ? (
        <p role="alert" className="mb-4 rounded-lg border border-error p-3 text-sm" data-testid="form-message">
          {refused.message}
        </p>
      ) : null}
      {data.items.length === 0 ? (
        <EmptyState icon="lucide:circle-check" title={t('disputes.empty.title')} text={t('disputes.empty.text')} />
      ) : (
        <ol className="space-y-4" data-testid="disputes">
          {data.items.map((dispute) => (
            <Dispute key={dispute.orderId} dispute={dispute} refused={refused} action={action} />
          ))}
        </ol>
      )}
    </div>
  );
}
