/**
 * Issue 31 as the pages show it: the ways into a conversation and a quote's traces across the site.
 *
 * - The question's page /home/messages/new without JavaScript: a guest sees the form and is sent to
 *   sign in with the text kept in a cookie of that page, which shows it again; a signed-in post
 *   creates the conversation and answers 303 to it; a refused one (no text, one's own profile, a
 *   firm's specialist not chosen, the daily limit) is the page again with the text and the reason.
 * - The ask buttons: a profile's (none on one's own), a service's, a firm's panel's; "Ask for a
 *   price" instead of "Add to basket" for a "from" price, its page starting with the price line.
 * - A quote bought (seeded through the API as tests/integration/api/conversations.test.ts does):
 *   the basket shows it at the offer's price with its dates and no quantity, and an expired one
 *   says so with a link to its conversation; the paid order links the conversation with its seller
 *   and names the offer; the sale links the client's; the receipt names the offer; /home lists the
 *   conversations.
 */
import request from 'supertest';
import type { Conversation, Quote } from '../../../shared/api/messages/contract';
import type { OwnOrder } from '../../../shared/api/orders/contract';
import { csrfTokenFor } from '../../../server/security/csrf';
import { RETURNING, TEST_ORIGIN, cookiesOf } from '../../support/app';
import { formatHtmlErrors, htmlErrors, javaAvailable, type HtmlDocument } from '../../support/vnu';
import { engineName, signedInVisitor, useSeededApi, type SignedInVisitor } from '../api/support';

jest.setTimeout(240_000);

