/**
 * What the review and the attachments show while the visitor types: the shared functions the
 * server runs (shared/claims/attachments, review), run on the shell's current answers, so a list
 * never waits for a save. What only the server knows is taken from its last answer: the chosen
 * court's type (a court of another type is a warning).
 */
import type { OwnClaim } from '../../../../../../shared/api/claims/contract.js';
import type { ClaimTemplateDetail } from '../../../../../../shared/api/types.js';
import { claimAttachments, type ClaimAttachment } from '../../../../../../shared/claims/attachments.js';
import { reviewProblems, type ClaimProblem } from '../../../../../../shared/claims/review.js';
import type { ClaimAnswers } from '../../../../../../shared/claims/types.js';

/** An exemption by law is chosen: the claim names its ground and attaches no duty receipt. */
function exempt(template: ClaimTemplateDetail, answers: ClaimAnswers): boolean {
  const slug = answers.value?.exemption;
  return Boolean(slug && template.stateDuty.exemptions.some((e) => e.slug === slug));
}

/** The attachment list of the current answers (the visitor's removals applied unless `all`). */
export function liveAttachments(claim: OwnClaim, template: ClaimTemplateDetail, answers: ClaimAnswers, all = false): ClaimAttachment[] {
  const base = all ? { ...answers, attachments: { ...answers.attachments, removed: [] } } : answers;
  return claimAttachments(base, { template: claim.snapshot, exempt: exempt(template, answers) }, claim.locale);
}

/** The review's problems of the current answers. */
export function liveProblems(claim: OwnClaim, answers: ClaimAnswers): ClaimProblem[] {
  const problems = reviewProblems(answers, claim.snapshot);
  const sameCourt = answers.court?.courtId !== undefined && answers.court.courtId === claim.answers.court?.courtId;
  if (sameCourt) {
    // The court's type is the server's knowledge: keep what it said of the court chosen.
    const fromServer = claim.problems.filter((p) => p.step === 'court');
    return [...fromServer, ...problems.filter((p) => p.step !== 'court')];
  }
  return problems;
}
