/**
 * The words of a generated claim in the document's language (uz and ru for the court, en as a
 * draft): headings, party lines, the calculation, the attachments. Document text, not interface
 * text: it follows the claim's language, never the page's.
 */
import type { Locale } from '../locales';
import type { ValueRowKind } from './types';

export interface ClaimDocumentTexts {
  to: (court: string) => string;
  plaintiff: string;
  defendant: string;
  defendants: string;
  thirdParty: string;
  representative: string;
  pinfl: string;
  passport: string;
  tin: string;
  address: string;
  phone: string;
  phoneLabel: string;
  common: string;
  bank: string;
  claimValue: string;
  stateDuty: string;
  exempt: (name: string) => string;
  heading: string;
  subject: (title: string) => string;
  calculation: string;
  rows: Record<ValueRowKind, string>;
  total: string;
  basis: string;
  propertyValue: string;
  periodic: (monthly: string, months: number) => string;
  pretrialSent: (date: string, reference: string) => string;
  pretrialNot: string;
  evidence: string;
  onThese: string;
  demands: string;
  against: (name: string) => string;
  law: string;
  attachments: string;
  copyFor: (name: string) => string;
  dutyReceipt: string;
  exemptionPetition: (name: string) => string;
  powerOfAttorney: string;
  calculationAttachment: string;
  pretrialAttachment: string;
  signer: string;
  draft: string;
}

