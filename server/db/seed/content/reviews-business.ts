/** Reviews of the services about property, notaries, companies, intellectual property and criminal defence. See reviews.ts. */
import { answer, rv } from './review-authoring';

export const businessReviews = [
  // ───────── property-due-diligence (sh.mirzayev) ─────────
  rv(
    'property-due-diligence',
    [101, 'OTABEK', "YO'LDOSHEV", "FARRUX O'G'LI"],
    5,
    'uz',
    '2025-07-17 19:45',
    'payme',
    `
Chilonzordan kvartira sotib olishdan oldin tekshirtirdim. Shoxrux aka kadastr maʼlumotlarini koʻrib, kvartirada voyaga yetmagan bola roʻyxatda turganini va vasiylik organi roziligi kerakligini aniqladi. Sotuvchi bu haqda indamagan edi. Bitim shu hujjat olingandan keyin xavfsiz oʻtdi.`,
  ),
  rv(
    'property-due-diligence',
    [102, 'INNA', 'GUSEVA', 'BORISOVNA'],
    5,
    'ru',
    '2025-10-25 12:20',
    'click',
    `
Проверка квартиры перед покупкой: история собственников, обременения, задолженности по коммунальным платежам. Оказалось, квартира в залоге у банка. Сделку отложили, пока продавец не погасил кредит. Без этой проверки я бы потеряла деньги.`,
    answer('ru', 8, `Инна, рад, что проверка помогла. Перед сделкой ещё раз запросите свежую выписку из кадастра: залог должен быть снят.`),
  ),
  rv(
    'property-due-diligence',
    [103, 'SHUHRAT', 'MAMATOV', "OLIM O'G'LI"],
    4,
    'uz',
    '2026-02-17 16:33',
    'payme',
    `
Hovli joyni tekshirtirdim. Hujjatlar boʻyicha hammasi toza chiqdi, yozma xulosa ham berildi. Xulosa yaxshi, lekin kutganimdan biroz qisqa.`,
  ),
  rv(
    'property-due-diligence',
    [104, 'OLIVER', 'SMITH', ''],
    5,
    'en',
    '2026-05-09 08:40',
    'payme',
    `
Buying a flat in Tashkent as a foreigner felt risky: the listing looked fine, the seller was friendly, and the agent kept saying that “everything is clean”. I asked Shokhrukh to check the flat before I paid the deposit.

Within three days he had the cadastral extract and the history of owners. The flat had changed hands twice in a year, which he said was worth a closer look, and the current owner had bought it while married, so the spouse’s notarised consent was required for the sale. The agent had not mentioned it at all. He also found a small debt for utilities registered to the flat and explained that it would pass to me if it was not paid before the deal.

His written report in English was short and exactly to the point: what is fine, what must be done before signing, and what to write in the contract. The seller obtained the consent and paid the debt, and the deal went through at the notary a week later. Worth every penny.`,
  ),
  rv(
    'property-due-diligence',
    [105, 'DILBAR', 'NAZAROVA', 'SHAVKAT QIZI'],
    5,
    'uz',
    '2026-08-03 18:18',
    'click',
    `
Ota-onam uchun uy olayotgan edik. Mutaxassis sotuvchining merosni toʻliq rasmiylashtirmaganini topdi. Shu sabab bitim bir oyga surildi, lekin qalbimiz xotirjam.`,
  ),
  rv(
    'property-due-diligence',
    [106, 'ROMAN', 'VASILYEV', 'ANDREYEVICH'],
    4,
    'ru',
    '2026-10-29 20:07',
    'payme',
    `
Хорошая проверка, всё чётко. Единственное, ответ по коммунальным долгам пришёл позже основного заключения, пришлось переносить встречу с продавцом.`,
  ),

  // ───────── lease-agreement (n.smirnova) ─────────
  rv(
    'lease-agreement',
    [107, 'POLINA', 'ZHUKOVA', 'SERGEYEVNA'],
    5,
    'ru',
    '2025-08-15 14:55',
    'payme',
    `
Сдаю квартиру впервые. Наталья составила договор аренды с описью имущества, порядком оплаты коммунальных услуг и условиями возврата залога. Всё понятно и арендатору, и мне.`,
  ),
  rv(
    'lease-agreement',
    [108, 'ZAFAR', 'HAKIMOV', "ALISHER O'G'LI"],
    4,
    'uz',
    '2026-01-04 11:42',
    'click',
    `
Uy ijarasi shartnomasi rus tilida tayyorlandi, oʻzbekcha nusxasini alohida soʻradim. Mazmuni yaxshi, soliq boʻyicha izoh ham berildi. Bir yulduz tarjima uchun kutganim sababli.`,
  ),
  rv(
    'lease-agreement',
    [109, 'KATHERINE', 'DOYLE', ''],
    5,
    'en',
    '2026-04-24 09:58',
    'payme',
    `
I was renting a flat in Tashkent for two years and wanted a proper contract instead of the landlord’s one-page note. Natalia drafted a bilingual lease, explained the registration of the lease with the tax authority, and even added a clause on early termination for my job relocation.`,
  ),
  rv(
    'lease-agreement',
    [110, 'LARISA', 'MAKAROVA', 'YEVGENYEVNA'],
    4,
    'ru',
    '2026-09-11 17:36',
    'payme',
    `
Договор аренды коммерческого помещения подготовлен хорошо. Минус звезда за то, что первый вариант был для жилья, пришлось объяснять ещё раз.`,
  ),

  // ───────── land-dispute-representation (temur.sharipov) ─────────
  rv(
    'land-dispute-representation',
    [111, 'NORMUROD', 'QURBONOV', "TOSHPULAT O'G'LI"],
    4,
    'uz',
    '2025-12-11 15:21',
    'payme',
    `
Qoʻshni bilan yer chegarasi boʻyicha nizo sudda hal boʻldi. Temur aka geodeziya oʻlchovini tashkil qildi, sud bizning oʻlchovni qabul qildi. Jarayon uzoq, lekin natija bor.`,
  ),
  rv(
    'land-dispute-representation',
    [112, 'SHAROF', 'MAHMUDOV', "RASUL O'G'LI"],
    3,
    'uz',
    '2026-07-21 12:47',
    'click',
    `
Fermer xoʻjaligi yer ijarasini bekor qilish toʻgʻrisidagi qaror ustidan shikoyat qildik. Birinchi instansiyada yutqazdik, apellyatsiyada qisman yutdik. Advokat tajribali, ammo ish rejasi aniq emas edi.`,
    answer('uz', 44, `Sharof aka, rahmat. Apellyatsiyadan keyingi qadamlar rejasini yozma holda yuboraman.`),
  ),

  // ───────── notary-consultation (notarius.malika) ─────────
  rv(
    'notary-consultation',
    [1, 'MALIKA', 'TOSHPULATOVA', 'ANVAR QIZI'],
    5,
    'uz',
    '2025-08-01 10:14',
    'payme',
    `
Ajrashishdan keyin bolani chet elga olib chiqish uchun otasining roziligi qanday rasmiylashtirilishini soʻradim. Malika opa qaysi hujjatlar kerakligini, ota boshqa shaharda boʻlsa nima qilish mumkinligini tushuntirdi.`,
  ),
  rv(
    'notary-consultation',
    [113, 'RAHIMA', 'ABDULLAYEVA', 'KOMIL QIZI'],
    5,
    'uz',
    '2025-06-05 16:30',
    'payme',
    `
Otamga avtomobilni boshqarish uchun ishonchnoma kerak edi. Maslahatda qanday ishonchnoma turi, qancha muddatga va qaysi hujjatlar bilan tuzilishini aniq bildim. Notarius oldiga tayyor bordim, 20 daqiqada hal boʻldi.`,
  ),
  rv(
    'notary-consultation',
    [114, 'VALENTINA', 'PETRENKO', 'IVANOVNA'],
    5,
    'ru',
    '2025-07-19 11:08',
    'click',
    `
Нужно было оформить доверенность на продажу квартиры, пока я в отъезде. Малика подробно объяснила, чем генеральная доверенность отличается от специальной, и почему лучше указать конкретную квартиру и цену. Всё прошло без проблем.`,
  ),
  rv(
    'notary-consultation',
    [115, 'ASLIDDIN', 'RAJABOV', "NE'MAT O'G'LI"],
    4,
    'uz',
    '2025-09-06 13:25',
    'payme',
    `
Hadya shartnomasi va vasiyatnoma oʻrtasidagi farqni tushuntirdi, soliq oqibatlarini ham aytdi. Foydali boʻldi, lekin yozma xulosa yoʻqligi biroz noqulay.`,
  ),
  rv(
    'notary-consultation',
    [116, 'GEORGE', 'PARKER', ''],
    5,
    'en',
    '2025-10-11 09:45',
    'payme',
    `
I needed to know which documents from my home country had to be apostilled for a notarised power of attorney in Uzbekistan. Malika explained it in ten minutes and saved me a second trip to the consulate.`,
  ),
  rv(
    'notary-consultation',
    [117, 'MAVLUDA', 'SHERMATOVA', 'ERGASH QIZI'],
    5,
    'uz',
    '2025-11-14 17:52',
    'click',
    `
Nikoh shartnomasi tuzmoqchi edik. Malika opa nimalarni yozish mumkin va nimalarni yozib boʻlmasligini tushuntirdi. Endi ikkalamiz ham xotirjam.`,
  ),
  rv(
    'notary-consultation',
    [118, 'ELENA', 'GRIGORYEVA', 'VLADIMIROVNA'],
    5,
    'ru',
    '2025-12-23 12:33',
    'payme',
    `
Консультация по оформлению наследства после бабушки. Всё разложила по полочкам: сроки, документы, госпошлина. Очень вежливая и знающая.`,
  ),
  rv(
    'notary-consultation',
    [119, 'XURSHID', 'ERGASHEV', "TURSUN O'G'LI"],
    4,
    'uz',
    '2026-02-09 19:15',
    'payme',
    `
Uy-joy oldi-sotdi shartnomasini notarial tasdiqlashdan oldin maslahat oldim. Qanday maʼlumotnomalar kerakligi aniq aytildi. Bir yulduz: qoʻngʻiroq vaqti kelishilganidan kechroq boshlandi.`,
  ),
  rv(
    'notary-consultation',
    [120, 'ALINA', 'MUSINA', 'RINATOVNA'],
    5,
    'ru',
    '2026-03-30 14:48',
    'click',
    `
Спросила, можно ли удостоверить согласие супруга на продажу машины, если он сейчас за границей. Получила чёткий ответ и список вариантов. Быстро и недорого.`,
  ),
  rv(
    'notary-consultation',
    [121, 'SOBIR', "TO'YCHIYEV", "HAMZA O'G'LI"],
    1,
    'uz',
    '2026-06-11 21:40',
    'payme',
    `
Maslahatda aytilgan hujjatlar roʻyxati toʻliq emas ekan: notarius oldida yana ikkita maʼlumotnoma soʻrashdi va ikkinchi marta kelishga toʻgʻri keldi. Vaqt ham, pul ham ketdi.`,
    answer(
      'uz',
      15,
      `Sobir aka, uzr soʻrayman. Oʻsha oyda tartib oʻzgargan, men buni hisobga olmaganman. Pulni qaytarish uchun qoʻllab-quvvatlash xizmatiga yozdim, roʻyxatni ham yangiladim.`,
    ),
  ),
  rv(
    'notary-consultation',
    [122, 'NODIR', 'ISLOMOV', "KARIM O'G'LI"],
    5,
    'uz',
    '2026-08-22 10:37',
    'payme',
    `
Meros guvohnomasi olish tartibini bilmoqchi edim. Qisqa va aniq, keraksiz gapsiz.`,
  ),
  rv(
    'notary-consultation',
    [123, 'MARGARITA', 'SIDOROVA', 'PAVLOVNA'],
    5,
    'ru',
    '2026-11-10 15:59',
    'click',
    `
Консультация о том, как оформить доверенность на представление интересов в суде и в банке одним документом. Малика объяснила, почему лучше две отдельные доверенности. Спасибо за честный совет.`,
  ),

  // ───────── llc-registration (otabek.nurmatov) ─────────
  rv(
    'llc-registration',
    [96, 'AZIZA', 'RASULOVA', 'MURODJON QIZI'],
    5,
    'uz',
    '2025-08-18 12:05',
    'payme',
    `
Soliq rejimi boʻyicha maslahatdan keyin MChJ ochishga qaror qildim va roʻyxatdan oʻtkazishni ham shu yerdan buyurtma qildim. Otabek aka taʼsis shartnomasi va ustavni tayyorladi, uch kunda guvohnoma qoʻlimda edi.`,
  ),
  rv(
    'llc-registration',
    [124, 'IVAN', 'STEPANOV', 'GRIGORYEVICH'],
    5,
    'ru',
    '2025-11-03 16:40',
    'click',
    `
Регистрация ООО с двумя учредителями, один из которых иностранец. Всё сделали под ключ: устав, учредительный договор, регистрация, банковский счёт. Отлично!`,
  ),
  rv(
    'llc-registration',
    [125, 'LAZIZ', 'NEMATOV', "OYBEK O'G'LI"],
    4,
    'uz',
    '2026-03-02 11:20',
    'payme',
    `
Kompaniya roʻyxatdan oʻtdi, hammasi qonuniy. Bir yulduzni olib qoldim, chunki ustavdagi faoliyat turlari roʻyxatini ikki marta tuzatishga toʻgʻri keldi.`,
  ),
  rv(
    'llc-registration',
    [126, 'HANNA', 'LINDQVIST', ''],
    5,
    'en',
    '2026-06-18 07:50',
    'payme',
    `
We registered a subsidiary of our Swedish company in Tashkent. Otabek prepared the charter in three languages, coordinated the notarised and apostilled documents from Stockholm, and had the company registered within a week of receiving them. Very responsive on email.`,
  ),
  rv(
    'llc-registration',
    [70, 'JASUR', 'XOLIQOV', "ANVAR O'G'LI"],
    5,
    'uz',
    '2026-09-26 13:13',
    'click',
    `
Doʻkon ijarasidan keyin oʻz MChJimni ochdim. Tez, aniq va qimmat emas.`,
  ),

  // ───────── commercial-litigation (aziz.karimov) ─────────
  rv(
    'commercial-litigation',
    [127, 'BAXTIYOR', 'SULTONOV', "EGAMBERDI O'G'LI"],
    5,
    'uz',
    '2025-12-18 18:25',
    'payme',
    `
Qurilish pudratchisi bilan 1,2 milliard soʻmlik nizo. Aziz Karimov iqtisodiy sudda ham, apellyatsiyada ham ishimizni himoya qildi. Ekspertiza xulosasiga eʼtirozlari ayniqsa kuchli boʻldi. Murakkab ishlar uchun tavsiya qilaman.`,
  ),
  rv(
    'commercial-litigation',
    [128, 'VLADIMIR', 'KRYLOV', 'STANISLAVOVICH'],
    4,
    'ru',
    '2026-06-25 11:30',
    'click',
    `
Спор с поставщиком оборудования по качеству поставки. Иск удовлетворён частично. Адвокат очень сильный в процессе, но дорогой, и дополнительные расходы на экспертизу стали для нас неожиданностью.`,
    answer('ru', 50, `Владимир, спасибо за оценку. Расходы на экспертизу назначает суд; в следующий раз сразу укажу их возможный размер в смете.`),
  ),

  // ───────── trademark-registration (patent-lex) ─────────
  rv(
    'trademark-registration',
    [129, 'MUNIRA', 'XOLMATOVA', 'DAVRON QIZI'],
    5,
    'uz',
    '2025-09-22 14:10',
    'payme',
    `
Shirinliklar brendimiz uchun tovar belgisini roʻyxatdan oʻtkazdik. «Patent Lex» avval oʻxshash belgilarni qidirib, nomni biroz oʻzgartirishni maslahat berdi. Guvohnoma olindi, hammasi ish boʻyicha yozib borildi.`,
  ),
  rv(
    'trademark-registration',
    [130, 'ARTYOM', 'BELYAEV', 'IGOREVICH'],
    4,
    'ru',
    '2026-04-03 12:52',
    'click',
    `
Регистрация товарного знака заняла около года, как и предупреждали. Работа выполнена, на запросы ведомства отвечали вовремя. Хотелось бы промежуточных отчётов почаще.`,
  ),
  rv(
    'trademark-registration',
    [131, 'NADIA', 'HOSSAIN', ''],
    5,
    'en',
    '2026-10-09 08:20',
    'payme',
    `
Patent Lex registered our café brand and logo in Uzbekistan. They ran a clearance search first, explained the classes we needed, and answered the examiner’s objection without any extra drama. Clear fixed fees and regular updates.`,
  ),

  // ───────── defence-during-investigation (ishonch) ─────────
  rv(
    'defence-during-investigation',
    [132, 'ZOIR', 'KAMOLOV', "MAHMUD O'G'LI"],
    5,
    'uz',
    '2026-01-20 20:40',
    'payme',
    `
Akamga firibgarlik boʻyicha ayb qoʻyildi. «Ishonch» advokatlari tergovning birinchi kunidan ishga kirishdi, har bir soʻroqda qatnashdi. Ish jinoyat tarkibi yoʻqligi sababli tugatildi. Oilamiz nomidan rahmat.`,
  ),
  rv(
    'defence-during-investigation',
    [133, 'RUSLAN', 'ABDURAHMANOV', 'TIMUROVICH'],
    4,
    'ru',
    '2026-08-06 17:28',
    'click',
    `
Защита на стадии следствия по делу о ДТП. Адвокат добился переквалификации и отказа от ареста. Работой доволен, но стоимость росла с каждым месяцем следствия.`,
  ),

  // ───────── urgent-detention-help (akmal.hasanov) ─────────
  rv(
    'urgent-detention-help',
    [134, 'NILUFAR', 'OMONOVA', 'BAHROM QIZI'],
    5,
    'uz',
    '2025-11-01 02:15',
    'payme',
    `
Tunda ukamni ushlab ketishdi. Akmal aka bir soat ichida IIBga yetib bordi, advokatsiz soʻroqqa yoʻl qoʻymadi. Ertalabgacha ukam qoʻyib yuborildi. Bunday paytda tez yordam eng muhimi.`,
  ),
  rv(
    'urgent-detention-help',
    [135, 'KIRILL', 'ANTONOV', 'MAKSIMOVICH'],
    4,
    'ru',
    '2026-05-30 23:50',
    'payme',
    `
Ночью задержали сына после драки у кафе. Адвокат приехал быстро, был на допросе, объяснил, что подписывать нельзя. Сына отпустили под подписку. Оценку снижаю только за то, что не сразу дозвонились.`,
  ),

  // ───────── criminal-appeal (advokat_botir) ─────────
  rv(
    'criminal-appeal',
    [136, 'MAVJUDA', "YO'LDOSHEVA", 'SAFAR QIZI'],
    5,
    'uz',
    '2025-10-07 15:45',
    'click',
    `
Oʻgʻlimning hukmi ustidan apellyatsiya shikoyati yozildi. Botir aka ish materiallarini toʻliq oʻrganib, ekspertizadagi xatolarni koʻrsatdi. Tayinlangan jazo yengillashtirildi.`,
  ),
  rv(
    'criminal-appeal',
    [137, 'ARSEN', 'MIKHAYLOV', 'ARSENOVICH'],
    5,
    'ru',
    '2026-03-12 13:02',
    'payme',
    `
Апелляционная жалоба на приговор подготовлена в срок и очень обстоятельно. Апелляционная инстанция изменила квалификацию. Спасибо за профессионализм и человеческое отношение.`,
  ),
  rv(
    'criminal-appeal',
    [138, 'ALISHER', 'QAYUMOV', "NURALI O'G'LI"],
    2,
    'uz',
    '2026-09-04 19:33',
    'payme',
    `
Shikoyat yozildi, lekin sud hukmni oʻzgarishsiz qoldirdi. Natija yoʻqligi uchun emas, balki shikoyat matnini imzolashdan oldin koʻrsatishmagani uchun ikki yulduz qoʻyaman.`,
    answer(
      'uz',
      26,
      `Alisher aka, muddat oxirgi kunga toʻgʻri kelgani uchun shikoyatni oʻsha kuni topshirishga majbur boʻldik, lekin matnni sizga oldindan yuborishim kerak edi. Kassatsiya boʻyicha bepul maslahat beraman.`,
    ),
  ),
];
