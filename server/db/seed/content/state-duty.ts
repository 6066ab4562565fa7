/**
 * State duty (davlat boji) on statements of claim as data ("State duty is data" in
 * ADR 010): the base calculation amount (BHM / БРВ) with its validity dates, one row per change of
 * the amount with the act that set it; the duty rules by court type and kind of claim; and the
 * exemptions the law grants, each with its ground. Every row is a legal fact with its source, its
 * validity and the day it was checked (tests/unit/content/legal-facts.test.ts); what a lawyer must
 * still confirm is the source's `verify`, and a rule the visitor reads says so in `unconfirmed`.
 * Migration 0026 brings a database seeded before to these rows. Duty is cited from my.sud.uz (the court
 * system's calculator) and the Law "On State Duty"; the legacy calculator at v3.esud.uz still uses
 * the old minimum wage and is not a source.
 */
import { t } from './helpers';
import type { LegalFact, LegalSource } from './legal-facts';
import type { CourtType, IsoDate, Text3 } from './types';

/**
 * A base calculation amount: `amount` tiyin from `validFrom` to `validTo` (the day before the next
 * row). `act` names the act that set it where a source names one; where none does, it says so
 * (never a guessed decree number). `source` is where the figure and its day were checked.
 */
export interface SeedBaseCalculationAmount extends LegalFact {
  amount: number;
  act: Text3;
  /** The day a person last checked the row against its sources. */
  checkedOn: IsoDate;
}

export type DutyClaimKind = 'property' | 'non-property' | 'divorce';

export interface SeedStateDutyRule extends LegalFact {
  courtType: CourtType;
  claimKind: DutyClaimKind;
  /** A percentage of the claim value, with an optional floor and ceiling in BCA… */
  percent?: number;
  minBca?: number;
  maxBca?: number;
  /** …or a fixed number of BCA. */
  fixedBca?: number;
  /** The share a small business pays (50), when the rule allows the reduction. */
  smallBusinessPercent?: number;
  explanation: Text3;
  /** What could not be confirmed, as the visitor reads it next to the rule (the source's `verify`, said plainly). */
  unconfirmed?: Text3;
  checkedOn: IsoDate;
}

/**
 * A ground on which the law itself frees the plaintiff from the duty: no petition is filed, the
 * claim cites `ground` ("Daʼvogar davlat bojidan ozod qilingan (asos: <ground>)"). A template that
 * names one starts its claims with it chosen.
 */
export interface SeedStateDutyExemption extends LegalFact {
  name: Text3;
  explanation: Text3;
  /** The legal ground as a claim cites it, in each language. */
  ground: Text3;
  order: number;
  checkedOn: IsoDate;
}

const som = (n: number) => n * 100;

/** The day the rows below were last checked against their sources (the lawyer's review of issue 28). */
const CHECKED_ON = '2026-11-28';

const ACT_NOT_CONFIRMED = t('Miqdorni belgilagan hujjat tasdiqlanmagan', 'Акт, установивший величину, не подтверждён', 'Act not confirmed');

/** One row per change of the amount, each with the act (where a source names it) and the sources it was checked in. */
function bca(amount: number, validFrom: IsoDate, validTo: IsoDate | null, act: Text3 | null, sources: string, verify?: string): SeedBaseCalculationAmount {
  return {
    id: `bca-${validFrom.slice(0, 7)}`,
    statement: `The base calculation amount is ${String(amount).replace(/\B(?=(\d{3})+$)/g, ' ')} UZS from ${validFrom}.`,
    amount: som(amount),
    act: act ?? ACT_NOT_CONFIRMED,
    source: { title: sources, ...(verify ? { verify } : act ? {} : { verify: 'the act that set the amount' }) },
    validFrom,
    validTo,
    checkedOn: CHECKED_ON,
  };
}

