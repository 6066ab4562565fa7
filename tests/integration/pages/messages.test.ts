/**
 * The conversation pages as a browser receives them (issue 31): /home/messages (the list) and
 * /home/messages/{id} (one conversation), rendered on the server for their two people only (a
 * stranger gets the 404 page, a guest is sent to sign in); the text shown as text with its links
 * marked as the visitor's; "show earlier" as ?before=; and the forms without JavaScript: a message
 * posted as a multipart form with its text, files or one's own document (303 back to the thread), a
 * refused one (415, 400, 409, 413, 429) shown again with the text kept and the API's words, a quote
 * sent (below the "from" price refused at its field) and accepted into the basket, the specialist
 * closing and reopening the conversation; a form without its token refused.
 */
import request from 'supertest';
import type { Basket } from '../../../shared/api/orders/contract';
import { MESSAGES_PER_MINUTE, type Conversation, type Quote } from '../../../shared/api/messages/contract';
import { csrfTokenFor } from '../../../server/security/csrf';
import { TEST_ORIGIN } from '../../support/app';
import { engineName, signedInVisitor, useSeededApi, type SignedInVisitor } from '../api/support';

jest.setTimeout(180_000);

const api = useSeededApi();

/** The stand-in's demo citizens (server/auth/oneid-standin.ts). */
const SPECIALIST_PIN = '30512901234561';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const FAKE_PDF = Buffer.from('just some text, not a PDF at all');

let client: SignedInVisitor;
let specialist: SignedInVisitor;
let stranger: SignedInVisitor;
let specialistId: number;
let fromService: { id: number; price: number };

beforeAll(async () => {
  client = await signedInVisitor(api.app, 0);
  specialist = await signedInVisitor(api.app, 1);
  stranger = await signedInVisitor(api.app, 2);
  const { rows } = await api.db.query<{ id: number; price: number; specialist_id: number }>(
    `SELECT id, price, specialist_id FROM services
      WHERE published AND price > 0 AND price_kind = 'from' AND ikpu_code IS NOT NULL AND specialist_id IS NOT NULL ORDER BY id LIMIT 1`,
  );
  specialistId = Number(rows[0]!.specialist_id);
  fromService = { id: Number(rows[0]!.id), price: Number(rows[0]!.price) };
  const { rows: users } = await api.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [SPECIALIST_PIN]);
  await api.db.query('UPDATE specialists SET user_id = NULL WHERE user_id = $1', [users[0]!.id]);
  await api.db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [specialistId, users[0]!.id]);
});

/**
 * Each test asks in a conversation of its own: the ones before are closed (a question reuses the
 * open one), and their times moved back, so the daily and per-minute limits (tested by the API's
 * suite) never stop this file.
 */
beforeEach(async () => {
  await api.db.query(
    "UPDATE conversations SET closed_at = coalesce(closed_at, now()), created_at = created_at - interval '2 days', last_message_at = last_message_at - interval '2 days'",
  );
  await api.db.query("UPDATE conversation_messages SET created_at = created_at - interval '2 days'");
});

async function ask(message: string, serviceId?: number): Promise<Conversation> {
  const res = await client.post('/api/v1/me/conversations', { specialistId, message, ...(serviceId ? { serviceId } : {}) }).expect(201);
  return res.body as Conversation;
}

/** A page form posted as a browser posts it without JavaScript: the session, a returning visitor's language, our origin. */
function pageCookies(who: SignedInVisitor): string {
  return `act=${who.token}; lang=en; i18n_redirected=en`;
}

/** The composer posted as multipart/form-data, with its form token unless told otherwise. */
function postComposer(who: SignedInVisitor, id: number, text: string, files: Array<{ bytes: Buffer; name: string; type: string }> = [], csrf = true) {
  let req = request(api.app).post(`/en/home/messages/${id}`).set('Origin', TEST_ORIGIN).set('Cookie', pageCookies(who));
  if (csrf) req = req.field('_csrf', csrfTokenFor(who.token));
  req = req.field('intent', 'message').field('text', text);
  for (const file of files) req = req.attach('files', file.bytes, { filename: file.name, contentType: file.type });
  return req;
}

