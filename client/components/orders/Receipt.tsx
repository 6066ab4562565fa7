/**
 * The printable receipt of an order (/home/orders/{id}?receipt, ADR 012 and ADR 016): number,
 * date, payer, provider and transaction, and each line as bought with the offer it came from (its
 * number and date, issue 31), its seller (name, TIN or PINFL), its price and its fiscal data
 * (IKPU/MXIK code, package code, VAT). The lines come from the order's `receipt` (a paid or
 * refunded order); an order without one shows its items alone.
 */
import { Link } from 'react-router';
import type { OwnOrder, ReceiptLine, ReceiptSeller } from '../../../shared/api/orders/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { formatMoney } from '../../../shared/format/money.js';
import type { OrderState, PaymentProvider } from '../../../shared/payments/orders.js';
import type { BadgeColor } from '../../../shared/theme.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { useViewer } from '../../platform/viewer.js';
import { Icon } from '../Icon.js';
import { Badge } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';

const PROVIDER_NAMES: Record<PaymentProvider, string> = { payme: 'Payme', click: 'Click' };
const STATE_COLOR: Record<OrderState, BadgeColor> = { pending: 'gold', paid: 'green', cancelled: 'gray', refunded: 'marineBlue', expired: 'error' };

/** The order's lines: the receipt's when there is one, else the items without fiscal data. */
function linesOf(order: OwnOrder): ReceiptLine[] {
  if (order.receipt) return order.receipt.lines;
  return order.items.map((item) => ({
    itemId: item.id,
    title: item.title,
    unitPrice: item.unitPrice,
    quantity: item.quantity,
    lineTotal: item.lineTotal,
    code: null,
    packageCode: null,
    vatPercent: null,
    vat: 0,
    seller: null,
    quote: item.quote,
  }));
}

function SellerLine({ seller }: { seller: ReceiptSeller }) {
  const t = useT('basket');
  const number = seller.tin !== null ? t('receipt.tin', { tin: seller.tin }) : seller.pinfl !== null ? t('receipt.pinfl', { pinfl: seller.pinfl }) : null;
  return (
    <span className="block text-xs text-muted print:text-black" data-testid="receipt-seller">
      {number ? `${t('receipt.seller', { name: seller.name })} · ${number}` : t('receipt.seller', { name: seller.name })}
    </span>
  );
}

/** The offer a line was bought by (issue 31): its number and date, on screen and on paper. */
function QuoteLine({ quote }: { quote: NonNullable<ReceiptLine['quote']> }) {
  const t = useT('basket');
  const { locale } = useAppState();
  return (
    <span className="block text-xs text-muted print:text-black" data-testid="receipt-quote">
      {t('receipt.quote', { id: quote.id, date: formatDate(quote.createdAt, locale) })}
    </span>
  );
}

function FiscalLine({ line }: { line: ReceiptLine }) {
  const t = useT('basket');
  const { locale } = useAppState();
  if (line.code === null) return null;
  const parts = [t('receipt.code', { code: line.code })];
  if (line.packageCode !== null) parts.push(t('receipt.package', { code: line.packageCode }));
  if (line.vatPercent !== null) parts.push(t('receipt.vat', { percent: line.vatPercent, amount: formatMoney(line.vat, locale) }));
  return (
    <span className="block font-mono text-xs text-muted print:text-black" data-testid="receipt-code">
      {parts.join(' · ')}
    </span>
  );
}

/** The head of an order's items table, the same on the order page and on its receipt. */
/** On a phone the quantity and price columns give way to the title: the quantity goes under it. */
export function QuantityOnPhone({ quantity }: { quantity: number }) {
  const t = useT('basket');
  return (
    <span className="block text-muted tabular-nums sm:hidden print:hidden" data-testid="order-item-quantity">
      {t('order.quantity')}: {quantity}
    </span>
  );
}

/**
 * A row under the items (the total, the VAT in it): its label in the service's column and its
 * value in the amount's, one cell each, so the hidden quantity and price columns of a phone take
 * no width from the title (a cell spanning them would).
 */
export function OrderFootRow({ label, value, testId, minor = false }: { label: string; value: string; testId: string; minor?: boolean }) {
  return (
    <tr>
      <th scope="row" className={minor ? 'pb-3 pr-3 text-sm font-normal text-muted print:text-black' : 'py-3 pr-3 text-base font-semibold'}>
        {label}
      </th>
      <td className="hidden sm:table-cell print:table-cell" />
      <td className="hidden sm:table-cell print:table-cell" />
      <td className={`whitespace-nowrap pl-3 text-right tabular-nums ${minor ? 'pb-3 text-sm' : 'py-3 text-lg font-bold'}`} data-testid={testId}>
        {value}
      </td>
    </tr>
  );
}

