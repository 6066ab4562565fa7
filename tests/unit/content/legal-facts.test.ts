/**
 * Legal facts kept as data (server/db/seed/content/legal-facts.ts) carry a source and a validity
 * date, and the specialists' careers hold up against them: every organisation has a known legal
 * form, each job lies inside the period its body or form existed (no Bureau of Compulsory
 * Enforcement before 2017, no economic court before June 2017, no private notary between 2010 and
 * 2020), an advocate practises in an advocates' bureau, firm or collegium and is a partner only
 * there, and nobody but an advocate holds an advocate's post. The base calculation amounts are the
 * verified history (the lawyer's review of issue 28): eight rows, each until the day before the
 * next, the act named only where a source names it; every duty rule and exemption was checked on a
 * day, each exemption carries its legal ground, and the rates a lawyer could not confirm say so.
 */
import { lawFirms, specialists, type SeedSpecialist } from '../../../server/db/seed/content';
import { lawFirmForms } from '../../../server/db/seed/content/lawfirms';
import { organisationForm, POS } from '../../../server/db/seed/content/experience';
import { ADVOCACY_FORMS, LEGAL_FACTS, ORGANISATION_FORM_FACTS, type LegalFact } from '../../../server/db/seed/content/legal-facts';
import { baseCalculationAmounts, stateDutyExemptions, stateDutyRules } from '../../../server/db/seed/content/state-duty';

const isDate = (s: unknown) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

function factErrors(facts: LegalFact[]): string[] {
  const bad: string[] = [];
  for (const f of facts) {
    if (!f.source?.title?.trim()) bad.push(`${f.id}: no source`);
    if (!isDate(f.validFrom)) bad.push(`${f.id}: no validity date (validFrom)`);
    if (f.validTo !== null && (!isDate(f.validTo) || f.validTo < f.validFrom)) bad.push(`${f.id}: validTo`);
    if (!f.statement?.trim()) bad.push(`${f.id}: no statement`);
  }
  return bad;
}

const PARTNER_POSTS = new Set([POS.advocate.uz, POS.partner.uz, POS.managingPartner.uz]);

function careerErrors(people: SeedSpecialist[]): string[] {
  const bad: string[] = [];
  for (const s of people) {
    for (const e of s.experience) {
      const form = organisationForm(e.organization);
      const at = `${s.nickname} ${e.from}–${e.to ?? 'now'} «${e.organization.uz}»`;
      if (!form) {
        bad.push(`${at}: no known legal form`);
        continue;
      }
      const fact = ORGANISATION_FORM_FACTS[form];
      if (`${e.from}-01` < `${fact.validFrom.slice(0, 8)}01` || (fact.validTo !== null && (e.to ?? '9999-12') > fact.validTo.slice(0, 7)))
        bad.push(`${at}: ${form} holds ${fact.validFrom}–${fact.validTo ?? 'now'} (${fact.statement})`);
      const advocacy = ADVOCACY_FORMS.has(form);
      if (s.profession === 'advocate' && e.position.uz === POS.advocate.uz && !advocacy)
        bad.push(`${at}: an advocate practises only in an advocates' bureau, firm or collegium`);
      if (s.profession === 'advocate' && e.to === null && (e.position.uz === POS.partner.uz || e.position.uz === POS.managingPartner.uz) && !advocacy)
        bad.push(`${at}: an advocate is a partner of a ${form}`);
      if (e.to === null && s.profession !== 'advocate' && advocacy && PARTNER_POSTS.has(e.position.uz))
        bad.push(`${at}: ${s.profession} in an advocate's post`);
    }
    if (s.profession === 'advocate' && s.lawFirmId && !ADVOCACY_FORMS.has(lawFirmForms[s.lawFirmId]!))
      bad.push(`${s.nickname}: an advocate in ${s.lawFirmId}, a ${lawFirmForms[s.lawFirmId]}`);
  }
  return bad;
}

