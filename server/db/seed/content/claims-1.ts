/** Statements of claim, part 1: debts, business disputes and family. */
import type { Locale } from '../../../../shared/locales';
import { t, type PerLocale } from './helpers';
import { field, option, templateBody } from './fields';
import {
  ATT,
  attachmentsBlock,
  circumstancesField,
  claimDateField,
  claimNote,
  claimValueField,
  companyFields,
  companyHeader,
  courtField,
  defendantPersonFields,
  demandHeading,
  fromValue,
  personHeader,
  plaintiffPersonFields,
  signature,
  type ClaimTemplateDraft,
} from './claimParts';
import type { SeedTemplateField, Text3 } from './types';

export function claimSrc(header: (l: Locale) => string, main: PerLocale<string>, attachments: Text3[], signer?: string): PerLocale<string> {
  const one = (l: Locale) => [header(l), main[l].replaceAll('%DEMANDS%', demandHeading[l]), attachmentsBlock(l, attachments), signature(l, signer)].join('\n');
  return { uz: one('uz'), ru: one('ru'), en: one('en') };
}

// ───────────────────────────── loan debt (civil) ─────────────────────────────
const loanFields: SeedTemplateField[] = [
  courtField,
  ...plaintiffPersonFields(),
  ...defendantPersonFields(),
  field('loan_date', 'date', true, 'claim', t('Qarz berilgan sana', 'Дата передачи займа', 'Date of the loan')),
  field('loan_amount', 'money', true, 'claim', t('Berilgan qarz summasi', 'Сумма займа', 'Amount lent')),
  field('repay_date', 'date', true, 'claim', t('Qaytarish muddati', 'Срок возврата', 'Repayment date')),
  fromValue(field('debt_amount', 'money', true, 'claim', t('Qaytarilmagan qarz', 'Невозвращённый долг', 'Outstanding debt')), 'principal'),
  fromValue(
    field('interest_amount', 'money', false, 'claim', t('Kechiktirilgan davr uchun foizlar', 'Проценты за период просрочки', 'Interest for the late period')),
    'interest',
  ),
  claimValueField,
  circumstancesField,
  claimDateField,
];
const loanAttachments = [
  ATT.copies,
  ATT.duty,
  t('Qarz tilxati yoki qarz shartnomasi nusxasi', 'Копия расписки или договора займа', 'A copy of the receipt or loan agreement'),
  ATT.calculation,
  t('Qarzni qaytarish haqidagi talab (yuborilgan boʻlsa)', 'Требование о возврате долга (если направлялось)', 'The demand for repayment (if sent)'),
  ATT.passport,
  ATT.poa,
];
const loanDebt: ClaimTemplateDraft = {
  id: 'loan-debt',
  categoryId: 'debt',
  title: t('Qarz shartnomasi boʻyicha qarzni undirish', 'Взыскание долга по договору займа', 'Recovery of a loan debt'),
  description: t(
    'Tilxat yoki qarz shartnomasi boʻyicha qaytarilmagan pulni va kechiktirilgan davr uchun foizlarni undirish haqida daʼvo.',
    'Иск о взыскании невозвращённых по расписке или договору займа денег и процентов за просрочку.',
    'A claim to recover money not repaid under a receipt or loan agreement, with interest for the delay.',
  ),
  courtType: 'civil',
  jurisdictionNote: t(
    'Odatda javobgar yashaydigan joydagi fuqarolik ishlari boʻyicha sudga beriladi. Nizosiz qarz boʻyicha sud buyrugʻi berish haqida ariza ham mumkin.',
    'Как правило, подаётся в суд по гражданским делам по месту жительства ответчика. По бесспорному долгу возможно и заявление о выдаче судебного приказа.',
    'Usually filed with the civil court where the defendant lives. For an undisputed debt you may instead apply for a court order.',
  ),
  stateDuty: {
    kind: 'property',
    exemptions: [],
    note: t(
      'Mulkiy daʼvo: daʼvo bahosidan foiz hisobida, kamida belgilangan eng kam miqdorda.',
      'Имущественный иск: процент от цены иска, но не менее установленного минимума.',
      'A property claim: a percentage of the claim value, with a set minimum.',
    ),
  },
  claimValue: 'amount-sought',
  pretrialRequired: false,
  attachments: loanAttachments,
  note: claimNote(),
  fields: loanFields,
  body: templateBody(
    loanFields,
    claimSrc(
      (l) => personHeader(l, { claimValue: true }),
      {
        uz: `
## DAʼVO ARIZASI
### qarzni undirish toʻgʻrisida
|| {{loan_date}} kuni men javobgarga {{repay_date}}gacha qaytarish sharti bilan **{{loan_amount}}** miqdorida qarz berdim. Bu qarz tilxati (qarz shartnomasi) bilan tasdiqlanadi.
|| {{circumstances}}
|| Belgilangan muddat oʻtgan boʻlsa-da, javobgar qarzni qaytarmadi. Hozirgi kunda qaytarilmagan qarz **{{debt_amount}}**ni tashkil etadi, kechiktirilgan davr uchun foizlar {{interest_amount}}.
|| Oʻzbekiston Respublikasi Fuqarolik kodeksiga koʻra qarz oluvchi olingan summani shartnomada nazarda tutilgan muddatda qaytarishi shart, majburiyatlarni bajarishdan bir tomonlama bosh tortishga yoʻl qoʻyilmaydi. Yuqoridagilarga asoslanib,
%DEMANDS%
1. Javobgardan mening foydamga {{debt_amount}} miqdoridagi qarzni undirish.
2. Javobgardan kechiktirilgan davr uchun {{interest_amount}} miqdoridagi foizlarni undirish.
3. Davlat boji va sud xarajatlarini javobgar zimmasiga yuklash.
`,
        ru: `
## ИСКОВОЕ ЗАЯВЛЕНИЕ
### о взыскании долга
|| {{loan_date}} мною передана ответчику в долг сумма **{{loan_amount}}** с условием возврата до {{repay_date}}, что подтверждается распиской (договором займа).
|| {{circumstances}}
|| Несмотря на истечение срока, ответчик долг не вернул. На сегодня невозвращённый долг составляет **{{debt_amount}}**, проценты за период просрочки — {{interest_amount}}.
|| Согласно Гражданскому кодексу Республики Узбекистан заёмщик обязан возвратить полученную сумму в срок, предусмотренный договором; односторонний отказ от исполнения обязательств не допускается. На основании изложенного
%DEMANDS%
1. Взыскать с ответчика в мою пользу долг в размере {{debt_amount}}.
2. Взыскать с ответчика проценты за период просрочки в размере {{interest_amount}}.
3. Возложить на ответчика государственную пошлину и судебные расходы.
`,
        en: `
## STATEMENT OF CLAIM
### for recovery of a debt
|| On {{loan_date}} I lent the defendant **{{loan_amount}}**, to be repaid by {{repay_date}}, as shown by the receipt (loan agreement).
|| {{circumstances}}
|| Although the deadline has passed, the defendant has not repaid. The outstanding debt is now **{{debt_amount}}**, and interest for the late period is {{interest_amount}}.
|| Under the Civil Code of the Republic of Uzbekistan a borrower must repay the sum received within the time set by the agreement, and unilateral refusal to perform an obligation is not allowed. On these grounds,
%DEMANDS%
1. Order the defendant to pay me the debt of {{debt_amount}}.
2. Order the defendant to pay interest for the late period of {{interest_amount}}.
3. Order the defendant to bear the state duty and legal costs.
`,
      },
      loanAttachments,
    ),
  ),
  popularity: 820,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── supply contract debt (economic) ─────────────────────────────
const supplyFields: SeedTemplateField[] = [
  courtField,
  ...companyFields('plaintiff'),
  ...companyFields('defendant'),
  field('contract_number', 'text', true, 'claim', t('Shartnoma raqami', 'Номер договора', 'Contract number')),
  field('contract_date', 'date', true, 'claim', t('Shartnoma sanasi', 'Дата договора', 'Contract date')),
  field('invoices', 'text', true, 'claim', t('Hisobvaraq-fakturalar (raqam va sanalar)', 'Счета-фактуры (номера и даты)', 'Invoices (numbers and dates)')),
  fromValue(field('debt_amount', 'money', true, 'claim', t('Asosiy qarz', 'Основной долг', 'Principal debt')), 'principal'),
  fromValue(field('penalty_amount', 'money', true, 'claim', t('Penya', 'Пеня', 'Penalty')), 'penalty'),
  field('pretrial_date', 'date', true, 'claim', t('Talabnoma yuborilgan sana', 'Дата направления претензии', 'Date the demand letter was sent')),
  claimValueField,
  circumstancesField,
  claimDateField,
];
const supplyAttachments = [
  ATT.sentToDefendant,
  ATT.duty,
  t('Yetkazib berish shartnomasi nusxasi', 'Копия договора поставки', 'A copy of the supply contract'),
  t('Hisobvaraq-fakturalar va yuk xatlari nusxalari', 'Копии счетов-фактур и накладных', 'Copies of the invoices and waybills'),
  t('Oʻzaro hisob-kitoblarni solishtirish dalolatnomasi', 'Акт сверки взаимных расчётов', 'The reconciliation statement'),
  ATT.pretrial,
  ATT.calculation,
  ATT.register,
  ATT.poa,
];
const supplyDebt: ClaimTemplateDraft = {
  id: 'supply-contract-debt',
  categoryId: 'business',
  title: t(
    'Yetkazib berish shartnomasi boʻyicha qarz va penyani undirish',
    'Взыскание долга и пени по договору поставки',
    'Debt and penalty under a supply contract',
  ),
  description: t(
    'Yetkazib berilgan tovar uchun haq toʻlanmaganda korxona yoki tadbirkor tomonidan iqtisodiy sudga beriladigan daʼvo.',
    'Иск предприятия или предпринимателя в экономический суд, когда поставленный товар не оплачен.',
    'A claim by a company or entrepreneur in the economic court when delivered goods have not been paid for.',
  ),
  courtType: 'economic',
  jurisdictionNote: t(
    'Javobgar joylashgan yerdagi tumanlararo iqtisodiy sudga, agar shartnomada boshqa sud belgilanmagan boʻlsa.',
    'В межрайонный экономический суд по месту нахождения ответчика, если договором не определён иной суд.',
    'The inter-district economic court where the defendant is located, unless the contract names another court.',
  ),
  stateDuty: {
    kind: 'property',
    exemptions: [],
    note: t(
      'Mulkiy daʼvo: daʼvo bahosining 2 foizi, kamida 1 BHM. Kichik tadbirkorlik subyektlari tadbirkorlik faoliyati doirasida 50 foiz toʻlaydi.',
      'Имущественный иск: 2 % цены иска, но не менее 1 БРВ. Субъекты малого предпринимательства в рамках предпринимательской деятельности платят 50 %.',
      'A property claim: 2% of the claim value, at least 1 BCA. Small businesses pay 50% when the claim arises from their business.',
    ),
  },
  claimValue: 'amount-sought',
  pretrialRequired: true,
  attachments: supplyAttachments,
  note: claimNote(
    t(
      'Talabnoma yuborilmagan boʻlsa, shartnoma yoki qonun talab qilgan hollarda daʼvo qaytarilishi mumkin.',
      'Если претензия не направлялась, а договор или закон этого требует, иск может быть возвращён.',
      'If a demand letter was required by the contract or law and was not sent, the claim may be returned.',
    ),
  ),
  fields: supplyFields,
  body: templateBody(
    supplyFields,
    claimSrc(
      (l) => companyHeader(l, { claimValue: true }),
      {
        uz: `
## DAʼVO ARIZASI
### yetkazib berish shartnomasi boʻyicha qarz va penyani undirish toʻgʻrisida
|| Daʼvogar va javobgar oʻrtasida {{contract_date}} kuni {{contract_number}}-sonli yetkazib berish shartnomasi tuzilgan. Daʼvogar shartnoma boʻyicha tovarlarni toʻliq yetkazib bergan, bu {{invoices}} bilan tasdiqlanadi.
|| {{circumstances}}
|| Javobgar tovar haqini toʻlamagan, natijada **{{debt_amount}}** miqdorida qarz vujudga kelgan. Shartnomaga muvofiq kechiktirilgan har bir kun uchun penya hisoblanadi; uning miqdori ilova qilingan hisob-kitobga koʻra {{penalty_amount}}ni tashkil etadi.
|| Daʼvogar {{pretrial_date}} kuni javobgarga talabnoma yuborgan, biroq u qanoatlantirilmagan.
|| Oʻzbekiston Respublikasi Fuqarolik kodeksi va Iqtisodiy protsessual kodeksiga asoslanib,
%DEMANDS%
1. Javobgardan daʼvogar foydasiga {{debt_amount}} miqdoridagi asosiy qarzni undirish.
2. Javobgardan daʼvogar foydasiga {{penalty_amount}} miqdoridagi penyani undirish.
3. Davlat boji va pochta xarajatlarini javobgar zimmasiga yuklash.
`,
        ru: `
## ИСКОВОЕ ЗАЯВЛЕНИЕ
### о взыскании долга и пени по договору поставки
|| Между истцом и ответчиком {{contract_date}} заключён договор поставки № {{contract_number}}. Истец полностью поставил товар по договору, что подтверждается: {{invoices}}.
|| {{circumstances}}
|| Ответчик товар не оплатил, в результате образовался долг в размере **{{debt_amount}}**. По договору за каждый день просрочки начисляется пеня; согласно приложенному расчёту она составляет {{penalty_amount}}.
|| Истец {{pretrial_date}} направил ответчику претензию, которая не удовлетворена.
|| На основании Гражданского кодекса и Экономического процессуального кодекса Республики Узбекистан
%DEMANDS%
1. Взыскать с ответчика в пользу истца основной долг в размере {{debt_amount}}.
2. Взыскать с ответчика в пользу истца пеню в размере {{penalty_amount}}.
3. Возложить на ответчика государственную пошлину и почтовые расходы.
`,
        en: `
## STATEMENT OF CLAIM
### for recovery of a debt and penalty under a supply contract
|| On {{contract_date}} the plaintiff and the defendant made supply contract No. {{contract_number}}. The plaintiff delivered all the goods under the contract, as shown by: {{invoices}}.
|| {{circumstances}}
|| The defendant has not paid for the goods, leaving a debt of **{{debt_amount}}**. The contract provides a penalty for each day of delay, which under the attached calculation comes to {{penalty_amount}}.
|| On {{pretrial_date}} the plaintiff sent the defendant a demand letter, which was not satisfied.
|| Under the Civil Code and the Economic Procedure Code of the Republic of Uzbekistan,
%DEMANDS%
1. Order the defendant to pay the plaintiff the principal debt of {{debt_amount}}.
2. Order the defendant to pay the plaintiff a penalty of {{penalty_amount}}.
3. Order the defendant to bear the state duty and postage costs.
`,
      },
      supplyAttachments,
      '{{plaintiff_director}}',
    ),
  ),
  popularity: 470,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── contract termination (economic) ─────────────────────────────
const terminationFields: SeedTemplateField[] = [
  courtField,
  ...companyFields('plaintiff'),
  ...companyFields('defendant'),
  field('contract_number', 'text', true, 'claim', t('Shartnoma raqami', 'Номер договора', 'Contract number')),
  field('contract_date', 'date', true, 'claim', t('Shartnoma sanasi', 'Дата договора', 'Contract date')),
  field('contract_subject', 'text', true, 'claim', t('Shartnoma predmeti', 'Предмет договора', 'Subject of the contract')),
  field(
    'pretrial_date',
    'date',
    true,
    'claim',
    t('Shartnomani bekor qilish taklifi yuborilgan sana', 'Дата направления предложения о расторжении', 'Date the termination proposal was sent'),
  ),
  circumstancesField,
  claimDateField,
];
const terminationAttachments = [
  ATT.sentToDefendant,
  ATT.duty,
  t('Shartnoma nusxasi', 'Копия договора', 'A copy of the contract'),
  t('Shartnoma buzilganini tasdiqlovchi hujjatlar', 'Документы, подтверждающие нарушение договора', 'Documents proving the breach'),
  t(
    'Bekor qilish taklifi va uning yuborilganini tasdiqlovchi hujjat',
    'Предложение о расторжении и документ о его направлении',
    'The termination proposal and proof it was sent',
  ),
  ATT.register,
  ATT.poa,
];
const contractTermination: ClaimTemplateDraft = {
  id: 'contract-termination',
  categoryId: 'business',
  title: t('Shartnomani bekor qilish toʻgʻrisida', 'О расторжении договора', 'Termination of a contract'),
  description: t(
    'Ikkinchi taraf shartnomani jiddiy buzganda va uni kelishuv bilan bekor qilishga rozi boʻlmaganda iqtisodiy sudga beriladigan daʼvo.',
    'Иск в экономический суд, когда другая сторона существенно нарушила договор и не согласна расторгнуть его по соглашению.',
    'A claim in the economic court when the other party has seriously breached the contract and will not agree to end it.',
  ),
  courtType: 'economic',
  jurisdictionNote: t(
    'Javobgar joylashgan yerdagi tumanlararo iqtisodiy sudga yoki shartnomada kelishilgan sudga.',
    'В межрайонный экономический суд по месту нахождения ответчика или в суд, согласованный в договоре.',
    'The inter-district economic court where the defendant is located, or the court agreed in the contract.',
  ),
  stateDuty: {
    kind: 'non-property',
    exemptions: [],
    note: t(
      'Nomulkiy daʼvo: 10 BHM. Kichik tadbirkorlik subyektlari uchun 50 foiz chegirma.',
      'Неимущественный иск: 10 БРВ. Для субъектов малого предпринимательства скидка 50 %.',
      'A non-property claim: 10 BCA, with a 50% discount for small businesses.',
    ),
  },
  claimValue: 'non-property',
  pretrialRequired: true,
  attachments: terminationAttachments,
  note: claimNote(
    t(
      'Shartnomani bekor qilish talabi sudga faqat ikkinchi taraf taklifni rad etganidan yoki taklifda koʻrsatilgan muddatda, muddat koʻrsatilmagan boʻlsa, oʻttiz kun ichida javob bermaganidan keyin berilishi mumkin.',
      'Требование о расторжении может быть заявлено в суд только после отказа другой стороны или неполучения ответа в срок, указанный в предложении, а если срок не указан, в тридцатидневный срок.',
      'A demand to terminate may be brought to court only after the other party refuses or fails to answer within the time given in the proposal or, if none is given, within thirty days.',
    ),
  ),
  fields: terminationFields,
  body: templateBody(
    terminationFields,
    claimSrc(
      (l) => companyHeader(l),
      {
        uz: `
## DAʼVO ARIZASI
### shartnomani bekor qilish toʻgʻrisida
|| Daʼvogar va javobgar oʻrtasida {{contract_date}} kuni {{contract_number}}-sonli shartnoma tuzilgan, uning predmeti: {{contract_subject}}.
|| {{circumstances}}
|| Javobgar tomonidan shartnomaning buzilishi jiddiy hisoblanadi, chunki daʼvogar shartnoma tuzishda koʻzlagan narsasidan katta darajada mahrum boʻldi. Daʼvogar {{pretrial_date}} kuni javobgarga shartnomani bekor qilish taklifini yubordi, lekin javob olmadi.
|| Oʻzbekiston Respublikasi Fuqarolik kodeksining shartnomani oʻzgartirish va bekor qilish asoslari toʻgʻrisidagi qoidalariga hamda Iqtisodiy protsessual kodeksiga asoslanib,
%DEMANDS%
1. Daʼvogar va javobgar oʻrtasida {{contract_date}} kuni tuzilgan {{contract_number}}-sonli shartnomani bekor qilish.
2. Davlat boji va pochta xarajatlarini javobgar zimmasiga yuklash.
`,
        ru: `
## ИСКОВОЕ ЗАЯВЛЕНИЕ
### о расторжении договора
|| Между истцом и ответчиком {{contract_date}} заключён договор № {{contract_number}}, предмет договора: {{contract_subject}}.
|| {{circumstances}}
|| Нарушение договора ответчиком является существенным, поскольку истец в значительной степени лишился того, на что рассчитывал при заключении договора. Истец {{pretrial_date}} направил ответчику предложение о расторжении договора, но ответа не получил.
|| На основании положений Гражданского кодекса Республики Узбекистан об основаниях изменения и расторжения договора и Экономического процессуального кодекса
%DEMANDS%
1. Расторгнуть договор № {{contract_number}} от {{contract_date}}, заключённый между истцом и ответчиком.
2. Возложить на ответчика государственную пошлину и почтовые расходы.
`,
        en: `
## STATEMENT OF CLAIM
### for termination of a contract
|| On {{contract_date}} the plaintiff and the defendant made contract No. {{contract_number}} for: {{contract_subject}}.
|| {{circumstances}}
|| The defendant’s breach is material, because the plaintiff has largely lost what it was entitled to expect when making the contract. On {{pretrial_date}} the plaintiff sent the defendant a proposal to terminate, but received no answer.
|| Under the provisions of the Civil Code of the Republic of Uzbekistan on the grounds for amending and terminating contracts, and the Economic Procedure Code,
%DEMANDS%
1. Terminate contract No. {{contract_number}} of {{contract_date}} between the plaintiff and the defendant.
2. Order the defendant to bear the state duty and postage costs.
`,
      },
      terminationAttachments,
      '{{plaintiff_director}}',
    ),
  ),
  popularity: 190,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── alimony (civil) ─────────────────────────────
const alimonyFields: SeedTemplateField[] = [
  courtField,
  ...plaintiffPersonFields(),
  ...defendantPersonFields(),
  field(
    'defendant_workplace',
    'text',
    false,
    'defendant',
    t('Javobgarning ish joyi (maʼlum boʻlsa)', 'Место работы ответчика (если известно)', 'Defendant’s employer (if known)'),
  ),
  field('marital_status', 'select', true, 'claim', t('Taraflarning oilaviy holati', 'Семейное положение сторон', 'Marital status of the parties'), {
    options: [
      option('married', 'nikohda turamiz', 'состоим в браке', 'are married'),
      option('divorced', 'nikohni bekor qilganmiz', 'расторгли брак', 'are divorced'),
      option('not-married', 'nikohda turmaganmiz', 'в браке не состояли', 'were never married'),
    ],
  }),
  field(
    'children',
    'textarea',
    true,
    'claim',
    t('Bolalar (F.I.Sh. va tugʻilgan sanasi)', 'Дети (Ф.И.О. и дата рождения)', 'Children (names and dates of birth)'),
  ),
  fromValue(
    field('alimony_share', 'select', true, 'claim', t('Aliment ulushi', 'Доля алиментов', 'Share of income'), {
      hint: t(
        'Bir bolaga — toʻrtdan bir, ikki bolaga — uchdan bir, uch va undan ortiq bolaga — yarmi',
        'На одного ребёнка — четверть, на двух — треть, на трёх и более — половина',
        'One child: a quarter; two: a third; three or more: a half',
      ),
      options: [
        option('1/4', 'toʻrtdan bir qismi', 'одной четверти', 'one quarter'),
        option('1/3', 'uchdan bir qismi', 'одной трети', 'one third'),
        option('1/2', 'yarmi', 'половины', 'one half'),
      ],
    }),
    'share',
  ),
  circumstancesField,
  claimDateField,
];
const alimonyAttachments = [
  ATT.copies,
  t('Bolalarning tugʻilganlik haqidagi guvohnomalari nusxalari', 'Копии свидетельств о рождении детей', 'Copies of the children’s birth certificates'),
  t(
    'Nikoh (yoki nikohni bekor qilish) haqidagi guvohnoma nusxasi',
    'Копия свидетельства о браке (или о его расторжении)',
    'A copy of the marriage (or divorce) certificate',
  ),
  t(
    'Javobgarning daromadini tasdiqlovchi hujjat (ish haqi haqida maʼlumotnoma)',
    'Документ о доходах ответчика (справка о заработной плате)',
    'Proof of the defendant’s income (a statement of earnings)',
  ),
  t(
    'Bolalar daʼvogar bilan yashashini tasdiqlovchi maʼlumotnoma',
    'Справка о том, что дети проживают с истцом',
    'A certificate that the children live with the plaintiff',
  ),
  ATT.passport,
];
const alimony: ClaimTemplateDraft = {
  id: 'alimony-for-children',
  categoryId: 'family',
  title: t('Voyaga yetmagan bolalar uchun aliment undirish', 'Взыскание алиментов на несовершеннолетних детей', 'Child maintenance'),
  description: t(
    'Ota yoki ona bolalarni taʼminlamaganda, uning daromadidan ulush hisobida aliment undirish haqida daʼvo.',
    'Иск о взыскании алиментов в доле от дохода, когда отец или мать не содержит детей.',
    'A claim for child maintenance as a share of income when a parent does not support the children.',
  ),
  courtType: 'civil',
  jurisdictionNote: t(
    'Daʼvogar oʻz yashash joyidagi yoki javobgar yashaydigan joydagi fuqarolik ishlari boʻyicha sudni tanlashi mumkin.',
    'Истец может выбрать суд по гражданским делам по своему месту жительства или по месту жительства ответчика.',
    'The plaintiff may choose the civil court where they live or where the defendant lives.',
  ),
  stateDuty: {
    kind: 'property',
    exemptions: ['alimony'],
    note: t(
      'Aliment undirish haqidagi daʼvolar boʻyicha daʼvogar qonunga koʻra davlat bojidan ozod qilinadi; daʼvo qanoatlantirilsa, sud bojni javobgardan undiradi.',
      'По искам о взыскании алиментов истец освобождён от уплаты государственной пошлины по закону; если иск удовлетворён, суд взыскивает пошлину с ответчика.',
      'In a child maintenance claim the plaintiff is exempt from the state duty by law; if the claim succeeds, the court recovers the duty from the defendant.',
    ),
  },
  claimValue: 'alimony-one-year',
  courtRule: 'plaintiff-or-defendant',
  pretrialRequired: false,
  attachments: alimonyAttachments,
  note: claimNote(
    t(
      'Aliment toʻgʻrisidagi hal qiluv qarori darhol ijro etiladi. Daromadi oʻzgaruvchan yoki norasmiy boʻlsa, alimentni qatʼiy pul miqdorida undirishni soʻrash mumkin.',
      'Решение о взыскании алиментов исполняется немедленно. При нерегулярном или неофициальном доходе можно просить взыскать алименты в твёрдой денежной сумме.',
      'A judgment for child maintenance is enforced immediately. If the income is irregular or unofficial, you may ask for child maintenance as a fixed sum instead.',
    ),
  ),
  fields: alimonyFields,
  body: templateBody(
    alimonyFields,
    claimSrc(
      (l) => personHeader(l),
      {
        uz: `
## DAʼVO ARIZASI
### aliment undirish toʻgʻrisida
|| Men va javobgar {{marital_status}}. Bizning umumiy farzandlarimiz bor: {{children}}. Bolalar men bilan yashaydi va mening qaramogʻimda.
|| {{circumstances}}
|| Javobgar bolalarni taʼminlashda ishtirok etmaydi. Uning ish joyi: {{defendant_workplace}}.
|| Oʻzbekiston Respublikasi Oila kodeksiga koʻra ota-onalar voyaga yetmagan farzandlarini taʼminlashga majbur; kelishuv boʻlmaganda aliment sud tartibida ota-onaning ish haqi va boshqa daromadlaridan ulush hisobida undiriladi. Yuqoridagilarga asoslanib,
%DEMANDS%
1. Javobgardan mening foydamga voyaga yetmagan farzand(lar)ning taʼminoti uchun ular voyaga yetgunga qadar har oyda barcha turdagi ish haqi va boshqa daromadlarining **{{alimony_share}}** miqdorida aliment undirish, daʼvo arizasi berilgan kundan boshlab.
2. Hal qiluv qarorini darhol ijroga qaratish.
3. Davlat bojini javobgar zimmasiga yuklash.
`,
        ru: `
## ИСКОВОЕ ЗАЯВЛЕНИЕ
### о взыскании алиментов
|| Я и ответчик {{marital_status}}. У нас есть общие дети: {{children}}. Дети проживают со мной и находятся на моём иждивении.
|| {{circumstances}}
|| Ответчик не участвует в содержании детей. Место его работы: {{defendant_workplace}}.
|| Согласно Семейному кодексу Республики Узбекистан родители обязаны содержать несовершеннолетних детей; при отсутствии соглашения алименты взыскиваются судом в доле от заработка и иного дохода родителя. На основании изложенного
%DEMANDS%
1. Взыскать с ответчика в мою пользу алименты на содержание несовершеннолетнего ребёнка (детей) в размере **{{alimony_share}}** всех видов заработка и иного дохода ежемесячно, начиная со дня подачи искового заявления и до совершеннолетия детей.
2. Обратить решение к немедленному исполнению.
3. Возложить государственную пошлину на ответчика.
`,
        en: `
## STATEMENT OF CLAIM
### for child maintenance
|| The defendant and I {{marital_status}}. We have children together: {{children}}. The children live with me and depend on me.
|| {{circumstances}}
|| The defendant does not contribute to the children’s support. The defendant’s employer: {{defendant_workplace}}.
|| Under the Family Code of the Republic of Uzbekistan parents must support their minor children; without an agreement, the court orders child maintenance as a share of the parent’s earnings and other income. On these grounds,
%DEMANDS%
1. Order the defendant to pay me child maintenance for the support of the minor child(ren) of **{{alimony_share}}** of all earnings and other income every month, from the day this claim is filed until the children come of age.
2. Order immediate enforcement of the judgment.
3. Charge the state duty to the defendant.
`,
      },
      alimonyAttachments,
    ),
  ),
  popularity: 910,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── divorce (civil) ─────────────────────────────
const divorceFields: SeedTemplateField[] = [
  courtField,
  ...plaintiffPersonFields(),
  ...defendantPersonFields(),
  field('marriage_date', 'date', true, 'claim', t('Nikoh qayd etilgan sana', 'Дата регистрации брака', 'Date of marriage')),
  field(
    'marriage_record',
    'text',
    true,
    'claim',
    t('FHDYo organi va dalolatnoma yozuvi raqami', 'Орган ЗАГС и номер актовой записи', 'Registry office and record number'),
  ),
  field('common_children', 'select', true, 'claim', t('Umumiy voyaga yetmagan farzandlar', 'Общие несовершеннолетние дети', 'Common minor children'), {
    options: [
      option('none', 'Nikohdan umumiy voyaga yetmagan farzandlarimiz yoʻq.', 'Общих несовершеннолетних детей у нас нет.', 'We have no common minor children.'),
      option(
        'some',
        'Nikohdan umumiy voyaga yetmagan farzandlarimiz bor; ularning tugʻilganlik haqidagi guvohnomalari nusxalari ilova qilinadi.',
        'От брака у нас есть общие несовершеннолетние дети; копии свидетельств об их рождении прилагаются.',
        'We have common minor children; copies of their birth certificates are attached.',
      ),
    ],
  }),
  circumstancesField,
  claimDateField,
];
const divorceAttachments = [
  ATT.copies,
  ATT.duty,
  t('Nikoh haqidagi guvohnomaning asl nusxasi', 'Подлинник свидетельства о браке', 'The original marriage certificate'),
  t(
    'Bolalarning tugʻilganlik haqidagi guvohnomalari nusxalari (umumiy voyaga yetmagan farzandlar boʻlsa)',
    'Копии свидетельств о рождении детей (если есть общие несовершеннолетние дети)',
    'Copies of the children’s birth certificates (if there are common minor children)',
  ),
  ATT.passport,
];
const divorce: ClaimTemplateDraft = {
  id: 'divorce',
  categoryId: 'family',
  title: t('Nikohni bekor qilish', 'Расторжение брака', 'Divorce'),
  description: t(
    'Umumiy voyaga yetmagan farzandlar boʻlganda yoki turmush oʻrtogʻi nikohni bekor qilishga rozi boʻlmaganda sud orqali nikohni bekor qilish haqida daʼvo.',
    'Иск о расторжении брака через суд, если есть общие несовершеннолетние дети или супруг не согласен на развод.',
    'A claim for divorce through the court when there are common minor children or the other spouse does not agree.',
  ),
  courtType: 'civil',
  jurisdictionNote: t(
    'Odatda javobgar yashaydigan joydagi fuqarolik ishlari boʻyicha sudga; voyaga yetmagan bolalar daʼvogar bilan yashasa, daʼvogar yashash joyidagi sudga ham berish mumkin.',
    'Как правило, в суд по гражданским делам по месту жительства ответчика; если несовершеннолетние дети живут с истцом, можно подать и по месту жительства истца.',
    'Usually the civil court where the defendant lives; if minor children live with the plaintiff, the plaintiff’s local court may be used.',
  ),
  stateDuty: {
    kind: 'divorce',
    exemptions: [],
    note: t(
      'Nikohni bekor qilish uchun qatʼiy miqdordagi davlat boji toʻlanadi; qaror qonuniy kuchga kirgach FHDYo organida qayd etish uchun alohida boj olinadi.',
      'За расторжение брака уплачивается госпошлина в твёрдой сумме; при регистрации развода в ЗАГС после вступления решения в силу взимается отдельная пошлина.',
      'A fixed state duty is paid for a divorce claim; a separate duty is charged when the divorce is registered at the registry office after the judgment takes effect.',
    ),
  },
  claimValue: 'non-property',
  pretrialRequired: false,
  attachments: divorceAttachments,
  note: claimNote(
    t(
      'Sud taraflarni yarashtirish uchun ish koʻrishni olti oygacha kechiktirishi mumkin. Mulkni taqsimlash talabini shu daʼvoda yoki alohida daʼvoda qoʻyish mumkin.',
      'Суд может отложить разбирательство для примирения супругов на срок до шести месяцев. Требование о разделе имущества можно заявить в этом же или в отдельном иске.',
      'The court may postpone the case for up to six months to allow reconciliation. A claim to divide property may be made in the same claim or separately.',
    ),
  ),
  fields: divorceFields,
  body: templateBody(
    divorceFields,
    claimSrc(
      (l) => personHeader(l),
      {
        uz: `
## DAʼVO ARIZASI
### nikohni bekor qilish toʻgʻrisida
|| Men javobgar bilan {{marriage_date}} kuni nikohdan oʻtganman ({{marriage_record}}). {{common_children}}
|| {{circumstances}}
|| Oilani saqlab qolishning imkoni yoʻq, oilaviy munosabatlar amalda tugagan, yarashish choralari natija bermadi.
|| Oʻzbekiston Respublikasi Oila kodeksiga asoslanib,
%DEMANDS%
1. Men va javobgar oʻrtasida {{marriage_date}} kuni qayd etilgan nikohni bekor qilish.
2. Sud xarajatlarini taraflar oʻrtasida qonunga muvofiq taqsimlash.
`,
        ru: `
## ИСКОВОЕ ЗАЯВЛЕНИЕ
### о расторжении брака
|| Я состою в браке с ответчиком с {{marriage_date}} ({{marriage_record}}). {{common_children}}
|| {{circumstances}}
|| Сохранить семью невозможно, семейные отношения фактически прекращены, меры к примирению результата не дали.
|| На основании Семейного кодекса Республики Узбекистан
%DEMANDS%
1. Расторгнуть брак между мной и ответчиком, зарегистрированный {{marriage_date}}.
2. Распределить судебные расходы между сторонами в соответствии с законом.
`,
        en: `
## STATEMENT OF CLAIM
### for divorce
|| I have been married to the defendant since {{marriage_date}} ({{marriage_record}}). {{common_children}}
|| {{circumstances}}
|| The family cannot be preserved: our family life has in fact ended and attempts at reconciliation have failed.
|| Under the Family Code of the Republic of Uzbekistan,
%DEMANDS%
1. Dissolve the marriage between me and the defendant registered on {{marriage_date}}.
2. Allocate the legal costs between the parties as the law provides.
`,
      },
      divorceAttachments,
    ),
  ),
  optionalDemands: [
    t(
      'Voyaga yetmagan farzand(lar)ning yashash joyini men bilan birga deb belgilash.',
      'Определить место жительства несовершеннолетнего ребёнка (детей) со мной.',
      'Determine that the minor child(ren) shall live with me.',
    ),
    t(
      'Javobgardan mening foydamga voyaga yetmagan farzand(lar)ning taʼminoti uchun ular voyaga yetgunga qadar har oyda barcha turdagi ish haqi va boshqa daromadlarining [Aliment ulushi] miqdorida aliment undirish.',
      'Взыскать с ответчика в мою пользу алименты на содержание несовершеннолетнего ребёнка (детей) в размере [Доля алиментов] всех видов заработка и иного дохода ежемесячно до их совершеннолетия.',
      'Order the defendant to pay me child maintenance for the minor child(ren) of [Share of income] of all earnings and other income every month until they come of age.',
    ),
  ],
  popularity: 760,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── division of marital property (civil) ─────────────────────────────
const propertyFields: SeedTemplateField[] = [
  courtField,
  ...plaintiffPersonFields(),
  ...defendantPersonFields(),
  field('marriage_date', 'date', true, 'claim', t('Nikoh qayd etilgan sana', 'Дата регистрации брака', 'Date of marriage')),
  field(
    'property_list',
    'textarea',
    true,
    'claim',
    t(
      'Umumiy mulk roʻyxati va har birining qiymati',
      'Перечень общего имущества и стоимость каждого объекта',
      'List of the joint property and the value of each item',
    ),
  ),
  field(
    'requested_items',
    'textarea',
    true,
    'claim',
    t('Daʼvogarga berilishi soʻralayotgan mulk', 'Имущество, которое истец просит передать ему', 'Property the plaintiff asks to receive'),
  ),
  claimValueField,
  circumstancesField,
  claimDateField,
];
const propertyAttachments = [
  ATT.copies,
  ATT.duty,
  t(
    'Nikoh (yoki nikohni bekor qilish) haqidagi guvohnoma nusxasi',
    'Копия свидетельства о браке (или о его расторжении)',
    'A copy of the marriage (or divorce) certificate',
  ),
  t(
    'Mulkka boʻlgan huquqni tasdiqlovchi hujjatlar (kadastr koʻchirmasi, texpasport)',
    'Документы о правах на имущество (выписка из кадастра, техпаспорт)',
    'Title documents (cadastre extract, vehicle registration)',
  ),
  t('Mulk qiymatini baholash hisoboti', 'Отчёт об оценке имущества', 'A valuation report'),
  ATT.passport,
];
const propertyDivision: ClaimTemplateDraft = {
  id: 'marital-property-division',
  categoryId: 'family',
  title: t('Er-xotinning umumiy mulkini taqsimlash', 'Раздел общего имущества супругов', 'Division of marital property'),
  description: t(
    'Nikoh davomida orttirilgan uy-joy, avtomobil va boshqa mulkni er-xotin oʻrtasida taqsimlash haqida daʼvo.',
    'Иск о разделе между супругами жилья, автомобиля и другого имущества, нажитого в браке.',
    'A claim to divide between spouses the home, car and other property acquired during the marriage.',
  ),
  courtType: 'civil',
  jurisdictionNote: t(
    'Javobgar yashaydigan joydagi sudga; koʻchmas mulk boʻyicha nizo boʻlsa, mulk joylashgan yerdagi sudga.',
    'В суд по месту жительства ответчика; если спор касается недвижимости, в суд по её местонахождению.',
    'The court where the defendant lives; if real estate is in dispute, the court where it is located.',
  ),
  stateDuty: {
    kind: 'property',
    exemptions: [],
    note: t(
      'Mulkiy daʼvo: taqsimlanayotgan mulk qiymatidan foiz hisobida.',
      'Имущественный иск: процент от стоимости делимого имущества.',
      'A property claim: a percentage of the value of the property divided.',
    ),
  },
  claimValue: 'property-value',
  pretrialRequired: false,
  attachments: propertyAttachments,
  note: claimNote(
    t(
      'Er-xotin ulushlari, agar nikoh shartnomasida boshqacha belgilanmagan boʻlsa, teng deb hisoblanadi. Nikohgacha olingan, hadya yoki meros sifatida olingan mulk umumiy mulk hisoblanmaydi.',
      'Доли супругов признаются равными, если брачным договором не установлено иное. Имущество, полученное до брака, в дар или по наследству, общим не является.',
      'Spouses’ shares are equal unless a marriage contract says otherwise. Property owned before marriage, or received as a gift or inheritance, is not joint property.',
    ),
  ),
  fields: propertyFields,
  body: templateBody(
    propertyFields,
    claimSrc(
      (l) => personHeader(l, { claimValue: true }),
      {
        uz: `
## DAʼVO ARIZASI
### er-xotinning umumiy mulkini taqsimlash toʻgʻrisida
|| Men va javobgar {{marriage_date}} kuni nikohdan oʻtganmiz. Nikoh davomida quyidagi mulkni orttirganmiz: {{property_list}}.
|| {{circumstances}}
|| Mulkni ixtiyoriy taqsimlash haqida kelishuvga erisha olmadik.
|| Oʻzbekiston Respublikasi Oila kodeksiga koʻra er-xotinning nikoh davomida orttirgan mol-mulki ularning umumiy birgalikdagi mulki hisoblanadi va taqsimlanganda ularning ulushlari teng deb eʼtirof etiladi. Yuqoridagilarga asoslanib,
%DEMANDS%
1. Yuqorida koʻrsatilgan mulkni er-xotinning umumiy birgalikdagi mulki deb tan olish.
2. Umumiy mulkni taqsimlab, menga quyidagilarni berish: {{requested_items}}.
3. Zarur hollarda tarafga tegishli ulush qiymatidan ortiq qismi uchun pul kompensatsiyasini undirish.
4. Davlat boji va sud xarajatlarini javobgar zimmasiga yuklash.
`,
        ru: `
## ИСКОВОЕ ЗАЯВЛЕНИЕ
### о разделе общего имущества супругов
|| Я и ответчик вступили в брак {{marriage_date}}. В период брака нами нажито следующее имущество: {{property_list}}.
|| {{circumstances}}
|| Достичь соглашения о добровольном разделе имущества не удалось.
|| Согласно Семейному кодексу Республики Узбекистан имущество, нажитое супругами во время брака, является их общей совместной собственностью, и при его разделе доли супругов признаются равными. На основании изложенного
%DEMANDS%
1. Признать указанное имущество общей совместной собственностью супругов.
2. Разделить общее имущество, выделив мне: {{requested_items}}.
3. При необходимости взыскать денежную компенсацию за превышение стоимости доли.
4. Возложить на ответчика государственную пошлину и судебные расходы.
`,
        en: `
## STATEMENT OF CLAIM
### for division of marital property
|| The defendant and I married on {{marriage_date}}. During the marriage we acquired the following property: {{property_list}}.
|| {{circumstances}}
|| We have not been able to agree on a voluntary division.
|| Under the Family Code of the Republic of Uzbekistan property acquired by spouses during marriage is their joint property, and on division their shares are deemed equal. On these grounds,
%DEMANDS%
1. Recognise the property listed above as the spouses’ joint property.
2. Divide the joint property, allocating to me: {{requested_items}}.
3. Where needed, order monetary compensation for any excess over a party’s share.
4. Order the defendant to bear the state duty and legal costs.
`,
      },
      propertyAttachments,
    ),
  ),
  popularity: 430,
  updatedAt: '2026-11-28',
};

export const claimTemplatesPart1: ClaimTemplateDraft[] = [loanDebt, supplyDebt, contractTermination, alimony, divorce, propertyDivision];
