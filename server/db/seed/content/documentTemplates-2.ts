/** Document templates, part 2: applications, letters and family documents. */
import { t } from './helpers';
import { cityField, dateField, field, option, personFields, templateBody, type Role } from './fields';
import { LIMITS } from './field-limits';
import type { SeedTemplateField } from './types';
import type { DocumentTemplateDraft } from './documentTemplateDraft';

const applicant: Role = { uz: 'Ariza beruvchi', ruGen: 'заявителя', en: 'Applicant' };
const donor: Role = { uz: 'Hadya qiluvchi', ruGen: 'дарителя', en: 'Donor' };
const donee: Role = { uz: 'Hadya oluvchi', ruGen: 'одаряемого', en: 'Donee' };
const spouse: Role = { uz: 'Rozilik beruvchi', ruGen: 'супруга, дающего согласие', en: 'Consenting spouse' };
const otherSpouse: Role = { uz: 'Turmush oʻrtogʻi', ruGen: 'другого супруга', en: 'Other spouse' };
const husband: Role = { uz: 'Er', ruGen: 'супруга', en: 'Husband' };
const wife: Role = { uz: 'Xotin', ruGen: 'супруги', en: 'Wife' };

// ───────────────────────────── complaint to a state body ─────────────────────────────
const complaintFields: SeedTemplateField[] = [
  dateField,
  field('body_name', 'text', true, 'parties', t('Murojaat qilinayotgan organ', 'Орган, в который подаётся обращение', 'Body addressed')),
  // Uzbek adds the dative ending to the value; Russian has no case form for a position, so its label asks for the dative as the header needs it.
  field('body_head', 'text', true, 'parties', t('Rahbarning lavozimi va F.I.Sh.', 'Кому: должность и Ф.И.О. руководителя', 'Head’s position and name'), {
    hint: t(
      'Masalan: Yunusobod tumani hokimi B. S. Aliyev',
      'В дательном падеже, например: Хокиму Юнусабадского района Алиеву Б. С.',
      'For example: Khokim of Yunusabad District B. S. Aliyev',
    ),
  }),
  ...personFields('applicant', applicant, 'parties', { pinfl: false, passport: false, phone: true }),
  field('subject', 'text', true, 'subject', t('Shikoyat mavzusi', 'Тема жалобы', 'Subject of the complaint')),
  field('circumstances', 'textarea', true, 'subject', t('Holatlar (nima sodir boʻldi)', 'Обстоятельства (что произошло)', 'What happened')),
  field('request', 'textarea', true, 'subject', t('Nimani soʻraysiz', 'Что вы просите', 'What you ask for'), {
    hint: t(
      'Yozma javob soʻrash shart emas: shikoyat oxirida bu soʻrov bor',
      'Просить о письменном ответе не нужно: эта просьба уже есть в конце жалобы',
      'No need to ask for a written answer: the complaint ends with that request',
    ),
  }),
  field('attachments', 'textarea', false, 'signature', t('Ilova qilinadigan hujjatlar', 'Прилагаемые документы', 'Attached documents')),
];