describe('legal facts as data', () => {
  test('every fact carries a source and a validity date', () => {
    expect(LEGAL_FACTS.length).toBeGreaterThanOrEqual(10);
    expect(factErrors(LEGAL_FACTS)).toEqual([]);
  });

  test('fails on a fact without a source or a date', () => {
    const bare = { id: 'bca-2025', statement: 'BHM is 412 000 soʻm', validFrom: '', validTo: null } as unknown as LegalFact;
    expect(factErrors([bare])).toEqual(['bca-2025: no source', 'bca-2025: no validity date (validFrom)']);
  });

  test('every law firm has a legal form', () => {
    expect(lawFirms.filter((f) => !lawFirmForms[f.id]).map((f) => f.id)).toEqual([]);
  });

  test('the careers hold up: known forms, bodies that existed then, advocates where advocates practise', () => {
    expect(careerErrors(specialists)).toEqual([]);
  });

  test('fails on careers that cannot be true', () => {
    const base = specialists.find((s) => s.nickname === 'tsoy.law')!;
    const t = (uz: string) => ({ uz, ru: uz, en: uz });
    const cases: [Partial<SeedSpecialist>, string][] = [
      [{ experience: [{ organization: t('Majburiy ijro byurosi'), position: POS.bailiff, from: '2012-02', to: '2016-03' }] }, 'enforcement-bureau holds 2017'],
      [{ experience: [{ organization: t('Toshkent shahar iqtisodiy sudi'), position: POS.judgeAssistant, from: '2009-09', to: '2013-12' }] }, 'economic-court'],
      [
        { profession: 'notary', experience: [{ organization: t('Xususiy notarial idora'), position: POS.notary, from: '2016-11', to: null }] },
        'private-notary-office',
      ],
      [{ experience: [{ organization: t('Xususiy advokatlik amaliyoti'), position: POS.advocate, from: '2014-01', to: null }] }, 'no known legal form'],
      [
        { profession: 'lawyer', experience: [{ organization: t('«Mezon» advokatlik firmasi'), position: POS.partner, from: '2014-01', to: null }] },
        "lawyer in an advocate's post",
      ],
      [
        { experience: [{ organization: t('«Soliq va Huquq Partners» MChJ'), position: POS.managingPartner, from: '2014-01', to: null }] },
        'an advocate is a partner of a llc',
      ],
      [{ lawFirmId: 'soliq-huquq-partners' }, 'an advocate in soliq-huquq-partners'],
    ];
    for (const [change, message] of cases) expect(careerErrors([{ ...base, ...change }])).toEqual(expect.arrayContaining([expect.stringContaining(message)]));
  });
});

describe('state duty facts', () => {
  const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

  test('the base calculation amounts are the verified history, each until the day before the next', () => {
    expect(baseCalculationAmounts.map((b) => [b.amount / 100, b.validFrom])).toEqual([
      [223_000, '2019-08-01'],
      [245_000, '2021-02-01'],
      [270_000, '2021-09-01'],
      [300_000, '2022-06-01'],
      [330_000, '2023-05-01'],
      [340_000, '2023-12-01'],
      [375_000, '2024-10-01'],
      [412_000, '2025-08-01'],
    ]);
    baseCalculationAmounts.forEach((b, i) => {
      const next = baseCalculationAmounts[i + 1];
      expect([b.id, b.validTo]).toEqual([b.id, next ? dayBefore(next.validFrom) : null]);
    });
    expect(factErrors(baseCalculationAmounts)).toEqual([]);
  });

  test('an amount names the act that set it only where a source does; the others say it is not confirmed', () => {
    const acts = Object.fromEntries(baseCalculationAmounts.map((b) => [b.validFrom, b.act.en]));
    expect(acts).toEqual({
      '2019-08-01': 'Presidential Decree UP-5765 of 12 July 2019',
      '2021-02-01': 'Presidential Resolution PP-4938 of 30 December 2020',
      '2021-09-01': 'Act not confirmed',
      '2022-06-01': 'Act not confirmed',
      '2023-05-01': 'Act not confirmed',
      '2023-12-01': 'Presidential Decree UP-196 of 17 November 2023',
      '2024-10-01': 'Act not confirmed',
      '2025-08-01': 'Presidential Decree UP-91 of 2 June 2025',
    });
    for (const b of baseCalculationAmounts) {
      expect(b.source.title.trim()).not.toBe('');
      // The generic "Farmon" with no number is gone: an act is named by its number, or not at all.
      expect(b.act.uz).toMatch(/(PF|PQ)-\d+-son|tasdiqlanmagan/);
      expect(b.act.ru).toMatch(/№\u00a0(УП|ПП)-\d+|не подтверждён/);
    }
  });

  test('every rule and exemption was checked on a day; each exemption carries its ground in every language', () => {
    for (const fact of [...baseCalculationAmounts, ...stateDutyRules, ...stateDutyExemptions])
      expect([fact.id, fact.checkedOn]).toEqual([fact.id, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
    for (const e of stateDutyExemptions) for (const text of Object.values(e.ground)) expect(text).toMatch(/600/);
    expect(stateDutyExemptions.map((e) => e.id).sort()).toEqual(['alimony', 'consumer', 'employee-labour']);
  });

  test('what a lawyer could not confirm is said to the visitor: civil 4 % and its floor, non-property and divorce 1 BCA, the small-business share', () => {
    const open = Object.fromEntries(stateDutyRules.map((r) => [r.id, r.unconfirmed?.en ?? null]));
    expect(open['civil-property']).toMatch(/rate and its floor.*small-business/);
    expect(open['civil-non-property']).toMatch(/rate.*small-business/);
    expect(open['civil-divorce']).toMatch(/divorce/);
    for (const r of stateDutyRules) if (r.unconfirmed) for (const text of Object.values(r.unconfirmed)) expect(text).toContain('my.sud.uz');
  });
});
