/** A claim's states (shared/claims/status): every move from every state, legal or not. */
import { canTransition, CLAIM_STATUSES, CLAIM_TRANSITIONS, isEditable, manualTargets, statusAfterSave, type ClaimStatus } from '../../../shared/claims/status';

const LEGAL: [ClaimStatus, ClaimStatus][] = [
  ['draft', 'complete'],
  ['draft', 'cancelled'],
  ['complete', 'draft'],
  ['complete', 'generated'],
  ['complete', 'cancelled'],
  ['generated', 'generated'],
  ['generated', 'complete'],
  ['generated', 'draft'],
  ['generated', 'filed_by_user'],
  ['generated', 'cancelled'],
  ['filed_by_user', 'closed'],
  ['filed_by_user', 'cancelled'],
  ['closed', 'cancelled'],
];
const key = ([a, b]: [ClaimStatus, ClaimStatus]) => `${a} → ${b}`;
const legal = new Set(LEGAL.map(key));
const ALL = CLAIM_STATUSES.flatMap((from) => CLAIM_STATUSES.map((to) => [from, to] as [ClaimStatus, ClaimStatus]));

describe('claim states', () => {
  test.each(ALL.map((pair) => [key(pair), pair, legal.has(key(pair))] as const))('%s: legal = %s', (_name, [from, to], expected) => {
    expect(canTransition(from, to)).toBe(expected);
  });

  test('the table is exactly the legal moves; cancelled is reachable from every other state and leads nowhere', () => {
    expect(
      Object.entries(CLAIM_TRANSITIONS)
        .flatMap(([from, tos]) => tos.map((to) => `${from} → ${to}`))
        .sort(),
    ).toEqual([...legal].sort());
    for (const from of CLAIM_STATUSES) if (from !== 'cancelled') expect(canTransition(from, 'cancelled')).toBe(true);
    expect(CLAIM_TRANSITIONS.cancelled).toEqual([]);
  });

  test('the moves a visitor asks for by hand, from each state', () => {
    expect(Object.fromEntries(CLAIM_STATUSES.map((s) => [s, manualTargets(s)]))).toEqual({
      draft: ['cancelled'],
      complete: ['cancelled'],
      generated: ['filed_by_user', 'cancelled'],
      filed_by_user: ['closed', 'cancelled'],
      closed: ['cancelled'],
      cancelled: [],
    });
  });

  test('a save moves between draft and complete, a generated claim back to complete; a filed one is not edited', () => {
    expect(statusAfterSave('draft', true)).toBe('complete');
    expect(statusAfterSave('complete', false)).toBe('draft');
    expect(statusAfterSave('generated', true)).toBe('complete');
    expect(statusAfterSave('generated', false)).toBe('draft');
    for (const s of ['filed_by_user', 'closed', 'cancelled'] as const) {
      expect(isEditable(s)).toBe(false);
      expect(statusAfterSave(s, true)).toBe(s);
    }
  });
});