const complaintStateBody: DocumentTemplateDraft = {
  id: 'complaint-to-state-body',
  categoryId: 'applications',
  title: t('Davlat organiga shikoyat', 'Жалоба в государственный орган', 'Complaint to a state body'),
  description: t(
    'Hokimlik, vazirlik yoki boshqa davlat organiga mansabdor shaxsning harakati yoki qarori ustidan yozma shikoyat.',
    'Письменная жалоба в хокимият, министерство или иной государственный орган на действие или решение должностного лица.',
    'A written complaint to a khokimiyat, ministry or other state body about an official’s action or decision.',
  ),
  extraNote: t(
    '«Jismoniy va yuridik shaxslarning murojaatlari toʻgʻrisida»gi qonunga koʻra murojaat odatda 15 kun ichida, qoʻshimcha oʻrganish talab qilinsa bir oygacha koʻrib chiqiladi. Murojaatni my.gov.uz orqali elektron yuborish ham mumkin.',
    'По закону «Об обращениях физических и юридических лиц» обращение обычно рассматривается в течение 15 дней, а если нужна дополнительная проверка, до одного месяца. Обращение можно подать и электронно через my.gov.uz.',
    'Under the Law on Appeals of Individuals and Legal Entities an appeal is usually reviewed within 15 days, or up to a month if it needs further study. It can also be filed online via my.gov.uz.',
  ),
  notarization: 'none',
  fields: complaintFields,
  body: templateBody(complaintFields, {
    uz: `
>> {{body_name}}
>> {{body_head|ga}}
>> {{applicant_name|dan}}
>> Manzil: {{applicant_address}}
>> Tel.: {{applicant_phone}}
## SHIKOYAT
### {{subject}}
|| {{circumstances}}
|| Yuqoridagilar mening qonun bilan kafolatlangan huquq va manfaatlarimni buzmoqda deb hisoblayman. «Jismoniy va yuridik shaxslarning murojaatlari toʻgʻrisida»gi Oʻzbekiston Respublikasi Qonuniga asoslanib,
**SOʻRAYMAN:**
{{request}}
|| Shikoyatni koʻrib chiqish natijasi haqida qonunda belgilangan muddatda menga yozma ravishda xabar berishingizni soʻrayman.
Ilovalar: {{attachments}}
>> {{doc_date}}
>> [[signature]] / {{applicant_name}}
`,
    ru: `
>> {{body_name}}
>> {{body_head}}
>> от {{applicant_name|gen}}
>> Адрес: {{applicant_address}}
>> Тел.: {{applicant_phone}}
## ЖАЛОБА
### {{subject}}
|| {{circumstances}}
|| Считаю, что изложенное нарушает мои гарантированные законом права и интересы. На основании Закона Республики Узбекистан «Об обращениях физических и юридических лиц»
**ПРОШУ:**
{{request}}
|| О результатах рассмотрения жалобы прошу сообщить мне письменно в установленный законом срок.
Приложения: {{attachments}}
>> {{doc_date}}
>> [[signature]] / {{applicant_name}}
`,
    en: `
>> To: {{body_name}}
>> {{body_head}}
>> From: {{applicant_name}}
>> Address: {{applicant_address}}
>> Tel.: {{applicant_phone}}
## COMPLAINT
### {{subject}}
|| {{circumstances}}
|| I believe the above violates my rights and interests guaranteed by law. Under the Law of the Republic of Uzbekistan on Appeals of Individuals and Legal Entities,
**I REQUEST:**
{{request}}
|| Please inform me in writing of the outcome of this complaint within the time set by law.
Attachments: {{attachments}}
>> {{doc_date}}
>> [[signature]] / {{applicant_name}}
`,
  }),
  popularity: 520,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── pre-trial claim letter ─────────────────────────────
const pretrialFields: SeedTemplateField[] = [
  dateField,
  field(
    'recipient_name',
    'text',
    true,
    'defendant',
    t('Qarzdor (F.I.Sh. yoki tashkilot nomi)', 'Должник (Ф.И.О. или наименование)', 'Debtor (name or company)'),
  ),
  field('recipient_address', 'text', true, 'defendant', t('Qarzdorning manzili', 'Адрес должника', 'Debtor’s address')),
  field(
    'sender_name',
    'text',
    true,
    'plaintiff',
    t('Talab qiluvchi (F.I.Sh. yoki tashkilot nomi)', 'Заявитель претензии (Ф.И.О. или наименование)', 'Claimant (name or company)'),
  ),
  field('sender_address', 'text', true, 'plaintiff', t('Talab qiluvchining manzili', 'Адрес заявителя', 'Claimant’s address')),
  field('sender_phone', 'phone', false, 'plaintiff', t('Talab qiluvchining telefoni', 'Телефон заявителя', 'Claimant’s phone')),
  // An organisation signs through its head (the lawyer's review, B1), never by its name alone.
  field(
    'signatory',
    'text',
    true,
    'plaintiff',
    t(
      'Kim imzolaydi (tashkilot uchun: lavozimi va F.I.Sh.)',
      'Кто подписывает (за организацию: должность и Ф.И.О.)',
      'Signed by (for a company: position and name)',
    ),
    {
      hint: t(
        'Masalan: Direktor S. A. Aliyev. Jismoniy shaxs oʻz F.I.Sh.ini yozadi',
        'Например: Директор С. А. Алиев. Физическое лицо пишет свои Ф.И.О.',
        'For example: Director S. A. Aliyev. A private person writes their own name',
      ),
    },
  ),
  field('contract_number', 'text', true, 'subject', t('Shartnoma raqami', 'Номер договора', 'Contract number')),
  field('contract_date', 'date', true, 'subject', t('Shartnoma sanasi', 'Дата договора', 'Contract date'), { limits: [LIMITS.contractBeforeLetter] }),
  field(
    'contract_subject',
    'text',
    true,
    'subject',
    t('Shartnoma predmeti (nima yetkazildi yoki bajarildi)', 'Предмет договора (что поставлено или выполнено)', 'What the contract was for'),
  ),
  field('debt_amount', 'money', true, 'claim', t('Asosiy qarz', 'Основной долг', 'Principal debt')),
  field('penalty_amount', 'money', false, 'claim', t('Penya (neustoyka)', 'Пеня (неустойка)', 'Penalty')),
  field('total_amount', 'money', true, 'claim', t('Jami talab summasi', 'Итого сумма требования', 'Total claimed'), { limits: [LIMITS.debtTotal] }),
  // A choice, so that each language writes the number with its noun ("15 дней", never "21 дней").
  field('due_days', 'select', true, 'claim', t('Toʻlash uchun muddat', 'Срок для оплаты', 'Time to pay'), {
    options: [
      option('5', '5 kun', '5 дней', '5 days'),
      option('7', '7 kun', '7 дней', '7 days'),
      option('10', '10 kun', '10 дней', '10 days'),
      option('15', '15 kun', '15 дней', '15 days'),
      option('30', '30 kun', '30 дней', '30 days'),
    ],
  }),
  field('bank_details', 'textarea', false, 'claim', t('Toʻlov uchun rekvizitlar', 'Реквизиты для оплаты', 'Payment details')),
];

const pretrialClaim: DocumentTemplateDraft = {
  id: 'pretrial-claim-letter',
  categoryId: 'applications',
  title: t('Qarz boʻyicha talabnoma (pretenziya)', 'Претензия о погашении долга', 'Demand letter for a debt'),
  description: t(
    'Shartnoma boʻyicha qarz va penyani toʻlashni talab qiluvchi xat. Xoʻjalik nizolarida sudga murojaat qilishdan oldin koʻpincha majburiy.',
    'Письмо с требованием погасить долг и пеню по договору. В хозяйственных спорах часто обязательно до обращения в суд.',
    'A letter demanding payment of a debt and penalty under a contract. In commercial disputes it is often required before going to court.',
  ),
  extraNote: t(
    'Talabnomani qarzdorga olinganlik haqida bildirishnomali buyurtma xat bilan yoki imzo qoʻydirib topshiring va nusxasini saqlang: u daʼvoga ilova qilinadi.',
    'Направьте претензию заказным письмом с уведомлением или вручите под подпись и сохраните копию: она прикладывается к иску.',
    'Send the letter by registered post with acknowledgement or hand it over against a signature, and keep a copy: it is attached to the claim.',
  ),
  notarization: 'none',
  fields: pretrialFields,
  body: templateBody(pretrialFields, {
    uz: `
>> {{recipient_name|ga}}
>> Manzil: {{recipient_address}}
>> {{sender_name|dan}}
>> Manzil: {{sender_address}}
>> Tel.: {{sender_phone}}
## TALABNOMA
|| Siz bilan {{contract_date}} kuni tuzilgan {{contract_number}}-sonli shartnomaga muvofiq biz oʻz majburiyatlarimizni toʻliq bajardik: {{contract_subject}}. Biroq shartnomada belgilangan toʻlov muddati oʻtgan boʻlsa-da, siz hisob-kitobni amalga oshirmadingiz.
|| Bugungi kunda sizning qarzingiz quyidagicha:
- asosiy qarz: **{{debt_amount}}**;
- shartnomada nazarda tutilgan penya: {{penalty_amount}};
- jami: **{{total_amount}}**.
|| Oʻzbekiston Respublikasi Fuqarolik kodeksining majburiyatlarni bajarish va ularni buzganlik uchun javobgarlik toʻgʻrisidagi qoidalariga asoslanib, ushbu talabnomani olgan kundan boshlab {{due_days}} ichida yuqoridagi summani quyidagi rekvizitlar boʻyicha toʻlashingizni talab qilamiz: {{bank_details}}.
|| Belgilangan muddatda toʻlov amalga oshirilmasa, qarz, penya, davlat boji va sud xarajatlarini undirish uchun sudga murojaat qilishga majbur boʻlamiz.
>> {{doc_date}}
>> {{sender_name}}
>> [[signature]] / {{signatory}}
`,
    ru: `
>> {{recipient_name|dat}}
>> Адрес: {{recipient_address}}
>> от {{sender_name|gen}}
>> Адрес: {{sender_address}}
>> Тел.: {{sender_phone}}
## ПРЕТЕНЗИЯ
|| По договору №\u00a0{{contract_number}} от {{contract_date}} мы полностью исполнили свои обязательства: {{contract_subject}}. Однако, несмотря на истечение установленного договором срока оплаты, вы расчёт не произвели.
|| На сегодня ваша задолженность составляет:
- основной долг: **{{debt_amount}}**;
- пеня, предусмотренная договором: {{penalty_amount}};
- итого: **{{total_amount}}**.
|| На основании положений Гражданского кодекса Республики Узбекистан об исполнении обязательств и ответственности за их нарушение требуем в течение {{due_days}} со дня получения настоящей претензии уплатить указанную сумму по реквизитам: {{bank_details}}.
|| В случае неоплаты в указанный срок мы будем вынуждены обратиться в суд о взыскании долга, пени, государственной пошлины и судебных расходов.
>> {{doc_date}}
>> {{sender_name}}
>> [[signature]] / {{signatory}}
`,
    en: `
>> To: {{recipient_name}}
>> Address: {{recipient_address}}
>> From: {{sender_name}}
>> Address: {{sender_address}}
>> Tel.: {{sender_phone}}
## DEMAND FOR PAYMENT
|| Under contract No.\u00a0{{contract_number}} of {{contract_date}} we have fully performed our obligations: {{contract_subject}}. However, although the payment date set in the contract has passed, you have not paid.
|| Your debt today is:
- principal: **{{debt_amount}}**;
- contractual penalty: {{penalty_amount}};
- total: **{{total_amount}}**.
|| Relying on the provisions of the Civil Code of the Republic of Uzbekistan on performance of obligations and liability for their breach, we demand that you pay this sum within {{due_days}} of receiving this letter to the following account: {{bank_details}}.
|| If payment is not made in time, we will have to go to court to recover the debt, the penalty, the state duty and legal costs.
>> {{doc_date}}
>> {{sender_name}}
>> [[signature]] / {{signatory}}
`,
  }),
  popularity: 690,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── gift agreement ─────────────────────────────
const giftFields: SeedTemplateField[] = [
  cityField,
  dateField,
  ...personFields('donor', donor, 'parties'),
  ...personFields('donee', donee, 'parties'),
  field('gift_description', 'textarea', true, 'subject', t('Hadya qilinayotgan mulk tavsifi', 'Описание даримого имущества', 'Description of the gift'), {
    hint: t(
      'Koʻchmas mulk uchun: manzil, kadastr raqami, maydoni',
      'Для недвижимости: адрес, кадастровый номер, площадь',
      'For real estate: address, cadastre number, area',
    ),
  }),
  field('gift_value', 'money', true, 'subject', t('Mulkning baholangan qiymati', 'Оценочная стоимость имущества', 'Estimated value')),
];

const giftAgreement: DocumentTemplateDraft = {
  id: 'gift-agreement',
  categoryId: 'family',
  title: t('Hadya shartnomasi', 'Договор дарения', 'Gift agreement'),
  description: t(
    'Mol-mulkni, masalan, kvartira, avtomobil yoki pulni qarindoshga yoki boshqa shaxsga tekinga berish uchun shartnoma.',
    'Договор безвозмездной передачи имущества, например квартиры, автомобиля или денег, родственнику или другому лицу.',
    'A contract for giving property such as a flat, car or money to a relative or another person free of charge.',
  ),
  extraNote: t(
    'Koʻchmas mulk va transport vositasini hadya qilish shartnomasi notarial tasdiqlanadi, koʻchmas mulkka boʻlgan huquq esa davlat roʻyxatidan oʻtkaziladi. Hadya oluvchi uchun soliq oqibatlarini oldindan aniqlang.',
    'Договор дарения недвижимости и транспорта удостоверяется нотариально, а право на недвижимость подлежит государственной регистрации. Заранее уточните налоговые последствия для одаряемого.',
    'A gift of real estate or a vehicle must be notarised, and the right to real estate must be registered with the state. Check the tax consequences for the recipient in advance.',
  ),
  notarization: 'required',
  fields: giftFields,
  body: templateBody(giftFields, {
    uz: `
## HADYA SHARTNOMASI
{{city}}
>> {{doc_date}}
|| {{donor_name}} (JShShIR: {{donor_pinfl}}, pasport: {{donor_passport}}, manzil: {{donor_address}}), bundan buyon «Hadya qiluvchi», va {{donee_name}} (JShShIR: {{donee_pinfl}}, pasport: {{donee_passport}}, manzil: {{donee_address}}), bundan buyon «Hadya oluvchi», ushbu shartnomani tuzdilar.
1. Hadya qiluvchi Hadya oluvchiga quyidagi mulkni tekinga mulk qilib beradi: {{gift_description}}.
2. Taraflar hadya qilinayotgan mulkni {{gift_value|ga}} baholadilar.
3. Hadya qiluvchi mulk boshqa shaxsga sotilmagani, garovda emasligi, taqiq ostida emasligi va nizo predmeti emasligini kafolatlaydi.
4. Hadya oluvchi hadyani qabul qiladi. Koʻchmas mulkka boʻlgan mulk huquqi davlat roʻyxatidan oʻtkazilgan paytdan vujudga keladi.
5. Hadya qiluvchi Fuqarolik kodeksida nazarda tutilgan hollarda hadyani bekor qilishi mumkinligi taraflarga tushuntirildi.
>> Hadya qiluvchi: [[signature]] / {{donor_name}}
>> Hadya oluvchi: [[signature]] / {{donee_name}}
`,
    ru: `
## ДОГОВОР ДАРЕНИЯ
{{city}}
>> {{doc_date}}
|| {{donor_name}} (ПИНФЛ: {{donor_pinfl}}, паспорт: {{donor_passport}}, адрес: {{donor_address}}), далее «Даритель», и {{donee_name}} (ПИНФЛ: {{donee_pinfl}}, паспорт: {{donee_passport}}, адрес: {{donee_address}}), далее «Одаряемый», заключили настоящий договор.
1. Даритель безвозмездно передаёт в собственность Одаряемому следующее имущество: {{gift_description}}.
2. Стороны оценили даримое имущество в {{gift_value}}.
3. Даритель гарантирует, что имущество не продано другому лицу, не заложено, не находится под запретом и не является предметом спора.
4. Одаряемый принимает дар. Право собственности на недвижимость возникает с момента государственной регистрации.
5. Сторонам разъяснено, что в случаях, предусмотренных Гражданским кодексом, даритель вправе отменить дарение.
>> Даритель: [[signature]] / {{donor_name}}
>> Одаряемый: [[signature]] / {{donee_name}}
`,
    en: `
## GIFT AGREEMENT
{{city}}
>> {{doc_date}}
|| {{donor_name}} (PINFL: {{donor_pinfl}}, passport: {{donor_passport}}, address: {{donor_address}}), the “Donor”, and {{donee_name}} (PINFL: {{donee_pinfl}}, passport: {{donee_passport}}, address: {{donee_address}}), the “Donee”, have made this agreement.
1. The Donor transfers to the Donee, free of charge, ownership of the following property: {{gift_description}}.
2. The parties value the gift at {{gift_value}}.
3. The Donor warrants that the property has not been sold to anyone else, is not pledged, is not under a ban and is not the subject of a dispute.
4. The Donee accepts the gift. Ownership of real estate arises upon state registration.
5. The parties have been told that the Donor may revoke the gift in the cases set out in the Civil Code.
>> Donor: [[signature]] / {{donor_name}}
>> Donee: [[signature]] / {{donee_name}}
`,
  }),
  popularity: 350,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── spouse's consent ─────────────────────────────
const consentFields: SeedTemplateField[] = [
  cityField,
  dateField,
  ...personFields('spouse', spouse, 'parties'),
  // The consent names the other spouse in the dative with "своему супругу / своей супруге" (the lawyer's review, P3).
  ...personFields('other_spouse', otherSpouse, 'parties', { pinfl: false, passport: false, address: false, gender: true }),
  field(
    'marriage_certificate',
    'text',
    true,
    'parties',
    t('Nikoh guvohnomasi (seriya, raqam, sana)', 'Свидетельство о браке (серия, номер, дата)', 'Marriage certificate (series, number, date)'),
  ),
  // The option stands mid-sentence: "umumiy mulkimizni … sotishga" (with its ending), "согласие … на продажу", "consent to the sale by my spouse".
  field('transaction_type', 'select', true, 'subject', t('Bitim turi', 'Вид сделки', 'Type of transaction'), {
    options: [
      option('sale', 'sotish', 'продажу', 'sale'),
      option('gift', 'hadya qilish', 'дарение', 'gift'),
      option('pledge', 'garovga qoʻyish', 'передачу в залог', 'pledge'),
    ],
  }),
  field(
    'property_description',
    'textarea',
    true,
    'subject',
    t(
      'Mulk tavsifi (manzil, kadastr raqami yoki avtomobil maʼlumotlari)',
      'Описание имущества (адрес, кадастровый номер или данные автомобиля)',
      'Property (address, cadastre number or vehicle details)',
    ),
  ),
];

const spouseConsent: DocumentTemplateDraft = {
  id: 'spouse-consent',
  categoryId: 'family',
  title: t('Turmush oʻrtogʻining roziligi', 'Согласие супруга', 'Consent of a spouse'),
  description: t(
    'Er-xotinning umumiy mulkini sotish, hadya qilish yoki garovga qoʻyish uchun ikkinchi turmush oʻrtogʻining yozma roziligi.',
    'Письменное согласие второго супруга на продажу, дарение или залог общего имущества супругов.',
    'The other spouse’s written consent to sell, give away or pledge property that the spouses own jointly.',
  ),
  extraNote: t(
    'Koʻchmas mulk va roʻyxatdan oʻtkaziladigan mulk bilan bitimlar uchun rozilik notarial tasdiqlangan boʻlishi kerak.',
    'Для сделок с недвижимостью и имуществом, подлежащим регистрации, согласие должно быть нотариально удостоверено.',
    'For deals with real estate and other registered property, the consent must be notarised.',
  ),
  notarization: 'required',
  fields: consentFields,
  body: templateBody(consentFields, {
    uz: `
## ROZILIK
{{city}}
>> {{doc_date}}
|| Men, {{spouse_name}}, JShShIR: {{spouse_pinfl}}, pasport: {{spouse_passport}}, yashash manzilim: {{spouse_address}}, Oʻzbekiston Respublikasi Oila kodeksiga muvofiq turmush oʻrtogʻim {{other_spouse_name|ga}} (nikoh guvohnomasi: {{marriage_certificate}}) nikoh davomida orttirilgan umumiy mulkimizni oʻzi belgilaydigan shartlarda {{transaction_type|ga}} roziligimni beraman.
|| Mulk: {{property_description}}.
|| Ushbu roziligimning maʼnosi va huquqiy oqibatlari menga tushuntirildi. Rozilik ixtiyoriy ravishda berildi.
>> [[signature]] / {{spouse_name}}
`,
    ru: `
## СОГЛАСИЕ
{{city}}
>> {{doc_date}}
|| Я, {{spouse_name}}, ПИНФЛ: {{spouse_pinfl}}, паспорт: {{spouse_passport}}, адрес места жительства: {{spouse_address}}, в соответствии с Семейным кодексом Республики Узбекистан даю согласие {{other_spouse_name|g:своему супругу/своей супруге/другому супругу}} {{other_spouse_name|dat}} (свидетельство о браке: {{marriage_certificate}}) на {{transaction_type}} нашего общего имущества, нажитого в браке, на условиях по усмотрению {{other_spouse_name|g:супруга/супруги/другого супруга}}.
|| Имущество: {{property_description}}.
|| Смысл и правовые последствия настоящего согласия мне разъяснены. Согласие дано добровольно.
>> [[signature]] / {{spouse_name}}
`,
    en: `
## CONSENT
{{city}}
>> {{doc_date}}
|| I, {{spouse_name}}, PINFL: {{spouse_pinfl}}, passport: {{spouse_passport}}, residing at {{spouse_address}}, under the Family Code of the Republic of Uzbekistan consent to the {{transaction_type}} by my spouse {{other_spouse_name}} (marriage certificate: {{marriage_certificate}}) of our joint property acquired during the marriage, on terms of my spouse’s choosing.
|| Property: {{property_description}}.
|| The meaning and legal consequences of this consent have been explained to me. I give it voluntarily.
>> [[signature]] / {{spouse_name}}
`,
  }),
  popularity: 410,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── divorce by mutual consent ─────────────────────────────
const divorceFields: SeedTemplateField[] = [
  dateField,
  // The office is named by its district or city: the body adds "FHDYo organiga" / "В отдел ЗАГС", so the value never doubles it.
  field(
    'registry_office',
    'text',
    true,
    'parties',
    t('Qaysi tuman (shahar) FHDYo organi', 'Отдел ЗАГС: какого района (города)', 'Civil registry office: district or city'),
    {
      hint: t('Masalan: Toshkent shahri Yunusobod tumani', 'Например: Юнусабадского района г. Ташкента', 'For example: Yunusabad District, Tashkent'),
    },
  ),
  ...personFields('husband', husband, 'parties'),
  ...personFields('wife', wife, 'parties'),
  field('marriage_date', 'date', true, 'subject', t('Nikoh qayd etilgan sana', 'Дата регистрации брака', 'Date of marriage'), {
    limits: [LIMITS.marriageBeforeApplication],
  }),
  field(
    'marriage_record',
    'text',
    true,
    'subject',
    t(
      'Nikoh dalolatnoma yozuvi raqami va uni qayd etgan organ',
      'Номер актовой записи о браке и орган, её составивший',
      'Marriage record number and issuing office',
    ),
  ),
  field(
    'husband_surname_after',
    'text',
    true,
    'subject',
    t('Erning nikoh bekor qilingandan keyingi familiyasi', 'Фамилия супруга после расторжения брака', 'Husband’s surname after the divorce'),
  ),
  field(
    'wife_surname_after',
    'text',
    true,
    'subject',
    t('Xotinning nikoh bekor qilingandan keyingi familiyasi', 'Фамилия супруги после расторжения брака', 'Wife’s surname after the divorce'),
  ),
];

const divorceMutualConsent: DocumentTemplateDraft = {
  id: 'divorce-mutual-consent',
  categoryId: 'family',
  title: t(
    'Oʻzaro rozilik bilan nikohni bekor qilish haqida ariza',
    'Заявление о расторжении брака по взаимному согласию',
    'Application for divorce by mutual consent',
  ),
  description: t(
    'Umumiy voyaga yetmagan farzandlari boʻlmagan va nikohni bekor qilishga rozi boʻlgan er-xotinning FHDYo organiga birgalikdagi arizasi.',
    'Совместное заявление в ЗАГС супругов, у которых нет общих несовершеннолетних детей и которые согласны на расторжение брака.',
    'A joint application to the civil registry office by spouses who have no common minor children and both agree to divorce.',
  ),
  extraNote: t(
    'Agar umumiy voyaga yetmagan farzandlar boʻlsa yoki turmush oʻrtoqlardan biri rozi boʻlmasa, nikoh sud tartibida bekor qilinadi. Davlat boji miqdorini FHDYo organida aniqlang.',
    'Если есть общие несовершеннолетние дети или один из супругов не согласен, брак расторгается в суде. Размер госпошлины уточните в органе ЗАГС.',
    'If there are common minor children, or one spouse does not agree, the marriage is dissolved by a court. Check the state duty with the registry office.',
  ),
  notarization: 'none',
  fields: divorceFields,
  body: templateBody(divorceFields, {
    uz: `
>> {{registry_office}} FHDYo organiga
## BIRGALIKDAGI ARIZA
### nikohni bekor qilish haqida
|| Biz, {{husband_name}} (JShShIR: {{husband_pinfl}}, pasport: {{husband_passport}}, manzil: {{husband_address}}) va {{wife_name}} (JShShIR: {{wife_pinfl}}, pasport: {{wife_passport}}, manzil: {{wife_address}}), {{marriage_date}} kuni nikohdan oʻtganmiz (dalolatnoma yozuvi: {{marriage_record}}).
|| Bizning umumiy voyaga yetmagan farzandlarimiz yoʻq. Nikohni bekor qilishga oʻzaro roziligimizni bildiramiz va mulk boʻyicha bir-birimizga daʼvomiz yoʻqligini maʼlum qilamiz.
|| Oʻzbekiston Respublikasi Oila kodeksiga asoslanib, nikohimizni bekor qilishingizni soʻraymiz.
|| Nikoh bekor qilingandan keyin bizga quyidagi familiyalar berilishini soʻraymiz: erga — {{husband_surname_after}}, xotinga — {{wife_surname_after}}.
>> {{doc_date}}
>> Er: [[signature]] / {{husband_name}}
>> Xotin: [[signature]] / {{wife_name}}
`,
    ru: `
>> В отдел ЗАГС {{registry_office}}
## СОВМЕСТНОЕ ЗАЯВЛЕНИЕ
### о расторжении брака
|| Мы, {{husband_name}} (ПИНФЛ: {{husband_pinfl}}, паспорт: {{husband_passport}}, адрес: {{husband_address}}) и {{wife_name}} (ПИНФЛ: {{wife_pinfl}}, паспорт: {{wife_passport}}, адрес: {{wife_address}}), состоим в браке, зарегистрированном {{marriage_date}} (актовая запись: {{marriage_record}}).
|| Общих несовершеннолетних детей у нас нет. Заявляем о взаимном согласии на расторжение брака и об отсутствии друг к другу имущественных претензий.
|| На основании Семейного кодекса Республики Узбекистан просим расторгнуть наш брак.
|| После расторжения брака просим присвоить фамилии: супругу — {{husband_surname_after}}, супруге — {{wife_surname_after}}.
>> {{doc_date}}
>> Супруг: [[signature]] / {{husband_name}}
>> Супруга: [[signature]] / {{wife_name}}
`,
    en: `
>> To the civil registry office of {{registry_office}}
## JOINT APPLICATION
### for divorce
|| We, {{husband_name}} (PINFL: {{husband_pinfl}}, passport: {{husband_passport}}, address: {{husband_address}}) and {{wife_name}} (PINFL: {{wife_pinfl}}, passport: {{wife_passport}}, address: {{wife_address}}), have been married since {{marriage_date}} (marriage record: {{marriage_record}}).
|| We have no common minor children. We both agree to dissolve the marriage and have no property claims against each other.
|| Under the Family Code of the Republic of Uzbekistan we ask you to dissolve our marriage.
|| We ask that after the divorce our surnames be: husband — {{husband_surname_after}}, wife — {{wife_surname_after}}.
>> {{doc_date}}
>> Husband: [[signature]] / {{husband_name}}
>> Wife: [[signature]] / {{wife_name}}
`,
  }),
  popularity: 380,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── explanatory letter ─────────────────────────────
const explanatoryFields: SeedTemplateField[] = [
  dateField,
  field('employer_name', 'text', true, 'parties', t('Tashkilot nomi', 'Наименование организации', 'Organisation')),
  // Uzbek adds the dative ending to the value (never a label that invites it, the lawyer's review, P9);
  // Russian has no case form for a position, so its label asks for the dative as the header needs it.
  field('addressee', 'text', true, 'parties', t('Rahbarning lavozimi va F.I.Sh.', 'Кому: должность и Ф.И.О. руководителя', 'Head’s position and name'), {
    hint: t('Masalan: Direktor S. A. Aliyev', 'В дательном падеже, например: Директору Алиеву С. А.', 'For example: Director S. A. Aliyev'),
  }),
  field('employee_name', 'text', true, 'parties', t('Xodimning F.I.Sh.', 'Ф.И.О. работника', 'Employee’s full name')),
  field('employee_position', 'text', true, 'parties', t('Xodimning lavozimi', 'Должность работника', 'Employee’s position')),
  // The option stands mid-sentence: "… kuni ishga kechikib kelganligim yuzasidan", "по поводу опоздания на работу", "about my lateness".
  field('incident_type', 'select', true, 'subject', t('Tushuntirish nima yuzasidan', 'Объяснение по поводу', 'What it explains'), {
    options: [
      option('absence', 'ishga kelmaganligim', 'отсутствия на работе', 'my absence from work'),
      option('lateness', 'ishga kechikib kelganligim', 'опоздания на работу', 'my lateness for work'),
      option('task', 'topshiriqni bajarmaganligim', 'невыполнения поручения', 'a task I did not complete'),
    ],
  }),
  field('incident_date', 'date', true, 'subject', t('Holat yuz bergan sana', 'Дата события', 'Date of the incident'), {
    limits: [LIMITS.incidentBeforeLetter],
  }),
  field('explanation', 'textarea', true, 'subject', t('Sabablar va holatlar', 'Причины и обстоятельства', 'Reasons and circumstances')),
  field(
    'attachments',
    'text',
    false,
    'signature',
    t('Tasdiqlovchi hujjatlar (boʻlsa)', 'Подтверждающие документы (если есть)', 'Supporting documents (if any)'),
  ),
];

const explanatoryLetter: DocumentTemplateDraft = {
  id: 'explanatory-letter',
  categoryId: 'labour',
  title: t('Tushuntirish xati', 'Объяснительная записка', 'Explanatory letter'),
  description: t(
    'Ish beruvchi soʻraganda ishga kelmaganlik, kechikish yoki topshiriq bajarilmaganligi sabablarini yozma tushuntirish.',
    'Письменное объяснение по запросу работодателя о причинах отсутствия, опоздания или невыполнения поручения.',
    'A written explanation, at the employer’s request, of the reasons for an absence, lateness or an uncompleted task.',
  ),
  extraNote: t(
    'Intizomiy jazo qoʻllashdan oldin ish beruvchi xodimdan yozma tushuntirish talab qilishi shart. Sababni tasdiqlovchi hujjatlar (masalan, mehnatga layoqatsizlik varaqasi) boʻlsa, ilova qiling.',
    'Перед применением дисциплинарного взыскания работодатель обязан затребовать письменное объяснение. Если есть документы, подтверждающие причину (например, больничный лист), приложите их.',
    'Before imposing a disciplinary sanction the employer must ask for a written explanation. Attach any document that proves the reason, such as a sick note.',
  ),
  notarization: 'none',
  fields: explanatoryFields,
  body: templateBody(explanatoryFields, {
    uz: `
>> {{employer_name}}
>> {{addressee|ga}}
>> {{employee_position}} {{employee_name|dan}}
## TUSHUNTIRISH XATI
|| Men, {{employee_name}}, {{incident_date}} kuni {{incident_type}} yuzasidan quyidagilarni maʼlum qilaman.
|| {{explanation}}
|| Bu holat uzrli sabablarga koʻra yuz berdi, mehnat intizomini buzish niyatim boʻlmagan. Tasdiqlovchi hujjatlar: {{attachments}}.
>> {{doc_date}}
>> [[signature]] / {{employee_name}}
`,
    ru: `
>> {{employer_name}}
>> {{addressee}}
>> от {{employee_name|gen}}
>> Должность: {{employee_position}}
## ОБЪЯСНИТЕЛЬНАЯ ЗАПИСКА
|| Я, {{employee_name}}, по поводу {{incident_type}} {{incident_date}} сообщаю следующее.
|| {{explanation}}
|| Это произошло по уважительным причинам, намерения нарушить трудовую дисциплину у меня не было. Подтверждающие документы: {{attachments}}.
>> {{doc_date}}
>> [[signature]] / {{employee_name}}
`,
    en: `
>> {{employer_name}}
>> To: {{addressee}}
>> From: {{employee_name}}, {{employee_position}}
## EXPLANATORY LETTER
|| I, {{employee_name}}, state the following about {{incident_type}} on {{incident_date}}.
|| {{explanation}}
|| This happened for valid reasons and I had no intention of breaching work discipline. Supporting documents: {{attachments}}.
>> {{doc_date}}
>> [[signature]] / {{employee_name}}
`,
  }),
  popularity: 560,
  updatedAt: '2026-11-28',
};

export const documentTemplatesPart2: DocumentTemplateDraft[] = [
  complaintStateBody,
  pretrialClaim,
  giftAgreement,
  spouseConsent,
  divorceMutualConsent,
  explanatoryLetter,
];
