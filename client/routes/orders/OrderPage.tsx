import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { OrderPayment, OwnOrder } from '../../../shared/api/orders/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { formatMoney } from '../../../shared/format/money.js';
import type { OrderState, PaymentProvider } from '../../../shared/payments/orders.js';
import type { BadgeColor } from '../../../shared/theme.js';
import { useAppState } from '../../app-state.js';
import { OrderFulfilment } from '../../components/orders/OrderFulfilment.js';
import { QuoteNote } from '../../components/orders/QuoteNote.js';
import { providerHref } from '../../components/catalogue/ProviderLine.js';
import { providerView } from '../../../shared/pages/catalogue/views.js';
import { OrderFootRow, OrderItemsHead, QuantityOnPhone, Receipt } from '../../components/orders/Receipt.js';
import { Icon } from '../../components/Icon.js';
import { Badge } from '../../components/ui/Badge.js';
import { Button } from '../../components/ui/Button.js';
import { useT } from '../../i18n.js';
import { reachGoal } from '../../platform/analytics.js';
import { api } from '../../platform/api.js';
import { toasts } from '../../platform/toasts/store.js';
import { PaymeWidgetButton } from '../../components/orders/PaymeWidgetButton.js';
import { OrderReviews } from '../../components/reviews/OrderReviews.js';
import { usePageData } from '../../platform/payload.js';

const PROVIDER_NAMES: Record<PaymentProvider, string> = { payme: 'Payme', click: 'Click' };
const STATE_COLOR: Record<OrderState, BadgeColor> = { pending: 'gold', paid: 'green', cancelled: 'gray', refunded: 'marineBlue', expired: 'error' };
/** The browser's note that "payment succeeded" was reported for an order (once per order). */
const PAID_REPORTED = 'huquq:paid-reported:';

/** Reports the "payment succeeded" goal the first time this browser sees the order paid. */
function usePaidGoal(order: OwnOrder): void {
  useEffect(() => {
    if (order.state !== 'paid') return;
    try {
      const key = `${PAID_REPORTED}${order.id}`;
      if (window.localStorage.getItem(key)) return;
      window.localStorage.setItem(key, '1');
    } catch {
      // Storage disabled: report it anyway, once for this page.
    }
    reachGoal('payment_succeeded', { order_price: order.amount / 100, currency: 'UZS', provider: order.provider });
  }, [order.id, order.state, order.amount, order.provider]);
}

function paymentLine(payment: OrderPayment, t: ReturnType<typeof useT>, locale: string): string {
  const at = payment.performedAt ?? payment.cancelledAt ?? payment.createdAt;
  return t('payments.line', {
    provider: PROVIDER_NAMES[payment.provider],
    state: t(`payments.state.${payment.state}`),
    amount: formatMoney(payment.amount, locale),
    date: formatDate(at, locale, { time: true }),
  });
}

