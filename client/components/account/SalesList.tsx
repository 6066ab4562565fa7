import { Link } from 'react-router';
import type { Sale, SaleList } from '../../../shared/api/orders/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { formatMoney } from '../../../shared/format/money.js';
import { formatUzPhone } from '../../../shared/format/phone.js';
import type { Fulfilment } from '../../../shared/payments/fulfilment.js';
import type { BadgeColor } from '../../../shared/theme.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Badge } from '../ui/Badge.js';
import { EmptyState } from '../ui/EmptyState.js';
import { SaleActions } from './SaleActions.js';

export const FULFILMENT_COLOR: Record<Fulfilment, BadgeColor> = { waiting: 'gold', in_progress: 'marineBlue', done: 'green', completed: 'gray' };

/** Who the client is, as far as they consented at checkout: name and phone, or that they did not share them. */
export function SaleClient({ sale }: { sale: Sale }) {
  const t = useT('account');
  if (!sale.client.shared) return <span className="text-muted">{t('sales.private')}</span>;
  return (
    <>
      {t('sales.client', { name: sale.client.name ?? '' })}
      {sale.client.phone ? (
        <>
          {' · '}
          <a href={`tel:${sale.client.phone.replace(/[^0-9+]/g, '')}`} className="font-medium hover:text-accent">
            {t('sales.phone', { phone: formatUzPhone(sale.client.phone) })}
          </a>
        </>
      ) : null}
    </>
  );
}

/** One sale: what was bought, from whom, the specialist's next move and the way to its own page. */
function SaleRow({ sale }: { sale: Sale }) {
  const t = useT('account');
  const { locale } = useAppState();
  const headingId = `sale-${sale.orderId}`;

  return (
    <li className="py-4" data-testid="sale" data-order={sale.orderId} data-state={sale.fulfilment.state} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-semibold">
          <Link to={`/home/sales/${sale.orderId}`} className="hover:text-accent hover:underline" data-testid="sale-link">
            {sale.number}
          </Link>
        </h3>
        <Badge color={FULFILMENT_COLOR[sale.fulfilment.state]}>{t(`sales.state.${sale.fulfilment.state}`)}</Badge>
      </div>
      <ul className="mt-2 space-y-1 text-sm">
        {sale.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are fixed when it is placed and never reorder; the index tells apart lines whose service is gone (serviceId null)
          <li key={`${item.serviceId ?? 'gone'}-${index}`} className="flex justify-between gap-3">
            <span className="min-w-0">
              {item.title}
              {item.quantity > 1 ? ` × ${item.quantity}` : ''}
            </span>
            <span className="whitespace-nowrap tabular-nums">{formatMoney(item.lineTotal, locale)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">
        {t('sales.paid', { date: formatDate(sale.paidAt, locale) })} · {t('sales.total', { amount: formatMoney(sale.amount, locale) })}
      </p>
      <p className="mt-1 text-sm" data-testid="sale-client">
        <SaleClient sale={sale} />
      </p>
      {sale.fulfilment.disputedAt && sale.fulfilment.state === 'done' ? (
        <p className="mt-1 text-sm font-medium text-rose-700 dark:text-rose-300">{t('sales.disputed')}</p>
      ) : null}
      <SaleActions sale={sale} />
    </li>
  );
}

/** /home for a specialist: the paid orders of their services, newest first, with the next move of each. */
export function SalesList({ list }: { list: SaleList }) {
  const t = useT('account');
  if (list.items.length === 0) return <EmptyState icon="lucide:briefcase" title={t('sales.none')} />;
  return (
    <ul className="-my-4 divide-y divide-line" data-testid="sales">
      {list.items.map((sale) => (
        <SaleRow key={sale.orderId} sale={sale} />
      ))}
    </ul>
  );
}
