/**
 * Each code's formalities in the generated claim (issue 28): an organisation signs by its
 * signatory's position and name with the seal, and its header names the signatory and the basis;
 * an economic claim lists the proof the claim was sent to each other party (the postal receipt) and
 * the talabnoma, never a "copy for the defendant", and keeps its template's legal grounds; the claim
 * never admits that no talabnoma was sent; suggested demands are filled from the value step and a
 * "[label]" left blocks the claim; child maintenance lists each child and their certificates and
 * writes the share grammatically; an exemption by law names its ground and attaches no petition.
 */
import { readFileSync } from 'node:fs';
import { claimAnswersSchema, type ClaimAnswerLabels } from '../../../shared/claims/answers';
import { claimAttachments } from '../../../shared/claims/attachments';
import { demandFills, fillDemand } from '../../../shared/claims/fill';
import { claimDocument, type ClaimDocumentInput } from '../../../shared/claims/generate';
import { plainTextOf } from '../../../shared/claims/plain';
import { isClaimComplete, reviewProblems } from '../../../shared/claims/review';
import { familyFirst, initialsFirst } from '../../../shared/claims/signatory';
import { groundsOf, templateGrounds, templateItems } from '../../../shared/claims/snapshot';
import { ruPositionGenitive } from '../../../shared/claims/texts';
import type { ClaimAnswers, ClaimTemplateSnapshot } from '../../../shared/claims/types';
import { claimValueOf } from '../../../shared/claims/value';
import type { Locale } from '../../../shared/locales';
import { richTextSchema } from '../../../shared/richtext/schema';
import { claimTemplates } from '../../../server/db/seed/content/claims';

const labels = JSON.parse(readFileSync('locales/en/claims.json', 'utf8')).answers as ClaimAnswerLabels;
const seed = (slug: string) => {
  const found = claimTemplates.find((t) => t.id === slug);
  if (!found) throw new Error(slug);
  return found;
};

/** The snapshot a claim of this seed template keeps (server/domain/claims/own-claims.ts reads the same from the database). */
function snapshotOf(slug: string): ClaimTemplateSnapshot {
  const t = seed(slug);
  const grounds = templateGrounds(t.body);
  return {
    id: 1,
    slug,
    titles: t.title,
    courtType: t.courtType,
    claimValueRule: t.claimValue,
    dutyKind: t.stateDuty.kind,
    exemptions: t.stateDuty.exemptions,
    courtRule: t.courtRule,
    pretrialRequired: t.pretrialRequired,
    ...(grounds ? { grounds } : {}),
    items: templateItems(t.fields),
  };
}

/** The claim as its text, no-break spaces read as spaces. */
function generate(answers: ClaimAnswers, template: ClaimTemplateSnapshot, locale: Locale, duty: ClaimDocumentInput['duty'], exempt = false) {
  const doc = claimDocument({
    answers,
    template,
    locale,
    courtName: 'Sud',
    value: claimValueOf(template.claimValueRule, answers.value),
    duty,
    attachments: claimAttachments(answers, { template, exempt }, locale),
    date: '2026-03-20',
  });
  expect(richTextSchema({ label: 'Claim' }).safeParse(doc).success).toBe(true);
  return { doc, text: plainTextOf(doc).replace(/\u00a0/g, ' '), raw: plainTextOf(doc) };
}

