/**
 * The specialist's side of an order as a browser receives it (issue 12): Sales on a specialist's
 * /home (their items, the client's name and shared phone, the next move), none for a visitor
 * without a profile; the order page's work section in each state (waiting, in progress, done with
 * confirm and dispute, disputed with its ticket, completed by itself after 7 days); the
 * share-my-phone box on /basket.
 */
import type { OwnOrder } from '../../../shared/api/orders';
import { formatHtmlErrors, htmlErrors, javaAvailable } from '../../support/vnu';
import { engineName, signedInVisitor, useSeededApi, type SignedInVisitor } from '../api/support';

jest.setTimeout(120_000);

const api = useSeededApi();
let client: SignedInVisitor;
let specialist: SignedInVisitor;
let serviceId: number;
let serviceTitle: string;

beforeAll(async () => {
  client = await signedInVisitor(api.app, 0);
  specialist = await signedInVisitor(api.app, 1);
  const { rows } = await api.db.query<{ id: number; title: string; specialist_id: number }>(
    "SELECT id, l10n_text(title, 'en') AS title, specialist_id FROM services WHERE published AND price > 0 AND specialist_id IS NOT NULL ORDER BY id LIMIT 1",
  );
  serviceId = Number(rows[0]!.id);
  serviceTitle = rows[0]!.title;
  const { rows: users } = await api.db.query<{ id: number }>("SELECT id FROM users WHERE pinfl = '30512901234561'");
  await api.db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [rows[0]!.specialist_id, users[0]!.id]);
});

async function paidOrder(shareContact: boolean): Promise<OwnOrder> {
  await client.post('/api/v1/me/basket/items', { serviceId }).expect(200);
  const order = (await client.post('/api/v1/me/orders', { provider: 'payme', shareContact }).expect(201)).body as OwnOrder;
  await api.db.query("UPDATE orders SET status = 'paid', paid_at = now() WHERE id = $1", [order.id]);
  return order;
}

const move = (id: number, fulfilment: 'in_progress' | 'done') => specialist.post(`/api/v1/me/sales/${id}/status`, { fulfilment }).expect(200);

/** The order page's work section, as rendered. */
async function workSection(id: number, lang = 'en'): Promise<string> {
  // Uzbek, the default language, has no prefix.
  const res = await client.get(`${lang === 'uz' ? '' : `/${lang}`}/home/orders/${id}`).expect(200);
  const start = res.text.indexOf('data-testid="order-fulfilment"');
  expect(start).toBeGreaterThan(-1);
  return res.text.slice(start, res.text.indexOf('</section>', start));
}

describe(`Sales on /home (${engineName})`, () => {
  test('the specialist sees the paid order with what was bought, the client’s name and shared phone, and “In progress”', async () => {
    const order = await paidOrder(true);
    const res = await specialist.get('/en/home').expect(200);
    expect(res.text).toContain('data-testid="home-sales"');
    const start = res.text.indexOf(`data-order="${order.id}"`);
    expect(start).toBeGreaterThan(-1);
    const row = res.text.slice(start, res.text.indexOf('</li>', res.text.indexOf('data-testid="sale-client"', start)) + 400);
    expect(row).toContain(order.number);
    expect(row).toContain(serviceTitle);
    expect(row).toMatch(/Client: Dilnoza/i);
    expect(row).toContain('href="tel:+998901234567"');
    expect(row).toContain('data-testid="sale-in_progress"');
    expect(row).not.toContain('data-testid="sale-done"');

    await move(order.id, 'in_progress');
    const ru = await specialist.get('/ru/home').expect(200);
    const ruRow = ru.text.slice(ru.text.indexOf(`data-order="${order.id}"`));
    expect(ruRow).toMatch(/^data-order="\d+" data-state="in_progress"/);
    expect(ruRow).toContain('data-testid="sale-done"');
  });

  test('a phone not shared is not shown; a visitor without a specialist profile has no Sales', async () => {
    const order = await paidOrder(false);
    const res = await specialist.get('/en/home').expect(200);
    const row = res.text.slice(res.text.indexOf(`data-order="${order.id}"`));
    expect(row.slice(0, row.indexOf('</p>', row.indexOf('sale-client')))).toContain('The client did not share a phone.');
    const mine = await client.get('/en/home').expect(200);
    expect(mine.text).not.toContain('data-testid="home-sales"');
  });
});

