/**
 * Reviews as a browser receives them (issue 12): a client's review of a done order on the
 * specialist's profile and on the service's page with the stars, the author as "Dilnoza Y.", the
 * "verified client" badge and month in each language, the text in its own language, the
 * specialist's answer set apart, the rating's count and histogram and the schema.org rating; the
 * empty state; the order page's "Leave a review" and the written review with "Edit"; the reader's
 * actions. Reviews are inserted with SQL, as the write API is tested in tests/integration/api.
 */
import type { OwnOrder } from '../../../shared/api/orders/contract';
import type { Locale } from '../../../shared/locales';
import { formatHtmlErrors, htmlErrors, javaAvailable } from '../../support/vnu';
import { engineName, signedInVisitor, useSeededApi, type SignedInVisitor } from '../api/support';

jest.setTimeout(120_000);

const api = useSeededApi();
let client: SignedInVisitor;
let specialist: SignedInVisitor;
let reader: SignedInVisitor;
let serviceId: number;
let serviceTitle: string;
let nickname: string;

const VERIFIED: Record<Locale, string> = { uz: 'Tekshirilgan mijoz', ru: 'Проверенный клиент', en: 'Verified client' };
const TEXT = 'Shartnomani bir kunda tayyorlab berdi, har bir bandini tushuntirdi.';
const prefix = (lang: Locale) => (lang === 'uz' ? '' : `/${lang}`);

beforeAll(async () => {
  client = await signedInVisitor(api.app, 0);
  specialist = await signedInVisitor(api.app, 1);
  reader = await signedInVisitor(api.app, 2);
  const { rows } = await api.db.query<{ id: number; title: string; specialist_id: number; nickname: string }>(
    "SELECT s.id, l10n_text(s.title, 'en') AS title, s.specialist_id, p.nickname FROM services s JOIN specialists p ON p.id = s.specialist_id WHERE s.published AND s.price > 0 ORDER BY s.id LIMIT 1",
  );
  serviceId = Number(rows[0]!.id);
  serviceTitle = rows[0]!.title;
  nickname = rows[0]!.nickname;
  const { rows: users } = await api.db.query<{ id: number }>("SELECT id FROM users WHERE pinfl = '30512901234561'");
  await api.db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [rows[0]!.specialist_id, users[0]!.id]);
});

/** A paid order of the service whose work the specialist marked done. */
async function doneOrder(): Promise<OwnOrder> {
  await client.post('/api/v1/me/basket/items', { serviceId }).expect(200);
  const order = (await client.post('/api/v1/me/orders', { provider: 'payme', shareContact: false }).expect(201)).body as OwnOrder;
  await api.db.query("UPDATE orders SET status = 'paid', paid_at = now() WHERE id = $1", [order.id]);
  await specialist.post(`/api/v1/me/sales/${order.id}/status`, { fulfilment: 'in_progress' }).expect(200);
  await specialist.post(`/api/v1/me/sales/${order.id}/status`, { fulfilment: 'done' }).expect(200);
  return order;
}

/** The client's review of the order's item, written `monthsAgo` months ago (SQL, as a seed would). */
async function insertReview(order: OwnOrder, fields: { stars: number; text: string; lang: Locale; createdAt?: string; answer?: string }): Promise<number> {
  const { rows } = await api.db.query<{ id: number }>(
    `INSERT INTO reviews (order_item_id, order_id, author_user_id, service_id, specialist_id, stars, body, lang, created_at, updated_at, answer, answer_lang, answered_at)
     SELECT i.id, o.id, o.user_id, s.id, s.specialist_id, $2, $3, $4, coalesce($5::timestamptz, now()), coalesce($5::timestamptz, now()),
            $6::text, CASE WHEN $6::text IS NULL THEN NULL ELSE 'ru' END, CASE WHEN $6::text IS NULL THEN NULL ELSE now() END
       FROM order_items i JOIN orders o ON o.id = i.order_id JOIN services s ON s.id = i.service_id
      WHERE o.id = $1
      RETURNING id`,
    [order.id, fields.stars, fields.text, fields.lang, fields.createdAt ?? null, fields.answer ?? null],
  );
  return Number(rows[0]!.id);
}

