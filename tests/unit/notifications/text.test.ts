import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NOTIFICATION_KINDS, type NotificationData, type NotificationKind } from '../../../shared/api/notifications/contract.js';
import { createTranslator, type Resources } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { NOTIFICATION_KIND_LIST } from '../../../shared/notifications/kinds.js';
import { notificationText } from '../../../shared/notifications/text.js';

function bundle(locale: Locale): Record<string, unknown> {
  return JSON.parse(readFileSync(path.resolve('locales', locale, 'notifications.json'), 'utf8'));
}

/** The page's translator with only this namespace, as the Telegram worker would hold it. */
function translatorFor(locale: Locale) {
  const resources: Resources = { [locale]: { notifications: bundle(locale) } };
  return createTranslator(locale, resources).t;
}

/** Every value a kind is stored with (as notify_user's callers write them). */
const FULL: Record<NotificationKind, NotificationData> = {
  message: { conversationId: 3, from: 'Aziz Karimov', excerpt: 'Hujjatlarni yubordim, koʻrib chiqing' },
  quote_sent: { conversationId: 3, quoteId: 5, from: 'Dilnoza Rahimova', title: 'Daʼvo arizasi', price: 150_000_000 },
  quote_accepted: { conversationId: 3, quoteId: 5, from: 'Aziz Karimov', title: 'Daʼvo arizasi', price: 150_000_000 },
  quote_declined: { conversationId: 3, quoteId: 5, from: 'Aziz Karimov', title: 'Daʼvo arizasi', price: 150_000_000 },
  quote_expiring: { conversationId: 3, quoteId: 5, title: 'Daʼvo arizasi', price: 150_000_000 },
  order_paid: { orderId: 1, number: 'HQ-000001' },
  order_started: { orderId: 1, number: 'HQ-000001' },
  order_done: { orderId: 1, number: 'HQ-000001' },
  order_completed: { orderId: 1, number: 'HQ-000001' },
  order_disputed: { orderId: 1, number: 'HQ-000001' },
  review_written: { reviewId: 9, stars: 4, from: 'Aziz Karimov' },
  review_answered: { reviewId: 9, from: 'Dilnoza Rahimova' },
  review_hidden: { reviewId: 9, note: 'Haqoratli soʻzlar' },
  claim_duty_changed: { claimId: 2, title: 'Qarzni undirish toʻgʻrisida', before: 41_200_000, after: 50_000_000 },
  application_submitted: {},
  application_approved: {},
  application_returned: { reason: 'Litsenziya skanini aniqroq yuklang' },
  application_rejected: { reason: 'Litsenziya raqami reyestrda topilmadi' },
  firm_approved: { firm: 'Adolat advokatlik byurosi' },
  firm_returned: { firm: 'Adolat advokatlik byurosi', reason: 'STIR notoʻgʻri' },
  firm_rejected: { firm: 'Adolat advokatlik byurosi', reason: 'Litsenziya topilmadi' },
  firm_invited: { firm: 'Adolat advokatlik byurosi' },
  firm_joined: { from: 'Aziz Karimov' },
};

/** A raw key ("notifications:…") or a "{{placeholder}}" left in a text means a key or value is missing. */
function expectWritten(text: { title: string; body: string }) {
  for (const part of [text.title, text.body]) {
    expect(part.trim()).not.toBe('');
    expect(part).not.toMatch(/notifications:|\{\{|\}\}|undefined|NaN/);
  }
}