export function OrderItemsHead() {
  const t = useT('basket');
  return (
    <thead className="border-b border-line text-muted print:border-black print:text-black">
      <tr>
        <th scope="col" className="py-2 pr-3 font-medium">
          {t('order.service')}
        </th>
        <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell print:table-cell">
          {t('order.quantity')}
        </th>
        <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell print:table-cell">
          {t('order.price')}
        </th>
        <th scope="col" className="py-2 pl-3 text-right font-medium">
          {t('order.lineTotal')}
        </th>
      </tr>
    </thead>
  );
}

export function Receipt({ order }: { order: OwnOrder }) {
  const t = useT('basket');
  const { locale } = useAppState();
  const viewer = useViewer();
  const paid = order.payments.find((payment) => payment.state === 'performed' || payment.state === 'cancelled_after_perform') ?? null;
  const lines = linesOf(order);
  return (
    <div className="container-page max-w-3xl py-6 sm:py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/home/orders/${order.id}`} className="btn btn-ghost -ml-3">
          <Icon name="lucide:arrow-left" size={18} />
          {t('receipt.back')}
        </Link>
        <Button onClick={() => window.print()} data-testid="print-receipt">
          <Icon name="lucide:printer" size={18} />
          {t('receipt.print')}
        </Button>
      </div>
      <article className="card p-6 sm:p-8 print:border-0 print:bg-white print:p-0 print:text-black print:shadow-none" data-testid="receipt">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4 print:border-black">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-muted print:text-black">Huquq</p>
            <h1 className="mt-1 text-xl font-bold sm:text-2xl">{t('receipt.heading', { number: order.number })}</h1>
          </div>
          <Badge color={STATE_COLOR[order.state]}>{t(`state.${order.state}`)}</Badge>
        </header>
        <dl className="grid gap-x-6 gap-y-2 py-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted print:text-black">{t('receipt.date')}</dt>
            <dd className="font-medium">{formatDate(paid?.performedAt ?? order.createdAt, locale, { time: true })}</dd>
          </div>
          <div>
            <dt className="text-muted print:text-black">{t('receipt.payer')}</dt>
            <dd className="font-medium">{viewer?.name ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-muted print:text-black">{t('receipt.provider')}</dt>
            <dd className="font-medium">{PROVIDER_NAMES[paid?.provider ?? order.provider]}</dd>
          </div>
          <div>
            <dt className="text-muted print:text-black">{t('receipt.transaction')}</dt>
            <dd className="break-all font-mono text-xs font-medium" data-testid="receipt-transaction">
              {paid?.transactionId ?? '—'}
            </dd>
          </div>
        </dl>
        <table className="w-full text-left text-sm" data-testid="order-items">
          <OrderItemsHead />
          <tbody className="divide-y divide-line">
            {lines.map((line) => (
              <tr key={line.itemId} data-testid="receipt-line">
                <td className="py-3 pr-3 [overflow-wrap:anywhere]">
                  <span className="block font-medium">{line.title}</span>
                  <QuantityOnPhone quantity={line.quantity} />
                  {line.quote ? <QuoteLine quote={line.quote} /> : null}
                  {line.seller ? <SellerLine seller={line.seller} /> : null}
                  <FiscalLine line={line} />
                </td>
                <td className="hidden px-3 py-3 text-right align-top tabular-nums sm:table-cell print:table-cell">{line.quantity}</td>
                <td className="hidden whitespace-nowrap px-3 py-3 text-right align-top tabular-nums sm:table-cell print:table-cell">
                  {formatMoney(line.unitPrice, locale)}
                </td>
                <td className="whitespace-nowrap py-3 pl-3 text-right align-top font-semibold tabular-nums">{formatMoney(line.lineTotal, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-line print:border-black">
            <OrderFootRow label={t('total')} value={formatMoney(order.amount, locale)} testId="order-total" />
            {order.receipt && order.receipt.vat > 0 ? (
              <OrderFootRow label={t('receipt.vatTotal')} value={formatMoney(order.receipt.vat, locale)} testId="receipt-vat" minor />
            ) : null}
          </tfoot>
        </table>
        {order.state !== 'paid' ? (
          <p className="mt-4 text-sm font-medium text-rose-700 dark:text-rose-300 print:text-black" data-testid="receipt-not-paid">
            {t('receipt.notPaid')}
          </p>
        ) : null}
      </article>
    </div>
  );
}
