/**
 * Conversations, files and quotes (issue 31, ADR 020) through the API: a question from a client to
 * a specialist and the answer; files both can download and nobody else can (404); what a message
 * may hold; the daily and per-minute limits; closing, blocking, reporting, read receipts; and the
 * quote → accept → basket → Payme → paid order chain at the quote's price, with the refusals of a
 * quote below the "from" price and of an expired one.
 */
import request from 'supertest';
import type { Conversation, ConversationList, Message, MessageList, Quote } from '../../../shared/api/messages/contract';
import type { Basket, OwnOrder, Sale } from '../../../shared/api/orders/contract';
import { engineName, signedInVisitor, useSeededApi, type SignedInVisitor } from './support';

jest.setTimeout(180_000);

const api = useSeededApi({
  env: { PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb', PAYME_MERCHANT_KEY: 'TEST_KEY', PAYME_CHECKOUT_URL: 'https://test.paycom.uz' },
});
const PAYME_AUTH = `Basic ${Buffer.from('Paycom:TEST_KEY').toString('base64')}`;

/** The stand-in's demo citizens (server/auth/oneid-standin.ts). */
const PINS = ['42306851234567', '30512901234561', '52211030012345', '31007750054328'] as const;

let client: SignedInVisitor;
let specialist: SignedInVisitor;
let stranger: SignedInVisitor;
let specialistId: number;
/** The specialist's "from" service (sellable), and a fixed one. */
let fromService: { id: number; price: number };

/** A PDF, a PNG, and a text file pretending to be a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const FAKE_PDF = Buffer.from('just some text, not a PDF at all');

async function userId(pin: string): Promise<number> {
  const { rows } = await api.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [pin]);
  return Number(rows[0]!.id);
}

beforeAll(async () => {
  client = await signedInVisitor(api.app, 0);
  specialist = await signedInVisitor(api.app, 1);
  stranger = await signedInVisitor(api.app, 2);
  const { rows } = await api.db.query<{ id: number; price: number; specialist_id: number }>(
    `SELECT id, price, specialist_id FROM services
      WHERE published AND price > 0 AND price_kind = 'from' AND ikpu_code IS NOT NULL AND specialist_id IS NOT NULL ORDER BY id LIMIT 1`,
  );
  const row = rows[0]!;
  specialistId = Number(row.specialist_id);
  fromService = { id: Number(row.id), price: Number(row.price) };
  await api.db.query('UPDATE specialists SET user_id = NULL WHERE user_id = $1', [await userId(PINS[1])]);
  await api.db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [specialistId, await userId(PINS[1])]);
});

/** A question from the client; its conversation. */
async function ask(message = 'Assalomu alaykum! Ajrashish boʻyicha maslahat kerak.', serviceId?: number): Promise<Conversation> {
  const res = await client.post('/api/v1/me/conversations', { specialistId, message, ...(serviceId ? { serviceId } : {}) });
  expect([200, 201]).toContain(res.status);
  return res.body as Conversation;
}

/** A multipart message with files. */
function upload(who: SignedInVisitor, conversationId: number, text: string, files: Array<{ bytes: Buffer; name: string; type: string }>) {
  const url = `/api/v1/me/conversations/${conversationId}/messages`;
  let req = request(api.app)
    .post(url)
    .set('Origin', 'https://huquq.test')
    .set('X-Requested-With', 'huquq')
    .set('Cookie', `act=${who.token}`)
    .field('text', text);
  for (const file of files) req = req.attach('files', file.bytes, { filename: file.name, contentType: file.type });
  return req;
}

describe(`conversations, /api/v1/me/conversations (${engineName})`, () => {
  test('a question from the client reaches the specialist; the answer reaches the client; a third person sees nothing', async () => {
    const created = await client.post('/api/v1/me/conversations', { specialistId, message: 'Shartnoma boʻyicha savolim bor. <b>Qalin</b> emas.' }).expect(201);
    const conversation = created.body as Conversation;
    expect(conversation).toMatchObject({ side: 'client', counterpart: { kind: 'specialist' }, canWrite: true, unread: 0 });
    expect(conversation.messages).toEqual([
      expect.objectContaining({ mine: true, side: 'client', text: 'Shartnoma boʻyicha savolim bor. <b>Qalin</b> emas.' }),
    ]);

    // The same question again goes to the open conversation (200), not a new one.
    const again = await client.post('/api/v1/me/conversations', { specialistId, message: 'Yana bir savol.' }).expect(200);
    expect((again.body as Conversation).id).toBe(conversation.id);

    const list = (await specialist.get('/api/v1/me/conversations').expect(200)).body as ConversationList;
    const card = list.items.find((item) => item.id === conversation.id)!;
    expect(card).toMatchObject({ side: 'specialist', counterpart: { kind: 'client' }, unread: 2, lastMessage: { text: 'Yana bir savol.', mine: false } });
    expect(list.unread).toBeGreaterThanOrEqual(2);

    const answer = (await specialist.post(`/api/v1/me/conversations/${conversation.id}/messages`, { text: 'Vaalaykum assalom, yordam beraman.' }).expect(201))
      .body as Message;
    expect(answer).toMatchObject({ side: 'specialist', mine: true });
    const after = (await client.get(`/api/v1/me/conversations/${conversation.id}/messages?after=${conversation.messages[0]!.id}`).expect(200))
      .body as MessageList;
    expect(after.items.map((message) => message.text)).toEqual(['Yana bir savol.', 'Vaalaykum assalom, yordam beraman.']);
    expect(after.items[1]).toMatchObject({ mine: false, side: 'specialist' });

    // Read receipts: the client reads; the specialist sees it.
    await client.post(`/api/v1/me/conversations/${conversation.id}/read`, { upTo: answer.id }).expect(204);
    const seen = (await specialist.get(`/api/v1/me/conversations/${conversation.id}`).expect(200)).body as Conversation;
    expect(seen.counterpartReadId).toBe(answer.id);

    for (const url of [`/api/v1/me/conversations/${conversation.id}`, `/api/v1/me/conversations/${conversation.id}/messages`]) {
      const res = await stranger.get(url).expect(404);
      expect(res.body.error.code).toBe('not_found');
    }
    await stranger.post(`/api/v1/me/conversations/${conversation.id}/messages`, { text: 'salom' }).expect(404);
    await stranger.post(`/api/v1/me/conversations/${conversation.id}/read`, { upTo: answer.id }).expect(404);
    await request(api.app).get(`/api/v1/me/conversations/${conversation.id}`).expect(401);

    // The specialist was told, once for the unread thread.
    const { rows } = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'message' AND data->>'conversationId' = $2",
      [await userId(PINS[1]), String(conversation.id)],
    );
    expect(rows[0]!.n).toBe(1);
  });

  test('files: PDF and PNG recognised by their bytes, downloaded by both people, 404 for anyone else; a fake PDF is 415', async () => {
    const conversation = await ask();
    const sent = await upload(client, conversation.id, 'Hujjatlar ilova qilindi', [
      { bytes: PDF, name: '../../etc/Shartnoma\u202E.pdf', type: 'application/pdf' },
      { bytes: PNG, name: 'photo.exe', type: 'application/octet-stream' },
    ]).expect(201);
    const message = sent.body as Message;
    expect(message.files).toEqual([
      expect.objectContaining({ mediaType: 'application/pdf', size: PDF.length, name: 'Shartnoma.pdf' }),
      expect.objectContaining({ mediaType: 'image/png', size: PNG.length, name: 'photo.png' }),
    ]);
    const pdf = message.files[0]!;
    for (const who of [client, specialist]) {
      const res = await who.download(`/api/v1/me/conversations/${conversation.id}/files/${pdf.id}`).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Shartnoma\.pdf"/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    }
    await stranger.get(`/api/v1/me/conversations/${conversation.id}/files/${pdf.id}`).expect(404);
    await request(api.app).get(`/api/v1/me/conversations/${conversation.id}/files/${pdf.id}`).expect(401);
    // The image may be shown in the thread.
    const inline = await client.download(`/api/v1/me/conversations/${conversation.id}/files/${message.files[1]!.id}?inline=1`).expect(200);
    expect(inline.headers['content-disposition']).toMatch(/^inline/);

    // A stranger's upload is refused before it is read.
    const guest = await request(api.app)
      .post(`/api/v1/me/conversations/${conversation.id}/messages`)
      .set('Origin', 'https://huquq.test')
      .set('X-Requested-With', 'huquq')
      .field('text', 'salom')
      .attach('files', PDF, { filename: 'a.pdf', contentType: 'application/pdf' });
    expect(guest.status).toBe(401);

    const fake = await upload(client, conversation.id, '', [{ bytes: FAKE_PDF, name: 'contract.pdf', type: 'application/pdf' }]).expect(415);
    expect(fake.body.error.code).toBe('file_type');
    const big = await upload(client, conversation.id, '', [
      { bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), name: 'big.pdf', type: 'application/pdf' },
    ]).expect(413);
    expect(big.body.error.code).toBe('files_too_large');
  });

  test('a message is text of at most 4 000 characters without NUL or lone surrogates, kept as written', async () => {
    const conversation = await ask();
    const url = `/api/v1/me/conversations/${conversation.id}/messages`;
    expect((await client.post(url, { text: 'x'.repeat(4001) }).expect(400)).body.error.fields.text).toEqual(expect.any(String));
    await client.post(url, { text: '😀'.repeat(4000) }).expect(201);
    await client.post(url, { text: 'a\u0000b' }).expect(400);
    await client.post(url, { text: 'a\uD800b' }).expect(422);
    await client.post(url, { text: '   ' }).expect(400);
    const html = (await client.post(url, { text: '<script>alert(1)</script> https://example.com' }).expect(201)).body as Message;
    expect(html.text).toBe('<script>alert(1)</script> https://example.com');
  });

  test('limits: ten new conversations a day, twenty messages a minute', async () => {
    const me = await signedInVisitor(api.app, 3);
    const { rows } = await api.db.query<{ id: number }>('SELECT id FROM specialists WHERE id <> $1 AND user_id IS NULL ORDER BY id LIMIT 11', [specialistId]);
    for (const row of rows.slice(0, 10)) await me.post('/api/v1/me/conversations', { specialistId: Number(row.id), message: 'Savol' }).expect(201);
    const over = await me.post('/api/v1/me/conversations', { specialistId: Number(rows[10]!.id), message: 'Savol' }).expect(429);
    expect(over.body.error.code).toBe('conversation_limit');
    const first = ((await me.get('/api/v1/me/conversations?pageSize=1').expect(200)).body as ConversationList).items[0]!;
    // The ten questions were ten of this minute's twenty messages.
    for (let i = 0; i < 10; i++) await me.post(`/api/v1/me/conversations/${first.id}/messages`, { text: `xabar ${i}` }).expect(201);
    expect((await me.post(`/api/v1/me/conversations/${first.id}/messages`, { text: 'yana' }).expect(429)).body.error.code).toBe('message_limit');
  });

  test('the specialist closes, reopens and blocks; the client reports to support with the messages', async () => {
    const conversation = await ask('Yopish uchun savol');
    const url = `/api/v1/me/conversations/${conversation.id}`;
    await client.post(`${url}/close`).expect(404);
    expect(((await specialist.post(`${url}/close`).expect(200)).body as Conversation).closed).toBe(true);
    expect((await client.post(`${url}/messages`, { text: 'salom' }).expect(409)).body.error.code).toBe('conversation_closed');
    await specialist.post(`${url}/reopen`).expect(200);
    await client.post(`${url}/messages`, { text: 'salom' }).expect(201);

    await specialist.post(`${url}/block`, { blocked: true }).expect(200);
    expect((await client.post(`${url}/messages`, { text: 'salom' }).expect(409)).body.error.code).toBe('conversation_blocked');
    expect(
      (await client.post('/api/v1/me/conversations', { specialistId, message: 'yangi savol', serviceId: fromService.id }).expect(409)).body.error.code,
    ).toBe('conversation_blocked');
    await specialist.post(`${url}/block`, { blocked: false }).expect(200);

    await specialist.post(`${url}/report`, { reason: 'x' }).expect(404);
    const report = await client.post(`${url}/report`, { reason: 'Mutaxassis haqorat qildi.' }).expect(202);
    const ticketId = report.body.ticketId as number;
    const { rows } = await api.db.query<{ body: string }>('SELECT body FROM support_ticket_messages WHERE ticket_id = $1 ORDER BY id', [ticketId]);
    expect(rows[0]!.body).toContain('Mutaxassis haqorat qildi.');
    expect(rows.map((row) => row.body).join('\n')).toContain('Yopish uchun savol');
    expect((await client.post(`${url}/report`, {}).expect(202)).body.ticketId).toBe(ticketId);
  });

  test('a specialist cannot ask themselves; an unknown specialist or another’s service is 404', async () => {
    expect((await specialist.post('/api/v1/me/conversations', { specialistId, message: 'salom' }).expect(409)).body.error.code).toBe('own_specialist');
    await client.post('/api/v1/me/conversations', { specialistId: 2_000_000_000, message: 'salom' }).expect(404);
    const { rows } = await api.db.query<{ id: number }>('SELECT id FROM services WHERE specialist_id <> $1 LIMIT 1', [specialistId]);
    await client.post('/api/v1/me/conversations', { specialistId, serviceId: Number(rows[0]!.id), message: 'salom' }).expect(404);
  });
});

