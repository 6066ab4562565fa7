/**
 * The specialist's side of a paid order (issue 12, ADR 012): the specialist whose service was
 * bought sees the sale (their items, the client's name, the phone only when shared) and moves it
 * waiting → in progress → done, nobody else does (404); illegal moves are 409 naming the allowed
 * ones; the client confirms a done order, or disputes it within 7 days, which opens a support
 * ticket with the order attached; a done order 7 days old without a dispute reads as completed.
 * Issue 29: the client's name and phone only with their consent; each sale read alone with its
 * history; the last move undone within 10 minutes, never after, nor once the client acted.
 */
import type { OwnOrder, Sale, SaleList } from '../../../shared/api/orders/contract';
import { UNDO_WINDOW_MS } from '../../../shared/payments/fulfilment';
import { engineName, signedInVisitor, useSeededApi, type SignedInVisitor } from './support';

jest.setTimeout(120_000);

const api = useSeededApi({
  env: { PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb', PAYME_MERCHANT_KEY: 'TEST_KEY', PAYME_CHECKOUT_URL: 'https://test.paycom.uz' },
});

/** The stand-in's demo citizens (server/auth/oneid-standin.ts). */
const PINS = ['42306851234567', '30512901234561', '52211030012345', '31007750054328'] as const;

let client: SignedInVisitor;
let specialist: SignedInVisitor;
let otherSpecialist: SignedInVisitor;
let stranger: SignedInVisitor;
/** A priced service of the specialist, and one of the other specialist. */
let mine: { id: number; price: number };
let theirs: { id: number; price: number };

async function userId(pin: string): Promise<number> {
  const { rows } = await api.db.query<{ id: number }>('SELECT id FROM users WHERE pinfl = $1', [pin]);
  return Number(rows[0]!.id);
}

beforeAll(async () => {
  client = await signedInVisitor(api.app, 0);
  specialist = await signedInVisitor(api.app, 1);
  stranger = await signedInVisitor(api.app, 2);
  otherSpecialist = await signedInVisitor(api.app, 3);
  const { rows } = await api.db.query<{ id: number; price: number; specialist_id: number }>(
    `SELECT DISTINCT ON (specialist_id) id, price, specialist_id FROM services
      WHERE published AND price > 0 AND price_kind = 'fixed' AND specialist_id IS NOT NULL ORDER BY specialist_id, id LIMIT 2`,
  );
  const [a, b] = rows;
  mine = { id: Number(a!.id), price: Number(a!.price) };
  theirs = { id: Number(b!.id), price: Number(b!.price) };
  await api.db.query('UPDATE specialists SET user_id = NULL WHERE user_id IN ($1, $2)', [await userId(PINS[1]), await userId(PINS[3])]);
  await api.db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [a!.specialist_id, await userId(PINS[1])]);
  await api.db.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [b!.specialist_id, await userId(PINS[3])]);
});

/** The client orders these services and the order is paid (as a provider's perform leaves it). */
async function paidOrder(serviceIds: number[], shareContact?: boolean): Promise<OwnOrder> {
  await api.db.query('DELETE FROM basket_items');
  for (const serviceId of serviceIds) await client.post('/api/v1/me/basket/items', { serviceId }).expect(200);
  const placed = (await client.post('/api/v1/me/orders', { provider: 'payme', ...(shareContact === undefined ? {} : { shareContact }) }).expect(201))
    .body as OwnOrder;
  await api.db.query("UPDATE orders SET status = 'paid', paid_at = now() WHERE id = $1", [placed.id]);
  return placed;
}

const salesOf = async (who: SignedInVisitor) => ((await who.get('/api/v1/me/sales').expect(200)).body as SaleList).items;
const orderOf = async (id: number) => (await client.get(`/api/v1/me/orders/${id}`).expect(200)).body as OwnOrder;
const move = (who: SignedInVisitor, id: number, fulfilment: string, lang = 'uz') => who.post(`/api/v1/me/sales/${id}/status?lang=${lang}`, { fulfilment });
/** Moves the order's done time back by `days`. */
const age = (id: number, days: number) => api.db.query(`UPDATE orders SET done_at = done_at - make_interval(days => $2) WHERE id = $1`, [id, days]);

