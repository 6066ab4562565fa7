import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money.js';
import { formatDate } from '../../../shared/format/date.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';
import { OpsNav } from './OpsNav.js';

/** One section of the console on its first page: its name, its figure when it has one, a word on it, and the way in. */
function OverviewCard(props: { title: string; figure?: string; figureTestId?: string; to: string; action: string; children: ReactNode }) {
  return (
    <li className="card p-5">
      <h2 className="text-lg font-semibold">{props.title}</h2>
      {props.figure !== undefined ? (
        <p className="mt-2 text-2xl font-bold tabular-nums" data-testid={props.figureTestId}>
          {props.figure}
        </p>
      ) : null}
      {props.children}
      <Link to={props.to} className="btn btn-outline mt-4">
        {props.action}
      </Link>
    </li>
  );
}

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
        <OverviewCard
          title={t('overview.applications')}
          figure={formatNumber(overview.applications, locale)}
          figureTestId="ops-applications-waiting"
          to="/ops/applications"
          action={t('overview.openApplications')}
        >
          <p className="text-sm text-muted">
            {t('overview.applicationsWaiting', { count: overview.applications, formatted: formatNumber(overview.applications, locale) })}
          </p>
        </OverviewCard>
        <OverviewCard
          title={t('overview.disputes')}
          figure={formatNumber(overview.openDisputes, locale)}
          figureTestId="ops-open-disputes"
          to="/ops/disputes"
          action={t('overview.openDisputes')}
        >
          <p className="text-sm text-muted">
            {t('overview.disputesWaiting', { count: overview.openDisputes, formatted: formatNumber(overview.openDisputes, locale) })}
          </p>
        </OverviewCard>
        <OverviewCard
          title={t('overview.reviews')}
          figure={formatNumber(overview.reportedReviews, locale)}
          figureTestId="ops-reported-reviews"
          to="/ops/reviews"
          action={t('overview.openReviews')}
        >
          <p className="text-sm text-muted">
            {t('overview.reviewsWaiting', { count: overview.reportedReviews, formatted: formatNumber(overview.reportedReviews, locale) })}
          </p>
        </OverviewCard>
        <OverviewCard title={t('overview.payments')} to="/ops/payments" action={t('overview.openPayments')}>
          <p className="mt-2 text-sm text-muted">{t('overview.paymentsText')}</p>
        </OverviewCard>
        <OverviewCard
          title={t('overview.amounts')}
          figure={amount ? formatMoney(amount.amount, locale) : t('overview.noAmount')}
          figureTestId="ops-current-amount"
          to="/ops/base-calculation-amounts"
          action={t('overview.openAmounts')}
        >
          {amount ? <p className="text-sm text-muted">{t('overview.since', { date: formatDate(amount.validFrom, locale) })}</p> : null}
          <p className="mt-2 text-sm">
            {t('overview.scheduled', { count: overview.scheduledAmounts, formatted: formatNumber(overview.scheduledAmounts, locale) })}
          </p>
        </OverviewCard>
        <OverviewCard title={t('overview.audit')} figure={formatNumber(overview.auditEntries, locale)} to="/ops/audit" action={t('overview.openAudit')}>
          <p className="text-sm text-muted">{t('overview.auditText')}</p>
        </OverviewCard>
      </ul>
    </div>
  );
}
