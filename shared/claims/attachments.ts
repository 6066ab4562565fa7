/**
 * The claim's attachment list, generated from its answers (ADR 010, "Generation"), by the code
 * the claim is filed under:
 * - a civil claim carries a copy for each defendant and third party (the court sends them);
 * - an economic claim carries, for each of them, the proof that the claim and its attachments were
 *   sent to them before filing (the postal receipt) — the Economic Procedural Code returns a claim
 *   without it — and the talabnoma with the proof it was sent (and the answer or the part payment
 *   when there was one);
 * then the duty receipt (none where the law exempts the plaintiff: the claim names the ground, no
 * petition is filed), the representative's power of attorney, the calculation when there are sums,
 * the talabnoma wherever the template requires one, the children's birth certificates, the
 * marriage certificate and the defendant's income for child maintenance, then the evidence. Each
 * generated item has a stable id, so the visitor can take one off (answers.attachments.removed)
 * and add their own (extra).
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
  template: Pick<ClaimTemplateSnapshot, 'courtType' | 'pretrialRequired'> & Partial<Pick<ClaimTemplateSnapshot, 'claimValueRule'>>;
  /** The plaintiff is exempt from the duty by law. */
  exempt: boolean;
}

export function claimAttachments(answers: ClaimAnswers, context: AttachmentContext, locale: Locale): ClaimAttachment[] {
  const t = CLAIM_TEXTS[locale];
  const parties = answers.parties ?? {};
  const economic = context.template.courtType === 'economic';
  const list: ClaimAttachment[] = [];
  const generated = (id: string, text: string) => list.push({ id, text, generated: true });
  (parties.defendants ?? []).forEach((party, i) => {
    const name = party.name || `${t.defendant} ${i + 1}`;
    if (economic) generated(`sent-defendant-${i}`, t.sentTo(name, 'defendant'));
    else generated(`copy-defendant-${i}`, t.copyFor(name));
  });
  (parties.thirdParties ?? []).forEach((party, i) => {
    const name = party.name || `${t.thirdParty} ${i + 1}`;
    if (economic) generated(`sent-third-party-${i}`, t.sentTo(name, 'thirdParty'));
    else generated(`copy-third-party-${i}`, t.copyFor(name));
  });
  if (!context.exempt) generated('duty', t.dutyReceipt);
  if (parties.representative) generated('power-of-attorney', t.powerOfAttorney);
  if ((answers.value?.rows ?? []).some((row) => row.amount > 0)) generated('calculation', t.calculationAttachment);
  if (economic || context.template.pretrialRequired) {
    generated('pretrial', t.pretrialAttachment);
    const outcome = answers.pretrial?.sent ? answers.pretrial.outcome : undefined;
    if (outcome === 'refused') generated('pretrial-answer', t.pretrialRefusal);
    if (outcome === 'partly-paid') generated('pretrial-payment', t.pretrialPayment);
  }
  (answers.maintenance?.children ?? []).forEach((child, i) => {
    if (child.name) generated(`birth-certificate-${i}`, t.birthCertificate(child.name));
  });
  if (context.template.claimValueRule === 'alimony-one-year') {
    generated('marriage-certificate', t.marriageCertificate);
    generated('defendant-income', t.defendantIncome);
  }
  for (const [i, text] of (answers.evidence ?? []).entries()) list.push({ id: `evidence-${i}`, text, generated: false });
  const removed = new Set(answers.attachments?.removed ?? []);
  const kept = list.filter((item) => !removed.has(item.id));
  for (const [i, text] of (answers.attachments?.extra ?? []).entries()) kept.push({ id: `extra-${i}`, text, generated: false });
  return kept;
}
