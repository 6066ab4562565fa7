/**
 * Building blocks of statements of claim (ADR 010, "Generation"): the header
 * (court, plaintiff, defendant, claim value), attachments list and signature, in three languages.
 */
import type { Locale } from '../../../../shared/locales';
import type { ValueRowKind } from '../../../../shared/claims/types';
import { GENERAL_INFO_NOTICE, t } from './helpers';
import { field, personFields, type Role } from './fields';
import type { SeedClaimTemplate, SeedTemplateField, Text3 } from './types';

export const plaintiffRole: Role = { uz: 'Daʼvogar', ruGen: 'истца', en: 'Plaintiff' };
export const defendantRole: Role = { uz: 'Javobgar', ruGen: 'ответчика', en: 'Defendant' };

export const courtField = field('court_name', 'text', true, 'court', t('Sud', 'Суд', 'Court'), {
  hint: t(
    'Sud turini, hududni va sudni roʻyxatdan tanlang',
    'Выберите вид суда, регион и суд из списка',
    'Pick the court type, region and court from the list',
  ),
});
export const claimValueField = field('claim_value', 'money', true, 'claim', t('Daʼvo bahosi', 'Цена иска', 'Claim value'), {
  hint: t('Undiriladigan barcha summalarning jami', 'Общая сумма всех требований', 'The total of all sums claimed'),
});
export const circumstancesField = field(
  'circumstances',
  'textarea',
  true,
  'claim',
  t('Daʼvo asoslangan holatlar', 'Обстоятельства, на которых основан иск', 'Facts the claim rests on'),
  {
    hint: t(
      'Nima, qachon va qanday sodir boʻlganini tartib bilan yozing; har bir holatni qaysi hujjat tasdiqlashini koʻrsating',
      'Опишите по порядку, что, когда и как произошло, и каким документом подтверждается каждое обстоятельство',
      'Say in order what happened, when and how, and which document proves each point',
    ),
  },
);
export const claimDateField = field('doc_date', 'date', true, 'signature', t('Ariza sanasi', 'Дата заявления', 'Date'));

/** A natural-person plaintiff: name, PINFL, passport, address, phone. */
export const plaintiffPersonFields = (): SeedTemplateField[] => personFields('plaintiff', plaintiffRole, 'plaintiff', { phone: true });
/** A natural-person defendant: name and address (PINFL optional). */
export const defendantPersonFields = (): SeedTemplateField[] => [...personFields('defendant', defendantRole, 'defendant', { pinfl: false, passport: false })];
/** An organisation as defendant (employer, seller): name and address. */
export const defendantOrgFields = (): SeedTemplateField[] => [
  field('defendant_name', 'text', true, 'defendant', t('Javobgar (tashkilot nomi)', 'Ответчик (наименование организации)', 'Defendant (organisation)')),
  field('defendant_address', 'text', true, 'defendant', t('Javobgarning manzili', 'Адрес ответчика', 'Defendant’s address')),
];
/** Companies in an economic court: name, TIN, address (and bank details, director for the plaintiff). */
export const companyFields = (prefix: 'plaintiff' | 'defendant'): SeedTemplateField[] => {
  const section = prefix;
  const r = prefix === 'plaintiff' ? plaintiffRole : defendantRole;
  const list = [
    field(`${prefix}_name`, 'text', true, section, { uz: `${r.uz} (korxona nomi)`, ru: `Наименование ${r.ruGen}`, en: `${r.en}: company name` }),
    field(`${prefix}_tin`, 'text', true, section, { uz: `${r.uz}ning STIR`, ru: `ИНН ${r.ruGen}`, en: `${r.en}: TIN` }),
    field(`${prefix}_address`, 'text', true, section, { uz: `${r.uz}ning pochta manzili`, ru: `Почтовый адрес ${r.ruGen}`, en: `${r.en}: postal address` }),
  ];
  if (prefix === 'plaintiff') {
    list.push(
      field('plaintiff_bank', 'textarea', true, section, t('Daʼvogarning bank rekvizitlari', 'Банковские реквизиты истца', 'Plaintiff’s bank details'), {
        hint: t('Hisob raqami, bank nomi, MFO', 'Расчётный счёт, банк, МФО', 'Account number, bank, MFO code'),
      }),
      field(
        'plaintiff_director',
        'text',
        true,
        'signature',
        t('Imzolovchining lavozimi va F.I.Sh.', 'Должность и Ф.И.О. подписанта', 'Signatory’s position and name'),
        {
          hint: t('Masalan: Direktor S. A. Aliyev', 'Например: Директор С. А. Алиев', 'For example: Director S. A. Aliyev'),
        },
      ),
    );
  }
  return list;
};

