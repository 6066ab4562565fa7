/**
 * The claim's attachment list, generated from its answers (reference §2.2 "usual attachments",
 * ADR 010): a copy of the claim for each defendant and third party, the duty receipt or the
 * exemption petition, the representative's power of attorney, the calculation when there are
 * sums, the talabnoma and proof it was sent for economic cases (and wherever the template requires
 * one), then the evidence. Each generated item has a stable id, so the visitor can take one off
 * (answers.attachments.removed) and add their own (extra).
 */
import type { Locale } from '../locales';
import { CLAIM_TEXTS } from './texts';
import type { ClaimAnswers, ClaimTemplateSnapshot } from './types';

export interface ClaimAttachment {
  id: string;
  text: string;
  /** Generated from the answers (false: added by the visitor or an evidence item). */
  generated: boolean;
}

export interface AttachmentContext {
  template: Pick<ClaimTemplateSnapshot, 'courtType' | 'pretrialRequired'>;
  /** The exemption's name in the document's language, when one applies. */
  exemptionName: string | null;
}

export function claimAttachments(answers: ClaimAnswers, context: AttachmentContext, locale: Locale): ClaimAttachment[] {
  const t = CLAIM_TEXTS[locale];
  const parties = answers.parties ?? {};
  const list: ClaimAttachment[] = [];
  (parties.defendants ?? []).forEach((party, i) => list.push({ id: `copy-defendant-${i}`, text: t.copyFor(party.name || `${t.defendant} ${i + 1}`), generated: true }));
  (parties.thirdParties ?? []).forEach((party, i) => list.push({ id: `copy-third-party-${i}`, text: t.copyFor(party.name || `${t.thirdParty} ${i + 1}`), generated: true }));
  list.push(context.exemptionName ? { id: 'duty', text: t.exemptionPetition(context.exemptionName), generated: true } : { id: 'duty', text: t.dutyReceipt, generated: true });
  if (parties.representative) list.push({ id: 'power-of-attorney', text: t.powerOfAttorney, generated: true });
  if ((answers.value?.rows ?? []).some((row) => row.amount > 0)) list.push({ id: 'calculation', text: t.calculationAttachment, generated: true });
  if (context.template.courtType === 'economic' || context.template.pretrialRequired) list.push({ id: 'pretrial', text: t.pretrialAttachment, generated: true });
  (answers.evidence ?? []).forEach((text, i) => list.push({ id: `evidence-${i}`, text, generated: false }));
  const removed = new Set(answers.attachments?.removed ?? []);
  const kept = list.filter((item) => !removed.has(item.id));
  (answers.attachments?.extra ?? []).forEach((text, i) => kept.push({ id: `extra-${i}`, text, generated: false }));
  return kept;
}
