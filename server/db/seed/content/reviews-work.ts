/** Reviews of the employment-law services. See reviews.ts. */
import { answer, rv } from './review-authoring';

export const workReviews = [
  // ───────── labour-consultation (jamshid.xolmatov) ─────────
  rv(
    'labour-consultation',
    [41, 'ABDUMALIK', 'TOSHEV', "HAMID O'G'LI"],
    5,
    'uz',
    '2025-06-20 19:30',
    'payme',
    `
Ishdan «oʻz xohishim bilan» ariza yozishga majburlashayotgan edi. Jamshid aka bunday ariza yozmaslikni, rahbariyatga nima deyishni va qaysi hujjatlarni saqlab qoʻyishni aytdi. Bir haftadan keyin ishdan boʻshatish haqidagi gap oʻz-oʻzidan toʻxtadi.`,
  ),
  rv(
    'labour-consultation',
    [42, 'SVETLANA', 'GROMOVA', 'PAVLOVNA'],
    5,
    'ru',
    '2025-08-28 13:18',
    'click',
    `
Меня сократили, но не предупредили за два месяца и не выплатили выходное пособие. На консультации Джамшид посчитал, сколько мне положено, и объяснил, что сначала стоит написать претензию работодателю. После претензии выплатили всё до копейки, до суда не дошло.`,
    answer('ru', 10, `Светлана, рад, что вопрос решился без суда. Сохраните все документы о выплате на случай проверки.`),
  ),
  rv(
    'labour-consultation',
    [43, 'ILYOS', 'NORBOYEV', "SHUHRAT O'G'LI"],
    4,
    'uz',
    '2025-10-09 21:02',
    'payme',
    `
Mehnat shartnomasidagi sinov muddati boʻyicha maslahat oldim. Qonun boʻyicha sinov muddati uch oydan oshmasligi kerak ekan, menga olti oy yozishgan. Maslahat aniq, lekin suhbat biroz shoshilinch oʻtdi.`,
  ),
  rv(
    'labour-consultation',
    [44, 'DILNOZA', 'MIRZAYEVA', 'ORIF QIZI'],
    5,
    'uz',
    '2025-12-15 17:55',
    'payme',
    `
Homiladorlik taʼtiliga chiqishim oldidan ish beruvchi shartnomani uzaytirmasligini aytdi. Jamshid aka bu noqonuniy ekanini, qanday yozma ariza berishni tushuntirdi. Shartnoma uzaytirildi.`,
  ),
  rv(
    'labour-consultation',
    [45, 'PETER', 'NOVAK', ''],
    4,
    'en',
    '2026-02-12 10:40',
    'click',
    `
I work for a local company on a fixed-term contract and wanted to know my notice rights before resigning. The consultation was clear and practical; I got the exact article of the Labour Code and a template of the resignation letter. One star off because the call kept dropping on the lawyer’s side.`,
  ),
  rv(
    'labour-consultation',
    [46, 'OTABEK', 'ISMATOV', "RAVSHAN O'G'LI"],
    1,
    'uz',
    '2026-04-02 22:31',
    'payme',
    `
Maslahatdan kutgan natijamni olmadim. Savolim aniq edi: menga hayfsan berishgan, lekin tushuntirish xati soʻrashmagan va buyruq bilan tanishtirishmagan. Shu jazoni bekor qildirish mumkinmi, qanday qilib?

Javoblar esa umumiy boʻldi: «mehnat inspeksiyasiga yoki sudga murojaat qilishingiz mumkin» deyishdan nariga oʻtmadi. Qaysi muddatda, qaysi organga, qanday ariza bilan murojaat qilishni oʻzim keyinroq internetdan qidirib topdim. Maslahat 40 daqiqa davom etdi, uning yarmi mening holatimni qayta-qayta soʻzlab berishimga ketdi.

Balki hujjatlarni oldindan yuborishim kerak edi, lekin bu haqda hech kim aytmagan. Pul behuda ketdi deb hisoblayman.`,
    answer(
      'uz',
      36,
      `Otabek, afsuski, maslahat kutganingizdek boʻlmadi. Buyruq nusxasi boʻlmagani uchun aniqroq baho bera olmadim; hujjatni yuborsangiz, qoʻshimcha toʻlovsiz qayta koʻrib chiqaman.`,
    ),
  ),
  rv(
    'labour-consultation',
    [47, 'ELVIRA', 'GAREYEVA', 'RINATOVNA'],
    5,
    'ru',
    '2026-07-07 12:12',
    'payme',
    `
Работодатель задерживал зарплату три месяца. Получила пошаговый план: заявление в инспекцию труда, затем претензия, затем иск. Хватило первого шага. Спасибо за понятный план и шаблон заявления.`,
  ),
  rv(
    'labour-consultation',
    [48, 'SHOHRUX', 'BOBOYEV', "ZAFAR O'G'LI"],
    5,
    'uz',
    '2026-10-01 18:26',
    'click',
    `
Tez, aniq, tushunarli. Kasaba uyushmasi roziligi kerakmi-yoʻqmi degan savolimga hujjat asosida javob berdi.`,
  ),

  // ───────── reinstatement-representation (vodiy-legal) ─────────
  rv(
    'reinstatement-representation',
    [49, 'ANVAR', 'SOLIYEV', "MAHMUD O'G'LI"],
    5,
    'uz',
    '2025-09-18 16:05',
    'payme',
    `
Maktabdan noqonuniy boʻshatilgan edim. «Vodiy Legal» advokatlari sudda buyruqni bekor qildirib, meni ishga tiklashdi, majburiy progul uchun ish haqi ham undirildi. Fargʻonada ishonsa boʻladigan jamoa.`,
  ),
  rv(
    'reinstatement-representation',
    [50, 'OLGA', 'FEDOROVA', 'IVANOVNA'],
    3,
    'ru',
    '2026-03-05 14:47',
    'click',
    `
В должности восстановили, это главное. Но компенсацию за вынужденный прогул суд присудил меньше, чем рассчитывали, и мне кажется, расчёт можно было обосновать лучше. Общались вежливо, но редко.`,
    answer(
      'ru',
      28,
      `Ольга, спасибо за отзыв. Суд не принял в расчёт премии, не закреплённые в трудовом договоре; мы подготовили апелляционную жалобу на эту часть, если решите её подавать.`,
    ),
  ),
  rv(
    'reinstatement-representation',
    [51, 'MUZAFFAR', "G'OFUROV", "TOLIB O'G'LI"],
    4,
    'uz',
    '2026-08-27 11:20',
    'payme',
    `
Ishga qayta tiklanish haqida qaror chiqdi, ikki majlisda hal boʻldi. Yaxshi ish, faqat narx «dan» deb yozilgan edi va oxirida ekspertiza uchun qoʻshimcha toʻlov chiqdi.`,
  ),

  // ───────── employment-contract-drafting (umida.hr) ─────────
  rv(
    'employment-contract-drafting',
    [52, 'BOTIR', 'QURBONOV', "ALI O'G'LI"],
    5,
    'uz',
    '2025-07-22 15:10',
    'payme',
    `
Kichik nonvoyxonamiz uchun mehnat shartnomasi namunasi kerak edi. Umida opa ish vaqti, smenalar va moddiy javobgarlik boʻyicha bandlarni bizning holatimizga moslab yozdi. Endi har bir yangi xodim bilan shu shartnomani tuzamiz.`,
  ),
  rv(
    'employment-contract-drafting',
    [53, 'KONSTANTIN', 'ROMANOV', 'SERGEYEVICH'],
    5,
    'ru',
    '2025-11-11 10:33',
    'payme',
    `
Заказывал трудовой договор для удалённого разработчика. Учли всё: режим работы, передачу исключительных прав на код, порядок выдачи техники. Сделали за два дня, правки внесли в тот же вечер.`,
  ),
  rv(
    'employment-contract-drafting',
    [54, 'LAYLO', 'SHODIYEVA', 'NURALI QIZI'],
    5,
    'uz',
    '2026-03-19 16:58',
    'click',
    `
Kadrlar boʻlimida yangi ishlayapman, shartnoma shabloni eskirgan ekan. Umida opa yangi Mehnat kodeksiga moslab berdi va nimani nima uchun oʻzgartirganini izohladi. Bu men uchun kichik dars ham boʻldi.`,
  ),
  rv(
    'employment-contract-drafting',
    [55, 'EMMA', 'SCHULZ', ''],
    4,
    'en',
    '2026-09-09 09:25',
    'payme',
    `
We needed a bilingual employment contract for our first local hire in Tashkent. The draft was thorough and matched the new Labour Code; the Russian and English versions lined up clause by clause. It took a day longer than promised, hence four stars.`,
  ),

  // ───────── hr-audit (nilufar.ahmedova) ─────────
  rv(
    'hr-audit',
    [56, 'FARRUX', 'AHMADJONOV', "SOBIR O'G'LI"],
    5,
    'uz',
    '2026-01-23 18:40',
    'payme',
    `
Mehnat inspeksiyasi tekshiruvidan oldin kadrlar hujjatlarini tekshirtirdik. Nilufar opa qirqdan ortiq kamchilik topdi: taʼtil jadvali yoʻq, buyruqlar notoʻgʻri raqamlangan, ayrim shartnomalar imzolanmagan. Hisobotdagi reja boʻyicha hammasini tuzatdik, tekshiruv jarima qoʻllamay oʻtdi.`,
    answer('uz', 24, `Farrux, ajoyib natija! Har yili kichik ichki tekshiruv oʻtkazib turishni maslahat beraman.`),
  ),
  rv(
    'hr-audit',
    [57, 'MARAT', 'ISKAKOV', 'BULATOVICH'],
    4,
    'ru',
    '2026-06-16 14:14',
    'click',
    `
Аудит кадровых документов небольшой торговой сети. Отчёт подробный, с примерами правильных приказов и ссылками на нормы. Хотелось бы больше готовых шаблонов вместо рекомендаций, но в целом работой довольны.`,
  ),
];
