import { useEffect, useMemo, useState } from 'react';
import { Link, useHref, useSearchParams } from 'react-router';
import type { Basket, QuoteRef } from '../../../shared/api/orders/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { formatMoney } from '../../../shared/format/money.js';
import type { PaymentProvider } from '../../../shared/payments/orders.js';
import { useAppState } from '../../app-state.js';
import { basket, basketOrdered, refreshBasket, type BasketLine } from '../../components/orders/store.js';
import { PROVIDER_QUERY, basketReturnPath, initialProvider } from '../../components/orders/provider-choice.js';
import { useBasket } from '../../components/orders/useBasket.js';
import { QuoteNote } from '../../components/orders/QuoteNote.js';
import { AskButton } from '../../components/messages/ask/AskButton.js';
import { Icon } from '../../components/Icon.js';
import { Button } from '../../components/ui/Button.js';
import { Checkbox } from '../../components/ui/Checkbox.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { Skeleton } from '../../components/ui/Skeleton.js';
import { useT } from '../../i18n.js';
import { reachGoal } from '../../platform/analytics.js';
import { api } from '../../platform/api.js';
import { toasts } from '../../platform/toasts/store.js';
import { useViewer } from '../../platform/viewer.js';
import { usePageData } from '../../platform/payload.js';

/** One line of the basket as the page shows it. */
interface Row {
  serviceId: number;
  title: string;
  /** Tiyin, today. */
  price: number;
  /** Tiyin, when it was put in the basket, when that differs from today's price. */
  priceBefore: number | null;
  quantity: number;
  available: boolean;
  /** Sold by the unit: only then is there a quantity to change (issue 29). */
  countable: boolean;
  /** A "from" price agreed before work: it cannot be ordered (the server refuses it). */
  onRequest: boolean;
  /** The specialist's offer it is bought by (issue 31): at the offer's price, one item, never more. */
  quote: QuoteRef | null;
}

/** An account's basket with the quantities the visitor has just set (before the server answers). */
function accountRows(account: Basket, lines: readonly BasketLine[] | null): Row[] {
  const quantities = lines ? new Map(lines.map((line) => [line.serviceId, line.quantity])) : null;
  return account.items.flatMap((item) => {
    const quantity = quantities ? quantities.get(item.serviceId) : item.quantity;
    if (quantity === undefined) return [];
    return [
      {
        serviceId: item.serviceId,
        title: item.title,
        price: item.price,
        priceBefore: item.priceChanged ? item.priceWhenAdded : null,
        quantity,
        available: item.available,
        countable: item.countable && item.quote === null,
        onRequest: item.priceKind === 'from' && item.quote === null,
        quote: item.quote,
      },
    ];
  });
}

