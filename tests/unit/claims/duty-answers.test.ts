import { dutyAnswersOf, stateDutyQueryOf } from '../../../shared/claims/duty-answers';

describe('the duty inputs of a claim, gathered from its value answers', () => {
  test('the value by the template rule, the small business and the exemption', () => {
    const answers = dutyAnswersOf('amount-sought', {
      rows: [
        { kind: 'principal', amount: 150_000_000, basis: 'contract No. 12' },
        { kind: 'penalty', amount: 5_000_000, basis: 'clause 4.2' },
      ],
      smallBusiness: true,
      exemption: 'labour',
    });
    expect(answers).toEqual({ claimValue: 155_000_000n, smallBusiness: true, exemption: 'labour' });
  });

  test('no answers yet: a value of 0, no small business, no exemption; a non-property claim has no value', () => {
    expect(dutyAnswersOf('amount-sought', undefined)).toEqual({ claimValue: 0n, smallBusiness: false, exemption: null });
    expect(dutyAnswersOf('non-property', { smallBusiness: true })).toEqual({ claimValue: null, smallBusiness: true, exemption: null });
  });

  test('the query leaves out what is absent and writes the value in tiyin as text', () => {
    expect(stateDutyQueryOf(7, { claimValue: null, smallBusiness: false, exemption: null })).toEqual({ template: 7 });
    expect(stateDutyQueryOf(7, { claimValue: 150_000_000n, smallBusiness: true, exemption: 'labour' })).toEqual({
      template: 7,
      claimValue: '150000000',
      smallBusiness: true,
      exemption: 'labour',
    });
  });
});
