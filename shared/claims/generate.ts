/**
 * The claim document (ADR 010) as rich text of the one schema (shared/richtext, with the signature
 * blank), in the claim's language: the court's header with its full name, the parties with their
 * details (an organisation with its signatory and basis), the claim value and the duty (or the
 * ground of the plaintiff's exemption), the heading, the circumstances, the children of a
 * maintenance claim, the calculation (rows named as the template names them), the pre-trial step
 * where the talabnoma was sent (never a sentence saying it was not: that is the court's ground to
 * return the claim), the evidence, the template's legal grounds, the numbered demands (grouped per
 * defendant when there are several), the attachment list, the date and the signature (an
 * organisation's by its signatory's position and name, with the seal). Every text goes through
 * keepNumbersTogether, so no amount breaks across lines. The renderer, the print view and both
 * exports (server/documents) take it as they take a document's body.
 */
import { formatDate, formatUzPhone } from '../format';
import { keepNumbersTogether } from '../format/spaces';
import type { Locale } from '../locales';
import type { Block, Run, TextBlock } from '../richtext/types';
import type { ClaimAttachment } from './attachments';
import { formatTiyin } from './money';
import { entityHeaderName, entitySignature, hasSignatory, representativeRole } from './signatory';
import { CLAIM_TEXTS } from './texts';
import { placeLine, type PlaceNames } from './address';
import type { ClaimAnswers, ClaimTemplateSnapshot, Party } from './types';
import type { ClaimValueResult } from './value';

export interface ClaimDocumentInput {
  answers: ClaimAnswers;
  template: Pick<ClaimTemplateSnapshot, 'titles' | 'claimValueRule' | 'courtType' | 'pretrialRequired'> &
    Partial<Pick<ClaimTemplateSnapshot, 'subjects' | 'grounds' | 'items'>>;
  locale: Locale;
  /** The court's full name in the claim's language, or null when none is chosen yet. */
  courtName: string | null;
  value: ClaimValueResult;
  /** Tiyin, and the legal ground of the plaintiff's exemption when one applies. */
  duty: { amount: bigint; exemptionGround: string | null } | null;
  attachments: readonly ClaimAttachment[];
  /** 'YYYY-MM-DD': the day it is generated. */
  date: string;
  /** The region's and district's names of the parties' places, by district id, in the claim's language (./address.ts). */
  places?: Readonly<Record<string, PlaceNames>>;
}

const text = (t: string, bold = false): Run => (bold ? { text: t, bold: true } : { text: t });
const right = (...children: Run[]): TextBlock => ({ type: 'justify-right', children });
const para = (children: Run[], extra: Partial<TextBlock> = {}): TextBlock => ({ type: 'paragraph', align: 'justify', children, ...extra });
/**
 * A label that opens a part (the calculation, "SOʻRAYMAN / ПРОШУ", a defendant's demands, the
 * attachments): a heading of level 3, so the renderers keep it with what follows and never leave
 * it alone at a page's foot.
 */
const label = (t: string): TextBlock => ({ type: 'paragraph', heading: 3, children: [text(t)] });
const list = (items: string[], type: 'numbered-list' | 'bulleted-list' = 'numbered-list'): Block => ({
  type,
  children: items.map((item) => ({ type: 'list-item', children: [text(item)] })),
});

function partyLines(role: string, party: Party, locale: Locale, places: ClaimDocumentInput['places']): TextBlock[] {
  const t = CLAIM_TEXTS[locale];
  const name = party.kind === 'entity' ? entityHeaderName(party, locale) : party.name;
  const lines: TextBlock[] = [right(text(`${role}: `, true), text(name || '—'))];
  const ids: string[] = [];
  if (party.kind === 'person') {
    if (party.pinfl) ids.push(`${t.pinfl}: ${party.pinfl}`);
    if (party.passport) ids.push(`${t.passport}: ${party.passport}`);
  } else if (party.tin) ids.push(`${t.tin}: ${party.tin}`);
  if (ids.length) lines.push(right(text(ids.join(', '))));
  const address = placeLine(party.place ? places?.[party.place.district] : null, party.address);
  if (address) lines.push(right(text(`${t.address}: ${address}`)));
  // A phone number never breaks across lines.
  if (party.phone) lines.push(right(text(`${t.phoneLabel}: ${formatUzPhone(party.phone).replace(/ /g, '\u00a0')}`)));
  if (party.kind === 'entity' && party.bank) lines.push(right(text(`${t.bank}: ${party.bank.replace(/\n+/g, ', ')}`)));
  return lines;
}