describe(`order fulfilment, /api/v1/me/sales (${engineName})`, () => {
  test('the specialist sees a paid order: their items only, the client’s name and phone only when shared; unpaid orders are not sales', async () => {
    const shared = await paidOrder([mine.id, theirs.id], true);
    const unshared = await paidOrder([mine.id], false);
    await api.db.query('DELETE FROM basket_items');
    await client.post('/api/v1/me/basket/items', { serviceId: mine.id }).expect(200);
    const unpaid = (await client.post('/api/v1/me/orders', { provider: 'payme' }).expect(201)).body as OwnOrder;

    const sales = await salesOf(specialist);
    const ids = sales.map((sale) => sale.orderId);
    expect(ids).toEqual(expect.arrayContaining([shared.id, unshared.id]));
    expect(ids).not.toContain(unpaid.id);
    const sale = sales.find((one) => one.orderId === shared.id)!;
    expect(sale).toMatchObject({
      number: shared.number,
      client: { shared: true, name: expect.stringMatching(/dilnoza/i), phone: '+998901234567' },
      items: [expect.objectContaining({ serviceId: mine.id, unitPrice: mine.price, quantity: 1 })],
      amount: mine.price,
      fulfilment: { state: 'waiting', doneAt: null, disputeTicketId: null },
      allowed: ['in_progress'],
    });
    // Without the client's consent at checkout, neither their name nor their phone.
    expect(sales.find((one) => one.orderId === unshared.id)!.client).toEqual({ shared: false, name: null, phone: null });
    expect(sales.find((one) => one.orderId === unshared.id)!.history).toEqual([{ kind: 'paid', at: expect.any(String) }]);
    expect((await orderOf(shared.id)).shareContact).toBe(true);

    // The other specialist sees the same order with their own item only; a user without a profile sees none.
    const other = (await salesOf(otherSpecialist)).find((one) => one.orderId === shared.id)!;
    expect(other.items.map((item) => item.serviceId)).toEqual([theirs.id]);
    expect(await salesOf(stranger)).toEqual([]);
  });

  test('only the service’s specialist moves a sale (others 404); waiting → in progress → done; illegal moves 409 naming the allowed ones', async () => {
    const order = await paidOrder([mine.id]);
    await move(otherSpecialist, order.id, 'in_progress').expect(404);
    await move(stranger, order.id, 'in_progress').expect(404);
    await move(client, order.id, 'in_progress').expect(404);
    await move(specialist, 99_999_999, 'in_progress').expect(404);
    await move(specialist, order.id, 'completed').expect(400);
    await move(specialist, order.id, 'waiting').expect(400);

    const skipped = await move(specialist, order.id, 'done', 'en').expect(409);
    expect(skipped.body.error).toMatchObject({ code: 'fulfilment_invalid_transition', current: { fulfilment: 'waiting', allowed: ['in_progress'] } });
    expect(skipped.body.error.message).toContain('Waiting for the specialist');

    const started = (await move(specialist, order.id, 'in_progress').expect(200)).body as Sale;
    expect(started).toMatchObject({ fulfilment: { state: 'in_progress' }, allowed: ['done'] });
    expect((await orderOf(order.id)).fulfilment).toMatchObject({ state: 'in_progress', startedAt: started.fulfilment.startedAt });
    expect((await move(specialist, order.id, 'in_progress').expect(409)).body.error.current).toEqual({ fulfilment: 'in_progress', allowed: ['done'] });

    const done = (await move(specialist, order.id, 'done').expect(200)).body as Sale;
    expect(done).toMatchObject({ fulfilment: { state: 'done' }, allowed: [] });
    const read = await orderOf(order.id);
    expect(read.fulfilment.state).toBe('done');
    expect(Date.parse(read.fulfilment.disputeUntil!) - Date.parse(read.fulfilment.doneAt!)).toBe(7 * 24 * 60 * 60 * 1000);
    expect((await move(specialist, order.id, 'done').expect(409)).body.error.current).toEqual({ fulfilment: 'done', allowed: [] });
  });

  test('a refunded order is no longer a sale and cannot be moved', async () => {
    const order = await paidOrder([mine.id]);
    await api.db.query("UPDATE orders SET status = 'refunded', refunded_at = now() WHERE id = $1", [order.id]);
    expect((await salesOf(specialist)).map((sale) => sale.orderId)).not.toContain(order.id);
    await move(specialist, order.id, 'in_progress').expect(404);
  });
});

