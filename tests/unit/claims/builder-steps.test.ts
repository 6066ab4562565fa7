/**
 * The pure parts of the builder's steps 4–8 (client/components/claims/builder/steps/parts): the
 * attachment list and the review's problems computed from the answers as the visitor types (the
 * server's functions, with what only the server knows taken from its last answer), where a
 * problem is said to be, the check that the server holds what the page shows before generating,
 * and the circumstances guide chosen by template.
 */
import type { OwnClaim } from '../../../shared/api/claims/contract';
import type { ClaimTemplateDetail } from '../../../shared/api/types';
import type { ClaimAnswers } from '../../../shared/claims/types';
import { guideKindOf } from '../../../client/components/claims/builder/steps/parts/guide';
import { liveAttachments, liveProblems } from '../../../client/components/claims/builder/steps/parts/live';
import { problemPlace } from '../../../client/components/claims/builder/steps/parts/ProblemList';
import { sameAnswers } from '../../../client/components/claims/builder/steps/parts/saved';

const ANSWERS: ClaimAnswers = {
  court: { courtId: 7 },
  parties: {
    plaintiff: { kind: 'person', name: 'Karimov Aziz', address: 'Toshkent' },
    defendants: [
      { kind: 'person', name: 'Rahimov Bobur', address: 'Toshkent' },
      { kind: 'person', name: '', address: 'Samarqand' },
    ],
  },
  value: { rows: [{ kind: 'principal', amount: 100_000, basis: 'Tilxat' }], exemption: 'consumer' },
  circumstances: [{ type: 'paragraph', children: [{ text: 'Qarz qaytarilmadi.' }] }],
  evidence: ['Tilxat'],
  demands: [{ text: 'Qarzni undirish.' }],
};

function claimWith(answers: ClaimAnswers, extra: Partial<OwnClaim> = {}): OwnClaim {
  return {
    id: 1,
    title: 'Claim',
    locale: 'ru',
    status: 'complete',
    version: 3,
    template: null,
    claimValue: 100_000,
    stateDuty: 0,
    createdAt: '2026-11-25T10:00:00Z',
    updatedAt: '2026-11-25T10:00:00Z',
    answers,
    snapshot: {
      id: 1,
      slug: 'loan-debt',
      titles: { uz: 'Qarz', ru: 'Долг', en: 'Debt' },
      courtType: 'civil',
      claimValueRule: 'amount-sought',
      dutyKind: 'property',
      exemptions: [],
      courtRule: 'defendant',
      pretrialRequired: false,
    },
    court: { id: 7, name: 'Court', address: '' },
    problems: [],
    attachments: [],
    allowedStatuses: ['cancelled'],
    generated: null,
    filed: null,
    ...extra,
  };
}

const template = {
  stateDuty: { exemptions: [{ slug: 'consumer', name: 'защита прав потребителей', explanation: '', source: { title: '' } }] },
} as unknown as ClaimTemplateDetail;

describe('the attachment list as the visitor edits it', () => {
  test('a copy for each defendant, no duty line under an exemption by law, the calculation, the evidence; the removed ones gone unless all are asked for', () => {
    const answers: ClaimAnswers = { ...ANSWERS, attachments: { removed: ['calculation'], extra: ['Выписка'] } };
    const list = liveAttachments(claimWith(answers), template, answers);
    expect(list.map((a) => a.id)).toEqual(['copy-defendant-0', 'copy-defendant-1', 'evidence-0', 'extra-0']);
    expect(list.map((a) => a.text).join('\n')).not.toContain('Ходатайство');
    expect(list.find((a) => a.id === 'copy-defendant-1')!.text).toBe('Копия искового заявления (Ответчик 2)');
    expect(liveAttachments(claimWith(answers), template, answers, true).map((a) => a.id)).toContain('calculation');
  });

  test('without the exemption the duty receipt is listed', () => {
    const changed: ClaimAnswers = { ...ANSWERS, value: { ...ANSWERS.value, exemption: undefined } };
    expect(liveAttachments(claimWith(ANSWERS), template, changed).find((a) => a.id === 'duty')!.text).toBe('Документ об уплате государственной пошлины');
  });
});

describe('the review’s problems as the visitor types', () => {
  test('computed from the current answers: a name missing, a demand with a placeholder', () => {
    const answers: ClaimAnswers = { ...ANSWERS, demands: [{ text: 'Взыскать [сумму].' }] };
    const problems = liveProblems(claimWith(ANSWERS), answers);
    expect(problems).toEqual(
      expect.arrayContaining([
        { step: 'parties', field: 'parties.defendants.1.name', code: 'name_missing', severity: 'error' },
        { step: 'demands', field: 'demands.0.text', code: 'demand_placeholder', severity: 'error' },
      ]),
    );
  });

  test('what the server said of the chosen court stays while that court is chosen', () => {
    const mismatch = { step: 'court' as const, field: 'court.courtId', code: 'court_type_mismatch' as const, severity: 'warning' as const };
    const server = claimWith(ANSWERS, { problems: [mismatch] });
    expect(liveProblems(server, ANSWERS)).toContainEqual(mismatch);
    expect(liveProblems(server, { ...ANSWERS, court: { courtId: 8 } })).not.toContainEqual(mismatch);
    expect(liveProblems(server, { ...ANSWERS, court: {} })).toContainEqual({ step: 'court', field: 'court.courtId', code: 'court_missing', severity: 'error' });
  });

  test('each problem says where it is', () => {
    const t = (key: string, values: Record<string, unknown> = {}) => `${key}${values.n === undefined ? '' : ` ${String(values.n)}`}`;
    expect(problemPlace('parties.defendants.0.address', ANSWERS, t as never)).toBe('review.where.defendant 1 (Rahimov Bobur)');
    expect(problemPlace('parties.defendants.1.name', ANSWERS, t as never)).toBe('review.where.defendant 2');
    expect(problemPlace('parties.plaintiff', ANSWERS, t as never)).toBe('review.where.plaintiff');
    expect(problemPlace('value.rows.0.basis', ANSWERS, t as never)).toBe('review.where.row 1');
    expect(problemPlace('demands.2.text', ANSWERS, t as never)).toBe('review.where.demand 3');
    expect(problemPlace('circumstances', ANSWERS, t as never)).toBeNull();
  });
});

describe('the server holds what the page shows', () => {
  test('the same answers however typed: spaces, blank items, key order', () => {
    const typed: ClaimAnswers = { ...ANSWERS, evidence: ['  Tilxat ', ''], demands: [{ text: 'Qarzni undirish. ' }] };
    const stored = JSON.parse(JSON.stringify({ demands: ANSWERS.demands, ...ANSWERS })) as ClaimAnswers;
    expect(sameAnswers(typed, stored)).toBe(true);
  });

  test('a change not saved yet is a difference', () => {
    expect(sameAnswers({ ...ANSWERS, evidence: ['Tilxat', 'Bank'] }, ANSWERS)).toBe(false);
    expect(sameAnswers({ ...ANSWERS, circumstances: [{ type: 'paragraph', children: [{ text: 'Boshqa.' }] }] }, ANSWERS)).toBe(false);
  });
});

test('the circumstances guide follows the template, a general word for any other', () => {
  expect(guideKindOf('loan-debt')).toBe('money');
  expect(guideKindOf('divorce')).toBe('divorce');
  expect(guideKindOf('alimony-for-children')).toBe('alimony');
  expect(guideKindOf('something-new')).toBe('general');
});