export const baseCalculationAmounts: SeedBaseCalculationAmount[] = [
  bca(
    223_000,
    '2019-08-01',
    '2021-01-31',
    t(
      'Oʻzbekiston Respublikasi Prezidentining 2019-yil 12-iyuldagi PF-5765-son Farmoni',
      'Указ Президента Республики Узбекистан от 12.07.2019 № УП-5765',
      'Presidential Decree UP-5765 of 12 July 2019',
    ),
    'gendermadad.uz (the table of base calculation amounts); gazeta.uz (unchanged on 2020-02-01)',
  ),
  bca(
    245_000,
    '2021-02-01',
    '2021-08-31',
    t(
      'Oʻzbekiston Respublikasi Prezidentining 2020-yil 30-dekabrdagi PQ-4938-son Qarori',
      'Постановление Президента Республики Узбекистан от 30.12.2020 № ПП-4938',
      'Presidential Resolution PP-4938 of 30 December 2020',
    ),
    'gendermadad.uz; bankvabiznes.uz',
  ),
  bca(270_000, '2021-09-01', '2022-05-31', null, 'asiais.ru («с 1 сентября 2021 … БРВ 270 000»); ejarima.uz'),
  bca(300_000, '2022-06-01', '2023-04-30', null, 'xabardor.uz (21.05.2022); ejarima.uz (01.06.2022)'),
  bca(330_000, '2023-05-01', '2023-11-30', null, 'kursiv.media (28.03.2023: «БРВ с 1 мая … с 300 до 330 тыс.»); bankvabiznes.uz'),
  bca(
    340_000,
    '2023-12-01',
    '2024-09-30',
    t(
      'Oʻzbekiston Respublikasi Prezidentining 2023-yil 17-noyabrdagi PF-196-son Farmoni',
      'Указ Президента Республики Узбекистан от 17.11.2023 № УП-196',
      'Presidential Decree UP-196 of 17 November 2023',
    ),
    'norma.uz (20.11.2023); uznews.uz; buxgalter.uz (340 000 as of 2024-01-01)',
  ),
  bca(375_000, '2024-10-01', '2025-07-31', null, 'anhor.uz; buxgalter.uz; the Ministry of Justice (centralasia-research)'),
  bca(
    412_000,
    '2025-08-01',
    null,
    t(
      'Oʻzbekiston Respublikasi Prezidentining 2025-yil 2-iyundagi PF-91-son Farmoni',
      'Указ Президента Республики Узбекистан от 02.06.2025 № УП-91',
      'Presidential Decree UP-91 of 2 June 2025',
    ),
    'prg-online; one.uz',
    'whether a later act changed it (none found after 2025-08-01)',
  ),
];

const STATE_DUTY_LAW: LegalSource = {
  title:
    'Oʻzbekiston Respublikasining 2020-yil 6-yanvardagi OʻRQ-600-son «Davlat boji toʻgʻrisida»gi Qonuni va uning ilovasi «Davlat boji stavkalarining miqdorlari»; my.sud.uz kalkulyatori',
  url: 'https://my.sud.uz',
};
const LAW_FROM = '2020-01-07';

