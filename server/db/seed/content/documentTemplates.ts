/**
 * Document templates (12) and their categories. Bodies are rich text with macros whose first
 * child shows "[Field label]" in the document's language; `fields` describe each macro key.
 * A money macro is filled with the formatted amount including the currency ("1 500 000 soʻm").
 */
import { GENERAL_INFO_NOTICE, t } from './helpers';
import { documentTemplatesPart1 } from './documentTemplates-1';
import { documentTemplatesPart2 } from './documentTemplates-2';
import type { DocumentTemplateDraft } from './documentTemplateDraft';
import type { SeedDocumentCategory, SeedDocumentTemplate } from './types';

export const documentCategories: SeedDocumentCategory[] = [
  { id: 'powers-of-attorney', name: t('Ishonchnomalar', 'Доверенности', 'Powers of attorney'), order: 1 },
  { id: 'contracts', name: t('Shartnomalar va tilxatlar', 'Договоры и расписки', 'Contracts and receipts'), order: 2 },
  { id: 'family', name: t('Oilaviy hujjatlar', 'Семейные документы', 'Family documents'), order: 3 },
  { id: 'labour', name: t('Mehnat munosabatlari', 'Трудовые отношения', 'Employment'), order: 4 },
  {
    id: 'applications',
    name: t('Arizalar, shikoyatlar va talabnomalar', 'Заявления, жалобы и претензии', 'Applications, complaints and demand letters'),
    order: 5,
  },
];

/** The shared notice, then the template's own warning. */
function finish({ extraNote, ...draft }: DocumentTemplateDraft): SeedDocumentTemplate {
  const join = (a: string, b?: string) => (b ? `${a} ${b}` : a);
  return {
    ...draft,
    note: {
      uz: join(GENERAL_INFO_NOTICE.uz, extraNote?.uz),
      ru: join(GENERAL_INFO_NOTICE.ru, extraNote?.ru),
      en: join(GENERAL_INFO_NOTICE.en, extraNote?.en),
    },
  };
}

export const documentTemplates: SeedDocumentTemplate[] = [...documentTemplatesPart1, ...documentTemplatesPart2].map(finish);