describe(`the order page's work section (${engineName})`, () => {
  test('unpaid: none; paid: waiting, then in progress', async () => {
    await client.post('/api/v1/me/basket/items', { serviceId }).expect(200);
    const unpaid = (await client.post('/api/v1/me/orders', { provider: 'payme' }).expect(201)).body as OwnOrder;
    expect((await client.get(`/en/home/orders/${unpaid.id}`).expect(200)).text).not.toContain('data-testid="order-fulfilment"');

    const order = await paidOrder(false);
    let section = await workSection(order.id);
    expect(section).toContain('data-state="waiting"');
    expect(section).toContain('Waiting for the specialist');
    expect(section).not.toContain('confirm-order');
    await move(order.id, 'in_progress');
    section = await workSection(order.id, 'uz');
    expect(section).toContain('Bajarilmoqda');
    expect(section).not.toContain('confirm-order');
  });

  test('done: confirm and dispute, with the day it completes by itself; disputed: the ticket; confirmed: completed', async () => {
    const order = await paidOrder(false);
    await move(order.id, 'in_progress');
    await move(order.id, 'done');
    let section = await workSection(order.id);
    expect(section).toContain('data-state="done"');
    expect(section).toContain('data-testid="confirm-order"');
    expect(section).toContain('data-testid="dispute-order"');
    expect(section).toContain('after that it completes by itself');

    const { ticketId } = (await client.post(`/api/v1/me/orders/${order.id}/dispute`, { text: 'The contract was not reviewed as agreed.' }).expect(201)).body as { ticketId: number };
    section = await workSection(order.id, 'ru');
    expect(section).toContain('Вы оспорили этот заказ');
    expect(section).toContain(`Обращение в поддержку №\u00a0${ticketId}`);
    expect(section).toContain('data-testid="dispute-ticket"');
    expect(section).not.toContain('data-testid="dispute-order"');

    await client.post(`/api/v1/me/orders/${order.id}/confirm`).expect(200);
    section = await workSection(order.id);
    expect(section).toContain('data-state="completed"');
    expect(section).toContain('The order is completed.');
    expect(section).not.toContain('confirm-order');
  });

  test('done 7 days ago without a dispute: completed by itself, nothing to press', async () => {
    const order = await paidOrder(false);
    await move(order.id, 'in_progress');
    await move(order.id, 'done');
    await api.db.query("UPDATE orders SET done_at = done_at - interval '7 days 1 minute' WHERE id = $1", [order.id]);
    const section = await workSection(order.id);
    expect(section).toContain('data-state="completed"');
    expect(section).not.toContain('confirm-order');
    expect(section).not.toContain('dispute-order');
  });
});

describe(`/basket (${engineName})`, () => {
  test('a signed-in visitor can share their phone with the specialist at checkout', async () => {
    await client.post('/api/v1/me/basket/items', { serviceId }).expect(200);
    const res = await client.get('/en/basket').expect(200);
    expect(res.text).toContain('data-testid="share-contact"');
    expect(res.text).toContain('Share my phone with the specialist');
  });
});

/** The HTML check needs Java (as tests/integration/web/html-validity.test.ts; CI has it). */
const withJava = javaAvailable() || process.env.CI ? describe : describe.skip;

withJava(`valid HTML (${engineName})`, () => {
  test('Sales with both moves, and the order page done (confirm, dispute) and disputed, are valid HTML', async () => {
    const waiting = await paidOrder(true);
    const done = await paidOrder(false);
    await move(done.id, 'in_progress');
    await move(done.id, 'done');
    const disputed = await paidOrder(false);
    await move(disputed.id, 'in_progress');
    await move(disputed.id, 'done');
    await client.post(`/api/v1/me/orders/${disputed.id}/dispute`, { text: 'The contract was not reviewed as agreed.' }).expect(201);
    const documents = [
      { name: '/en/home (specialist)', html: (await specialist.get('/en/home').expect(200)).text },
      { name: `/ru/home/orders/${waiting.id} (waiting)`, html: (await client.get(`/ru/home/orders/${waiting.id}`).expect(200)).text },
      { name: `/en/home/orders/${done.id} (done)`, html: (await client.get(`/en/home/orders/${done.id}`).expect(200)).text },
      { name: `/home/orders/${disputed.id} (disputed)`, html: (await client.get(`/home/orders/${disputed.id}`).expect(200)).text },
    ];
    // A document invalid on purpose proves the checker ran.
    const control = { name: 'control', html: '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><p><div>x</div></p></body></html>' };
    const all = await htmlErrors([...documents, control]);
    expect(all.some((error) => error.document === control.name)).toBe(true);
    const errors = all.filter((error) => error.document !== control.name);
    if (errors.length) throw new Error(formatHtmlErrors(errors));
  }, 120_000);
});
