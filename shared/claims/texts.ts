/**
 * The words of a generated claim in the document's language (uz and ru for the court, en as a
 * draft): headings, party lines, the calculation, the attachments. Document text, not interface
 * text: it follows the claim's language, never the page's. A name inside a sentence takes the form
 * the sentence needs: the Uzbek ending attached by withUzbekEnding ("Otabekka"), the Russian case
 * by declineRuName ("в отношении ответчика Рахимова Бобура Олимовича"); where no form can be
 * chosen the name stands after a label, in the nominative.
 */
import { withUzbekEnding } from '../format/uz-suffix';
import { declineRuName, type Gender } from '../format/ru-name';
import type { Locale } from '../locales';
import type { AlimonyShare, PretrialOutcome, ValueRowKind } from './types';

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
  /** The plaintiff is exempt by law: the ground named, no petition. */
  exempt: (ground: string) => string;
  heading: string;
  subject: (title: string) => string;
  calculation: string;
  rows: Record<ValueRowKind, string>;
  total: string;
  basis: string;
  propertyValue: string;
  periodic: (monthly: string, months: number) => string;
  /** The talabnoma was sent (date, reference as typed) and what came of it. */
  pretrialSent: (date: string | null, reference: string, outcome: PretrialOutcome | undefined) => string;
  children: string;
  child: (name: string, birthDate: string | null) => string;
  /** The share of income, as it reads after "daromadlarining" / "в размере" / "of". */
  share: Record<AlimonyShare, string>;
  evidence: string;
  onThese: string;
  demands: string;
  against: (name: string) => string;
  law: string;
  attachments: string;
  copyFor: (name: string) => string;
  /** Economic courts: proof the claim and its attachments were sent to a party before filing. */
  sentTo: (name: string, role: 'defendant' | 'thirdParty') => string;
  dutyReceipt: string;
  powerOfAttorney: string;
  calculationAttachment: string;
  pretrialAttachment: string;
  pretrialRefusal: string;
  pretrialPayment: string;
  birthCertificate: (name: string) => string;
  marriageCertificate: string;
  defendantIncome: string;
  signer: string;
  /** "Vakil (ishonchnoma № 12, 01.03.2026)": the representative and the paper they act on. */
  withPowerOfAttorney: (role: string, number: string | null, date: string | null) => string;
  /**
   * The organisation's signatory in its header line: "«Orzu Mebel» MChJ, direktor S. A. Aliyev
   * timsolida, ustav asosida" / "ООО «…» в лице директора Алиева С. А., действующего на основании устава".
   */
  actingThrough: (entity: string, s: { position: string; name: string; gender: Gender | null; poa: string | null; declined: boolean }) => string;
  /** "ishonchnoma № 12, 01.03.2026": a power of attorney inside a sentence. */
  powerOfAttorneyRef: (number: string | null, date: string | null) => string;
  seal: string;
  draft: string;
}

const poaParts = (number: string | null, date: string | null, sep: string) => [number ? `№ ${number}` : '', date ?? ''].filter(Boolean).join(sep);

/**
 * A Russian position in the genitive ("генеральный директор" → "генерального директора"): the
 * adjectives before the first noun and that noun change, the words after it ("председатель
 * правления") are already in the genitive and stay.
 */
export function ruPositionGenitive(position: string): string {
  const words = position.trim().split(/\s+/);
  let nounDone = false;
  return words
    .map((word) => {
      if (nounDone || !/[а-яё]$/i.test(word)) return word;
      const lower = word.toLowerCase();
      if (/(ый|ой)$/.test(lower)) return `${word.slice(0, -2)}ого`;
      if (/ий$/.test(lower)) return word.slice(0, -2) + (/[кгх]ий$/.test(lower) ? 'ого' : 'его');
      if (/ая$/.test(lower) || /яя$/.test(lower)) return word; // a feminine adjective: the noun decides, leave it
      nounDone = true;
      if (/ь$/.test(lower)) return `${word.slice(0, -1)}я`;
      if (/й$/.test(lower)) return `${word.slice(0, -1)}я`;
      if (/а$/.test(lower)) return word.slice(0, -1) + (/[кгхжшщч]а$/.test(lower) ? 'и' : 'ы');
      if (/я$/.test(lower)) return `${word.slice(0, -1)}и`;
      if (/[бвгджзклмнпрстфхцчшщ]$/.test(lower)) return `${word}а`;
      return word;
    })
    .join(' ');
}