const ECONOMIC: ClaimAnswers = {
  court: { courtId: 7 },
  parties: {
    plaintiff: {
      kind: 'entity',
      name: '«Orzu Mebel» MChJ',
      tin: '301234567',
      address: 'Toshkent shahri, Sergeli tumani, Yangi Sergeli koʻchasi, 12',
      signatory: { position: 'direktor', name: 'Aliyev Sardor Akmalovich', basis: 'charter' },
    },
    defendants: [{ kind: 'entity', name: '«Baraka Savdo» MChJ', tin: '302345678', address: 'Samarqand shahri, Registon koʻchasi, 5' }],
  },
  value: {
    rows: [
      { kind: 'principal', amount: 18_000_000_000, basis: 'shartnoma № 14' },
      { kind: 'penalty', amount: 1_260_000_000, basis: 'shartnoma 6.2-bandi' },
    ],
  },
  circumstances: [{ type: 'paragraph', children: [{ text: 'Javobgar 2026-yil yanvarda yetkazilgan mebel uchun haq toʻlamadi.' }] }],
  demands: [{ text: 'Javobgardan daʼvogar foydasiga 180 000 000 soʻm asosiy qarzni undirish.' }],
  pretrial: { sent: true, date: '2026-02-10', reference: '№ 15', outcome: 'no-answer' },
};

describe('an organisation’s signatory', () => {
  test('initials: family name last on a signature line, first in a Russian header', () => {
    expect(initialsFirst('Aliyev Sardor Akmalovich')).toBe('S.\u00a0A.\u00a0Aliyev');
    expect(initialsFirst('Yusupova Dilnoza Alisher qizi')).toBe('D.\u00a0A.\u00a0Yusupova');
    expect(initialsFirst('Toshmatov Shavkat Olimovich')).toBe('Sh.\u00a0O.\u00a0Toshmatov');
    expect(familyFirst('Алиев Сардор Акмалович', 'Алиева')).toBe('Алиева\u00a0С.\u00a0А.');
    expect(ruPositionGenitive('директор')).toBe('директора');
    expect(ruPositionGenitive('генеральный директор')).toBe('генерального директора');
    expect(ruPositionGenitive('председатель правления')).toBe('председателя правления');
    expect(ruPositionGenitive('управляющий')).toBe('управляющего');
  });

  test('the answers keep it; a plaintiff organisation without one is an error of the parties step', () => {
    const parsed = claimAnswersSchema(labels).parse({
      parties: {
        plaintiff: {
          kind: 'entity',
          name: 'MChJ',
          address: 'T',
          signatory: { position: ' direktor ', name: 'Aliyev  Sardor', basis: 'power-of-attorney', powerOfAttorney: { number: '12', date: '2026-03-01' } },
        },
      },
    });
    expect(parsed.parties!.plaintiff).toEqual({
      kind: 'entity',
      name: 'MChJ',
      address: 'T',
      signatory: { position: 'direktor', name: 'Aliyev Sardor', basis: 'power-of-attorney', powerOfAttorney: { number: '12', date: '2026-03-01' } },
    });
    expect(
      claimAnswersSchema(labels).safeParse({ parties: { plaintiff: { kind: 'person', name: 'X', address: 'Y', signatory: { position: 'a', name: 'b' } } } })
        .success,
    ).toBe(false);
    expect(
      claimAnswersSchema(labels).safeParse({ parties: { plaintiff: { kind: 'entity', name: 'X', address: 'Y', signatory: { basis: 'whim' } } } }).success,
    ).toBe(false);

    const template = snapshotOf('supply-contract-debt');
    const unsigned: ClaimAnswers = {
      ...ECONOMIC,
      parties: { ...ECONOMIC.parties, plaintiff: { ...ECONOMIC.parties!.plaintiff!, signatory: undefined } as never },
    };
    const problems = reviewProblems(unsigned, template);
    expect(problems).toContainEqual({ step: 'parties', field: 'parties.plaintiff.signatory.position', code: 'signatory_missing', severity: 'error' });
    expect(isClaimComplete(problems)).toBe(false);
    expect(reviewProblems(ECONOMIC, template)).toEqual([]);
    const byAttorney: ClaimAnswers = {
      ...ECONOMIC,
      parties: {
        ...ECONOMIC.parties,
        plaintiff: { ...ECONOMIC.parties!.plaintiff!, signatory: { position: 'yurist', name: 'Karimov Aziz', basis: 'power-of-attorney' } } as never,
      },
    };
    expect(reviewProblems(byAttorney, template)).toEqual([
      { step: 'parties', field: 'parties.plaintiff.signatory.powerOfAttorney', code: 'signatory_poa_missing', severity: 'warning' },
    ]);
  });
});

