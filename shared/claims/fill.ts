/**
 * A proposed demand holds its template's amounts as "[label]" ("Javobgardan … [Qaytarilmagan
 * qarz] miqdoridagi qarzni undirish"): the builder fills each from the answers before the visitor
 * takes it — the rows of the value step of the kind the template names, the maintenance share —
 * and a "[label]" nothing fills stays for the visitor (the review refuses to generate while one is
 * left). The amounts are written as the claim writes them (formatTiyin), never broken across lines.
 */
import { keepNumbersTogether } from '../format/spaces';
import type { Locale } from '../locales';
import { formatTiyin } from './money';
import { CLAIM_TEXTS } from './texts';
import type { AlimonyShare, ClaimAnswers, ClaimTemplateItem } from './types';

/** The label of the maintenance share's "[label]" in every template that has one. */
export const SHARE_LABELS: Record<Locale, string> = { uz: 'Aliment ulushi', ru: 'Доля алиментов', en: 'Share of income' };

/** What a "[label]" becomes, by label, from the answers; labels with nothing to fill are left out. */
export function demandFills(items: readonly ClaimTemplateItem[] | undefined, answers: ClaimAnswers, locale: Locale): Map<string, string> {
  const fills = new Map<string, string>();
  const share = answers.maintenance?.share;
  if (share) fills.set(SHARE_LABELS[locale], CLAIM_TEXTS[locale].share[share]);
  for (const item of items ?? []) {
    const label = item.labels[locale];
    if (!label) continue;
    if (item.source === 'share') {
      if (share) fills.set(label, CLAIM_TEXTS[locale].share[share]);
      continue;
    }
    const rows = (answers.value?.rows ?? []).filter((row) => row.kind === item.source && row.amount > 0);
    if (rows.length === 0) continue;
    const total = rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
    fills.set(label, keepNumbersTogether(formatTiyin(total, locale)));
  }
  return fills;
}

/** The demand with every "[label]" the answers can fill filled. */
export function fillDemand(text: string, fills: ReadonlyMap<string, string>): string {
  return text.replace(/\[([^\]]+)\]/g, (whole, label: string) => fills.get(label.trim()) ?? whole);
}

/** The share of income the Family Code sets for this many children: a quarter, a third, a half. */
export function familyCodeShare(children: number): AlimonyShare {
  return children >= 3 ? '1/2' : children === 2 ? '1/3' : '1/4';
}

/** A proposed demand's "child(ren)" written for one child or several. */
const CHILD_NUMBER: Record<Locale, [RegExp, string, string][]> = {
  uz: [[/farzand\(lar\)/g, 'farzand', 'farzandlar']],
  ru: [
    [/несовершеннолетнего ребёнка \(детей\)/g, 'несовершеннолетнего ребёнка', 'несовершеннолетних детей'],
    [/несовершеннолетнего\(-их\) ребёнка\(детей\)/g, 'несовершеннолетнего ребёнка', 'несовершеннолетних детей'],
    [/ребёнка\(детей\)/g, 'ребёнка', 'детей'],
  ],
  en: [[/child\(ren\)/g, 'child', 'children']],
};

/** The "(lar)", "(-их)", "(ren)" of a proposed demand resolved by the number of children answered (none: as written). */
export function withChildrenNumber(text: string, children: number, locale: Locale): string {
  if (children < 1) return text;
  return CHILD_NUMBER[locale].reduce((out, [pattern, one, many]) => out.replace(pattern, children === 1 ? one : many), text);
}
