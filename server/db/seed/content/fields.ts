/**
 * Building blocks for template fields and template bodies (documents and statements of claim).
 * `templateBody()` turns the markup of helpers.ts into rich text whose macros show
 * "[Field label]" in the document's language, and checks that macro keys and fields match.
 */
import type { Locale } from '../../../../shared/locales';
import { rich, type PerLocale } from './helpers';
import type { FieldKind, FieldSection, LocalizedRichText, SeedFieldLimit, SeedSelectOption, SeedTemplateField, Text3 } from './types';

export function field(
  key: string,
  kind: FieldKind,
  required: boolean,
  section: FieldSection,
  label: Text3,
  extra: { hint?: Text3; options?: SeedSelectOption[]; limits?: SeedFieldLimit[] } = {},
): SeedTemplateField {
  const f: SeedTemplateField = { key, label, kind, required, section };
  if (extra.hint) f.hint = extra.hint;
  if (extra.options) f.options = extra.options;
  if (extra.limits?.length) f.limits = extra.limits;
  return f;
}

export const option = (value: string, uz: string, ru: string, en: string): SeedSelectOption => ({ value, label: { uz, ru, en } });

/** A party's role: Uzbek noun (gets "-ning"), Russian genitive, English noun. */
export interface Role {
  uz: string;
  ruGen: string;
  en: string;
}

export interface PersonFieldOptions {
  pinfl?: boolean;
  passport?: boolean;
  address?: boolean;
  phone?: boolean;
  required?: boolean;
  /**
   * Asks the person's gender ("<prefix>_gender": male or female), for a paper whose words follow it
   * ("своему супругу" / "своей супруге") where the name alone may not show it (no patronymic).
   */
  gender?: boolean;
}

/** Name, PINFL, passport, address (and phone) of a natural person: keys `${prefix}_name` etc. */
export function personFields(prefix: string, role: Role, section: FieldSection, o: PersonFieldOptions = {}): SeedTemplateField[] {
  const req = o.required ?? true;
  const list: SeedTemplateField[] = [
    field(`${prefix}_name`, 'text', req, section, { uz: `${role.uz}ning F.I.Sh.`, ru: `Ф.И.О. ${role.ruGen}`, en: `${role.en}: full name` }),
  ];
  if (o.pinfl ?? true)
    list.push(
      field(
        `${prefix}_pinfl`,
        'pinfl',
        req,
        section,
        { uz: `${role.uz}ning JShShIR`, ru: `ПИНФЛ ${role.ruGen}`, en: `${role.en}: PINFL` },
        {
          hint: {
            uz: '14 xonali shaxsiy identifikatsiya raqami',
            ru: '14-значный персональный идентификационный номер',
            en: '14-digit personal identification number',
          },
        },
      ),
    );
  if (o.passport ?? true)
    list.push(
      field(`${prefix}_passport`, 'passport', req, section, {
        uz: `${role.uz}ning pasporti (seriya, raqam)`,
        ru: `Паспорт ${role.ruGen} (серия, номер)`,
        en: `${role.en}: passport (series, number)`,
      }),
    );
  if (o.address ?? true)
    list.push(field(`${prefix}_address`, 'text', req, section, { uz: `${role.uz}ning yashash manzili`, ru: `Адрес ${role.ruGen}`, en: `${role.en}: address` }));
  if (o.phone)
    list.push(field(`${prefix}_phone`, 'phone', false, section, { uz: `${role.uz}ning telefon raqami`, ru: `Телефон ${role.ruGen}`, en: `${role.en}: phone` }));
  if (o.gender)
    list.push(
      field(
        `${prefix}_gender`,
        'select',
        false,
        section,
        { uz: `${role.uz}ning jinsi`, ru: `Пол ${role.ruGen}`, en: `${role.en}: sex` },
        {
          hint: {
            uz: 'Hujjat matnidagi soʻzlar shunga qarab yoziladi',
            ru: 'От него зависят слова в тексте документа',
            en: 'The wording of the document follows it',
          },
          options: [option('male', 'Erkak', 'Мужской', 'Male'), option('female', 'Ayol', 'Женский', 'Female')],
        },
      ),
    );
  return list;
}

export const cityField = field('city', 'text', true, 'signature', {
  uz: 'Tuzilgan joy (shahar, tuman)',
  ru: 'Место составления (город, район)',
  en: 'Place (city, district)',
});
export const dateField = field('doc_date', 'date', true, 'signature', { uz: 'Sana', ru: 'Дата', en: 'Date' });

/** Keys of every macro in a document. */
export function macroKeys(doc: LocalizedRichText[Locale]): string[] {
  const keys: string[] = [];
  for (const block of doc) {
    const runsOf = block.type === 'numbered-list' || block.type === 'bulleted-list' ? block.children.flatMap((i) => i.children) : block.children;
    for (const run of runsOf) if ('type' in run && run.type === 'macros' && run.key) keys.push(run.key);
  }
  return keys;
}

/**
 * Rich-text body of a template: `{{key}}` shows "[label]" in that language. Throws if a macro
 * has no field, or a field is never used, in any language.
 */
export function templateBody(fields: SeedTemplateField[], src: PerLocale<string>): LocalizedRichText {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const body = rich(src, {
    macroText: (key, locale) => {
      const f = byKey.get(key);
      if (!f) throw new Error(`Template macro {{${key}}} has no field`);
      return `[${f.label[locale]}]`;
    },
  });
  for (const locale of ['uz', 'ru', 'en'] as const) {
    const used = new Set(macroKeys(body[locale]));
    // A person's gender is read by the forms of their name's macros, in whichever language needs it.
    const unused = fields.filter((f) => !used.has(f.key) && !(f.key.endsWith('_gender') && used.has(f.key.replace(/_gender$/, '_name')))).map((f) => f.key);
    if (unused.length) throw new Error(`Template fields unused in ${locale}: ${unused.join(', ')}`);
  }
  return body;
}