const lines = (locale: Locale, rows: Record<Locale, string>[]) => rows.map((r) => r[locale]).join('\n');

/** Header: court, plaintiff person, defendant, claim value (if any). */
export function personHeader(locale: Locale, o: { defendantOrg?: boolean; claimValue?: boolean } = {}): string {
  const rows: Record<Locale, string>[] = [
    { uz: '>> Kimga: {{court_name}}', ru: '>> В {{court_name}}', en: '>> To: {{court_name}}' },
    { uz: '>> **Daʼvogar:** {{plaintiff_name}}', ru: '>> **Истец:** {{plaintiff_name}}', en: '>> **Plaintiff:** {{plaintiff_name}}' },
    {
      uz: '>> JShShIR: {{plaintiff_pinfl}}, pasport: {{plaintiff_passport}}',
      ru: '>> ПИНФЛ: {{plaintiff_pinfl}}, паспорт: {{plaintiff_passport}}',
      en: '>> PINFL: {{plaintiff_pinfl}}, passport: {{plaintiff_passport}}',
    },
    {
      uz: '>> Manzil: {{plaintiff_address}}, tel.: {{plaintiff_phone}}',
      ru: '>> Адрес: {{plaintiff_address}}, тел.: {{plaintiff_phone}}',
      en: '>> Address: {{plaintiff_address}}, tel.: {{plaintiff_phone}}',
    },
    { uz: '>> **Javobgar:** {{defendant_name}}', ru: '>> **Ответчик:** {{defendant_name}}', en: '>> **Defendant:** {{defendant_name}}' },
    { uz: '>> Manzil: {{defendant_address}}', ru: '>> Адрес: {{defendant_address}}', en: '>> Address: {{defendant_address}}' },
  ];
  if (o.claimValue)
    rows.push({ uz: '>> **Daʼvo bahosi:** {{claim_value}}', ru: '>> **Цена иска:** {{claim_value}}', en: '>> **Claim value:** {{claim_value}}' });
  return lines(locale, rows);
}

/** Header of an economic-court claim between companies. */
export function companyHeader(locale: Locale, o: { claimValue?: boolean } = {}): string {
  const rows: Record<Locale, string>[] = [
    { uz: '>> Kimga: {{court_name}}', ru: '>> В {{court_name}}', en: '>> To: {{court_name}}' },
    {
      uz: '>> **Daʼvogar:** {{plaintiff_name}}, STIR: {{plaintiff_tin}}',
      ru: '>> **Истец:** {{plaintiff_name}}, ИНН: {{plaintiff_tin}}',
      en: '>> **Plaintiff:** {{plaintiff_name}}, TIN: {{plaintiff_tin}}',
    },
    { uz: '>> Manzil: {{plaintiff_address}}', ru: '>> Адрес: {{plaintiff_address}}', en: '>> Address: {{plaintiff_address}}' },
    { uz: '>> Bank rekvizitlari: {{plaintiff_bank}}', ru: '>> Банковские реквизиты: {{plaintiff_bank}}', en: '>> Bank details: {{plaintiff_bank}}' },
    {
      uz: '>> **Javobgar:** {{defendant_name}}, STIR: {{defendant_tin}}',
      ru: '>> **Ответчик:** {{defendant_name}}, ИНН: {{defendant_tin}}',
      en: '>> **Defendant:** {{defendant_name}}, TIN: {{defendant_tin}}',
    },
    { uz: '>> Manzil: {{defendant_address}}', ru: '>> Адрес: {{defendant_address}}', en: '>> Address: {{defendant_address}}' },
  ];
  if (o.claimValue)
    rows.push({ uz: '>> **Daʼvo bahosi:** {{claim_value}}', ru: '>> **Цена иска:** {{claim_value}}', en: '>> **Claim value:** {{claim_value}}' });
  return lines(locale, rows);
}

export const demandHeading: Record<Locale, string> = { uz: '**SOʻRAYMAN:**', ru: '**ПРОШУ:**', en: '**I ASK THE COURT:**' };