const seeded = useSeededApi({
  env: { PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb', PAYME_MERCHANT_KEY: 'TEST_KEY', PAYME_CHECKOUT_URL: 'https://test.paycom.uz' },
});
const PAYME_AUTH = `Basic ${Buffer.from('Paycom:TEST_KEY').toString('base64')}`;
/** The stand-in's demo citizens (server/auth/oneid-standin.ts): 0 asks, 1 is the specialist. */
const PINS = ['42306851234567', '30512901234561'] as const;

const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const textareaValue = (html: string, name: string) => decode(new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1] ?? '');
const visibleText = (html: string) => decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
/** The first tag carrying a test id, and an attribute of it. */
const tagOf = (html: string, testId: string) => new RegExp(`<[a-z]+ [^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? null;
const hrefOf = (tag: string | null) => (tag ? decode(/href="([^"]*)"/.exec(tag)?.[1] ?? '') : null);

let client: SignedInVisitor;
let specialist: SignedInVisitor;
let specialistId: number;
let nickname: string;
let fromService: { id: number; price: number; title: string };
/** The pages these tests looked at, for the Nu Html Checker at the end (one Java run). */
const checked: HtmlDocument[] = [];
const keep = (name: string, html: string) => checked.push({ name, html });

const page = (path: string, who?: SignedInVisitor) =>
  request(seeded.app)
    .get(path)
    .set('Cookie', who ? `${RETURNING}; act=${who.token}` : RETURNING);

/** The question's form posted as a browser without JavaScript posts it. */
function postForm(path: string, fields: Record<string, string>, who?: SignedInVisitor, cookie = '') {
  const cookies = [RETURNING, who ? `act=${who.token}` : '', cookie].filter(Boolean).join('; ');
  return request(seeded.app)
    .post(path)
    .set('Origin', TEST_ORIGIN)
    .set('Cookie', cookies)
    .type('form')
    .send(who ? { ...fields, _csrf: csrfTokenFor(who.token) } : fields);
}

async function userId(pin: string): Promise<number> {
  const { rows } = await seeded.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [pin]);
  return Number(rows[0]!.id);
}

beforeAll(async () => {
  client = await signedInVisitor(seeded.app, 0);
  specialist = await signedInVisitor(seeded.app, 1);
  const { rows } = await seeded.db.query<{ id: number; price: number; specialist_id: number; nickname: string }>(
    `SELECT sv.id, sv.price, sv.specialist_id, sp.nickname FROM services sv JOIN specialists sp ON sp.id = sv.specialist_id
      WHERE sv.published AND sv.price > 0 AND sv.price_kind = 'from' AND sv.ikpu_code IS NOT NULL ORDER BY sv.id LIMIT 1`,
  );
  const row = rows[0]!;
  specialistId = Number(row.specialist_id);
  nickname = row.nickname;
  const detail = (await request(seeded.app).get(`/api/v1/services/${row.id}?lang=en`).expect(200)).body as { title: string };
  fromService = { id: Number(row.id), price: Number(row.price), title: detail.title };
  // Citizen 1 runs that specialist's profile.
  await seeded.db.query('UPDATE specialists SET user_id = NULL WHERE user_id = $1', [await userId(PINS[1])]);
  await seeded.db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [specialistId, await userId(PINS[1])]);
});

describe(`the question's page without JavaScript (${engineName})`, () => {
  test('a guest sees the form, is sent to sign in with the text kept for that page, and finds it there', async () => {
    const path = `/en/home/messages/new?specialist=${nickname}`;
    const res = await page(path).expect(200);
    keep('the question’s page, a guest', res.text);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).toContain('data-testid="ask-form"');
    const form = tagOf(res.text, 'ask-form')!;
    expect(form).toContain('method="post"');
    expect(decode(/action="([^"]*)"/.exec(form)![1]!)).toBe(path);
    expect(visibleText(res.text)).toContain('Sign in and send');
    expect(res.text).not.toContain('name="_csrf"');

    const question = 'Assalomu alaykum! My employer has not paid me for three months — what can I do? “Quotes” & <tags> stay text.';
    const sent = await postForm(path, { message: question }).expect(303);
    expect(sent.headers.location).toBe(`/auth/sign-in?returnTo=${encodeURIComponent(path)}`);
    const draft = cookiesOf(sent).find((c) => c.startsWith('ask_draft='))!;
    expect(draft).toMatch(/Path=\/en\/home\/messages\/new/);
    expect(draft).toMatch(/HttpOnly/);
    // Nothing was asked yet.
    const { rows } = await seeded.db.query('SELECT 1 FROM conversation_messages WHERE body = $1', [question]);
    expect(rows).toEqual([]);

    // Back from signing in: the text waits in the form, and the page says whose it is.
    const back = await page(path, client)
      .set('Cookie', `${RETURNING}; act=${client.token}; ${draft.split(';')[0]}`)
      .expect(200);
    keep('the question’s page, kept text', back.text);
    expect(textareaValue(back.text, 'message')).toBe(question);
    expect(back.text).toContain('data-testid="ask-restored"');
    expect(visibleText(back.text)).toContain('Send');
    // Another target's page does not show it.
    const other = await page('/en/home/messages/new?specialist=dilnoza.yusupova')
      .set('Cookie', `${RETURNING}; ${draft.split(';')[0]}`)
      .expect(200);
    expect(textareaValue(other.text, 'message')).toBe('');
  });

  test('a guest’s question too long for a cookie is shown again with the reason, not lost', async () => {
    // Characters in no order do not deflate: 4 000 of them cannot wait in a cookie.
    let seed = 2463534242;
    const noise = Array.from({ length: 4000 }, () => {
      // xorshift32
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return String.fromCodePoint(0x4e00 + ((seed >>> 8) % 4096));
    }).join('');
    const res = await postForm(`/en/home/messages/new?specialist=${nickname}`, { message: noise }).expect(200);
    expect(cookiesOf(res).some((c) => c.startsWith('ask_draft='))).toBe(false);
    expect(textareaValue(res.text, 'message')).toBe(noise);
    expect(visibleText(res.text)).toContain('too long to keep while you sign in');
  });

  test('a signed-in post creates the conversation and answers 303 to it, the draft dropped', async () => {
    const question = 'Savolim bor: shartnomani bekor qilish mumkinmi?';
    const res = await postForm(`/ru/home/messages/new?specialist=${nickname}`, { message: `  ${question}  ` }, client).expect(303);
    const match = /^\/ru\/home\/messages\/(\d+)$/.exec(String(res.headers.location));
    expect(match).not.toBeNull();
    expect(cookiesOf(res).find((c) => c.startsWith('ask_draft='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const conversation = (await client.get(`/api/v1/me/conversations/${match![1]}`).expect(200)).body as Conversation;
    expect(conversation.counterpart).toMatchObject({ kind: 'specialist', specialistId, nickname });
    expect(conversation.service).toBeNull();
    expect(conversation.messages.map((m) => m.text)).toEqual([question]);
  });

  test('a refused post is the page again with the text and the reason in the visitor’s language', async () => {
    const path = `/en/home/messages/new?specialist=${nickname}`;
    const empty = await postForm(path, { message: '   ' }, client).expect(422);
    expect(visibleText(empty.text)).toContain('Write your question.');

    const long = 'я'.repeat(4001);
    const tooLong = await postForm(path, { message: long }, client).expect(422);
    expect(textareaValue(tooLong.text, 'message')).toBe(long);
    expect(visibleText(tooLong.text)).toContain('up to 4000 characters');

    // Blocked by the specialist: the API's 409 in Russian, the text kept.
    const asked = (await client.get('/api/v1/me/conversations?pageSize=48').expect(200)).body as { items: Conversation[] };
    const withThem = asked.items.find((item) => item.counterpart.kind === 'specialist' && item.counterpart.specialistId === specialistId)!;
    await specialist.post(`/api/v1/me/conversations/${withThem.id}/block`, { blocked: true }).expect(200);
    const blocked = await postForm(`/ru/home/messages/new?specialist=${nickname}`, { message: 'Ещё один вопрос' }, client).expect(409);
    expect(textareaValue(blocked.text, 'message')).toBe('Ещё один вопрос');
    expect(decode(/data-testid="ask-problem">([^<]*)</.exec(blocked.text)?.[1] ?? '')).toBe('Специалист не принимает от вас сообщения.');
    await specialist.post(`/api/v1/me/conversations/${withThem.id}/block`, { blocked: false }).expect(200);

    // The specialist on their own question page: no form, a word that it is theirs (the API would refuse it, 409).
    const own = await postForm(`/en/home/messages/new?specialist=${nickname}`, { message: 'A question to myself' }, specialist).expect(409);
    expect(own.text).toContain('data-testid="ask-own"');
    expect(own.text).not.toContain('data-testid="ask-form"');

    // Ten new conversations a day: the eleventh is refused with 429 and the text kept.
    const asker = await signedInVisitor(seeded.app, 2);
    const { rows } = await seeded.db.query<{ nickname: string; id: number }>(
      'SELECT nickname, id FROM specialists WHERE user_id IS NULL AND id <> $1 ORDER BY id LIMIT 11',
      [specialistId],
    );
    for (const row of rows.slice(0, 10)) await asker.post('/api/v1/me/conversations', { specialistId: Number(row.id), message: 'Savol' }).expect(201);
    const limited = await postForm(`/home/messages/new?specialist=${rows[10]!.nickname}`, { message: 'Oʻn birinchi savol' }, asker).expect(429);
    expect(textareaValue(limited.text, 'message')).toBe('Oʻn birinchi savol');
    expect(visibleText(limited.text)).toContain('10');
  });

  test('a firm’s question goes to the specialist the visitor chose; none chosen is refused with the text kept', async () => {
    const { rows } = await seeded.db.query<{ law_firm_id: number }>(
      'SELECT law_firm_id FROM specialists WHERE law_firm_id IS NOT NULL AND user_id IS NULL GROUP BY law_firm_id HAVING count(*) > 1 ORDER BY law_firm_id LIMIT 1',
    );
    const firm = Number(rows[0]!.law_firm_id);
    const path = `/en/home/messages/new?firm=${firm}`;
    const form = await page(path, client).expect(200);
    const choices = [...form.text.matchAll(/<input[^>]*name="specialist"[^>]*value="(\d+)"/g)].map((m) => Number(m[1]));
    expect(choices.length).toBeGreaterThan(1);

    const none = await postForm(path, { message: 'Whom should I ask about a lease?' }, client).expect(422);
    keep('a firm’s question refused', none.text);
    expect(visibleText(none.text)).toContain('Choose whom to ask.');
    expect(textareaValue(none.text, 'message')).toBe('Whom should I ask about a lease?');

    const res = await postForm(path, { message: 'Whom should I ask about a lease?', specialist: String(choices[1]) }, client).expect(303);
    const id = /\/home\/messages\/(\d+)$/.exec(String(res.headers.location))![1];
    const conversation = (await client.get(`/api/v1/me/conversations/${id}`).expect(200)).body as Conversation;
    expect(conversation.counterpart).toMatchObject({ kind: 'specialist', specialistId: choices[1] });
  });

  test('an address naming nobody shows where to find someone; an unknown one is 404', async () => {
    const res = await page('/en/home/messages/new').expect(200);
    keep('the question’s page naming nobody', res.text);
    expect(res.text).toContain('data-testid="page-heading"');
    expect(res.text).not.toContain('data-testid="ask-form"');
    await page('/en/home/messages/new?specialist=nobody.here').expect(404);
    await page('/en/home/messages/new?service=999999').expect(404);
    await page('/en/home/messages/new?firm=abc').expect(200);
  });
});

describe(`the ways into a question (${engineName})`, () => {
  test('a profile offers “Ask a question”, but not to the specialist on their own profile', async () => {
    const guest = await page(`/en/${nickname}`).expect(200);
    expect(hrefOf(tagOf(guest.text, 'ask-question'))).toBe(`/en/home/messages/new?specialist=${nickname}`);
    const own = await page(`/en/${nickname}`, specialist).expect(200);
    expect(own.text).not.toContain('data-testid="ask-question"');
  });

  test('a “from” service offers “Ask for a price”, whose page starts with the price line; a fixed one offers a question', async () => {
    const res = await page(`/en/services/${fromService.id}`).expect(200);
    const aside = res.text.slice(res.text.indexOf('data-testid="price"'), res.text.indexOf('</aside>', res.text.indexOf('data-testid="price"')));
    expect(aside).not.toContain('data-testid="add-to-basket"');
    expect(hrefOf(tagOf(aside, 'ask-price'))).toBe(`/en/home/messages/new?service=${fromService.id}&topic=price`);
    expect(visibleText(aside)).toContain('The price depends on your case');

    const form = await page(`/en/home/messages/new?service=${fromService.id}&topic=price`, client).expect(200);
    expect(textareaValue(form.text, 'message')).toBe(`What would “${fromService.title}” cost in my case?\n`);
    expect(form.text).toContain('data-testid="ask-service"');

    const { rows } = await seeded.db.query<{ id: number }>(
      "SELECT id FROM services WHERE published AND price_kind = 'fixed' AND specialist_id IS NOT NULL ORDER BY id LIMIT 1",
    );
    const fixed = await page(`/en/services/${rows[0]!.id}`).expect(200);
    expect(hrefOf(tagOf(fixed.text, 'ask-question'))).toBe(`/en/home/messages/new?service=${rows[0]!.id}`);
  });

  test('a question about a service is sent with it; a firm’s service is named in the text instead', async () => {
    const res = await postForm(
      `/en/home/messages/new?service=${fromService.id}&topic=price`,
      { message: `What would “${fromService.title}” cost?` },
      client,
    ).expect(303);
    const id = /\/home\/messages\/(\d+)$/.exec(String(res.headers.location))![1];
    const conversation = (await client.get(`/api/v1/me/conversations/${id}`).expect(200)).body as Conversation;
    expect(conversation.service).toMatchObject({ id: fromService.id });

    const { rows } = await seeded.db.query<{ id: number }>(
      `SELECT sv.id FROM services sv WHERE sv.published AND sv.law_firm_id IS NOT NULL AND sv.price_kind = 'from'
          AND (SELECT count(*) FROM specialists sp WHERE sp.law_firm_id = sv.law_firm_id) > 0 ORDER BY sv.id LIMIT 1`,
    );
    const firmService = await page(`/en/home/messages/new?service=${rows[0]!.id}&topic=price`, client).expect(200);
    expect(firmService.text).toMatch(/<input[^>]*name="specialist"|data-testid="ask-to"/);
    expect(textareaValue(firmService.text, 'message')).toMatch(/^What would “.+” cost in my case\?\n$/);
  });

  test('a firm’s panel offers a question to its people', async () => {
    const { rows } = await seeded.db.query<{ law_firm_id: number }>('SELECT law_firm_id FROM specialists WHERE law_firm_id IS NOT NULL ORDER BY id LIMIT 1');
    const firm = Number(rows[0]!.law_firm_id);
    const res = await page(`/en/lawfirms?firm=${firm}`).expect(200);
    expect(hrefOf(tagOf(res.text, 'ask-firm'))).toBe(`/en/home/messages/new?firm=${firm}`);
  });
});

describe(`a quote's traces: basket, order, sale, receipt, /home (${engineName})`, () => {
  const rpc = async (method: string, params: unknown) => {
    const res = await request(seeded.app)
      .post('/api/payments/payme')
      .set('Authorization', PAYME_AUTH)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ method, params, id: 1 }))
      .expect(200);
    expect(res.body.error).toBeUndefined();
  };

  /** A quote from the specialist in a question about the "from" service, accepted by the client. */
  async function acceptedQuote(description: string): Promise<{ quote: Quote; conversation: Conversation }> {
    const conversation = (await client.post('/api/v1/me/conversations', { specialistId, serviceId: fromService.id, message: 'Narx qancha?' }))
      .body as Conversation;
    const quote = (
      await specialist
        .post(`/api/v1/me/conversations/${conversation.id}/quotes`, { serviceId: fromService.id, description, price: fromService.price + 50_000_00, days: 10 })
        .expect(201)
    ).body as Quote;
    await seeded.db.query('DELETE FROM basket_items');
    await client.post(`/api/v1/me/quotes/${quote.id}/accept`).expect(200);
    return { quote, conversation };
  }

  test('the basket shows an item bought by a quote at its price, by the offer, until when, with no quantity; an expired one says so', async () => {
    const { quote } = await acceptedQuote('Daʼvo arizasini tayyorlash va sudda bir marta vakillik.');
    const res = await page('/en/basket', client).expect(200);
    const rows = res.text.split('data-testid="basket-item"').slice(1);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toContain(`data-quote="${quote.id}"`);
    expect(visibleText(row)).toMatch(/Quoted on \d{1,2} \w+ \d{4}: Daʼvo arizasini tayyorlash va sudda bir marta vakillik\. · 10 days of work/);
    expect(visibleText(row)).toContain('At the quoted price:');
    expect(row).toContain('data-testid="quote-valid-until"');
    expect(row).not.toContain('data-testid="quantity');
    expect(row).not.toContain('data-testid="price-on-request"');

    await seeded.db.query("UPDATE quotes SET valid_until = now() - interval '1 minute' WHERE id = $1", [quote.id]);
    keep('the basket with an offer', res.text);
    const expired = await page('/en/basket', client).expect(200);
    keep('the basket with an expired offer', expired.text);
    const expiredRow = expired.text.split('data-testid="basket-item"')[1]!;
    expect(visibleText(expiredRow)).toContain('The quote has expired: ask the specialist for a new one');
    expect(expiredRow).toMatch(new RegExp(`href="/en/home/messages/${quote.conversationId}"`));
  });

  test('a paid order links its conversation with the seller and names the offer; the sale links the client’s; the receipt names the offer', async () => {
    const { quote } = await acceptedQuote('Hujjatlarni koʻrib chiqish va daʼvo arizasini yozish.');
    const price = fromService.price + 50_000_00;
    const placed = (await client.post('/api/v1/me/orders', { provider: 'payme' }).expect(201)).body as OwnOrder;
    // Before payment: no conversation yet, the offer already named.
    const pending = await page(`/en/home/orders/${placed.id}`, client).expect(200);
    expect(pending.text).not.toContain('data-testid="order-conversation"');
    expect(pending.text).toContain(`data-quote="${quote.id}"`);

    const params = { amount: price, account: { order_id: placed.id } };
    const tx = `7${Date.now().toString(16)}`.padEnd(24, '0');
    await rpc('CreateTransaction', { id: tx, time: Date.now(), ...params });
    await rpc('PerformTransaction', { id: tx });

    const order = (await client.get(`/api/v1/me/orders/${placed.id}`).expect(200)).body as OwnOrder;
    const conversationId = order.items[0]!.conversationId!;
    expect(conversationId).toEqual(expect.any(Number));
    const res = await page(`/en/home/orders/${placed.id}`, client).expect(200);
    keep('a paid order with its offer', res.text);
    const link = tagOf(res.text, 'order-conversation');
    expect(hrefOf(link)).toBe(`/en/home/messages/${conversationId}`);
    expect(visibleText(res.text)).toContain('Message the specialist');
    expect(visibleText(res.text)).toMatch(/Quoted on .+: Hujjatlarni koʻrib chiqish va daʼvo arizasini yozish\. · 10 days of work/);

    const sale = await page(`/en/home/sales/${placed.id}`, specialist).expect(200);
    keep('the sale', sale.text);
    expect(hrefOf(tagOf(sale.text, 'sale-conversation'))).toBe(`/en/home/messages/${conversationId}`);
    expect(visibleText(sale.text)).toContain('Message the client');
    expect(sale.text).toContain(`data-quote="${quote.id}"`);

    const receipt = await page(`/ru/home/orders/${placed.id}?receipt`, client).expect(200);
    keep('the receipt', receipt.text);
    const line = decode(/data-testid="receipt-quote">([^<]*)</.exec(receipt.text)?.[1] ?? '');
    expect(line).toMatch(new RegExp(`^Предложение № ${quote.id} от \\S+`, 'u'));
  });

  test('/home lists the latest conversations with their unread counts and a link to all', async () => {
    const list = (await client.get('/api/v1/me/conversations?pageSize=1').expect(200)).body as { items: Conversation[] };
    await specialist.post(`/api/v1/me/conversations/${list.items[0]!.id}/messages`, { text: 'Javob: ertaga qoʻngʻiroq qilaman.' }).expect(201);
    const res = await page('/en/home', client).expect(200);
    keep('/home with its messages', res.text);
    expect(res.text).toContain('data-testid="home-messages"');
    expect(res.text.split('data-testid="home-conversation"').length - 1).toBeGreaterThan(0);
    expect(res.text.split('data-testid="home-conversation"').length - 1).toBeLessThanOrEqual(5);
    expect(visibleText(res.text)).toContain('Javob: ertaga qoʻngʻiroq qilaman.');
    expect(res.text).toMatch(/1 unread/);
    expect(hrefOf(tagOf(res.text, 'home-messages-all'))).toBe('/en/home/messages');
    expect(res.text).toMatch(new RegExp(`href="/en/home/messages/${list.items[0]!.id}"`));
  });
});

(javaAvailable() || process.env.CI ? test : test.skip)('the pages these tests looked at are valid HTML (the Nu Html Checker)', async () => {
  expect(checked.length).toBeGreaterThanOrEqual(9);
  const errors = await htmlErrors(checked);
  expect(formatHtmlErrors(errors)).toBe('');
});