/** Moves the times of the order's last moves back by `ms` (as if they were made that long ago). */
const past = (id: number, ms: number) =>
  api.db.query('UPDATE orders SET started_at = started_at - make_interval(secs => $2), done_at = done_at - make_interval(secs => $2) WHERE id = $1', [
    id,
    ms / 1000,
  ]);
const undo = (who: SignedInVisitor, id: number, lang = 'uz') => who.post(`/api/v1/me/sales/${id}/undo?lang=${lang}`);

describe(`one sale and its undo, /api/v1/me/sales/{id} (${engineName})`, () => {
  test('GET /me/sales/{id}: the specialist’s own sale with its history; anyone else’s, an unpaid one or an unknown id is 404', async () => {
    const order = await paidOrder([mine.id, theirs.id], true);
    const sale = (await specialist.get(`/api/v1/me/sales/${order.id}`).expect(200)).body as Sale;
    expect(sale).toMatchObject({ orderId: order.id, items: [expect.objectContaining({ serviceId: mine.id })], undo: null, history: [{ kind: 'paid' }] });
    expect(((await otherSpecialist.get(`/api/v1/me/sales/${order.id}`).expect(200)).body as Sale).items.map((item) => item.serviceId)).toEqual([theirs.id]);
    await stranger.get(`/api/v1/me/sales/${order.id}`).expect(404);
    await client.get(`/api/v1/me/sales/${order.id}`).expect(404);
    await specialist.get('/api/v1/me/sales/99999999').expect(404);
    await specialist.get('/api/v1/me/sales/abc').expect(400);
    await api.db.query("UPDATE orders SET status = 'refunded', refunded_at = now() WHERE id = $1", [order.id]);
    await specialist.get(`/api/v1/me/sales/${order.id}`).expect(404);
  });

  test('the last move is undone within 10 minutes: done → in progress (the client’s clock is gone), in progress → waiting; the history follows', async () => {
    const order = await paidOrder([mine.id]);
    await undo(specialist, order.id).expect(409);
    const started = (await move(specialist, order.id, 'in_progress').expect(200)).body as Sale;
    expect(started.undo).toEqual({ to: 'waiting', until: new Date(Date.parse(started.fulfilment.startedAt!) + UNDO_WINDOW_MS).toISOString() });
    const done = (await move(specialist, order.id, 'done').expect(200)).body as Sale;
    expect(done.undo).toMatchObject({ to: 'in_progress' });
    expect(done.history.map((event) => event.kind)).toEqual(['paid', 'in_progress', 'done']);

    await undo(otherSpecialist, order.id).expect(404);
    await undo(client, order.id).expect(404);
    const back = (await undo(specialist, order.id).expect(200)).body as Sale;
    expect(back).toMatchObject({ fulfilment: { state: 'in_progress', doneAt: null, disputeUntil: null }, allowed: ['done'], undo: { to: 'waiting' } });
    expect(back.history.map((event) => event.kind)).toEqual(['paid', 'in_progress']);
    expect((await orderOf(order.id)).fulfilment).toMatchObject({ state: 'in_progress', doneAt: null });
    // Nothing for the client to confirm any more.
    await client.post(`/api/v1/me/orders/${order.id}/confirm`).expect(409);

    const waiting = (await undo(specialist, order.id).expect(200)).body as Sale;
    expect(waiting).toMatchObject({ fulfilment: { state: 'waiting', startedAt: null }, allowed: ['in_progress'], undo: null, history: [{ kind: 'paid' }] });
    expect((await undo(specialist, order.id, 'en').expect(409)).body.error).toMatchObject({
      code: 'fulfilment_undo_closed',
      current: { fulfilment: 'waiting', allowed: ['in_progress'] },
    });
  });

  test('after 10 minutes, or once the client confirmed or disputed, the move stands (409 in the visitor’s language)', async () => {
    const late = await paidOrder([mine.id]);
    await move(specialist, late.id, 'in_progress').expect(200);
    await move(specialist, late.id, 'done').expect(200);
    await past(late.id, UNDO_WINDOW_MS + 1000);
    expect(((await specialist.get(`/api/v1/me/sales/${late.id}`).expect(200)).body as Sale).undo).toBeNull();
    const refused = await undo(specialist, late.id, 'ru').expect(409);
    expect(refused.body.error).toMatchObject({
      code: 'fulfilment_undo_closed',
      message: expect.stringMatching(/10 минут/),
      current: { fulfilment: 'done', allowed: [] },
    });
    expect((await orderOf(late.id)).fulfilment.state).toBe('done');

    const confirmed = await paidOrder([mine.id]);
    await move(specialist, confirmed.id, 'in_progress').expect(200);
    await move(specialist, confirmed.id, 'done').expect(200);
    await client.post(`/api/v1/me/orders/${confirmed.id}/confirm`).expect(200);
    await undo(specialist, confirmed.id).expect(409);

    const disputed = await paidOrder([mine.id]);
    await move(specialist, disputed.id, 'in_progress').expect(200);
    await move(specialist, disputed.id, 'done').expect(200);
    await client.post(`/api/v1/me/orders/${disputed.id}/dispute`, { text: 'The contract was not reviewed as agreed.' }).expect(201);
    await undo(specialist, disputed.id).expect(409);
    const sale = (await specialist.get(`/api/v1/me/sales/${disputed.id}`).expect(200)).body as Sale;
    expect(sale.history.map((event) => event.kind)).toEqual(['paid', 'in_progress', 'done', 'disputed']);
    await specialist.get(`/api/v1/me/sales/${disputed.id}/undo`).expect(405);
  });
});

