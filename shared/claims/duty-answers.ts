/**
 * What a claim's state duty is counted from, gathered in one place from the value step's answers:
 * the claim value (by the template's rule), whether the plaintiff is a small business, and the
 * exemption named. The generated claim (server), the template page's example (server) and the
 * builder's live estimate (browser) all read their inputs through here, and the last two ask
 * GET /state-duty with the query built here.
 */
import type { StateDutyInput } from '../api/claims/contract';
import type { ClaimValueRule } from '../api/types';
import type { ClaimValueAnswer } from './types';
import { claimValueOf } from './value';

export interface DutyAnswers {
  /** Tiyin; null when the rule gives no value (non-property) or the answers lack it. */
  claimValue: bigint | null;
  smallBusiness: boolean;
  /** The exemption's slug, or null. */
  exemption: string | null;
}

export function dutyAnswersOf(rule: ClaimValueRule, answer: ClaimValueAnswer | undefined): DutyAnswers {
  return { claimValue: claimValueOf(rule, answer).value, smallBusiness: answer?.smallBusiness === true, exemption: answer?.exemption ?? null };
}

/** GET /state-duty's query for a template and those answers (what is absent is left out). */
export function stateDutyQueryOf(template: number, answers: DutyAnswers): StateDutyInput {
  return {
    template,
    ...(answers.claimValue !== null ? { claimValue: answers.claimValue.toString() } : {}),
    ...(answers.smallBusiness ? { smallBusiness: true } : {}),
    ...(answers.exemption ? { exemption: answers.exemption } : {}),
  };
}
