/**
 * The claim builder's step in its address (issue 29): each step is a history entry, and a move
 * between steps fetches nothing, while any other change of the address still reads the claim again.
 */
import { claimStepOf } from '../../../shared/claims/types';
import { keepClaimBetweenSteps, searchWithStep, stepOfSearch } from '../../../client/components/claims/builder/step-address';

type Args = Parameters<typeof keepClaimBetweenSteps>[0];
const args = (current: string, next: string, extra: Partial<Args> = {}): Args =>
  ({ currentUrl: new URL(current, 'https://huquq.test'), nextUrl: new URL(next, 'https://huquq.test'), defaultShouldRevalidate: true, ...extra }) as Args;

describe('the step in the address', () => {
  test('a known step is read; none or an unknown one is the court step', () => {
    expect(claimStepOf('parties')).toBe('parties');
    expect(claimStepOf(null)).toBe('court');
    expect(claimStepOf('toString')).toBe('court');
    expect(stepOfSearch('?x=1&step=review')).toBe('review');
  });

  test('setting the step keeps the other parameters', () => {
    expect(searchWithStep('?fromTelegram=1', 'value')).toBe('?fromTelegram=1&step=value');
    expect(searchWithStep('?step=court&x=2', 'parties')).toBe('?step=parties&x=2');
  });

  test('a move between steps keeps the loaded claim; another address, or a submission, reads it again', () => {
    expect(keepClaimBetweenSteps(args('/statement-of-claim/my/5', '/statement-of-claim/my/5?step=parties'))).toBe(false);
    expect(keepClaimBetweenSteps(args('/statement-of-claim/my/5?a=1&step=value', '/statement-of-claim/my/5?step=court&a=1'))).toBe(false);
    expect(keepClaimBetweenSteps(args('/statement-of-claim/my/5?step=value', '/statement-of-claim/my/6?step=value'))).toBe(true);
    expect(keepClaimBetweenSteps(args('/statement-of-claim/my/5?step=value', '/statement-of-claim/my/5?step=value&a=1'))).toBe(true);
    expect(keepClaimBetweenSteps(args('/statement-of-claim/my/5', '/statement-of-claim/my/5?step=parties', { formMethod: 'POST' }))).toBe(true);
  });
});