describe('a notification’s text', () => {
  test('the contract’s kinds are the ones written here, and the browser’s list is the contract’s, in its order', () => {
    expect(Object.keys(FULL).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(NOTIFICATION_KIND_LIST).toEqual(NOTIFICATION_KINDS);
  });

  test.each(LOCALES.flatMap((locale) => NOTIFICATION_KINDS.map((kind) => [locale, kind] as const)))('%s: %s with all its values', (locale, kind) => {
    const text = notificationText({ kind, data: FULL[kind] }, translatorFor(locale));
    expectWritten(text);
  });

  test.each(LOCALES.flatMap((locale) => NOTIFICATION_KINDS.map((kind) => [locale, kind] as const)))('%s: %s with none of its values', (locale, kind) => {
    const text = notificationText({ kind, data: {} }, translatorFor(locale));
    expectWritten(text);
  });

  test.each(LOCALES)('%s: names, numbers, services and excerpts appear as given', (locale) => {
    const t = translatorFor(locale);
    const message = notificationText({ kind: 'message', data: FULL.message }, t);
    expect(message.title).toContain('Aziz Karimov');
    expect(message.body).toBe('Hujjatlarni yubordim, koʻrib chiqing');
    expect(notificationText({ kind: 'order_paid', data: FULL.order_paid }, t).title).toContain('HQ-000001');
    expect(notificationText({ kind: 'quote_sent', data: FULL.quote_sent }, t).body).toContain('Daʼvo arizasi');
    expect(notificationText({ kind: 'review_written', data: FULL.review_written }, t).title).toContain('4');
  });

  test('the price is in so’m with the grouping of the text’s language', () => {
    const data = FULL.quote_sent;
    expect(notificationText({ kind: 'quote_sent', data }, translatorFor('uz')).body).toBe('Daʼvo arizasi: 1 500 000 soʻm');
    expect(notificationText({ kind: 'quote_sent', data }, translatorFor('ru')).body).toBe('Daʼvo arizasi: 1 500 000 сум');
    expect(notificationText({ kind: 'quote_sent', data }, translatorFor('en')).body).toBe('Daʼvo arizasi: 1,500,000 UZS');
    expect(notificationText({ kind: 'quote_expiring', data }, translatorFor('en')).body).toBe(
      'Daʼvo arizasi: 1,500,000 UZS. After tomorrow it can no longer be bought.',
    );
    expect(notificationText({ kind: 'quote_accepted', data: { price: 5_000_050 } }, translatorFor('en')).body).toBe('Price: 50,000.50 UZS');
  });

  test('a claim’s duty estimate names the claim and both amounts; without them it still says what happened', () => {
    const data = FULL.claim_duty_changed;
    expect(notificationText({ kind: 'claim_duty_changed', data }, translatorFor('en'))).toEqual({
      title: 'State duty estimate changed: “Qarzni undirish toʻgʻrisida”',
      body: 'The base calculation amount has changed: the state duty is now 500,000 UZS instead of 412,000 UZS. Check it before you file.',
    });
    expect(notificationText({ kind: 'claim_duty_changed', data }, translatorFor('ru')).body).toContain('теперь 500 000 сум вместо 412 000 сум');
    expect(notificationText({ kind: 'claim_duty_changed', data }, translatorFor('uz')).body).toContain('endi 412 000 soʻm emas, 500 000 soʻm');
    expect(notificationText({ kind: 'claim_duty_changed', data: { claimId: 2, before: 41_200_000 } }, translatorFor('en')).body).toMatch(
      /^The base calculation amount has changed, so/,
    );
  });

  test('stars take the plural of the language', () => {
    const ru = translatorFor('ru');
    expect(notificationText({ kind: 'review_written', data: { stars: 1 } }, ru).title).toBe('Новый отзыв: 1 звезда из 5');
    expect(notificationText({ kind: 'review_written', data: { stars: 3 } }, ru).title).toBe('Новый отзыв: 3 звезды из 5');
    expect(notificationText({ kind: 'review_written', data: { stars: 5 } }, ru).title).toBe('Новый отзыв: 5 звёзд из 5');
    expect(notificationText({ kind: 'review_written', data: { stars: 1 } }, translatorFor('en')).title).toBe('New review: 1 star out of 5');
  });

  test('values of the wrong shape are left out, never shown raw', () => {
    const odd = { from: 42, number: ['x'], price: 1.5, stars: 9, excerpt: '   ', title: '' } as unknown as NotificationData;
    for (const kind of NOTIFICATION_KINDS) expectWritten(notificationText({ kind, data: odd }, translatorFor('en')));
    expect(notificationText({ kind: 'message', data: odd }, translatorFor('en'))).toEqual({ title: 'New message', body: 'Sent a file.' });
  });

  test('a long excerpt is cut with an ellipsis, whitespace folded', () => {
    const long = `${'a'.repeat(100)}\n\n${'b'.repeat(200)}`;
    const { body } = notificationText({ kind: 'message', data: { excerpt: long } }, translatorFor('en'));
    expect(Array.from(body).length).toBe(160);
    expect(body.endsWith('…')).toBe(true);
    expect(body).not.toContain('\n');
  });

  test('a kind this build does not know still reads', () => {
    const text = notificationText({ kind: 'something_new' as NotificationKind, data: {} }, translatorFor('uz'));
    expect(text).toEqual({ title: 'Yangi bildirishnoma', body: 'Nima boʻlganini koʻrish uchun oching.' });
  });

  test('a translator fixed to the namespace works too (keys carry it)', () => {
    const fixed = createTranslator('ru', { ru: { notifications: bundle('ru') } }).getFixedT('ru', 'notifications');
    expect(notificationText({ kind: 'order_done', data: FULL.order_done }, fixed).title).toBe('Заказ HQ-000001 выполнен');
  });
});