describe('an economic claim', () => {
  const template = snapshotOf('supply-contract-debt');

  test('uz: the director in the header and on the signature line with the seal, the postal receipt, the talabnoma, the legal grounds', () => {
    const { text, raw } = generate(ECONOMIC, template, 'uz', { amount: 192_600_000n, exemptionGround: null });
    expect(text).toContain('Daʼvogar: «Orzu Mebel» MChJ, direktor S. A. Aliyev timsolida, ustav asosida');
    expect(text).toContain('Direktor  S. A. Aliyev\nM.Oʻ.');
    expect(text).not.toMatch(/Daʼvogar: +\/ «Orzu Mebel»/);
    expect(text).toContain('Daʼvo arizasi va ilovalar nusxasi «Baraka Savdo» MChJga yuborilganini tasdiqlovchi hujjat (pochta kvitansiyasi)');
    expect(text).toContain('Talabnoma nusxasi va uning yuborilganini tasdiqlovchi hujjat');
    expect(text).not.toContain('uchun nusxasi');
    expect(text).toContain('Oʻzbekiston Respublikasi Fuqarolik kodeksi va Iqtisodiy protsessual kodeksiga asoslanib,\nSOʻRAYMAN:');
    expect(text).toContain('talabnoma javobgarga 2026-yil 10-fevral kuni yuborilgan (№ 15), javobgar unga javob bermagan.');
    // Amounts never break: the spaces inside them and before the unit are no-break.
    expect(raw).toContain('180\u00a0000\u00a0000\u00a0soʻm');
  });

  test('ru: «в лице директора Алиева С. А., действующего на основании устава», «Директор ____ С. А. Алиев», М.П.', () => {
    const answers: ClaimAnswers = {
      ...ECONOMIC,
      parties: {
        plaintiff: {
          ...(ECONOMIC.parties!.plaintiff as object),
          name: 'ООО «Orzu Mebel»',
          signatory: { position: 'Директор', name: 'Алиев Сардор Акмалович', basis: 'charter' },
        } as never,
        defendants: [{ kind: 'entity', name: 'ООО «Baraka Savdo»', tin: '302345678', address: 'Самарканд' }],
      },
      pretrial: { sent: true, date: '2026-02-10', outcome: 'refused' },
    };
    const { text } = generate(answers, template, 'ru', { amount: 192_600_000n, exemptionGround: null });
    expect(text).toContain('Истец: ООО «Orzu Mebel» в лице директора Алиева С. А., действующего на основании устава');
    expect(text).toContain('Директор  С. А. Алиев\nМ.П.');
    expect(text).toContain(
      'Документ, подтверждающий направление ответчику ООО «Baraka Savdo» копии искового заявления и приложенных документов (почтовая квитанция)',
    );
    expect(text).toContain('Копия ответа ответчика об отказе в удовлетворении претензии');
    expect(text).not.toContain('Копия искового заявления (');
    expect(text).toContain('претензия направлена ответчику 10 февраля 2026 г.; ответчик отказал в её удовлетворении.');
    expect(text).not.toContain('г..');
    expect(text).toContain('На основании Гражданского кодекса и Экономического процессуального кодекса Республики Узбекистан\nПРОШУ:');
    // The template names its rows: "Пеня" for the penalty, "Основной долг" for the debt.
    expect(text).toContain('Основной долг: 180 000 000 сум');
    expect(text).toContain('Пеня: 12 600 000 сум');
  });

  test('signed by an attorney: the power of attorney named in the header and on the signature line', () => {
    const answers: ClaimAnswers = {
      ...ECONOMIC,
      parties: {
        ...ECONOMIC.parties,
        representative: { kind: 'person', name: 'Karimov Aziz Rustamovich', address: 'Toshkent' },
        representativePowerOfAttorney: { number: '12', date: '2026-03-01' },
      },
    };
    const { text } = generate(answers, template, 'uz', { amount: 192_600_000n, exemptionGround: null });
    expect(text).toContain('Vakil (ishonchnoma № 12, 01.03.2026): Karimov Aziz Rustamovich');
    expect(text).toMatch(/Vakil \(ishonchnoma № 12, 01\.03\.2026\): +\/ Karimov Aziz Rustamovich$/m);
    expect(text).toContain('Vakilning ishonchnomasi');
  });

  test('every seed template keeps its legal grounds in each language; the economic ones cite the Economic Procedural Code', () => {
    for (const t of claimTemplates) {
      const grounds = templateGrounds(t.body);
      expect({ slug: t.id, grounds: Boolean(grounds) }).toEqual({ slug: t.id, grounds: true });
      if (t.courtType === 'economic') {
        expect(grounds!.uz).toContain('Iqtisodiy protsessual kodeks');
        expect(grounds!.ru).toContain('Экономического процессуального кодекса');
      }
    }
    expect(
      groundsOf([
        { type: 'paragraph', children: [{ text: 'Javob {{x}}' }, { type: 'macros', key: 'x', children: [{ text: 'x' }] }] },
        { type: 'paragraph', children: [{ text: 'SOʻRAYMAN:' }] },
      ]),
    ).toBeNull();
  });
});

