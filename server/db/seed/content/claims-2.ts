/** Statements of claim, part 2: labour, consumer, damages and housing. */
import { t } from './helpers';
import { field, option, templateBody } from './fields';
import {
  ATT,
  circumstancesField,
  claimDateField,
  claimNote,
  claimValueField,
  courtField,
  defendantOrgFields,
  defendantPersonFields,
  fromValue,
  personHeader,
  plaintiffPersonFields,
  type ClaimTemplateDraft,
} from './claimParts';
import { claimSrc } from './claims-1';
import type { SeedTemplateField } from './types';

// ───────────────────────────── reinstatement at work ─────────────────────────────
const reinstatementFields: SeedTemplateField[] = [
  courtField,
  ...plaintiffPersonFields(),
  ...defendantOrgFields(),
  field('position', 'text', true, 'claim', t('Egallagan lavozim', 'Занимаемая должность', 'Position held')),
  field('hire_date', 'date', true, 'claim', t('Ishga qabul qilingan sana', 'Дата приёма на работу', 'Date hired')),
  field(
    'dismissal_order',
    'text',
    true,
    'claim',
    t('Ishdan boʻshatish buyrugʻi (raqami va sanasi)', 'Приказ об увольнении (номер и дата)', 'Dismissal order (number and date)'),
  ),
  field('dismissal_date', 'date', true, 'claim', t('Ishdan boʻshatilgan sana', 'Дата увольнения', 'Date of dismissal')),
  field('dismissal_ground', 'text', true, 'claim', t('Buyruqda koʻrsatilgan asos', 'Основание, указанное в приказе', 'Ground stated in the order')),
  field('average_daily_pay', 'money', true, 'claim', t('Oʻrtacha kunlik ish haqi', 'Средний дневной заработок', 'Average daily pay')),
  fromValue(
    field('moral_damage', 'money', false, 'claim', t('Maʼnaviy zarar kompensatsiyasi', 'Компенсация морального вреда', 'Compensation for moral harm')),
    'damages',
  ),
  circumstancesField,
  claimDateField,
];
const reinstatementAttachments = [
  ATT.copies,
  t('Mehnat shartnomasi nusxasi', 'Копия трудового договора', 'A copy of the employment contract'),
  t('Ishdan boʻshatish buyrugʻi nusxasi', 'Копия приказа об увольнении', 'A copy of the dismissal order'),
  t('Oʻrtacha ish haqi haqida maʼlumotnoma', 'Справка о среднем заработке', 'A certificate of average pay'),
  t('Majburiy progul uchun haq hisob-kitobi', 'Расчёт оплаты вынужденного прогула', 'A calculation of back pay for the period of unlawful dismissal'),
  ATT.passport,
];
const reinstatement: ClaimTemplateDraft = {
  id: 'reinstatement-at-work',
  categoryId: 'labour',
  title: t(
    'Ishga tiklash va majburiy progul uchun haq undirish',
    'Восстановление на работе и оплата вынужденного прогула',
    'Reinstatement and back pay for the period of unlawful dismissal',
  ),
  description: t(
    'Noqonuniy ishdan boʻshatilgan xodimning ishga tiklash, majburiy progul vaqti uchun oʻrtacha ish haqi va maʼnaviy zararni undirish haqidagi daʼvosi.',
    'Иск незаконно уволенного работника о восстановлении на работе, взыскании среднего заработка за время вынужденного прогула и морального вреда.',
    'A claim by an unlawfully dismissed employee for reinstatement, back pay for the period of unlawful dismissal and compensation for moral harm.',
  ),
  courtType: 'civil',
  jurisdictionNote: t(
    'Ish beruvchi joylashgan yerdagi fuqarolik ishlari boʻyicha sudga. Ishga tiklash toʻgʻrisidagi daʼvo boʻshatish toʻgʻrisidagi buyruq nusxasi topshirilgan kundan boshlab bir oy ichida beriladi.',
    'В суд по гражданским делам по месту нахождения работодателя. Иск о восстановлении подаётся в течение одного месяца со дня вручения копии приказа об увольнении.',
    'The civil court where the employer is located. A claim for reinstatement is filed within one month from the day a copy of the dismissal order is handed over.',
  ),
  stateDuty: {
    kind: 'non-property',
    exemptions: ['employee-labour'],
    note: t(
      'Mehnat munosabatlaridan kelib chiqadigan talablar boʻyicha xodimlar davlat bojidan ozod qilinadi.',
      'Работники освобождены от госпошлины по требованиям, вытекающим из трудовых отношений.',
      'Employees are exempt from the state duty for claims arising from employment.',
    ),
  },
  claimValue: 'non-property',
  pretrialRequired: false,
  attachments: reinstatementAttachments,
  note: claimNote(
    t(
      'Ishga tiklash toʻgʻrisidagi hal qiluv qarori darhol ijro etiladi.',
      'Решение о восстановлении на работе подлежит немедленному исполнению.',
      'A judgment reinstating an employee is enforced immediately.',
    ),
  ),
  fields: reinstatementFields,
  body: templateBody(
    reinstatementFields,
    claimSrc(
      (l) => personHeader(l),
      {
        uz: `
## DAʼVO ARIZASI
### ishga tiklash toʻgʻrisida
|| Men {{hire_date}}dan boshlab javobgarda {{position}} lavozimida ishlaganman. {{dismissal_order}} buyrugʻi bilan {{dismissal_date}} kuni «{{dismissal_ground}}» asosida ishdan boʻshatildim.
|| {{circumstances}}
|| Mening oʻrtacha kunlik ish haqim {{average_daily_pay}}ni tashkil etadi.
|| Ishdan boʻshatish noqonuniy deb hisoblayman, chunki Oʻzbekiston Respublikasi Mehnat kodeksida belgilangan asos va tartibga rioya qilinmagan. Noqonuniy ishdan boʻshatilgan xodim avvalgi ishiga tiklanishi va unga majburiy progul vaqti uchun oʻrtacha ish haqi toʻlanishi lozim. Yuqoridagilarga asoslanib,
%DEMANDS%
1. {{dismissal_order}} buyrugʻini noqonuniy deb topish va bekor qilish.
2. Meni {{position}} lavozimiga tiklash.
3. Javobgardan {{dismissal_date}}dan ishga tiklangan kunga qadar majburiy progul vaqti uchun oʻrtacha ish haqini undirish.
4. Javobgardan {{moral_damage}} miqdorida maʼnaviy zarar kompensatsiyasini undirish.
5. Hal qiluv qarorining ishga tiklash qismini darhol ijroga qaratish.
`,
        ru: `
## ИСКОВОЕ ЗАЯВЛЕНИЕ
### о восстановлении на работе
|| С {{hire_date}} я состою в трудовых отношениях с ответчиком в должности {{position}}. Приказом {{dismissal_order}} трудовой договор со мной расторгнут {{dismissal_date}} по основанию «{{dismissal_ground}}».
|| {{circumstances}}
|| Мой средний дневной заработок составляет {{average_daily_pay}}.
|| Считаю увольнение незаконным, поскольку не соблюдены основания и порядок, установленные Трудовым кодексом Республики Узбекистан. Незаконно уволенный работник подлежит восстановлению на прежней работе с оплатой среднего заработка за время вынужденного прогула. На основании изложенного
%DEMANDS%
1. Признать приказ {{dismissal_order}} незаконным и отменить его.
2. Восстановить меня в должности {{position}}.
3. Взыскать с ответчика средний заработок за время вынужденного прогула с {{dismissal_date}} по день восстановления.
4. Взыскать с ответчика компенсацию морального вреда в размере {{moral_damage}}.
5. Обратить решение в части восстановления на работе к немедленному исполнению.
`,
        en: `
## STATEMENT OF CLAIM
### for reinstatement at work
|| From {{hire_date}} I worked for the defendant as {{position}}. By order {{dismissal_order}} I was dismissed on {{dismissal_date}} on the ground: “{{dismissal_ground}}”.
|| {{circumstances}}
|| My average daily pay is {{average_daily_pay}}.
|| I consider the dismissal unlawful, because the grounds and procedure set by the Labour Code of the Republic of Uzbekistan were not followed. An unlawfully dismissed employee must be reinstated and given back pay for the period of unlawful dismissal. On these grounds,
%DEMANDS%
1. Declare order {{dismissal_order}} unlawful and set it aside.
2. Reinstate me as {{position}}.
3. Order the defendant to pay my average earnings as back pay for the period of unlawful dismissal, from {{dismissal_date}} until reinstatement.
4. Order the defendant to pay {{moral_damage}} as compensation for moral harm.
5. Order immediate enforcement of the reinstatement.
`,
      },
      reinstatementAttachments,
    ),
  ),
  popularity: 640,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── wage arrears ─────────────────────────────
const wageFields: SeedTemplateField[] = [
  courtField,
  ...plaintiffPersonFields(),
  ...defendantOrgFields(),
  field('position', 'text', true, 'claim', t('Lavozim', 'Должность', 'Position')),
  field('period_from', 'date', true, 'claim', t('Toʻlanmagan davr boshlanishi', 'Начало неоплаченного периода', 'Unpaid period from')),
  field('period_to', 'date', true, 'claim', t('Toʻlanmagan davr tugashi', 'Конец неоплаченного периода', 'Unpaid period to')),
  fromValue(field('wage_debt', 'money', true, 'claim', t('Ish haqi boʻyicha qarz', 'Задолженность по заработной плате', 'Unpaid wages')), 'principal'),
  fromValue(
    field(
      'delay_compensation',
      'money',
      false,
      'claim',
      t('Kechiktirilgani uchun kompensatsiya', 'Компенсация за задержку выплаты', 'Compensation for the delay'),
    ),
    'penalty',
  ),
  claimValueField,
  circumstancesField,
  claimDateField,
];
const wageAttachments = [
  ATT.copies,
  t(
    'Mehnat shartnomasi yoki ishga qabul qilish buyrugʻi nusxasi',
    'Копия трудового договора или приказа о приёме',
    'A copy of the employment contract or hiring order',
  ),
  t('Ish haqi boʻyicha qarz haqida maʼlumotnoma yoki hisob varaqalari', 'Справка о задолженности или расчётные листки', 'A statement of arrears or payslips'),
  ATT.calculation,
  ATT.passport,
];
const wageArrears: ClaimTemplateDraft = {
  id: 'wage-arrears',
  categoryId: 'labour',
  title: t('Ish haqi boʻyicha qarzni undirish', 'Взыскание задолженности по заработной плате', 'Recovery of unpaid wages'),
  description: t(
    'Ish beruvchi ish haqi, taʼtil puli yoki hisob-kitob summasini toʻlamaganda xodimning daʼvosi.',
    'Иск работника, когда работодатель не выплатил зарплату, отпускные или окончательный расчёт.',
    'An employee’s claim when the employer has not paid wages, holiday pay or the final settlement.',
  ),
  courtType: 'civil',
  jurisdictionNote: t(
    'Ish beruvchi joylashgan yerdagi fuqarolik ishlari boʻyicha sudga. Hisoblangan, lekin toʻlanmagan ish haqi boʻyicha sud buyrugʻi berish haqida ariza ham berish mumkin.',
    'В суд по гражданским делам по месту нахождения работодателя. По начисленной, но не выплаченной зарплате можно подать и заявление о выдаче судебного приказа.',
    'The civil court where the employer is located. For wages that were calculated but not paid you may also apply for a court order.',
  ),
  stateDuty: {
    kind: 'property',
    exemptions: ['employee-labour'],
    note: t(
      'Mehnat munosabatlaridan kelib chiqadigan talablar boʻyicha xodimlar davlat bojidan ozod qilinadi.',
      'Работники освобождены от госпошлины по требованиям, вытекающим из трудовых отношений.',
      'Employees are exempt from the state duty for claims arising from employment.',
    ),
  },
  claimValue: 'amount-sought',
  pretrialRequired: false,
  attachments: wageAttachments,
  note: claimNote(),
  fields: wageFields,
  body: templateBody(
    wageFields,
    claimSrc(
      (l) => personHeader(l, { claimValue: true }),
      {
        uz: `
## DAʼVO ARIZASI
### ish haqi boʻyicha qarzni undirish toʻgʻrisida
|| Men javobgarda {{position}} lavozimida ishlayman (ishlaganman). {{period_from}}dan {{period_to}}gacha boʻlgan davr uchun menga ish haqi toʻlanmagan.
|| {{circumstances}}
|| Ish haqi boʻyicha qarz **{{wage_debt}}**, uning kechiktirilgani uchun kompensatsiya {{delay_compensation}}ni tashkil etadi.
|| Oʻzbekiston Respublikasi Mehnat kodeksiga koʻra ish beruvchi ish haqini oʻz vaqtida va toʻliq toʻlashi shart. Yuqoridagilarga asoslanib,
%DEMANDS%
1. Javobgardan mening foydamga {{wage_debt}} miqdoridagi ish haqi qarzini undirish.
2. Javobgardan ish haqi kechiktirilgani uchun {{delay_compensation}} miqdorida kompensatsiya undirish.
3. Davlat bojini javobgar zimmasiga yuklash.
`,
        ru: `
## ИСКОВОЕ ЗАЯВЛЕНИЕ
### о взыскании задолженности по заработной плате
|| Между мной и ответчиком заключён трудовой договор, моя должность — {{position}}. За период с {{period_from}} по {{period_to}} заработная плата мне не выплачена.
|| {{circumstances}}
|| Задолженность по заработной плате составляет **{{wage_debt}}**, компенсация за задержку — {{delay_compensation}}.
|| Согласно Трудовому кодексу Республики Узбекистан работодатель обязан выплачивать заработную плату своевременно и в полном объёме. На основании изложенного
%DEMANDS%
1. Взыскать с ответчика в мою пользу задолженность по заработной плате в размере {{wage_debt}}.
2. Взыскать с ответчика компенсацию за задержку выплаты в размере {{delay_compensation}}.
3. Возложить государственную пошлину на ответчика.
`,
        en: `
## STATEMENT OF CLAIM
### for recovery of unpaid wages
|| I work (worked) for the defendant as {{position}}. I have not been paid for the period from {{period_from}} to {{period_to}}.
|| {{circumstances}}
|| The unpaid wages amount to **{{wage_debt}}**, and compensation for the delay to {{delay_compensation}}.
|| Under the Labour Code of the Republic of Uzbekistan an employer must pay wages on time and in full. On these grounds,
%DEMANDS%
1. Order the defendant to pay me unpaid wages of {{wage_debt}}.
2. Order the defendant to pay {{delay_compensation}} as compensation for the delay.
3. Charge the state duty to the defendant.
`,
      },
      wageAttachments,
    ),
  ),
  popularity: 520,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── consumer: refund for faulty goods ─────────────────────────────
const consumerFields: SeedTemplateField[] = [
  courtField,
  ...plaintiffPersonFields(),
  ...defendantOrgFields(),
  field('purchase_date', 'date', true, 'claim', t('Xarid sanasi', 'Дата покупки', 'Date of purchase')),
  field('product', 'text', true, 'claim', t('Tovar (nomi, modeli)', 'Товар (наименование, модель)', 'Product (name, model)')),
  fromValue(field('product_price', 'money', true, 'claim', t('Tovar narxi', 'Стоимость товара', 'Price paid')), 'principal'),
  field(
    'demand_date',
    'date',
    true,
    'claim',
    t('Sotuvchiga talab bildirilgan sana', 'Дата предъявления требования продавцу', 'Date the seller was asked to refund'),
  ),
  fromValue(
    field('penalty_amount', 'money', false, 'claim', t('Talabni kechiktirgani uchun penya', 'Неустойка за просрочку требования', 'Penalty for the delay')),
    'penalty',
  ),
  fromValue(
    field('moral_damage', 'money', false, 'claim', t('Maʼnaviy zarar kompensatsiyasi', 'Компенсация морального вреда', 'Compensation for moral harm')),
    'damages',
  ),
  claimValueField,
  circumstancesField,
  claimDateField,
];
const consumerAttachments = [
  ATT.copies,
  t('Chek, toʻlov kvitansiyasi yoki buyurtma tasdigʻi', 'Чек, квитанция об оплате или подтверждение заказа', 'The receipt, payment slip or order confirmation'),
  t('Kafolat taloni va servis markazi xulosasi', 'Гарантийный талон и заключение сервисного центра', 'The warranty card and service centre report'),
  t('Sotuvchiga yuborilgan talabnoma va javob (boʻlsa)', 'Претензия продавцу и ответ (если есть)', 'The demand sent to the seller and any reply'),
  ATT.calculation,
  ATT.passport,
];
const consumerRefund: ClaimTemplateDraft = {
  id: 'consumer-refund',
  categoryId: 'consumer',
  title: t('Sifatsiz tovar uchun pulni qaytarish', 'Возврат денег за некачественный товар', 'Refund for faulty goods'),
  description: t(
    'Sotuvchi sifatsiz tovar uchun pulni qaytarishdan bosh tortganda isteʼmolchining daʼvosi: narx, penya va maʼnaviy zarar.',
    'Иск потребителя, когда продавец отказывается вернуть деньги за некачественный товар: цена, неустойка и моральный вред.',
    'A consumer’s claim when a seller refuses to refund faulty goods: the price, a penalty and compensation for moral harm.',
  ),
  courtType: 'civil',
  jurisdictionNote: t(
    'Isteʼmolchi oʻz yashash joyidagi, shartnoma tuzilgan yoki bajarilgan joydagi, yoxud sotuvchi joylashgan yerdagi sudni tanlashi mumkin.',
    'Потребитель может выбрать суд по своему месту жительства, по месту заключения или исполнения договора либо по месту нахождения продавца.',
    'The consumer may choose the court where they live, where the contract was made or performed, or where the seller is located.',
  ),
  stateDuty: {
    kind: 'property',
    exemptions: ['consumer'],
    note: t(
      'Isteʼmolchilar huquqlarini himoya qilish haqidagi daʼvolar boʻyicha isteʼmolchi qonunga koʻra davlat bojidan ozod qilinadi; daʼvo qanoatlantirilsa, sud bojni javobgardan undiradi.',
      'По искам о защите прав потребителей истец-потребитель освобождён от уплаты государственной пошлины по закону; если иск удовлетворён, суд взыскивает пошлину с ответчика.',
      'In a consumer-protection claim the consumer is exempt from the state duty by law; if the claim succeeds, the court recovers the duty from the defendant.',
    ),
  },
  claimValue: 'amount-sought',
  pretrialRequired: false,
  attachments: consumerAttachments,
  note: claimNote(
    t(
      'Daʼvodan oldin sotuvchiga yozma talab yuborish majburiy boʻlmasa-da, u penyani hisoblash va nizoni tez hal qilish uchun foydali.',
      'Письменная претензия продавцу до иска не обязательна, но полезна для расчёта неустойки и быстрого решения спора.',
      'A demand letter to the seller before suing is not mandatory, but it helps in calculating the penalty and settling quickly.',
    ),
  ),
  fields: consumerFields,
  body: templateBody(
    consumerFields,
    claimSrc(
      (l) => personHeader(l, { claimValue: true }),
      {
        uz: `
## DAʼVO ARIZASI
### isteʼmolchining huquqlarini himoya qilish toʻgʻrisida
|| {{purchase_date}} kuni men javobgardan {{product}}ni sotib oldim, uning narxi: {{product_price}}. Kafolat muddati davomida tovarda kamchilik aniqlandi.
|| {{circumstances}}
|| {{demand_date}} kuni men sotuvchiga oldi-sotdi shartnomasini bekor qilib, toʻlangan pulni qaytarishni talab qildim, biroq talabim qonunda belgilangan muddatda qanoatlantirilmadi.
|| «Isteʼmolchilarning huquqlarini himoya qilish toʻgʻrisida»gi Oʻzbekiston Respublikasi Qonuniga koʻra sifatsiz tovar sotilgan isteʼmolchi shartnomani bekor qilib, toʻlangan summani qaytarishni, talab kechiktirilgan har bir kun uchun penya va maʼnaviy zarar kompensatsiyasini talab qilishga haqli. Yuqoridagilarga asoslanib,
%DEMANDS%
1. Oldi-sotdi shartnomasini bekor qilish va javobgardan mening foydamga tovar narxi {{product_price}}ni undirish.
2. Javobgardan talab kechiktirilgani uchun {{penalty_amount}} miqdorida penya undirish.
3. Javobgardan {{moral_damage}} miqdorida maʼnaviy zarar kompensatsiyasini undirish.
4. Davlat bojini javobgar zimmasiga yuklash.
`,
        ru: `
## ИСКОВОЕ ЗАЯВЛЕНИЕ
### о защите прав потребителя
|| {{purchase_date}} мною приобретён у ответчика товар: {{product}}, стоимостью {{product_price}}. В течение гарантийного срока в товаре обнаружен недостаток.
|| {{circumstances}}
|| {{demand_date}} мною предъявлено продавцу требование расторгнуть договор купли-продажи и вернуть уплаченные деньги, однако в установленный законом срок требование не удовлетворено.
|| Согласно Закону Республики Узбекистан «О защите прав потребителей» потребитель, которому продан товар ненадлежащего качества, вправе расторгнуть договор и потребовать возврата уплаченной суммы, неустойки за каждый день просрочки и компенсации морального вреда. На основании изложенного
%DEMANDS%
1. Расторгнуть договор купли-продажи и взыскать с ответчика в мою пользу стоимость товара {{product_price}}.
2. Взыскать с ответчика неустойку за просрочку требования в размере {{penalty_amount}}.
3. Взыскать с ответчика компенсацию морального вреда в размере {{moral_damage}}.
4. Возложить государственную пошлину на ответчика.
`,
        en: `
## STATEMENT OF CLAIM
### for protection of consumer rights
|| On {{purchase_date}} I bought {{product}} from the defendant for {{product_price}}. A defect appeared within the warranty period.
|| {{circumstances}}
|| On {{demand_date}} I asked the seller to cancel the sale and refund the money, but the demand was not met within the time set by law.
|| Under the Law of the Republic of Uzbekistan on Consumer Rights Protection a consumer sold defective goods may cancel the contract and claim a refund, a penalty for each day of delay and compensation for moral harm. On these grounds,
%DEMANDS%
1. Cancel the sale contract and order the defendant to pay me the price of {{product_price}}.
2. Order the defendant to pay a penalty of {{penalty_amount}} for the delay.
3. Order the defendant to pay {{moral_damage}} as compensation for moral harm.
4. Charge the state duty to the defendant.
`,
      },
      consumerAttachments,
    ),
  ),
  popularity: 580,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── compensation of damage ─────────────────────────────
const damageFields: SeedTemplateField[] = [
  courtField,
  ...plaintiffPersonFields(),
  ...defendantPersonFields(),
  field('incident_date', 'date', true, 'claim', t('Zarar yetkazilgan sana', 'Дата причинения вреда', 'Date of the damage')),
  field('incident_type', 'select', true, 'claim', t('Zarar turi', 'Вид вреда', 'Kind of damage'), {
    options: [
      option('flood', 'xonadonni suv bosishi', 'залив квартиры', 'flooding of a flat'),
      option('traffic', 'yoʻl-transport hodisasi', 'дорожно-транспортное происшествие', 'a road accident'),
      option('property', 'mol-mulkning shikastlanishi', 'повреждение имущества', 'damage to property'),
    ],
  }),
  field(
    'valuation_report',
    'text',
    true,
    'claim',
    t('Baholash hisoboti (raqami, sanasi, baholovchi)', 'Отчёт об оценке (номер, дата, оценщик)', 'Valuation report (number, date, appraiser)'),
  ),
  fromValue(field('material_damage', 'money', true, 'claim', t('Moddiy zarar', 'Материальный ущерб', 'Material damage')), 'principal'),
  fromValue(field('valuation_cost', 'money', false, 'claim', t('Baholash xarajatlari', 'Расходы на оценку', 'Cost of the valuation')), 'other'),
  fromValue(
    field('moral_damage', 'money', false, 'claim', t('Maʼnaviy zarar kompensatsiyasi', 'Компенсация морального вреда', 'Compensation for moral harm')),
    'damages',
  ),
  claimValueField,
  circumstancesField,
  claimDateField,
];
const damageAttachments = [
  ATT.copies,
  ATT.duty,
  t(
    'Hodisa dalolatnomasi (boshqaruv kompaniyasi, YHXB yoki boshqa organ)',
    'Акт о происшествии (управляющая компания, ГСБДД или иной орган)',
    'The incident report (housing company, traffic police or other body)',
  ),
  t('Zarar miqdorini baholash hisoboti', 'Отчёт об оценке ущерба', 'The damage valuation report'),
  t('Mulkka boʻlgan huquqni tasdiqlovchi hujjat', 'Документ о праве на имущество', 'Proof of ownership of the damaged property'),
  t('Fotosuratlar va guvohlar koʻrsatmalari (boʻlsa)', 'Фотографии и показания свидетелей (если есть)', 'Photographs and witness statements (if any)'),
  ATT.calculation,
  ATT.passport,
];
const damageCompensation: ClaimTemplateDraft = {
  id: 'damage-compensation',
  categoryId: 'damages',
  title: t('Moddiy va maʼnaviy zararni undirish', 'Возмещение материального и морального вреда', 'Compensation for material damage and moral harm'),
  description: t(
    'Xonadonni suv bosishi, yoʻl-transport hodisasi yoki mulkning shikastlanishi natijasida yetkazilgan zararni aybdor shaxsdan undirish.',
    'Взыскание с виновного вреда, причинённого заливом квартиры, ДТП или повреждением имущества.',
    'Recovering from the person at fault the damage caused by a flooded flat, a road accident or damaged property.',
  ),
  courtType: 'civil',
  jurisdictionNote: t(
    'Javobgar yashaydigan joydagi yoki zarar yetkazilgan joydagi fuqarolik ishlari boʻyicha sudga.',
    'В суд по гражданским делам по месту жительства ответчика или по месту причинения вреда.',
    'The civil court where the defendant lives or where the damage was caused.',
  ),
  stateDuty: {
    kind: 'property',
    exemptions: [],
    note: t(
      'Moddiy zarar boʻyicha mulkiy daʼvo: daʼvo bahosidan foiz hisobida; maʼnaviy zarar talabi uchun boj alohida hisoblanishi mumkin.',
      'Имущественный иск о материальном ущербе: процент от цены иска; за требование о моральном вреде пошлина может исчисляться отдельно.',
      'A property claim for material damage: a percentage of the claim value; the claim for moral harm may be charged separately.',
    ),
  },
  claimValue: 'amount-sought',
  pretrialRequired: false,
  attachments: damageAttachments,
  note: claimNote(
    t(
      'Agar aybdorning javobgarligi sugʻurtalangan boʻlsa (masalan, avtotransport egalarining majburiy sugʻurtasi), avval sugʻurta kompaniyasiga murojaat qiling.',
      'Если ответственность виновника застрахована (например, обязательное страхование автовладельцев), сначала обратитесь в страховую компанию.',
      'If the wrongdoer’s liability is insured (for example, compulsory motor insurance), claim from the insurer first.',
    ),
  ),
  fields: damageFields,
  body: templateBody(
    damageFields,
    claimSrc(
      (l) => personHeader(l, { claimValue: true }),
      {
        uz: `
## DAʼVO ARIZASI
### zararni undirish toʻgʻrisida
|| {{incident_date}} kuni javobgarning aybi bilan mening mol-mulkimga zarar yetkazildi: {{incident_type}}.
|| {{circumstances}}
|| Zarar miqdori {{valuation_report}} baholash hisobotiga koʻra **{{material_damage}}**ni tashkil etadi. Baholash uchun {{valuation_cost}} sarfladim. Bundan tashqari, yetkazilgan zarar menga maʼnaviy iztirob keltirdi.
|| Oʻzbekiston Respublikasi Fuqarolik kodeksiga koʻra fuqaroning shaxsiga yoki mol-mulkiga yetkazilgan zarar uni yetkazgan shaxs tomonidan toʻliq hajmda qoplanishi kerak. Yuqoridagilarga asoslanib,
%DEMANDS%
1. Javobgardan mening foydamga {{material_damage}} miqdoridagi moddiy zararni undirish.
2. Javobgardan baholash xarajatlari {{valuation_cost}}ni undirish.
3. Javobgardan {{moral_damage}} miqdorida maʼnaviy zarar kompensatsiyasini undirish.
4. Davlat boji va sud xarajatlarini javobgar zimmasiga yuklash.
`,
        ru: `
## ИСКОВОЕ ЗАЯВЛЕНИЕ
### о возмещении вреда
|| {{incident_date}} по вине ответчика моему имуществу причинён вред: {{incident_type}}.
|| {{circumstances}}
|| Размер ущерба согласно отчёту об оценке {{valuation_report}} составляет **{{material_damage}}**. Расходы на оценку составили {{valuation_cost}}. Кроме того, причинённый вред доставил мне нравственные страдания.
|| Согласно Гражданскому кодексу Республики Узбекистан вред, причинённый личности или имуществу гражданина, подлежит возмещению в полном объёме лицом, причинившим вред. На основании изложенного
%DEMANDS%
1. Взыскать с ответчика в мою пользу материальный ущерб в размере {{material_damage}}.
2. Взыскать с ответчика расходы на оценку в размере {{valuation_cost}}.
3. Взыскать с ответчика компенсацию морального вреда в размере {{moral_damage}}.
4. Возложить на ответчика государственную пошлину и судебные расходы.
`,
        en: `
## STATEMENT OF CLAIM
### for compensation for damage
|| On {{incident_date}}, through the defendant’s fault, my property was damaged: {{incident_type}}.
|| {{circumstances}}
|| According to valuation report {{valuation_report}} the damage amounts to **{{material_damage}}**. I spent {{valuation_cost}} on the valuation. The damage has also caused me distress.
|| Under the Civil Code of the Republic of Uzbekistan harm caused to a citizen’s person or property must be compensated in full by the person who caused it. On these grounds,
%DEMANDS%
1. Order the defendant to pay me {{material_damage}} for material damage.
2. Order the defendant to pay the valuation cost of {{valuation_cost}}.
3. Order the defendant to pay {{moral_damage}} as compensation for moral harm.
4. Order the defendant to bear the state duty and legal costs.
`,
      },
      damageAttachments,
    ),
  ),
  popularity: 450,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── eviction ─────────────────────────────
const evictionFields: SeedTemplateField[] = [
  courtField,
  ...plaintiffPersonFields(),
  ...defendantPersonFields(),
  field('property_address', 'text', true, 'claim', t('Turar joy manzili', 'Адрес жилого помещения', 'Address of the home')),
  field('ownership_document', 'text', true, 'claim', t('Mulk huquqini tasdiqlovchi hujjat', 'Документ, подтверждающий право собственности', 'Title document')),
  field(
    'notice_date',
    'date',
    true,
    'claim',
    t('Chiqib ketish talabi bildirilgan sana', 'Дата требования освободить помещение', 'Date of the notice to leave'),
  ),
  circumstancesField,
  claimDateField,
];
const evictionAttachments = [
  ATT.copies,
  ATT.duty,
  t(
    'Kadastr koʻchirmasi yoki mulk huquqini tasdiqlovchi boshqa hujjat',
    'Выписка из кадастра или иной документ о праве собственности',
    'A cadastre extract or other title document',
  ),
  t('Xonadonda roʻyxatda turganlar haqida maʼlumotnoma', 'Справка о зарегистрированных в помещении', 'A certificate of the persons registered at the address'),
  t(
    'Chiqib ketish haqidagi yozma talab va u topshirilganini tasdiqlovchi hujjat',
    'Письменное требование об освобождении и документ о его вручении',
    'The written notice to leave and proof it was delivered',
  ),
  ATT.passport,
];
const eviction: ClaimTemplateDraft = {
  id: 'eviction',
  categoryId: 'housing',
  title: t('Turar joydan chiqarish', 'Выселение из жилого помещения', 'Eviction from a home'),
  description: t(
    'Mulkdorning turar joyida huquqiy asossiz yashayotgan yoki ijara muddati tugagan shaxsni chiqarish haqida daʼvo.',
    'Иск собственника о выселении лица, которое живёт в его жилье без законных оснований или после окончания аренды.',
    'An owner’s claim to evict a person living in the home without legal grounds or after the lease has ended.',
  ),
  courtType: 'civil',
  jurisdictionNote: t(
    'Turar joy joylashgan yerdagi fuqarolik ishlari boʻyicha sudga.',
    'В суд по гражданским делам по местонахождению жилого помещения.',
    'The civil court where the home is located.',
  ),
  stateDuty: {
    kind: 'non-property',
    exemptions: [],
    note: t(
      'Nomulkiy daʼvo: qatʼiy miqdordagi davlat boji.',
      'Неимущественный иск: государственная пошлина в твёрдой сумме.',
      'A non-property claim: a fixed state duty.',
    ),
  },
  claimValue: 'non-property',
  courtRule: 'property',
  pretrialRequired: false,
  attachments: evictionAttachments,
  note: claimNote(
    t(
      'Voyaga yetmaganlar yashaydigan turar joydan chiqarish ishlarida vasiylik va homiylik organi ishtirok etadi.',
      'В делах о выселении, когда в помещении живут несовершеннолетние, участвует орган опеки и попечительства.',
      'Where minors live in the home, the guardianship authority takes part in the eviction case.',
    ),
  ),
  fields: evictionFields,
  body: templateBody(
    evictionFields,
    claimSrc(
      (l) => personHeader(l),
      {
        uz: `
## DAʼVO ARIZASI
### turar joydan chiqarish toʻgʻrisida
|| {{property_address}} manzilidagi turar joy menga mulk huquqi asosida tegishli, bu {{ownership_document}} bilan tasdiqlanadi.
|| {{circumstances}}
|| {{notice_date}} kuni men javobgarga turar joyni boʻshatishni yozma ravishda talab qildim, biroq u talabni bajarmadi. Javobgarning turar joydan foydalanish uchun qonuniy asosi yoʻq, bu esa mening mulkdor sifatidagi huquqlarimni buzmoqda.
|| Oʻzbekiston Respublikasi Fuqarolik kodeksi va Uy-joy kodeksiga koʻra mulkdor oʻz mulkiga boʻlgan huquqlarining har qanday buzilishini bartaraf etishni talab qilishga haqli. Yuqoridagilarga asoslanib,
%DEMANDS%
1. Javobgarni {{property_address}} manzilidagi turar joydan boshqa turar joy bermasdan chiqarish.
2. Javobgarni ushbu manzildagi roʻyxatdan chiqarish.
3. Davlat boji va sud xarajatlarini javobgar zimmasiga yuklash.
`,
        ru: `
## ИСКОВОЕ ЗАЯВЛЕНИЕ
### о выселении
|| Жилое помещение по адресу {{property_address}} принадлежит мне на праве собственности, что подтверждается: {{ownership_document}}.
|| {{circumstances}}
|| {{notice_date}} мною направлено ответчику письменное требование освободить помещение, однако требование не исполнено. Законных оснований пользоваться помещением у ответчика нет, что нарушает мои права собственника.
|| Согласно Гражданскому и Жилищному кодексам Республики Узбекистан собственник вправе требовать устранения всяких нарушений его права. На основании изложенного
%DEMANDS%
1. Выселить ответчика из жилого помещения по адресу {{property_address}} без предоставления другого жилья.
2. Снять ответчика с регистрационного учёта по этому адресу.
3. Возложить на ответчика государственную пошлину и судебные расходы.
`,
        en: `
## STATEMENT OF CLAIM
### for eviction
|| The home at {{property_address}} belongs to me, as shown by: {{ownership_document}}.
|| {{circumstances}}
|| On {{notice_date}} I asked the defendant in writing to leave the home, but the defendant has not done so. The defendant has no legal ground to use the home, which violates my rights as owner.
|| Under the Civil Code and the Housing Code of the Republic of Uzbekistan an owner may demand that any violation of their rights be ended. On these grounds,
%DEMANDS%
1. Evict the defendant from the home at {{property_address}} without providing other housing.
2. Remove the defendant’s registration at that address.
3. Order the defendant to bear the state duty and legal costs.
`,
      },
      evictionAttachments,
    ),
  ),
  popularity: 260,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── recognition of ownership ─────────────────────────────
const ownershipFields: SeedTemplateField[] = [
  courtField,
  ...plaintiffPersonFields(),
  ...defendantOrgFields(),
  field('property_address', 'text', true, 'claim', t('Mulk manzili', 'Адрес объекта', 'Address of the property')),
  field(
    'property_description',
    'textarea',
    true,
    'claim',
    t('Mulk tavsifi (turi, maydoni, kadastr raqami)', 'Описание объекта (вид, площадь, кадастровый номер)', 'Description (type, area, cadastre number)'),
  ),
  field('ownership_basis', 'select', true, 'claim', t('Huquq asosi', 'Основание права', 'Basis of the right'), {
    options: [
      option('purchase', 'roʻyxatdan oʻtkazilmagan oldi-sotdi', 'незарегистрированная купля-продажа', 'an unregistered purchase'),
      option('inheritance', 'merosni haqiqatda qabul qilish', 'фактическое принятие наследства', 'an inheritance accepted in fact'),
      option('prescription', 'egalik qilish huquqini vujudga keltiruvchi muddat', 'приобретательная давность', 'acquisitive prescription'),
      option('construction', 'oʻz mablagʻi hisobidan qurish', 'строительство за свой счёт', 'building at own expense'),
    ],
  }),
  claimValueField,
  circumstancesField,
  claimDateField,
];
const ownershipAttachments = [
  ATT.copies,
  ATT.duty,
  t(
    'Mulkka egalik qilishni tasdiqlovchi hujjatlar (shartnoma, tilxat, kvitansiyalar)',
    'Документы о владении имуществом (договор, расписка, квитанции)',
    'Documents proving possession (contract, receipt, bills)',
  ),
  t('Texnik pasport yoki kadastr hujjatlari', 'Технический паспорт или кадастровые документы', 'Technical passport or cadastre documents'),
  t('Mulk qiymatini baholash hisoboti', 'Отчёт об оценке стоимости', 'A valuation report'),
  ATT.passport,
];
const ownershipRecognition: ClaimTemplateDraft = {
  id: 'ownership-recognition',
  categoryId: 'housing',
  title: t('Mulk huquqini tan olish', 'Признание права собственности', 'Recognition of ownership'),
  description: t(
    'Uy, kvartira yoki boshqa mulkka boʻlgan huquqni hujjatlar yetishmagan holda sud orqali tan oldirish haqida daʼvo.',
    'Иск о признании через суд права на дом, квартиру или иное имущество, когда документов недостаточно.',
    'A claim to have a right to a house, flat or other property recognised by a court when the paperwork is incomplete.',
  ),
  courtType: 'civil',
  jurisdictionNote: t(
    'Koʻchmas mulk joylashgan yerdagi fuqarolik ishlari boʻyicha sudga.',
    'В суд по гражданским делам по местонахождению недвижимости.',
    'The civil court where the real estate is located.',
  ),
  stateDuty: {
    kind: 'property',
    exemptions: [],
    note: t(
      'Mulkiy daʼvo: mulk qiymatidan foiz hisobida.',
      'Имущественный иск: процент от стоимости имущества.',
      'A property claim: a percentage of the value of the property.',
    ),
  },
  claimValue: 'property-value',
  courtRule: 'property',
  pretrialRequired: false,
  attachments: ownershipAttachments,
  note: claimNote(
    t(
      'Hal qiluv qarori qonuniy kuchga kirgach, uni kadastr organiga taqdim etib, huquqni davlat roʻyxatidan oʻtkazing.',
      'После вступления решения в силу представьте его в кадастровый орган для государственной регистрации права.',
      'Once the judgment takes effect, submit it to the cadastre authority to register the right.',
    ),
  ),
  fields: ownershipFields,
  body: templateBody(
    ownershipFields,
    claimSrc(
      (l) => personHeader(l, { claimValue: true }),
      {
        uz: `
## DAʼVO ARIZASI
### mulk huquqini tan olish toʻgʻrisida
|| Men {{property_address}} manzilida joylashgan quyidagi mulkka egalik qilaman: {{property_description}}.
|| Huquqimning asosi: {{ownership_basis}}.
|| {{circumstances}}
|| Hujjatlar yetishmagani sababli mulk huquqimni kadastr organida roʻyxatdan oʻtkaza olmayapman.
|| Oʻzbekiston Respublikasi Fuqarolik kodeksiga koʻra fuqarolik huquqlarini himoya qilish huquqni tan olish yoʻli bilan amalga oshiriladi. Yuqoridagilarga asoslanib,
%DEMANDS%
1. {{property_address}} manzilidagi mulkka boʻlgan mening mulk huquqimni tan olish.
2. Hal qiluv qarori mulk huquqini davlat roʻyxatidan oʻtkazish uchun asos ekanligini koʻrsatish.
3. Davlat boji va sud xarajatlarini qonunga muvofiq taqsimlash.
`,
        ru: `
## ИСКОВОЕ ЗАЯВЛЕНИЕ
### о признании права собственности
|| Я владею следующим имуществом по адресу {{property_address}}: {{property_description}}.
|| Основание моего права: {{ownership_basis}}.
|| {{circumstances}}
|| Из-за недостатка документов я не могу зарегистрировать право собственности в кадастровом органе.
|| Согласно Гражданскому кодексу Республики Узбекистан защита гражданских прав осуществляется, в том числе, путём признания права. На основании изложенного
%DEMANDS%
1. Признать за мной право собственности на имущество по адресу {{property_address}}.
2. Указать, что решение является основанием для государственной регистрации права собственности.
3. Распределить государственную пошлину и судебные расходы в соответствии с законом.
`,
        en: `
## STATEMENT OF CLAIM
### for recognition of ownership
|| I possess the following property at {{property_address}}: {{property_description}}.
|| The basis of my right: {{ownership_basis}}.
|| {{circumstances}}
|| Because documents are missing, I cannot register my ownership with the cadastre authority.
|| Under the Civil Code of the Republic of Uzbekistan civil rights are protected, among other ways, by recognition of the right. On these grounds,
%DEMANDS%
1. Recognise my ownership of the property at {{property_address}}.
2. State that the judgment is the basis for registering the ownership.
3. Allocate the state duty and legal costs as the law provides.
`,
      },
      ownershipAttachments,
    ),
  ),
  popularity: 310,
  updatedAt: '2026-11-28',
};

export const claimTemplatesPart2: ClaimTemplateDraft[] = [reinstatement, wageArrears, consumerRefund, damageCompensation, eviction, ownershipRecognition];