describe(`quotes (${engineName})`, () => {
  const rpc = async (method: string, params: unknown) => {
    const res = await request(api.app)
      .post('/api/payments/payme')
      .set('Authorization', PAYME_AUTH)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ method, params, id: 1 }))
      .expect(200);
    expect(res.body.error).toBeUndefined();
    return res.body.result as Record<string, unknown>;
  };

  test('a "from" service is quoted, accepted into the basket at the quote’s price, paid through Payme; the order and receipt keep the quote', async () => {
    const conversation = await ask('Narx qancha boʻladi?', fromService.id);
    const url = `/api/v1/me/conversations/${conversation.id}/quotes`;
    const price = fromService.price + 150_000_00;
    const body = { serviceId: fromService.id, description: 'Daʼvo arizasini tayyorlash va sudda bir marta vakillik.', price, days: 10 };

    const below = await specialist.post(url, { ...body, price: fromService.price - 100 }).expect(422);
    expect(below.body.error).toMatchObject({ code: 'quote_below_price', fields: { price: expect.any(String) } });
    await client.post(url, body).expect(404);

    const quote = (await specialist.post(url, body).expect(201)).body as Quote;
    expect(quote).toMatchObject({ state: 'offered', price, days: 10, serviceId: fromService.id, orderId: null });
    expect(new Date(quote.validUntil).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    await specialist.post(`/api/v1/me/quotes/${quote.id}/accept`).expect(404);
    await stranger.post(`/api/v1/me/quotes/${quote.id}/accept`).expect(404);
    await api.db.query('DELETE FROM basket_items');
    expect(((await client.post(`/api/v1/me/quotes/${quote.id}/accept`).expect(200)).body as Quote).state).toBe('accepted');
    expect((await client.post(`/api/v1/me/quotes/${quote.id}/decline`).expect(409)).body.error.code).toBe('quote_answered');

    const basket = (await client.get('/api/v1/me/basket').expect(200)).body as Basket;
    expect(basket.items).toEqual([
      expect.objectContaining({ serviceId: fromService.id, price, quantity: 1, available: true, quote: expect.objectContaining({ id: quote.id }) }),
    ]);
    expect(basket.total).toBe(price);
    // One item, not countable.
    expect((await client.put(`/api/v1/me/basket/items/${fromService.id}`, { quantity: 2 })).status).toBeGreaterThanOrEqual(400);

    const order = (await client.post('/api/v1/me/orders', { provider: 'payme' }).expect(201)).body as OwnOrder;
    expect(order.amount).toBe(price);
    const params = { amount: price, account: { order_id: order.id } };
    expect(await rpc('CheckPerformTransaction', params)).toMatchObject({ allow: true });
    const id = `6${Date.now().toString(16)}`.padEnd(24, '0');
    await rpc('CreateTransaction', { id, time: Date.now(), ...params });
    await rpc('PerformTransaction', { id });

    const paid = (await client.get(`/api/v1/me/orders/${order.id}`).expect(200)).body as OwnOrder;
    expect(paid.state).toBe('paid');
    expect(paid.items[0]).toMatchObject({ unitPrice: price, quote: { id: quote.id, description: body.description } });
    expect(paid.receipt!.lines[0]).toMatchObject({ unitPrice: price, quote: { id: quote.id } });
    const sale = (await specialist.get(`/api/v1/me/sales/${order.id}`).expect(200)).body as Sale;
    expect(sale.items[0]).toMatchObject({ quote: { id: quote.id } });
    expect(((await client.get(`/api/v1/me/conversations/${conversation.id}`).expect(200)).body as Conversation).messages.at(-1)?.quote).toMatchObject({
      state: 'accepted',
      orderId: order.id,
    });

    // Paid: the seller is told, and the order has its conversation with them.
    const { rows: told } = await api.db.query("SELECT 1 FROM notifications WHERE user_id = $1 AND kind = 'order_paid' AND data->>'orderId' = $2", [
      await userId(PINS[1]),
      String(order.id),
    ]);
    expect(told).toHaveLength(1);
    const list = (await client.get('/api/v1/me/conversations?pageSize=48').expect(200)).body as ConversationList;
    expect(list.items.find((item) => item.order?.id === order.id)).toMatchObject({ counterpart: { kind: 'specialist' } });
  });

  test('an expired quote cannot be accepted, and one that expires in the basket cannot be bought', async () => {
    const conversation = await ask('Yana narx?', fromService.id);
    const url = `/api/v1/me/conversations/${conversation.id}/quotes`;
    const body = { serviceId: fromService.id, description: 'Maslahat va hujjatlarni koʻrib chiqish.', price: fromService.price, days: 3, validDays: 2 };
    const expired = (await specialist.post(url, body).expect(201)).body as Quote;
    await api.db.query("UPDATE quotes SET valid_until = now() - interval '1 minute' WHERE id = $1", [expired.id]);
    expect((await client.post(`/api/v1/me/quotes/${expired.id}/accept`).expect(409)).body.error.code).toBe('quote_expired');

    const held = (await specialist.post(url, body).expect(201)).body as Quote;
    await api.db.query('DELETE FROM basket_items');
    await client.post(`/api/v1/me/quotes/${held.id}/accept`).expect(200);
    await api.db.query("UPDATE quotes SET valid_until = now() - interval '1 minute' WHERE id = $1", [held.id]);
    const basket = (await client.get('/api/v1/me/basket').expect(200)).body as Basket;
    expect(basket.items[0]).toMatchObject({ available: false });
    expect((await client.post('/api/v1/me/orders', { provider: 'payme' }).expect(409)).body.error.code).toBe('basket_empty');
  });

  test('a "from" service still cannot be put in the basket without a quote', async () => {
    expect((await client.post('/api/v1/me/basket/items', { serviceId: fromService.id }).expect(409)).body.error.code).toBe('price_on_request');
  });
});
