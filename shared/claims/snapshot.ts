/**
 * What a claim keeps of its template's body and fields (ADR 010's snapshot): the subject line under
 * the heading, the legal-grounds paragraph before the demands, and the amounts the template names.
 * Read once when the claim is made, so a later change of the template never changes a claim.
 */
import type { Locale } from '../locales';
import type { Block, TextBlock } from '../richtext/types';
import { plainTextOf } from './plain';
import { VALUE_ROW_KINDS, type ClaimTemplateItem, type ValueRowKind } from './types';

const LOCALES: readonly Locale[] = ['uz', 'ru', 'en'];
const DEMANDS_HEADING = /SOʻRAYMAN|ПРОШУ|I ASK THE COURT/;

const isText = (block: Block | undefined): block is TextBlock => block !== undefined && block.type !== 'numbered-list' && block.type !== 'bulleted-list';

/**
 * The paragraph right before "SOʻRAYMAN / ПРОШУ / I ASK THE COURT": the law the claim rests on,
 * ending in its lead-in ("…asoslanib," / "На основании …"). A paragraph holding a field of the
 * template is not the grounds (its value is not in the claim): then there is none.
 */
export function groundsOf(body: readonly Block[] | undefined): string | null {
  if (!body) return null;
  const at = body.findIndex((b) => isText(b) && b.children.some((r) => 'text' in r && typeof r.text === 'string' && DEMANDS_HEADING.test(r.text)));
  const before = at > 0 ? body[at - 1] : undefined;
  if (!isText(before) || before.heading || before.children.some((r) => 'type' in r)) return null;
  const text = plainTextOf([before]).trim();
  return text || null;
}

export function templateGrounds(body: Partial<Record<Locale, readonly Block[]>>): Record<Locale, string> | undefined {
  const grounds = LOCALES.map((l) => groundsOf(body[l]));
  if (grounds.some((g) => g === null)) return undefined;
  return { uz: grounds[0]!, ru: grounds[1]!, en: grounds[2]! };
}

/** A template field as stored, with the value-step source its seed gives a money field (`valueRow`). */
interface StoredItemField {
  label: Partial<Record<Locale, string>>;
  valueRow?: unknown;
}

/** The amounts the template names: each money field marked with a row kind (or the share). */
export function templateItems(fields: readonly StoredItemField[] | null | undefined): ClaimTemplateItem[] {
  const items: ClaimTemplateItem[] = [];
  for (const field of fields ?? []) {
    const source = field.valueRow;
    if (source !== 'share' && !(VALUE_ROW_KINDS as readonly unknown[]).includes(source)) continue;
    const labels = { uz: field.label.uz ?? '', ru: field.label.ru ?? '', en: field.label.en ?? '' };
    items.push({ source: source as ValueRowKind | 'share', labels });
  }
  return items;
}