describe('the pre-trial step', () => {
  const template = snapshotOf('supply-contract-debt');

  test('not sent: the claim never says so; the review warns with the consequence', () => {
    const answers: ClaimAnswers = { ...ECONOMIC, pretrial: { sent: false } };
    for (const locale of ['uz', 'ru', 'en'] as const) {
      const { text } = generate(answers, template, locale, { amount: 192_600_000n, exemptionGround: null });
      expect(text).not.toMatch(/Talabnoma yuborilmagan|Претензия не направлялась|No demand letter was sent/);
      expect(text).not.toMatch(/sudgacha hal qilish tartibiga rioya qilingan|Досудебный порядок|pre-trial procedure was followed/);
    }
    expect(reviewProblems(answers, template)).toEqual([{ step: 'pretrial', field: 'pretrial.sent', code: 'pretrial_missing', severity: 'warning' }]);
    for (const locale of ['uz', 'ru', 'en']) {
      const message = JSON.parse(readFileSync(`locales/${locale}/claims.json`, 'utf8')).problems.pretrial_missing as string;
      expect(message).toMatch(/qaytaradi|возвращает|returns the claim/);
    }
  });

  test('what came of it is printed: no answer, refused, partly paid', () => {
    const outcomes = {
      'no-answer': 'it was not answered',
      refused: 'the defendant refused it',
      'partly-paid': 'the defendant paid only part of the sum demanded',
    } as const;
    for (const [outcome, words] of Object.entries(outcomes)) {
      const { text } = generate({ ...ECONOMIC, pretrial: { sent: true, date: '2026-02-10', outcome: outcome as keyof typeof outcomes } }, template, 'en', null);
      expect(text).toContain(words);
      expect(text).not.toContain('was not answered or not met');
    }
  });
});

