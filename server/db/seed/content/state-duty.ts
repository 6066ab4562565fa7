/**
 * State duty (davlat boji) on statements of claim as data (reference/statement-of-claim.md §2.3,
 * ADR 010): the base calculation amount (BHM / БРВ) with its validity dates, one row per decree;
 * the duty rules by court type and kind of claim; and the exemptions the builder offers. Every
 * row is a legal fact with its source and validity (tests/unit/content/legal-facts.test.ts); what a
 * lawyer must still confirm is the source's `verify`. Duty is cited from my.sud.uz (the court
 * system's calculator) and the Law "On State Duty"; the legacy calculator at v3.esud.uz still uses
 * the old minimum wage and is not a source.
 */
import { t } from './helpers';
import type { LegalFact, LegalSource } from './legal-facts';
import type { CourtType, Text3 } from './types';

/** A base calculation amount: `amount` tiyin from `validFrom` (until the next row). */
export interface SeedBaseCalculationAmount extends LegalFact {
  amount: number;
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
}

export interface SeedStateDutyExemption extends LegalFact {
  name: Text3;
  explanation: Text3;
  order: number;
}

const BCA_DECREE = (year: number, verify: string): LegalSource => ({
  title: `Oʻzbekiston Respublikasi Prezidentining ${year}-yilgi ish haqi, pensiyalar, stipendiyalar va nafaqalar miqdorini oshirish toʻgʻrisidagi Farmoni (bazaviy hisoblash miqdori)`,
  url: 'https://lex.uz',
  verify,
});

const som = (n: number) => n * 100;

export const baseCalculationAmounts: SeedBaseCalculationAmount[] = [
  { id: 'bca-2019-08', statement: 'The base calculation amount is 223 000 UZS.', amount: som(223_000), source: BCA_DECREE(2019, 'the decree number and its day'), validFrom: '2019-08-01', validTo: '2021-01-31' },
  { id: 'bca-2021-02', statement: 'The base calculation amount is 245 000 UZS.', amount: som(245_000), source: BCA_DECREE(2020, 'the decree number and its day'), validFrom: '2021-02-01', validTo: '2022-03-31' },
  { id: 'bca-2022-04', statement: 'The base calculation amount is 270 000 UZS.', amount: som(270_000), source: BCA_DECREE(2022, 'the decree number and its day'), validFrom: '2022-04-01', validTo: '2023-05-31' },
  { id: 'bca-2023-06', statement: 'The base calculation amount is 330 000 UZS.', amount: som(330_000), source: BCA_DECREE(2023, 'the decree number and its day'), validFrom: '2023-06-01', validTo: '2024-09-30' },
  { id: 'bca-2024-10', statement: 'The base calculation amount is 375 000 UZS.', amount: som(375_000), source: BCA_DECREE(2024, 'the decree number and its day'), validFrom: '2024-10-01', validTo: '2025-07-31' },
  { id: 'bca-2025-08', statement: 'The base calculation amount is 412 000 UZS.', amount: som(412_000), source: BCA_DECREE(2025, 'the decree number and its day; whether a later decree changed it'), validFrom: '2025-08-01', validTo: null },
];

const STATE_DUTY_LAW: LegalSource = {
  title: 'Oʻzbekiston Respublikasining 2020-yil 6-yanvardagi OʻRQ-600-son «Davlat boji toʻgʻrisida»gi Qonuni va uning ilovasi «Davlat boji stavkalarining miqdorlari»; my.sud.uz kalkulyatori',
  url: 'https://my.sud.uz',
};
const LAW_FROM = '2020-01-07';

export const stateDutyRules: SeedStateDutyRule[] = [
  {
    id: 'economic-property',
    statement: 'Economic courts, property claims: 2 % of the claim value, at least 1 BCA; small businesses pay 50 %.',
    courtType: 'economic',
    claimKind: 'property',
    percent: 2,
    minBca: 1,
    smallBusinessPercent: 50,
    explanation: t(
      'Iqtisodiy sudga mulkiy daʼvo: daʼvo bahosining 2 foizi, lekin bazaviy hisoblash miqdorining 1 baravaridan kam emas.',
      'Имущественный иск в экономический суд: 2 % цены иска, но не менее 1 базовой расчётной величины.',
      'A property claim in an economic court: 2 % of the claim value, at least 1 base calculation amount.',
    ),
    source: { ...STATE_DUTY_LAW, verify: 'the annex’s item number' },
    validFrom: LAW_FROM,
    validTo: null,
  },
  {
    id: 'economic-non-property',
    statement: 'Economic courts, non-property claims: 10 BCA; small businesses pay 50 %.',
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
  },
  {
    id: 'civil-property',
    statement: 'Civil courts, property claims: 4 % of the claim value, at least 1 BCA.',
    courtType: 'civil',
    claimKind: 'property',
    percent: 4,
    minBca: 1,
    explanation: t(
      'Fuqarolik ishlari boʻyicha sudga mulkiy daʼvo: daʼvo bahosining 4 foizi, lekin bazaviy hisoblash miqdorining 1 baravaridan kam emas.',
      'Имущественный иск в суд по гражданским делам: 4 % цены иска, но не менее 1 базовой расчётной величины.',
      'A property claim in a civil court: 4 % of the claim value, at least 1 base calculation amount.',
    ),
    source: { ...STATE_DUTY_LAW, verify: 'the rate and the floor under the 2020 Law (the textbook figure predates it)' },
    validFrom: LAW_FROM,
    validTo: null,
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
    source: { ...STATE_DUTY_LAW, verify: 'the rate under the 2020 Law' },
    validFrom: LAW_FROM,
    validTo: null,
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
    source: { ...STATE_DUTY_LAW, verify: 'the divorce rate in the current annex of the Law (the issue asks for it to be checked)' },
    validFrom: LAW_FROM,
    validTo: null,
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
    source: { ...STATE_DUTY_LAW, verify: 'the article of the Law listing the exemptions' },
    validFrom: LAW_FROM,
    validTo: null,
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
    source: { ...STATE_DUTY_LAW, verify: 'the article of the Law listing the exemptions' },
    validFrom: LAW_FROM,
    validTo: null,
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
    source: { ...STATE_DUTY_LAW, verify: 'the article of the Law listing the exemptions, and any cap on the claim value' },
    validFrom: LAW_FROM,
    validTo: null,
    order: 3,
  },
];
