/** Reference articles, part 2: work and employment. */
import { t } from './helpers';
import { article } from './article';
import type { SeedReferenceArticle } from './types';

export const referenceArticlesPart2: SeedReferenceArticle[] = [
  article({
    id: 'dismissal-rights',
    categoryId: 'labour',
    parentSpecializationId: 'labour',
    title: t(
      'Ish beruvchi qachon ishdan boʻshatishi mumkin va xodimning huquqlari',
      'Когда работодатель может уволить и какие права у работника',
      'When an employer may dismiss you, and your rights',
    ),
    summary: t(
      '2022-yilgi Mehnat kodeksi boʻyicha ishdan boʻshatish asoslari, tartibi, kafolatlar va noqonuniy ishdan boʻshatilganda nima qilish kerakligi.',
      'Основания и порядок увольнения по Трудовому кодексу 2022 года, гарантии и что делать при незаконном увольнении.',
      'Grounds and procedure for dismissal under the 2022 Labour Code, the guarantees, and what to do if you are dismissed unlawfully.',
    ),
    publishedAt: '2024-04-15',
    reviewedBy: 'jamshid.xolmatov',
    justify: true,
    body: {
      uz: `
Yangi Mehnat kodeksi 2023-yil 30-apreldan kuchga kirdi va mehnat munosabatlarini bekor qilish qoidalarini ancha batafsil belgilab berdi. Ish beruvchi xodim bilan mehnat shartnomasini faqat qonunda koʻrsatilgan asoslar boʻyicha va belgilangan tartibga rioya qilgan holda bekor qilishi mumkin.
## Ishdan boʻshatish asoslari
Ish beruvchining tashabbusi bilan shartnoma, xususan, quyidagi hollarda bekor qilinishi mumkin:
- tashkilot tugatilganda yoki xodimlar soni (shtati) qisqartirilganda;
- xodim malakasi yetarli emasligi yoki sogʻligʻi sababli egallab turgan lavozimiga muvofiq kelmaganda;
- xodim mehnat vazifalarini muntazam ravishda buzganda;
- mehnat vazifalarini bir marta qoʻpol ravishda buzganda (masalan, uzrsiz sababsiz butun ish kuni davomida ishga kelmaganda).
Har bir asos hujjatlar bilan tasdiqlanishi kerak. Masalan, muntazam buzilish uchun avval qoʻllanilgan intizomiy jazolar, qoʻpol buzilish uchun esa dalolatnoma va xodimning tushuntirish xati boʻlishi lozim.
## Tartib va kafolatlar
### Qisqartirishda
Shtat qisqartirilganda ish beruvchi xodimni oldindan yozma ogohlantirishi, imkon boʻlsa unga boshqa boʻsh lavozimni taklif qilishi va boʻshatishda **ishdan boʻshatish nafaqasini** toʻlashi shart. Ogohlantirish muddati va nafaqa miqdori qonunda belgilangan; ularni oʻz holatingiz uchun tekshiring.
### Kimlarni ishdan boʻshatish cheklangan
Homilador ayollar va kichik yoshdagi bolasi bor ayollarni ish beruvchining tashabbusi bilan ishdan boʻshatish qatʼiy cheklangan — tashkilot butunlay tugatilgan holatlar bundan mustasno. Vaqtincha mehnatga layoqatsizlik davrida va taʼtil vaqtida ham xodimni ishdan boʻshatish mumkin emas.
### Hisob-kitob
Ishdan boʻshatilgan kuni xodimga barcha toʻlovlar — ishlagan vaqti uchun ish haqi, foydalanilmagan taʼtil uchun kompensatsiya va tegishli nafaqalar toʻlanishi, mehnat daftarchasidagi yozuv esa elektron tizimda rasmiylashtirilishi kerak.
## Agar ishdan boʻshatish noqonuniy boʻlsa
1. Buyruq nusxasini va hisob-kitob hujjatlarini talab qiling.
2. Muddatni oʻtkazib yubormang: ishga tiklash haqidagi nizolar boʻyicha sudga **bir oy** ichida murojaat qilinadi: muddat ishdan boʻshatish toʻgʻrisidagi buyruq nusxasi topshirilgan kundan boshlanadi.
3. Fuqarolik ishlari boʻyicha sudga daʼvo bering. Xodimlar mehnat nizolari boʻyicha davlat bojidan ozod qilinadi.
4. Ishga tiklash bilan birga majburiy progul vaqti uchun oʻrtacha ish haqini va maʼnaviy zarar kompensatsiyasini talab qiling.
Sud ishdan boʻshatishni noqonuniy deb topsa, xodim avvalgi ishiga tiklanadi va bu qaror **darhol ijro etiladi**. Ish beruvchi qarorni bajarishni kechiktirsa, kechiktirilgan vaqt uchun ham haq toʻlashga majbur boʻladi.
>> Mehnat huquqi boʻlimi
`,
      ru: `
Новый Трудовой кодекс вступил в силу 30 апреля 2023 года и гораздо подробнее урегулировал прекращение трудовых отношений. Работодатель может расторгнуть трудовой договор только по основаниям, указанным в законе, и с соблюдением установленного порядка.
## Основания увольнения
По инициативе работодателя договор может быть расторгнут, в частности:
- при ликвидации организации или сокращении численности (штата) работников;
- при несоответствии работника занимаемой должности из-за недостаточной квалификации или по состоянию здоровья;
- при систематическом нарушении работником трудовых обязанностей;
- при однократном грубом нарушении трудовых обязанностей (например, отсутствии на работе без уважительной причины в течение всего рабочего дня).
Каждое основание должно подтверждаться документами. Например, для систематического нарушения нужны ранее применённые дисциплинарные взыскания, для грубого — акт и объяснительная работника.
## Порядок и гарантии
### При сокращении
При сокращении штата работодатель обязан заранее письменно предупредить работника, по возможности предложить ему другую вакантную должность и при увольнении выплатить **выходное пособие**. Срок предупреждения и размер пособия установлены законом; проверьте их для своей ситуации.
### Кого увольнять ограничено
Увольнение по инициативе работодателя беременных женщин и женщин, имеющих малолетних детей, строго ограничено — за исключением полной ликвидации организации. Нельзя также увольнять работника в период временной нетрудоспособности и во время отпуска.
### Расчёт
В день увольнения работнику должны выплатить все суммы — зарплату за отработанное время, компенсацию за неиспользованный отпуск и положенные пособия, а запись в трудовой книжке оформить в электронной системе.
## Если увольнение незаконно
1. Потребуйте копию приказа и документы о расчёте.
2. Не пропустите срок: обратиться в суд по спорам о восстановлении на работе можно в течение **одного месяца** со дня вручения копии приказа об увольнении.
3. Подайте иск в суд по гражданским делам. Работники по трудовым спорам освобождены от госпошлины.
4. Вместе с восстановлением требуйте средний заработок за время вынужденного прогула и компенсацию морального вреда.
Если суд признает увольнение незаконным, работник восстанавливается на прежней работе, и это решение **исполняется немедленно**. Если работодатель затянет исполнение, ему придётся оплатить и время задержки.
>> Отдел трудового права
`,
      en: `
The new Labour Code took effect on 30 April 2023 and set out the rules for ending employment in much more detail. An employer may end an employment contract only on grounds stated in the law and only by following the prescribed procedure.
## Grounds for dismissal
On the employer’s initiative a contract may be ended, among other cases:
- when the organisation is wound up or the number of staff is reduced;
- when the employee is unsuited to the position because of insufficient qualification or health;
- when the employee repeatedly breaches their duties;
- for a single gross breach of duties (for example, being absent without good reason for a whole working day).
Each ground must be backed by documents. A repeated breach needs earlier disciplinary sanctions on file; a gross breach needs a written record and the employee’s explanation.
## Procedure and guarantees
### Redundancy
When staff are cut, the employer must warn the employee in writing in advance, offer another vacant position where possible, and pay **severance pay** on dismissal. The notice period and the amount of severance are set by law; check them for your situation.
### Who is protected
Dismissing pregnant women and women with young children on the employer’s initiative is strictly limited, except when the organisation is wound up altogether. An employee also cannot be dismissed while on sick leave or on holiday.
### Final settlement
On the day of dismissal the employee must receive everything owed (pay for time worked, compensation for unused leave and any benefits), and the employment record must be updated in the electronic system.
## If the dismissal is unlawful
1. Ask for a copy of the order and the settlement documents.
2. Do not miss the deadline: a reinstatement claim must be filed within **one month** of the day you receive a copy of the dismissal order.
3. File a claim with the civil court. Employees are exempt from the state duty in employment disputes.
4. Together with reinstatement, claim back pay for the period of unlawful dismissal (average earnings) and compensation for moral harm.
If the court finds the dismissal unlawful, the employee is reinstated and the judgment is **enforced immediately**. An employer who delays must also pay for the period of delay.
>> Employment law desk
`,
    },
  }),
  article({
    id: 'employment-contract-essentials',
    categoryId: 'labour',
    parentSpecializationId: 'labour',
    title: t('Mehnat shartnomasida nimalar boʻlishi shart', 'Что обязательно должно быть в трудовом договоре', 'What an employment contract must contain'),
    summary: t(
      'Mehnat shartnomasining majburiy shartlari, sinov muddati, muddatli shartnoma va elektron roʻyxatga olish haqida.',
      'Об обязательных условиях трудового договора, испытательном сроке, срочном договоре и электронной регистрации.',
      'The compulsory terms of an employment contract, probation, fixed-term contracts and electronic registration.',
    ),
    publishedAt: '2024-06-12',
    reviewedBy: 'umida.hr',
    body: {
      uz: `
|| Koʻp nizolar mehnat shartnomasi notoʻgʻri tuzilgani yoki umuman tuzilmaganidan boshlanadi. Mehnat kodeksi shartnoma yozma shaklda tuzilishini talab qiladi, «ogʻzaki kelishuv» esa xodimni ham, ish beruvchini ham himoyasiz qoldiradi.
## Majburiy shartlar
Mehnat shartnomasida kamida quyidagilar koʻrsatilishi kerak:
1. taraflar: ish beruvchining nomi va STIR, xodimning F.I.Sh. va shaxsiy maʼlumotlari;
2. ish joyi va lavozim (kasb, mutaxassislik);
3. ishni boshlash sanasi;
4. shartnoma turi — nomuayyan yoki muayyan muddatga;
5. mehnatga haq toʻlash shartlari: lavozim maoshi, qoʻshimcha toʻlovlar va ularni toʻlash muddatlari;
6. ish vaqti va dam olish vaqti rejimi.
Shartnomada taraflar kelishgan boshqa shartlar ham boʻlishi mumkin: masofaviy ish, maxfiylik, malaka oshirish, xizmat avtomobili. Ammo ular xodimning ahvolini qonundagiga nisbatan yomonlashtirmasligi kerak — bunday shartlar haqiqiy emas.
## Sinov muddati
Sinov muddati taraflar kelishuvi bilan belgilanadi va shartnomada aniq koʻrsatiladi. Umumiy qoida boʻyicha u **uch oydan oshmaydi**. Ayrim toifalar uchun — masalan, voyaga yetmaganlar, homilador ayollar va taʼlim muassasasini yangi tamomlagan yosh mutaxassislar uchun — sinov belgilanmaydi. Sinov davrida ham xodim barcha mehnat huquqlariga ega.
## Muayyan muddatli shartnoma
Muddatli shartnoma faqat qonunda koʻrsatilgan hollarda tuziladi: masalan, vaqtincha yoʻq xodim oʻrniga, mavsumiy ish uchun yoki aniq loyiha davriga. Agar ish doimiy xususiyatga ega boʻlsa-yu, shartnoma «yil sayin» qayta tuzilayotgan boʻlsa, u nomuayyan muddatga tuzilgan deb hisoblanishi mumkin.
## Elektron roʻyxatga olish
Mehnat shartnomalari **«Yagona milliy mehnat tizimi»**da roʻyxatdan oʻtkaziladi, mehnat daftarchasi ham elektron shaklda yuritiladi. Xodim oʻz mehnat faoliyati haqidagi yozuvlarni my.mehnat.uz yoki davlat xizmatlari portali orqali tekshirishi mumkin. Agar yozuv yoʻq boʻlsa, bu — norasmiy bandlik belgisi, keyinchalik esa pensiya stajida muammo boʻlishi mumkin.
## Imzolashdan oldin tekshiring
- Ish haqi «qoʻlga» emas, balki hisoblangan summa sifatida yozilganmi?
- Ish vaqti haftasiga 40 soatdan oshmaydimi?
- Yillik taʼtil kamida 21 kalendar kun qilib belgilanganmi?
- Shartnoma sizga tushunarli tilda tuzilganmi va bir nusxasi sizda qoladimi?
*Agar biror shart tushunarsiz boʻlsa, imzolashdan oldin soʻrang — imzolangan shartnomani keyinchalik oʻzgartirish ancha qiyin.*
`,
      ru: `
|| Многие споры начинаются с того, что трудовой договор составлен неправильно или не заключён вовсе. Трудовой кодекс требует письменной формы, а «устная договорённость» оставляет без защиты и работника, и работодателя.
## Обязательные условия
В трудовом договоре должны быть указаны как минимум:
1. стороны: наименование и ИНН работодателя, Ф.И.О. и данные работника;
2. место работы и должность (профессия, специальность);
3. дата начала работы;
4. вид договора — на неопределённый или определённый срок;
5. условия оплаты труда: оклад, доплаты и сроки их выплаты;
6. режим рабочего времени и времени отдыха.
В договоре могут быть и другие согласованные условия: удалённая работа, конфиденциальность, обучение, служебный автомобиль. Но они не должны ухудшать положение работника по сравнению с законом — такие условия недействительны.
## Испытательный срок
Испытание устанавливается по соглашению сторон и прямо указывается в договоре. По общему правилу оно **не превышает трёх месяцев**. Для некоторых категорий — например, несовершеннолетних, беременных женщин и молодых специалистов, только окончивших учебное заведение, — испытание не устанавливается. В период испытания работник пользуется всеми трудовыми правами.
## Срочный договор
Срочный договор заключается только в случаях, указанных в законе: например, на время отсутствия другого работника, для сезонной работы или на период конкретного проекта. Если работа носит постоянный характер, а договор «перезаключается» каждый год, он может быть признан заключённым на неопределённый срок.
## Электронная регистрация
Трудовые договоры регистрируются в **«Единой национальной системе труда»**, трудовая книжка тоже ведётся в электронной форме. Работник может проверить записи о своей трудовой деятельности через my.mehnat.uz или портал госуслуг. Если записи нет, это признак неофициальной занятости, а позже возможны проблемы с пенсионным стажем.
## Проверьте перед подписанием
- Зарплата указана как начисленная сумма, а не «на руки»?
- Рабочее время не превышает 40 часов в неделю?
- Ежегодный отпуск установлен не менее 21 календарного дня?
- Договор составлен на понятном вам языке и один экземпляр остаётся у вас?
*Если какое-то условие непонятно, спросите до подписания — изменить подписанный договор потом гораздо сложнее.*
`,
      en: `
|| Many disputes start with an employment contract that was drafted badly or never made at all. The Labour Code requires a written contract; a “verbal agreement” leaves both employee and employer unprotected.
## Compulsory terms
An employment contract must state at least:
1. the parties: the employer’s name and TIN, the employee’s full name and personal details;
2. the place of work and the position (occupation, specialty);
3. the start date;
4. the type of contract, indefinite or fixed-term;
5. pay: salary, any additions and when they are paid;
6. working hours and rest periods.
The contract may include other agreed terms, such as remote work, confidentiality, training or a company car. They must not, however, leave the employee worse off than the law does; such terms are void.
## Probation
Probation is set by agreement and stated expressly in the contract. As a general rule it is **no longer than three months**. Some groups, including minors, pregnant women and young specialists just out of education, cannot be put on probation. During probation the employee has all employment rights.
## Fixed-term contracts
A fixed-term contract may be made only where the law allows, for example to cover an absent employee, for seasonal work or for a specific project. If the work is permanent but the contract is “renewed” every year, it may be treated as indefinite.
## Electronic registration
Employment contracts are registered in the **Unified National Labour System**, and employment records are kept electronically. An employee can check their record through my.mehnat.uz or the public services portal. No record is a sign of informal employment and can later cause problems with pension entitlement.
## Check before you sign
- Is the salary stated as the gross amount rather than “take-home”?
- Are working hours no more than 40 a week?
- Is annual leave at least 21 calendar days?
- Is the contract in a language you understand, and will you keep a copy?
*If any term is unclear, ask before signing: changing a signed contract later is much harder.*
`,
    },
  }),
  article({
    id: 'annual-leave',
    categoryId: 'labour',
    parentSpecializationId: 'labour',
    title: t(
      'Yillik taʼtil: davomiyligi, jadval va kompensatsiya',
      'Ежегодный отпуск: продолжительность, график и компенсация',
      'Annual leave: length, schedule and pay in lieu',
    ),
    summary: t(
      'Yillik asosiy va qoʻshimcha taʼtil necha kun, taʼtil jadvali qanday tuziladi, taʼtil puli qachon toʻlanadi va foydalanilmagan taʼtil bilan nima boʻladi.',
      'Сколько длится основной и дополнительный отпуск, как составляется график, когда выплачиваются отпускные и что происходит с неиспользованным отпуском.',
      'How long basic and additional leave are, how the schedule works, when holiday pay is due and what happens to unused leave.',
    ),
    publishedAt: '2024-08-05',
    reviewedBy: 'nilufar.ahmedova',
    body: {
      uz: `
## Taʼtil necha kun
|| Mehnat kodeksiga koʻra har bir xodim har yili ish joyi va oʻrtacha ish haqi saqlangan holda **yillik asosiy taʼtil** olish huquqiga ega. Uning eng kam davomiyligi — **21 kalendar kun**. Ish beruvchi jamoa shartnomasi yoki mehnat shartnomasida uzoqroq taʼtil belgilashi mumkin, qisqaroq taʼtil esa belgilanmaydi.
Ayrim xodimlar uzaytirilgan yoki qoʻshimcha taʼtil oladi:
- 18 yoshga toʻlmagan xodimlar va nogironligi boʻlgan shaxslar;
- noqulay va zararli mehnat sharoitlarida ishlaydiganlar;
- ish kuni nonormalangan xodimlar;
- ogʻir iqlim sharoitidagi hududlarda ishlaydiganlar.
Qoʻshimcha taʼtillar asosiy taʼtilga qoʻshiladi.
## Taʼtil huquqi qachon paydo boʻladi
Birinchi ish yili uchun taʼtil odatda olti oy uzluksiz ishlagandan keyin beriladi. Tomonlar kelishuvi bilan u olti oy tugashidan oldin ham berilishi mumkin. Ayrim toifalar — masalan, voyaga yetmaganlar va homiladorlik taʼtili oldidan ayollar — uni muddatdan oldin olishga haqli.
## Taʼtil jadvali
Ish beruvchi har yili xodimlar fikrini inobatga olib **taʼtillar jadvalini** tasdiqlaydi. Jadval ikki taraf uchun ham majburiy: ish beruvchi xodimni taʼtil boshlanishidan oldin xabardor qilishi kerak. Taʼtilni qismlarga boʻlish xodimning roziligi bilan mumkin.
## Taʼtil puli
Taʼtil vaqti uchun haq oʻrtacha ish haqi asosida hisoblanadi va taʼtil boshlanishidan oldin toʻlanadi. Agar pul oʻz vaqtida toʻlanmasa, xodim taʼtilni boshqa vaqtga koʻchirishni talab qilishi mumkin.
## Taʼtilni koʻchirish va chaqirib olish
Taʼtil quyidagi hollarda uzaytiriladi yoki koʻchiriladi:
1. xodim taʼtil paytida kasal boʻlib qolsa (mehnatga layoqatsizlik varaqasi bilan);
2. xodim davlat vazifalarini bajarishga jalb qilinsa;
3. qonunda nazarda tutilgan boshqa hollarda.
Xodimni taʼtildan ishga chaqirib olish faqat **uning roziligi bilan** mumkin; foydalanilmagan kunlar keyinroq beriladi.
## Boshqa taʼtil turlari
Yillik taʼtildan tashqari qonun boshqa taʼtillarni ham nazarda tutadi:
- homiladorlik va tugʻish taʼtili hamda bola parvarishi boʻyicha taʼtil;
- oʻqish bilan bogʻliq taʼtil — imtihonlar va diplom ishini himoya qilish uchun;
- ish haqi saqlanmaydigan taʼtil — oilaviy sabablar va boshqa uzrli holatlarda xodimning arizasiga koʻra.
Bu taʼtillar yillik taʼtil hisobidan berilmaydi va uning davomiyligini qisqartirmaydi.
## Foydalanilmagan taʼtil
Taʼtilni pul kompensatsiyasi bilan almashtirish, umumiy qoida boʻyicha, faqat ishdan boʻshatilganda mumkin: xodim foydalanmagan barcha taʼtil kunlari uchun kompensatsiya oladi. Ishlayotgan xodim uchun esa taʼtilni yil sayin «yigʻib qoʻyish» oʻrniga uni dam olish uchun ishlatish tavsiya etiladi — taʼtilning maqsadi ham aynan shu.
`,
      ru: `
## Сколько дней отпуска
|| Согласно Трудовому кодексу каждый работник ежегодно имеет право на **ежегодный основной отпуск** с сохранением места работы и среднего заработка. Его минимальная продолжительность — **21 календарный день**. Работодатель может установить более длительный отпуск в коллективном или трудовом договоре, но не более короткий.
Некоторые работники получают удлинённый или дополнительный отпуск:
- работники моложе 18 лет и лица с инвалидностью;
- занятые на работах с неблагоприятными и вредными условиями труда;
- работники с ненормированным рабочим днём;
- работающие в местностях с тяжёлыми климатическими условиями.
Дополнительные отпуска суммируются с основным.
## Когда возникает право на отпуск
Отпуск за первый год работы обычно предоставляется после шести месяцев непрерывной работы. По соглашению сторон его можно дать и раньше. Некоторые категории — например, несовершеннолетние и женщины перед отпуском по беременности — вправе получить его досрочно.
## График отпусков
Работодатель ежегодно утверждает **график отпусков** с учётом мнения работников. График обязателен для обеих сторон: работодатель должен заранее уведомить работника о начале отпуска. Делить отпуск на части можно с согласия работника.
## Отпускные
Оплата за время отпуска исчисляется из среднего заработка и выплачивается до начала отпуска. Если отпускные не выплачены вовремя, работник вправе потребовать перенести отпуск.
## Перенос и отзыв из отпуска
Отпуск продлевается или переносится, если:
1. работник заболел во время отпуска (при наличии листка нетрудоспособности);
2. работник привлечён к исполнению государственных обязанностей;
3. в иных случаях, предусмотренных законом.
Отозвать работника из отпуска можно только **с его согласия**; неиспользованные дни предоставляются позже.
## Другие виды отпусков
Кроме ежегодного отпуска закон предусматривает и другие:
- отпуск по беременности и родам и отпуск по уходу за ребёнком;
- учебный отпуск — для сдачи экзаменов и защиты диплома;
- отпуск без сохранения заработной платы — по семейным и другим уважительным причинам по заявлению работника.
Эти отпуска не предоставляются в счёт ежегодного и не сокращают его продолжительность.
## Неиспользованный отпуск
Замена отпуска денежной компенсацией по общему правилу возможна только при увольнении: работник получает компенсацию за все неиспользованные дни. Работающему же сотруднику лучше не «копить» отпуск из года в год, а использовать его для отдыха — ради этого он и существует.
`,
      en: `
## How many days
|| Under the Labour Code every employee is entitled each year to **basic annual leave**, keeping their job and average pay. The minimum is **21 calendar days**. An employer may grant longer leave in a collective or individual contract, but never shorter.
Some employees receive extended or additional leave:
- employees under 18 and people with disabilities;
- those working in unfavourable or hazardous conditions;
- employees with irregular working hours;
- those working in areas with a harsh climate.
Additional leave is added to the basic leave.
## When the right arises
Leave for the first year of work is usually granted after six months of continuous work, or earlier by agreement. Some groups, such as minors and women before maternity leave, may take it early.
## The leave schedule
Each year the employer approves a **leave schedule**, taking the staff’s views into account. The schedule binds both sides, and the employer must tell the employee in advance when their leave begins. Leave may be split into parts with the employee’s consent.
## Holiday pay
Pay for the leave period is calculated from average earnings and paid before the leave starts. If it is not paid on time, the employee may ask to move the leave.
## Moving or interrupting leave
Leave is extended or moved when:
1. the employee falls ill during it (with a sick note);
2. the employee is called to perform state duties;
3. in other cases provided by law.
An employee may be recalled from leave only **with their consent**; the unused days are given later.
## Other kinds of leave
Besides annual leave, the law provides for other kinds:
- maternity leave and childcare leave;
- study leave for exams and defending a thesis;
- unpaid leave, at the employee’s request, for family and other good reasons.
These are not deducted from annual leave and do not shorten it.
## Unused leave
As a general rule, leave can be replaced by money only on dismissal, when the employee is paid for all unused days. An employee who stays in the job is better off taking the leave rather than “saving it up” year after year; rest is what it is for.
`,
    },
  }),
  article({
    id: 'unpaid-wages',
    categoryId: 'labour',
    parentSpecializationId: 'labour',
    title: t('Ish haqi toʻlanmasa nima qilish kerak', 'Что делать, если не платят зарплату', 'What to do if your wages are not paid'),
    summary: t(
      'Ish haqi kechiktirilganda qadam-baqadam harakatlar: talabnoma, mehnat inspeksiyasi, sud buyrugʻi va daʼvo.',
      'Пошаговые действия при задержке зарплаты: претензия, трудовая инспекция, судебный приказ и иск.',
      'Step by step when wages are late: a demand letter, the labour inspectorate, a court order and a claim.',
    ),
    publishedAt: '2024-10-21',
    reviewedBy: 'dildora.mehnat',
    body: {
      uz: `
|| Ish haqini oʻz vaqtida va toʻliq toʻlash — ish beruvchining asosiy majburiyati. Kechikish bir necha kunlik boʻlsa, bu hali nizo emas, lekin toʻlovlar oylab kechiksa, harakat qilish vaqti keldi. Quyidagi qadamlar sizga tartib bilan yoʻl koʻrsatadi.
## 1. Dalillarni toʻplang
Avvalo mehnat munosabatlaringizni va qarz miqdorini tasdiqlovchi hujjatlarni yigʻing:
- mehnat shartnomasi yoki ishga qabul qilish buyrugʻi;
- hisob varaqalari (raschyotkalar) va bank koʻchirmalari;
- «Yagona milliy mehnat tizimi»dagi elektron mehnat daftarchangizdan koʻchirma;
- ish beruvchi bilan yozishmalar, qarzni tan olgan xabarlar.
*Rasmiy rasmiylashtirilmagan boʻlsangiz ham*, mehnat munosabatlarini guvohlar, yozishmalar va boshqa dalillar bilan sudda isbotlash mumkin, lekin bu ancha qiyinroq.
## 2. Yozma talab yuboring
Ish beruvchi nomiga ish haqi qarzini toʻlash haqida yozma ariza yozing, ikkinchi nusxasiga qabul qilinganlik belgisini qoʻydiring. Bu qarzni tan olish yoki rad etishni hujjatlashtiradi va keyingi bosqichlar uchun asos boʻladi.
## 3. Mehnat inspeksiyasiga murojaat qiling
Davlat mehnat inspeksiyasi ish beruvchini tekshirib, koʻrsatma berishi va jarima qoʻllashi mumkin. Murojaatni onlayn tarzda ham yuborish mumkin. Inspeksiya aralashuvi koʻpincha tez natija beradi, ayniqsa bir nechta xodim birgalikda murojaat qilsa.
## 4. Sud buyrugʻi yoki daʼvo
Agar ish haqi **hisoblangan, lekin toʻlanmagan** boʻlsa, sud buyrugʻi berish haqida ariza bilan murojaat qilish mumkin — bu soddalashtirilgan va tez tartib. Ish beruvchi qarz miqdoriga eʼtiroz bildirsa yoki hisoblashning oʻzi nizoli boʻlsa, fuqarolik ishlari boʻyicha sudga daʼvo beriladi.
Mehnat nizolari boʻyicha xodimlar **davlat bojidan ozod qilinadi**. Daʼvoda quyidagilarni talab qilish mumkin:
1. ish haqi boʻyicha qarzni;
2. toʻlov kechiktirilgani uchun qonunda nazarda tutilgan kompensatsiyani;
3. maʼnaviy zarar kompensatsiyasini.
## 5. Ijro
Sud qarori yoki buyrugʻi asosida ijro hujjati Majburiy ijro byurosiga yuboriladi. Ish haqi boʻyicha talablar boshqa kreditorlarning talablaridan oldin qanoatlantiriladi. Ish beruvchi bankrot boʻlgan taqdirda ham xodimlarning ish haqi boʻyicha talablari imtiyozli navbatda turadi.
## Muddatlarni unutmang
Ish haqi boʻyicha talablar uchun qonunda murojaat muddati belgilangan. Qarzni yillab toʻplab qoʻymang: qanchalik erta harakat qilsangiz, pulni qaytarish imkoniyati shunchalik yuqori boʻladi.
`,
      ru: `
|| Своевременная и полная выплата зарплаты — основная обязанность работодателя. Задержка на несколько дней ещё не спор, но если выплаты задерживаются месяцами, пора действовать. Следующие шаги помогут сделать это по порядку.
## 1. Соберите доказательства
Прежде всего соберите документы, подтверждающие трудовые отношения и размер долга:
- трудовой договор или приказ о приёме на работу;
- расчётные листки и банковские выписки;
- выписку из электронной трудовой книжки в «Единой национальной системе труда»;
- переписку с работодателем, сообщения, где он признаёт долг.
*Даже если вы не были оформлены официально*, трудовые отношения можно доказать в суде свидетелями, перепиской и другими доказательствами, но это значительно сложнее.
## 2. Направьте письменное требование
Напишите на имя работодателя заявление о выплате задолженности и получите отметку о принятии на втором экземпляре. Это зафиксирует признание или отказ и станет основой для следующих шагов.
## 3. Обратитесь в трудовую инспекцию
Государственная инспекция труда может проверить работодателя, выдать предписание и наложить штраф. Обращение можно направить и онлайн. Вмешательство инспекции часто даёт быстрый результат, особенно если обращаются несколько работников вместе.
## 4. Судебный приказ или иск
Если зарплата **начислена, но не выплачена**, можно подать заявление о выдаче судебного приказа — это упрощённый и быстрый порядок. Если работодатель оспаривает сумму или спорен сам расчёт, подаётся иск в суд по гражданским делам.
По трудовым спорам работники **освобождены от госпошлины**. В иске можно требовать:
1. задолженность по зарплате;
2. предусмотренную законом компенсацию за задержку выплаты;
3. компенсацию морального вреда.
## 5. Исполнение
На основании решения или приказа суда исполнительный документ направляется в Бюро принудительного исполнения. Требования по зарплате удовлетворяются раньше требований других кредиторов. Даже при банкротстве работодателя требования работников по оплате труда стоят в привилегированной очереди.
## Не забывайте о сроках
Для требований о зарплате закон устанавливает срок обращения. Не копите долг годами: чем раньше вы начнёте действовать, тем выше шанс вернуть деньги.
`,
      en: `
|| Paying wages on time and in full is an employer’s basic duty. A delay of a few days is not yet a dispute, but if payments are months late, it is time to act. These steps take you through it in order.
## 1. Gather evidence
First collect the documents that prove the employment and the amount owed:
- the employment contract or hiring order;
- payslips and bank statements;
- an extract from your electronic employment record in the Unified National Labour System;
- messages from the employer, especially any that admit the debt.
*Even if you were never formally registered*, the employment can be proved in court with witnesses, correspondence and other evidence, although it is much harder.
## 2. Send a demand letter
Write to the employer asking for the arrears and get the second copy stamped as received. This records whether they admit or deny the debt and lays the ground for the next steps.
## 3. Go to the labour inspectorate
The State Labour Inspectorate can inspect the employer, issue an order and impose a fine, and complaints can be filed online. Its involvement often brings quick results, especially when several employees complain together.
## 4. A court order or a claim
If wages were **calculated but not paid**, you can apply for a court order, a simplified and quick procedure. If the employer disputes the amount or the calculation itself is in dispute, file a claim with the civil court.
Employees are **exempt from the state duty** in employment disputes. The claim can ask for:
1. the unpaid wages;
2. the compensation the law provides for late payment;
3. compensation for moral harm.
## 5. Enforcement
The court’s judgment or order is sent to the Bureau of Compulsory Enforcement. Wage claims are paid before those of other creditors, and even if the employer goes bankrupt, employees’ wage claims rank with priority.
## Mind the time limits
The law sets a time limit for wage claims. Do not let the debt build up for years: the sooner you act, the better your chance of getting the money back.
`,
    },
  }),
  article({
    id: 'working-abroad-safely',
    categoryId: 'citizens',
    parentSpecializationId: 'migration',
    title: t(
      'Chet elda ishlash: firibgarlardan qanday saqlanish kerak',
      'Работа за рубежом: как не попасть к мошенникам',
      'Working abroad: how to avoid fraud',
    ),
    summary: t(
      'Chet elga ishga ketishdan oldin nimalarni tekshirish kerak, qaysi hujjatlar zarur va muammo boʻlsa qayerga murojaat qilish mumkin.',
      'Что проверить перед отъездом на работу за границу, какие нужны документы и куда обращаться, если возникли проблемы.',
      'What to check before leaving to work abroad, which documents you need and where to turn if something goes wrong.',
    ),
    publishedAt: '2025-03-24',
    reviewedBy: 'javlon.haydarov',
    body: {
      uz: `
|| Har yili yuz minglab Oʻzbekiston fuqarolari chet elda ishlaydi. Koʻpchilik uchun bu oilani boqish imkoniyati, lekin ayrimlar soxta vositachilar qurboniga aylanadi: pul toʻlab, ishsiz qoladi yoki hujjatsiz, himoyasiz holatga tushib qoladi. Quyidagi qoidalar xavfni sezilarli kamaytiradi.
## Vositachini tekshiring
Chet elga ishga joylashtirish bilan faqat **litsenziyaga ega** xususiy bandlik agentliklari va davlat organlari shugʻullanishi mumkin. Tashqi mehnat migratsiyasi agentligi rasmiy dasturlar orqali ham ishga yuboradi. Shartnoma tuzishdan oldin:
- agentlikning litsenziyasi bor-yoʻqligini rasmiy saytlarda tekshiring;
- «vizani tez hal qilamiz» yoki «oldindan toʻlasangiz, ish kafolatlangan» degan vaʼdalardan ehtiyot boʻling;
- pulni naqd emas, balki hujjat bilan tasdiqlanadigan usulda toʻlang va chek oling.
## Shartnomani oʻqing
Chet eldagi ish beruvchi bilan mehnat shartnomasi va vositachi bilan xizmat shartnomasi **siz tushunadigan tilda** boʻlishi kerak. Unda quyidagilar aniq yozilganiga ishonch hosil qiling:
1. ish joyi, lavozim va ish vaqti;
2. ish haqi, uni toʻlash tartibi va valyutasi;
3. turar joy, ovqat va sugʻurta kim hisobidan ekani;
4. qaytish yoʻl haqi kim tomonidan toʻlanishi.
## Hujjatlarni tayyorlang
Diplom, haydovchilik guvohnomasi va boshqa hujjatlar chet elda tan olinishi uchun **apostil** yoki konsullik legallashtiruvi hamda notarial tarjima talab qilinishi mumkin. Buni joʻnashdan oldin qilish ancha arzon va tez.
## Pasportingizni hech kimga bermang
Ish beruvchi yoki vositachi pasportingizni «saqlash uchun» olib qoʻyishi qonunga zid. Pasportning rangli nusxasini va barcha muhim hujjatlarning elektron nusxalarini alohida saqlang.
## Joʻnashdan oldin oilangiz bilan kelishing
Shartnoma nusxasini, ish beruvchi va vositachining aloqa maʼlumotlarini hamda manzilingizni oilangizga qoldiring. Muntazam aloqa vaqtini kelishib oling. Uyda hal qilinishi kerak boʻlgan ishlar — pensiya, kommunal toʻlovlar, hujjatlar — uchun ishonchli yaqiningizga notarial ishonchnoma rasmiylashtiring. Tibbiy sugʻurta polisini ham oldindan oling.
## Muammo yuzaga kelsa
- Oʻzbekistonning shu davlatdagi elchixonasi yoki konsulligiga murojaat qiling — ularning telefon raqamlarini oldindan yozib oling.
- Tashqi mehnat migratsiyasi agentligining ishonch telefonidan foydalaning.
- Ish haqi toʻlanmasa yoki shartnoma buzilsa, oʻsha davlat qonunchiligi boʻyicha yordam beradigan tashkilotlar va yuristlarni izlang.
- Vositachiga toʻlangan pulni qaytarish uchun Oʻzbekistonda unga nisbatan daʼvo yoki jinoyat ishi qoʻzgʻatish haqida ariza berish mumkin.
>> Migratsiya masalalari boʻyicha tahririyat
`,
      ru: `
|| Каждый год сотни тысяч граждан Узбекистана работают за границей. Для многих это возможность содержать семью, но некоторые становятся жертвами недобросовестных посредников: платят деньги и остаются без работы или оказываются без документов и защиты. Следующие правила заметно снижают риск.
## Проверьте посредника
Трудоустройством за рубежом вправе заниматься только **лицензированные** частные агентства занятости и государственные органы. Агентство по внешней трудовой миграции направляет на работу и по официальным программам. До заключения договора:
- проверьте наличие лицензии у агентства на официальных сайтах;
- остерегайтесь обещаний «быстро решим визу» или «заплатите вперёд — работа гарантирована»;
- платите не наличными, а способом, который подтверждается документом, и берите чек.
## Прочитайте договор
Трудовой договор с иностранным работодателем и договор с посредником должны быть **на понятном вам языке**. Убедитесь, что в нём чётко указаны:
1. место работы, должность и рабочее время;
2. зарплата, порядок и валюта её выплаты;
3. за чей счёт жильё, питание и страховка;
4. кто оплачивает обратную дорогу.
## Подготовьте документы
Чтобы диплом, водительское удостоверение и другие документы признавались за рубежом, может потребоваться **апостиль** или консульская легализация, а также нотариальный перевод. Сделать это до отъезда гораздо дешевле и быстрее.
## Никому не отдавайте паспорт
Изъятие паспорта работодателем или посредником «на хранение» незаконно. Храните отдельно цветную копию паспорта и электронные копии всех важных документов.
## До отъезда договоритесь с семьёй
Оставьте семье копию договора, контакты работодателя и посредника и свой адрес. Договоритесь о регулярной связи. Для дел, которые нужно решать дома, — пенсия, коммунальные платежи, документы — оформите нотариальную доверенность на близкого человека. Заранее купите и полис медицинского страхования.
## Если возникла проблема
- Обратитесь в посольство или консульство Узбекистана в этой стране — запишите их телефоны заранее.
- Воспользуйтесь телефоном доверия Агентства по внешней трудовой миграции.
- Если не платят зарплату или нарушают договор, ищите организации и юристов, которые помогают по законодательству той страны.
- Чтобы вернуть деньги, уплаченные посреднику, в Узбекистане можно подать к нему иск или заявление о возбуждении уголовного дела.
>> Редакция по вопросам миграции
`,
      en: `
|| Every year hundreds of thousands of Uzbek citizens work abroad. For many it is a way to support their families, but some fall victim to dishonest agents: they pay money and end up with no job, or without documents and protection. The following rules greatly reduce the risk.
## Check the agent
Only **licensed** private employment agencies and state bodies may place people in jobs abroad. The Agency for External Labour Migration also sends workers through official programmes. Before signing anything:
- check on official websites that the agency holds a licence;
- be wary of promises such as “we will sort the visa fast” or “pay up front and the job is guaranteed”;
- pay by a method that leaves a record rather than in cash, and get a receipt.
## Read the contract
The employment contract with the foreign employer and the service contract with the agent must be **in a language you understand**. Make sure they clearly state:
1. the workplace, position and working hours;
2. the wage, how and in which currency it is paid;
3. who pays for housing, food and insurance;
4. who pays the fare home.
## Prepare your documents
For a diploma, driving licence and other papers to be recognised abroad you may need an **apostille** or consular legalisation and a notarised translation. Doing this before you leave is much cheaper and quicker.
## Never hand over your passport
An employer or agent taking your passport “for safekeeping” is unlawful. Keep a colour copy of your passport and electronic copies of all important documents separately.
## Agree things with your family before you go
Leave your family a copy of the contract, the employer’s and agent’s contact details and your address, and agree when you will be in touch. For matters that need handling at home, such as a pension, utility bills or documents, give a trusted relative a notarised power of attorney. Buy medical insurance in advance too.
## If something goes wrong
- Contact Uzbekistan’s embassy or consulate in that country; note their phone numbers in advance.
- Use the helpline of the Agency for External Labour Migration.
- If you are not paid or the contract is broken, look for organisations and lawyers who help under that country’s law.
- To recover money paid to an agent, you can sue them in Uzbekistan or report them to the police for a criminal investigation.
>> Migration desk
`,
    },
  }),
];