describe(`the client's confirm and dispute, /api/v1/me/orders/{id} (${engineName})`, () => {
  test('the client confirms a done order: completed; not before done, not twice; another’s order is 404', async () => {
    const order = await paidOrder([mine.id]);
    expect((await client.post(`/api/v1/me/orders/${order.id}/confirm`).expect(409)).body.error).toMatchObject({
      code: 'fulfilment_invalid_transition',
      current: { fulfilment: 'waiting' },
    });
    await move(specialist, order.id, 'in_progress').expect(200);
    await move(specialist, order.id, 'done').expect(200);
    await specialist.post(`/api/v1/me/orders/${order.id}/confirm`).expect(404);
    const confirmed = (await client.post(`/api/v1/me/orders/${order.id}/confirm`).expect(200)).body as OwnOrder;
    expect(confirmed.fulfilment).toMatchObject({ state: 'completed', disputeUntil: null });
    expect(confirmed.fulfilment.completedAt).not.toBeNull();
    await client.post(`/api/v1/me/orders/${order.id}/confirm`).expect(409);
    await client.post(`/api/v1/me/orders/${order.id}/dispute`, { text: 'The document has mistakes in it.' }).expect(409);
    expect((await salesOf(specialist)).find((sale) => sale.orderId === order.id)).toMatchObject({ fulfilment: { state: 'completed' }, allowed: [] });
  });

  test('a dispute within 7 days of done opens a support ticket with the order attached, once; the order then does not complete by itself', async () => {
    const order = await paidOrder([mine.id]);
    const text = 'The contract was not reviewed as agreed.';
    await client.post(`/api/v1/me/orders/${order.id}/dispute`, { text }).expect(409);
    await move(specialist, order.id, 'in_progress').expect(200);
    await move(specialist, order.id, 'done').expect(200);
    await age(order.id, 6);

    await client.post(`/api/v1/me/orders/${order.id}/dispute`, { text: 'short' }).expect(400);
    await client.post(`/api/v1/me/orders/${order.id}/dispute`, {}).expect(400);
    // A NUL would fail at the database: refused as the client's mistake, the order untouched.
    const nul = await client.post(`/api/v1/me/orders/${order.id}/dispute?lang=en`, { text: 'The contract\u0000 was not reviewed.' }).expect(400);
    expect(nul.body.error.code).toBe('body_has_nul');
    await stranger.post(`/api/v1/me/orders/${order.id}/dispute`, { text }).expect(404);
    const disputed = await client.post(`/api/v1/me/orders/${order.id}/dispute?lang=en`, { text }).expect(201);
    const { ticketId, order: after } = disputed.body as { ticketId: number; order: OwnOrder };
    expect(after.fulfilment).toMatchObject({ state: 'done', disputeTicketId: ticketId, disputeUntil: null });
    expect(after.fulfilment.disputedAt).not.toBeNull();

    const { rows: tickets } = await api.db.query<{ user_id: number; subject: string; status: string; body: string }>(
      'SELECT t.user_id, t.subject, t.status, m.body FROM support_tickets t JOIN support_ticket_messages m ON m.ticket_id = t.id WHERE t.id = $1',
      [ticketId],
    );
    expect(tickets).toEqual([{ user_id: expect.anything(), subject: `Dispute about order ${order.number}`, status: 'open', body: text }]);
    expect(Number(tickets[0]!.user_id)).toBe(await userId(PINS[0]));

    await client.post(`/api/v1/me/orders/${order.id}/dispute`, { text }).expect(409);
    const sale = (await salesOf(specialist)).find((one) => one.orderId === order.id)!;
    expect(sale.fulfilment).toMatchObject({ state: 'done', disputeTicketId: ticketId });

    // Past 7 days a disputed order stays done (support settles it); the client may still confirm.
    await age(order.id, 2);
    expect((await orderOf(order.id)).fulfilment.state).toBe('done');
    expect(((await client.post(`/api/v1/me/orders/${order.id}/confirm`).expect(200)).body as OwnOrder).fulfilment.state).toBe('completed');
  });

  test('a done order completes by itself after 7 days without a dispute; a dispute is then refused', async () => {
    const order = await paidOrder([mine.id]);
    await move(specialist, order.id, 'in_progress').expect(200);
    const done = (await move(specialist, order.id, 'done').expect(200)).body as Sale;
    await age(order.id, 7);
    const read = await orderOf(order.id);
    expect(read.fulfilment).toMatchObject({ state: 'completed', disputeUntil: null });
    expect(Date.parse(read.fulfilment.completedAt!)).toBe(Date.parse(done.fulfilment.doneAt!));
    expect(
      (await client.post(`/api/v1/me/orders/${order.id}/dispute?lang=ru`, { text: 'The contract was not reviewed as agreed.' }).expect(409)).body.error,
    ).toMatchObject({
      code: 'dispute_not_allowed',
      message: expect.stringMatching(/оспорить/),
    });
    await client.post(`/api/v1/me/orders/${order.id}/confirm`).expect(409);
    expect((await salesOf(specialist)).find((sale) => sale.orderId === order.id)).toMatchObject({ fulfilment: { state: 'completed' }, allowed: [] });
  });

  test('an unpaid order has nothing to confirm or dispute; GET only on the write paths', async () => {
    await api.db.query('DELETE FROM basket_items');
    await client.post('/api/v1/me/basket/items', { serviceId: mine.id }).expect(200);
    const unpaid = (await client.post('/api/v1/me/orders', { provider: 'payme' }).expect(201)).body as OwnOrder;
    expect(unpaid.fulfilment).toMatchObject({ state: 'waiting', disputeTicketId: null });
    await client.post(`/api/v1/me/orders/${unpaid.id}/confirm`).expect(409);
    await client.post(`/api/v1/me/orders/${unpaid.id}/dispute`, { text: 'The contract was not reviewed as agreed.' }).expect(409);
    await move(specialist, unpaid.id, 'in_progress').expect(404);
    await client.get(`/api/v1/me/orders/${unpaid.id}/confirm`).expect(405);
    await specialist.get(`/api/v1/me/sales/${unpaid.id}/status`).expect(405);
    await client.post('/api/v1/me/orders/abc/confirm').expect(400);
  });
});
