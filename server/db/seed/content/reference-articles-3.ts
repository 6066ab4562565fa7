/** Reference articles, part 3: housing, property and everyday situations. */
import { t } from './helpers';
import { article } from './article';
import type { SeedReferenceArticle } from './types';

export const referenceArticlesPart3: SeedReferenceArticle[] = [
  article({
    id: 'buying-a-flat-checklist',
    categoryId: 'property',
    parentSpecializationId: 'real-estate',
    title: t('Kvartira sotib olishdan oldin: tekshiruv roʻyxati', 'Перед покупкой квартиры: чек-лист проверки', 'Before you buy a flat: a checklist'),
    summary: t(
      'Sotuvchining huquqi, taqiq va garovlar, roʻyxatda turganlar, voyaga yetmaganlar va er-xotin roziligi — bitimdan oldin nimalarni tekshirish kerak.',
      'Права продавца, запреты и залоги, прописанные лица, несовершеннолетние и согласие супруга — что проверить до сделки.',
      'The seller’s title, bans and mortgages, registered residents, minors and spousal consent: what to check before the deal.',
    ),
    publishedAt: '2024-11-11',
    reviewedBy: 'sh.mirzayev',
    video: { src: '/media/reference/buying-a-flat.mp4', poster: '/media/reference/buying-a-flat.jpg' },
    body: {
      uz: `
|| Kvartira — koʻpchilik oilalar uchun hayotdagi eng katta xarid. Bitimdagi xato esa pulni ham, uy-joyni ham yoʻqotishga olib kelishi mumkin. Quyidagi roʻyxat notariusga borishdan oldin asosiy xavflarni aniqlashga yordam beradi.
## 1. Mulk huquqi va kadastr maʼlumotlari
Sotuvchidan kadastr koʻchirmasini soʻrang yoki uni davlat xizmatlari orqali oʻzingiz oling. Tekshiring:
- mulkdor kim va sotuvchi haqiqatan ham oʻsha shaxsmi;
- kvartira bir necha kishining umumiy mulkimi — unda barcha mulkdorlarning roziligi kerak;
- maydon, xonalar soni va manzil hujjatdagi maʼlumotlarga mos keladimi;
- qayta rejalashtirish qonuniy rasmiylashtirilganmi.
## 2. Taqiq, garov va hibs
Kvartira bank garovida (ipotekada) yoki sud qarori bilan taqiq ostida boʻlsa, uni sotish mumkin emas yoki faqat garovga oluvchining roziligi bilan mumkin. Taqiq yoʻqligini notarius bitim kuni ham tekshiradi, lekin buni avvalroq bilish — vaqt va zakalatni tejaydi.
## 3. Kim roʻyxatda turibdi
Uy-joyda doimiy roʻyxatda turgan shaxslar haqida maʼlumotnoma oling. Sotuvchi kvartira boʻshatilishini va barcha roʻyxatdagilar roʻyxatdan chiqarilishini shartnomada majburiyat sifatida yozib qoʻyishi kerak. **Voyaga yetmagan bolalar** mulkdor yoki roʻyxatda boʻlsa, vasiylik va homiylik organining roziligi talab qilinishi mumkin.
## 4. Turmush oʻrtogʻining roziligi
Kvartira nikoh davomida sotib olingan boʻlsa, u er-xotinning umumiy mulki hisoblanadi. Sotish uchun ikkinchi turmush oʻrtogʻining **notarial tasdiqlangan roziligi** kerak. Rozilik boʻlmasa, bitim keyinchalik haqiqiy emas deb topilishi mumkin.
## 5. Meros va sud nizolari
Agar kvartira yaqinda meros orqali olingan boʻlsa, boshqa merosxoʻrlar paydo boʻlishi xavfi bor. Sotuvchi ishtirok etayotgan sud ishlarini sudlarning rasmiy portallarida tekshiring.
## 6. Kommunal qarzlar
Elektr, gaz, suv va boshqa xizmatlar boʻyicha qarz yoʻqligi haqida maʼlumotnomalar soʻrang. Qarzlar koʻpincha yangi egasiga «meros» boʻlib qoladi.
## Bitim va hisob-kitob
1. Zakalat (avans) haqidagi kelishuvni yozma tuzing va unda bitim muddatini koʻrsating.
2. Oldi-sotdi shartnomasi notarial tasdiqlanadi, mulk huquqi esa davlat roʻyxatidan oʻtkaziladi.
3. Pulni imkon qadar bank orqali oʻtkazing; naqd toʻlasangiz, sotuvchidan tilxat oling.
4. Shartnomada kvartira **haqiqiy narxini** koʻrsating — kamaytirilgan narx nizo chiqqanda sizga qarshi ishlaydi.
>> Koʻchmas mulk boʻlimi
`,
      ru: `
|| Квартира — самая крупная покупка в жизни большинства семей. Ошибка в сделке может обернуться потерей и денег, и жилья. Этот список поможет выявить основные риски ещё до визита к нотариусу.
## 1. Право собственности и данные кадастра
Попросите у продавца выписку из кадастра или получите её сами через госуслуги. Проверьте:
- кто собственник и действительно ли продавец — это он;
- не находится ли квартира в общей собственности нескольких лиц — тогда нужно согласие всех собственников;
- совпадают ли площадь, число комнат и адрес с документами;
- узаконена ли перепланировка.
## 2. Запреты, залог и арест
Если квартира в залоге у банка (ипотеке) или под запретом по решению суда, продать её нельзя либо можно только с согласия залогодержателя. Нотариус проверит отсутствие запретов в день сделки, но узнать это заранее — значит сэкономить время и задаток.
## 3. Кто прописан
Получите справку о лицах, постоянно зарегистрированных в квартире. Продавец должен в договоре принять обязательство освободить квартиру и снять всех с регистрации. Если **несовершеннолетние дети** являются собственниками или прописаны, может потребоваться согласие органа опеки и попечительства.
## 4. Согласие супруга
Если квартира куплена в браке, она является общей собственностью супругов. Для продажи нужно **нотариально удостоверенное согласие** второго супруга. Без него сделку позже могут признать недействительной.
## 5. Наследство и судебные споры
Если квартира недавно получена по наследству, есть риск появления других наследников. Проверьте судебные дела с участием продавца на официальных порталах судов.
## 6. Коммунальные долги
Попросите справки об отсутствии долгов за электричество, газ, воду и другие услуги. Долги часто «переходят по наследству» к новому владельцу.
## Сделка и расчёты
1. Соглашение о задатке (авансе) оформите письменно и укажите в нём срок сделки.
2. Договор купли-продажи удостоверяется нотариально, а право собственности проходит государственную регистрацию.
3. Деньги по возможности переводите через банк; при оплате наличными возьмите у продавца расписку.
4. Указывайте в договоре **реальную цену** квартиры — заниженная цена при споре сработает против вас.
>> Отдел недвижимости
`,
      en: `
|| For most families a flat is the biggest purchase of their lives, and a mistake in the deal can cost both the money and the home. This checklist helps you spot the main risks before you go to the notary.
## 1. Title and cadastre data
Ask the seller for a cadastre extract, or get it yourself through the public services portal. Check:
- who the owner is, and whether the seller really is that person;
- whether several people own the flat jointly, in which case all of them must consent;
- whether the area, number of rooms and address match the documents;
- whether any remodelling was properly authorised.
## 2. Bans, mortgages and seizures
If the flat is mortgaged to a bank or under a court ban, it cannot be sold, or only with the lender’s consent. The notary will check for bans on the day of the deal, but finding out earlier saves time and your deposit.
## 3. Who is registered there
Get a certificate listing everyone permanently registered at the flat. The contract should oblige the seller to vacate the flat and deregister everyone. If **minor children** own a share or are registered there, the guardianship authority’s consent may be needed.
## 4. The spouse’s consent
A flat bought during a marriage is the spouses’ joint property. Selling it requires the other spouse’s **notarised consent**; without it the deal may later be declared void.
## 5. Inheritance and court cases
If the flat was recently inherited, other heirs may yet appear. Check the official court portals for cases involving the seller.
## 6. Utility debts
Ask for certificates showing no debts for electricity, gas, water and other services. Such debts often end up with the new owner.
## The deal and payment
1. Put any deposit (advance) agreement in writing and set a date for the deal.
2. The sale contract is notarised, and ownership is registered with the state.
3. Pay through a bank where possible; if you pay cash, get a signed receipt from the seller.
4. State the **real price** in the contract: an understated price will work against you in any dispute.
>> Real estate desk
`,
    },
  }),
  article({
    id: 'renting-out-a-home',
    categoryId: 'property',
    parentSpecializationId: 'real-estate',
    title: t(
      'Uy-joyni ijaraga berish: shartnoma, soliq va roʻyxatga olish',
      'Сдача жилья в аренду: договор, налог и регистрация',
      'Letting a home: contract, tax and registration',
    ),
    summary: t(
      'Kvartirani ijaraga berishda shartnomada nimani yozish, ijarani qanday rasmiylashtirish va ijarachi bilan nizolarning oldini olish.',
      'Что написать в договоре при сдаче квартиры, как оформить аренду и избежать споров с арендатором.',
      'What to put in the contract when letting a flat, how to make the lease official and how to avoid disputes with tenants.',
    ),
    publishedAt: '2025-01-14',
    reviewedBy: 'n.smirnova',
    body: {
      uz: `
|| Kvartirani ijaraga berish qoʻshimcha daromad manbai, lekin ogʻzaki kelishuv bilan berilgan uy-joy koʻpincha qarzlar, buzilgan mebel va tugamaydigan bahslarga olib keladi. Yaxshi tuzilgan shartnoma va toʻgʻri rasmiylashtirish ikkala tarafni ham himoya qiladi.
## Shartnomada nimalar boʻlishi kerak
1. Taraflar va ularning pasport maʼlumotlari.
2. Uy-joyning aniq manzili, xonalar soni va unda qoldirilayotgan mulk roʻyxati.
3. Ijara muddati va uzaytirish tartibi.
4. Oylik ijara haqi, toʻlash kuni va usuli.
5. Kafolat puli (depozit) miqdori va uni qaytarish shartlari.
6. Kommunal toʻlovlarni kim toʻlashi.
7. Shartnomani muddatidan oldin bekor qilish va ogohlantirish muddati.
## Qabul qilish-topshirish dalolatnomasi
Kalitlarni berish kuni dalolatnoma tuzing: mebel va texnika roʻyxati, ularning holati, hisoblagichlar koʻrsatkichlari. Fotosuratlarni ham ilova qiling. Ijara tugaganda xuddi shu dalolatnoma bilan uy-joyni qaytarib oling — shunda zarar boʻlsa, uni isbotlash oson boʻladi.
## Soliq va hisobga qoʻyish
Jismoniy shaxsning ijaradan olgan daromadi **soliq solinadigan daromad** hisoblanadi. Ijara shartnomasi soliq organida hisobga qoʻyiladi — buni my.soliq.uz orqali onlayn qilish mumkin. Hisobga qoʻyilmagan ijara uchun jarima va qoʻshimcha soliq hisoblanishi mumkin. Soliq stavkasi va toʻlov muddatlarini soliq organi saytida tekshiring.
## Ijarachilarni roʻyxatga olish
Boshqa hududdan kelgan ijarachilar vaqtincha roʻyxatdan oʻtishi kerak, chet el fuqarolari esa belgilangan muddatda roʻyxatga qoʻyilishi shart. Bu ijaraga beruvchining ham manfaatiga: roʻyxatga olinmagan yashash uchun javobgarlik mulkdorga ham tushishi mumkin.
## Ijara haqini oshirish
Shartnoma amal qilayotgan davrda ijara haqini bir tomonlama oshirish mumkin emas, agar shartnomada buning tartibi nazarda tutilmagan boʻlsa. Narxni qayta koʻrib chiqish shartini — masalan, yiliga bir marta va kamida bir oy oldin yozma ogohlantirish bilan — shartnomaga oldindan kiritib qoʻygan maʼqul.
## Nizolar chiqsa
- Ijara haqi toʻlanmasa, avval yozma talabnoma yuboring.
- Shartnomada koʻrsatilgan muddat oʻtgach, shartnomani bekor qilish haqida yozma xabar bering.
- Ijarachi chiqib ketishdan bosh tortsa, **oʻzboshimchalik bilan** eshik qulfini almashtirmang va buyumlarini chiqarib tashlamang — buning uchun javobgarlik bor. Turar joydan chiqarish haqida sudga murojaat qiling.
- Qarz va zararni depozitdan ushlab qolish faqat shartnomada va dalolatnomada asos boʻlsa mumkin.
*Yaxshi ijarachini topish qiyin — ishonchli ijarachini yaxshi shartnoma bilan saqlab qolish esa oson.*
`,
      ru: `
|| Сдача квартиры — источник дополнительного дохода, но жильё, сданное по устной договорённости, часто оборачивается долгами, сломанной мебелью и бесконечными спорами. Хорошо составленный договор и правильное оформление защищают обе стороны.
## Что должно быть в договоре
1. Стороны и их паспортные данные.
2. Точный адрес, количество комнат и перечень оставляемого имущества.
3. Срок аренды и порядок продления.
4. Ежемесячная арендная плата, день и способ оплаты.
5. Размер залога (депозита) и условия его возврата.
6. Кто оплачивает коммунальные услуги.
7. Досрочное расторжение и срок предупреждения.
## Акт приёма-передачи
В день передачи ключей составьте акт: перечень мебели и техники, их состояние, показания счётчиков. Приложите фотографии. По окончании аренды принимайте квартиру по такому же акту — тогда ущерб, если он есть, легко доказать.
## Налог и учёт
Доход физического лица от аренды — **облагаемый доход**. Договор аренды ставится на учёт в налоговом органе — это можно сделать онлайн через my.soliq.uz. За неучтённую аренду могут начислить штраф и доначислить налог. Ставку и сроки уплаты проверьте на сайте налогового органа.
## Регистрация арендаторов
Арендаторы из других регионов должны пройти временную регистрацию, а иностранцы — встать на учёт в установленный срок. Это в интересах и арендодателя: ответственность за проживание без регистрации может лечь и на собственника.
## Повышение арендной платы
В период действия договора повышать арендную плату в одностороннем порядке нельзя, если договор не предусматривает такой порядок. Условие о пересмотре цены — например, раз в год и с письменным предупреждением не менее чем за месяц — лучше заранее включить в договор.
## Если возник спор
- Если не платят аренду, сначала направьте письменную претензию.
- По истечении указанного в договоре срока письменно уведомите о расторжении.
- Если арендатор отказывается съезжать, **не меняйте самовольно** замки и не выносите его вещи — за это предусмотрена ответственность. Обратитесь в суд с иском о выселении.
- Удерживать долг и ущерб из депозита можно, только если для этого есть основания в договоре и акте.
*Хорошего арендатора найти трудно, а удержать надёжного арендатора хорошим договором легко.*
`,
      en: `
|| Letting a flat brings extra income, but a home let on a handshake often ends in unpaid rent, broken furniture and endless arguments. A well-drafted contract and proper paperwork protect both sides.
## What the contract should contain
1. The parties and their passport details.
2. The exact address, number of rooms and a list of the furniture and items left in the flat.
3. The term of the lease and how it can be extended.
4. The monthly rent, the payment day and method.
5. The security deposit and the conditions for returning it.
6. Who pays for utilities.
7. Early termination and the notice period.
## The handover act
On the day you hand over the keys, draw up an act listing the furniture and appliances, their condition and the meter readings, with photographs attached. At the end of the lease take the flat back against the same act; any damage is then easy to prove.
## Tax and registration of the lease
An individual’s rental income is **taxable income**. The lease is registered with the tax authority, which can be done online at my.soliq.uz. An unregistered lease may lead to a fine and additional tax. Check the current rate and deadlines on the tax authority’s website.
## Registering tenants
Tenants from other regions must complete temporary registration, and foreigners must be registered within the set time. This is in the landlord’s interest too: liability for unregistered residence can fall on the owner.
## Raising the rent
The rent cannot be raised unilaterally while the lease runs unless the contract provides for it. It is best to include a review clause from the start, for example once a year with at least a month’s written notice.
## If a dispute arises
- If rent is unpaid, first send a demand letter.
- When the term in the contract ends, give written notice of termination.
- If the tenant refuses to leave, **do not change the locks yourself** or remove their belongings, which carries liability; ask a court for eviction.
- You may keep debts and damage out of the deposit only if the contract and the handover act provide grounds.
*A good tenant is hard to find; keeping a reliable one with a good contract is easy.*
`,
    },
  }),
  article({
    id: 'flooded-by-neighbours',
    categoryId: 'property',
    parentSpecializationId: 'civil',
    title: t('Qoʻshnilar suv bosdi: zararni qanday undirish mumkin', 'Залили соседи: как возместить ущерб', 'Flooded by the neighbours: recovering the damage'),
    summary: t(
      'Suv bosgan kuni nima qilish, dalolatnomani qanday rasmiylashtirish, zararni baholash va aybdordan yoki boshqaruv kompaniyasidan undirish.',
      'Что делать в день залива, как оформить акт, оценить ущерб и взыскать его с виновника или управляющей компании.',
      'What to do on the day of the flood, how to get a report drawn up, value the damage and recover it from the culprit or the housing company.',
    ),
    publishedAt: '2025-04-02',
    reviewedBy: 'sergey.volkov',
    justify: true,
    body: {
      uz: `
Yuqori qavatdagi qoʻshnidan suv oqib tushishi koʻp xonadonli uylarda eng keng tarqalgan muammolardan biri. Zarar katta boʻlishi mumkin: shift, devorlar, pol, mebel va maishiy texnika. Zararni qoplatish imkoniyati birinchi soatlarda qanday harakat qilganingizga koʻp jihatdan bogʻliq.
## Suv bosgan kuni
1. Yuqoridagi qoʻshnini ogohlantiring va suvni toʻxtatishni soʻrang. Eshik ochilmasa, uy-joy mulkdorlari shirkati yoki boshqaruv kompaniyasining avariya xizmatini chaqiring.
2. Xavfsizlik uchun elektr tokini oʻchiring.
3. Hamma narsani suratga va videoga oling: shift, devorlar, suv oqayotgan joy, shikastlangan buyumlar.
4. Qoʻshnilardan guvoh sifatida ishtirok etishni soʻrang.
## Dalolatnoma — asosiy dalil
Boshqaruv kompaniyasi yoki shirkat vakilini chaqirib, **hodisa dalolatnomasini** tuzdiring. Unda quyidagilar koʻrsatilishi kerak:
- sana va vaqt;
- suv bosish sababi va manbai (masalan, qoʻshnining kir yuvish mashinasi shlangi yoki umumiy quvur);
- shikastlanishlar roʻyxati;
- ishtirokchilar va guvohlarning imzolari.
Dalolatnoma nusxasini oling. Aybdor qoʻshni imzodan bosh tortsa, bu haqda dalolatnomada belgi qoʻyiladi.
## Zararni baholash
Zarar miqdorini mustaqil **baholovchi** aniqlaydi. Baholash sanasi va vaqti haqida aybdor qoʻshnini yozma xabardor qiling — shunda u baholash natijasiga keyin eʼtiroz bildira olmaydi. Baholash xarajatlarini ham keyin undirish mumkin, shuning uchun chekni saqlang.
## Kimdan undirish kerak
Kim javob berishi suv bosish sababiga bogʻliq:
- sabab qoʻshnining xonadoni ichidagi nosozlik boʻlsa — **qoʻshni** (kvartira egasi) javob beradi;
- sabab umumiy quvurlar, tom yoki stoyaklar boʻlsa — uyni boshqarish uchun masʼul **shirkat yoki boshqaruv kompaniyasi** javob berishi mumkin;
- javobgarlik sugʻurtalangan boʻlsa — avval sugʻurta kompaniyasiga murojaat qiling.
## Sudgacha va sudda
Avval aybdorga baholash hisobotini ilova qilib, zararni ixtiyoriy qoplash haqida yozma talab yuboring. Javob boʻlmasa, fuqarolik ishlari boʻyicha sudga daʼvo bering. Daʼvoda moddiy zarar, baholash xarajatlari, davlat boji va zarur boʻlsa maʼnaviy zarar kompensatsiyasini talab qilish mumkin. Fuqarolik kodeksiga koʻra zarar uni yetkazgan shaxs tomonidan **toʻliq hajmda** qoplanadi.
## Agar suvni siz toshirgan boʻlsangiz
Agar suv sizning xonadoningizdan oqqan boʻlsa, qoʻshni bilan munosabatni buzmang: dalolatnoma tuzishda ishtirok eting, baholash vaqtida hozir boʻling va zarar miqdori asosli boʻlsa, uni ixtiyoriy qoplashni taklif qiling. Bu sud xarajatlaridan arzonroq. Kelajak uchun xonadonni va fuqarolik javobgarligini sugʻurtalashni oʻylab koʻring.
`,
      ru: `
Протечка от соседа сверху — одна из самых частых проблем в многоквартирных домах. Ущерб может быть серьёзным: потолок, стены, пол, мебель и техника. Шансы возместить его во многом зависят от того, как вы действуете в первые часы.
## В день залива
1. Предупредите соседа сверху и попросите перекрыть воду. Если дверь не открывают, вызовите аварийную службу товарищества собственников жилья или управляющей компании.
2. Для безопасности отключите электричество.
3. Снимите всё на фото и видео: потолок, стены, место протечки, повреждённые вещи.
4. Попросите соседей выступить свидетелями.
## Акт — главное доказательство
Вызовите представителя управляющей компании или товарищества и добейтесь составления **акта о заливе**. В нём должны быть указаны:
- дата и время;
- причина и источник залива (например, шланг стиральной машины соседа или общий стояк);
- перечень повреждений;
- подписи участников и свидетелей.
Возьмите копию акта. Если виновный сосед отказывается подписывать, об этом делается отметка в акте.
## Оценка ущерба
Размер ущерба определяет независимый **оценщик**. Письменно уведомите виновного соседа о дате и времени оценки — тогда он не сможет потом оспаривать её результат. Расходы на оценку тоже можно взыскать, поэтому сохраните чек.
## С кого взыскивать
Кто отвечает, зависит от причины залива:
- если причина в неисправности внутри квартиры соседа — отвечает **сосед** (собственник квартиры);
- если причина в общих трубах, крыше или стояках — может отвечать **товарищество или управляющая компания**, обслуживающая дом;
- если ответственность застрахована — сначала обратитесь в страховую компанию.
## До суда и в суде
Сначала направьте виновнику письменное требование добровольно возместить ущерб, приложив отчёт об оценке. Если ответа нет, подайте иск в суд по гражданским делам. В иске можно требовать материальный ущерб, расходы на оценку, госпошлину и при необходимости компенсацию морального вреда. По Гражданскому кодексу вред возмещается причинителем **в полном объёме**.
## Если залили вы
Если вода ушла из вашей квартиры, не портите отношения с соседом: участвуйте в составлении акта, присутствуйте при оценке и, если сумма обоснована, предложите возместить ущерб добровольно. Это дешевле судебных расходов. На будущее подумайте о страховании квартиры и гражданской ответственности.
`,
      en: `
Water coming through from the flat above is one of the most common problems in apartment blocks. The damage can be serious: ceiling, walls, floor, furniture and appliances. Your chances of being compensated depend largely on what you do in the first few hours.
## On the day of the flood
1. Warn the neighbour upstairs and ask them to turn off the water. If no one answers, call the emergency service of the homeowners’ association or the housing management company.
2. Switch off the electricity for safety.
3. Photograph and film everything: the ceiling, the walls, where the water is coming in, the damaged items.
4. Ask other neighbours to act as witnesses.
## The report is the key evidence
Call a representative of the management company or association and have a **flood report** drawn up. It should state:
- the date and time;
- the cause and source of the flood (for example, the neighbour’s washing-machine hose or a shared riser pipe);
- a list of the damage;
- the signatures of those present and of witnesses.
Take a copy. If the neighbour at fault refuses to sign, this is noted in the report.
## Valuing the damage
An independent **appraiser** assesses the damage. Tell the neighbour at fault in writing when the valuation will take place, so they cannot dispute the result later. The cost of the valuation can also be recovered, so keep the receipt.
## Who pays
Who is liable depends on the cause:
- a fault inside the neighbour’s flat makes the **neighbour** (the owner) liable;
- shared pipes, the roof or risers may make the **association or management company** responsible for the building liable;
- if the liability is insured, claim from the insurer first.
## Before and in court
First send the person at fault a demand letter asking them to pay voluntarily, attaching the valuation report. If there is no answer, file a claim with the civil court. You may claim the material damage, the valuation cost, the state duty and, where appropriate, compensation for moral harm. Under the Civil Code the person who caused the harm must compensate it **in full**.
## If the water came from your flat
If the leak came from your flat, keep relations with your neighbour civil: take part in drawing up the report, attend the valuation and, if the amount is reasonable, offer to pay voluntarily. It costs less than going to court. For the future, consider insuring your flat and your liability to others.
`,
    },
  }),
  article({
    id: 'power-of-attorney-guide',
    categoryId: 'citizens',
    parentSpecializationId: 'civil',
    title: t(
      'Ishonchnoma: qachon notarius kerak, muddati va bekor qilish',
      'Доверенность: когда нужен нотариус, срок и отмена',
      'Powers of attorney: when you need a notary, how long they last and how to revoke them',
    ),
    summary: t(
      'Ishonchnoma turlari, oddiy yozma va notarial shakl, amal qilish muddati, qayta ishonch bildirish va bekor qilish tartibi.',
      'Виды доверенностей, простая письменная и нотариальная форма, срок действия, передоверие и отмена.',
      'Kinds of power of attorney, simple written and notarised forms, duration, substitution and revocation.',
    ),
    publishedAt: '2025-05-19',
    reviewedBy: 'notarius.malika',
    body: {
      uz: `
## Ishonchnoma nima
|| Ishonchnoma — bir shaxs (ishonch bildiruvchi) boshqa shaxsga (vakilga) oʻz nomidan harakat qilish huquqini beradigan yozma vakolatnoma. Vakil vakolatlar doirasida qilgan harakatlar uchun huquq va majburiyatlar bevosita ishonch bildiruvchida vujudga keladi. Shuning uchun vakolatlarni aniq va kerakli darajada tor yozish muhim.
## Turlari
- **Bir martalik** — bitta aniq harakat uchun, masalan, hujjatni olish.
- **Maxsus** — bir turdagi harakatlar uchun, masalan, sudda vakillik qilish.
- **Bosh (umumiy)** — mulkni boshqarish va koʻplab harakatlar uchun keng vakolat.
Bosh ishonchnoma berishda ehtiyot boʻling: u vakilga juda keng imkoniyat beradi.
## Qachon notarial shakl kerak
Oʻzbekiston Respublikasi Fuqarolik kodeksiga koʻra notarial shaklda tuzilishi lozim boʻlgan bitimlar uchun ishonchnoma ham notarial tasdiqlanishi kerak. Amalda notarius quyidagi hollarda talab qilinadi:
1. koʻchmas mulk va avtomobilni sotish, hadya qilish, garovga qoʻyish;
2. davlat roʻyxatidan oʻtkaziladigan huquqlar bilan bogʻliq harakatlar;
3. bank hisobvaraqlari bilan operatsiyalar va sudda vakillik (koʻp hollarda).
Ish haqi, pensiya, nafaqa va pochta joʻnatmalarini olish uchun ishonchnoma ishonch bildiruvchi ishlaydigan yoki oʻqiydigan tashkilot tomonidan ham tasdiqlanishi mumkin. Boshqa hollarda oddiy yozma shakl yetarli boʻlishi mumkin, lekin qabul qiluvchi tashkilot talablarini oldindan soʻrang.
## Amal qilish muddati
Ishonchnoma **uch yildan oshmaydigan** muddatga beriladi. Agar muddat koʻrsatilmagan boʻlsa, u berilgan kundan boshlab bir yil davomida amal qiladi. Ishonchnomada berilgan sana albatta koʻrsatilishi kerak — sanasiz ishonchnoma haqiqiy emas.
## Qayta ishonch bildirish
Vakil vakolatlarni boshqa shaxsga faqat ishonchnomada shunday huquq berilgan boʻlsa yoki ishonch bildiruvchining manfaatlarini himoya qilish uchun zarur holatlarda oʻtkazishi mumkin. Qayta ishonchnoma asl ishonchnomadan uzoqroq muddatga berilmaydi.
## Amaliy maslahatlar
- Vakolatlarni aniq yozing: «barcha harakatlar» emas, balki aynan nimalar.
- Muddatni kerakli vaqtdan uzoq qilmang.
- Ishonchnoma nusxasini va kimga berilganini yozib qoʻying.
## Bekor qilish
Ishonch bildiruvchi ishonchnomani **istalgan vaqtda** bekor qilishi mumkin. Notarial ishonchnoma notarius orqali bekor qilinadi. Vakilni va siz bilan ish koʻradigan tashkilotlarni bu haqda yozma xabardor qiling: ular bekor qilinganidan bexabar boʻlsa, vakilning harakatlari sizga nisbatan kuchda qolishi mumkin. Ishonchnoma muddati tugaganda, ishonch bildiruvchi yoki vakil vafot etganda ham oʻz kuchini yoʻqotadi.
`,
      ru: `
## Что такое доверенность
|| Доверенность — письменное полномочие, которое одно лицо (доверитель) выдаёт другому (представителю) для действий от своего имени. Права и обязанности по действиям представителя в пределах полномочий возникают непосредственно у доверителя. Поэтому полномочия важно формулировать точно и настолько узко, насколько нужно.
## Виды
- **Разовая** — на одно конкретное действие, например получение документа.
- **Специальная** — на однородные действия, например представительство в суде.
- **Генеральная (общая)** — широкие полномочия на управление имуществом и множество действий.
С генеральной доверенностью будьте осторожны: она даёт представителю очень широкие возможности.
## Когда нужна нотариальная форма
Согласно Гражданскому кодексу Республики Узбекистан доверенность на совершение сделок, требующих нотариальной формы, тоже должна быть удостоверена нотариально. На практике нотариус нужен:
1. для продажи, дарения, залога недвижимости и автомобиля;
2. для действий с правами, подлежащими государственной регистрации;
3. для операций с банковскими счетами и представительства в суде (во многих случаях).
Доверенность на получение зарплаты, пенсии, пособий и почтовых отправлений может удостоверить и организация, где доверитель работает или учится. В остальных случаях может быть достаточно простой письменной формы, но заранее уточните требования принимающей организации.
## Срок действия
Доверенность выдаётся на срок **не более трёх лет**. Если срок не указан, она действует один год со дня выдачи. Дата выдачи указывается обязательно — доверенность без даты недействительна.
## Передоверие
Представитель может передать полномочия другому лицу, только если это разрешено доверенностью или необходимо для защиты интересов доверителя. Срок доверенности в порядке передоверия не может превышать срок основной доверенности.
## Практические советы
- Формулируйте полномочия конкретно: не «любые действия», а именно какие.
- Не делайте срок длиннее необходимого.
- Сохраните копию доверенности и запишите, кому она выдана.
## Отмена
Доверитель вправе отменить доверенность **в любое время**. Нотариальная доверенность отменяется через нотариуса. Письменно уведомите представителя и организации, с которыми он имеет дело от вашего имени: если они не знали об отмене, действия представителя могут сохранить силу для вас. Доверенность прекращается также с истечением срока и со смертью доверителя или представителя.
`,
      en: `
## What a power of attorney is
|| A power of attorney is a written authority that one person (the principal) gives another (the representative) to act in their name. Rights and duties arising from what the representative does within that authority belong directly to the principal, so it matters to word the powers precisely and no wider than needed.
## Kinds
- **One-off**: for a single act, such as collecting a document.
- **Special**: for a type of act, such as representing you in court.
- **General**: broad authority to manage property and do many things.
Be careful with a general power of attorney: it gives the representative very wide scope.
## When it must be notarised
Under the Civil Code of the Republic of Uzbekistan, a power of attorney for a transaction that itself must be notarised must also be notarised. In practice you need a notary:
1. to sell, give away or pledge real estate or a car;
2. for acts involving rights that are registered with the state;
3. for bank account operations and court representation (in many cases).
A power of attorney to collect wages, a pension, benefits or post may instead be certified by the organisation where the principal works or studies. In other cases a simple written form may be enough, but ask the receiving organisation about its requirements first.
## How long it lasts
A power of attorney is granted for **no more than three years**. If no term is stated, it is valid for one year from the date of issue. The date of issue must be shown; an undated power of attorney is void.
## Substitution
The representative may pass the powers to someone else only if the power of attorney allows it or it is needed to protect the principal’s interests. A substituted power cannot outlast the original.
## Practical tips
- Word the powers precisely: not “any act” but exactly which acts.
- Do not make the term longer than needed.
- Keep a copy and a note of who holds it.
## Revocation
The principal may revoke a power of attorney **at any time**; a notarised one is revoked through a notary. Tell the representative, and the organisations they deal with on your behalf, in writing: if they were unaware of the revocation, the representative’s acts may still bind you. A power of attorney also ends when its term expires or when the principal or the representative dies.
`,
    },
  }),
  article({
    id: 'after-a-road-accident',
    categoryId: 'citizens',
    parentSpecializationId: 'criminal',
    title: t(
      'Yoʻl-transport hodisasidan keyin: birinchi qadamlar va sugʻurta',
      'После ДТП: первые шаги и страховка',
      'After a road accident: first steps and insurance',
    ),
    summary: t(
      'YTH joyida nima qilish kerak, qanday dalillar toʻplash, sugʻurta toʻlovini qanday olish va zarar sugʻurta summasidan oshsa nima qilish mumkin.',
      'Что делать на месте ДТП, какие доказательства собрать, как получить страховую выплату и что делать, если ущерб больше страховой суммы.',
      'What to do at the scene, what evidence to collect, how to get an insurance payout and what to do if the damage exceeds the insured sum.',
    ),
    publishedAt: '2025-07-08',
    reviewedBy: 'abdulla.yoqubov',
    body: {
      uz: `
|| Yoʻl-transport hodisasi har qanday haydovchini sarosimaga soladi. Bunday paytda sovuqqonlikni saqlash va toʻgʻri tartibda harakat qilish nafaqat xavfsizlik, balki keyinchalik zararni qoplatish uchun ham hal qiluvchi ahamiyatga ega.
## Hodisa joyida
1. Darhol toʻxtang, avariya chiroqlarini yoqing va avariya belgisini qoʻying.
2. Jabrlanganlar boʻlsa, birinchi yordam koʻrsating va **103** (tez yordam) raqamiga qoʻngʻiroq qiling. Yagona favqulodda xizmat raqami — **112**.
3. Yoʻl harakati xavfsizligi xizmatini chaqiring (**102**).
4. Jabrlanganlar boʻlsa, transport vositalarini joyidan qoʻzgʻatmang.
5. Hodisa joyidan ketmang — bu alohida javobgarlikka sabab boʻladi.
## Dalillarni toʻplang
- Transport vositalarining joylashuvini, shikastlarni, yoʻl belgilari va chiziqlarni turli tomondan suratga oling.
- Guvohlarning ismi va telefon raqamlarini yozib oling.
- Yaqin atrofda videokuzatuv kameralari yoki videoregistratorlar bor-yoʻqligini aniqlang.
- Ikkinchi haydovchining guvohnomasi, avtomobil hujjatlari va sugʻurta polisi maʼlumotlarini yozib oling.
*Tushunmagan hujjatingizni imzolamang.* Bayonnoma yoki sxemaga rozi boʻlmasangiz, buni yozma ravishda koʻrsating.
## Sugʻurta toʻlovi
Avtotransport vositalari egalarining fuqarolik javobgarligini **majburiy sugʻurta qilish** aybdor haydovchi yetkazgan zararni sugʻurta summasi doirasida qoplaydi. Jabrlangan tomon:
1. sugʻurta kompaniyasini belgilangan muddatda xabardor qiladi;
2. ariza, YTH hujjatlari, avtomobil hujjatlari va zarar baholash hisobotini topshiradi;
3. sugʻurtalovchi koʻrigiga avtomobilni taqdim etadi.
Sugʻurtalovchi toʻlovni rad etsa yoki kamaytirsa, mustaqil baholash oʻtkazib, talabnoma yuboring va zarur boʻlsa sudga murojaat qiling.
## Zarar sugʻurta summasidan oshsa
Sugʻurta qoplamagan qism — masalan, qimmat taʼmir, avtomobildan foydalana olmaslik natijasidagi yoʻqotishlar yoki maʼnaviy zarar — aybdor haydovchidan yoki transport vositasi egasidan fuqarolik sudi orqali undiriladi.
## Keyingi kunlarda
Oʻzingizni yaxshi his qilsangiz ham, shifokorga koʻrining: ayrim jarohatlar keyinroq namoyon boʻladi, tibbiy hujjat esa zararni isbotlash uchun kerak. Evakuator, taksi va dori-darmon xarajatlari cheklarini saqlang. Sugʻurtalovchi koʻrigidan oldin avtomobilni taʼmirlamang.
## Jiddiy oqibatlar
Odamlarning sogʻligʻiga jiddiy zarar yetgan yoki halokat boʻlgan hollarda ish jinoyat ishi tartibida tergov qilinadi. Bunday vaziyatda birinchi soʻroqdan oldin advokat bilan maslahatlashish juda muhim — bu aybdor deb gumon qilinayotgan haydovchi uchun ham, jabrlanuvchi uchun ham birdek toʻgʻri.
`,
      ru: `
|| Дорожно-транспортное происшествие выбивает из колеи любого водителя. Сохранить хладнокровие и действовать в правильном порядке важно не только для безопасности, но и для того, чтобы потом возместить ущерб.
## На месте происшествия
1. Сразу остановитесь, включите аварийную сигнализацию и выставьте знак аварийной остановки.
2. Если есть пострадавшие, окажите первую помощь и позвоните по номеру **103** (скорая помощь). Единый номер экстренных служб — **112**.
3. Вызовите службу безопасности дорожного движения (**102**).
4. Если есть пострадавшие, не перемещайте транспортные средства.
5. Не покидайте место ДТП — за это предусмотрена отдельная ответственность.
## Соберите доказательства
- Сфотографируйте с разных сторон расположение машин, повреждения, знаки и разметку.
- Запишите имена и телефоны свидетелей.
- Выясните, есть ли поблизости камеры видеонаблюдения или видеорегистраторы.
- Запишите данные удостоверения второго водителя, документов на автомобиль и страхового полиса.
*Не подписывайте документы, которых не понимаете.* Если вы не согласны с протоколом или схемой, укажите это письменно.
## Страховая выплата
**Обязательное страхование** гражданской ответственности владельцев транспортных средств покрывает вред, причинённый виновным водителем, в пределах страховой суммы. Потерпевшая сторона:
1. в установленный срок уведомляет страховую компанию;
2. подаёт заявление, документы о ДТП, документы на автомобиль и отчёт об оценке ущерба;
3. предоставляет автомобиль для осмотра страховщиком.
Если страховщик отказал или занизил выплату, проведите независимую оценку, направьте претензию и при необходимости обратитесь в суд.
## Если ущерб больше страховой суммы
Часть, не покрытая страховкой, — например, дорогой ремонт, потери из-за невозможности пользоваться автомобилем или моральный вред, — взыскивается с виновного водителя или владельца транспортного средства через гражданский суд.
## В следующие дни
Даже если чувствуете себя хорошо, покажитесь врачу: некоторые травмы проявляются позже, а медицинский документ нужен для доказательства вреда. Сохраняйте чеки на эвакуатор, такси и лекарства. Не ремонтируйте автомобиль до осмотра страховщиком.
## Серьёзные последствия
Если причинён тяжкий вред здоровью людей или кто-то погиб, дело расследуется в уголовном порядке. В такой ситуации очень важно посоветоваться с адвокатом до первого допроса — это одинаково верно и для водителя, которого подозревают, и для потерпевшего.
`,
      en: `
|| A road accident unsettles any driver. Staying calm and acting in the right order matters not only for safety but also for recovering the damage later.
## At the scene
1. Stop at once, switch on the hazard lights and put out the warning triangle.
2. If anyone is hurt, give first aid and call **103** for an ambulance. The single emergency number is **112**.
3. Call the road safety police on **102**.
4. If anyone is injured, do not move the vehicles.
5. Do not leave the scene; doing so is a separate offence.
## Collect evidence
- Photograph the positions of the vehicles, the damage, road signs and markings from several angles.
- Note the names and phone numbers of witnesses.
- Find out whether there are CCTV cameras or dashcams nearby.
- Write down the other driver’s licence, vehicle documents and insurance policy details.
*Do not sign anything you do not understand.* If you disagree with the report or the diagram, say so in writing.
## The insurance payout
**Compulsory motor third-party liability insurance** covers the harm caused by the driver at fault, up to the insured sum. The injured party:
1. notifies the insurance company within the set time;
2. submits a claim form, the accident documents, the vehicle documents and a damage valuation;
3. makes the car available for the insurer’s inspection.
If the insurer refuses or underpays, get an independent valuation, send a demand letter and go to court if needed.
## If the damage exceeds the insured sum
The part not covered by insurance, such as expensive repairs, losses from being unable to use the car, or moral harm, is recovered from the driver at fault or the vehicle’s owner through the civil court.
## In the following days
See a doctor even if you feel fine: some injuries show up later, and a medical record helps prove the harm. Keep receipts for towing, taxis and medicines. Do not repair the car before the insurer has inspected it.
## Serious consequences
If someone is seriously injured or killed, the case is investigated as a criminal matter. It is then very important to consult an advocate before the first interview, equally for a driver under suspicion and for a victim.
`,
    },
  }),
];
