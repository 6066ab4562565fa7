/**
 * The pure parts of support's refund of a disputed order (ADR 012) and of the fiscal retries
 * (ADR 016): which order a number names, the guard on the request, the command's exit code, and
 * when a refused fiscal submission is sent again.
 */
import { FISCAL_INCOMPLETE } from '../../../server/payments/click-fiscal';
import { mayRefund, orderIdOf, REFUND_ROLE, refundExitCode, refundRequestProblem } from '../../../server/payments/dispute-refund';
import { FISCAL_MAX_ATTEMPTS, FISCAL_RETRY_AFTER_MS, fiscalRetryDue } from '../../../server/payments/reconcile';

describe('refunding a disputed order', () => {
  test.each([
    ['HQ-000123', 123],
    ['hq-000123', 123],
    [' HQ000042 ', 42],
    ['123', 123],
    [7, 7],
    ['HQ-', null],
    ['HQ-0', null],
    ['0', null],
    ['-5', null],
    ['12a', null],
    ['HQ-1234567890123456', null],
    [1.5, null],
    [0, null],
  ])('%p names order %p', (given, id) => expect(orderIdOf(given)).toBe(id));

  test('the guard: a named actor allowed to refund, and a reason of 10–2000 characters', () => {
    const command = { via: 'command' as const, name: 'Malika' };
    expect(refundRequestProblem({ reason: 'Work never delivered.', actor: command })).toBeNull();
    expect(refundRequestProblem({ reason: ' 123456789 ', actor: command })).toBe('invalid_reason');
    expect(refundRequestProblem({ reason: '1234567890', actor: command })).toBeNull();
    expect(refundRequestProblem({ reason: '😀'.repeat(10), actor: command })).toBeNull();
    expect(refundRequestProblem({ reason: 'x'.repeat(2001), actor: command })).toBe('invalid_reason');
    expect(refundRequestProblem({ reason: 'Work never delivered.', actor: { via: 'command', name: '\t' } })).toBe('invalid_actor');
    const agent = { via: 'console' as const, userId: 3, name: 'Agent', roles: ['support'] };
    expect(mayRefund(command)).toBe(true);
    expect(mayRefund(agent)).toBe(false);
    expect(refundRequestProblem({ reason: 'Work never delivered.', actor: agent })).toBe('forbidden');
    expect(mayRefund({ ...agent, roles: [REFUND_ROLE] })).toBe(true);
  });

  test('exit codes: 0 done, 2 refused, 3 Click refused, 5 Click unreachable', () => {
    const done = {
      ok: true as const,
      provider: 'payme' as const,
      approvedAt: 1,
      paymeTransactionId: 'x',
      orderId: 1,
      number: 'HQ-000001',
      amount: 100,
      ticketId: 2,
    };
    expect(refundExitCode(done)).toBe(0);
    for (const refused of ['not_disputed', 'already_refunded', 'unknown_order', 'invalid_reason', 'already_approved'] as const)
      expect(refundExitCode({ ok: false, refused })).toBe(2);
    expect(refundExitCode({ ok: false, refused: 'click_refused', orderId: 1, provider: 'click', status: 200, errorCode: -1, errorNote: null })).toBe(3);
    expect(refundExitCode({ ok: false, refused: 'click_unreachable', orderId: 1, provider: 'click', message: 'fetch failed' })).toBe(5);
  });
});

describe('sending refused Click fiscal items again', () => {
  const now = 1_800_000_000_000;
  const refused = { error: 'HTTP 200: -5 Invalid SPIC', attempts: 1, attemptedAt: now - FISCAL_RETRY_AFTER_MS };
  test('due once the last attempt is old enough, while attempts remain and the Merchant API is configured', () => {
    expect(fiscalRetryDue(refused, now, true)).toBe('due');
    expect(fiscalRetryDue({ ...refused, attemptedAt: null }, now, true)).toBe('due');
    expect(fiscalRetryDue({ ...refused, attemptedAt: now - FISCAL_RETRY_AFTER_MS + 1 }, now, true)).toBe('waiting');
    expect(fiscalRetryDue({ ...refused, attempts: FISCAL_MAX_ATTEMPTS - 1 }, now, true)).toBe('due');
    expect(fiscalRetryDue({ ...refused, attempts: FISCAL_MAX_ATTEMPTS }, now, true)).toBe('given_up');
    expect(fiscalRetryDue(refused, now, false)).toBe('not_configured');
    expect(fiscalRetryDue({ ...refused, error: FISCAL_INCOMPLETE }, now, true)).toBe('cannot_send');
  });
});
