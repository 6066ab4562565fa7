/**
 * The specialist's side of an order as a browser receives it (issue 12): Sales on a specialist's
 * /home (their items, the client's name and shared phone, the next move), none for a visitor
 * without a profile; the order page's work section in each state (waiting, in progress, done with
 * confirm and dispute, disputed with its ticket, completed by itself after 7 days); the
 * share-my-phone box on /basket. Issue 29: the sale's own page (/home/sales/{id}: items, the client
 * as far as they consented, the history; anyone else's is 404), the order page naming each seller,
 * and the receipt offered only for a paid order.
 */
import type { OwnOrder } from '../../../shared/api/orders/contract';
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

  test('without the client’s consent neither name nor phone is shown; a visitor without a specialist profile has no Sales', async () => {
    const order = await paidOrder(false);
    const res = await specialist.get('/en/home').expect(200);
    const row = res.text.slice(res.text.indexOf(`data-order="${order.id}"`));
    const who = row.slice(0, row.indexOf('</p>', row.indexOf('sale-client')));
    expect(who).toContain('The client chose not to share their name and phone');
    expect(who).not.toMatch(/Dilnoza|tel:/i);
    expect(row).toContain(`href="/en/home/sales/${order.id}"`);
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

    const { ticketId } = (await client.post(`/api/v1/me/orders/${order.id}/dispute`, { text: 'The contract was not reviewed as agreed.' }).expect(201))
      .body as { ticketId: number };
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
    expect(res.text).toContain('Share my name and phone with the specialist');
  });
});

describe(`a sale's own page, /home/sales/{id} (${engineName})`, () => {
  test('the specialist sees the items, the client with their consent, the history with times and the next move', async () => {
    const order = await paidOrder(true);
    await move(order.id, 'in_progress');
    const res = await specialist.get(`/ru/home/sales/${order.id}`).expect(200);
    expect(res.text).toContain(`<title>Продажа ${order.number} · Huquq</title>`);
    expect(res.text).toContain('name="robots" content="noindex');
    expect(res.text).toContain('data-testid="sale-items"');
    expect(res.text).toContain(`href="/ru/services/${serviceId}"`);
    const client = res.text.slice(res.text.indexOf('data-testid="sale-client"'));
    expect(client.slice(0, client.indexOf('</p>'))).toMatch(/Клиент: Dilnoza/i);
    const history = res.text.slice(res.text.indexOf('data-testid="sale-history"'), res.text.indexOf('</ol>', res.text.indexOf('data-testid="sale-history"')));
    expect(history).toContain('Оплачен');
    expect(history).toContain('Работа начата');
    expect(history.match(/<time dateTime=/gi) ?? history.match(/<time datetime=/gi)).toHaveLength(2);
    // The next move, and the undo of the last one while it lasts.
    expect(res.text).toContain('data-testid="sale-done"');
    expect(res.text).toContain('data-testid="sale-undo"');
  });

  test('without consent the page says so; another user’s sale, the client’s own order and an unknown id are 404', async () => {
    const order = await paidOrder(false);
    const res = await specialist.get(`/en/home/sales/${order.id}`).expect(200);
    const who = res.text.slice(res.text.indexOf('data-testid="sale-client"'));
    expect(who.slice(0, who.indexOf('</p>'))).toContain('The client chose not to share their name and phone');
    expect(who.slice(0, who.indexOf('</section>'))).not.toMatch(/tel:|Dilnoza/i);
    await client.get(`/en/home/sales/${order.id}`).expect(404);
    await specialist.get('/en/home/sales/99999999').expect(404);
    const stranger = await signedInVisitor(api.app, 2);
    await stranger.get(`/home/sales/${order.id}`).expect(404);
  });
});

describe(`the order page names the seller and offers a receipt only once paid (${engineName})`, () => {
  test('each item names its specialist with a link to the profile; unpaid and cancelled orders offer no receipt', async () => {
    const { rows } = await api.db.query<{ nickname: string }>(
      'SELECT sp.nickname FROM services sv JOIN specialists sp ON sp.id = sv.specialist_id WHERE sv.id = $1',
      [serviceId],
    );
    await client.post('/api/v1/me/basket/items', { serviceId }).expect(200);
    const unpaid = (await client.post('/api/v1/me/orders', { provider: 'payme' }).expect(201)).body as OwnOrder;
    let page = (await client.get(`/ru/home/orders/${unpaid.id}`).expect(200)).text;
    const seller = page.slice(page.indexOf('data-testid="order-seller"'));
    expect(seller.slice(0, seller.indexOf('</span></span>') + 200)).toContain('Специалист:');
    expect(seller).toContain(`href="/ru/${rows[0]!.nickname}"`);
    expect(page).not.toContain('data-testid="receipt-link"');
    await client.post(`/api/v1/me/orders/${unpaid.id}/cancel`).expect(200);
    page = (await client.get(`/ru/home/orders/${unpaid.id}`).expect(200)).text;
    expect(page).not.toContain('data-testid="receipt-link"');

    const paid = await paidOrder(false);
    page = (await client.get(`/en/home/orders/${paid.id}`).expect(200)).text;
    expect(page).toContain('data-testid="receipt-link"');
    expect(page).toContain('Specialist:');
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
      { name: `/ru/home/sales/${waiting.id} (consented)`, html: (await specialist.get(`/ru/home/sales/${waiting.id}`).expect(200)).text },
      { name: `/en/home/sales/${disputed.id} (disputed)`, html: (await specialist.get(`/en/home/sales/${disputed.id}`).expect(200)).text },
    ];
    // A document invalid on purpose proves the checker ran.
    const control = { name: 'control', html: '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><p><div>x</div></p></body></html>' };
    const all = await htmlErrors([...documents, control]);
    expect(all.some((error) => error.document === control.name)).toBe(true);
    const errors = all.filter((error) => error.document !== control.name);
    if (errors.length) throw new Error(formatHtmlErrors(errors));
  }, 120_000);
});