describe('suggested demands', () => {
  test('the "[label]" of a proposed demand becomes the amount of the value step', () => {
    const template = snapshotOf('loan-debt');
    expect(template.items).toEqual([
      { source: 'principal', labels: { uz: 'Qaytarilmagan qarz', ru: 'Невозвращённый долг', en: 'Outstanding debt' } },
      { source: 'interest', labels: { uz: 'Kechiktirilgan davr uchun foizlar', ru: 'Проценты за период просрочки', en: 'Interest for the late period' } },
    ]);
    const answers: ClaimAnswers = { value: { rows: [{ kind: 'principal', amount: 5_000_000_000, basis: 'tilxat' }] } };
    const proposed = seed('loan-debt').demands.map((d) => d.text);
    const fills = (l: Locale) => demandFills(template.items, answers, l);
    expect(fillDemand(proposed[0]!.uz, fills('uz')).replace(/\u00a0/g, ' ')).toBe('Javobgardan mening foydamga 50 000 000 soʻm miqdoridagi qarzni undirish.');
    expect(fillDemand(proposed[0]!.ru, fills('ru')).replace(/\u00a0/g, ' ')).toBe('Взыскать с ответчика в мою пользу долг в размере 50 000 000 сум.');
    // Nothing in the value step for the interest: its "[label]" stays for the visitor.
    expect(fillDemand(proposed[1]!.ru, fills('ru'))).toContain('[Проценты за период просрочки]');
  });

  test('a "[label]" left is an error of the demands step: the claim cannot be complete', () => {
    const template = snapshotOf('loan-debt');
    const problems = reviewProblems({ ...ECONOMIC, demands: [{ text: 'Взыскать [Невозвращённый долг].' }] }, template);
    expect(problems).toContainEqual({ step: 'demands', field: 'demands.0.text', code: 'demand_placeholder', severity: 'error' });
    expect(isClaimComplete(problems)).toBe(false);
  });
});

