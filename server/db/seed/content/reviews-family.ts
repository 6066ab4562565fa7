/** Reviews of the family-law services: divorce, child maintenance, mediation, inheritance. See reviews.ts. */
import { answer, rv } from './review-authoring';

export const familyReviews = [
  // ───────── divorce-consultation (dilnoza.yusupova) ─────────
  rv(
    'divorce-consultation',
    [1, 'MALIKA', 'TOSHPULATOVA', 'ANVAR QIZI'],
    5,
    'uz',
    '2025-06-12 21:14',
    'payme',
    `
Ajrashish haqida qaror qilishdan oldin maslahat oldim. Dilnoza opa hammasini bosqichma-bosqich tushuntirdi: FHDYO orqali qachon mumkin, qachon faqat sud orqali, bolalar bilan qanday boʻladi. Bir soatlik suhbatdan keyin boshimdagi tartibsizlik yoʻqoldi, qaysi hujjatlarni yigʻishni yozib berdi.`,
  ),
  rv(
    'divorce-consultation',
    [2, 'SARDOR', 'ABDULLAYEV', "RAHIM O'G'LI"],
    4,
    'uz',
    '2025-07-03 12:40',
    'click',
    `
Maslahat foydali boʻldi, ayniqsa umumiy mol-mulkni boʻlish boʻyicha. Kvartira nikohdan oldin olinganini isbotlash uchun qaysi hujjatlar kerakligini aniq aytdi. Bitta yulduzni olib qoldim: qoʻngʻiroq 15 daqiqa kechikib boshlandi, lekin oxirida vaqtni qoʻshib berdi.`,
  ),
  rv(
    'divorce-consultation',
    [3, 'YELENA', 'KOVALENKO', 'SERGEYEVNA'],
    5,
    'ru',
    '2025-08-19 19:05',
    'payme',
    `
Обратилась, когда муж предложил развестись «по-хорошему» и подписать соглашение о детях. Дилноза спокойно разобрала проект соглашения, показала, где у меня нет никаких гарантий по алиментам, и предложила формулировки. В итоге подписали уже исправленный вариант. Очень благодарна за ясность и терпение.`,
    answer('ru', 20, `Елена, спасибо за доверие. Рада, что соглашение получилось взвешенным: главное, что интересы детей теперь защищены.`),
  ),
  rv(
    'divorce-consultation',
    [4, 'NODIRA', 'XASANOVA', 'BAXTIYOR QIZI'],
    5,
    'uz',
    '2025-09-27 10:22',
    'payme',
    `
Juda ehtiyotkor va samimiy mutaxassis. Men uchun eng qiyini ota-onamga qanday aytish edi, lekin yuridik tomoni endi aniq: sudga ariza, davlat boji, yarashtirish muddati. Hammasini yozma ravishda ham yubordi, keyin qayta oʻqib chiqdim.`,
  ),
  rv(
    'divorce-consultation',
    [5, 'JAHONGIR', 'MUMINOV', "OLIM O'G'LI"],
    3,
    'uz',
    '2025-10-30 18:47',
    'click',
    `
Umuman olganda yomon emas, asosiy savollarimga javob oldim. Lekin men kutgandan koʻra umumiyroq boʻldi: sudda nima deyishim kerakligini aniqroq eshitmoqchi edim. Balki bu alohida xizmatdir, buni oldindan aytish kerak edi.`,
    answer(
      'uz',
      30,
      `Jahongir, fikringiz uchun rahmat. Sudda vakillik va nutqqa tayyorlash haqiqatan alohida xizmat; keyingi safar buni maslahat boshida aniq aytib oʻtaman.`,
    ),
  ),
  rv(
    'divorce-consultation',
    [6, 'ANNA', 'BELOVA', 'IGOREVNA'],
    5,
    'ru',
    '2025-12-08 20:30',
    'payme',
    `
Консультация по видеосвязи, всё чётко и по делу. Объяснила, как будет определяться место жительства ребёнка, что суд учитывает и какие документы подготовить заранее: характеристику из садика, справку о доходах, акт жилищных условий. Через месяц всё пригодилось.`,
  ),
  rv(
    'divorce-consultation',
    [7, 'GULSHAN', 'RAHIMOVA', 'TOHIR QIZI'],
    5,
    'uz',
    '2026-01-16 15:55',
    'payme',
    `
Ikkinchi marta murojaat qildim, bu safar aliment miqdori boʻyicha. Har safar tushunarli tilda, ortiqcha atamalarsiz gapiradi. Ishonchim komil boʻldi.`,
  ),
  rv(
    'divorce-consultation',
    [8, 'MICHAEL', 'GRANT', ''],
    5,
    'en',
    '2026-02-21 09:12',
    'click',
    `
I am a foreign national married to an Uzbek citizen and needed to understand how a divorce works here, including which court hears it and whether our foreign marriage certificate needs an apostille first. Dilnoza answered in clear English, sent a checklist the same day, and flagged a translation requirement I would have missed.`,
  ),
  rv(
    'divorce-consultation',
    [9, 'FERUZA', 'QODIROVA', 'ILHOM QIZI'],
    2,
    'uz',
    '2026-03-11 22:08',
    'payme',
    `
Maslahat vaqti ikki marta koʻchirildi, ikkinchisida ogohlantirish bir soat oldin keldi. Mazmuni toʻgʻri boʻlsa ham, ishxonadan javob soʻrab chiqqanim befoyda ketdi. Vaqtni qadrlash kerak.`,
    answer(
      'uz',
      18,
      `Feruza, kechirasiz, oʻsha hafta sud jarayonlari ustma-ust tushgan edi. Bu xato edi; endi maslahat vaqtini faqat mijoz bilan kelishib, kamida bir kun oldin oʻzgartiraman.`,
    ),
  ),
  rv(
    'divorce-consultation',
    [10, 'IRINA', 'SOKOLOVA', 'VIKTOROVNA'],
    4,
    'ru',
    '2026-05-04 13:26',
    'payme',
    `
Хорошая, содержательная консультация. Узнала, что при разводе через суд есть срок на примирение и как его можно сократить. Минус один балл за то, что письменное резюме пришло только на следующий день, хотелось бы сразу.`,
  ),
  rv(
    'divorce-consultation',
    [11, 'BEKZOD', 'ERGASHEV', "SHAVKAT O'G'LI"],
    5,
    'uz',
    '2026-07-18 11:40',
    'click',
    `
Rafiqam bilan kelishib ajrashmoqchi edik, faqat mulkni qanday rasmiylashtirishni bilmasdik. Dilnoza opa notarial kelishuv variantini taklif qildi, sudsiz hal boʻldi. Vaqt ham, asab ham tejaldi.`,
  ),
  rv(
    'divorce-consultation',
    [12, 'SHAHLO', 'NURMATOVA', 'ABDUVALI QIZI'],
    5,
    'uz',
    '2026-09-02 19:50',
    'payme',
    `
Telefonda bir soat gaplashdik, hammasini qogʻozga tushirib berdi. Eng muhimi, qoʻrquvimni yoʻqotdi: bolalarim men bilan qolishi uchun nima qilish kerakligini endi bilaman.`,
  ),
  rv(
    'divorce-consultation',
    [13, 'OKSANA', 'MELNIK', 'PETROVNA'],
    5,
    'ru',
    '2026-11-06 18:15',
    'payme',
    `
Понравилось, что не давила и не уговаривала на дорогое представительство в суде, а честно сказала, что в моём случае достаточно подать иск самой, и помогла его составить. Рекомендую.`,
  ),

  // ───────── alimony-claim (madina.tursunova) ─────────
  rv(
    'alimony-claim',
    [14, 'DILFUZA', 'SAIDOVA', 'KAMOL QIZI'],
    5,
    'uz',
    '2025-07-25 16:30',
    'payme',
    `
Sobiq turmush oʻrtogʻim ikki yildan beri aliment toʻlamas edi. Madina opa daʼvo arizasini tayyorladi, sudda ham qatnashdi. Sud daromadning chorak qismini undirish haqida qaror chiqardi, ijro varaqasi ham qoʻlimda.`,
    answer('uz', 26, `Dilfuza, tabriklayman! Endi ijro varaqasini MIBga topshirishni kechiktirmang, savol boʻlsa yozing.`),
  ),
  rv(
    'alimony-claim',
    [15, 'TATYANA', 'KIM', 'NIKOLAYEVNA'],
    4,
    'ru',
    '2025-10-14 14:02',
    'click',
    `
Иск о взыскании алиментов подготовили грамотно, в суде всё прошло с первого заседания. Одна звезда снята за то, что пару раз приходилось напоминать о себе, чтобы узнать, на каком этапе дело.`,
  ),
  rv(
    'alimony-claim',
    [16, 'ZULFIYA', 'TURSUNOVA', 'ERKIN QIZI'],
    5,
    'uz',
    '2026-01-29 20:44',
    'payme',
    `
Eri rasmiy ishlamaydigan holatda alimentni qatʼiy summada undirish mumkinligini bilmagan ekanman. Madina opa shuni isbotlash uchun dalillarni toʻplab berdi. Natija bor, rahmat!`,
  ),
  rv(
    'alimony-claim',
    [17, 'ULUGBEK', 'SHARIPOV', "ANVAR O'G'LI"],
    5,
    'uz',
    '2026-04-10 09:35',
    'payme',
    `
Men aliment toʻlovchi tomon edim va miqdorni kamaytirish haqida ariza berdim: yangi oilam, ikkinchi farzand. Hujjatlarni toʻgʻri tayyorlashdi, sud talabimni qisman qanoatlantirdi. Adolatli yondashuv uchun rahmat.`,
  ),
  rv(
    'alimony-claim',
    [18, 'NATALYA', 'ORLOVA', 'ANDREYEVNA'],
    3,
    'ru',
    '2026-06-23 17:20',
    'click',
    `
Результат в целом есть, но дело заняло почти три месяца вместо обещанного одного, и я не всегда понимала причину задержек. Сама работа юриста хорошая, коммуникацию стоит улучшить.`,
    answer('ru', 40, `Наталья, спасибо за отзыв. Два заседания были перенесены судом, но вы правы: я должна была сообщать вам о каждом переносе сразу.`),
  ),
  rv(
    'alimony-claim',
    [19, 'MOHINUR', 'AZIMOVA', 'RAVSHAN QIZI'],
    5,
    'uz',
    '2026-10-05 12:11',
    'payme',
    `
Tez, aniq va samimiy. Daʼvo arizasi bir kunda tayyor boʻldi, davlat boji kerak emasligini ham tushuntirishdi.`,
  ),

  // ───────── divorce-court-representation (oila-maslahat) ─────────
  rv(
    'divorce-court-representation',
    [20, 'KAMOLA', 'YULDASHEVA', 'MUROD QIZI'],
    5,
    'uz',
    '2025-06-30 18:00',
    'payme',
    `
Ajrashish va uy-joyni boʻlish ishi deyarli besh oy davom etdi. Boshida men hech narsani bilmasdim: turmush oʻrtogʻim kvartira uning otasi pulidan olingan, shuning uchun umumiy mulk emas, deb turib oldi. «Oila Maslahat» markazi avval bank koʻchirmalari va kredit shartnomasini topishga yordam berdi: kvartira nikoh davrida, ikkalamizning daromadimiz bilan toʻlangan ekan.

Har bir majlisdan oldin yurist men bilan uchrashib, sudya qanday savollar berishi mumkinligini, nimani aytishim va nimani aytmasligim kerakligini tushuntirdi. Qarshi tomon ikki marta majlisni kechiktirishga urindi, yuristim buni sud bayonnomasida qayd ettirdi. Bolalar bilan bogʻliq masalada vasiylik organi xulosasi ham oʻz vaqtida olindi.

Natijada sud kvartiraning yarmini men va bolalarim nomiga qoldirdi, aliment ham shu ish doirasida belgilandi. Narx boshida aytilganidan biroz oshdi, lekin har bir qoʻshimcha xarajat yozma kelishilgan edi. Jamoa ishini puxta biladi, eng muhimi, insoniy munosabatda boʻlishdi.`,
  ),
  rv(
    'divorce-court-representation',
    [21, 'ALEKSANDR', 'PAVLOV', 'YURYEVICH'],
    4,
    'ru',
    '2025-09-09 21:38',
    'click',
    `
Процесс был тяжёлым: супруга претендовала на мой бизнес. Юристы центра доказали, что доля в ООО была куплена до брака. Снимаю звезду только за стоимость, она оказалась выше начальной «от», хотя это и оговаривалось заранее.`,
    answer(
      'ru',
      22,
      `Александр, спасибо. Итоговая стоимость выросла из-за экспертизы оценки доли; мы постараемся в смете сразу показывать такие возможные расходы.`,
    ),
  ),
  rv(
    'divorce-court-representation',
    [22, 'DILOROM', 'KARIMOVA', 'SOBIR QIZI'],
    5,
    'uz',
    '2025-11-20 15:17',
    'payme',
    `
Men sudga borishdan juda qoʻrqardim. Yurist har safar yonimda boʻldi, qarshi tomonning bosimiga yoʻl qoʻymadi. Bolalar men bilan qoladigan boʻldi, otasi bilan uchrashish tartibi ham aniq belgilandi.`,
  ),
  rv(
    'divorce-court-representation',
    [23, 'RUSTAM', 'HOLIQOV', "KARIM O'G'LI"],
    5,
    'uz',
    '2026-02-03 10:48',
    'payme',
    `
Xotinim bilan mol-mulk boʻyicha kelisha olmadik, ish sudga bordi. Markaz mutaxassislari avtomobil va hovli boʻyicha barcha hujjatlarni tartibga keltirib, murosa kelishuvini taklif qilishdi. Sud uni tasdiqladi, ikki tomon ham rozi boʻldi.`,
  ),
  rv(
    'divorce-court-representation',
    [24, 'SARAH', 'MILLER', ''],
    5,
    'en',
    '2026-03-28 08:55',
    'click',
    `
My work kept me abroad for most of the case, so I could not attend the hearings in Tashkent. The centre represented me under a notarised power of attorney, kept me updated by email after every hearing, and sent scans of every document. The divorce and the division of our flat were settled in four months without me flying back once.`,
  ),
  rv(
    'divorce-court-representation',
    [25, 'SEVARA', 'ISMOILOVA', 'ADHAM QIZI'],
    5,
    'uz',
    '2026-06-07 19:03',
    'payme',
    `
Professional jamoa. Har bir hujjatning nusxasini menga ham berishdi, nima qilinayotganini doim bilib turdim.`,
  ),
  rv(
    'divorce-court-representation',
    [26, 'VIKTOR', 'LEE', 'ALEKSANDROVICH'],
    4,
    'ru',
    '2026-08-14 16:29',
    'payme',
    `
Раздел квартиры и машины прошёл в мою пользу по машине и поровну по квартире, как и прогнозировали на первой встрече. Всё по делу, без лишних обещаний. Хотелось бы чуть быстрее получать ответы в мессенджере.`,
  ),
  rv(
    'divorce-court-representation',
    [27, 'NIGORA', 'TOJIBOYEVA', 'ALISHER QIZI'],
    5,
    'uz',
    '2026-10-22 13:44',
    'payme',
    `
Toʻrt oylik jarayondan keyin nihoyat tinchlik. Yuristlarim shunchaki ishni yutishmadi, balki bolalar uchun eng kam ogʻriqli yoʻlni tanlashga yordam berishdi. Rahmat sizlarga!`,
    answer('uz', 12, `Nigora opa, bizga ishonganingiz uchun rahmat. Sizga va farzandlaringizga tinchlik tilaymiz.`),
  ),

  // ───────── family-mediation (sevara.umarova) ─────────
  rv(
    'family-mediation',
    [28, 'AKMAL', 'YUSUPOV', "DILSHOD O'G'LI"],
    5,
    'uz',
    '2025-08-06 20:20',
    'payme',
    `
Ajrashgandan keyin bolalar bilan uchrashuv jadvali boʻyicha sobiq rafiqam bilan doim janjal boʻlardi. Sevara opa bilan ikki soatlik uchrashuvda bir yillik jadval tuzdik, bayramlarni ham kelishib oldik. Endi hammasi yozilgan, tortishuvlar kamaydi.`,
  ),
  rv(
    'family-mediation',
    [29, 'LYUDMILA', 'ZAYTSEVA', 'OLEGOVNA'],
    4,
    'ru',
    '2025-12-19 18:37',
    'click',
    `
Медиация помогла договориться с бывшим мужем о расходах на учёбу сына. Сам процесс спокойный, медиатор нейтральна и не принимает ничью сторону. Договорились не обо всём, но главное решили без суда.`,
  ),
  rv(
    'family-mediation',
    [30, 'ZARINA', 'ALIMOVA', 'FARHOD QIZI'],
    5,
    'uz',
    '2026-05-15 11:05',
    'payme',
    `
Qaynonam bilan uy masalasidagi kelishmovchilikni sudsiz hal qilishni istadik. Mediator har ikki tomonni tinglab, barchaga maqbul kelishuv matnini tuzishga yordam berdi. Oilada tinchlik qaytdi.`,
  ),
  rv(
    'family-mediation',
    [31, 'DAVID', 'COHEN', ''],
    4,
    'en',
    '2026-09-24 17:48',
    'payme',
    `
A calm, well-structured session with my ex-partner about holidays and travel abroad with our daughter. Sevara kept the conversation on the child, not on old arguments, and the written agreement she drafted was short and clear. Four stars because we needed a second session that we had not planned for.`,
  ),

  // ───────── inheritance-support (gulnora.rahimova) ─────────
  rv(
    'inheritance-support',
    [32, 'SHERZOD', 'QOSIMOV', "BAHODIR O'G'LI"],
    5,
    'uz',
    '2025-07-11 14:25',
    'click',
    `
Otamdan qolgan uyni rasmiylashtirishda olti oylik muddat oʻtib ketgan edi. Gulnora opa merosni qabul qilish muddatini tiklash uchun sudga ariza tayyorladi, keyin notariusda guvohnoma olishgacha yordam berdi. Samarqandda bunday puxta advokat kamdan kam.`,
  ),
  rv(
    'inheritance-support',
    [33, 'MARINA', 'TIMOFEYEVA', 'ROMANOVNA'],
    5,
    'ru',
    '2025-10-02 12:50',
    'payme',
    `
После смерти мамы нужно было оформить квартиру на троих наследников, один из которых живёт в России. Гульнора подсказала, как оформить доверенность через консульство, и сама вела переписку с нотариусом. Всё заняло два месяца.`,
  ),
  rv(
    'inheritance-support',
    [34, 'OYBEK', 'RAHMATOV', "JURA O'G'LI"],
    4,
    'uz',
    '2026-01-08 16:40',
    'payme',
    `
Meros boʻyicha aka-ukalar oʻrtasidagi kelishmovchilikni hal qilishda yordam berdi, ulushlar boʻyicha kelishuv tuzildi. Bitta yulduz kamligi: hujjatlar toʻplami roʻyxatini oldindan toʻliq bermagani uchun kadastr idorasiga ikki marta borishga toʻgʻri keldi.`,
  ),
  rv(
    'inheritance-support',
    [35, 'NASIBA', 'HAMROYEVA', 'OLIM QIZI'],
    5,
    'uz',
    '2026-04-19 10:15',
    'click',
    `
Buvimning vasiyatnomasi borligini bilmasdik. Gulnora opa notariuslar reyestridan soʻrov yuborishni maslahat berdi, vasiyatnoma topildi va hammasi oydinlashdi. Juda bilimdon inson.`,
    answer('uz', 48, `Nasiba, rahmat! Vasiyatnoma topilgani katta omad, endi meros guvohnomasini olishda ham yordam beraman.`),
  ),
  rv(
    'inheritance-support',
    [36, 'JAMES', 'OKAFOR', ''],
    5,
    'en',
    '2026-07-30 07:58',
    'payme',
    `
My late wife owned a flat in Samarkand and I had no idea where to start as a foreigner. Gulnora explained the notary procedure, arranged certified translations of our marriage certificate, and told me honestly which taxes and fees to expect. The certificate of inheritance was issued without any surprises.`,
  ),
  rv(
    'inheritance-support',
    [37, 'MUHAYYO', 'SOLIYEVA', 'RAHIM QIZI'],
    5,
    'uz',
    '2026-10-13 15:32',
    'payme',
    `
Qoʻshnilar «meros uchun sud kerak» deb qoʻrqitgan edi, aslida notarius orqali hal boʻldi. Toʻgʻri yoʻlni koʻrsatgani uchun rahmat.`,
  ),
];
