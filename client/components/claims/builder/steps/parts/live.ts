/**
 * What the review and the attachments show while the visitor types: the shared functions the
 * server runs (shared/claims/attachments, review), run on the shell's current answers, so a list
 * never waits for a save. What only the server knows is taken from its last answer: the chosen
 * court's type (a court of another type is a warning) and the exemption's name in the claim's
 * language.
 */
import type { OwnClaim } from '../../../../../../shared/api/claims.js';
import type { ClaimTemplateDetail } from '../../../../../../shared/api/types.js';
import { claimAttachments, type ClaimAttachment } from '../../../../../../shared/claims/attachments.js';
import { reviewProblems, type ClaimProblem } from '../../../../../../shared/claims/review.js';
import type { ClaimAnswers } from '../../../../../../shared/claims/types.js';

function exemptionName(claim: OwnClaim, template: ClaimTemplateDetail, answers: ClaimAnswers): string | null {
  const slug = answers.value?.exemption;
  if (!slug) return null;
  return template.stateDuty.exemptions.find((e) => e.slug === slug)?.name ?? slug;
}

/** The attachment list of the current answers (the visitor's removals applied unless `all`). */
export function liveAttachments(claim: OwnClaim, template: ClaimTemplateDetail, answers: ClaimAnswers, all = false): ClaimAttachment[] {
  const base = all ? { ...answers, attachments: { ...answers.attachments, removed: [] } } : answers;
  const list = claimAttachments(base, { template: claim.snapshot, exemptionName: exemptionName(claim, template, answers) }, claim.locale);
  // The server's wording of the duty line is in the claim's language; ours would be in the page's.
  const serverDuty = claim.attachments.find((a) => a.id === 'duty');
  const sameExemption = (claim.answers.value?.exemption ?? null) === (answers.value?.exemption ?? null);
  return list.map((item) => (item.id === 'duty' && serverDuty && sameExemption ? { ...item, text: serverDuty.text } : item));
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