export const CLAIM_TEXTS: Record<Locale, ClaimDocumentTexts> = {
  uz: {
    to: (court) => withUzbekEnding(court, 'ga'),
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
    exempt: (ground) => `Daʼvogar davlat bojidan ozod qilingan (asos: ${ground})`,
    heading: 'DAʼVO ARIZASI',
    subject: (title) => `${title} toʻgʻrisida`,
    calculation: 'Undiriladigan summalar hisob-kitobi:',
    rows: { principal: 'Asosiy qarz', penalty: 'Penya (neustoyka)', interest: 'Foizlar', damages: 'Zararlar', other: 'Boshqa summalar' },
    total: 'Jami',
    basis: 'asos',
    propertyValue: 'Mulkning qiymati',
    periodic: (monthly, months) => `Oylik toʻlov ${monthly} × ${months} oy`,
    pretrialSent: (date, reference, outcome) => {
      const sent = `Nizoni sudgacha hal qilish tartibiga rioya qilingan: talabnoma javobgarga ${date ? `${date} kuni ` : ''}yuborilgan${reference ? ` (${reference})` : ''}`;
      const result = {
        'no-answer': 'javobgar unga javob bermagan',
        refused: 'javobgar talabni bajarishni rad etgan',
        'partly-paid': 'javobgar talab qilingan summaning faqat bir qismini toʻlagan',
      };
      return outcome ? `${sent}, ${result[outcome]}.` : `${sent}.`;
    },
    children: 'Daʼvogar va javobgarning umumiy voyaga yetmagan farzandlari:',
    child: (name, birthDate) => (birthDate ? `${name}, tugʻilgan sanasi: ${birthDate}` : name),
    share: { '1/4': 'toʻrtdan bir qismi', '1/3': 'uchdan bir qismi', '1/2': 'yarmi' },
    evidence: 'Yuqoridagi holatlar quyidagi dalillar bilan tasdiqlanadi:',
    onThese: 'Yuqoridagilarga asoslanib,',
    demands: 'SOʻRAYMAN:',
    against: (name) => `Javobgar ${withUzbekEnding(name, 'ga')} nisbatan:`,
    law: 'asos',
    attachments: 'Ilovalar:',
    copyFor: (name) => `Daʼvo arizasining ${name} uchun nusxasi`,
    sentTo: (name) => `Daʼvo arizasi va ilovalar nusxasi ${withUzbekEnding(name, 'ga')} yuborilganini tasdiqlovchi hujjat (pochta kvitansiyasi)`,
    dutyReceipt: 'Davlat boji toʻlanganligini tasdiqlovchi hujjat',
    powerOfAttorney: 'Vakilning ishonchnomasi',
    calculationAttachment: 'Undiriladigan summalar hisob-kitobi',
    pretrialAttachment: 'Talabnoma nusxasi va uning yuborilganini tasdiqlovchi hujjat',
    pretrialRefusal: 'Javobgarning talabnomani rad etgan javobi nusxasi',
    pretrialPayment: 'Qisman toʻlovni tasdiqlovchi hujjat',
    birthCertificate: (name) => `${withUzbekEnding(name, 'ning')} tugʻilganlik haqidagi guvohnomasi nusxasi`,
    marriageCertificate: 'Nikoh (yoki nikohni bekor qilish) haqidagi guvohnoma nusxasi',
    defendantIncome: 'Javobgarning daromadini tasdiqlovchi hujjat (ish haqi haqida maʼlumotnoma)',
    signer: 'Daʼvogar',
    withPowerOfAttorney: (role, number, date) => (number || date ? `${role} (ishonchnoma ${poaParts(number, date, ', ')})` : role),
    actingThrough: (entity, s) => `${entity}, ${s.position} ${s.name} timsolida, ${s.poa ? `${s.poa} asosida` : 'ustav asosida'}`,
    powerOfAttorneyRef: (number, date) => `ishonchnoma ${poaParts(number, date, ', ')}`.trim(),
    seal: 'M.Oʻ.',
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
    exempt: (ground) => `Истец освобождён от уплаты государственной пошлины (основание: ${ground})`,
    heading: 'ИСКОВОЕ ЗАЯВЛЕНИЕ',
    subject: (title) => `«${title}»`,
    calculation: 'Расчёт взыскиваемых сумм:',
    rows: { principal: 'Основной долг', penalty: 'Пеня (неустойка)', interest: 'Проценты', damages: 'Убытки', other: 'Иные суммы' },
    total: 'Итого',
    basis: 'основание',
    propertyValue: 'Стоимость имущества',
    periodic: (monthly, months) => `Ежемесячный платёж ${monthly} × ${months} мес.`,
    pretrialSent: (date, reference, outcome) => {
      const sent = `Досудебный порядок урегулирования спора соблюдён: претензия направлена ответчику${date ? ` ${date}` : ''}${reference ? ` (${reference})` : ''}`;
      const result = {
        'no-answer': 'ответ на неё не получен',
        refused: 'ответчик отказал в её удовлетворении',
        'partly-paid': 'ответчик оплатил лишь часть требуемой суммы',
      };
      return outcome ? `${sent}; ${result[outcome]}.` : `${sent.replace(/\.$/, '')}.`;
    },
    children: 'Общие несовершеннолетние дети истца и ответчика:',
    child: (name, birthDate) => (birthDate ? `${name}, дата рождения: ${birthDate}` : name),
    share: { '1/4': 'одной четверти', '1/3': 'одной трети', '1/2': 'половины' },
    evidence: 'Изложенные обстоятельства подтверждаются следующими доказательствами:',
    onThese: 'На основании изложенного',
    demands: 'ПРОШУ:',
    // A name the decliner leaves as it is (in Latin letters) stands in brackets, never in the wrong case.
    against: (name) => {
      const declined = declineRuName(name, 'genitive');
      return declined !== name || /[«"]/.test(name) ? `В отношении ответчика ${declined}:` : `В отношении ответчика (${name}):`;
    },
    law: 'основание',
    attachments: 'Приложения:',
    // The name stays in the nominative: "для Рахимов Бобур Олимович" would need the genitive.
    copyFor: (name) => `Копия искового заявления (${name})`,
    sentTo: (name, role) =>
      `Документ, подтверждающий направление ${role === 'defendant' ? 'ответчику' : 'третьему лицу'} ${declineRuName(name, 'dative')} копии искового заявления и приложенных документов (почтовая квитанция)`,
    dutyReceipt: 'Документ об уплате государственной пошлины',
    powerOfAttorney: 'Доверенность представителя',
    calculationAttachment: 'Расчёт взыскиваемых сумм',
    pretrialAttachment: 'Копия претензии и документ о её направлении',
    pretrialRefusal: 'Копия ответа ответчика об отказе в удовлетворении претензии',
    pretrialPayment: 'Документ о частичной оплате',
    birthCertificate: (name) => {
      const declined = declineRuName(name, 'genitive');
      return declined !== name ? `Копия свидетельства о рождении ${declined}` : `Копия свидетельства о рождении ребёнка (${name})`;
    },
    marriageCertificate: 'Копия свидетельства о браке (или о его расторжении)',
    defendantIncome: 'Документ о доходах ответчика (справка о заработной плате)',
    signer: 'Истец',
    withPowerOfAttorney: (role, number, date) =>
      number || date ? `${role} (доверенность ${[number ? `№ ${number}` : '', date ? `от ${date}` : ''].filter(Boolean).join(' ')})` : role,
    // "в лице" needs the genitive; a name that cannot be declined stands as an apposition instead.
    actingThrough: (entity, s) =>
      s.declined
        ? `${entity} в лице ${ruPositionGenitive(s.position)} ${s.name}, ${s.gender === 'female' ? 'действующей' : 'действующего'} на основании ${s.poa ? s.poa : 'устава'}`
        : `${entity}, ${s.position} ${s.name}, ${s.gender === 'female' ? 'действующая' : 'действующий'} на основании ${s.poa ? s.poa : 'устава'}`,
    powerOfAttorneyRef: (number, date) => `доверенности ${[number ? `№ ${number}` : '', date ? `от ${date}` : ''].filter(Boolean).join(' ')}`.trim(),
    seal: 'М.П.',
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
    exempt: (ground) => `The plaintiff is exempt from the state duty (ground: ${ground})`,
    heading: 'STATEMENT OF CLAIM',
    subject: (title) => title,
    calculation: 'Calculation of the sums claimed:',
    rows: { principal: 'Principal debt', penalty: 'Penalty', interest: 'Interest', damages: 'Damages', other: 'Other sums' },
    total: 'Total',
    basis: 'basis',
    propertyValue: 'Value of the property',
    periodic: (monthly, months) => `Monthly payment ${monthly} × ${months} months`,
    pretrialSent: (date, reference, outcome) => {
      const sent = `The pre-trial procedure was followed: a demand letter was sent to the defendant${date ? ` on ${date}` : ''}${reference ? ` (${reference})` : ''}`;
      const result = {
        'no-answer': 'it was not answered',
        refused: 'the defendant refused it',
        'partly-paid': 'the defendant paid only part of the sum demanded',
      };
      return outcome ? `${sent}, and ${result[outcome]}.` : `${sent}.`;
    },
    children: 'The minor children of the plaintiff and the defendant:',
    child: (name, birthDate) => (birthDate ? `${name}, born ${birthDate}` : name),
    share: { '1/4': 'one quarter', '1/3': 'one third', '1/2': 'one half' },
    evidence: 'These facts are proved by the following evidence:',
    onThese: 'On these grounds,',
    demands: 'I ASK THE COURT:',
    against: (name) => `Against the defendant ${name}:`,
    law: 'basis',
    attachments: 'Attachments:',
    copyFor: (name) => `A copy of the claim for ${name}`,
    sentTo: (name) => `Proof that a copy of the claim and its attachments was sent to ${name} (postal receipt)`,
    dutyReceipt: 'Proof of payment of the state duty',
    powerOfAttorney: 'The representative’s power of attorney',
    calculationAttachment: 'Calculation of the sums claimed',
    pretrialAttachment: 'A copy of the demand letter and proof it was sent',
    pretrialRefusal: 'A copy of the defendant’s refusal of the demand letter',
    pretrialPayment: 'Proof of the part payment',
    birthCertificate: (name) => `A copy of the birth certificate of ${name}`,
    marriageCertificate: 'A copy of the marriage (or divorce) certificate',
    defendantIncome: 'Proof of the defendant’s income (a statement of earnings)',
    signer: 'Plaintiff',
    withPowerOfAttorney: (role, number, date) =>
      number || date ? `${role} (power of attorney ${[number ? `No. ${number}` : '', date ? `of ${date}` : ''].filter(Boolean).join(' ')})` : role,
    actingThrough: (entity, s) => `${entity}, represented by its ${s.position} ${s.name}, acting under ${s.poa ? s.poa : 'its charter'}`,
    powerOfAttorneyRef: (number, date) => `power of attorney ${[number ? `No. ${number}` : '', date ? `of ${date}` : ''].filter(Boolean).join(' ')}`.trim(),
    seal: 'Seal',
    draft: 'DRAFT',
  },
};
