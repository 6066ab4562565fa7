/**
 * Legal facts the seed content relies on, kept as data with where they come from and when they
 * hold, so that a career, a firm or a text can be checked against them
 * (tests/unit/content/legal-facts.test.ts): the organisational forms people work in and the public
 * bodies whose names or existence changed. Every fact carries a source (the act that sets it) and a
 * validity period; a fact without either fails the test.
 *
 * Not here: court names (courts.ts). The base calculation amount (BHM/БРВ), one fact per decree,
 * the state duty rules and the duty exemptions are kept in state-duty.ts as facts of this shape
 * and checked here with the others (LEGAL_FACTS).
 */
import type { IsoDate } from './types';
import { baseCalculationAmounts, stateDutyExemptions, stateDutyRules } from './state-duty';

export interface LegalSource {
  /** The act, as cited: its kind, date, number and title. */
  title: string;
  url?: string;
  /** What a lawyer should still confirm before production (an exact day, a number). */
  verify?: string;
}

export interface LegalFact {
  id: string;
  /** What holds, in one line. */
  statement: string;
  source: LegalSource;
  /** First day it holds. */
  validFrom: IsoDate;
  /** Last day it holds; null while in force. */
  validTo: IsoDate | null;
}

/** The form an organisation in a career or a law firm has; each is one fact below. */
export type OrganisationForm =
  | 'advocates-bureau'
  | 'advocates-firm'
  | 'advocates-collegium'
  | 'llc'
  | 'jsc'
  | 'state-body'
  | 'court'
  | 'commercial-court'
  | 'economic-court'
  | 'judicial-department'
  | 'enforcement-bureau'
  | 'state-notary-office'
  | 'private-notary-office'
  | 'state-patent-office'
  | 'ip-agency'
  | 'law-university'
  | 'mediation-organisation'
  | 'non-profit';

const ADVOCACY_LAW: LegalSource = {
  title:
    'Oʻzbekiston Respublikasining 1996-yil 27-dekabrdagi 349-I-son «Advokatura toʻgʻrisida»gi Qonuni (advokatlik tuzilmalarining shakllari: advokatlik byurosi, advokatlik firmasi, advokatlar hayʼati)',
  url: 'https://lex.uz',
};
const NOTARIAT_LAW: LegalSource = {
  title: 'Oʻzbekiston Respublikasining 1996-yil 26-dekabrdagi 343-I-son «Notariat toʻgʻrisida»gi Qonuni',
  url: 'https://lex.uz',
};
const COURTS_2017: LegalSource = {
  title:
    'Oʻzbekiston Respublikasi Prezidentining 2017-yil 21-fevraldagi PF-4966-son «Sud-huquq tizimini yanada isloh qilish… chora-tadbirlari toʻgʻrisida»gi Farmoni: xoʻjalik sudlari iqtisodiy sudlarga aylantirildi',
  url: 'https://lex.uz',
  verify: 'the day the economic courts took the cases over (1 June 2017)',
};

