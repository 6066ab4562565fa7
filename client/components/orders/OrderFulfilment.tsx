import { useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { OwnOrder } from '../../../shared/api/orders/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { DISPUTE_TEXT_MAX, DISPUTE_TEXT_MIN, type Fulfilment } from '../../../shared/payments/fulfilment.js';
import type { BadgeColor } from '../../../shared/theme.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { toasts } from '../../platform/toasts/store.js';
import { Textarea } from '../directory/Textarea.js';
import { Badge } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';

const COLOR: Record<Fulfilment, BadgeColor> = { waiting: 'gold', in_progress: 'marineBlue', done: 'green', completed: 'gray' };

/**
 * A paid order's work, as the client sees it: the specialist's state, and once done, confirming
 * it or disputing it (a short form; the support ticket it opens is named and linked).
 */
export function OrderFulfilment({ order }: { order: OwnOrder }) {
  const t = useT('basket');
  const { locale } = useAppState();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<'confirm' | 'dispute' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [disputing, setDisputing] = useState(false);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const { fulfilment } = order;
  const state = fulfilment.state;
  const disputed = fulfilment.disputedAt !== null;
  const canDispute = state === 'done' && fulfilment.disputeUntil !== null;

  const note =
    state === 'in_progress' && fulfilment.startedAt
      ? t('fulfilment.note.in_progress', { date: formatDate(fulfilment.startedAt, locale) })
      : state === 'done' && disputed && fulfilment.disputedAt
        ? t('fulfilment.note.disputed', { date: formatDate(fulfilment.disputedAt, locale) })
        : state === 'done' && fulfilment.doneAt && fulfilment.disputeUntil
          ? t('fulfilment.note.done', { date: formatDate(fulfilment.doneAt, locale), until: formatDate(fulfilment.disputeUntil, locale, { time: true }) })
          : t(`fulfilment.note.${state === 'done' ? 'completed' : state}`);

  const confirm = async () => {
    setBusy('confirm');
    setProblem(null);
    const outcome = await api.confirmOrder({ id: order.id }, { lang: locale });
    if (!outcome.ok) setProblem(outcome.status === 0 ? t('checkout.offline') : (outcome.error?.message ?? t('fulfilment.confirmFailed')));
    await revalidator.revalidate();
    setBusy(null);
  };

  const dispute = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim().length < DISPUTE_TEXT_MIN) {
      setTextError(t('fulfilment.disputeTooShort', { min: DISPUTE_TEXT_MIN }));
      return;
    }
    setTextError(null);
    setBusy('dispute');
    setProblem(null);
    const outcome = await api.disputeOrder({ id: order.id }, { text: text.trim() }, { lang: locale });
    if (outcome.ok) {
      setDisputing(false);
      setText('');
      toasts.add({ id: 'order-disputed', type: 'success', text: t('fulfilment.ticket', { id: outcome.value.ticketId }) });
    } else setProblem(outcome.status === 0 ? t('checkout.offline') : (outcome.error?.message ?? t('fulfilment.disputeFailed')));
    await revalidator.revalidate();
    setBusy(null);
  };

  return (
    <section aria-labelledby="order-fulfilment-heading" className="card mt-6 p-5" data-testid="order-fulfilment" data-state={state}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="order-fulfilment-heading" className="text-lg font-semibold">
          {t('fulfilment.heading')}
        </h2>
        <Badge color={COLOR[state]}>{t(`fulfilment.state.${state}`)}</Badge>
      </div>
      <p className="mt-2 text-sm" data-testid="order-fulfilment-note">
        {note}
      </p>
      {fulfilment.disputeTicketId !== null ? (
        <p className="mt-2 text-sm">
          <Link to="/support" className="font-medium text-accent-strong hover:underline" data-testid="dispute-ticket">
            {t('fulfilment.ticket', { id: fulfilment.disputeTicketId })}
          </Link>
        </p>
      ) : null}
      {state === 'done' && !disputing ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => void confirm()} loading={busy === 'confirm'} disabled={busy !== null} data-testid="confirm-order">
            {t('fulfilment.confirm')}
          </Button>
          {canDispute ? (
            <Button variant="outline" onClick={() => setDisputing(true)} disabled={busy !== null} data-testid="dispute-order">
              {t('fulfilment.dispute')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {disputing && canDispute ? (
        <form className="mt-4 space-y-3" onSubmit={(event) => void dispute(event)} noValidate data-testid="dispute-form">
          <Textarea
            label={t('fulfilment.disputeText')}
            hint={t('fulfilment.disputeHint', { min: DISPUTE_TEXT_MIN, max: DISPUTE_TEXT_MAX })}
            {...(textError ? { error: textError } : {})}
            value={text}
            maxLength={DISPUTE_TEXT_MAX}
            onChange={(event) => setText(event.target.value)}
            required
            name="text"
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={busy === 'dispute'} disabled={busy !== null} data-testid="dispute-send">
              {t('fulfilment.disputeSend')}
            </Button>
            <Button variant="ghost" onClick={() => setDisputing(false)} disabled={busy !== null}>
              {t('fulfilment.disputeCancel')}
            </Button>
          </div>
        </form>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-medium text-rose-700 dark:text-rose-300">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
