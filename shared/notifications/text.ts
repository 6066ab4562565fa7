/**
 * A notification's words (issue 31): its title and body, written from its kind and the values it
 * was stored with (`notify_user`, shared/api/notifications/contract.ts) in the reader's language.
 * The site's bell and /home/notifications render it, and the Telegram worker renders the same
 * function in the person's language, so a notification reads alike in both places.
 *
 * The texts are the `notifications` namespace (locales/{uz,ru,en}/notifications.json); keys are
 * written with the namespace, so any translator of ours works (the page's, or one fixed to a
 * language). Prices are formatted in so'm in the language the translator speaks: that language is
 * the namespace's own `language` key, so the amount's grouping always matches the words around it.
 *
 * The values come from the database as JSON: any of them may be missing (an old row, a name a
 * person removed), and each text has a form without it rather than an empty "{{from}}".
 */
import type { NotificationData, NotificationKind } from '../api/notifications/contract';
import { formatMoney } from '../format/money';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../locales';

export type NotificationTranslate = (key: string, values?: Record<string, unknown>) => string;

export interface NotificationText {
  title: string;
  body: string;
}

/** How long an excerpt of a message may be in a notification (the stored one is already short). */
export const EXCERPT_MAX = 160;

const NS = 'notifications';

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? undefined : trimmed;
}

function excerptOf(value: unknown): string | undefined {
  const whole = text(value);
  if (whole === undefined) return undefined;
  const chars = Array.from(whole);
  return chars.length <= EXCERPT_MAX
    ? whole
    : `${chars
        .slice(0, EXCERPT_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

function languageOf(t: NotificationTranslate): Locale {
  const language = t(`${NS}:language`);
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The title and body of one notification in the language of `t`. */
export function notificationText(notification: { kind: NotificationKind; data: NotificationData }, t: NotificationTranslate): NotificationText {
  const data: Partial<NotificationData> = notification.data ?? {};
  const from = text(data.from);
  const number = text(data.number);
  const title = text(data.title);
  const money = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? formatMoney(value, languageOf(t)) : undefined);
  const price = money(data.price);
  const stars = typeof data.stars === 'number' && Number.isInteger(data.stars) && data.stars >= 1 && data.stars <= 5 ? data.stars : undefined;

  const key = (path: string, values?: Record<string, unknown>) => t(`${NS}:${path}`, values);
  /** The quote's service and price ("Divorce claim: 1 500 000 soʻm"), either alone, or the kind's own words without them. */
  const line =
    title !== undefined && price !== undefined
      ? key('quote.line', { title, price })
      : (title ?? (price !== undefined ? key('quote.price', { price }) : undefined));
  const quoteLine = (fallback: string) => line ?? key(fallback);
  const order = (kind: string): NotificationText => ({
    title: number !== undefined ? key(`${kind}.title`, { number }) : key(`${kind}.titleNoNumber`),
    body: key(`${kind}.body`),
  });

  switch (notification.kind) {
    case 'message': {
      const excerpt = excerptOf(data.excerpt);
      return {
        title: from !== undefined ? key('message.title', { from }) : key('message.titleNoName'),
        body: excerpt ?? key('message.noText'),
      };
    }
    case 'quote_sent':
      return { title: from !== undefined ? key('quote_sent.title', { from }) : key('quote_sent.titleNoName'), body: quoteLine('quote_sent.body') };
    case 'quote_accepted':
      return {
        title: from !== undefined ? key('quote_accepted.title', { from }) : key('quote_accepted.titleNoName'),
        body: quoteLine('quote_accepted.body'),
      };
    case 'quote_declined':
      return {
        title: from !== undefined ? key('quote_declined.title', { from }) : key('quote_declined.titleNoName'),
        body: quoteLine('quote_declined.body'),
      };
    case 'quote_expiring':
      return { title: key('quote_expiring.title'), body: line !== undefined ? key('quote_expiring.body', { line }) : key('quote_expiring.bodyNoQuote') };
    case 'order_paid':
    case 'order_started':
    case 'order_done':
    case 'order_completed':
    case 'order_disputed':
      return order(notification.kind);
    case 'review_written':
      return {
        title: stars !== undefined ? key('review_written.title', { count: stars, stars }) : key('review_written.titleNoStars'),
        body: from !== undefined ? key('review_written.body', { from }) : key('review_written.bodyNoName'),
      };
    case 'review_answered':
      return {
        title: from !== undefined ? key('review_answered.title', { from }) : key('review_answered.titleNoName'),
        body: key('review_answered.body'),
      };
    case 'review_hidden': {
      const note = excerptOf(data.note);
      return { title: key('review_hidden.title'), body: note !== undefined ? key('review_hidden.body', { note }) : key('review_hidden.bodyNoNote') };
    }
    case 'claim_duty_changed': {
      const before = money(data.before);
      const after = money(data.after);
      return {
        title: title !== undefined ? key('claim_duty_changed.titleNamed', { title }) : key('claim_duty_changed.title'),
        body: before !== undefined && after !== undefined ? key('claim_duty_changed.bodyAmounts', { before, after }) : key('claim_duty_changed.body'),
      };
    }
    case 'application_submitted':
      return { title: key('application_submitted.title'), body: key('application_submitted.body') };
    case 'application_approved':
      return { title: key('application_approved.title'), body: key('application_approved.body') };
    case 'application_returned':
    case 'application_rejected': {
      const reason = excerptOf(data.reason);
      const kind = notification.kind;
      return { title: key(`${kind}.title`), body: reason !== undefined ? key(`${kind}.body`, { reason }) : key(`${kind}.bodyNoReason`) };
    }
    case 'firm_approved':
    case 'firm_returned':
    case 'firm_rejected':
    case 'firm_invited': {
      const firm = excerptOf(data.firm);
      const reason = excerptOf(data.reason);
      const kind = notification.kind;
      return {
        title: firm !== undefined ? key(`${kind}.title`, { firm }) : key(`${kind}.titleNoName`),
        body: reason !== undefined ? key(`${kind}.bodyReason`, { reason }) : key(`${kind}.body`),
      };
    }
    case 'firm_joined':
      return { title: from !== undefined ? key('firm_joined.title', { from }) : key('firm_joined.titleNoName'), body: key('firm_joined.body') };
    default: {
      // A kind this build does not know (a newer replica wrote it): still a readable line.
      return { title: key('unknown.title'), body: key('unknown.body') };
    }
  }
}
