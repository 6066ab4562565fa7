/** Document templates, part 1: power of attorney and contracts. */
import { t } from './helpers';
import { cityField, dateField, field, option, personFields, templateBody, type Role } from './fields';
import { LIMITS } from './field-limits';
import type { SeedTemplateField } from './types';
import type { DocumentTemplateDraft } from './documentTemplateDraft';

const principal: Role = { uz: 'Ishonch bildiruvchi', ruGen: 'доверителя', en: 'Principal' };
const agent: Role = { uz: 'Ishonchli vakil', ruGen: 'представителя', en: 'Representative' };
// A home let to a citizen is «наём жилого помещения» in the Civil Code: наймодатель and наниматель.
const landlord: Role = { uz: 'Ijaraga beruvchi', ruGen: 'наймодателя', en: 'Landlord' };
const tenant: Role = { uz: 'Ijarachi', ruGen: 'нанимателя', en: 'Tenant' };
const seller: Role = { uz: 'Sotuvchi', ruGen: 'продавца', en: 'Seller' };
const buyer: Role = { uz: 'Xaridor', ruGen: 'покупателя', en: 'Buyer' };
const borrower: Role = { uz: 'Qarz oluvchi', ruGen: 'заёмщика', en: 'Borrower' };
const lender: Role = { uz: 'Qarz beruvchi', ruGen: 'займодавца', en: 'Lender' };
const employee: Role = { uz: 'Xodim', ruGen: 'работника', en: 'Employee' };
const customer: Role = { uz: 'Buyurtmachi', ruGen: 'заказчика', en: 'Customer' };
const contractor: Role = { uz: 'Ijrochi', ruGen: 'исполнителя', en: 'Contractor' };

// ───────────────────────────── power of attorney ─────────────────────────────
const poaFields: SeedTemplateField[] = [
  cityField,
  dateField,
  ...personFields('principal', principal, 'parties'),
  ...personFields('agent', agent, 'parties'),
  field(
    'powers',
    'textarea',
    true,
    'subject',
    t('Vakolatlar (nimalarni qilishi mumkin)', 'Полномочия (что вправе делать представитель)', 'Powers (what the representative may do)'),
    {
      hint: t(
        'Masalan: pensiyani olish; davlat xizmatlari markazida hujjatlarni topshirish va olish',
        'Например: получать пенсию; подавать и получать документы в центре госуслуг',
        'For example: collect my pension; file and collect documents at the public services centre',
      ),
    },
  ),
  field('valid_until', 'date', true, 'terms', t('Amal qilish muddati (qachongacha)', 'Срок действия (до какой даты)', 'Valid until'), {
    hint: t('Uch yildan oshmasligi kerak', 'Не более трёх лет', 'No longer than three years'),
    limits: [LIMITS.powerOfAttorneyStartsFirst, LIMITS.powerOfAttorneyTerm],
  }),
];