/** The reviews section of a page, as rendered (it holds no other section). */
function reviewsSection(html: string): string {
  const start = html.indexOf('data-testid="reviews"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

/** The text a visitor reads: no markup, no scripts, entities decoded, spaces collapsed (as catalogue-fixture.ts). */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The schema.org objects in the page's ld+json scripts. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const value: unknown = JSON.parse(m[1] ?? 'null');
    return (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
  });
}

describe(`reviews on the pages (${engineName})`, () => {
  let reviewId: number;
  let order: OwnOrder;

  beforeAll(async () => {
    order = await doneOrder();
    reviewId = await insertReview(order, { stars: 5, text: TEXT, lang: 'uz', createdAt: '2026-11-10T09:00:00Z', answer: 'Спасибо за доверие!' });
  });

  test.each(['uz', 'ru', 'en'] as const)(
    '%s: the profile shows the review with its stars, author, badge and month, the text in Uzbek, the service and the answer',
    async (lang) => {
      const res = await reader.get(`${prefix(lang)}/${nickname}`).expect(200);
      const section = reviewsSection(res.text);
      const text = visibleText(section);
      expect(text).toContain(VERIFIED[lang]);
      expect(text).toContain({ uz: '2026-yil noyabr', ru: 'ноябрь 2026', en: 'November 2026' }[lang]);
      expect(text).toMatch(/Dilnoza Y\./i);
      expect(section).toContain(`<p lang="uz"`);
      expect(text).toContain(TEXT);
      expect(text).toContain('Спасибо за доверие!');
      expect(section).toMatch(/data-testid="review-answer"[\s\S]*?lang="ru"/);
      expect(section).toContain(`data-review-id="${reviewId}"`);
      expect(section).toMatch(/data-testid="rating-histogram"/);
      expect(section).toMatch(/data-stars="5"[^>]*data-percent="\d+"/);
    },
  );

  test('the count reads in each language’s plural form, the average with the locale’s decimal mark', async () => {
    const { rows } = await api.db.query<{ rating_count: number; rating_average: number }>(
      'SELECT rating_count, rating_average FROM specialists WHERE nickname = $1',
      [nickname],
    );
    const count = Number(rows[0]!.rating_count);
    const average = Number(rows[0]!.rating_average);
    const ru = visibleText(reviewsSection((await reader.get(`/ru/${nickname}`).expect(200)).text));
    expect(ru).toContain(average.toFixed(1).replace('.', ','));
    const form =
      count % 10 === 1 && count % 100 !== 11 ? 'отзыв' : [2, 3, 4].includes(count % 10) && ![12, 13, 14].includes(count % 100) ? 'отзыва' : 'отзывов';
    expect(ru).toContain(`${count} ${form}`);
    const en = visibleText(reviewsSection((await reader.get(`/en/${nickname}`).expect(200)).text));
    expect(en).toContain(`${count} ${count === 1 ? 'review' : 'reviews'}`);
    expect(en).toContain(average.toFixed(1));
  });

  test('structured data: the specialist’s AggregateRating and the reviews name the person', async () => {
    const data = structuredData((await reader.get(`/en/${nickname}`).expect(200)).text);
    const aggregate = data.find((item) => item['@type'] === 'AggregateRating');
    expect(aggregate).toMatchObject({ bestRating: 5, worstRating: 1, itemReviewed: { '@type': 'Person', url: `https://huquq.test/en/${nickname}` } });
    expect(data.some((item) => item['@type'] === 'Review' && item.reviewBody === TEXT)).toBe(true);
  });

  test('the service’s page shows it too, and its Service carries the rating', async () => {
    const res = await reader.get(`/en/services/${serviceId}`).expect(200);
    expect(visibleText(reviewsSection(res.text))).toContain(TEXT);
    const service = structuredData(res.text).find((item) => item['@type'] === 'Service');
    expect(service).toMatchObject({ aggregateRating: { '@type': 'AggregateRating' } });
  });

  test('the page is the same for everyone; once it runs, each reader reads their actions from GET /reviews', async () => {
    const unanswered = await insertReview(await doneOrder(), { stars: 3, text: 'Ishni bajardi, lekin kechikib javob berdi.', lang: 'uz' });
    // The page's reviews are public (cached alike for all): no reader's actions in the HTML.
    expect(reviewsSection((await specialist.get(`/en/${nickname}`).expect(200)).text)).not.toContain('data-testid="review-answer-open"');
    type Viewed = { items: Array<{ id: number; viewer?: { canAnswer: boolean; canEdit: boolean; canReport: boolean } }> };
    const viewed = async (who: SignedInVisitor, id: number) =>
      ((await who.get(`/api/v1/reviews?specialist=${nickname}&pageSize=48&lang=en`).expect(200)).body as Viewed).items.find((item) => item.id === id)?.viewer;
    expect(await viewed(reader, unanswered)).toMatchObject({ canReport: true, canEdit: false, canAnswer: false });
    expect(await viewed(specialist, unanswered)).toMatchObject({ canAnswer: true });
    expect(await viewed(specialist, reviewId)).toMatchObject({ canAnswer: false });
    expect(await viewed(client, unanswered)).toMatchObject({ canEdit: true, canReport: false });
  });
});

