/** Reference articles, part 5: evidence, business and taxes. */
import { t } from './helpers';
import { article } from './article';
import type { SeedReferenceArticle } from './types';

export const referenceArticlesPart5: SeedReferenceArticle[] = [
  article({
    id: 'evidence-in-civil-cases',
    categoryId: 'courts',
    parentSpecializationId: 'civil',
    title: t(
      'Sudda nima dalil boʻladi va uni qanday taqdim etish kerak',
      'Что считается доказательством в суде и как его представить',
      'What counts as evidence in court and how to present it',
    ),
    summary: t(
      'Dalil turlari, isbotlash majburiyati, yozishmalar va messenjerlardagi xabarlar, ekspertiza hamda dalillarni oldindan taʼminlash.',
      'Виды доказательств, бремя доказывания, переписка и сообщения в мессенджерах, экспертиза и обеспечение доказательств.',
      'Kinds of evidence, the burden of proof, correspondence and messenger chats, expert examination and preserving evidence in advance.',
    ),
    publishedAt: '2025-03-10',
    reviewedBy: 'aziza.hamidova',
    body: {
      uz: `
|| Sud ishi koʻpincha kim haq ekanligi bilan emas, balki kim buni **isbotlay olgani** bilan hal boʻladi. Shuning uchun sudga borishdan oldin qanday dalillar mavjudligini va ularni qanday taqdim etishni oʻylab koʻrish kerak.
## Isbotlash majburiyati
Umumiy qoida: har bir taraf oʻz talablari yoki eʼtirozlari asoslangan holatlarni oʻzi isbotlaydi. Qarzni undirmoqchi boʻlsangiz, pul berganingizni siz isbotlaysiz; javobgar qarzni qaytarganini daʼvo qilsa, buni u isbotlaydi. Umumga maʼlum holatlar va boshqa ish boʻyicha qonuniy kuchga kirgan qaror bilan aniqlangan faktlar qayta isbotlanmaydi.
## Dalil turlari
Protsessual kodekslar quyidagi dalil turlarini nazarda tutadi:
- taraflar va uchinchi shaxslarning tushuntirishlari;
- guvohlarning koʻrsatuvlari;
- yozma dalillar — shartnomalar, tilxatlar, dalolatnomalar, xatlar, bank koʻchirmalari;
- ashyoviy dalillar;
- audio va video yozuvlar;
- ekspert xulosalari.
Dalil **ish uchun ahamiyatli** va **qonuniy yoʻl bilan olingan** boʻlishi kerak. Qonunni buzib olingan dalil sud tomonidan qabul qilinmasligi mumkin.
## Yozishmalar va messenjerlar
Telegram yoki boshqa messenjerlardagi yozishmalar bugungi kunda eng keng tarqalgan dalillardan biri. Ularni taqdim etishda:
1. xabarlarning skrinshotlarini yuboruvchi, sana va vaqt koʻrinadigan qilib oling;
2. telefon raqami yoki akkaunt aynan javobgarga tegishli ekanini koʻrsating;
3. nizo jiddiy boʻlsa, yozishmani notarius orqali koʻzdan kechirib, **dalillarni taʼminlash** dalolatnomasini rasmiylashtiring.
Qurilmani sud majlisiga olib kelish ham foydali boʻlishi mumkin.
## Ekspertiza
Maxsus bilim talab qilinadigan masalalar — zarar miqdori, imzoning haqiqiyligi, qurilish sifati — boʻyicha sud ekspertiza tayinlaydi. Taraflar ekspertga savollar taklif qilishi va ekspert muassasasini tavsiya etishi mumkin. Ekspertiza xarajatlari odatda uni soʻragan taraf tomonidan oldindan toʻlanadi va keyin yutqazgan tarafdan undiriladi.
## Dalilni sud orqali soʻrash
Agar kerakli hujjat sizda emas, balki bank, tashkilot yoki javobgarda boʻlsa, uni talab qilib olish haqida sudga **iltimosnoma** bering. Unda qaysi hujjat, u kimda ekani va nima uchun muhimligini koʻrsating.
## Amaliy maslahat
Nizo boshlanishi bilan barcha hujjat va xabarlarni bir joyga toʻplang, asl nusxalarni saqlang va hech narsani oʻchirmang. Vaqt oʻtishi bilan guvohlar unutadi, xabarlar esa yoʻqolishi mumkin.
`,
      ru: `
|| Судебное дело часто решается не тем, кто прав, а тем, кто сумел это **доказать**. Поэтому до обращения в суд стоит продумать, какие есть доказательства и как их представить.
## Бремя доказывания
Общее правило: каждая сторона доказывает обстоятельства, на которые ссылается в обоснование своих требований или возражений. Хотите взыскать долг — доказываете, что передали деньги; если ответчик утверждает, что вернул долг, доказывает он. Общеизвестные обстоятельства и факты, установленные вступившим в силу решением по другому делу, повторно не доказываются.
## Виды доказательств
Процессуальные кодексы предусматривают следующие виды доказательств:
- объяснения сторон и третьих лиц;
- показания свидетелей;
- письменные доказательства — договоры, расписки, акты, письма, банковские выписки;
- вещественные доказательства;
- аудио- и видеозаписи;
- заключения экспертов.
Доказательство должно быть **относимым** к делу и **полученным законным путём**. Доказательство, полученное с нарушением закона, суд может не принять.
## Переписка и мессенджеры
Переписка в Telegram и других мессенджерах сегодня — одно из самых распространённых доказательств. При её представлении:
1. делайте скриншоты так, чтобы были видны отправитель, дата и время;
2. покажите, что номер телефона или аккаунт принадлежит именно ответчику;
3. если спор серьёзный, оформите у нотариуса осмотр переписки — **протокол обеспечения доказательств**.
Полезно также принести устройство в судебное заседание.
## Экспертиза
По вопросам, требующим специальных знаний, — размер ущерба, подлинность подписи, качество строительства — суд назначает экспертизу. Стороны вправе предложить вопросы эксперту и рекомендовать экспертное учреждение. Расходы на экспертизу обычно заранее оплачивает сторона, заявившая ходатайство, а затем они взыскиваются с проигравшей стороны.
## Истребование доказательств через суд
Если нужный документ находится не у вас, а у банка, организации или ответчика, подайте в суд **ходатайство** о его истребовании. Укажите, какой документ, у кого он находится и почему важен.
## Практический совет
С самого начала спора соберите все документы и сообщения в одном месте, храните подлинники и ничего не удаляйте. Со временем свидетели забывают, а сообщения могут пропасть.
`,
      en: `
|| Court cases are often decided not by who is right but by who can **prove** it. So before going to court, think through what evidence you have and how to present it.
## The burden of proof
The general rule is that each party proves the facts on which its claims or objections rest. If you want to recover a debt, you prove that you handed over the money; if the defendant says it was repaid, the defendant proves that. Facts that are common knowledge, and facts established by a final judgment in another case, need not be proved again.
## Kinds of evidence
The procedure codes recognise these kinds of evidence:
- statements of the parties and third parties;
- witness testimony;
- documents: contracts, receipts, reports, letters, bank statements;
- physical evidence;
- audio and video recordings;
- expert opinions.
Evidence must be **relevant** to the case and **lawfully obtained**. The court may refuse evidence obtained in breach of the law.
## Correspondence and messengers
Chats in Telegram and other messengers are now among the most common evidence. When you rely on them:
1. take screenshots that show the sender, the date and the time;
2. show that the phone number or account belongs to the defendant;
3. in a serious dispute, have a notary inspect the chat and draw up a **record preserving the evidence**.
Bringing the device to the hearing can also help.
## Expert examination
Where special knowledge is needed, such as the amount of damage, whether a signature is genuine or the quality of building work, the court orders an expert examination. The parties may suggest questions for the expert and propose an expert institution. The party that asked for the examination usually pays in advance, and the cost is later recovered from the losing party.
## Asking the court to obtain evidence
If the document you need is held by a bank, an organisation or the defendant, file a **motion** asking the court to order its production. Say which document it is, who holds it and why it matters.
## A practical tip
As soon as a dispute starts, gather all documents and messages in one place, keep the originals and delete nothing. Over time witnesses forget and messages can disappear.
`,
    },
  }),
  article({
    id: 'opening-an-llc',
    categoryId: 'business',
    parentSpecializationId: 'business',
    title: t('MChJ ochish: qadam-baqadam', 'Открытие ООО: пошагово', 'Setting up an LLC, step by step'),
    summary: t(
      'Masʼuliyati cheklangan jamiyatni roʻyxatdan oʻtkazish: nom, taʼsischilar, ustav kapitali, rahbar, soliq rejimi va roʻyxatdan keyingi ishlar.',
      'Регистрация общества с ограниченной ответственностью: наименование, учредители, уставный капитал, руководитель, налоговый режим и что делать после регистрации.',
      'Registering a limited liability company: the name, founders, charter capital, director, tax regime and what to do after registration.',
    ),
    publishedAt: '2024-06-24',
    reviewedBy: 'otabek.nurmatov',
    body: {
      uz: `
|| Masʼuliyati cheklangan jamiyat (MChJ) — Oʻzbekistonda biznes uchun eng ommabop tashkiliy-huquqiy shakl. Uning asosiy afzalligi: ishtirokchilar jamiyat majburiyatlari boʻyicha, umumiy qoidaga koʻra, faqat oʻz ulushlari doirasida tavakkal qiladi, shaxsiy mol-mulki bilan esa javob bermaydi.
## 1. Tayyorgarlik
Roʻyxatdan oʻtishdan oldin quyidagilarni hal qiling:
- **firma nomi** — band emasligini onlayn tekshiring;
- **taʼsischilar** — bir yoki bir nechta jismoniy va yuridik shaxslar;
- **ustav kapitali** miqdori va har bir ishtirokchining ulushi;
- **rahbar** (direktor) — kim jamiyat nomidan ish yuritadi;
- **yuridik manzil** va asosiy faoliyat turlari.
## 2. Taʼsis hujjatlari
MChJ ustav asosida faoliyat yuritadi. Bir nechta taʼsischi boʻlsa, taʼsis shartnomasi yoki taʼsischilar yigʻilishining qarori ham tuziladi. Ustavda jamiyat boshqaruvi, foydani taqsimlash, ulushni sotish va ishtirokchining chiqishi tartibini puxta yozing — keyinchalik hamkorlar oʻrtasidagi nizolarning aksariyati aynan shu masalalardan chiqadi.
## 3. Roʻyxatdan oʻtkazish
Davlat roʻyxatidan oʻtkazish Davlat xizmatlari markazi orqali yoki onlayn tarzda amalga oshiriladi. Roʻyxatdan oʻtish bilan bir vaqtda jamiyatga STIR beriladi va u soliq organida hisobga qoʻyiladi. Bu jarayon odatda tez — bir necha ish kuni ichida yakunlanadi.
## 4. Soliq rejimini tanlash
Kichik biznes uchun koʻpincha **aylanmadan olinadigan soliq** qulay, lekin u faqat yillik aylanma qonunda belgilangan chegaradan oshmaganda qoʻllaniladi. Aks holda QQS va foyda soligʻi toʻlanadi. Rejimni tanlashdan oldin taxminiy aylanma va xarajatlarni hisoblab chiqing.
## 5. Roʻyxatdan keyin
1. Bank hisobvaragʻini oching.
2. Elektron raqamli imzo (ERI) oling — hisobotlar va elektron hisobvaraq-fakturalar uchun kerak.
3. Xodimlarni mehnat shartnomasi bilan rasmiylashtiring va ularni elektron tizimda roʻyxatdan oʻtkazing.
4. Faoliyatingiz litsenziya yoki ruxsatnoma talab qilsa, uni oling.
5. Onlayn nazorat-kassa texnikasi yoki virtual kassani ulang.
## Ulushni sotish va ishtirokchining chiqishi
Ishtirokchi oʻz ulushini sotmoqchi boʻlsa, boshqa ishtirokchilar odatda uni birinchi navbatda sotib olish huquqiga ega. Ishtirokchining jamiyatdan chiqishi va unga ulush qiymatini toʻlash tartibi ustavda oldindan aniq belgilangan boʻlsa, hamkorlar xayrlashganda nizo chiqish ehtimoli ancha kamayadi.
## Eʼtibor bering
Ustav kapitali kiritilishi kerak boʻlgan muddatga rioya qiling. Jamiyat mol-mulki va shaxsiy mablagʻlarni aralashtirmang: jamiyat hisobvaragʻidan shaxsiy xarajatlar uchun pul olish soliq va korporativ muammolarga olib keladi.
>> Korporativ huquq boʻlimi
`,
      ru: `
|| Общество с ограниченной ответственностью (ООО) — самая популярная организационно-правовая форма бизнеса в Узбекистане. Его главное преимущество: участники по общему правилу рискуют только в пределах своих долей и не отвечают по обязательствам общества личным имуществом.
## 1. Подготовка
До регистрации определитесь:
- с **фирменным наименованием** — проверьте онлайн, что оно свободно;
- с **учредителями** — одно или несколько физических и юридических лиц;
- с размером **уставного капитала** и долями участников;
- с **руководителем** (директором) — кто будет действовать от имени общества;
- с **юридическим адресом** и основными видами деятельности.
## 2. Учредительные документы
ООО действует на основании устава. Если учредителей несколько, составляется также учредительный договор или решение собрания учредителей. Тщательно пропишите в уставе порядок управления, распределения прибыли, продажи доли и выхода участника — большинство будущих споров между партнёрами возникает именно из этих вопросов.
## 3. Регистрация
Государственная регистрация проводится через Центр государственных услуг или онлайн. Одновременно с регистрацией обществу присваивается ИНН и оно ставится на налоговый учёт. Обычно процесс быстрый и занимает несколько рабочих дней.
## 4. Выбор налогового режима
Малому бизнесу часто удобен **налог с оборота**, но он применяется, только если годовой оборот не превышает установленного законом порога. Иначе уплачиваются НДС и налог на прибыль. Перед выбором режима рассчитайте ожидаемый оборот и расходы.
## 5. После регистрации
1. Откройте банковский счёт.
2. Получите электронную цифровую подпись (ЭЦП) — она нужна для отчётности и электронных счетов-фактур.
3. Оформите работников по трудовым договорам и зарегистрируйте их в электронной системе.
4. Если деятельность требует лицензии или разрешения, получите их.
5. Подключите онлайн-ККМ или виртуальную кассу.
## Продажа доли и выход участника
Если участник хочет продать долю, другие участники, как правило, имеют преимущественное право её купить. Если порядок выхода участника из общества и выплаты ему стоимости доли заранее чётко прописан в уставе, вероятность спора при расставании партнёров заметно снижается.
## Обратите внимание
Соблюдайте срок внесения уставного капитала. Не смешивайте имущество общества и личные средства: снятие денег со счёта общества на личные расходы ведёт к налоговым и корпоративным проблемам.
>> Отдел корпоративного права
`,
      en: `
|| The limited liability company (LLC, MChJ in Uzbek) is the most popular legal form for business in Uzbekistan. Its main advantage is that, as a rule, members risk only their shares and are not liable for the company’s obligations with their personal property.
## 1. Preparation
Before registering, decide on:
- the **company name**, checking online that it is free;
- the **founders**, one or more individuals or companies;
- the **charter capital** and each member’s share;
- the **director**, who will act for the company;
- the **registered address** and main business activities.
## 2. Founding documents
An LLC operates under a charter. With several founders there is also a founding agreement or a founders’ resolution. Set out carefully in the charter how the company is run, how profits are shared, how shares are sold and how a member may leave: most later disputes between partners arise from exactly these points.
## 3. Registration
State registration is done through a Public Services Centre or online. On registration the company receives a TIN and is entered on the tax register. The process is usually quick, taking a few working days.
## 4. Choosing a tax regime
Small businesses often prefer the **turnover tax**, but it applies only while annual turnover stays below the threshold set by law. Otherwise VAT and profit tax are paid. Estimate your turnover and costs before choosing.
## 5. After registration
1. Open a bank account.
2. Obtain an electronic digital signature, needed for returns and electronic invoices.
3. Hire staff under employment contracts and register them in the electronic system.
4. Obtain any licence or permit your activity requires.
5. Connect an online cash register or a virtual till.
## Selling a share and leaving
If a member wants to sell their share, the other members usually have a right of first refusal. If the charter sets out clearly in advance how a member may leave and how their share is paid out, a parting of the ways between partners is far less likely to end in a dispute.
## Watch out
Pay in the charter capital within the required time. Keep company and personal money apart: taking money from the company account for personal spending causes tax and corporate problems.
>> Corporate law desk
`,
    },
  }),
  article({
    id: 'self-employed-or-sole-trader',
    categoryId: 'business',
    parentSpecializationId: 'administrative-tax',
    title: t(
      'Oʻzini oʻzi band qilgan shaxs yoki yakka tartibdagi tadbirkor?',
      'Самозанятый или индивидуальный предприниматель?',
      'Self-employed or sole trader?',
    ),
    summary: t(
      'Ikki maqomning farqi: roʻyxatdan oʻtish, soliqlar, faoliyat turlari, xodim yollash va javobgarlik.',
      'Чем различаются два статуса: регистрация, налоги, виды деятельности, наём работников и ответственность.',
      'How the two statuses differ: registration, taxes, permitted activities, hiring staff and liability.',
    ),
    publishedAt: '2025-04-21',
    reviewedBy: 'nargiza_soliq',
    body: {
      uz: `
|| Oʻz ishini boshlamoqchi boʻlgan koʻpchilik uchun birinchi savol — qaysi maqomda ishlash. Oʻzbekistonda kichik faoliyat uchun ikki asosiy yoʻl bor: **oʻzini oʻzi band qilgan shaxs** sifatida roʻyxatdan oʻtish yoki **yakka tartibdagi tadbirkor** (YaTT) boʻlish.
## Oʻzini oʻzi band qilgan shaxs
Bu maqom oʻz mehnati bilan xizmat koʻrsatadigan yoki mahsulot tayyorlaydigan fuqarolar uchun moʻljallangan: repetitorlar, ustalar, dizaynerlar, tikuvchilar, fotograflar va boshqalar.
- Roʻyxatdan oʻtish mobil ilova yoki soliq organining onlayn xizmati orqali bir necha daqiqada amalga oshadi.
- Faqat ruxsat etilgan faoliyat turlari roʻyxatidagi ishlar bilan shugʻullanish mumkin.
- Yollanma xodimlar jalb qilinmaydi.
- Daromad qonunda belgilangan miqdorgacha soliqdan ozod qilingan; pensiya stajini shakllantirish uchun ijtimoiy soliqni **ixtiyoriy** toʻlash mumkin.
## Yakka tartibdagi tadbirkor
YaTT — davlat roʻyxatidan oʻtgan va tadbirkorlik faoliyatini yuridik shaxs tashkil etmasdan amalga oshiruvchi fuqaro.
- Roʻyxatdan oʻtish Davlat xizmatlari markazi yoki onlayn tarzda.
- Faoliyat turlari kengroq, savdo va xizmatlar ham kiradi.
- Qonunda belgilangan sonda xodim yollash mumkin.
- Soliq rejimi faoliyat turi va aylanmaga qarab belgilanadi; hisobotlar topshiriladi.
## Asosiy farq — javobgarlik
Oʻzini oʻzi band qilgan shaxs ham, YaTT ham oʻz majburiyatlari boʻyicha **butun shaxsiy mol-mulki** bilan javob beradi. Agar biznes tavakkalchiligi yuqori boʻlsa yoki hamkorlar bilan ishlamoqchi boʻlsangiz, MChJ ochishni oʻylab koʻring: u yerda tavakkal ulush bilan cheklanadi.
## Qanday tanlash kerak
1. Faoliyatingiz ruxsat etilgan roʻyxatda bormi? Boʻlmasa, YaTT yoki MChJ kerak.
2. Xodim yollash rejangiz bormi? Bor boʻlsa, oʻzini oʻzi band qilgan maqom toʻgʻri kelmaydi.
3. Yillik daromadingiz qancha boʻladi? Imtiyozli chegaradan oshsa, boshqa maqom foydaliroq boʻlishi mumkin.
4. Mijozlaringiz kimlar? Yirik kompaniyalar koʻpincha rasmiy hisobvaraq-faktura talab qiladi.
## Mijozlar bilan hisob-kitob
Qaysi maqomni tanlasangiz ham, mijozlar bilan oddiy yozma shartnoma tuzing va toʻlovlarni imkon qadar bank orqali qabul qiling. Kartaga muntazam tushayotgan pullar soliq organiga koʻrinadi, shuning uchun daromadni rasmiylashtirish keyingi savollardan himoya qiladi.
## Maqomni oʻzgartirish
Faoliyat kengaygach, maqomni oʻzgartirish mumkin. Oʻzini oʻzi band qilgan shaxs sifatidagi roʻyxatdan chiqib, YaTT yoki MChJ sifatida roʻyxatdan oʻtish murakkab emas. Asosiysi — daromad oshganini oʻz vaqtida sezish va soliq majburiyatlarini kechiktirmaslik.
*Imtiyozlar va chegaralar tez-tez oʻzgaradi: qaror qabul qilishdan oldin soliq organining rasmiy saytidagi amaldagi qoidalarni tekshiring.*
`,
      ru: `
|| Для многих, кто хочет начать своё дело, первый вопрос — в каком статусе работать. В Узбекистане для небольшой деятельности есть два основных пути: зарегистрироваться **самозанятым** или стать **индивидуальным предпринимателем** (ИП).
## Самозанятый
Этот статус предназначен для граждан, которые своим трудом оказывают услуги или изготавливают продукцию: репетиторов, мастеров, дизайнеров, швей, фотографов и других.
- Регистрация занимает несколько минут через мобильное приложение или онлайн-сервис налогового органа.
- Заниматься можно только видами деятельности из разрешённого перечня.
- Наёмные работники не привлекаются.
- Доход до установленной законом суммы освобождён от налога; для формирования пенсионного стажа можно **добровольно** платить социальный налог.
## Индивидуальный предприниматель
ИП — гражданин, зарегистрированный государством и ведущий предпринимательскую деятельность без образования юридического лица.
- Регистрация через Центр госуслуг или онлайн.
- Виды деятельности шире, включая торговлю и услуги.
- Можно нанимать работников в установленном законом количестве.
- Налоговый режим зависит от вида деятельности и оборота; сдаётся отчётность.
## Главное отличие — ответственность
И самозанятый, и ИП отвечают по своим обязательствам **всем личным имуществом**. Если риски бизнеса высоки или вы собираетесь работать с партнёрами, подумайте об ООО: там риск ограничен долей.
## Как выбрать
1. Есть ли ваша деятельность в разрешённом перечне? Если нет, нужен ИП или ООО.
2. Планируете ли нанимать работников? Если да, статус самозанятого не подойдёт.
3. Каким будет годовой доход? Если он превысит льготный порог, другой статус может быть выгоднее.
4. Кто ваши клиенты? Крупные компании часто требуют официальный счёт-фактуру.
## Расчёты с клиентами
Какой бы статус вы ни выбрали, заключайте с клиентами простые письменные договоры и по возможности принимайте оплату через банк. Регулярные поступления на карту видны налоговому органу, поэтому официально оформленный доход защищает от лишних вопросов.
## Смена статуса
Когда деятельность растёт, статус можно сменить. Сняться с учёта как самозанятый и зарегистрироваться ИП или ООО несложно. Главное — вовремя заметить рост дохода и не откладывать налоговые обязательства.
*Льготы и пороги часто меняются: перед решением проверьте действующие правила на официальном сайте налогового органа.*
`,
      en: `
|| For many people starting out on their own, the first question is which status to work under. In Uzbekistan there are two main routes for small-scale activity: registering as **self-employed** or becoming a **sole trader** (individual entrepreneur).
## Self-employed
This status is meant for people who provide services or make products with their own labour: tutors, repairers, designers, seamstresses, photographers and the like.
- Registration takes a few minutes in a mobile app or the tax authority’s online service.
- Only activities on the permitted list may be carried on.
- No employees may be hired.
- Income up to the amount set by law is tax-free, and you may pay social tax **voluntarily** to build up pension entitlement.
## Sole trader
A sole trader is a citizen registered with the state who carries on business without forming a company.
- Registration is through a Public Services Centre or online.
- The range of activities is wider and includes trade and services.
- Employees may be hired, up to the number set by law.
- The tax regime depends on the activity and turnover, and returns must be filed.
## The key difference: liability
Both the self-employed and sole traders are liable for their obligations with **all their personal property**. If the business is risky or you plan to work with partners, consider an LLC, where the risk is limited to your share.
## How to choose
1. Is your activity on the permitted list? If not, you need to be a sole trader or form an LLC.
2. Do you plan to hire staff? If so, self-employment will not fit.
3. What will your annual income be? Above the tax-free threshold another status may be better.
4. Who are your clients? Larger companies often require an official invoice.
## Dealing with clients
Whichever status you choose, sign simple written contracts with clients and take payment through a bank where you can. Regular payments into a card account are visible to the tax authority, so declaring the income protects you from awkward questions later.
## Changing status
As the business grows you can change status. Leaving the self-employed register and registering as a sole trader or LLC is not difficult; what matters is noticing in time that your income has grown and not delaying your tax obligations.
*Reliefs and thresholds change often: check the current rules on the tax authority’s official website before deciding.*
`,
    },
  }),
  article({
    id: 'turnover-tax-basics',
    categoryId: 'business',
    parentSpecializationId: 'administrative-tax',
    title: t(
      'Aylanmadan olinadigan soliq: kim toʻlaydi va qanday hisoblanadi',
      'Налог с оборота: кто платит и как рассчитывается',
      'Turnover tax: who pays and how it is calculated',
    ),
    summary: t(
      'Aylanmadan olinadigan soliqni qoʻllash shartlari, soliq bazasi, stavkalar, chegaradan oshganda nima boʻladi va keng tarqalgan xatolar.',
      'Условия применения налога с оборота, налоговая база, ставки, что происходит при превышении порога и частые ошибки.',
      'When the turnover tax applies, the tax base, the rates, what happens above the threshold and common mistakes.',
    ),
    publishedAt: '2025-06-30',
    reviewedBy: 'nodira.qodirova',
    justify: true,
    body: {
      uz: `
Aylanmadan olinadigan soliq — kichik biznes uchun soddalashtirilgan soliq rejimi. U QQS va foyda soligʻi oʻrniga toʻlanadi va hisob-kitobi ancha oddiy. Ammo rejimdan foydalanish shartlarini bilmaslik keyinchalik katta qoʻshimcha soliq va jarimalarga olib kelishi mumkin.
## Kim qoʻllashi mumkin
Aylanmadan olinadigan soliqni yillik yalpi tushumi Soliq kodeksida belgilangan chegaradan oshmaydigan yuridik shaxslar va yakka tartibdagi tadbirkorlar toʻlaydi. Ayrim faoliyat turlari — masalan, aksizli tovarlar ishlab chiqarish yoki ayrim moliyaviy xizmatlar — bu rejimni qoʻllay olmaydi. Chegara miqdorini har yili tekshiring: u oʻzgarishi mumkin.
## Soliq bazasi va stavka
Soliq bazasi — **yalpi tushum**, yaʼni tovar, ish va xizmatlarni sotishdan olingan barcha tushum, shu jumladan ayrim boshqa daromadlar. Xarajatlar soliq bazasidan chegirilmaydi — bu rejimning asosiy xususiyati.
Asosiy stavka **4 foiz**; ayrim faoliyat turlari va hududlar uchun boshqa stavkalar belgilangan. Shuning uchun faoliyat turingizga qaysi stavka qoʻllanishini aniqlab oling.
## Qachon foydali, qachon emas
- Xarajatlari kam, ustamasi yuqori biznes uchun — masalan, xizmat koʻrsatish — aylanma soligʻi odatda foydali.
- Xarajatlari katta, ustamasi past biznes uchun — masalan, ulgurji savdo — QQS va foyda soligʻi bilan umumbelgilangan rejim foydaliroq boʻlishi mumkin.
- Yirik mijozlar QQS bilan hisobvaraq-faktura talab qilsa, ixtiyoriy ravishda QQS toʻlovchisi boʻlish imkoniyatini koʻrib chiqing.
## Chegaradan oshsa
Yil davomida tushum chegaradan oshsa, korxona qonunda belgilangan paytdan boshlab umumbelgilangan soliqlarga — QQS va foyda soligʻiga — oʻtishi shart. Buni oʻz vaqtida qilmaslik eng koʻp uchraydigan xato: soliq organi soliqlarni qayta hisoblab, penya va jarima qoʻllaydi.
## Hisobot va toʻlov
1. Soliq hisobotini belgilangan muddatlarda elektron tarzda topshiring.
2. Soliqni hisobot muddatidan kechiktirmay toʻlang.
3. Barcha tushumni onlayn kassa va elektron hisobvaraq-fakturalar orqali rasmiylashtiring.
4. Tushumni oyma-oy kuzatib boring, chegaraga yaqinlashayotganingizni oldindan biling.
## Keng tarqalgan xatolar
- Naqd tushumning bir qismini hisobga olmaslik — tekshiruvlarda oson aniqlanadi.
- Bir biznesni chegaradan oshmaslik uchun bir nechta firmaga «boʻlish» — soliq organi bu sxemalarni qayta tasniflashi mumkin.
- Stavkani faoliyat turiga qarab tekshirmaslik.
`,
      ru: `
Налог с оборота — упрощённый налоговый режим для малого бизнеса. Он уплачивается вместо НДС и налога на прибыль, а расчёт значительно проще. Однако незнание условий применения режима может обернуться крупными доначислениями и штрафами.
## Кто может применять
Налог с оборота платят юридические лица и индивидуальные предприниматели, чья годовая валовая выручка не превышает порога, установленного Налоговым кодексом. Некоторые виды деятельности — например, производство подакцизных товаров или отдельные финансовые услуги — этот режим применять не могут. Размер порога проверяйте ежегодно: он может меняться.
## Налоговая база и ставка
Налоговая база — **валовая выручка**, то есть вся выручка от реализации товаров, работ и услуг, включая некоторые прочие доходы. Расходы из базы не вычитаются — это главная особенность режима.
Основная ставка — **4 %**; для отдельных видов деятельности и территорий установлены иные ставки. Поэтому уточните, какая ставка применяется к вашей деятельности.
## Когда выгодно, а когда нет
- Для бизнеса с небольшими расходами и высокой наценкой — например, услуг — налог с оборота обычно выгоден.
- Для бизнеса с большими расходами и низкой наценкой — например, оптовой торговли — выгоднее может оказаться общеустановленный режим с НДС и налогом на прибыль.
- Если крупные клиенты требуют счёт-фактуру с НДС, рассмотрите возможность добровольно стать плательщиком НДС.
## Если порог превышен
Если в течение года выручка превысила порог, предприятие обязано перейти на общеустановленные налоги — НДС и налог на прибыль — с момента, установленного законом. Не сделать это вовремя — самая частая ошибка: налоговый орган пересчитает налоги и применит пени и штрафы.
## Отчётность и уплата
1. Сдавайте налоговую отчётность в установленные сроки в электронном виде.
2. Уплачивайте налог не позднее срока сдачи отчётности.
3. Оформляйте всю выручку через онлайн-ККМ и электронные счета-фактуры.
4. Отслеживайте выручку помесячно и заранее знайте, что приближаетесь к порогу.
## Частые ошибки
- Неучёт части наличной выручки — легко выявляется при проверках.
- «Дробление» одного бизнеса на несколько фирм, чтобы не превысить порог, — налоговый орган может переквалифицировать такие схемы.
- Применение ставки без проверки по виду деятельности.
`,
      en: `
The turnover tax is a simplified tax regime for small businesses. It is paid instead of VAT and profit tax and is much simpler to calculate. Not knowing the conditions for using it, however, can lead to large additional assessments and fines later on.
## Who can use it
Companies and sole traders whose annual gross revenue does not exceed the threshold set in the Tax Code pay the turnover tax. Some activities, such as producing excisable goods or certain financial services, cannot use it. Check the threshold every year, as it can change.
## Tax base and rate
The tax base is **gross revenue**: all income from selling goods, work and services, plus certain other income. Expenses are not deducted; that is the defining feature of the regime.
The basic rate is **4%**, with different rates for certain activities and areas. Find out which rate applies to your activity.
## When it pays and when it does not
- For businesses with low costs and high margins, such as services, the turnover tax is usually worthwhile.
- For businesses with high costs and thin margins, such as wholesale trade, the general regime with VAT and profit tax may be better.
- If large clients need VAT invoices, consider registering for VAT voluntarily.
## Crossing the threshold
If revenue passes the threshold during the year, the business must move to the general taxes, VAT and profit tax, from the point set by law. Failing to switch in time is the most common mistake: the tax authority recalculates the taxes and adds penalties and fines.
## Returns and payment
1. File tax returns electronically on time.
2. Pay the tax no later than the filing deadline.
3. Record all revenue through an online cash register and electronic invoices.
4. Track revenue month by month so you know in advance when you are nearing the threshold.
## Common mistakes
- Leaving some cash revenue off the books, which audits easily detect.
- Splitting one business into several companies to stay under the threshold, which the tax authority may recharacterise.
- Applying a rate without checking it against the type of activity.
`,
    },
  }),
  article({
    id: 'pretrial-claim-in-business-disputes',
    categoryId: 'business',
    parentSpecializationId: 'business',
    title: t(
      'Tadbirkorlar nizosida talabnoma: qanday yozish va yuborish kerak',
      'Претензия в споре между предпринимателями: как составить и направить',
      'Demand letters in business disputes: how to write and send them',
    ),
    summary: t(
      'Talabnoma qachon majburiy, unda nima boʻlishi kerak, penya qanday hisoblanadi, qanday yuborish va javob boʻlmasa nima qilish kerak.',
      'Когда претензия обязательна, что в ней должно быть, как считается пеня, как её направить и что делать без ответа.',
      'When a demand letter is required, what it must contain, how penalties are calculated, how to send it and what to do if there is no reply.',
    ),
    publishedAt: '2025-09-15',
    reviewedBy: 'komil.zokirov',
    body: {
      uz: `
|| Korxonalar oʻrtasidagi nizolarning katta qismi sudgacha yetib bormaydi: yaxshi yozilgan **talabnoma** (pretenziya) koʻpincha qarzdorni toʻlashga undaydi. Bundan tashqari, qonun yoki shartnoma talab qilgan hollarda talabnoma yuborilmasa, iqtisodiy sud daʼvoni koʻrmasdan qaytarishi mumkin.
## Qachon majburiy
Talabnoma tartibi quyidagi hollarda majburiy:
- shartnomada nizolarni sudgacha hal qilish tartibi nazarda tutilgan boʻlsa;
- qonunda muayyan turdagi nizolar uchun talabnoma belgilangan boʻlsa (masalan, tashish shartnomalari boʻyicha).
Shartnomani bekor qilish talabi bilan sudga borishdan oldin ham ikkinchi tarafga bekor qilish taklifini yuborish va javobni kutish kerak.
## Talabnomaning mazmuni
1. Kimdan va kimga: korxonalarning toʻliq nomi, STIR va manzillari.
2. Asos: shartnoma raqami va sanasi, bajarilgan majburiyatlar, hisobvaraq-fakturalar.
3. Talab: asosiy qarz, penya va boshqa summalar — alohida-alohida.
4. Hisob-kitob: qaysi davr uchun, qanday stavka bilan.
5. Muddat: talabni bajarish yoki javob berish uchun aniq muddat.
6. Toʻlov rekvizitlari.
7. Rahbar yoki vakilning imzosi, ishonchnoma boʻlsa — uning rekvizitlari.
## Penyani toʻgʻri hisoblang
Penya shartnomada belgilangan stavka boʻyicha hisoblanadi. Qonun kechiktirilgan toʻlov uchun penya miqdorini cheklaydi: umumiy qoidaga koʻra u **muddati oʻtgan summaning 50 foizidan oshmasligi kerak**. Oshirib hisoblangan penya sudda kamaytiriladi va sizning boshqa hisob-kitoblaringizga ham ishonchni pasaytiradi.
## Qanday yuborish kerak
Talabnomani yuborganingizni isbotlay olishingiz kerak. Buning uchun:
- bildirishnomali buyurtma xat bilan yuboring;
- yoki kontragent devonxonasiga topshirib, nusxasiga kiruvchi raqam qoʻydiring;
- shartnomada nazarda tutilgan boʻlsa, elektron hujjat aylanishi tizimi orqali yuboring.
Yuborilganlik haqidagi hujjat va talabnoma nusxasi keyinchalik daʼvoga ilova qilinadi.
## Solishtirish dalolatnomasi
Talabnoma bilan birga oʻzaro hisob-kitoblarni solishtirish dalolatnomasini yuboring. Qarzdor uni imzolasa, bu **qarzni tan olish** hisoblanadi va daʼvo muddatining oqishini uzadi.
## Javob boʻlmasa
Talabnomada koʻrsatilgan yoki shartnomada belgilangan muddat oʻtgach, javob kelmasa yoki rad javobi olinsa, iqtisodiy sudga daʼvo bering. Qarzdor qarzning bir qismini toʻlagan boʻlsa, daʼvo summasini shunga mos ravishda kamaytiring va toʻlov hujjatlarini ilova qiling. Daʼvoda talabnoma yuborilgan sanani va unga javob olinmaganini koʻrsating. Kichik tadbirkorlik subyektlari davlat bojini imtiyozli miqdorda toʻlashini ham unutmang.
`,
      ru: `
|| Большинство споров между предприятиями до суда не доходит: хорошо составленная **претензия** часто побуждает должника заплатить. Кроме того, если закон или договор требует претензию, а она не направлена, экономический суд может вернуть иск без рассмотрения.
## Когда претензия обязательна
Претензионный порядок обязателен, если:
- договор предусматривает досудебный порядок урегулирования споров;
- закон устанавливает претензию для определённых видов споров (например, по договорам перевозки).
Перед обращением в суд с требованием о расторжении договора также нужно направить другой стороне предложение о расторжении и дождаться ответа.
## Содержание претензии
1. От кого и кому: полные наименования, ИНН и адреса предприятий.
2. Основание: номер и дата договора, исполненные обязательства, счета-фактуры.
3. Требование: основной долг, пеня и иные суммы — раздельно.
4. Расчёт: за какой период и по какой ставке.
5. Срок: конкретный срок для исполнения требования или ответа.
6. Платёжные реквизиты.
7. Подпись руководителя или представителя, реквизиты доверенности, если она есть.
## Правильно считайте пеню
Пеня рассчитывается по ставке, установленной договором. Закон ограничивает пеню за просрочку платежа: по общему правилу она **не может превышать 50 % просроченной суммы**. Завышенная пеня будет снижена судом и подорвёт доверие и к остальным вашим расчётам.
## Как направить
Нужно иметь возможность доказать направление претензии. Для этого:
- отправьте её заказным письмом с уведомлением о вручении;
- или вручите в канцелярию контрагента и получите входящий номер на копии;
- если это предусмотрено договором, направьте через систему электронного документооборота.
Документ о направлении и копия претензии затем прикладываются к иску.
## Акт сверки
Вместе с претензией направьте акт сверки взаимных расчётов. Если должник его подпишет, это будет **признанием долга**, которое прерывает течение срока исковой давности.
## Если ответа нет
Если по истечении срока, указанного в претензии или договоре, ответа нет или получен отказ, подавайте иск в экономический суд. Укажите в иске дату направления претензии и то, что ответ не получен. И не забудьте, что субъекты малого предпринимательства платят госпошлину по льготной ставке.
`,
      en: `
|| Most disputes between companies never reach court: a well-drafted **demand letter** (pretenziya) often persuades the debtor to pay. Moreover, if the law or the contract requires a demand letter and none was sent, the economic court may return the claim unheard.
## When it is required
A demand letter is required when:
- the contract provides for pre-trial settlement of disputes;
- the law prescribes it for certain kinds of dispute (for example, carriage contracts).
Before asking a court to terminate a contract, you must also send the other party a proposal to terminate and wait for the reply.
## What the letter contains
1. From whom and to whom: the companies’ full names, TINs and addresses.
2. The basis: contract number and date, obligations performed, invoices.
3. The demand: principal, penalty and any other sums, each separately.
4. The calculation: for which period and at what rate.
5. A deadline: a specific time to pay or reply.
6. Payment details.
7. The signature of the director or representative, with details of any power of attorney.
## Calculate the penalty correctly
The penalty is calculated at the rate set in the contract. The law limits penalties for late payment: as a general rule they **may not exceed 50% of the overdue amount**. An inflated penalty will be cut by the court and undermine trust in the rest of your figures.
## How to send it
You must be able to prove that you sent it. So:
- send it by registered post with acknowledgement of receipt;
- or hand it in at the counterparty’s office and get an incoming number stamped on your copy;
- or, if the contract allows, send it through the electronic document system.
The proof of sending and a copy of the letter are later attached to the claim.
## Reconciliation statement
Send a statement reconciling mutual accounts with the letter. If the debtor signs it, that is an **acknowledgement of the debt**, which interrupts the limitation period.
## If there is no answer
When the time given in the letter or the contract has passed with no reply, or with a refusal, file a claim with the economic court, stating when the demand was sent and that no reply came. Remember that small businesses pay the state duty at a reduced rate.
`,
    },
  }),
];