export const ORGANISATION_FORM_FACTS: Record<OrganisationForm, LegalFact> = {
  'advocates-bureau': {
    id: 'advocates-bureau',
    statement: 'An advocate may practise alone or with others in an advocates’ bureau (advokatlik byurosi).',
    source: ADVOCACY_LAW,
    validFrom: '1997-01-01',
    validTo: null,
  },
  'advocates-firm': {
    id: 'advocates-firm',
    statement: 'Advocates may found an advocates’ firm (advokatlik firmasi).',
    source: ADVOCACY_LAW,
    validFrom: '1997-01-01',
    validTo: null,
  },
  'advocates-collegium': {
    id: 'advocates-collegium',
    statement: 'Advocates may practise in a collegium of advocates (advokatlar hayʼati).',
    source: ADVOCACY_LAW,
    validFrom: '1997-01-01',
    validTo: null,
  },
  llc: {
    id: 'llc',
    statement: 'A limited liability company (MChJ / ООО) may provide legal services that are not advocacy.',
    source: {
      title:
        'Oʻzbekiston Respublikasining 2001-yil 6-dekabrdagi 310-II-son «Masʼuliyati cheklangan hamda qoʻshimcha masʼuliyatli jamiyatlar toʻgʻrisida»gi Qonuni',
      url: 'https://lex.uz',
    },
    validFrom: '2001-12-06',
    validTo: null,
  },
  jsc: {
    id: 'jsc',
    statement: 'A joint-stock company (AJ / АО).',
    source: {
      title:
        'Oʻzbekiston Respublikasining 1996-yil 26-apreldagi 223-I-son «Aksiyadorlik jamiyatlari va aksiyadorlarning huquqlarini himoya qilish toʻgʻrisida»gi Qonuni',
      url: 'https://lex.uz',
    },
    validFrom: '1996-04-26',
    validTo: null,
  },
  'state-body': {
    id: 'state-body',
    statement: 'A ministry, prosecutor’s office, internal affairs, tax, migration or local government body, under that name throughout the careers shown.',
    source: {
      title: 'Oʻzbekiston Respublikasi Konstitutsiyasi (1992) and the statutes of each body',
      url: 'https://lex.uz',
      verify: 'the names of the migration and tax departments before 2018',
    },
    validFrom: '1992-01-01',
    validTo: null,
  },
  court: {
    id: 'court',
    statement: 'Civil (inter-district) and regional courts of general jurisdiction, under these names.',
    source: {
      title: 'Oʻzbekiston Respublikasining 2000-yil 14-dekabrdagi 162-II-son «Sudlar toʻgʻrisida»gi Qonuni (2017-yilgi tahriri bilan)',
      url: 'https://lex.uz',
    },
    validFrom: '2001-01-01',
    validTo: null,
  },
  'commercial-court': {
    id: 'commercial-court',
    statement: 'Commercial disputes went to the xoʻjalik sudlari (хозяйственные суды) until the 2017 reform.',
    source: COURTS_2017,
    validFrom: '1992-01-01',
    validTo: '2017-05-31',
  },
  'economic-court': {
    id: 'economic-court',
    statement: 'Since the 2017 reform commercial disputes go to the iqtisodiy sudlar (экономические суды).',
    source: COURTS_2017,
    validFrom: '2017-06-01',
    validTo: null,
  },
  'judicial-department': {
    id: 'judicial-department',
    statement: 'Until 2017 court enforcement officers (sud ijrochilari) served in the Judicial Department under the Ministry of Justice.',
    source: {
      title:
        'Oʻzbekiston Respublikasi Prezidentining 2017-yilgi Farmoni: Bosh prokuratura huzuridagi Majburiy ijro byurosining tashkil etilishi va sud ijrochilarining unga oʻtkazilishi',
      url: 'https://lex.uz',
      verify: 'the decree number and the day enforcement passed to the Bureau',
    },
    validFrom: '2000-01-01',
    validTo: '2017-07-31',
  },
  'enforcement-bureau': {
    id: 'enforcement-bureau',
    statement: 'The Bureau of Compulsory Enforcement (Majburiy ijro byurosi) under the Prosecutor General’s Office enforces judgments since 2017.',
    source: {
      title: 'Oʻzbekiston Respublikasi Prezidentining 2017-yilgi Farmoni: Bosh prokuratura huzuridagi Majburiy ijro byurosini tashkil etish toʻgʻrisida',
      url: 'https://lex.uz',
      verify: 'the decree number and its day',
    },
    validFrom: '2017-08-01',
    validTo: null,
  },
  'state-notary-office': {
    id: 'state-notary-office',
    statement: 'State notary offices (davlat notarial idoralari).',
    source: NOTARIAT_LAW,
    validFrom: '1997-01-01',
    validTo: null,
  },
  'private-notary-office': {
    id: 'private-notary-office',
    statement:
      'Private notarial practice, abolished in 2010, was allowed again in 2020 (taken here as in force from the end of 2020); no private notary office existed in between.',
    source: {
      ...NOTARIAT_LAW,
      title: `${NOTARIAT_LAW.title}, with the 2020 amendments restoring private notarial practice`,
      verify: 'the day private practice restarted in 2020',
    },
    validFrom: '2020-12-31',
    validTo: null,
  },
  'state-patent-office': {
    id: 'state-patent-office',
    statement: 'The State Patent Office examined applications until the Intellectual Property Agency took over in 2011.',
    source: {
      title: 'Oʻzbekiston Respublikasi Prezidentining 2011-yilgi Farmoni: Intellektual mulk agentligini tashkil etish toʻgʻrisida',
      url: 'https://lex.uz',
      verify: 'the decree number and its day',
    },
    validFrom: '1992-01-01',
    validTo: '2011-05-31',
  },
  'ip-agency': {
    id: 'ip-agency',
    statement: 'The Intellectual Property Agency, since 2011.',
    source: {
      title: 'Oʻzbekiston Respublikasi Prezidentining 2011-yilgi Farmoni: Intellektual mulk agentligini tashkil etish toʻgʻrisida',
      url: 'https://lex.uz',
      verify: 'the decree number and its day',
    },
    validFrom: '2011-06-01',
    validTo: null,
  },
  'law-university': {
    id: 'law-university',
    statement: 'Tashkent State University of Law, the name since the institute became a university in 2013.',
    source: {
      title:
        'Oʻzbekiston Respublikasi Prezidentining 2013-yilgi Qarori: Toshkent davlat yuridik institutini Toshkent davlat yuridik universitetiga aylantirish toʻgʻrisida',
      url: 'https://tsul.uz',
      verify: 'the resolution number and its day',
    },
    validFrom: '2013-07-01',
    validTo: null,
  },
  'mediation-organisation': {
    id: 'mediation-organisation',
    statement: 'Mediation organisations under the Law on Mediation.',
    source: {
      title: 'Oʻzbekiston Respublikasining 2018-yil 3-iyuldagi OʻRQ-482-son «Mediatsiya toʻgʻrisida»gi Qonuni (2019-yil yanvardan kuchga kirgan)',
      url: 'https://lex.uz',
    },
    validFrom: '2019-01-01',
    validTo: null,
  },
  'non-profit': {
    id: 'non-profit',
    statement: 'A non-governmental non-profit organisation (a society, a legal clinic).',
    source: {
      title: 'Oʻzbekiston Respublikasining 1999-yil 14-apreldagi 763-I-son «Nodavlat notijorat tashkilotlari toʻgʻrisida»gi Qonuni',
      url: 'https://lex.uz',
    },
    validFrom: '1999-04-14',
    validTo: null,
  },
};