/** "Attachments:" and a numbered list. */
export function attachmentsBlock(locale: Locale, items: Text3[]): string {
  const title = { uz: '**Ilovalar:**', ru: '**Приложения:**', en: '**Attachments:**' }[locale];
  return [title, ...items.map((item, i) => `${i + 1}. ${item[locale]}`)].join('\n');
}

/**
 * Date and signature. A person signs as the plaintiff, by name; an organisation by its signatory's
 * position and name ("Direktor S. A. Aliyev"), with the seal under it.
 */
export function signature(locale: Locale, signer = '{{plaintiff_name}}'): string {
  const who = { uz: 'Daʼvogar', ru: 'Истец', en: 'Plaintiff' }[locale];
  const seal = signer === '{{plaintiff_director}}' ? `\n>> ${{ uz: 'M.Oʻ.', ru: 'М.П.', en: 'Seal' }[locale]}` : '';
  return `>> {{doc_date}}\n>> ${who}: [[signature]] / ${signer}${seal}`;
}

/**
 * A money field whose amount comes from a row of the builder's value step (or the maintenance
 * share): the row is named by the field's label in the calculation, and the "[label]" of the
 * proposed demands is filled with it (shared/claims/fill.ts).
 */
export type ClaimField = SeedTemplateField & { valueRow?: ValueRowKind | 'share' };
export const fromValue = (f: SeedTemplateField, valueRow: ValueRowKind | 'share'): ClaimField => ({ ...f, valueRow });

/** Common attachments. */
export const ATT = {
  copies: t('Daʼvo arizasining javobgar uchun nusxasi', 'Копия искового заявления для ответчика', 'A copy of the claim for the defendant'),
  duty: t('Davlat boji toʻlanganligini tasdiqlovchi hujjat', 'Документ об уплате государственной пошлины', 'Proof of payment of the state duty'),
  passport: t('Daʼvogar pasportining nusxasi', 'Копия паспорта истца', 'A copy of the plaintiff’s passport'),
  calculation: t('Undiriladigan summalar hisob-kitobi', 'Расчёт взыскиваемых сумм', 'Calculation of the sums claimed'),
  poa: t('Ishonchnoma (ariza vakil tomonidan berilsa)', 'Доверенность (если иск подаёт представитель)', 'Power of attorney (if a representative files)'),
  pretrial: t(
    'Talabnoma nusxasi va uning yuborilganini tasdiqlovchi hujjat',
    'Копия претензии и документ о её направлении',
    'A copy of the demand letter and proof it was sent',
  ),
  sentToDefendant: t(
    'Daʼvo arizasi va ilovalar nusxasi javobgarga yuborilganini tasdiqlovchi hujjat (pochta kvitansiyasi)',
    'Документ, подтверждающий направление ответчику копии искового заявления и приложенных документов (почтовая квитанция)',
    'Proof that a copy of the claim and its attachments was sent to the defendant (postal receipt)',
  ),
  register: t(
    'Daʼvogarning davlat roʻyxatidan oʻtganlik guvohnomasi nusxasi',
    'Копия свидетельства о государственной регистрации истца',
    'A copy of the plaintiff’s registration certificate',
  ),
} as const;

/** Shared note on every claim template. */
export function claimNote(extra?: Text3): Text3 {
  const duty = t(
    'Davlat boji miqdori taxminiy: uni my.sud.uz kalkulyatorida tekshiring.',
    'Размер госпошлины ориентировочный: проверьте его в калькуляторе my.sud.uz.',
    'The state duty shown is an estimate: check it with the calculator at my.sud.uz.',
  );
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  return {
    uz: join(GENERAL_INFO_NOTICE.uz, duty.uz, extra?.uz),
    ru: join(GENERAL_INFO_NOTICE.ru, duty.ru, extra?.ru),
    en: join(GENERAL_INFO_NOTICE.en, duty.en, extra?.en),
  };
}

/** A template as written: its demands are read from its body; the court rule defaults to the defendant's. */
export type ClaimTemplateDraft = Omit<SeedClaimTemplate, 'demands' | 'courtRule'> & {
  courtRule?: SeedClaimTemplate['courtRule'];
  /** Demands offered unticked beside the body's (the divorce's on the children). */
  optionalDemands?: Text3[];
};