/** A small form (urlencoded) of the thread. */
function postForm(who: SignedInVisitor, id: number, fields: Record<string, string>) {
  return request(api.app)
    .post(`/en/home/messages/${id}`)
    .set('Origin', TEST_ORIGIN)
    .set('Cookie', pageCookies(who))
    .type('form')
    .send({ _csrf: csrfTokenFor(who.token), ...fields });
}

const textareaValue = (html: string) => /<textarea[^>]*name="text"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1];

describe(`the conversation pages (${engineName})`, () => {
  test('the list: the owner sees the conversation with its other side, subject, excerpt and unread count', async () => {
    const conversation = await ask('Assalomu alaykum! Ijara shartnomasi boʻyicha savol bor.', fromService.id);
    const mine = await client.get('/en/home/messages').expect(200);
    expect(mine.headers['content-type']).toMatch(/^text\/html/);
    expect(mine.text).toContain('<meta name="robots" content="noindex');
    const start = mine.text.indexOf(`data-testid="conversation" data-id="${conversation.id}"`);
    expect(start).toBeGreaterThan(-1);
    const row = mine.text.slice(start, mine.text.indexOf('</li>', start));
    expect(row).toContain(`href="/en/home/messages/${conversation.id}"`);
    expect(row).toContain('You: Assalomu alaykum!');
    const { rows } = await api.db.query<{ title: string }>("SELECT l10n_text(title, 'en') AS title FROM services WHERE id = $1", [fromService.id]);
    expect(row).toContain(`data-testid="conversation-subject">${rows[0]!.title}<`);

    const theirs = await specialist.get('/en/home/messages').expect(200);
    const other = theirs.text.slice(theirs.text.indexOf(`data-id="${conversation.id}"`));
    expect(other).toMatch(/^data-id="\d+" data-unread="[1-9]/);
    expect(other.slice(0, other.indexOf('</li>'))).toContain('data-testid="conversation-unread"');

    const nobody = await stranger.get('/en/home/messages').expect(200);
    expect(nobody.text).not.toContain(`data-id="${conversation.id}"`);
  });

  test('the thread: 200 for its two people, the 404 page for anyone else, sign-in for a guest', async () => {
    const conversation = await ask('Savol: <b>qalin</b> emas. Qarang https://lex.uz/docs/5. javascript:alert(1)');
    const res = await client.get(`/en/home/messages/${conversation.id}`).expect(200);
    expect(res.text).toContain('data-testid="thread"');
    expect(res.text).toContain('data-testid="composer"');
    expect(res.text).toMatch(/<form(?=[^>]*enctype="multipart\/form-data")(?=[^>]*method="post")(?=[^>]*data-testid="composer")[^>]*>/i);
    // Text as text, the link made clickable and marked, nothing else a link.
    expect(res.text).toContain('Savol: &lt;b&gt;qalin&lt;/b&gt; emas.');
    expect(res.text).toContain('<a href="https://lex.uz/docs/5" rel="nofollow ugc noopener" target="_blank"');
    expect(res.text).not.toContain('href="javascript:');
    expect(res.text).not.toContain('<b>qalin</b>');
    // The client reports; the specialist quotes, closes and blocks.
    expect(res.text).toContain('data-testid="thread-report"');
    expect(res.text).not.toContain('data-testid="quote-panel"');
    const theirs = await specialist.get(`/en/home/messages/${conversation.id}`).expect(200);
    expect(theirs.text).toContain('data-testid="quote-panel"');
    expect(theirs.text).toContain('data-testid="thread-close"');
    expect(theirs.text).toContain('data-testid="thread-block"');

    // Every word in every language (a missing one would show its key).
    for (const [path, word] of [
      [`/home/messages/${conversation.id}`, 'Yuborish'],
      [`/ru/home/messages/${conversation.id}`, 'Отправить'],
      [`/ru/home/messages`, 'Сообщения'],
    ] as const) {
      const html = (
        await (path.includes('/ru/') ? client.get(path).set('Cookie', `act=${client.token}; lang=ru; i18n_redirected=ru`) : client.get(path)).expect(200)
      ).text;
      expect(html).toContain(word);
      expect(html).not.toMatch(/>[^<]*\b(?:list|thread|composer|quote|quoteForm|actions|report|attach|files|subject|form)\.[a-zA-Z]+[^<]*</);
    }
    const other = await stranger.get(`/en/home/messages/${conversation.id}`).expect(404);
    expect(other.text).not.toContain('qalin');
    await client.get('/en/home/messages/2000000000').expect(404);
    const guest = await request(api.app).get(`/en/home/messages/${conversation.id}`).set('Cookie', 'lang=en; i18n_redirected=en');
    expect([302, 303]).toContain(guest.status);
    expect(new URL(guest.headers.location ?? '', TEST_ORIGIN).href).toBe(
      `${TEST_ORIGIN}/auth/sign-in?returnTo=${encodeURIComponent(`/en/home/messages/${conversation.id}`)}`,
    );
    const guestList = await request(api.app).get('/en/home/messages').set('Cookie', 'lang=en; i18n_redirected=en');
    expect(new URL(guestList.headers.location ?? '', TEST_ORIGIN).pathname).toBe('/auth/sign-in');
    // Its payload too: the owner's data, nobody else's.
    const payload = await client.get(`/en/home/messages/${conversation.id}/_payload.json`).expect(200);
    expect(payload.body.data.conversation.id).toBe(conversation.id);
    await stranger.get(`/en/home/messages/${conversation.id}/_payload.json`).expect(404);
  });

  test('"show earlier" without JavaScript: ?before= shows the messages before one, with a way back to the newest', async () => {
    const conversation = await ask('Birinchi xabar');
    const second = (await client.post(`/api/v1/me/conversations/${conversation.id}/messages`, { text: 'Ikkinchi xabar' }).expect(201)).body as { id: number };
    const res = await client.get(`/en/home/messages/${conversation.id}?before=${second.id}`).expect(200);
    const thread = res.text.slice(res.text.indexOf('data-testid="thread"'), res.text.indexOf('id="thread-end"'));
    expect(thread).toContain('Birinchi xabar');
    expect(thread).not.toContain('Ikkinchi xabar');
    expect(res.text).toContain('data-testid="show-newest"');
  });

  test('the composer without JavaScript: text, then text with a file, each a 303 back to the thread', async () => {
    const conversation = await ask('Hujjat yuboraman');
    const posted = await postComposer(client, conversation.id, 'Matn forma orqali yuborildi').expect(303);
    expect(posted.headers.location).toMatch(new RegExp(`^/en/home/messages/${conversation.id}#m\\d+$`));
    const withFile = await postComposer(client, conversation.id, 'Shartnoma ilova qilindi', [
      { bytes: PDF, name: 'Shartnoma.pdf', type: 'application/pdf' },
    ]).expect(303);
    const messageId = Number(/#m(\d+)$/.exec(withFile.headers.location ?? '')![1]);

    const thread = (await specialist.get(`/api/v1/me/conversations/${conversation.id}`).expect(200)).body as Conversation;
    expect(thread.messages.map((message) => message.text)).toEqual(['Hujjat yuboraman', 'Matn forma orqali yuborildi', 'Shartnoma ilova qilindi']);
    const message = thread.messages.find((one) => one.id === messageId)!;
    expect(message.files).toEqual([expect.objectContaining({ name: 'Shartnoma.pdf', mediaType: 'application/pdf', size: PDF.length })]);

    // The page shows the file with its download, for the other side too.
    const page = await specialist.get(`/en/home/messages/${conversation.id}`).expect(200);
    expect(page.text).toContain(`href="/api/v1/me/conversations/${conversation.id}/files/${message.files[0]!.id}"`);
    expect(page.text).toContain('Shartnoma.pdf');
  });

  test('one’s own document attached without JavaScript (an `attach` field) goes as its PDF; another’s is the 404 page', async () => {
    const conversation = await ask('Ishonchnomani yuboraman');
    const owner = await api.db.query<{ id: number }>(
      "INSERT INTO user_documents (user_id, title, locale) SELECT id, 'Ishonchnoma', 'uz' FROM users WHERE pinfl = '42306851234567' RETURNING id",
    );
    const documentId = Number(owner.rows[0]!.id);
    const sent = await request(api.app)
      .post(`/en/home/messages/${conversation.id}`)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', pageCookies(client))
      .field('_csrf', csrfTokenFor(client.token))
      .field('intent', 'message')
      .field('text', '')
      .field('attach', `document:${documentId}`)
      .attach('files', Buffer.alloc(0), { filename: '', contentType: 'application/octet-stream' })
      .expect(303);
    const messageId = Number(/#m(\d+)$/.exec(sent.headers.location ?? '')![1]);
    const thread = (await client.get(`/api/v1/me/conversations/${conversation.id}`).expect(200)).body as Conversation;
    expect(thread.messages.find((message) => message.id === messageId)?.files).toEqual([
      expect.objectContaining({ name: 'Ishonchnoma.pdf', mediaType: 'application/pdf' }),
    ]);
    // Someone else's document cannot be attached: nothing is sent.
    await request(api.app)
      .post(`/en/home/messages/${conversation.id}`)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', pageCookies(specialist))
      .field('_csrf', csrfTokenFor(specialist.token))
      .field('intent', 'message')
      .field('text', 'Mana')
      .field('attach', `document:${documentId}`)
      .expect(404);
  });

  test('a refused post is the page again with the text kept and the API’s words: 415, 400, 409', async () => {
    const conversation = await ask('Rad etiladigan xabar uchun');
    const kept = 'Bu matn yoʻqolmasligi kerak & <saqlansin>';
    const fake = await postComposer(client, conversation.id, kept, [{ bytes: FAKE_PDF, name: 'contract.pdf', type: 'application/pdf' }]).expect(415);
    expect(fake.headers['content-type']).toMatch(/^text\/html/);
    expect(textareaValue(fake.text)).toBe('Bu matn yoʻqolmasligi kerak &amp; &lt;saqlansin&gt;');
    expect(fake.text).toContain('This file cannot be sent: only PDF, DOCX, JPEG and PNG files are taken.');
    expect(fake.text).toContain('data-testid="composer-problem"');

    const long = 'x'.repeat(4001);
    const tooLong = await postComposer(client, conversation.id, long).expect(400);
    expect(textareaValue(tooLong.text)).toBe(long);

    await specialist.post(`/api/v1/me/conversations/${conversation.id}/close`).expect(200);
    const closed = await postComposer(client, conversation.id, 'Yopilgandan keyin').expect(409);
    // No composer in a closed conversation: the text stays on the page to copy.
    expect(closed.text).toContain('data-testid="thread-closed"');
    expect(/<textarea[^>]*data-testid="unsent-text"[^>]*>([\s\S]*?)<\/textarea>/.exec(closed.text)?.[1]).toBe('Yopilgandan keyin');
    expect(closed.text).toContain('The specialist closed this conversation.');

    const thread = (await client.get(`/api/v1/me/conversations/${conversation.id}`).expect(200)).body as Conversation;
    expect(thread.messages.map((message) => message.text)).toEqual(['Rad etiladigan xabar uchun']);
  });

  test('over the per-minute message limit: 429, the page again with the text kept', async () => {
    const conversation = await ask('Tez-tez yozaman');
    for (let i = 1; i < MESSAGES_PER_MINUTE; i++) await client.post(`/api/v1/me/conversations/${conversation.id}/messages`, { text: `xabar ${i}` }).expect(201);
    const limited = await postComposer(client, conversation.id, 'Bu ham yuborilsin').expect(429);
    expect(textareaValue(limited.text)).toBe('Bu ham yuborilsin');
    expect(limited.text).toContain('You are sending messages too fast.');
  });

  test('a file over 10 MB is refused (413) with the text kept; a post without the form token is refused', async () => {
    const conversation = await ask('Katta fayl');
    const big = await postComposer(client, conversation.id, 'Katta fayl matni', [
      { bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), name: 'big.pdf', type: 'application/pdf' },
    ]).expect(413);
    expect(textareaValue(big.text)).toBe('Katta fayl matni');
    expect(big.text).toContain('The file is too large');

    const forged = await postComposer(client, conversation.id, 'Soxta', [], false);
    expect(forged.status).toBe(403);
    const thread = (await client.get(`/api/v1/me/conversations/${conversation.id}`).expect(200)).body as Conversation;
    expect(thread.messages).toHaveLength(1);
  });

  test('a quote without JavaScript: the specialist sends it (below the price refused at its field), the client accepts it into the basket', async () => {
    const conversation = await ask('Narx qancha?', fromService.id);
    const som = (tiyin: number) => String(tiyin / 100);
    const quote = {
      intent: 'quote',
      serviceId: String(fromService.id),
      description: 'Daʼvo arizasini tayyorlash va sudda vakillik.',
      days: '10',
      validDays: '7',
    };
    const below = await postForm(specialist, conversation.id, { ...quote, price: som(fromService.price - 100) }).expect(422);
    expect(below.text).toContain('data-testid="quote-price-error"');
    expect(below.text).toContain('Daʼvo arizasini tayyorlash va sudda vakillik.');
    const sent = await postForm(specialist, conversation.id, { ...quote, price: som(fromService.price + 50_000_00) }).expect(303);
    const quoteId = Number(/#q(\d+)$/.exec(sent.headers.location ?? '')![1]);

    const page = await client.get(`/en/home/messages/${conversation.id}`).expect(200);
    expect(page.text).toContain(`data-quote="${quoteId}"`);
    expect(page.text).toContain('data-testid="quote-accept"');

    await api.db.query('DELETE FROM basket_items');
    const accepted = await postForm(client, conversation.id, { intent: 'accept', quoteId: String(quoteId) }).expect(303);
    expect(accepted.headers.location).toBe(`/en/home/messages/${conversation.id}#q${quoteId}`);
    const basket = (await client.get('/api/v1/me/basket').expect(200)).body as Basket;
    expect(basket.items).toEqual([
      expect.objectContaining({ serviceId: fromService.id, price: fromService.price + 50_000_00, quote: expect.objectContaining({ id: quoteId }) }),
    ]);
    const after = await client.get(`/en/home/messages/${conversation.id}`).expect(200);
    expect(after.text).toContain('data-testid="quote-basket"');
    expect(after.text).toMatch(new RegExp(`data-quote="${quoteId}"[^>]*>[\\s\\S]*?data-state="accepted"|data-state="accepted"[^>]*data-quote="${quoteId}"`));

    // Answered twice: the page again with the API's words at the quote.
    const again = await postForm(client, conversation.id, { intent: 'decline', quoteId: String(quoteId) }).expect(409);
    expect(again.text).toContain('data-testid="quote-problem"');
    expect(((await client.get(`/api/v1/me/conversations/${conversation.id}`).expect(200)).body as Conversation).messages.at(-1)?.quote).toMatchObject({
      state: 'accepted',
    } satisfies Partial<Quote>);
  });

  test('the specialist closes and reopens without JavaScript; the closed thread says so instead of the composer', async () => {
    const conversation = await ask('Yopiladigan suhbat');
    await postForm(client, conversation.id, { intent: 'close' }).expect(404);
    await postForm(specialist, conversation.id, { intent: 'close' }).expect(303);
    const closed = await client.get(`/en/home/messages/${conversation.id}`).expect(200);
    expect(closed.text).toContain('data-testid="thread-closed"');
    expect(closed.text).not.toContain('data-testid="composer"');
    await postForm(specialist, conversation.id, { intent: 'reopen' }).expect(303);
    expect((await client.get(`/en/home/messages/${conversation.id}`).expect(200)).text).toContain('data-testid="composer"');
    await postForm(stranger, conversation.id, { intent: 'message', text: 'salom' }).expect(404);
  });
});
