import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Quote, QuoteState } from '../../../shared/api/messages/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { formatMoney } from '../../../shared/format/money.js';
import { formatNumber } from '../../../shared/format/number.js';
import type { BadgeColor } from '../../../shared/theme.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { toasts } from '../../platform/toasts/store.js';
import { Icon } from '../Icon.js';
import { refreshBasket } from '../orders/store.js';
import { Badge } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';
import { ThreadForm } from './ThreadForm.js';

const STATE_COLOR: Readonly<Record<QuoteState, BadgeColor>> = { offered: 'primary', accepted: 'green', declined: 'gray', expired: 'error' };

export interface QuoteCardProps {
  quote: Quote;
  /** The reader is the client: an offered quote is theirs to accept or decline. */
  client: boolean;
  /** The answer came (with JavaScript): the quote as it is now. */
  onAnswered(quote: Quote): void;
  /** This quote's answer as posted without JavaScript and refused: the API's words. */
  refusal?: string | undefined;
}

/**
 * A quote in the conversation: the service, the work, the price in so'm, the days it takes, how
 * long it holds and its state. The client accepts it (it goes into their basket at that price, as
 * the card then says, with the basket's link) or declines it; each answer is a small form that
 * works without JavaScript. An expired or declined quote only says so.
 */
export function QuoteCard({ quote, client, onAnswered, refusal }: QuoteCardProps) {
  const t = useT('messages');
  const { locale } = useAppState();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? refusal ?? null;

  const answer = (to: 'accept' | 'decline') => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(to);
    setProblem(null);
    const outcome = await (to === 'accept' ? api.acceptQuote : api.declineQuote)({ id: quote.id }, { lang: locale });
    setBusy(null);
    if (!outcome.ok) {
      setProblem(outcome.status === 0 ? t('form.offline') : (outcome.error?.message ?? t('form.failed')));
      return;
    }
    onAnswered(outcome.value);
    if (to === 'accept') {
      void refreshBasket();
      toasts.add({ id: `quote-${quote.id}`, type: 'success', title: t('quote.acceptedTitle'), text: t('quote.acceptedText') });
    }
  };

  return (
    <section
      id={`q${quote.id}`}
      aria-label={t('quote.label', { title: quote.title })}
      className="mt-1 w-full scroll-mt-24 rounded-xl border border-line bg-surface p-3.5 text-ink shadow-sm sm:p-4"
      data-testid="quote"
      data-state={quote.state}
      data-quote={quote.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
          <Icon name="lucide:file-text" size={16} />
          {t('quote.kind')}
        </p>
        <span data-testid="quote-state">
          <Badge color={STATE_COLOR[quote.state]}>{t(`quote.state.${quote.state}`)}</Badge>
        </span>
      </div>
      <h4 className="mt-1.5 font-semibold [overflow-wrap:anywhere]">{quote.title}</h4>
      <p className="mt-1 whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{quote.description}</p>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-muted">{t('quote.price')}</dt>
          <dd className="whitespace-nowrap text-lg font-bold tabular-nums" data-testid="quote-price">
            {formatMoney(quote.price, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('quote.days')}</dt>
          <dd className="whitespace-nowrap font-medium leading-7">
            {t('quote.daysValue', { count: quote.days, formatted: formatNumber(quote.days, locale) })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('quote.validUntil')}</dt>
          <dd className="whitespace-nowrap font-medium leading-7">{formatDate(quote.validUntil, locale)}</dd>
        </div>
      </dl>

      {quote.state === 'offered' && client ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <ThreadForm conversationId={quote.conversationId} intent="accept" onSubmit={(event) => void answer('accept')(event)}>
            <input type="hidden" name="quoteId" value={quote.id} />
            <Button type="submit" size="sm" loading={busy === 'accept'} disabled={busy !== null} data-testid="quote-accept">
              <Icon name="lucide:shopping-cart" size={16} />
              {t('quote.accept')}
            </Button>
          </ThreadForm>
          <ThreadForm conversationId={quote.conversationId} intent="decline" onSubmit={(event) => void answer('decline')(event)}>
            <input type="hidden" name="quoteId" value={quote.id} />
            <Button type="submit" size="sm" variant="outline" loading={busy === 'decline'} disabled={busy !== null} data-testid="quote-decline">
              {t('quote.decline')}
            </Button>
          </ThreadForm>
        </div>
      ) : null}
      {quote.state === 'offered' && client ? <p className="mt-2 text-xs text-muted">{t('quote.acceptNote')}</p> : null}
      {quote.state === 'offered' && !client ? <p className="mt-3 text-sm text-muted">{t('quote.waiting')}</p> : null}
      {quote.state === 'accepted' ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="quote-note">
          <Icon name="lucide:circle-check" size={16} className="shrink-0 text-green-700 dark:text-green-300" />
          {quote.orderId !== null ? (
            client ? (
              <Link to={`/home/orders/${quote.orderId}`} className="font-medium text-accent-strong underline underline-offset-2">
                {t('quote.bought')}
              </Link>
            ) : (
              <Link to={`/home/sales/${quote.orderId}`} className="font-medium text-accent-strong underline underline-offset-2">
                {t('quote.sold')}
              </Link>
            )
          ) : client ? (
            <>
              <span>{t('quote.inBasket')}</span>
              <Link to="/basket" className="font-medium text-accent-strong underline underline-offset-2" data-testid="quote-basket">
                {t('quote.openBasket')}
              </Link>
            </>
          ) : (
            <span>{t('quote.acceptedBy')}</span>
          )}
        </p>
      ) : null}
      {quote.state === 'declined' || quote.state === 'expired' ? (
        <p className="mt-3 text-sm text-muted" data-testid="quote-note">
          {t(`quote.note.${quote.state}`)}
        </p>
      ) : null}
      {shown ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300" data-testid="quote-problem">
          {shown}
        </p>
      ) : null}
    </section>
  );
}