describe(`the order page’s reviews (${engineName})`, () => {
  test('a done item offers “Leave a review”; once written, the review with “Edit” and until when', async () => {
    const order = await doneOrder();
    const before = (await client.get(`/en/home/orders/${order.id}`).expect(200)).text;
    expect(before).toContain('data-testid="order-reviews"');
    expect(before).toContain('data-testid="leave-review"');
    expect(visibleText(before)).toContain(serviceTitle);
    await insertReview(order, { stars: 4, text: 'Hammasi yaxshi, tez va sifatli bajarildi.', lang: 'uz' });
    const after = (await client.get(`/ru/home/orders/${order.id}`).expect(200)).text;
    expect(after).toContain('data-testid="own-review"');
    expect(after).toContain('data-testid="own-review-edit"');
    expect(visibleText(after)).toContain('Изменить его можно до');
    expect(after).not.toContain('data-testid="leave-review"');
  });

  test('an order still in progress has no review section', async () => {
    await client.post('/api/v1/me/basket/items', { serviceId }).expect(200);
    const order = (await client.post('/api/v1/me/orders', { provider: 'payme', shareContact: false }).expect(201)).body as OwnOrder;
    await api.db.query("UPDATE orders SET status = 'paid', paid_at = now() WHERE id = $1", [order.id]);
    const html = (await client.get(`/en/home/orders/${order.id}`).expect(200)).text;
    expect(html).not.toContain('data-testid="order-reviews"');
  });
});

describe(`no reviews (${engineName})`, () => {
  test('a specialist without reviews shows who may review, and no rating in the structured data', async () => {
    const { rows } = await api.db.query<{ nickname: string }>(
      'SELECT nickname FROM specialists s WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.specialist_id = s.id) ORDER BY id LIMIT 1',
    );
    const html = (await reader.get(`/ru/${rows[0]!.nickname}`).expect(200)).text;
    expect(html).toContain('data-testid="reviews-empty"');
    expect(visibleText(html)).toContain('Оставить отзыв могут только клиенты, оплатившие услугу.');
    expect(structuredData(html).some((item) => item['@type'] === 'AggregateRating')).toBe(false);
  });
});

/** The HTML check needs Java (as tests/integration/web/html-validity.test.ts; CI has it). */
const withJava = javaAvailable() || process.env.CI ? describe : describe.skip;

withJava(`valid HTML with reviews (${engineName})`, () => {
  test('the profile, the service and the order page with reviews are valid HTML', async () => {
    const order = await doneOrder();
    const open = await doneOrder();
    await insertReview(order, { stars: 2, text: 'Kutganimdan sekinroq bo‘ldi, lekin natija bor.', lang: 'uz' });
    const documents = [
      { name: `/en/${nickname} (specialist)`, html: (await specialist.get(`/en/${nickname}`).expect(200)).text },
      { name: `/ru/${nickname} (reader)`, html: (await reader.get(`/ru/${nickname}`).expect(200)).text },
      { name: `/services/${serviceId}`, html: (await reader.get(`/services/${serviceId}`).expect(200)).text },
      { name: `/en/home/orders/${order.id} (reviewed)`, html: (await client.get(`/en/home/orders/${order.id}`).expect(200)).text },
      { name: `/en/home/orders/${open.id} (to review)`, html: (await client.get(`/en/home/orders/${open.id}`).expect(200)).text },
    ];
    const control = { name: 'control', html: '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><p><div>x</div></p></body></html>' };
    const all = await htmlErrors([...documents, control]);
    expect(all.some((error) => error.document === control.name)).toBe(true);
    const errors = all.filter((error) => error.document !== control.name);
    if (errors.length) throw new Error(formatHtmlErrors(errors));
  }, 120_000);
});
