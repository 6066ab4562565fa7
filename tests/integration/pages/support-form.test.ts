/**
 * The support page's contact form without JavaScript: a plain form post to the page makes a
 * ticket and redirects back with a flash notification; a refused one (invalid, over the limit)
 * renders the page again with every value kept and each field's message.
 */
import request from 'supertest';
import { hashSessionToken, newSessionToken } from '../../../server/auth/sessions';
import { FLASH_COOKIE } from '../../../server/web/flash';
import { csrfTokenFor } from '../../../server/security/csrf';
import { RETURNING, TEST_ORIGIN, cookiesOf, createTestApp } from '../../support/app';
import { makeUser } from '../db/factories';
import { TEST_ENV, engineName, useSeededApi } from '../api/support';

jest.setTimeout(60_000);

const seeded = useSeededApi();

const valid = {
  contact: 'aziza@example.uz',
  category: 'documents',
  subject: 'The PDF does not open',
  message: 'The document I filled in yesterday does not download as PDF.',
};

async function tickets(subject: string): Promise<{ user_id: number | null; contact: string; locale: string; body: string }[]> {
  const { rows } = await seeded.db.query<{ user_id: number | null; contact: string; locale: string; body: string }>(
    `SELECT t.user_id, t.contact, t.locale, m.body FROM support_tickets t JOIN support_ticket_messages m ON m.ticket_id = t.id WHERE t.subject = $1`,
    [subject],
  );
  return rows;
}

const postForm = (path: string, fields: Record<string, string>, cookie = RETURNING) =>
  request(seeded.app).post(path).set('Origin', TEST_ORIGIN).set('Cookie', cookie).type('form').send(fields);

/** The value an input of the page holds, and the text of its textarea. */
const inputValue = (html: string, name: string) =>
  [...html.matchAll(/<input[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`name="${name}"`))
    ?.match(/value="([^"]*)"/)?.[1];
const textareaValue = (html: string) => /<textarea[^>]*name="message"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1];

describe(`the contact form without JavaScript on ${engineName}`, () => {
  test('a valid post makes a ticket, then redirects back to the form with a flash shown once', async () => {
    const subject = `Valid guest post ${Date.now()}`;
    const res = await postForm('/ru/support', { ...valid, subject }).expect(303);
    expect(res.headers.location).toBe('/ru/support#contact');
    const flash = cookiesOf(res).find((c) => c.startsWith(`${FLASH_COOKIE}=`));
    expect(flash).toBeTruthy();
    expect(await tickets(subject)).toEqual([{ user_id: null, contact: valid.contact, locale: 'ru', body: valid.message }]);

    const page = await request(seeded.app)
      .get('/ru/support')
      .set('Cookie', `${RETURNING}; ${flash!.split(';')[0]}`)
      .expect(200);
    expect(page.text).toContain('data-testid="contact-sent"');
    expect(page.text).toContain('Сообщение отправлено');
    expect(page.text).toContain('"text":"support:contact.sentText"');
    expect(cookiesOf(page).some((c) => c.startsWith(`${FLASH_COOKIE}=;`))).toBe(true);
  });

  test('an invalid post shows the page again: 422, every value kept, each field’s message', async () => {
    const subject = 'ab';
    const res = await postForm('/en/support', { contact: 'x', category: 'documents', subject, message: 'Too short' }).expect(422);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(inputValue(res.text, 'contact')).toBe('x');
    expect(inputValue(res.text, 'subject')).toBe('ab');
    expect(textareaValue(res.text)).toBe('Too short');
    expect(res.text).toMatch(/<option value="documents" selected="">Documents and templates<\/option>/);
    expect(res.text).toContain('Phone, email or Telegram is not valid.');
    expect(res.text).toContain('Subject is not valid.');
    expect(res.text).toContain('Message is not valid.');
    expect(res.text).toContain('Check the highlighted fields.');
    expect(res.text).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="contact"|<input[^>]*name="contact"[^>]*aria-invalid="true"/);
    expect(await tickets(subject)).toEqual([]);
  });

  test('missing fields are named in the page’s language', async () => {
    const res = await postForm('/support', { contact: '', subject: '', message: '' }).expect(422);
    expect(res.text).toContain('«Telefon, elektron pochta yoki Telegram» maydonini toʻldirish majburiy.');
    expect(res.text).toContain('«Xabar mavzusi» maydonini toʻldirish majburiy.');
    expect(res.text).toContain('«Xabar» maydonini toʻldirish majburiy.');
  });

  test('an unknown topic is refused with the topic’s message, keeping the rest', async () => {
    const res = await postForm('/en/support', { ...valid, category: 'astrology' }).expect(422);
    expect(res.text).toContain('Topic is not valid.');
    expect(inputValue(res.text, 'subject')).toBe(valid.subject);
  });

  test('a post from another site, or one that names no origin, is refused', async () => {
    const subject = `Forged ${Date.now()}`;
    await request(seeded.app)
      .post('/en/support')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ ...valid, subject })
      .expect(403);
    await request(seeded.app)
      .post('/en/support')
      .type('form')
      .send({ ...valid, subject })
      .expect(403);
    expect(await tickets(subject)).toEqual([]);
  });

  test('a signed-in visitor’s form carries their token; without it the post is refused, with it the ticket is theirs', async () => {
    const userId = await makeUser(seeded.db);
    const token = newSessionToken();
    await seeded.db.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
      userId,
      hashSessionToken(token),
    ]);
    const cookie = `${RETURNING}; act=${token}`;
    const page = await request(seeded.app).get('/en/support').set('Cookie', cookie).expect(200);
    expect(page.text).toContain(`<input type="hidden" name="_csrf" value="${csrfTokenFor(token)}"/>`);

    const subject = `Signed in ${Date.now()}`;
    await postForm('/en/support', { ...valid, subject }, cookie).expect(403);
    await postForm('/en/support', { ...valid, subject, _csrf: csrfTokenFor(token) }, cookie).expect(303);
    expect(await tickets(subject)).toMatchObject([{ user_id: userId }]);
  });

  test('over the write limit the page comes back with 429, the wait and the values', async () => {
    const limited = createTestApp({ ...TEST_ENV, RATE_LIMIT_WRITE_PER_MINUTE: '1' }, { db: seeded.db }).app;
    const subject = `Over the limit ${Date.now()}`;
    const post = () =>
      request(limited)
        .post('/en/support')
        .set('Origin', TEST_ORIGIN)
        .set('Cookie', RETURNING)
        .type('form')
        .send({ ...valid, subject });
    await post();
    const before = (await tickets(subject)).length;
    const res = await post().expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.text).toMatch(/Too many messages from your connection\. Try again in \d+\u00a0s\./);
    expect(inputValue(res.text, 'subject')).toBe(subject);
    expect(textareaValue(res.text)).toBe(valid.message);
    expect((await tickets(subject)).length).toBe(before);
  });

  test('other methods on the page are still refused', async () => {
    await request(seeded.app).put('/en/support').set('Origin', TEST_ORIGIN).set('X-Requested-With', 'huquq').expect(405);
  });
});