export const stateDutyRules: SeedStateDutyRule[] = [
  {
    id: 'economic-property',
    statement: 'Economic courts, property claims: 2% of the claim value, at least 1 BCA; small businesses pay 50%.',
    courtType: 'economic',
    claimKind: 'property',
    percent: 2,
    minBca: 1,
    smallBusinessPercent: 50,
    explanation: t(
      'Iqtisodiy sudga mulkiy daʼvo: daʼvo bahosining 2 foizi, lekin bazaviy hisoblash miqdorining 1 baravaridan kam emas.',
      'Имущественный иск в экономический суд: 2 % цены иска, но не менее 1 базовой расчётной величины.',
      'A property claim in an economic court: 2% of the claim value, at least 1 base calculation amount.',
    ),
    source: { ...STATE_DUTY_LAW, verify: 'the annex’s item number' },
    validFrom: LAW_FROM,
    validTo: null,
    checkedOn: CHECKED_ON,
  },
  {
    id: 'economic-non-property',
    statement: 'Economic courts, non-property claims: 10 BCA; small businesses pay 50%.',
    courtType: 'economic',
    claimKind: 'non-property',
    fixedBca: 10,
    smallBusinessPercent: 50,
    explanation: t(
      'Iqtisodiy sudga nomulkiy daʼvo: bazaviy hisoblash miqdorining 10 baravari.',
      'Неимущественный иск в экономический суд: 10 базовых расчётных величин.',
      'A non-property claim in an economic court: 10 base calculation amounts.',
    ),
    source: { ...STATE_DUTY_LAW, verify: 'the annex’s item number' },
    validFrom: LAW_FROM,
    validTo: null,
    checkedOn: CHECKED_ON,
  },
  {
    id: 'civil-property',
    statement: 'Civil courts, property claims: 4% of the claim value, at least 1 BCA.',
    courtType: 'civil',
    claimKind: 'property',
    percent: 4,
    minBca: 1,
    explanation: t(
      'Fuqarolik ishlari boʻyicha sudga mulkiy daʼvo: daʼvo bahosining 4 foizi, lekin bazaviy hisoblash miqdorining 1 baravaridan kam emas.',
      'Имущественный иск в суд по гражданским делам: 4 % цены иска, но не менее 1 базовой расчётной величины.',
      'A property claim in a civil court: 4% of the claim value, at least 1 base calculation amount.',
    ),
    unconfirmed: t(
      'Bu stavka va eng kam miqdor 2020-yilgi Qonun ilovasining amaldagi matni bilan tasdiqlanmagan; kichik tadbirkorlik subyektlari uchun 50 foizlik imtiyoz fuqarolik sudida ham qoʻllanishi ham tasdiqlanmagan. Toʻlashdan oldin my.sud.uz kalkulyatorida tekshiring.',
      'Ставка и нижний предел не сверены с действующим текстом приложения к Закону 2020 года; применяется ли скидка 50 % для субъектов малого предпринимательства и в суде по гражданским делам, тоже не подтверждено. Перед оплатой проверьте сумму в калькуляторе my.sud.uz.',
      'This rate and its floor have not been confirmed against the current annex of the 2020 Law, nor whether the 50% small-business reduction also applies in civil courts. Check the amount with the calculator at my.sud.uz before you pay.',
    ),
    source: { ...STATE_DUTY_LAW, verify: 'the rate and the floor under the 2020 Law (the textbook figure predates it)' },
    validFrom: LAW_FROM,
    validTo: null,
    checkedOn: CHECKED_ON,
  },
  {
    id: 'civil-non-property',
    statement: 'Civil courts, non-property claims: 1 BCA.',
    courtType: 'civil',
    claimKind: 'non-property',
    fixedBca: 1,
    explanation: t(
      'Fuqarolik ishlari boʻyicha sudga nomulkiy daʼvo: bazaviy hisoblash miqdorining 1 baravari.',
      'Неимущественный иск в суд по гражданским делам: 1 базовая расчётная величина.',
      'A non-property claim in a civil court: 1 base calculation amount.',
    ),
    unconfirmed: t(
      'Bu stavka 2020-yilgi Qonun ilovasining amaldagi matni bilan tasdiqlanmagan; kichik tadbirkorlik subyektlari uchun 50 foizlik imtiyoz fuqarolik sudida ham qoʻllanishi ham tasdiqlanmagan. Toʻlashdan oldin my.sud.uz kalkulyatorida tekshiring.',
      'Ставка не сверена с действующим текстом приложения к Закону 2020 года; применяется ли скидка 50 % для субъектов малого предпринимательства и в суде по гражданским делам, тоже не подтверждено. Перед оплатой проверьте сумму в калькуляторе my.sud.uz.',
      'This rate has not been confirmed against the current annex of the 2020 Law, nor whether the 50% small-business reduction also applies in civil courts. Check the amount with the calculator at my.sud.uz before you pay.',
    ),
    source: { ...STATE_DUTY_LAW, verify: 'the rate under the 2020 Law' },
    validFrom: LAW_FROM,
    validTo: null,
    checkedOn: CHECKED_ON,
  },
  {
    id: 'civil-divorce',
    statement: 'Civil courts, divorce claims: 1 BCA (a separate duty is paid when the registry office records the divorce).',
    courtType: 'civil',
    claimKind: 'divorce',
    fixedBca: 1,
    explanation: t(
      'Nikohni bekor qilish toʻgʻrisidagi daʼvo: bazaviy hisoblash miqdorining 1 baravari; FHDYo organida qayd etish uchun alohida boj olinadi.',
      'Иск о расторжении брака: 1 базовая расчётная величина; за регистрацию развода в органе ЗАГС взимается отдельная пошлина.',
      'A divorce claim: 1 base calculation amount; a separate duty is charged when the registry office records the divorce.',
    ),
    unconfirmed: t(
      'Nikohni bekor qilish uchun 1 baravar stavka 2020-yilgi Qonun ilovasining amaldagi matni bilan tasdiqlanmagan (Qonungacha boʻlgan stavkalar 2 baravar eng kam ish haqini belgilagan). Toʻlashdan oldin my.sud.uz kalkulyatorida tekshiring.',
      'Ставка 1 БРВ за расторжение брака не сверена с действующим текстом приложения к Закону 2020 года (ставки до Закона были 2 минимальные заработные платы). Перед оплатой проверьте сумму в калькуляторе my.sud.uz.',
      'The 1 BCA rate for a divorce has not been confirmed against the current annex of the 2020 Law (the rates before the Law were 2 minimum wages). Check the amount with the calculator at my.sud.uz before you pay.',
    ),
    source: { ...STATE_DUTY_LAW, verify: 'the divorce rate in the current annex of the Law (the issue asks for it to be checked)' },
    validFrom: LAW_FROM,
    validTo: null,
    checkedOn: CHECKED_ON,
  },
];

