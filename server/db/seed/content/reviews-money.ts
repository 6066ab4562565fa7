/** Reviews of the services about debts, contracts, consumers, banks, insurance and taxes. See reviews.ts. */
import { answer, rv } from './review-authoring';

export const moneyReviews = [
  // ───────── debt-demand-letter (elena.petrova) ─────────
  rv(
    'debt-demand-letter',
    [61, 'DENIS', 'VOLKOV', 'ARTYOMOVICH'],
    5,
    'ru',
    '2025-06-26 12:35',
    'payme',
    `
Знакомый полгода не возвращал долг по расписке. Елена составила претензию со ссылками на Гражданский кодекс и расчётом процентов, отправили заказным письмом с уведомлением. Через две недели деньги вернули. Стоимость письма окупилась многократно.`,
  ),
  rv(
    'debt-demand-letter',
    [62, 'SHAVKAT', 'RAHMONOV', "ISMOIL O'G'LI"],
    4,
    'uz',
    '2025-09-30 17:08',
    'click',
    `
Mijozimiz yetkazib berilgan mol uchun toʻlovni choʻzayotgan edi. Talabnoma rus tilida yozildi, men oʻzbek tilida ham soʻragandim, ikkinchi variantni bir kun kutdim. Natija: qarzning yarmi darhol toʻlandi, qolganiga jadval tuzildi.`,
  ),
  rv(
    'debt-demand-letter',
    [63, 'YULIYA', 'SEMYONOVA', 'DMITRIYEVNA'],
    5,
    'ru',
    '2026-01-13 19:52',
    'payme',
    `
Быстро и профессионально. Подрядчик взял предоплату за ремонт и пропал. Претензия получилась жёсткой, но корректной, с чётким сроком и предупреждением о суде. Подрядчик объявился и вернул аванс.`,
  ),
  rv(
    'debt-demand-letter',
    [64, 'ROBERT', 'HAYES', ''],
    4,
    'en',
    '2026-05-21 08:44',
    'payme',
    `
A former business partner owed me money under a written loan agreement. Elena drafted a formal demand in Russian with an English copy for me, explained the deadlines, and told me what to do if he ignored it. He paid about half within the deadline; we agreed a schedule for the rest.`,
  ),
  rv(
    'debt-demand-letter',
    [65, 'GALINA', 'MOROZOVA', 'ALEKSEYEVNA'],
    2,
    'ru',
    '2026-08-19 15:27',
    'click',
    `
Письмо составлено формально правильно, но в нём перепутали дату договора, и заметила это я, а не юрист. Исправили быстро, но неприятный осадок остался: в юридическом документе такие ошибки недопустимы.`,
    answer(
      'ru',
      14,
      `Галина, вы правы, это наша ошибка, приношу извинения. Мы ввели обязательную повторную сверку реквизитов перед отправкой каждого письма клиенту.`,
    ),
  ),

  // ───────── debt-recovery-court (mezon) ─────────
  rv(
    'debt-recovery-court',
    [66, 'AZAMAT', 'JUMAYEV', "RUSTAM O'G'LI"],
    5,
    'uz',
    '2025-08-12 11:50',
    'payme',
    `
Kompaniyamiz uchun 180 million soʻmlik debitorlik qarzini iqtisodiy sud orqali undirishdi. «Mezon» advokatlari talabnomadan tortib ijro varaqasigacha hammasini oʻzlari olib borishdi. Hisobotlar har majlisdan keyin keldi.`,
  ),
  rv(
    'debt-recovery-court',
    [67, 'ALEKSEY', 'NIKITIN', 'VLADIMIROVICH'],
    4,
    'ru',
    '2025-12-02 16:16',
    'click',
    `
Взыскали долг с поставщика через экономический суд, плюс неустойку и судебные расходы. Работа сильная, но коммуникация шла в основном через помощника, а хотелось напрямую с адвокатом, который ведёт дело.`,
  ),
  rv(
    'debt-recovery-court',
    [68, 'FOTIMA', 'USMONOVA', 'KARIM QIZI'],
    3,
    'uz',
    '2026-04-28 14:39',
    'payme',
    `
Sudda yutdik, lekin qarzdor kompaniyada mablagʻ yoʻq ekan, ijro hali ham davom etmoqda. Buni oldindan tekshirib, ogohlantirish mumkin edi deb oʻylayman. Sud qismi yaxshi bajarildi.`,
    answer(
      'uz',
      30,
      `Fotima opa, fikringiz uchun rahmat. Endi ish boshlanishidan oldin qarzdorning mol-mulki va hisoblari boʻyicha qisqa tekshiruvni taklif qilamiz.`,
    ),
  ),
  rv(
    'debt-recovery-court',
    [69, 'DANIEL', 'WRIGHT', ''],
    5,
    'en',
    '2026-09-15 10:05',
    'payme',
    `
I run the Tashkent office of a British company, and Mezon recovered an unpaid invoice from a local distributor for us. They handled the demand letter, the economic court hearing and the enforcement, and explained every step in plain English. Professional, fast and well organised.`,
  ),

  // ───────── contract-review (aziza.hamidova) ─────────
  rv(
    'contract-review',
    [70, 'JASUR', 'XOLIQOV', "ANVAR O'G'LI"],
    5,
    'uz',
    '2025-07-08 20:10',
    'payme',
    `
Ijaraga olinayotgan doʻkon uchun shartnomani tekshirtirdim. Aziza opa ijara haqi bir tomonlama oshirilishi mumkin boʻlgan bandni va kafolat pulini qaytarmaslik shartini topdi. Shu ikki band oʻzgartirilib imzolandi.`,
  ),
  rv(
    'contract-review',
    [71, 'KSENIYA', 'LEBEDEVA', 'MAKSIMOVNA'],
    5,
    'ru',
    '2025-10-21 13:45',
    'click',
    `
Проверка договора подряда на ремонт квартиры. Азиза нашла, что в договоре нет сроков и ответственности подрядчика за задержку, и предложила конкретные формулировки. Подрядчик согласился со всеми правками. Очень внимательная работа.`,
  ),
  rv(
    'contract-review',
    [72, 'NURBEK', 'SATTOROV', "ERKIN O'G'LI"],
    5,
    'uz',
    '2026-02-06 09:30',
    'payme',
    `
Chet ellik hamkor bilan yetkazib berish shartnomasi ingliz tilida edi. Aziza opa har bir bandni oʻzbek tilida izohlab, xavfli joylarini belgilab berdi: nizo Londonda koʻriladi, jarima faqat bizga qoʻllanadi. Muzokarada shularni oʻzgartirdik.`,
  ),
  rv(
    'contract-review',
    [73, 'LUCY', 'BENNETT', ''],
    5,
    'en',
    '2026-04-14 12:18',
    'payme',
    `
I asked for a review of my employment offer from a Tashkent company before signing. Aziza went through the contract line by line, explained the non-compete and the bonus clauses, and suggested two changes that my employer accepted. Quick, thorough and friendly.`,
  ),
  rv(
    'contract-review',
    [74, 'DONIYOR', 'OCHILOV', "BAHROM O'G'LI"],
    5,
    'uz',
    '2026-07-26 17:03',
    'click',
    `
Avtomobilni boʻlib toʻlashga olish shartnomasini tekshirtirdim. Kechiktirilgan har bir kun uchun 1 foiz penya borligini oʻzim payqamagan ekanman. Bir kunda javob oldim.`,
  ),
  rv(
    'contract-review',
    [75, 'VERA', 'KUZNETSOVA', 'ANATOLYEVNA'],
    5,
    'ru',
    '2026-11-03 19:40',
    'payme',
    `
Проверили договор купли-продажи гаража. Всё по пунктам, с пояснениями, что можно оставить, а что лучше изменить. Рекомендую всем, кто боится подписывать документы «не глядя».`,
  ),

  // ───────── insurance-payout (sergey.volkov) ─────────
  rv(
    'insurance-payout',
    [76, 'IGOR', 'TKACHENKO', 'VASILYEVICH'],
    5,
    'ru',
    '2025-09-03 18:22',
    'payme',
    `
Страховая отказала в выплате по КАСКО после ДТП, сославшись на «неуведомление в срок», хотя я звонил на горячую линию в тот же вечер. Сначала пытался решить сам: две претензии, обе без ответа по существу. К Сергею пришёл уже без особой надежды.

Он сразу запросил у страховой запись звонка и детализацию у оператора связи, нашёл в правилах страхования пункт, который допускал уведомление по телефону, и заказал независимую оценку ущерба, потому что оценка страховой была занижена почти вдвое. Перед иском направил ещё одну претензию, уже с документами, и страховая предложила половину суммы. Мы отказались.

Суд взыскал полную выплату, неустойку за просрочку и расходы на оценку и представителя. Всё заняло около шести месяцев, о чём Сергей честно предупредил на первой встрече. Отдельно отмечу, что после каждого заседания получал короткое письмо: что было, что дальше, что нужно от меня. Рекомендую.`,
  ),
  rv(
    'insurance-payout',
    [77, 'ABROR', 'NAZAROV', "ULUGBEK O'G'LI"],
    4,
    'uz',
    '2026-03-23 15:00',
    'click',
    `
Sugʻurta kompaniyasi toʻlovni kamaytirib bergan edi. Sergey Vladimirovich mustaqil baholash oʻtkazishni tashkil qildi va farqni sud orqali undirdi. Yaxshi natija, biroq uchrashuvlarga doim oʻzim borishim kerak boʻldi.`,
  ),
  rv(
    'insurance-payout',
    [78, 'TIMUR', 'GALIYEV', 'RUSLANOVICH'],
    4,
    'ru',
    '2026-09-29 11:36',
    'payme',
    `
Выплату по страховке жизни после смерти отца получили в полном объёме. Адвокат грамотный и настойчивый, но по срокам всё затянулось из-за экспертизы, о чём, правда, честно предупреждал.`,
  ),

  // ───────── enforcement-support (behzod.aliyev) ─────────
  rv(
    'enforcement-support',
    [79, 'HILOLA', 'YOQUBOVA', 'SHERALI QIZI'],
    5,
    'uz',
    '2025-11-25 16:45',
    'payme',
    `
Sud qarori bir yildan beri ijro etilmayotgan edi. Behzod aka MIB bilan ishlashni oʻz qoʻliga oldi: qarzdorning hisoblari va avtomobili aniqlandi, ikki oyda pul hisobimga tushdi.`,
    answer('uz', 20, `Hilola opa, rahmat! Ijro ishini kuzatib borish sabr talab qiladi, siz ham katta yordam berdingiz.`),
  ),
  rv(
    'enforcement-support',
    [80, 'SERGEY', 'BONDARENKO', 'NIKOLAYEVICH'],
    4,
    'ru',
    '2026-05-12 13:33',
    'click',
    `
Помог запустить исполнительное производство и добиться ареста счёта должника. Деньги поступили частично, остальное в процессе. Работой доволен, цена разумная.`,
  ),
  rv(
    'enforcement-support',
    [81, 'SANJAR', "TO'RAYEV", "AKMAL O'G'LI"],
    3,
    'uz',
    '2026-10-18 20:02',
    'payme',
    `
Ijro ishi qoʻzgʻatildi, lekin uch oydan beri natija yoʻq. Behzod aka qoʻlidan kelganini qilyapti shekilli, ammo har safar oʻzim qoʻngʻiroq qilib soʻrashim kerak.`,
  ),

  // ───────── consumer-refund-claim (zarina.consumer) ─────────
  rv(
    'consumer-refund-claim',
    [82, 'MAFTUNA', 'ERGASHEVA', 'ODIL QIZI'],
    5,
    'uz',
    '2025-06-16 18:30',
    'payme',
    `
Yangi muzlatgich bir haftada buzildi, doʻkon esa faqat taʼmirlashni taklif qildi. Zarina opa talabnoma yozib berdi, unda Isteʼmolchilarning huquqlarini himoya qilish toʻgʻrisidagi qonun moddalari koʻrsatilgan. Uch kunda yangisiga almashtirib berishdi.`,
  ),
  rv(
    'consumer-refund-claim',
    [83, 'ARTUR', 'KHAN', 'EDUARDOVICH'],
    5,
    'ru',
    '2025-07-29 21:15',
    'click',
    `
Интернет-магазин не возвращал деньги за неподошедший телефон. Претензия от Зарины сработала за пять дней. Дёшево и эффективно, всем советую начинать с этого, прежде чем ругаться с магазином.`,
  ),
  rv(
    'consumer-refund-claim',
    [84, 'GULNOZA', 'BEKMURODOVA', 'HAKIM QIZI'],
    5,
    'uz',
    '2025-09-14 12:58',
    'payme',
    `
Mebel oʻz vaqtida yetkazilmadi va oldindan toʻlangan pulni qaytarishmadi. Talabnomadan keyin pul penyasi bilan qaytarildi. Zarina opa tez va aniq ishlaydi.`,
  ),
  rv(
    'consumer-refund-claim',
    [85, 'SOPHIE', 'MARTIN', ''],
    4,
    'en',
    '2025-11-06 10:27',
    'payme',
    `
A laptop I bought in Tashkent turned out to be a refurbished unit sold as new. Zarina wrote a firm claim letter to the shop in Uzbek and sent me an English translation. The shop offered a full refund within a week. Four stars only because I had to collect the signed copy from the office myself.`,
  ),
  rv(
    'consumer-refund-claim',
    [86, 'ILHOM', 'QAMBAROV', "NODIR O'G'LI"],
    4,
    'uz',
    '2026-01-27 17:44',
    'click',
    `
Avtosalon kafolat boʻyicha taʼmirni rad etgan edi. Talabnoma yaxshi yozildi, salon taʼmirladi, lekin ikki hafta choʻzdi. Xizmatdan mamnunman.`,
  ),
  rv(
    'consumer-refund-claim',
    [87, 'NATALYA', 'POPOVA', 'GENNADYEVNA'],
    5,
    'ru',
    '2026-03-16 19:19',
    'payme',
    `
Турфирма отменила тур и предлагала только «перенос на любую дату». После претензии, которую составила Зарина, вернули всю сумму. Спасибо за оперативность!`,
  ),
  rv(
    'consumer-refund-claim',
    [88, 'SHERALI', 'DAVLATOV', "OYBEK O'G'LI"],
    2,
    'uz',
    '2026-06-02 14:50',
    'payme',
    `
Talabnoma yozildi, lekin doʻkon javob bermadi va keyingi qadam uchun yana alohida toʻlov soʻrashdi. Oldindan bu haqda aytilmagan edi. Natija yoʻq.`,
    answer(
      'uz',
      22,
      `Sherali, talabnomaga javob boʻlmasa, sudga daʼvo alohida xizmat, bu xizmat sahifasida yozilgan. Shunday boʻlsa-da, daʼvo arizasini tayyorlashda talabnoma narxini hisobga olishni taklif qilaman.`,
    ),
  ),
  rv(
    'consumer-refund-claim',
    [89, 'KAMRON', 'ORIPOV', "JAMSHID O'G'LI"],
    5,
    'uz',
    '2026-08-08 11:11',
    'click',
    `
Oʻquv markazi kursni bekor qilib, pulni qaytarmadi. Talabnoma bilan bir hafta ichida hammasini qaytarishdi. Rahmat, Zarina opa!`,
  ),
  rv(
    'consumer-refund-claim',
    [90, 'MAXIM', 'SHEVCHENKO', 'OLEGOVICH'],
    5,
    'ru',
    '2026-10-26 16:08',
    'payme',
    `
Химчистка испортила пальто. Юрист посоветовала сначала заказать независимую экспертизу и только потом писать претензию. Возместили полную стоимость пальто и экспертизы.`,
  ),

  // ───────── loan-dispute-consultation (mohira.azimova) ─────────
  rv(
    'loan-dispute-consultation',
    [91, 'BAHODIR', 'XUDOYBERDIYEV', "SALIM O'G'LI"],
    5,
    'uz',
    '2025-08-23 19:27',
    'payme',
    `
Bank kredit boʻyicha sugʻurta va qoʻshimcha xizmatlar uchun yashirin toʻlovlar olgan ekan. Mohira opa shartnomani koʻrib chiqib, bankka xat yozib berdi. Bank qoʻshimcha ushlangan summani qaytardi.`,
  ),
  rv(
    'loan-dispute-consultation',
    [92, 'DIANA', 'ALIYEVA', 'RUSTAMOVNA'],
    4,
    'ru',
    '2026-02-25 12:44',
    'click',
    `
Консультация по реструктуризации кредита после потери работы. Объяснила мои права и помогла составить заявление в банк. Банк дал отсрочку на шесть месяцев. Минус звезда за то, что письмо пришлось ждать три дня.`,
  ),
  rv(
    'loan-dispute-consultation',
    [93, 'RAVSHAN', "TO'XTAYEV", "ABDULLA O'G'LI"],
    4,
    'uz',
    '2026-07-14 18:03',
    'payme',
    `
Mikroqarz tashkiloti qarzni sotib yuborganini va kollektorlar qoʻngʻiroq qilayotganini aytdim. Mohira opa kollektorlar nimaga haqli emasligini tushuntirdi va shikoyat matnini berdi. Qoʻngʻiroqlar kamaydi.`,
  ),

  // ───────── tax-audit-objection (nodira.qodirova) ─────────
  rv(
    'tax-audit-objection',
    [94, 'ZOKIR', 'ALIMOV', "HOSHIM O'G'LI"],
    5,
    'uz',
    '2025-10-17 15:36',
    'payme',
    `
Soliq tekshiruvi dalolatnomasida QQS boʻyicha 90 million soʻmdan ortiq qoʻshimcha hisoblangan edi. Nodira opa eʼtiroz tayyorladi, hujjatlarni qayta hisoblab berdi. Yuqori soliq organi summani uch baravar kamaytirdi.`,
    answer('uz', 16, `Zokir aka, rahmat! Birlamchi hujjatlaringiz tartibli boʻlgani ishimizni ancha osonlashtirdi.`),
  ),
  rv(
    'tax-audit-objection',
    [95, 'EVGENIY', 'SOROKIN', 'PETROVICH'],
    4,
    'ru',
    '2026-06-29 10:50',
    'click',
    `
Возражение на акт налоговой проверки подготовлено профессионально, часть доначислений сняли. По остальной части решили не судиться. Работа качественная, сроки соблюдены.`,
  ),

  // ───────── tax-regime-consultation (nargiza_soliq) ─────────
  rv(
    'tax-regime-consultation',
    [96, 'AZIZA', 'RASULOVA', 'MURODJON QIZI'],
    5,
    'uz',
    '2025-06-09 13:40',
    'payme',
    `
Oʻz biznesimni ochmoqchi edim va YaTT yoki MChJ tanlay olmasdim. Nargiza opa aylanma, xodimlar soni va soliq yukini raqamlar bilan solishtirib berdi. Aniq qaror qabul qildim.`,
  ),
  rv(
    'tax-regime-consultation',
    [97, 'ANDREY', 'KOZLOV', 'MIKHAYLOVICH'],
    5,
    'ru',
    '2025-11-28 17:25',
    'click',
    `
Фрилансер, работаю с зарубежными заказчиками. Получил понятное объяснение, какой режим выгоднее, как получать валюту и что сдавать в налоговую. Сэкономил и время, и деньги.`,
  ),
  rv(
    'tax-regime-consultation',
    [98, 'MADINA', 'KARIMOVA', 'ZAFAR QIZI'],
    4,
    'uz',
    '2026-04-07 11:58',
    'payme',
    `
Aylanmadan olinadigan soliqdan QQSga oʻtish kerakmi degan savolim bor edi. Javob aniq va hujjatlarga asoslangan. Faqat suhbat vaqti qisqaligi sababli hamma savollarimni bera olmadim.`,
  ),
  rv(
    'tax-regime-consultation',
    [99, 'THOMAS', 'WEBER', ''],
    5,
    'en',
    '2026-08-31 09:09',
    'payme',
    `
I set up a small IT company in Tashkent and wanted to know whether we qualify for the IT Park regime. Nargiza explained the conditions, the reporting and the catch with foreign-currency revenue. Exactly the kind of practical answer I was looking for.`,
  ),
  rv(
    'tax-regime-consultation',
    [100, 'FARANGIZ', 'SOBIROVA', 'RAHMAT QIZI'],
    5,
    'uz',
    '2026-11-14 14:22',
    'click',
    `
Oʻzini oʻzi band qilgan shaxs sifatida roʻyxatdan oʻtish va qachon soliq toʻlash kerakligini tushuntirdi. Qisqa va foydali maslahat.`,
  ),
];
