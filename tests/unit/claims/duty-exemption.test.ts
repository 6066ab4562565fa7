/**
 * Exemptions by law chosen by default (issue 28, ADR 010): a new claim of a template that names an
 * exemption (child maintenance, an employee's labour claim, a consumer's claim) starts with the
 * first chosen; answers that already say which (or a template naming none) are left as they are;
 * and the duty the court recovers from the defendant is the duty as it would be without the exemption.
 */
import { computeDuty, defaultExemption, withDefaultExemption } from '../../../shared/claims/duty';
import type { ClaimAnswers } from '../../../shared/claims/types';
import { stateDutyRules } from '../../../server/db/seed/content/state-duty';
import { claimTemplates } from '../../../server/db/seed/content';

describe('the exemption a new claim starts with', () => {
  test('the first the template names; none when it names none', () => {
    expect(defaultExemption(['alimony'])).toBe('alimony');
    expect(defaultExemption(['employee-labour', 'consumer'])).toBe('employee-labour');
    expect(defaultExemption([])).toBeUndefined();
  });

  test('added to the answers, keeping the rest of the value step', () => {
    const answers: ClaimAnswers = { value: { monthly: 150_000_000 } };
    expect(withDefaultExemption(answers, ['alimony'])).toEqual({ value: { monthly: 150_000_000, exemption: 'alimony' } });
    expect(withDefaultExemption({}, ['consumer'])).toEqual({ value: { exemption: 'consumer' } });
    expect(answers.value!.exemption).toBeUndefined();
  });

  test('answers that already name an exemption, and templates naming none, are left as they are', () => {
    const chosen: ClaimAnswers = { value: { exemption: 'consumer' } };
    expect(withDefaultExemption(chosen, ['alimony'])).toBe(chosen);
    const plain: ClaimAnswers = { value: { rows: [] } };
    expect(withDefaultExemption(plain, [])).toBe(plain);
  });

  test('the seeded templates that name an exemption name only the three the law grants', () => {
    const named = claimTemplates.flatMap((t) => t.stateDuty.exemptions);
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const slug of named) expect(['alimony', 'employee-labour', 'consumer']).toContain(slug);
    expect(claimTemplates.find((t) => t.id === 'alimony-for-children')!.stateDuty.exemptions[0]).toBe('alimony');
  });

  test('exempt, the plaintiff pays 0; the court recovers the duty as it would be without the exemption', () => {
    const seeded = stateDutyRules.find((r) => r.id === 'civil-property')!;
    const rule = {
      percent: seeded.percent ?? null,
      minBca: seeded.minBca ?? null,
      maxBca: seeded.maxBca ?? null,
      fixedBca: seeded.fixedBca ?? null,
      smallBusinessPercent: seeded.smallBusinessPercent ?? null,
    };
    const bca = 41_200_000n;
    const year = 12n * 150_000_000n; // 1 500 000 soʻm a month, in tiyin
    expect(computeDuty({ rule, bca, claimValue: year, exempt: true })).toEqual({ duty: 0n, basis: 'exempt', reduced: false });
    expect(computeDuty({ rule, bca, claimValue: year }).duty).toBe(72_000_000n);
  });
});
