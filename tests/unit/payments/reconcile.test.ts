/**
 * Reconciliation's decisions (server/payments/reconcile.ts, ADR 012): which orders are repaired,
 * which are only reported, and the report people read.
 */
import { decide, decideOrder, formatReport, isRepair, type ReconcileOrder, type ReconcilePayment } from '../../../server/payments/reconcile';

const order = (id: number, status: ReconcileOrder['status'], total = 150_000_00): ReconcileOrder => ({ id, status, total });
let nextId = 1;
const payment = (orderId: number, state: ReconcilePayment['state'], fields: Partial<ReconcilePayment> = {}): ReconcilePayment => {
  const id = nextId++;
  return {
    id,
    orderId,
    provider: 'payme',
    transactionId: `5e730e8e0b852a417aa4${String(id).padStart(4, '0')}`,
    amount: 150_000_00,
    state,
    performedAt: state === 'performed' || state === 'cancelled_after_perform' ? 1_764_000_000_000 + id : null,
    ...fields,
  };
};

describe('decideOrder', () => {
  test('a performed payment on a pending order is repaired with that payment', () => {
    const paid = payment(1, 'performed');
    const findings = decideOrder(order(1, 'pending'), [payment(1, 'cancelled'), paid]);
    expect(findings).toEqual([{ kind: 'unmarked_paid', orderId: 1, orderStatus: 'pending', payment: paid }]);
    expect(findings.every(isRepair)).toBe(true);
  });

  test('a performed payment on an order cancelled meanwhile is repaired too (the money was taken)', () => {
    const paid = payment(2, 'performed', { provider: 'click', transactionId: '9000000000000000007' });
    expect(decideOrder(order(2, 'cancelled'), [paid])).toEqual([{ kind: 'unmarked_paid', orderId: 2, orderStatus: 'cancelled', payment: paid }]);
  });

  test('a paid order with its performed payment, and a pending one without any, are in order', () => {
    expect(decideOrder(order(3, 'paid'), [payment(3, 'performed')])).toEqual([]);
    expect(decideOrder(order(4, 'pending'), [payment(4, 'created')])).toEqual([]);
    expect(decideOrder(order(5, 'refunded'), [payment(5, 'cancelled_after_perform')])).toEqual([]);
    expect(decideOrder(order(6, 'cancelled'), [payment(6, 'cancelled')])).toEqual([]);
  });

  test('a paid order without a performed payment is reported, not repaired', () => {
    const findings = decideOrder(order(7, 'paid'), [payment(7, 'cancelled_after_perform'), payment(7, 'created')]);
    expect(findings).toEqual([{ kind: 'paid_without_payment', orderId: 7 }]);
    expect(findings.some(isRepair)).toBe(false);
  });

  test('two performed payments of one order are reported, earliest first; a pending order is repaired with the earliest', () => {
    const late = payment(8, 'performed', { performedAt: 1_764_000_900_000 });
    const early = payment(8, 'performed', { performedAt: 1_764_000_100_000, provider: 'click' });
    expect(decideOrder(order(8, 'paid'), [late, early])).toEqual([{ kind: 'performed_twice', orderId: 8, payments: [early, late] }]);
    const pending = decideOrder(order(8, 'pending'), [late, early]);
    expect(pending.map((f) => f.kind)).toEqual(['unmarked_paid', 'performed_twice']);
    expect(pending[0]).toMatchObject({ payment: early });
  });

  test('a refunded order whose payment is still performed, and a performed amount other than the total, are reported', () => {
    const stale = payment(9, 'performed');
    expect(decideOrder(order(9, 'refunded'), [stale])).toEqual([{ kind: 'refunded_but_performed', orderId: 9, payment: stale }]);
    // Refunded by hand (a dispute the console settled outside the provider): its payment stands there, rightly.
    expect(decideOrder({ ...order(9, 'refunded'), refundedByHand: true }, [stale])).toEqual([]);
    const short = payment(10, 'performed', { amount: 100_00 });
    expect(decideOrder(order(10, 'paid'), [short])).toEqual([{ kind: 'amount_mismatch', orderId: 10, orderTotal: 150_000_00, payment: short }]);
  });
});

describe('decide', () => {
  test('pairs each order with its own payments and lists findings by order id', () => {
    const a = payment(21, 'performed');
    const b = payment(20, 'performed');
    const findings = decide([order(22, 'paid'), order(21, 'pending'), order(20, 'paid')], [a, b]);
    expect(findings).toEqual([
      { kind: 'unmarked_paid', orderId: 21, orderStatus: 'pending', payment: a },
      { kind: 'paid_without_payment', orderId: 22 },
    ]);
  });
});

describe('formatReport', () => {
  const paid = payment(42, 'performed', { performedAt: Date.UTC(2026, 10, 25, 9, 30), transactionId: '5e730e8e0b852a417aa49ceb' });
  const findings = decide([order(42, 'pending'), order(43, 'paid')], [paid]);

  test('says what was repaired and what needs a look, with order numbers and the payment', () => {
    const lines = formatReport({ findings, repaired: [42], dryRun: false });
    expect(lines).toEqual([
      `REPAIR  HQ-000042 (order 42): pending although payme 5e730e8e0b852a417aa49ceb (payment ${paid.id}, 15000000 tiyin, performed 2026-11-25T09:30:00.000Z) succeeded; marked paid`,
      'REPORT  HQ-000043 (order 43): paid, but no payment of it is performed',
      '1 order(s) marked paid, 1 finding(s) to look at.',
    ]);
  });

  test('a dry run says what it would do and that nothing changed', () => {
    const lines = formatReport({ findings, repaired: [], dryRun: true });
    expect(lines[0]).toMatch(/would be marked paid$/);
    expect(lines.at(-1)).toBe('Dry run: 1 order(s) to mark paid, 1 finding(s) to look at; nothing changed.');
  });

  test('a repair another call made first is not claimed; a clean run says so', () => {
    expect(formatReport({ findings, repaired: [], dryRun: false })[0]).toMatch(/left as it is \(changed meanwhile\)$/);
    expect(formatReport({ findings: [], repaired: [], dryRun: false })).toEqual(['Payments and orders agree: nothing to repair or report.']);
  });
});