export function claimDocument(input: ClaimDocumentInput): Block[] {
  const { answers, locale } = input;
  const t = CLAIM_TEXTS[locale];
  const parties = answers.parties ?? {};
  const defendants = parties.defendants ?? [];
  const doc: Block[] = [];

  // Header.
  doc.push(right(text(t.to(input.courtName ?? '…'), true)));
  if (parties.plaintiff) doc.push(...partyLines(t.plaintiff, parties.plaintiff, locale, input.places));
  if (parties.representative)
    doc.push(...partyLines(representativeRole(parties.representativePowerOfAttorney, locale), parties.representative, locale, input.places));
  for (const party of defendants) doc.push(...partyLines(t.defendant, party, locale, input.places));
  for (const party of parties.thirdParties ?? []) doc.push(...partyLines(t.thirdParty, party, locale, input.places));
  if (input.value.value !== null) doc.push(right(text(`${t.claimValue}: `, true), text(formatTiyin(input.value.value, locale))));
  if (input.duty?.exemptionGround) doc.push(right(text(t.exempt(input.duty.exemptionGround))));
  else if (input.duty) doc.push(right(text(`${t.stateDuty}: `, true), text(formatTiyin(input.duty.amount, locale))));

  // Title.
  doc.push({ type: 'paragraph', heading: 2, children: [text(locale === 'en' ? `${t.heading} (${t.draft})` : t.heading)] });
  doc.push({ type: 'paragraph', heading: 3, children: [text(input.template.subjects?.[locale] || t.subject(input.template.titles[locale]))] });

  // Circumstances, as written.
  for (const block of answers.circumstances ?? []) doc.push(block);

  // The children a maintenance claim is for, each with the date of birth.
  const children = (answers.maintenance?.children ?? []).filter((child) => child.name);
  if (children.length) {
    doc.push(para([text(t.children)]));
    doc.push(
      list(children.map((child) => t.child(child.name, child.birthDate ? formatDate(`${child.birthDate}T12:00:00Z`, locale, { style: 'long' }) : null))),
    );
  }

  // Calculation.
  const rows = (answers.value?.rows ?? []).filter((row) => row.amount > 0);
  const rule = input.template.claimValueRule;
  if (
    rows.length > 0 ||
    (rule === 'property-value' && answers.value?.propertyValue) ||
    ((rule === 'alimony-one-year' || rule === 'periodic-three-years') && answers.value?.monthly)
  ) {
    doc.push(label(t.calculation));
    const lines: string[] = [];
    if (rule === 'property-value' && answers.value?.propertyValue)
      lines.push(`${t.propertyValue}: ${formatTiyin(BigInt(answers.value.propertyValue), locale)}`);
    if ((rule === 'alimony-one-year' || rule === 'periodic-three-years') && answers.value?.monthly && input.value.months) {
      lines.push(`${t.periodic(formatTiyin(BigInt(answers.value.monthly), locale), input.value.months)} = ${formatTiyin(input.value.value ?? 0n, locale)}`);
    }
    // A row is named as the template names it ("Стоимость товара"), or by its kind.
    const rowLabel = (kind: keyof typeof t.rows) => input.template.items?.find((item) => item.source === kind)?.labels[locale] || t.rows[kind];
    for (const row of rows) lines.push(`${rowLabel(row.kind)}: ${formatTiyin(BigInt(row.amount), locale)}${row.basis ? ` (${t.basis}: ${row.basis})` : ''}`);
    doc.push(list(lines, 'bulleted-list'));
    if (input.value.value !== null) doc.push(para([text(`${t.total}: `, true), text(formatTiyin(input.value.value, locale), true)], { align: 'left' }));
  }

  // Pre-trial: stated only when the talabnoma was sent. Where it was not, the review warns; the claim
  // itself never says so (it would write the court's ground for returning it into the plaintiff's paper).
  const p = answers.pretrial;
  if ((input.template.pretrialRequired || input.template.courtType === 'economic') && p?.sent) {
    doc.push(para([text(t.pretrialSent(p.date ? formatDate(`${p.date}T12:00:00Z`, locale, { style: 'long' }) : null, p.reference ?? '', p.outcome))]));
  }

  // Evidence.
  if ((answers.evidence ?? []).length > 0) {
    doc.push(para([text(t.evidence)]));
    doc.push(list(answers.evidence!));
  }

  // Demands: the common ones, then per defendant where there are several.
  // The template's legal grounds ("…Fuqarolik kodeksiga koʻra …, asoslanib,") lead to the demands.
  doc.push(para([text(input.template.grounds?.[locale] || t.onThese)]));
  doc.push(label(t.demands));
  const demands = (answers.demands ?? []).filter((d) => d.text);
  // The law relied on, in brackets before the closing full stop: "… undirish (FK 732-modda)."
  const withLaw = (d: { text: string; law?: string }) => {
    if (!d.law) return d.text;
    const body = d.text.replace(/[.;]\s*$/, '');
    return `${body} (${d.law})${d.text.endsWith(';') ? ';' : '.'}`;
  };
  const grouped = defendants.length > 1 && demands.some((d) => d.defendant !== undefined && d.defendant < defendants.length);
  if (!grouped) {
    if (demands.length) doc.push(list(demands.map(withLaw)));
  } else {
    // Per defendant, then the common ones (costs), numbered on as one list: "1.", "2." … across the groups.
    let n = 0;
    const numbered = (d: { text: string; law?: string }) => {
      n += 1;
      return para([text(`${n}. ${withLaw(d)}`)], { align: 'left' });
    };
    defendants.forEach((party, i) => {
      const own = demands.filter((d) => d.defendant === i);
      if (!own.length) return;
      doc.push(label(t.against(party.name || `${i + 1}`)));
      for (const d of own) doc.push(numbered(d));
    });
    const common = demands.filter((d) => d.defendant === undefined || d.defendant >= defendants.length);
    if (common.length) {
      doc.push(label(t.common));
      for (const d of common) doc.push(numbered(d));
    }
  }

  // Attachments.
  if (input.attachments.length) {
    doc.push(label(t.attachments));
    doc.push(list(input.attachments.map((a) => a.text)));
  }

  // Date and signature: the representative with their power of attorney, an organisation by its
  // signatory's position and name with the seal, a person by name.
  doc.push(right(text(formatDate(`${input.date}T12:00:00Z`, locale, { style: 'long' }))));
  const blank: Run = { type: 'signature', children: [{ text: '' }] };
  const plaintiff = parties.plaintiff;
  if (parties.representative) {
    doc.push(right(text(`${representativeRole(parties.representativePowerOfAttorney, locale)}: `), blank, text(` / ${parties.representative.name || '…'}`)));
  } else if (plaintiff?.kind === 'entity' && hasSignatory(plaintiff)) {
    const sign = entitySignature(plaintiff.signatory);
    doc.push(right(text(`${sign.role} `), blank, text(` ${sign.name}`)));
    doc.push(right(text(t.seal)));
  } else {
    doc.push(right(text(`${t.signer}: `), blank, text(` / ${plaintiff?.name || '…'}`)));
  }
  return doc.map(unbroken);
}

/** Every text of the claim with its numbers kept together (no-break spaces inside amounts, after №). */
function unbroken(block: Block): Block {
  if (block.type === 'numbered-list' || block.type === 'bulleted-list')
    return { ...block, children: block.children.map((item) => ({ ...item, children: item.children.map(unbrokenRun) })) };
  return { ...block, children: (block as TextBlock).children.map(unbrokenRun) } as Block;
}

function unbrokenRun(run: Run): Run {
  return 'text' in run && typeof run.text === 'string' ? { ...run, text: keepNumbersTogether(run.text) } : run;
}