export const CLAIM_TEXTS: Record<Locale, ClaimDocumentTexts> = {
  uz: {
    to: (court) => `${court}ga`,
    plaintiff: 'Daʼvogar',
    defendant: 'Javobgar',
    defendants: 'Javobgarlar',
    thirdParty: 'Uchinchi shaxs',
    representative: 'Vakil',
    pinfl: 'JShShIR',
    passport: 'pasport',
    tin: 'STIR',
    address: 'Manzil',
    phone: 'tel.',
    phoneLabel: 'Telefon',
    common: 'Barcha javobgarlarga nisbatan:',
    bank: 'Bank rekvizitlari',
    claimValue: 'Daʼvo bahosi',
    stateDuty: 'Davlat boji',
    exempt: (name) => `ozod qilingan (${name})`,
    heading: 'DAʼVO ARIZASI',
    subject: (title) => `${title} toʻgʻrisida`,
    calculation: 'Undiriladigan summalar hisob-kitobi:',
    rows: { principal: 'Asosiy qarz', penalty: 'Penya (neustoyka)', interest: 'Foizlar', damages: 'Zararlar', other: 'Boshqa summalar' },
    total: 'Jami',
    basis: 'asos',
    propertyValue: 'Mulkning qiymati',
    periodic: (monthly, months) => `Oylik toʻlov ${monthly} × ${months} oy`,
    pretrialSent: (date, reference) => `Nizoni sudgacha hal qilish tartibiga rioya qilingan: talabnoma ${date} kuni yuborilgan${reference ? ` (${reference})` : ''}, javob olinmagan yoki talab bajarilmagan.`,
    pretrialNot: 'Talabnoma yuborilmagan.',
    evidence: 'Yuqoridagi holatlar quyidagi dalillar bilan tasdiqlanadi:',
    onThese: 'Yuqoridagilarga asoslanib,',
    demands: 'SOʻRAYMAN:',
    against: (name) => `Javobgar ${name}ga nisbatan:`,
    law: 'asos',
    attachments: 'Ilovalar:',
    copyFor: (name) => `Daʼvo arizasining ${name} uchun nusxasi`,
    dutyReceipt: 'Davlat boji toʻlanganligini tasdiqlovchi hujjat',
    exemptionPetition: (name) => `Davlat bojidan ozod qilish haqida iltimosnoma (${name})`,
    powerOfAttorney: 'Vakilning ishonchnomasi',
    calculationAttachment: 'Undiriladigan summalar hisob-kitobi',
    pretrialAttachment: 'Talabnoma nusxasi va uning yuborilganini tasdiqlovchi hujjat',
    signer: 'Daʼvogar',
    draft: 'QORALAMA',
  },
  ru: {
    to: (court) => `В ${court}`,
    plaintiff: 'Истец',
    defendant: 'Ответчик',
    defendants: 'Ответчики',
    thirdParty: 'Третье лицо',
    representative: 'Представитель',
    pinfl: 'ПИНФЛ',
    passport: 'паспорт',
    tin: 'ИНН',
    address: 'Адрес',
    phone: 'тел.',
    phoneLabel: 'Телефон',
    common: 'В отношении всех ответчиков:',
    bank: 'Банковские реквизиты',
    claimValue: 'Цена иска',
    stateDuty: 'Государственная пошлина',
    exempt: (name) => `освобождён (${name})`,
    heading: 'ИСКОВОЕ ЗАЯВЛЕНИЕ',
    subject: (title) => `«${title}»`,
    calculation: 'Расчёт взыскиваемых сумм:',
    rows: { principal: 'Основной долг', penalty: 'Пеня (неустойка)', interest: 'Проценты', damages: 'Убытки', other: 'Иные суммы' },
    total: 'Итого',
    basis: 'основание',
    propertyValue: 'Стоимость имущества',
    periodic: (monthly, months) => `Ежемесячный платёж ${monthly} × ${months} мес.`,
    pretrialSent: (date, reference) => `Досудебный порядок урегулирования спора соблюдён: претензия направлена ${date}${reference ? ` (${reference})` : ''}, ответ не получен или требование не исполнено.`,
    pretrialNot: 'Претензия не направлялась.',
    evidence: 'Изложенные обстоятельства подтверждаются следующими доказательствами:',
    onThese: 'На основании изложенного',
    demands: 'ПРОШУ:',
    against: (name) => `В отношении ответчика ${name}:`,
    law: 'основание',
    attachments: 'Приложения:',
    // The name stays in the nominative: "для Рахимов Бобур Олимович" would need the genitive.
    copyFor: (name) => `Копия искового заявления (${name})`,
    dutyReceipt: 'Документ об уплате государственной пошлины',
    exemptionPetition: (name) => `Ходатайство об освобождении от уплаты государственной пошлины (${name})`,
    powerOfAttorney: 'Доверенность представителя',
    calculationAttachment: 'Расчёт взыскиваемых сумм',
    pretrialAttachment: 'Копия претензии и документ о её направлении',
    signer: 'Истец',
    draft: 'ЧЕРНОВИК',
  },
  en: {
    to: (court) => `To: ${court}`,
    plaintiff: 'Plaintiff',
    defendant: 'Defendant',
    defendants: 'Defendants',
    thirdParty: 'Third party',
    representative: 'Representative',
    pinfl: 'PINFL',
    passport: 'passport',
    tin: 'TIN',
    address: 'Address',
    phone: 'tel.',
    phoneLabel: 'Phone',
    common: 'Against all defendants:',
    bank: 'Bank details',
    claimValue: 'Claim value',
    stateDuty: 'State duty',
    exempt: (name) => `exempt (${name})`,
    heading: 'STATEMENT OF CLAIM',
    subject: (title) => title,
    calculation: 'Calculation of the sums claimed:',
    rows: { principal: 'Principal debt', penalty: 'Penalty', interest: 'Interest', damages: 'Damages', other: 'Other sums' },
    total: 'Total',
    basis: 'basis',
    propertyValue: 'Value of the property',
    periodic: (monthly, months) => `Monthly payment ${monthly} × ${months} months`,
    pretrialSent: (date, reference) => `The pre-trial procedure was followed: a demand letter was sent on ${date}${reference ? ` (${reference})` : ''} and was not answered or not met.`,
    pretrialNot: 'No demand letter was sent.',
    evidence: 'These facts are proved by the following evidence:',
    onThese: 'On these grounds,',
    demands: 'I ASK THE COURT:',
    against: (name) => `Against the defendant ${name}:`,
    law: 'basis',
    attachments: 'Attachments:',
    copyFor: (name) => `A copy of the claim for ${name}`,
    dutyReceipt: 'Proof of payment of the state duty',
    exemptionPetition: (name) => `A petition for exemption from the state duty (${name})`,
    powerOfAttorney: 'The representative’s power of attorney',
    calculationAttachment: 'Calculation of the sums claimed',
    pretrialAttachment: 'A copy of the demand letter and proof it was sent',
    signer: 'Plaintiff',
    draft: 'DRAFT',
  },
};