describe('child maintenance', () => {
  const template = snapshotOf('alimony-for-children');
  const answers: ClaimAnswers = {
    court: { courtId: 3 },
    parties: {
      plaintiff: { kind: 'person', name: 'Yusupova Dilnoza Alisher qizi', address: 'Toshkent, Yunusobod tumani' },
      defendants: [{ kind: 'person', name: 'Rahimov Bobur Olimovich', address: 'Toshkent, Chilonzor tumani' }],
    },
    value: { monthly: 200_000_000, exemption: 'alimony' },
    circumstances: [{ type: 'paragraph', children: [{ text: 'Javobgar 2025-yildan beri bolalarni taʼminlamaydi.' }] }],
    maintenance: {
      share: '1/3',
      children: [
        { name: 'Rahimova Madina Boburovna', birthDate: '2018-05-03' },
        { name: 'Rahimov Sardor Boburovich', birthDate: '2021-09-14' },
      ],
    },
    demands: [],
  };

  test('the children are answers of their own; without them the claim is not complete', () => {
    expect(claimAnswersSchema(labels).parse({ maintenance: { share: '1/3', children: [{ name: ' Madina ', birthDate: '2018-05-03' }] } })).toEqual({
      maintenance: { share: '1/3', children: [{ name: 'Madina', birthDate: '2018-05-03' }] },
    });
    expect(claimAnswersSchema(labels).safeParse({ maintenance: { share: '2/3' } }).success).toBe(false);
    expect(claimAnswersSchema(labels).safeParse({ maintenance: { children: [{ name: 'A', birthDate: '2018-02-30' }] } }).success).toBe(false);
    const none = reviewProblems({ ...answers, maintenance: {} }, template);
    expect(none).toContainEqual({ step: 'circumstances', field: 'maintenance.children', code: 'children_missing', severity: 'error' });
    expect(reviewProblems({ ...answers, maintenance: { children: [{ name: 'Madina' }] } }, template)).toContainEqual({
      step: 'circumstances',
      field: 'maintenance.children.0.birthDate',
      code: 'birth_date_missing',
      severity: 'error',
    });
  });

  test('the share is written grammatically in each language and fills the proposed demand', () => {
    const proposed = seed('alimony-for-children').demands[0]!.text;
    const filled = (l: Locale) => fillDemand(proposed[l], demandFills(template.items, answers, l));
    expect(filled('uz')).toContain('daromadlarining uchdan bir qismi miqdorida aliment undirish');
    expect(filled('uz')).not.toContain('qismi qismi');
    expect(filled('ru')).toContain('в размере одной трети всех видов заработка');
    expect(filled('en')).toContain('of one third of all earnings');
    const half = (l: Locale) => fillDemand(proposed[l], demandFills(template.items, { maintenance: { share: '1/2' } }, l));
    expect(half('uz')).toContain('daromadlarining yarmi miqdorida');
    expect(half('uz')).not.toContain('yarmi qismi');
    // The divorce's optional demand takes the same share.
    const divorce = seed('divorce').demands.find((d) => d.optional && d.text.ru.includes('алименты'))!.text;
    expect(fillDemand(divorce.ru, demandFills(undefined, answers, 'ru'))).toContain('в размере одной трети всех видов');
  });

  test('the claim lists each child, the exemption’s ground, and the certificates and income in its attachments; no petition', () => {
    const ground = '«Davlat boji toʻgʻrisida»gi Qonun';
    const withDemand = {
      ...answers,
      demands: [{ text: fillDemand(seed('alimony-for-children').demands[0]!.text.uz, demandFills(template.items, answers, 'uz')) }],
    };
    const { text } = generate(withDemand, template, 'uz', { amount: 0n, exemptionGround: ground }, true);
    expect(text).toContain(
      'Daʼvogar va javobgarning umumiy voyaga yetmagan farzandlari:\nRahimova Madina Boburovna, tugʻilgan sanasi: 2018-yil 3-may\nRahimov Sardor Boburovich, tugʻilgan sanasi: 2021-yil 14-sentabr',
    );
    expect(text).toContain(`Daʼvogar davlat bojidan ozod qilingan (asos: ${ground})`);
    expect(text).not.toContain('iltimosnoma');
    expect(text).not.toContain('Davlat boji toʻlanganligini');
    expect(text).toContain('Rahimova Madina Boburovnaning tugʻilganlik haqidagi guvohnomasi nusxasi');
    expect(text).toContain('Rahimov Sardor Boburovichning tugʻilganlik haqidagi guvohnomasi nusxasi');
    expect(text).toContain('Nikoh (yoki nikohni bekor qilish) haqidagi guvohnoma nusxasi');
    expect(text).toContain('Javobgarning daromadini tasdiqlovchi hujjat');
    expect(text).toContain('Daʼvo arizasining Rahimov Bobur Olimovich uchun nusxasi');

    const ru = generate(
      { ...answers, maintenance: { ...answers.maintenance, children: [{ name: 'Рахимова Мадина Бобуровна', birthDate: '2018-05-03' }] } },
      template,
      'ru',
      { amount: 0n, exemptionGround: 'Закон «О государственной пошлине»' },
      true,
    ).text;
    expect(ru).toContain('Истец освобождён от уплаты государственной пошлины (основание: Закон «О государственной пошлине»)');
    expect(ru).not.toContain('Государственная пошлина: освобождён');
    expect(ru).toContain('Копия свидетельства о рождении Рахимовой Мадины Бобуровны');
    expect(ru).toContain('Рахимова Мадина Бобуровна, дата рождения: 3 мая 2018 г.');
  });
});

