import { Link } from 'react-router';
import type { SaleEvent } from '../../../shared/api/orders/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { formatMoney } from '../../../shared/format/money.js';
import { useAppState } from '../../app-state.js';
import { SaleActions } from '../../components/account/SaleActions.js';
import { FULFILMENT_COLOR, SaleClient } from '../../components/account/SalesList.js';
import { Icon } from '../../components/Icon.js';
import { QuoteNote } from '../../components/orders/QuoteNote.js';
import { Badge } from '../../components/ui/Badge.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

const EVENT_ICON: Record<SaleEvent['kind'], string> = {
  paid: 'lucide:credit-card',
  in_progress: 'lucide:hammer',
  done: 'lucide:circle-check',
  disputed: 'lucide:triangle-alert',
  completed: 'lucide:flag',
};

/**
 * /home/sales/{id}: one of the specialist's sales: its state and next move (confirmed, undoable
 * for a while), the items of theirs the client bought (and the offer each was bought by), the
 * client as far as they consented at checkout with the order's conversation, and the history
 * with its times.
 */
export default function SalePage() {
  const { sale } = usePageData('home-sale');
  const t = useT('account');
  const basket = useT('basket');
  const { locale } = useAppState();
  const disputed = sale.fulfilment.disputedAt !== null && sale.fulfilment.state === 'done';

  return (
    <div className="container-page max-w-4xl py-6 sm:py-8">
      <Link to="/home" className="btn btn-ghost -ml-3 mb-3">
        <Icon name="lucide:arrow-left" size={18} />
        {t('sale.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
          {t('sale.heading', { number: sale.number })}
        </h1>
        <span data-testid="sale-state" data-state={sale.fulfilment.state}>
          <Badge color={FULFILMENT_COLOR[sale.fulfilment.state]}>{t(`sales.state.${sale.fulfilment.state}`)}</Badge>
        </span>
      </div>
      <p className="mt-2 text-sm text-muted">{t('sales.paid', { date: formatDate(sale.paidAt, locale, { time: true }) })}</p>
      {disputed ? <p className="mt-2 text-sm font-medium text-rose-700 dark:text-rose-300">{t('sales.disputed')}</p> : null}
      {sale.fulfilment.disputeUntil ? (
        <p className="mt-2 text-sm" data-testid="sale-dispute-until">
          {t('sale.disputeUntil', { date: formatDate(sale.fulfilment.disputeUntil, locale, { time: true }) })}
        </p>
      ) : null}
      <SaleActions sale={sale} />

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="sale-items-heading" className="card p-5">
          <h2 id="sale-items-heading" className="mb-2 text-lg font-semibold">
            {t('sale.items')}
          </h2>
          <ul className="divide-y divide-line text-sm" data-testid="sale-items">
            {sale.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are fixed when it is placed and never reorder; the index tells apart lines whose service is gone (serviceId null)
              <li key={`${item.serviceId ?? 'gone'}-${index}`} className="flex items-start justify-between gap-3 py-3">
                <span className="min-w-0">
                  {item.serviceId !== null ? (
                    <Link to={`/services/${item.serviceId}`} className="font-medium hover:text-accent">
                      {item.title}
                    </Link>
                  ) : (
                    <span className="font-medium">{item.title}</span>
                  )}
                  <span className="block text-muted tabular-nums">
                    {t('sale.unit', { quantity: item.quantity, price: formatMoney(item.unitPrice, locale) })}
                  </span>
                  {item.quote ? <QuoteNote quote={item.quote} /> : null}
                </span>
                <span className="whitespace-nowrap font-semibold tabular-nums">{formatMoney(item.lineTotal, locale)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between gap-3 border-t-2 border-line pt-3 text-base font-semibold">
            <span>{t('sale.total')}</span>
            <span className="tabular-nums" data-testid="sale-total">
              {formatMoney(sale.amount, locale)}
            </span>
          </p>
        </section>

        <div className="space-y-6">
          <section aria-labelledby="sale-client-heading" className="card p-5">
            <h2 id="sale-client-heading" className="text-lg font-semibold">
              {t('sale.client')}
            </h2>
            <p className="mt-2 text-sm" data-testid="sale-client">
              <SaleClient sale={sale} />
            </p>
            {sale.conversationId !== null ? (
              // The order's conversation with the client (issue 31).
              <Link to={`/home/messages/${sale.conversationId}`} className="btn btn-outline mt-4 w-full" data-testid="sale-conversation">
                <Icon name="lucide:message-circle" size={18} />
                {basket('talk.client')}
              </Link>
            ) : null}
          </section>

          <section aria-labelledby="sale-history-heading" className="card p-5">
            <h2 id="sale-history-heading" className="text-lg font-semibold">
              {t('sale.history')}
            </h2>
            <ol className="mt-3 space-y-3 text-sm" data-testid="sale-history">
              {sale.history.map((event) => (
                <li key={event.kind} className="flex items-start gap-2" data-kind={event.kind}>
                  <Icon name={EVENT_ICON[event.kind]} size={18} className="mt-0.5 shrink-0 text-muted" />
                  <span>
                    <span className="block font-medium">{t(`sale.event.${event.kind}`)}</span>
                    <time dateTime={event.at} className="block text-muted">
                      {formatDate(event.at, locale, { time: true })}
                    </time>
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </div>
  );
}
