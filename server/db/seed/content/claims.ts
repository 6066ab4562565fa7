/**
 * Statements of claim: 7 categories and 12 templates (ADR 010).
 * Each body has the header (court, plaintiff, defendant, claim value), the circumstances, the
 * demands ("SOʻRAYMAN / ПРОШУ"), the attachments and the signature; macros match `fields`.
 * State duty is a rule in data; the note says it is an estimate to verify on my.sud.uz.
 */
import { t } from './helpers';
import { claimTemplatesPart1 } from './claims-1';
import { claimTemplatesPart2 } from './claims-2';
import type { ClaimTemplateDraft } from './claimParts';
import type { Block, ListBlock, Run, TextBlock } from '../../../../shared/richtext/types';
import type { SeedClaimCategory, SeedClaimTemplate, SeedTemplateField, Text3 } from './types';

export const claimCategories: SeedClaimCategory[] = [
  {
    id: 'debt',
    name: t('Qarzni undirish', 'Взыскание долга', 'Debt recovery'),
    description: t(
      'Tilxat yoki qarz shartnomasi boʻyicha pulni qaytarish.',
      'Возврат денег по расписке или договору займа.',
      'Getting money back under a receipt or loan agreement.',
    ),
    order: 1,
  },
  {
    id: 'family',
    name: t('Oilaviy nizolar', 'Семейные споры', 'Family disputes'),
    description: t(
      'Aliment, nikohni bekor qilish va er-xotin mulkini taqsimlash.',
      'Алименты, расторжение брака и раздел имущества супругов.',
      'Child maintenance, divorce and division of marital property.',
    ),
    order: 2,
  },
  {
    id: 'labour',
    name: t('Mehnat nizolari', 'Трудовые споры', 'Employment disputes'),
    description: t(
      'Ishga tiklash va ish haqi boʻyicha qarzni undirish.',
      'Восстановление на работе и взыскание зарплаты.',
      'Reinstatement at work and unpaid wages.',
    ),
    order: 3,
  },
  {
    id: 'consumer',
    name: t('Isteʼmolchilar huquqlari', 'Защита прав потребителей', 'Consumer protection'),
    description: t(
      'Sifatsiz tovar va xizmatlar uchun pulni qaytarish.',
      'Возврат денег за некачественные товары и услуги.',
      'Refunds for faulty goods and services.',
    ),
    order: 4,
  },
  {
    id: 'damages',
    name: t('Zararni undirish', 'Возмещение вреда', 'Compensation for damage'),
    description: t(
      'Suv bosishi, YTH va mulk shikastlanishidan yetkazilgan zarar.',
      'Ущерб от залива, ДТП и повреждения имущества.',
      'Damage from flooding, road accidents and harm to property.',
    ),
    order: 5,
  },
  {
    id: 'housing',
    name: t('Uy-joy va mulk', 'Жильё и собственность', 'Housing and property'),
    description: t(
      'Turar joydan chiqarish va mulk huquqini tan olish.',
      'Выселение и признание права собственности.',
      'Eviction and recognition of ownership.',
    ),
    order: 6,
  },
  {
    id: 'business',
    name: t('Tadbirkorlar oʻrtasidagi nizolar', 'Споры между предпринимателями', 'Business disputes'),
    description: t(
      'Iqtisodiy sudga: shartnoma boʻyicha qarz, penya va shartnomani bekor qilish.',
      'В экономический суд: долг и пеня по договору, расторжение договора.',
      'In the economic court: contract debts, penalties and termination.',
    ),
    order: 7,
  },
];

const LANGS = ['uz', 'ru', 'en'] as const;

/** A run as text, a macro as its field's "[label]" in that language (the visitor fills it in). */
function runText(run: Run, fields: readonly SeedTemplateField[], lang: (typeof LANGS)[number]): string {
  if ('type' in run) {
    if (run.type !== 'macros') return '';
    const field = fields.find((f) => f.key === run.key);
    return field ? `[${field.label[lang]}]` : run.children.map((c) => c.text).join('');
  }
  return run.text;
}

/** The numbered demands after "SOʻRAYMAN / ПРОШУ / I ASK THE COURT" in one language. */
function demandsIn(body: Block[], fields: readonly SeedTemplateField[], lang: (typeof LANGS)[number]): string[] {
  const at = body.findIndex(
    (b) =>
      b.type !== 'numbered-list' &&
      b.type !== 'bulleted-list' &&
      (b as TextBlock).children.some((r) => !('type' in r) && /SOʻRAYMAN|ПРОШУ|I ASK THE COURT/.test(r.text)),
  );
  const list = body.slice(at + 1).find((b) => b.type === 'numbered-list') as ListBlock | undefined;
  if (at < 0 || !list) throw new Error('a claim template without its demands');
  return list.children.map((item) =>
    item.children
      .map((r) => runText(r, fields, lang))
      .join('')
      .trim(),
  );
}

/** The demands the builder proposes: the body's, then the template's optional ones. */
function withDemands({ optionalDemands, courtRule, ...draft }: ClaimTemplateDraft): SeedClaimTemplate {
  const per = Object.fromEntries(LANGS.map((l) => [l, demandsIn(draft.body[l], draft.fields, l)])) as Record<(typeof LANGS)[number], string[]>;
  if (per.uz.length !== per.ru.length || per.ru.length !== per.en.length) throw new Error(`${draft.id}: the demands differ between languages`);
  const demands: SeedClaimTemplate['demands'] = per.uz.map((_, i) => ({ text: { uz: per.uz[i]!, ru: per.ru[i]!, en: per.en[i]! } as Text3 }));
  for (const text of optionalDemands ?? []) demands.push({ text, optional: true });
  return { ...draft, courtRule: courtRule ?? 'defendant', demands };
}

export const claimTemplates: SeedClaimTemplate[] = [...claimTemplatesPart1, ...claimTemplatesPart2].map(withDemands);
