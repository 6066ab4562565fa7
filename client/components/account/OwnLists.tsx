import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/date.js';
import { formatMoney } from '../../../shared/format/money.js';
import { orderNumber } from '../../../shared/payments/orders.js';
import type { OwnList, OwnOrder, OwnPaper } from '../../../shared/account/overview.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Badge } from '../ui/Badge.js';
import { EmptyState } from '../ui/EmptyState.js';
import { OwnDocumentRows } from '../documents/editor/OwnDocumentRows.js';
import { claimStatusColor } from '../claims/pages/status.js';
import { HomeCard } from './HomeCard.js';

/** A dashboard card: a heading with its count, then the rows or the empty state. */
export function Section({ id, title, icon, count, children }: { id: string; title: string; icon: string; count?: number; children: ReactNode }) {
  return (
    <HomeCard id={id} icon={icon} title={title} count={count}>
      <div className="mt-4">{children}</div>
    </HomeCard>
  );
}

function StartLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="btn btn-outline btn-sm">
      {children}
    </Link>
  );
}

/**
 * Documents or statements of claim: the newest with their status, or how to start one. Documents
 * can be renamed, duplicated and deleted (with Undo) from the list.
 */
export function PaperList({
  kind,
  list,
  itemHref,
  startHref,
}: {
  kind: 'documents' | 'claims';
  list: OwnList<OwnPaper>;
  itemHref: (id: number) => string;
  startHref: string;
}) {
  const t = useT('account');
  const { locale } = useAppState();
  if (list.total === 0) {
    return (
      <EmptyState
        icon={kind === 'documents' ? 'lucide:file-text' : 'lucide:scale'}
        title={t(`${kind}.emptyTitle`)}
        text={t(`${kind}.emptyText`)}
        action={<StartLink to={startHref}>{t(`${kind}.start`)}</StartLink>}
      />
    );
  }
  if (kind === 'documents')
    return <OwnDocumentRows initial={list.items} total={list.total} itemHref={itemHref} statusLabel={(status) => t(`status.${status}`)} />;
  return (
    <>
      <ul className="divide-y divide-line">
        {list.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3" data-testid="own-claim">
            <Link to={itemHref(item.id)} className="min-w-0 font-medium hover:text-accent hover:underline">
              {item.title}
            </Link>
            <span className="flex items-center gap-3 text-sm text-muted">
              {t('lists.updated', { date: formatDate(item.updatedAt, locale) })}
              <Badge color={claimStatusColor(item.status)}>{t(`status.${item.status}`)}</Badge>
            </span>
          </li>
        ))}
      </ul>
      {list.total > list.items.length ? <p className="mt-3 text-sm text-muted">{t('lists.more', { count: list.total })}</p> : null}
    </>
  );
}

export function OrderList({ list }: { list: OwnList<OwnOrder> }) {
  const t = useT('account');
  const { locale } = useAppState();
  if (list.total === 0) {
    return (
      <EmptyState
        icon="lucide:receipt"
        title={t('orders.emptyTitle')}
        text={t('orders.emptyText')}
        action={<StartLink to="/services">{t('orders.start')}</StartLink>}
      />
    );
  }
  return (
    <>
      <ul className="divide-y divide-line">
        {list.items.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <Link to={`/home/orders/${order.id}`} className="font-medium hover:text-accent" data-testid="order-link">
              {t('orders.numbered', { number: orderNumber(order.id) })}
            </Link>
            <span className="flex items-center gap-3 text-sm">
              <span className="text-muted">{t('lists.created', { date: formatDate(order.createdAt, locale) })}</span>
              <span className="font-semibold tabular-nums">{formatMoney(order.total, locale)}</span>
              <Badge color={order.status === 'paid' ? 'green' : order.status === 'pending' ? 'gold' : 'gray'}>{t(`status.${order.status}`)}</Badge>
            </span>
          </li>
        ))}
      </ul>
      {list.total > list.items.length ? <p className="mt-3 text-sm text-muted">{t('lists.more', { count: list.total })}</p> : null}
    </>
  );
}

export function FavoritesSummary({ total }: { total: number }) {
  const t = useT('account');
  if (total === 0) {
    return (
      <EmptyState
        icon="lucide:heart"
        title={t('favorites.emptyTitle')}
        text={t('favorites.emptyText')}
        action={<StartLink to="/services">{t('favorites.start')}</StartLink>}
      />
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-base font-medium" data-testid="favorites-count">
        {t('favorites.count', { count: total })}
      </p>
      <StartLink to="/favorites">{t('favorites.open')}</StartLink>
    </div>
  );
}