function Items({ order }: { order: OwnOrder }) {
  const t = useT('basket');
  const { locale } = useAppState();
  return (
    <table className="w-full text-left text-sm" data-testid="order-items">
      <OrderItemsHead />
      <tbody className="divide-y divide-line">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are fixed when it is placed and never reorder; the index tells apart lines whose service is gone (serviceId null)
          <tr key={`${item.serviceId ?? 'gone'}-${index}`}>
            <td className="py-3 pr-3 font-medium [overflow-wrap:anywhere]">
              {item.serviceId !== null ? (
                <Link to={`/services/${item.serviceId}`} className="hover:text-accent print:no-underline">
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
              <QuantityOnPhone quantity={item.quantity} />
              {item.quote ? <QuoteNote quote={item.quote} /> : null}
              {item.seller ? (
                // Who is paid for it, and where to reach them (issue 29).
                // A plain line that wraps on a phone, so the table keeps to the screen's width.
                <span className="mt-1 block font-normal text-muted" data-testid="order-seller">
                  {t(item.seller.kind === 'specialist' ? 'order.sellerSpecialist' : 'order.sellerFirm')}{' '}
                  <Link to={providerHref(providerView(item.seller))} className="font-medium text-ink hover:text-accent hover:underline print:no-underline">
                    {item.seller.name}
                  </Link>
                </span>
              ) : null}
            </td>
            <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell print:table-cell">{item.quantity}</td>
            <td className="hidden whitespace-nowrap px-3 py-3 text-right tabular-nums sm:table-cell print:table-cell">{formatMoney(item.unitPrice, locale)}</td>
            <td className="whitespace-nowrap py-3 pl-3 text-right font-semibold tabular-nums">{formatMoney(item.lineTotal, locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-line print:border-black">
        <OrderFootRow label={t('total')} value={formatMoney(order.amount, locale)} testId="order-total" />
      </tfoot>
    </table>
  );
}

/** The order's conversations, one per seller, in the items' order (issue 31: there once it is paid). */
function conversationsOf(order: OwnOrder): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const item of order.items) if (item.conversationId !== null && !seen.has(item.conversationId)) seen.set(item.conversationId, item.seller?.name ?? '');
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** "Message the specialist": a link to the order's conversation with each seller (by name when there are several). */
function OrderConversations({ order }: { order: OwnOrder }) {
  const t = useT('basket');
  const talks = conversationsOf(order);
  if (talks.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-2" data-testid="order-conversations">
      {talks.map((talk) => (
        <Link key={talk.id} to={`/home/messages/${talk.id}`} className="btn btn-outline" data-testid="order-conversation">
          <Icon name="lucide:message-circle" size={18} />
          {talks.length === 1 || talk.name === '' ? t('talk.specialist') : t('talk.specialistNamed', { name: talk.name })}
        </Link>
      ))}
    </div>
  );
}

/**
 * /home/orders/{id}: one order: its state in the visitor's language, items (each with its seller,
 * and the offer it was bought by), the conversation with each seller once it is paid, payments,
 * paying an unpaid one (its checkout link) or cancelling it, and the printable receipt (?receipt).
 */
export default function OrderPage() {
  const { order, receipt } = usePageData('home-order');
  const t = useT('basket');
  const { locale } = useAppState();
  const revalidator = useRevalidator();
  const [cancelling, setCancelling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  usePaidGoal(order);

  if (receipt) return <Receipt order={order} />;

  const cancel = async () => {
    setCancelling(true);
    setProblem(null);
    const outcome = await api.cancelOrder({ id: order.id }, { lang: locale });
    setCancelling(false);
    if (outcome.ok) {
      toasts.add({ id: 'order-cancelled', type: 'success', text: t('order.cancelled') });
    } else setProblem(outcome.status === 0 ? t('checkout.offline') : (outcome.error?.message ?? t('order.cancelFailed')));
    await revalidator.revalidate();
  };

  return (
    <div className="container-page max-w-4xl py-6 sm:py-8">
      <Link to="/home" className="btn btn-ghost -ml-3 mb-3">
        <Icon name="lucide:arrow-left" size={18} />
        {t('order.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
          {t('order.heading', { number: order.number })}
        </h1>
        <span data-testid="order-state" data-state={order.state}>
          <Badge color={STATE_COLOR[order.state]}>{t(`state.${order.state}`)}</Badge>
        </span>
      </div>
      <p className="mt-2 text-sm text-muted">
        {t('order.placed', { date: formatDate(order.createdAt, locale, { time: true }), provider: PROVIDER_NAMES[order.provider] })}
      </p>
      <p className="mt-1 text-sm" data-testid="order-state-note">
        {order.state === 'pending'
          ? t('stateNote.pending', { date: formatDate(order.expiresAt, locale, { time: true }) })
          : order.state === 'paid' && order.paidAt
            ? t('stateNote.paid', { date: formatDate(order.paidAt, locale, { time: true }) })
            : t(`stateNote.${order.state}`)}
      </p>

      {order.state === 'pending' ? (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {order.checkoutUrl ? (
            <PaymeWidgetButton checkoutUrl={order.checkoutUrl}>
              <Icon name="lucide:credit-card" size={18} />
              {t('order.pay', { provider: PROVIDER_NAMES[order.provider], total: formatMoney(order.amount, locale) })}
            </PaymeWidgetButton>
          ) : null}
          <Button variant="outline" onClick={() => void cancel()} loading={cancelling} disabled={cancelling} data-testid="cancel-order">
            {t('order.cancel')}
          </Button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-medium text-rose-700 dark:text-rose-300">
          {problem}
        </p>
      ) : null}

      <OrderConversations order={order} />
      {order.state === 'paid' ? <OrderFulfilment order={order} /> : null}
      {order.state === 'paid' ? <OrderReviews order={order} /> : null}

      <section aria-labelledby="order-items-heading" className="card mt-6 p-5">
        <h2 id="order-items-heading" className="mb-2 text-lg font-semibold">
          {t('order.items')}
        </h2>
        <Items order={order} />
      </section>

      <section aria-labelledby="order-payments-heading" className="card mt-6 p-5">
        <h2 id="order-payments-heading" className="text-lg font-semibold">
          {t('payments.heading')}
        </h2>
        {order.payments.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('payments.none')}</p>
        ) : (
          <ol className="mt-3 space-y-2 text-sm" data-testid="order-payments">
            {order.payments.map((payment) => (
              <li key={`${payment.provider}-${payment.transactionId}`} className="flex items-start gap-2">
                <Icon
                  name={payment.state === 'performed' ? 'lucide:circle-check' : payment.state === 'created' ? 'lucide:clock' : 'lucide:circle-x'}
                  size={18}
                  className="mt-0.5 shrink-0 text-muted"
                />
                {paymentLine(payment, t, locale)}
              </li>
            ))}
          </ol>
        )}
      </section>

      {order.state === 'paid' ? (
        // A receipt is for money taken: none for an unpaid, expired or cancelled order (issue 29).
        <p className="mt-6">
          <Link to={`/home/orders/${order.id}?receipt`} className="btn btn-outline" data-testid="receipt-link">
            <Icon name="lucide:receipt" size={18} />
            {t('receipt.open')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