const powerOfAttorney: DocumentTemplateDraft = {
  id: 'power-of-attorney',
  categoryId: 'powers-of-attorney',
  title: t('Ishonchnoma (umumiy vakillik)', 'Доверенность (общее представительство)', 'Power of attorney (general representation)'),
  description: t(
    'Boshqa shaxsga sizning nomingizdan hujjatlar topshirish, maʼlumot va toʻlovlarni olish, tashkilotlarda vakillik qilish huquqini beradi.',
    'Даёт другому человеку право от вашего имени подавать документы, получать справки и выплаты, представлять вас в организациях.',
    'Lets another person act in your name: file documents, collect certificates and payments and represent you before organisations.',
  ),
  extraNote: t(
    'Koʻchmas mulk va transport vositalari bilan bitimlar, sudda vakillik va bank operatsiyalari uchun ishonchnoma odatda notarial tasdiqlangan boʻlishi kerak.',
    'Для сделок с недвижимостью и транспортом, представительства в суде и банковских операций доверенность, как правило, должна быть нотариально удостоверена.',
    'For deals with real estate or vehicles, court representation and banking, a power of attorney usually has to be notarised.',
  ),
  notarization: 'recommended',
  fields: poaFields,
  body: templateBody(poaFields, {
    uz: `
## ISHONCHNOMA
{{city}}
>> {{doc_date}}
|| Men, {{principal_name}}, JShShIR: {{principal_pinfl}}, pasport: {{principal_passport}}, yashash manzilim: {{principal_address}}, ushbu ishonchnoma bilan {{agent_name|ga}} (JShShIR: {{agent_pinfl}}, pasport: {{agent_passport}}, yashash manzili: {{agent_address}}) mening nomimdan quyidagi harakatlarni amalga oshirishni ishonib topshiraman:
{{powers}}
|| Shu maqsadda ishonchli vakil ariza va boshqa hujjatlarni imzolash va topshirish, maʼlumotnoma va hujjatlarni olish, shuningdek ushbu topshiriqni bajarish bilan bogʻliq boshqa barcha qonuniy harakatlarni amalga oshirishi mumkin.
|| Ishonchnoma **{{valid_until|gacha}}** amal qiladi va qayta ishonch bildirish huquqisiz berildi.
|| Ishonchnomani istalgan vaqtda bekor qilishga haqli ekanligim va buning Oʻzbekiston Respublikasi Fuqarolik kodeksida nazarda tutilgan oqibatlari menga maʼlum.
>> Ishonch bildiruvchi: [[signature]] / {{principal_name}}
`,
    ru: `
## ДОВЕРЕННОСТЬ
{{city}}
>> {{doc_date}}
|| Я, {{principal_name}}, ПИНФЛ: {{principal_pinfl}}, паспорт: {{principal_passport}}, адрес места жительства: {{principal_address}}, настоящей доверенностью уполномочиваю {{agent_name|acc}} (ПИНФЛ: {{agent_pinfl}}, паспорт: {{agent_passport}}, адрес места жительства: {{agent_address}}) совершать от моего имени следующие действия:
{{powers}}
|| Для этого представитель вправе подписывать и подавать заявления и иные документы, получать справки и документы, а также совершать все иные законные действия, связанные с выполнением этого поручения.
|| Доверенность действительна до **{{valid_until}}** и выдана без права передоверия.
|| Мне известно, что я вправе в любое время отменить доверенность, и известны последствия отмены, предусмотренные Гражданским кодексом Республики Узбекистан.
>> Доверитель: [[signature]] / {{principal_name}}
`,
    en: `
## POWER OF ATTORNEY
{{city}}
>> {{doc_date}}
|| I, {{principal_name}}, PINFL: {{principal_pinfl}}, passport: {{principal_passport}}, residing at {{principal_address}}, hereby authorise {{agent_name}} (PINFL: {{agent_pinfl}}, passport: {{agent_passport}}, residing at {{agent_address}}) to perform the following acts in my name:
{{powers}}
|| To this end the representative may sign and file applications and other documents, receive certificates and documents, and perform any other lawful act needed to carry out this mandate.
|| This power of attorney is valid until **{{valid_until}}** and is granted without the right of substitution.
|| I am aware that I may revoke it at any time, with the consequences set out in the Civil Code of the Republic of Uzbekistan.
>> Principal: [[signature]] / {{principal_name}}
`,
  }),
  popularity: 940,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── residential lease ─────────────────────────────
const leaseFields: SeedTemplateField[] = [
  cityField,
  dateField,
  ...personFields('landlord', landlord, 'parties', { phone: true }),
  ...personFields('tenant', tenant, 'parties', { phone: true }),
  field('property_address', 'text', true, 'subject', t('Ijaraga berilayotgan uy-joy manzili', 'Адрес жилого помещения', 'Address of the home let')),
  field('property_rooms', 'number', true, 'subject', t('Xonalar soni', 'Количество комнат', 'Number of rooms'), { limits: [LIMITS.rooms] }),
  field('property_area', 'number', false, 'subject', t('Umumiy maydoni (kv. m)', 'Общая площадь (кв. м)', 'Total area (sq m)')),
  field('start_date', 'date', true, 'terms', t('Ijara boshlanadigan sana', 'Дата начала найма', 'Start date')),
  // A choice, so that each language writes the number with its noun («на 11 месяцев», «на 2 месяца»),
  // as the demand letter's due_days does; the option stands mid-sentence: «Shartnoma 11 oyga tuziladi».
  field('term_months', 'select', true, 'terms', t('Ijara muddati', 'Срок найма', 'Term'), {
    options: [
      option('1', '1 oy', '1 месяц', '1 month'),
      option('2', '2 oy', '2 месяца', '2 months'),
      option('3', '3 oy', '3 месяца', '3 months'),
      option('4', '4 oy', '4 месяца', '4 months'),
      option('5', '5 oy', '5 месяцев', '5 months'),
      option('6', '6 oy', '6 месяцев', '6 months'),
      option('7', '7 oy', '7 месяцев', '7 months'),
      option('8', '8 oy', '8 месяцев', '8 months'),
      option('9', '9 oy', '9 месяцев', '9 months'),
      option('10', '10 oy', '10 месяцев', '10 months'),
      option('11', '11 oy', '11 месяцев', '11 months'),
      option('12', '12 oy', '12 месяцев', '12 months'),
      option('24', '24 oy', '24 месяца', '24 months'),
      option('36', '36 oy', '36 месяцев', '36 months'),
    ],
  }),
  field('rent_amount', 'money', true, 'terms', t('Oylik ijara haqi', 'Ежемесячная плата за наём', 'Monthly rent')),
  field('payment_day', 'number', true, 'terms', t('Toʻlov kuni (oyning nechanchi kuni)', 'День оплаты (число месяца)', 'Payment day (day of the month)'), {
    limits: [LIMITS.dayOfMonth],
  }),
  field('deposit', 'money', false, 'terms', t('Kafolat puli (depozit)', 'Залоговый платёж (депозит)', 'Security deposit')),
  // The option stands mid-sentence after "…toʻlaydi:" / "…оплачивает:" / "…paid by", so it is written as it reads there.
  field('utilities_payer', 'select', true, 'terms', t('Kommunal xizmatlarni kim toʻlaydi', 'Кто оплачивает коммунальные услуги', 'Who pays for utilities'), {
    options: [
      option('tenant', 'Ijarachi', 'Наниматель', 'the Tenant'),
      option('landlord', 'Ijaraga beruvchi', 'Наймодатель', 'the Landlord'),
      option('shared', 'taraflar kelishilgan ulushlarda', 'стороны в согласованных долях', 'both parties in agreed shares'),
    ],
  }),
];

const residentialLease: DocumentTemplateDraft = {
  id: 'residential-lease',
  categoryId: 'contracts',
  title: t('Turar joy ijarasi shartnomasi', 'Договор найма жилого помещения', 'Residential lease agreement'),
  description: t(
    'Kvartira yoki uyni ijaraga berish uchun shartnoma: ijara haqi, depozit, kommunal toʻlovlar, muddat va shartnomani bekor qilish tartibi.',
    'Договор найма квартиры или дома: плата за наём, депозит, коммунальные платежи, срок и порядок расторжения.',
    'A contract for letting a flat or house: rent, deposit, utilities, term and how it can be ended.',
  ),
  extraNote: t(
    'Jismoniy shaxslar oʻrtasidagi ijara shartnomasini ijaraga beruvchi soliq organida hisobga qoʻyishi kerak (soliq organining «E-ijara» interaktiv xizmati, ijara.soliq.uz orqali). Ijara daromadidan soliqni toʻlash tartibini tekshiring.',
    'Наймодатель должен поставить договор найма между физическими лицами на учёт в налоговом органе (через интерактивную услугу налогового органа «E-ijara», ijara.soliq.uz). Уточните порядок уплаты налога с дохода от сдачи жилья.',
    'The landlord must register a lease between individuals with the tax authority (through its E-ijara online service, ijara.soliq.uz). Check how tax on the rental income is paid.',
  ),
  notarization: 'none',
  fields: leaseFields,
  body: templateBody(leaseFields, {
    uz: `
## TURAR JOY IJARASI SHARTNOMASI
{{city}}
>> {{doc_date}}
|| {{landlord_name}} (JShShIR: {{landlord_pinfl}}, pasport: {{landlord_passport}}, manzil: {{landlord_address}}, tel.: {{landlord_phone}}), bundan buyon «Ijaraga beruvchi», va {{tenant_name}} (JShShIR: {{tenant_pinfl}}, pasport: {{tenant_passport}}, manzil: {{tenant_address}}, tel.: {{tenant_phone}}), bundan buyon «Ijarachi», quyidagilar haqida ushbu shartnomani tuzdilar.
### 1. Shartnoma predmeti
|| Ijaraga beruvchi Ijarachiga {{property_address}} manzilida joylashgan, {{property_rooms}}\u00a0xonali, umumiy maydoni {{property_area}}\u00a0kv.\u00a0m boʻlgan turar joyni yashash uchun haq evaziga vaqtincha egalik qilish va foydalanishga beradi.
### 2. Muddat va toʻlov
1. Shartnoma {{term_months|ga}} tuziladi; ijara muddati {{start_date|dan}} boshlanadi.
2. Oylik ijara haqi **{{rent_amount|ni}}** tashkil etadi va har oyning {{payment_day}}-kunigacha toʻlanadi.
3. Ijarachi kafolat puli sifatida {{deposit}} toʻlaydi; u shartnoma tugaganda, zarar boʻlmasa, qaytariladi.
4. Kommunal xizmatlar haqini toʻlaydi: {{utilities_payer}}.
### 3. Taraflarning majburiyatlari
- Ijarachi turar joydan yashash uchun foydalanadi, uni soz holatda saqlaydi va Ijaraga beruvchining roziligisiz uni boshqa shaxsga qayta ijaraga bermaydi.
- Ijaraga beruvchi turar joyni yashashga yaroqli holatda topshiradi va ijara muddatida Ijarachining foydalanishiga toʻsqinlik qilmaydi.
- Ijaraga beruvchi ushbu shartnomani soliq qonunchiligida belgilangan tartibda soliq organida hisobga qoʻyadi.
- Turar joyni topshirish va qaytarish ikki tomonlama dalolatnoma bilan rasmiylashtiriladi.
### 4. Shartnomani bekor qilish
|| Har bir taraf boshqa tarafni kamida 30 kun oldin yozma ogohlantirib, shartnomani muddatidan oldin bekor qilishi mumkin. Ijara haqi ikki oydan ortiq toʻlanmasa, Ijaraga beruvchi shartnomani bekor qilishni talab qilish huquqiga ega.
|| Nizolar muzokaralar yoʻli bilan, kelishuvga erishilmasa, Oʻzbekiston Respublikasi qonunchiligiga muvofiq sud tartibida hal qilinadi.
>> Ijaraga beruvchi: [[signature]] / {{landlord_name}}
>> Ijarachi: [[signature]] / {{tenant_name}}
`,
    ru: `
## ДОГОВОР НАЙМА ЖИЛОГО ПОМЕЩЕНИЯ
{{city}}
>> {{doc_date}}
|| {{landlord_name}} (ПИНФЛ: {{landlord_pinfl}}, паспорт: {{landlord_passport}}, адрес: {{landlord_address}}, тел.: {{landlord_phone}}), далее «Наймодатель», и {{tenant_name}} (ПИНФЛ: {{tenant_pinfl}}, паспорт: {{tenant_passport}}, адрес: {{tenant_address}}, тел.: {{tenant_phone}}), далее «Наниматель», заключили настоящий договор о нижеследующем.
### 1. Предмет договора
|| Наймодатель предоставляет Нанимателю за плату во владение и пользование для проживания жилое помещение по адресу: {{property_address}}; количество комнат: {{property_rooms}}; общая площадь: {{property_area}}\u00a0кв.\u00a0м.
### 2. Срок и оплата
1. Договор заключён на {{term_months}}; срок найма исчисляется с {{start_date}} включительно.
2. Ежемесячная плата за наём составляет **{{rent_amount}}** и вносится до {{payment_day}}-го числа каждого месяца.
3. Наниматель вносит залоговый платёж в размере {{deposit}}, который возвращается по окончании договора при отсутствии ущерба.
4. Коммунальные услуги оплачивает: {{utilities_payer}}.
### 3. Обязанности сторон
- Наниматель использует помещение для проживания, содержит его в исправном состоянии и не сдаёт его в поднаём без согласия Наймодателя.
- Наймодатель передаёт помещение в пригодном для проживания состоянии и не препятствует пользованию им в течение срока найма.
- Наймодатель ставит настоящий договор на учёт в налоговом органе в порядке, установленном налоговым законодательством.
- Передача и возврат помещения оформляются двусторонним актом.
### 4. Расторжение
|| Каждая сторона вправе досрочно расторгнуть договор, письменно предупредив другую сторону не менее чем за 30 дней. При невнесении платы за наём более двух месяцев Наймодатель вправе потребовать расторжения договора.
|| Споры решаются путём переговоров, а при недостижении согласия в судебном порядке в соответствии с законодательством Республики Узбекистан.
>> Наймодатель: [[signature]] / {{landlord_name}}
>> Наниматель: [[signature]] / {{tenant_name}}
`,
    en: `
## RESIDENTIAL LEASE AGREEMENT
{{city}}
>> {{doc_date}}
|| {{landlord_name}} (PINFL: {{landlord_pinfl}}, passport: {{landlord_passport}}, address: {{landlord_address}}, tel.: {{landlord_phone}}), the “Landlord”, and {{tenant_name}} (PINFL: {{tenant_pinfl}}, passport: {{tenant_passport}}, address: {{tenant_address}}, tel.: {{tenant_phone}}), the “Tenant”, have agreed as follows.
### 1. Subject
|| The Landlord lets to the Tenant, for payment and to live in, the home at {{property_address}} (rooms: {{property_rooms}}; total area: {{property_area}}\u00a0sq\u00a0m).
### 2. Term and payment
1. The agreement is made for {{term_months}}; the lease starts on {{start_date}}.
2. The monthly rent is **{{rent_amount}}**, payable by day {{payment_day}} of each month.
3. The Tenant pays a security deposit of {{deposit}}, returned at the end of the lease if there is no damage.
4. Utilities are paid by {{utilities_payer}}.
### 3. Obligations
- The Tenant uses the home for living in, keeps it in good order and does not sublet it without the Landlord’s consent.
- The Landlord hands over the home fit to live in and does not interfere with its use during the lease.
- The Landlord registers this agreement with the tax authority as the tax law requires.
- Handover and return of the home are recorded in an act signed by both parties.
### 4. Termination
|| Either party may end the agreement early by giving the other at least 30 days’ written notice. If rent is unpaid for more than two months, the Landlord may demand that the agreement be terminated.
|| Disputes are settled by negotiation or, failing agreement, by the courts under the law of the Republic of Uzbekistan.
>> Landlord: [[signature]] / {{landlord_name}}
>> Tenant: [[signature]] / {{tenant_name}}
`,
  }),
  popularity: 780,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── car sale ─────────────────────────────
const carFields: SeedTemplateField[] = [
  cityField,
  dateField,
  ...personFields('seller', seller, 'parties'),
  ...personFields('buyer', buyer, 'parties'),
  field('car_model', 'text', true, 'subject', t('Avtomobil markasi va modeli', 'Марка и модель автомобиля', 'Make and model')),
  // A year, written 2021 (never "2 021"): the contract's data must match the registration certificate (the lawyer's review, B5).
  field('car_year', 'year', true, 'subject', t('Ishlab chiqarilgan yili', 'Год выпуска', 'Year of manufacture')),
  field('car_vin', 'text', true, 'subject', t('Kuzov (VIN) raqami', 'Номер кузова (VIN)', 'Body number (VIN)')),
  field('car_plate', 'text', true, 'subject', t('Davlat raqam belgisi', 'Государственный номерной знак', 'Registration plate')),
  field('car_color', 'text', true, 'subject', t('Rangi', 'Цвет', 'Colour')),
  field(
    'car_registration_cert',
    'text',
    true,
    'subject',
    t('Qayd etish guvohnomasi (texpasport) raqami', 'Номер свидетельства о регистрации (техпаспорта)', 'Registration certificate number'),
  ),
  field('price', 'money', true, 'terms', t('Sotish narxi', 'Цена продажи', 'Price')),
];

const carSale: DocumentTemplateDraft = {
  id: 'car-sale-contract',
  categoryId: 'contracts',
  title: t('Avtomobil oldi-sotdi shartnomasi', 'Договор купли-продажи автомобиля', 'Car sale contract'),
  description: t(
    'Avtomobilni sotish uchun shartnoma loyihasi: transport vositasi maʼlumotlari, narx, hisob-kitob va topshirish tartibi.',
    'Проект договора продажи автомобиля: данные транспортного средства, цена, расчёты и порядок передачи.',
    'A draft contract for selling a car: vehicle details, price, payment and handover.',
  ),
  extraNote: t(
    'Avtomobilni sotish shartnomasi notarial tasdiqlanadi va transport vositasi yangi egasi nomiga qayta roʻyxatdan oʻtkaziladi. Ushbu matn notariusga olib borish uchun loyiha.',
    'Договор продажи автомобиля удостоверяется нотариально, после чего автомобиль перерегистрируется на нового владельца. Этот текст является проектом для нотариуса.',
    'A car sale contract is notarised and the car is then re-registered in the new owner’s name. This text is a draft to take to the notary.',
  ),
  notarization: 'required',
  fields: carFields,
  body: templateBody(carFields, {
    uz: `
## AVTOMOBIL OLDI-SOTDI SHARTNOMASI
{{city}}
>> {{doc_date}}
|| Biz, {{seller_name}} (JShShIR: {{seller_pinfl}}, pasport: {{seller_passport}}, manzil: {{seller_address}}), bundan buyon «Sotuvchi», va {{buyer_name}} (JShShIR: {{buyer_pinfl}}, pasport: {{buyer_passport}}, manzil: {{buyer_address}}), bundan buyon «Xaridor», ushbu shartnomani tuzdik.
### 1. Shartnoma predmeti
|| Sotuvchi Xaridorning mulkiga quyidagi avtomobilni sotadi, Xaridor esa uni qabul qilib, haqini toʻlaydi:
- marka va model: {{car_model}};
- ishlab chiqarilgan yili: {{car_year}};
- kuzov (VIN) raqami: {{car_vin}};
- davlat raqam belgisi: {{car_plate}};
- rangi: {{car_color}};
- qayd etish guvohnomasi: {{car_registration_cert}}.
### 2. Narx va hisob-kitob
|| Avtomobil narxi taraflar kelishuviga koʻra **{{price|ni}}** tashkil etadi. Xaridor ushbu summani shartnoma imzolangunga qadar toʻliq toʻladi, Sotuvchi uni olganini tasdiqlaydi.
### 3. Kafolatlar
1. Sotuvchi avtomobil hech kimga sotilmagani, garovga qoʻyilmagani, taqiq ostida emasligi va nizo predmeti emasligini kafolatlaydi.
2. Xaridor avtomobilning texnik holati bilan tanishdi va unga eʼtirozi yoʻq.
3. Avtomobilga boʻlgan mulk huquqi Xaridorga shartnoma notarial tasdiqlangan paytdan oʻtadi; Xaridor uni belgilangan muddatda oʻz nomiga roʻyxatdan oʻtkazadi.
>> Sotuvchi: [[signature]] / {{seller_name}}
>> Xaridor: [[signature]] / {{buyer_name}}
`,
    ru: `
## ДОГОВОР КУПЛИ-ПРОДАЖИ АВТОМОБИЛЯ
{{city}}
>> {{doc_date}}
|| Мы, {{seller_name}} (ПИНФЛ: {{seller_pinfl}}, паспорт: {{seller_passport}}, адрес: {{seller_address}}), далее «Продавец», и {{buyer_name}} (ПИНФЛ: {{buyer_pinfl}}, паспорт: {{buyer_passport}}, адрес: {{buyer_address}}), далее «Покупатель», заключили настоящий договор.
### 1. Предмет договора
|| Продавец продаёт в собственность Покупателя, а Покупатель принимает и оплачивает следующий автомобиль:
- марка и модель: {{car_model}};
- год выпуска: {{car_year}};
- номер кузова (VIN): {{car_vin}};
- государственный номерной знак: {{car_plate}};
- цвет: {{car_color}};
- свидетельство о регистрации: {{car_registration_cert}}.
### 2. Цена и расчёты
|| Цена автомобиля по соглашению сторон составляет **{{price}}**. Покупатель уплатил эту сумму полностью до подписания договора, Продавец подтверждает её получение.
### 3. Гарантии
1. Продавец гарантирует, что автомобиль никому не продан, не заложен, не находится под запретом и не является предметом спора.
2. Покупатель ознакомлен с техническим состоянием автомобиля и претензий не имеет.
3. Право собственности переходит к Покупателю с момента нотариального удостоверения договора; Покупатель перерегистрирует автомобиль на своё имя в установленный срок.
>> Продавец: [[signature]] / {{seller_name}}
>> Покупатель: [[signature]] / {{buyer_name}}
`,
    en: `
## CAR SALE CONTRACT
{{city}}
>> {{doc_date}}
|| We, {{seller_name}} (PINFL: {{seller_pinfl}}, passport: {{seller_passport}}, address: {{seller_address}}), the “Seller”, and {{buyer_name}} (PINFL: {{buyer_pinfl}}, passport: {{buyer_passport}}, address: {{buyer_address}}), the “Buyer”, have made this contract.
### 1. Subject
|| The Seller sells the following car to the Buyer, and the Buyer accepts it and pays for it:
- make and model: {{car_model}};
- year of manufacture: {{car_year}};
- body number (VIN): {{car_vin}};
- registration plate: {{car_plate}};
- colour: {{car_color}};
- registration certificate: {{car_registration_cert}}.
### 2. Price and payment
|| The agreed price of the car is **{{price}}**. The Buyer has paid this sum in full before signing, and the Seller confirms receiving it.
### 3. Warranties
1. The Seller warrants that the car has not been sold to anyone else, is not pledged, is not under a ban and is not the subject of a dispute.
2. The Buyer has inspected the car’s technical condition and has no objections.
3. Ownership passes to the Buyer when the contract is notarised; the Buyer registers the car in their name within the prescribed period.
>> Seller: [[signature]] / {{seller_name}}
>> Buyer: [[signature]] / {{buyer_name}}
`,
  }),
  popularity: 610,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── loan receipt ─────────────────────────────
const receiptFields: SeedTemplateField[] = [
  cityField,
  dateField,
  ...personFields('borrower', borrower, 'parties'),
  ...personFields('lender', lender, 'parties', { pinfl: false }),
  field('loan_amount', 'money', true, 'terms', t('Qarz summasi', 'Сумма займа', 'Amount borrowed')),
  field('loan_amount_words', 'text', true, 'terms', t('Summa soʻz bilan', 'Сумма прописью', 'Amount in words')),
  field('repay_date', 'date', true, 'terms', t('Qaytarish sanasi', 'Дата возврата', 'Repayment date'), { limits: [LIMITS.repaymentAfterReceipt] }),
];

const loanReceipt: DocumentTemplateDraft = {
  id: 'loan-receipt',
  categoryId: 'contracts',
  title: t('Qarz tilxati (pul olganlik haqida)', 'Расписка в получении займа', 'Loan receipt'),
  description: t(
    'Qarz oluvchi pulni olganini va uni qachon qaytarishini yozma tasdiqlaydi. Qarz sudda isbotlanishi uchun muhim hujjat.',
    'Заёмщик письменно подтверждает получение денег и срок их возврата. Важный документ, чтобы доказать долг в суде.',
    'The borrower confirms in writing receiving the money and when it will be repaid: a key document for proving the debt in court.',
  ),
  extraNote: t(
    'Tilxatni qarz oluvchi oʻz qoʻli bilan yozgani yoki imzolagani maqsadga muvofiq. Qonunda belgilangan miqdordan ortiq qarz shartnomasi yozma shaklda tuzilishi shart.',
    'Желательно, чтобы расписку заёмщик написал или подписал собственноручно. Договор займа на сумму свыше установленной законом должен быть заключён в письменной форме.',
    'Ideally the borrower writes or signs the receipt by hand. A loan above the amount set by law must be made in writing.',
  ),
  notarization: 'none',
  fields: receiptFields,
  body: templateBody(receiptFields, {
    uz: `
## TILXAT
{{city}}
>> {{doc_date}}
|| Men, {{borrower_name}}, JShShIR: {{borrower_pinfl}}, pasport: {{borrower_passport}}, yashash manzilim: {{borrower_address}}, {{lender_name|dan}} (pasport: {{lender_passport}}, manzil: {{lender_address}}) qarz sifatida **{{loan_amount}}** ({{loan_amount_words}}) miqdoridagi pul mablagʻini toʻliq oldim.
|| Olingan summani {{repay_date|gacha}} toʻliq qaytarish majburiyatini olaman. Qarz oʻz vaqtida qaytarilmasa, qarz beruvchi uni qonunda belgilangan foizlar bilan sud tartibida undirish huquqiga ega ekanligi menga tushuntirildi.
|| Tilxat ixtiyoriy ravishda, hech qanday tazyiqsiz, soʻzlarning maʼnosini tushungan holda yozildi.
>> Qarz oluvchi: [[signature]] / {{borrower_name}}
`,
    ru: `
## РАСПИСКА
{{city}}
>> {{doc_date}}
|| Я, {{borrower_name}}, ПИНФЛ: {{borrower_pinfl}}, паспорт: {{borrower_passport}}, адрес места жительства: {{borrower_address}}, настоящей распиской подтверждаю получение в долг от {{lender_name|gen}} (паспорт: {{lender_passport}}, адрес: {{lender_address}}) денежных средств в размере **{{loan_amount}}** ({{loan_amount_words}}). Деньги получены мною полностью.
|| Обязуюсь вернуть всю сумму займа в срок до {{repay_date}} включительно. Мне разъяснено, что при невозврате долга в срок займодавец вправе взыскать его в судебном порядке вместе с процентами, установленными законом.
|| Расписка написана мною добровольно, без принуждения, с пониманием значения слов.
>> Заёмщик: [[signature]] / {{borrower_name}}
`,
    en: `
## RECEIPT FOR A LOAN
{{city}}
>> {{doc_date}}
|| I, {{borrower_name}}, PINFL: {{borrower_pinfl}}, passport: {{borrower_passport}}, residing at {{borrower_address}}, have received from {{lender_name}} (passport: {{lender_passport}}, address: {{lender_address}}), as a loan, the sum of **{{loan_amount}}** ({{loan_amount_words}}) in full.
|| I undertake to repay the whole sum by {{repay_date}}. It has been explained to me that if the debt is not repaid on time, the lender may recover it through court together with interest provided by law.
|| I have written this receipt voluntarily, under no pressure, understanding the meaning of its words.
>> Borrower: [[signature]] / {{borrower_name}}
`,
  }),
  popularity: 870,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── employment contract ─────────────────────────────
const employmentFields: SeedTemplateField[] = [
  cityField,
  dateField,
  field(
    'employer_name',
    'text',
    true,
    'parties',
    t('Ish beruvchi (tashkilot nomi)', 'Работодатель (наименование организации)', 'Employer (organisation name)'),
  ),
  field('employer_tin', 'text', true, 'parties', t('Ish beruvchining STIR', 'ИНН работодателя', 'Employer’s TIN'), {
    hint: t(
      '9 xonali soliq toʻlovchining identifikatsiya raqami',
      '9-значный идентификационный номер налогоплательщика',
      '9-digit taxpayer identification number',
    ),
  }),
  field('employer_address', 'text', true, 'parties', t('Ish beruvchining manzili', 'Адрес работодателя', 'Employer’s address')),
  // Who signs for the employer, and on what basis (the lawyer's review, B1): the signature line
  // reads "Direktor: ____ / Aliyev Sardor Akmalovich", not the organisation's name alone.
  field('director_position', 'text', true, 'parties', t('Rahbarning lavozimi', 'Должность руководителя', 'Signatory’s position'), {
    hint: t('Masalan: Direktor', 'Например: Директор', 'For example: Director'),
  }),
  field('employer_director', 'text', true, 'parties', t('Rahbarning F.I.Sh.', 'Ф.И.О. руководителя', 'Signatory’s full name')),
  field('director_basis', 'select', true, 'parties', t('Rahbar nima asosida ish koʻradi', 'Основание полномочий руководителя', 'The signatory acts under'), {
    options: [
      option('charter', 'ustav asosida', 'на основании устава', 'the charter'),
      option('power-of-attorney', 'ishonchnoma asosida', 'на основании доверенности', 'a power of attorney'),
    ],
  }),
  ...personFields('employee', employee, 'parties', { phone: true }),
  field('position', 'text', true, 'subject', t('Lavozim (kasb)', 'Должность (профессия)', 'Position')),
  field(
    'workplace',
    'text',
    true,
    'subject',
    t('Ish joyi (manzil yoki boʻlinma)', 'Место работы (адрес или подразделение)', 'Place of work (address or unit)'),
  ),
  // The option stands mid-sentence: "Shartnoma … tuziladi", "Договор заключён …", "made for …".
  field('contract_type', 'select', true, 'terms', t('Shartnoma turi', 'Вид договора', 'Contract type'), {
    options: [
      option('indefinite', 'nomuayyan muddatga', 'на неопределённый срок', 'an indefinite term'),
      option('fixed', 'muayyan muddatga', 'на определённый срок', 'a fixed term'),
    ],
  }),
  field('start_date', 'date', true, 'terms', t('Ishni boshlash sanasi', 'Дата начала работы', 'Start date')),
  field(
    'probation_months',
    'number',
    false,
    'terms',
    t('Dastlabki sinov muddati (oy, koʻpi bilan 3)', 'Испытательный срок (мес., не более 3)', 'Probation (months, at most 3)'),
    { limits: [LIMITS.probation] },
  ),
  field('salary', 'money', true, 'terms', t('Oylik ish haqi (lavozim maoshi)', 'Должностной оклад в месяц', 'Monthly salary')),
  field('weekly_hours', 'select', true, 'terms', t('Haftalik ish vaqti', 'Продолжительность рабочей недели', 'Weekly working hours'), {
    options: [
      option('40', '40 soat', '40 часов', '40 hours'),
      option('36', '36 soat (qisqartirilgan ish vaqti)', '36 часов (сокращённое рабочее время)', '36 hours (reduced working time)'),
      option('20', '20 soat (toʻliqsiz ish vaqti)', '20 часов (неполное рабочее время)', '20 hours (part-time)'),
    ],
  }),
  field(
    'leave_days',
    'number',
    true,
    'terms',
    t('Yillik asosiy taʼtil (kalendar kun)', 'Ежегодный основной отпуск (календарных дней)', 'Annual leave (calendar days)'),
    {
      hint: t('Kamida 21 kalendar kun', 'Не менее 21 календарного дня', 'At least 21 calendar days'),
      limits: [LIMITS.annualLeave],
    },
  ),
];

const employmentContract: DocumentTemplateDraft = {
  id: 'employment-contract',
  categoryId: 'labour',
  title: t('Mehnat shartnomasi', 'Трудовой договор', 'Employment contract'),
  description: t(
    'Ish beruvchi va xodim oʻrtasidagi mehnat shartnomasi: lavozim, ish haqi, ish vaqti, taʼtil va sinov muddati. 2022-yilgi Mehnat kodeksiga asoslangan.',
    'Трудовой договор между работодателем и работником: должность, оплата, рабочее время, отпуск и испытательный срок. Составлен по Трудовому кодексу 2022 года.',
    'An employment contract between employer and employee: position, pay, working time, leave and probation, based on the 2022 Labour Code.',
  ),
  extraNote: t(
    'Mehnat shartnomasi yozma shaklda tuziladi; ish beruvchi uni, unga kiritilgan oʻzgartirishlarni va uning bekor qilinishini «Yagona milliy mehnat tizimi»da roʻyxatdan oʻtkazadi. 2025-yilda Mehnat kodeksiga kiritilgan oʻzgartirishlar shartnomani shu tizimda elektron shaklda rasmiylashtirishni ham nazarda tutadi: amaldagi tartibni tekshiring. Muayyan muddatli shartnoma faqat qonunda nazarda tutilgan hollarda tuziladi.',
    'Трудовой договор заключается в письменной форме; работодатель регистрирует его, а также его изменение и прекращение в «Единой национальной системе труда». Изменения Трудового кодекса 2025 года предусматривают и оформление договора в электронной форме в этой системе: уточните действующий порядок. Срочный договор заключается только в случаях, предусмотренных законом.',
    'An employment contract is made in writing; the employer registers it, any change to it and its termination in the Unified National Labour System. The 2025 amendments to the Labour Code also provide for making the contract electronically in that system: check the procedure in force. A fixed-term contract is allowed only where the law provides for it.',
  ),
  notarization: 'none',
  fields: employmentFields,
  body: templateBody(employmentFields, {
    uz: `
## MEHNAT SHARTNOMASI
{{city}}
>> {{doc_date}}
|| {{employer_name}} (STIR: {{employer_tin}}, manzil: {{employer_address}}), {{director_basis}} ish koʻruvchi rahbari {{employer_director}} timsolida, bundan buyon «Ish beruvchi», va {{employee_name}} (JShShIR: {{employee_pinfl}}, pasport: {{employee_passport}}, manzil: {{employee_address}}, tel.: {{employee_phone}}), bundan buyon «Xodim», Oʻzbekiston Respublikasi Mehnat kodeksiga muvofiq ushbu shartnomani tuzdilar.
### 1. Shartnoma predmeti
1. Xodim quyidagi lavozimga ishga qabul qilinadi: {{position}}.
2. Ish joyi: {{workplace}}.
3. Xodim ishni {{start_date|dan}} boshlaydi; shartnoma {{contract_type}} tuziladi.
4. Dastlabki sinov muddati: {{probation_months}}\u00a0oy.
### 2. Ish vaqti va dam olish vaqti
|| Xodim uchun haftalik ish vaqti {{weekly_hours}} etib belgilanadi. Xodimga har yili {{leave_days}}\u00a0kalendar kunlik haq toʻlanadigan asosiy taʼtil beriladi.
### 3. Mehnatga haq toʻlash
|| Xodimga oyiga **{{salary}}** miqdorida lavozim maoshi belgilanadi. Ish haqi oyiga kamida ikki marta toʻlanadi. Ish haqidan qonunda belgilangan soliqlar ushlab qolinadi.
### 4. Taraflarning huquq va majburiyatlari
- Xodim mehnat vazifalarini vijdonan bajaradi, ichki mehnat tartibi qoidalari va mehnatni muhofaza qilish talablariga rioya qiladi.
- Ish beruvchi xavfsiz mehnat sharoitlarini yaratadi, ish haqini oʻz vaqtida toʻlaydi va mehnat qonunchiligida nazarda tutilgan kafolatlarni taʼminlaydi.
### 5. Yakuniy qoidalar
|| Ish beruvchi ushbu shartnomani, unga kiritilgan oʻzgartirishlarni va uning bekor qilinishini qonunchilikda belgilangan tartibda «Yagona milliy mehnat tizimi»da roʻyxatdan oʻtkazadi.
|| Shartnoma Mehnat kodeksida nazarda tutilgan asoslar va tartibda oʻzgartiriladi va bekor qilinadi. Shartnoma ikki nusxada tuzildi, har bir tarafga bittadan beriladi.
>> Ish beruvchi: {{employer_name}}
>> {{director_position}}: [[signature]] / {{employer_director}}
>> Xodim: [[signature]] / {{employee_name}}
`,
    ru: `
## ТРУДОВОЙ ДОГОВОР
{{city}}
>> {{doc_date}}
|| {{employer_name}} (ИНН: {{employer_tin}}, адрес: {{employer_address}}) в лице руководителя {{employer_director|gen}}, {{employer_director|g:действующего/действующей/действующего}} {{director_basis}}, далее «Работодатель», и {{employee_name}} (ПИНФЛ: {{employee_pinfl}}, паспорт: {{employee_passport}}, адрес: {{employee_address}}, тел.: {{employee_phone}}), далее «Работник», заключили настоящий договор в соответствии с Трудовым кодексом Республики Узбекистан.
### 1. Предмет договора
1. Работник принимается на работу на должность: {{position}}.
2. Место работы: {{workplace}}.
3. Работник приступает к работе с {{start_date}}; договор заключён {{contract_type}}.
4. Испытательный срок: {{probation_months}}\u00a0мес.
### 2. Рабочее время и время отдыха
|| Работнику устанавливается рабочая неделя продолжительностью {{weekly_hours}}. Работнику ежегодно предоставляется основной оплачиваемый отпуск продолжительностью (в календарных днях): {{leave_days}}.
### 3. Оплата труда
|| Работнику устанавливается должностной оклад **{{salary}}** в месяц. Заработная плата выплачивается не реже двух раз в месяц. Из заработной платы удерживаются налоги, установленные законом.
### 4. Права и обязанности сторон
- Работник добросовестно выполняет трудовые обязанности, соблюдает правила внутреннего трудового распорядка и требования охраны труда.
- Работодатель обеспечивает безопасные условия труда, своевременно выплачивает заработную плату и предоставляет гарантии, предусмотренные трудовым законодательством.
### 5. Заключительные положения
|| Работодатель регистрирует настоящий договор, его изменение и прекращение в «Единой национальной системе труда» в порядке, установленном законодательством.
|| Договор изменяется и прекращается по основаниям и в порядке, предусмотренным Трудовым кодексом. Договор составлен в двух экземплярах, по одному для каждой стороны.
>> Работодатель: {{employer_name}}
>> {{director_position}}: [[signature]] / {{employer_director}}
>> Работник: [[signature]] / {{employee_name}}
`,
    en: `
## EMPLOYMENT CONTRACT
{{city}}
>> {{doc_date}}
|| {{employer_name}} (TIN: {{employer_tin}}, address: {{employer_address}}), represented by {{employer_director}}, acting under {{director_basis}}, the “Employer”, and {{employee_name}} (PINFL: {{employee_pinfl}}, passport: {{employee_passport}}, address: {{employee_address}}, tel.: {{employee_phone}}), the “Employee”, have made this contract under the Labour Code of the Republic of Uzbekistan.
### 1. Subject
1. The Employee is hired as: {{position}}.
2. Place of work: {{workplace}}.
3. The Employee starts work on {{start_date}}; the contract is made for {{contract_type}}.
4. Probation period (months): {{probation_months}}.
### 2. Working time and rest
|| The Employee’s working week is {{weekly_hours}}. The Employee is entitled each year to {{leave_days}}\u00a0calendar days of paid annual leave.
### 3. Pay
|| The Employee’s salary is **{{salary}}** per month, paid at least twice a month. Taxes required by law are withheld from it.
### 4. Rights and duties
- The Employee performs their duties in good faith and follows the internal work rules and health-and-safety requirements.
- The Employer provides safe working conditions, pays wages on time and gives the guarantees set by labour law.
### 5. Final provisions
|| The Employer registers this contract, any change to it and its termination in the Unified National Labour System as the law requires.
|| The contract is amended and ended on the grounds and in the manner set by the Labour Code. It is made in two copies, one for each party.
>> Employer: {{employer_name}}
>> {{director_position}}: [[signature]] / {{employer_director}}
>> Employee: [[signature]] / {{employee_name}}
`,
  }),
  popularity: 720,
  updatedAt: '2026-11-28',
};

// ───────────────────────────── service agreement ─────────────────────────────
const serviceFields: SeedTemplateField[] = [
  cityField,
  dateField,
  ...personFields('customer', customer, 'parties', { phone: true }),
  ...personFields('contractor', contractor, 'parties', { phone: true }),
  field('services_description', 'textarea', true, 'subject', t('Koʻrsatiladigan xizmatlar tavsifi', 'Описание услуг', 'Description of the services')),
  field('deadline', 'date', true, 'terms', t('Xizmatlarni koʻrsatish muddati', 'Срок оказания услуг', 'Completion date'), {
    limits: [LIMITS.servicesAfterContract],
  }),
  field('service_price', 'money', true, 'terms', t('Xizmatlar narxi', 'Стоимость услуг', 'Price of the services')),
  field(
    'prepayment_percent',
    'number',
    false,
    'terms',
    t('Oldindan toʻlov (narxning foizi)', 'Предоплата (% от стоимости)', 'Advance payment (% of the price)'),
    { limits: [LIMITS.prepaymentShare] },
  ),
];

const serviceAgreement: DocumentTemplateDraft = {
  id: 'service-agreement',
  categoryId: 'contracts',
  title: t('Xizmat koʻrsatish shartnomasi', 'Договор возмездного оказания услуг', 'Service agreement'),
  description: t(
    'Jismoniy shaxslar oʻrtasida pullik xizmat koʻrsatish uchun shartnoma: xizmat turi, muddat, narx, qabul qilish va javobgarlik.',
    'Договор на платные услуги между физическими лицами: вид услуг, срок, цена, приёмка и ответственность.',
    'A contract for paid services between individuals: what is done, by when, for how much, acceptance and liability.',
  ),
  extraNote: t(
    'Agar ijrochi yakka tartibdagi tadbirkor yoki yuridik shaxs boʻlsa, uning STIR va bank rekvizitlarini qoʻshing.',
    'Если исполнитель является ИП или юридическим лицом, добавьте его ИНН и банковские реквизиты.',
    'If the contractor is a registered entrepreneur or a company, add its TIN and bank details.',
  ),
  notarization: 'none',
  fields: serviceFields,
  body: templateBody(serviceFields, {
    uz: `
## XIZMAT KOʻRSATISH SHARTNOMASI
{{city}}
>> {{doc_date}}
|| {{customer_name}} (JShShIR: {{customer_pinfl}}, pasport: {{customer_passport}}, manzil: {{customer_address}}, tel.: {{customer_phone}}), bundan buyon «Buyurtmachi», va {{contractor_name}} (JShShIR: {{contractor_pinfl}}, pasport: {{contractor_passport}}, manzil: {{contractor_address}}, tel.: {{contractor_phone}}), bundan buyon «Ijrochi», ushbu shartnomani tuzdilar.
### 1. Shartnoma predmeti
|| Ijrochi Buyurtmachining topshirigʻiga binoan quyidagi xizmatlarni koʻrsatish, Buyurtmachi esa ularning haqini toʻlash majburiyatini oladi:
{{services_description}}
### 2. Muddat, narx va toʻlov
1. Xizmatlar {{deadline|gacha}} koʻrsatiladi.
2. Xizmatlar narxi **{{service_price|ni}}** tashkil etadi.
3. Buyurtmachi narxning {{prepayment_percent}} foizini shartnoma imzolangandan keyin uch ish kuni ichida, qolgan qismini xizmatlar qabul qilingach toʻlaydi.
### 3. Xizmatlarni qabul qilish
|| Koʻrsatilgan xizmatlar ikki tomonlama dalolatnoma bilan qabul qilinadi. Buyurtmachi kamchiliklarni aniqlasa, ularni asoslangan holda yozma bildiradi, Ijrochi esa ularni oqilona muddatda bepul bartaraf etadi.
### 4. Javobgarlik
|| Majburiyatlar bajarilmagan yoki lozim darajada bajarilmagan taqdirda taraflar Oʻzbekiston Respublikasi Fuqarolik kodeksiga muvofiq javob beradi. Nizolar muzokaralar yoʻli bilan, kelishilmasa sud tartibida hal qilinadi.
>> Buyurtmachi: [[signature]] / {{customer_name}}
>> Ijrochi: [[signature]] / {{contractor_name}}
`,
    ru: `
## ДОГОВОР ВОЗМЕЗДНОГО ОКАЗАНИЯ УСЛУГ
{{city}}
>> {{doc_date}}
|| {{customer_name}} (ПИНФЛ: {{customer_pinfl}}, паспорт: {{customer_passport}}, адрес: {{customer_address}}, тел.: {{customer_phone}}), далее «Заказчик», и {{contractor_name}} (ПИНФЛ: {{contractor_pinfl}}, паспорт: {{contractor_passport}}, адрес: {{contractor_address}}, тел.: {{contractor_phone}}), далее «Исполнитель», заключили настоящий договор.
### 1. Предмет договора
|| Исполнитель обязуется по заданию Заказчика оказать следующие услуги, а Заказчик обязуется их оплатить:
{{services_description}}
### 2. Срок, цена и оплата
1. Услуги оказываются в срок до {{deadline}} включительно.
2. Стоимость услуг: **{{service_price}}**.
3. Заказчик оплачивает {{prepayment_percent}}\u00a0% стоимости в течение трёх рабочих дней после подписания договора, остаток после приёмки услуг.
### 3. Приёмка
|| Оказанные услуги принимаются по двустороннему акту. Обнаружив недостатки, Заказчик письменно и мотивированно сообщает о них, а Исполнитель безвозмездно устраняет их в разумный срок.
### 4. Ответственность
|| За неисполнение или ненадлежащее исполнение обязательств стороны отвечают в соответствии с Гражданским кодексом Республики Узбекистан. Споры решаются путём переговоров, а при недостижении согласия в суде.
>> Заказчик: [[signature]] / {{customer_name}}
>> Исполнитель: [[signature]] / {{contractor_name}}
`,
    en: `
## SERVICE AGREEMENT
{{city}}
>> {{doc_date}}
|| {{customer_name}} (PINFL: {{customer_pinfl}}, passport: {{customer_passport}}, address: {{customer_address}}, tel.: {{customer_phone}}), the “Customer”, and {{contractor_name}} (PINFL: {{contractor_pinfl}}, passport: {{contractor_passport}}, address: {{contractor_address}}, tel.: {{contractor_phone}}), the “Contractor”, have made this agreement.
### 1. Subject
|| At the Customer’s request the Contractor will provide the following services, and the Customer will pay for them:
{{services_description}}
### 2. Time, price and payment
1. The services are completed by {{deadline}}.
2. The price of the services is **{{service_price}}**.
3. The Customer pays {{prepayment_percent}}% of the price within three working days of signing and the rest after accepting the services.
### 3. Acceptance
|| The services are accepted by an act signed by both parties. If the Customer finds defects, they report them in writing with reasons, and the Contractor remedies them free of charge within a reasonable time.
### 4. Liability
|| For failure to perform, or improper performance, the parties are liable under the Civil Code of the Republic of Uzbekistan. Disputes are settled by negotiation or, failing agreement, in court.
>> Customer: [[signature]] / {{customer_name}}
>> Contractor: [[signature]] / {{contractor_name}}
`,
  }),
  popularity: 430,
  updatedAt: '2026-11-28',
};

export const documentTemplatesPart1: DocumentTemplateDraft[] = [powerOfAttorney, residentialLease, carSale, loanReceipt, employmentContract, serviceAgreement];
