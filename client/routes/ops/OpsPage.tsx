import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money.js';
import { formatDate } from '../../../shared/format/date.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';
import { OpsNav } from './OpsNav.js';

/**
 * /ops (issue 32, ADR 022): the operators' console's first page: the roles the operator holds,
 * the base calculation amount in force and those decreed ahead, and the audit log's size, each
 * leading to its section. Anyone without a role gets the site's 404 (the loader).
 */
export default function OpsPage() {
  const { overview } = usePageData('ops');
  const t = useT('ops');
  const { locale } = useAppState();
  const amount = overview.baseAmount;
  return (
    <div className="container-page max-w-4xl py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
        {t('overview.title')}
      </h1>
      <p className="mt-1 text-sm text-muted" data-testid="ops-roles">
        {t('overview.roles', { roles: overview.roles.map((role) => t(`roles.${role}`)).join(', ') })}
      </p>
      <div className="mt-6">
        <OpsNav />
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className="card p-5">
          <h2 className="text-lg font-semibold">{t('overview.disputes')}</h2>
          <p className="mt-2 text-2xl font-bold tabular-nums" data-testid="ops-open-disputes">
            {formatNumber(overview.openDisputes, locale)}
          </p>
          <p className="text-sm text-muted">
            {t('overview.disputesWaiting', { count: overview.openDisputes, formatted: formatNumber(overview.openDisputes, locale) })}
          </p>
          <Link to="/ops/disputes" className="btn btn-outline mt-4">
            {t('overview.openDisputes')}
          </Link>
        </li>
        <li className="card p-5">
          <h2 className="text-lg font-semibold">{t('overview.reviews')}</h2>
          <p className="mt-2 text-2xl font-bold tabular-nums" data-testid="ops-reported-reviews">
            {formatNumber(overview.reportedReviews, locale)}
          </p>
          <p className="text-sm text-muted">
            {t('overview.reviewsWaiting', { count: overview.reportedReviews, formatted: formatNumber(overview.reportedReviews, locale) })}
          </p>
          <Link to="/ops/reviews" className="btn btn-outline mt-4">
            {t('overview.openReviews')}
          </Link>
        </li>
        <li className="card p-5">
          <h2 className="text-lg font-semibold">{t('overview.payments')}</h2>
          <p className="mt-2 text-sm text-muted">{t('overview.paymentsText')}</p>
          <Link to="/ops/payments" className="btn btn-outline mt-4">
            {t('overview.openPayments')}
          </Link>
        </li>
        <li className="card p-5">
          <h2 className="text-lg font-semibold">{t('overview.amounts')}</h2>
          <p className="mt-2 text-2xl font-bold tabular-nums" data-testid="ops-current-amount">
            {amount ? formatMoney(amount.amount, locale) : t('overview.noAmount')}
          </p>
          {amount ? <p className="text-sm text-muted">{t('overview.since', { date: formatDate(amount.validFrom, locale) })}</p> : null}
          <p className="mt-2 text-sm">
            {t('overview.scheduled', { count: overview.scheduledAmounts, formatted: formatNumber(overview.scheduledAmounts, locale) })}
          </p>
          <Link to="/ops/base-calculation-amounts" className="btn btn-outline mt-4">
            {t('overview.openAmounts')}
          </Link>
        </li>
        <li className="card p-5">
          <h2 className="text-lg font-semibold">{t('overview.audit')}</h2>
          <p className="mt-2 text-2xl font-bold tabular-nums">{formatNumber(overview.auditEntries, locale)}</p>
          <p className="text-sm text-muted">{t('overview.auditText')}</p>
          <Link to="/ops/audit" className="btn btn-outline mt-4">
            {t('overview.openAudit')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