describe('names and figures', () => {
  test('ru: «в отношении ответчика Рахимова Бобура Олимовича»; uz: the dative attached to the name', () => {
    const answers: ClaimAnswers = {
      parties: {
        plaintiff: { kind: 'person', name: 'Каримова Дилноза Рустамовна', address: 'Ташкент' },
        defendants: [
          { kind: 'person', name: 'Рахимов Бобур Олимович', address: 'Ташкент' },
          { kind: 'person', name: 'Toshmatov Otabek', address: 'Toshkent' },
        ],
      },
      demands: [
        { text: 'Взыскать 3 750 000 сум.', defendant: 0 },
        { text: 'Взыскать 8 700 000 сум.', defendant: 1 },
      ],
    };
    const template = snapshotOf('loan-debt');
    const ru = generate(answers, template, 'ru', null);
    expect(ru.text).toContain('В отношении ответчика Рахимова Бобура Олимовича:');
    // A typed demand's amount is kept together too.
    expect(ru.raw).toContain('3\u00a0750\u00a0000\u00a0сум');
    const uz = generate(answers, template, 'uz', null);
    expect(uz.text).toContain('Javobgar Toshmatov Otabekka nisbatan:');
  });

  test('the rows are named as the template names them (P14)', () => {
    const consumer = snapshotOf('consumer-refund');
    const wages = snapshotOf('wage-arrears');
    const rows: ClaimAnswers = { value: { rows: [{ kind: 'principal', amount: 1_250_000_000, basis: 'chek' }] } };
    expect(generate(rows, consumer, 'ru', null).text).toContain('Стоимость товара: 12 500 000 сум');
    expect(generate(rows, wages, 'ru', null).text).toContain('Задолженность по заработной плате: 12 500 000 сум');
  });
});

describe('the number of children', () => {
  test('the Family Code’s share follows the number of children', async () => {
    const { familyCodeShare } = await import('../../../shared/claims/fill');
    expect([1, 2, 3, 5].map(familyCodeShare)).toEqual(['1/4', '1/3', '1/2', '1/2']);
  });

  test('a proposed demand’s “(lar)”, “(-их)”, “(ren)” follow the children answered', async () => {
    const { withChildrenNumber } = await import('../../../shared/claims/fill');
    const demand = seed('alimony-for-children').demands[0]!.text;
    expect(withChildrenNumber(demand.uz, 1, 'uz')).toContain('voyaga yetmagan farzandning taʼminoti');
    expect(withChildrenNumber(demand.uz, 2, 'uz')).toContain('voyaga yetmagan farzandlarning taʼminoti');
    expect(withChildrenNumber(demand.ru, 2, 'ru')).toContain('на содержание несовершеннолетних детей');
    expect(withChildrenNumber(demand.ru, 1, 'ru')).toContain('на содержание несовершеннолетнего ребёнка');
    expect(withChildrenNumber(demand.en, 1, 'en')).toContain('the minor child of');
    expect(withChildrenNumber(demand.ru, 0, 'ru')).toBe(demand.ru);
  });

  test('a Russian name the decliner leaves in Latin letters stands in brackets, never in the wrong case', () => {
    const answers: ClaimAnswers = {
      parties: {
        defendants: [
          { kind: 'person', name: 'Rahimov Bobur', address: 'T' },
          { kind: 'person', name: 'Karimov Aziz', address: 'T' },
        ],
      },
      maintenance: { children: [{ name: 'Rahimova Madina', birthDate: '2018-05-03' }] },
      demands: [
        { text: 'Взыскать.', defendant: 0 },
        { text: 'Взыскать.', defendant: 1 },
      ],
    };
    const { text } = generate(answers, snapshotOf('alimony-for-children'), 'ru', null);
    expect(text).toContain('В отношении ответчика (Rahimov Bobur):');
    expect(text).toContain('Копия свидетельства о рождении ребёнка (Rahimova Madina)');
  });
});

describe('a signatory whose name cannot be declined', () => {
  test('ru: the signatory stands as an apposition in the nominative, never «в лице директора Aliyev»', () => {
    const answers: ClaimAnswers = {
      parties: {
        plaintiff: {
          kind: 'entity',
          name: 'ООО «Orzu Mebel»',
          address: 'Ташкент',
          signatory: { position: 'директор', name: 'Aliyev Sardor Akmalovich', basis: 'charter' },
        },
      },
    };
    const { text } = generate(answers, snapshotOf('supply-contract-debt'), 'ru', null);
    expect(text).toContain('Истец: ООО «Orzu Mebel», директор Aliyev S. A., действующий на основании устава');
    expect(text).toContain('Директор  S. A. Aliyev\nМ.П.');
  });
});