export const stateDutyExemptions: SeedStateDutyExemption[] = [
  {
    id: 'alimony',
    statement: 'Plaintiffs claiming child maintenance pay no state duty; the court charges it to the defendant.',
    name: t('Aliment undirish', 'Взыскание алиментов', 'Child maintenance'),
    explanation: t(
      'Aliment undirish toʻgʻrisidagi daʼvolar boʻyicha daʼvogar davlat bojidan ozod; bojni sud javobgardan undiradi.',
      'По искам о взыскании алиментов истец освобождён от госпошлины; суд взыскивает её с ответчика.',
      'A plaintiff claiming child maintenance pays no state duty; the court charges it to the defendant.',
    ),
    ground: t(
      '2020-yil 6-yanvardagi OʻRQ-600-son «Davlat boji toʻgʻrisida»gi Qonun, aliment undirish toʻgʻrisidagi daʼvolar',
      'Закон «О государственной пошлине» от 06.01.2020 № ЗРУ-600, иски о взыскании алиментов',
      'the Law “On State Duty” No. ZRU-600 of 6 January 2020, claims for maintenance',
    ),
    source: { ...STATE_DUTY_LAW, verify: 'the article of the Law listing the exemptions' },
    validFrom: LAW_FROM,
    validTo: null,
    checkedOn: CHECKED_ON,
    order: 1,
  },
  {
    id: 'employee-labour',
    statement: 'Employees claiming under the employment relationship (wages, reinstatement) pay no state duty.',
    name: t('Xodimning mehnat nizosi', 'Трудовой спор работника', 'An employee’s labour claim'),
    explanation: t(
      'Xodimlar mehnat munosabatlaridan kelib chiqadigan talablar (ish haqi, ishga tiklash) boʻyicha davlat bojidan ozod.',
      'Работники освобождены от госпошлины по требованиям из трудовых отношений (зарплата, восстановление на работе).',
      'Employees pay no state duty on claims arising from employment (wages, reinstatement).',
    ),
    ground: t(
      '2020-yil 6-yanvardagi OʻRQ-600-son «Davlat boji toʻgʻrisida»gi Qonun, xodimlarning mehnat munosabatlaridan kelib chiqadigan talablari',
      'Закон «О государственной пошлине» от 06.01.2020 № ЗРУ-600, требования работников, вытекающие из трудовых отношений',
      'the Law “On State Duty” No. ZRU-600 of 6 January 2020, employees’ claims arising from employment',
    ),
    source: { ...STATE_DUTY_LAW, verify: 'the article of the Law listing the exemptions' },
    validFrom: LAW_FROM,
    validTo: null,
    checkedOn: CHECKED_ON,
    order: 2,
  },
  {
    id: 'consumer',
    statement: 'Consumers claiming under consumer-protection law pay no state duty.',
    name: t('Isteʼmolchi huquqlarini himoya qilish', 'Защита прав потребителя', 'Consumer protection'),
    explanation: t(
      'Isteʼmolchilar oʻz huquqlarini himoya qilish toʻgʻrisidagi daʼvolar boʻyicha davlat bojidan ozod.',
      'Потребители освобождены от госпошлины по искам о защите своих прав.',
      'Consumers pay no state duty on claims to protect their consumer rights.',
    ),
    ground: t(
      '2020-yil 6-yanvardagi OʻRQ-600-son «Davlat boji toʻgʻrisida»gi Qonun, isteʼmolchilarning oʻz huquqlarini himoya qilish toʻgʻrisidagi daʼvolari',
      'Закон «О государственной пошлине» от 06.01.2020 № ЗРУ-600, иски потребителей о защите их прав',
      'the Law “On State Duty” No. ZRU-600 of 6 January 2020, consumers’ claims to protect their rights',
    ),
    source: { ...STATE_DUTY_LAW, verify: 'the article of the Law listing the exemptions, and any cap on the claim value' },
    validFrom: LAW_FROM,
    validTo: null,
    checkedOn: CHECKED_ON,
    order: 3,
  },
];