/** A guest's lines with the services' cards read from the public API (today's prices). */
function useGuestRows(lines: readonly BasketLine[] | null): { rows: Row[] | null; failed: boolean } {
  const { locale } = useAppState();
  const [cards, setCards] = useState<ReadonlyMap<number, { title: string; price: number; countable: boolean; onRequest: boolean }>>(new Map());
  const [asked, setAsked] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState(false);
  const missing = lines?.filter((line) => !asked.has(line.serviceId)).map((line) => line.serviceId) ?? [];
  const query = missing.map((id) => `service:${id}`).join(',');

  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    api
      .listFavoriteCards({ items: query }, { lang: locale, signal: controller.signal })
      .then((list) => {
        setCards(
          (before) =>
            new Map([
              ...before,
              ...list.items.flatMap((entry) =>
                entry.kind === 'service'
                  ? [
                      [
                        entry.id,
                        { title: entry.card.title, price: entry.card.price, countable: entry.card.countable, onRequest: entry.card.priceKind === 'from' },
                      ] as const,
                    ]
                  : [],
              ),
            ]),
        );
        setAsked((before) => new Set([...before, ...query.split(',').map((key) => Number(key.slice('service:'.length)))]));
        setFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [query, locale]);

  if (lines === null || missing.length > 0) return { rows: null, failed };
  const rows = lines.map((line): Row => {
    const card = cards.get(line.serviceId);
    return {
      serviceId: line.serviceId,
      title: card?.title ?? '',
      price: card?.price ?? 0,
      priceBefore: null,
      quantity: line.quantity,
      available: card !== undefined,
      countable: card?.countable ?? false,
      onRequest: card?.onRequest ?? false,
      // A guest's basket holds no offers: they are accepted in one's account.
      quote: null,
    };
  });
  return { rows, failed };
}

function QuantityControl({ row }: { row: Row }) {
  const t = useT('basket');
  const change = (quantity: number) => {
    void basket.setQuantity(row.serviceId, quantity).then((outcome) => {
      if (!outcome.ok) toasts.add({ id: 'basket-failed', type: 'error', text: t('failed') });
    });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stepper of buttons, not form fields: role="group" names it; a <fieldset> would bring a form's semantics and a legend
    <div className="inline-flex items-center rounded-xl border border-line" role="group" aria-label={t('quantityOf', { name: row.title })}>
      <button
        type="button"
        className="icon-btn size-9 rounded-l-xl"
        onClick={() => change(row.quantity - 1)}
        disabled={row.quantity <= 1}
        aria-label={t('less')}
        data-testid="quantity-less"
      >
        <Icon name="lucide:minus" size={16} />
      </button>
      <output className="min-w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite" data-testid="quantity">
        {row.quantity}
      </output>
      <button
        type="button"
        className="icon-btn size-9 rounded-r-xl"
        onClick={() => change(row.quantity + 1)}
        aria-label={t('more')}
        data-testid="quantity-more"
      >
        <Icon name="lucide:plus" size={16} />
      </button>
    </div>
  );
}

function BasketRow({ row, place }: { row: Row; place: number }) {
  const t = useT('basket');
  const { locale } = useAppState();
  const remove = () => {
    const line = { serviceId: row.serviceId, quantity: row.quantity };
    void basket.remove(row.serviceId).then((outcome) => {
      if (!outcome.ok) toasts.add({ id: 'basket-failed', type: 'error', text: t('failed') });
      else
        toasts.add({
          id: `basket-removed-${row.serviceId}`,
          type: 'success',
          text: t('removed', { name: row.title }),
          duration: 6000,
          action: { label: t('undo'), run: () => void basket.restore(line, place) },
        });
    });
  };
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-4" data-testid="basket-item">
      <div className="min-w-0 flex-1">
        {row.available ? (
          <Link to={`/services/${row.serviceId}`} className="font-semibold leading-snug hover:text-accent">
            {row.title}
          </Link>
        ) : (
          <p className="font-semibold leading-snug text-muted">{row.title || t('unavailableTitle')}</p>
        )}
        {row.quote ? <QuoteNote quote={row.quote} /> : null}
        <p className="mt-1 text-sm text-muted">
          <span className="tabular-nums" data-testid="unit-price">
            {row.quote ? t('quote.price', { price: formatMoney(row.price, locale) }) : t('each', { price: formatMoney(row.price, locale) })}
          </span>
          {row.quote && row.available ? (
            <span className="block" data-testid="quote-valid-until">
              {t('quote.validUntil', { date: formatDate(row.quote.validUntil, locale, { time: true }) })}
            </span>
          ) : null}
          {row.priceBefore !== null ? (
            <span className="ml-2 inline-flex items-center gap-1 font-medium text-amber-700 dark:text-amber-300" data-testid="price-changed">
              <Icon name="lucide:triangle-alert" size={14} />
              {t('priceWas', { price: formatMoney(row.priceBefore, locale) })}
            </span>
          ) : null}
        </p>
        {!row.available && row.quote ? (
          // The offer ran out before it was paid: the conversation it came from is where a new one is asked for.
          <p className="mt-1 text-sm font-medium text-rose-700 dark:text-rose-300" data-testid="quote-expired">
            {t('quote.expired')}{' '}
            <Link to={`/home/messages/${row.quote.conversationId}`} className="underline hover:text-accent">
              {t('quote.askNew')}
            </Link>
          </p>
        ) : null}
        {!row.available && !row.quote ? <p className="mt-1 text-sm font-medium text-rose-700 dark:text-rose-300">{t('unavailable')}</p> : null}
        {row.available && row.onRequest ? (
          <p className="mt-1 text-sm font-medium text-amber-700 dark:text-amber-300" data-testid="price-on-request">
            {t('priceOnRequest')}{' '}
            <AskButton query={{ service: row.serviceId, topic: 'price' }} className="underline hover:text-accent">
              {t('askPrice')}
            </AskButton>
          </p>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        {row.available && row.countable ? <QuantityControl row={row} /> : null}
        <p className="min-w-28 text-right font-semibold tabular-nums" data-testid="line-total">
          {row.available ? formatMoney(row.price * row.quantity, locale) : '—'}
        </p>
        <button
          type="button"
          className="icon-btn"
          onClick={remove}
          aria-label={t('remove', { name: row.title })}
          title={t('removeShort')}
          data-testid="remove-item"
        >
          <Icon name="lucide:trash-2" size={18} />
        </button>
      </div>
    </li>
  );
}

const PROVIDER_NAMES: Record<PaymentProvider, string> = { payme: 'Payme', click: 'Click' };

/**
 * /basket: the services chosen, their quantities and today's prices (a changed price is shown,
 * and the order is refused with 409 when the total moved since the page showed it; an item bought
 * by a specialist's offer is one, at the offer's price, until the offer runs out), the payment
 * provider, and checkout. A guest's basket is read from the browser; checkout asks them to sign
 * in and brings them back here with the basket merged into the account.
 */
export default function BasketPage() {
  const data = usePageData('basket');
  const t = useT('basket');
  const { locale } = useAppState();
  const viewer = useViewer();
  const snapshot = useBasket();
  const basketHref = useHref('/basket');
  const [search] = useSearchParams();
  // A choice made before signing in comes back in the query (provider-choice.ts).
  const [provider, setProvider] = useState<PaymentProvider>(() => initialProvider(search.get(PROVIDER_QUERY), data.providers));
  const [shareContact, setShareContact] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Prices are read again from the server whenever the page opens.
  useEffect(() => {
    void refreshBasket();
  }, []);

  const guestLines = snapshot.mode === 'guest' ? snapshot.lines : null;
  const guest = useGuestRows(guestLines);
  const account = snapshot.mode === 'account' ? snapshot.account : snapshot.mode === null ? data.account : null;
  const rows: Row[] | null = useMemo(() => {
    if (account) return accountRows(account, snapshot.mode === 'account' ? snapshot.lines : null);
    return guest.rows;
  }, [account, snapshot.mode, snapshot.lines, guest.rows]);

  const available = rows?.filter((row) => row.available) ?? [];
  const total = available.reduce((sum, row) => sum + row.price * row.quantity, 0);
  const units = available.reduce((sum, row) => sum + row.quantity, 0);
  const priceChanged = rows?.some((row) => row.priceBefore !== null) ?? false;

  const checkout = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await api.placeOrder({}, { provider, expectedTotal: total, shareContact }, { lang: locale, idempotencyKey: crypto.randomUUID() });
    if (outcome.ok) {
      basketOrdered();
      reachGoal('checkout_started', { order_price: outcome.value.amount / 100, currency: 'UZS', provider });
      if (outcome.value.checkoutUrl) window.location.assign(outcome.value.checkoutUrl);
      return;
    }
    setBusy(false);
    if (outcome.status === 409 && outcome.error?.code === 'price_changed') {
      await refreshBasket();
      setProblem(t('checkout.priceChanged'));
    } else if (outcome.status === 0) setProblem(t('checkout.offline'));
    else setProblem(outcome.error?.message ?? t('checkout.failed'));
  };

  return (
    <div className="container-page py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
        {t('heading')}
      </h1>
      {rows === null ? (
        guest.failed ? (
          <p role="alert" className="mt-6 text-sm text-rose-700 dark:text-rose-300">
            {t('loadFailed')}
          </p>
        ) : (
          <div className="mt-6 space-y-3" role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        )
      ) : rows.length === 0 ? (
        <div className="mt-6" data-testid="basket-empty">
          <EmptyState
            icon="lucide:shopping-cart"
            title={t('empty.title')}
            text={t('empty.text')}
            action={
              <Link to="/services" className="btn btn-primary">
                {t('empty.action')}
              </Link>
            }
          />
        </div>
      ) : (
        <div className="mt-6 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="basket-items-heading">
            <h2 id="basket-items-heading" className="sr-only">
              {t('items')}
            </h2>
            {priceChanged ? (
              <p
                className="mb-2 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-200"
                data-testid="prices-changed"
              >
                <Icon name="lucide:triangle-alert" size={18} className="mt-0.5 shrink-0" />
                {t('pricesChanged')}
              </p>
            ) : null}
            <ul className="divide-y divide-line border-y border-line">
              {rows.map((row, place) => (
                <BasketRow key={row.serviceId} row={row} place={place} />
              ))}
            </ul>
          </section>
          <aside className="card p-5 lg:sticky lg:top-20" aria-labelledby="basket-summary-heading">
            <h2 id="basket-summary-heading" className="text-lg font-semibold">
              {t('summary')}
            </h2>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted">{t('units')}</dt>
                <dd className="tabular-nums">{units}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
                <dt className="font-semibold">{t('total')}</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid="basket-total">
                  {formatMoney(total, locale)}
                </dd>
              </div>
            </dl>
            <fieldset className="mt-5">
              <legend className="text-sm font-medium">{t('provider')}</legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {data.providers.map((name) => (
                  <label
                    key={name}
                    className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2.5 text-sm font-semibold has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
                  >
                    <input
                      type="radio"
                      name="provider"
                      value={name}
                      checked={provider === name}
                      onChange={() => setProvider(name)}
                      className="accent-[var(--accent)]"
                      data-testid={`provider-${name}`}
                    />
                    {PROVIDER_NAMES[name]}
                  </label>
                ))}
              </div>
            </fieldset>
            {problem ? (
              <p role="alert" className="mt-4 text-sm font-medium text-rose-700 dark:text-rose-300" data-testid="checkout-problem">
                {problem}
              </p>
            ) : null}
            {viewer ? (
              <Checkbox
                className="mt-4"
                label={t('shareContact')}
                hint={t('shareContactNote')}
                checked={shareContact}
                onChange={(event) => setShareContact(event.target.checked)}
                data-testid="share-contact"
              />
            ) : null}
            {viewer ? (
              <Button
                className="mt-5 w-full"
                onClick={() => void checkout()}
                loading={busy}
                disabled={busy || units === 0 || snapshot.mode !== 'account'}
                data-testid="checkout"
              >
                <Icon name="lucide:credit-card" size={18} />
                {t('checkout.button', { total: formatMoney(total, locale) })}
              </Button>
            ) : (
              <>
                <a
                  href={`/auth/sign-in?returnTo=${encodeURIComponent(basketReturnPath(basketHref, provider))}`}
                  className="btn btn-primary mt-5 w-full"
                  data-testid="checkout-sign-in"
                >
                  <Icon name="lucide:log-in" size={18} />
                  {t('checkout.signIn')}
                </a>
                <p className="mt-2 text-xs text-muted">{t('checkout.signInNote')}</p>
              </>
            )}
            <p className="mt-3 text-xs text-muted">{t('checkout.note')}</p>
          </aside>
        </div>
      )}
    </div>
  );
}