/** The forms that count as advocacy: only advocates are partners there, and an advocate practises in one of them. */
export const ADVOCACY_FORMS: ReadonlySet<OrganisationForm> = new Set(['advocates-bureau', 'advocates-firm', 'advocates-collegium']);

const FPK: LegalSource = {
  title: 'Oʻzbekiston Respublikasining Fuqarolik protsessual kodeksi (2018-yil 22-yanvar, OʻRQ-460; 2018-yil 1-apreldan kuchga kirgan)',
  url: 'https://lex.uz',
  verify: 'the article numbers',
};

/**
 * Time limits the reference articles give as a number (a text says how many days, never just
 * "short"; the glossary's time-limits entry bans the vague form).
 */
export const TIME_LIMIT_FACTS: LegalFact[] = [
  {
    id: 'reinstatement-claim',
    statement: 'A claim for reinstatement after dismissal: one month from the day the employee receives a copy of the dismissal order.',
    source: {
      title:
        'Oʻzbekiston Respublikasining Mehnat kodeksi (2022-yil 28-oktabr, OʻRQ-798; 2023-yil 30-apreldan kuchga kirgan), yakka mehnat nizolari boʻyicha sudga murojaat qilish muddatlari',
      url: 'https://lex.uz',
      verify: 'the article number',
    },
    validFrom: '2023-04-30',
    validTo: null,
  },
  {
    id: 'court-order-objection',
    statement: 'A debtor may object to a court order within ten days of receiving its copy.',
    source: FPK,
    validFrom: '2018-04-01',
    validTo: null,
  },
  {
    id: 'appeal-civil-economic',
    statement: 'An appeal in civil and economic cases: one month from the day the first-instance judgment is made.',
    source: {
      ...FPK,
      title: `${FPK.title}; Oʻzbekiston Respublikasining Iqtisodiy protsessual kodeksi (2018-yil 24-yanvar; 2018-yil 1-apreldan kuchga kirgan)`,
    },
    validFrom: '2018-04-01',
    validTo: null,
  },
  {
    id: 'administrative-penalty-complaint',
    statement: 'A complaint against a decision imposing an administrative penalty: ten days from receiving its copy.',
    source: {
      title: 'Oʻzbekiston Respublikasining Maʼmuriy javobgarlik toʻgʻrisidagi kodeksi (1994-yil 22-sentabr)',
      url: 'https://lex.uz',
      verify: 'the article number',
    },
    validFrom: '1995-04-01',
    validTo: null,
  },
];

/** Every fact kept as data, for the test that each carries a source and a validity date. */
export const LEGAL_FACTS: LegalFact[] = [
  ...Object.values(ORGANISATION_FORM_FACTS),
  ...TIME_LIMIT_FACTS,
  ...baseCalculationAmounts,
  ...stateDutyRules,
  ...stateDutyExemptions,
];
