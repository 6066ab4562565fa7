/**
 * POST /api/v1/support/tickets: a guest's or a signed-in visitor's request for help, validated
 * with the contact form's labels in three languages, idempotent, behind CSRF and the write limit.
 */
import request from 'supertest';
import { hashSessionToken, newSessionToken } from '../../../server/auth/sessions';
import type { Database } from '../../../server/db/adapter';
import { TEST_ORIGIN, createTestApp } from '../../support/app';
import { makeUser } from '../db/factories';
import { TEST_ENV, engineName, useSeededApi } from './support';

jest.setTimeout(60_000);

const api = useSeededApi();
const PATH = '/api/v1/support/tickets';

const valid = {
  contact: '+998 90 123 45 67',
  category: 'payments',
  subject: 'The payment went through twice',
  message: 'I paid for a consultation with Click and the money was taken twice.',
};

interface TicketRow {
  user_id: number | null;
  category: string | null;
  contact: string;
  subject: string;
  status: string;
  locale: string;
  body: string;
  author_user_id: number | null;
}

async function ticket(db: Database, id: number): Promise<TicketRow | undefined> {
  const { rows } = await db.query<TicketRow>(
    `SELECT t.user_id, c.slug AS category, t.contact, t.subject, t.status, t.locale, m.body, m.author_user_id
       FROM support_tickets t LEFT JOIN support_categories c ON c.id = t.category_id
       JOIN support_ticket_messages m ON m.ticket_id = t.id WHERE t.id = $1`,
    [id],
  );
  return rows[0];
}

async function ticketCount(db: Database): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_tickets');
  return rows[0]!.n;
}

const post = (body: unknown, lang = 'en') =>
  request(api.app)
    .post(`${PATH}?lang=${lang}`)
    .set('X-Requested-With', 'huquq')
    .send(body as object);

describe(`creating a support ticket on ${engineName}`, () => {
  test('a guest’s ticket is stored with its first message, topic and language: 201', async () => {
    const res = await post({ ...valid, subject: `  ${valid.subject}  ` }, 'ru').expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ id: expect.any(Number), status: 'open', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(await ticket(api.db, res.body.id)).toEqual({
      user_id: null,
      category: 'payments',
      contact: valid.contact,
      subject: valid.subject,
      status: 'open',
      locale: 'ru',
      body: valid.message,
      author_user_id: null,
    });
  });

  test('the topic is optional', async () => {
    const { category: _omitted, ...rest } = valid;
    const res = await post(rest).expect(201);
    expect((await ticket(api.db, res.body.id))?.category).toBeNull();
  });

  test('a signed-in visitor’s ticket belongs to them', async () => {
    const userId = await makeUser(api.db);
    const token = newSessionToken();
    await api.db.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [userId, hashSessionToken(token)]);
    const res = await post(valid).set('act', token).expect(201);
    expect(await ticket(api.db, res.body.id)).toMatchObject({ user_id: userId, author_user_id: userId });
  });
});

describe(`validation on ${engineName}`, () => {
  test.each([
    [
      'en',
      'Some parameters are not valid.',
      {
        contact: 'Phone, email or Telegram is required.',
        subject: 'Subject is required.',
        message: 'Message is required.',
      },
    ],
    [
      'ru',
      'Некоторые параметры заданы неверно.',
      {
        contact: 'Поле «Телефон, эл. почта или Telegram» обязательно для заполнения.',
        subject: 'Поле «Тема сообщения» обязательно для заполнения.',
        message: 'Поле «Сообщение» обязательно для заполнения.',
      },
    ],
    [
      'uz',
      'Baʼzi parametrlar notoʻgʻri.',
      {
        contact: '«Telefon, elektron pochta yoki Telegram» maydonini toʻldirish majburiy.',
        subject: '«Xabar mavzusi» maydonini toʻldirish majburiy.',
        message: '«Xabar» maydonini toʻldirish majburiy.',
      },
    ],
  ])('missing fields are named with the form’s labels (%s)', async (lang, message, fields) => {
    const before = await ticketCount(api.db);
    const res = await post({ contact: ' ', subject: '' }, lang).expect(400);
    expect(res.body).toEqual({ error: { code: 'invalid_request', message, fields } });
    expect(await ticketCount(api.db)).toBe(before);
  });

  test('too short, too long, a wrong type and an unknown topic are each not valid', async () => {
    const res = await post({ contact: 'ab', category: 'No Such', subject: 'x'.repeat(201), message: 42 }).expect(400);
    expect(res.body.error.fields).toEqual({
      contact: 'Phone, email or Telegram is not valid.',
      category: 'Topic is not valid.',
      subject: 'Subject is not valid.',
      message: 'Message is not valid.',
    });
    const unknown = await post({ ...valid, category: 'astrology' }).expect(400);
    expect(unknown.body.error.fields).toEqual({ category: 'Topic is not valid.' });
  });

  test('lengths count letters, not bytes, after trimming', async () => {
    await post({ ...valid, message: '  Ёжики ёлки  ' }, 'ru').expect(201);
    await post({ ...valid, message: '   Ёжик ёлки  ' }, 'ru').expect(400);
  });
});

describe(`the write protections on ${engineName}`, () => {
  test('an Idempotency-Key makes a repeated post one ticket', async () => {
    const before = await ticketCount(api.db);
    const key = `ticket-${Date.now()}`;
    const first = await post(valid).set('Idempotency-Key', key).expect(201);
    const again = await post(valid).set('Idempotency-Key', key).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await ticketCount(api.db)).toBe(before + 1);
    await post({ ...valid, subject: 'Another subject' })
      .set('Idempotency-Key', key)
      .expect(422);
  });

  test('a post from another site is refused; a form post without a token too', async () => {
    await request(api.app).post(PATH).set('Origin', 'https://evil.example').set('X-Requested-With', 'huquq').send(valid).expect(403);
    await request(api.app).post(PATH).set('Origin', TEST_ORIGIN).type('form').send(valid).expect(403);
  });

  test('GET is not allowed', async () => {
    const res = await request(api.app).get(`${PATH}?lang=en`).expect(405);
    expect(res.headers.allow).toBe('POST');
  });

  test('over the write limit the API answers 429 with Retry-After and stores nothing', async () => {
    const limited = createTestApp({ ...TEST_ENV, RATE_LIMIT_WRITE_PER_MINUTE: '2' }, { db: api.db }).app;
    const send = () => request(limited).post(`${PATH}?lang=en`).set('X-Requested-With', 'huquq').set('X-Forwarded-For', '203.0.113.9').send(valid);
    await send();
    await send();
    const before = await ticketCount(api.db);
    const res = await send().expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ticketCount(api.db)).toBe(before);
  });
});
