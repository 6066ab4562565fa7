/** Reference articles, part 6: consumers, money, citizens and the state. */
import { t } from './helpers';
import { article } from './article';
import type { SeedReferenceArticle } from './types';

export const referenceArticlesPart6: SeedReferenceArticle[] = [
  article({
    id: 'returning-faulty-goods',
    categoryId: 'consumer',
    parentSpecializationId: 'consumer',
    title: t(
      'Sifatsiz tovarni qaytarish: isteʼmolchining huquqlari',
      'Возврат некачественного товара: права потребителя',
      'Returning faulty goods: your rights as a consumer',
    ),
    summary: t(
      'Tovarda kamchilik chiqsa nimani talab qilish mumkin, sifatli tovarni almashtirish, chek boʻlmasa nima qilish va talabnoma yozish.',
      'Что можно требовать при недостатке товара, обмен качественного товара, что делать без чека и как составить претензию.',
      'What you can ask for when goods are faulty, exchanging goods that are fine, what to do without a receipt and how to write a demand.',
    ),
    publishedAt: '2024-04-29',
    reviewedBy: 'zarina.consumer',
    body: {
      uz: `
|| «Isteʼmolchilarning huquqlarini himoya qilish toʻgʻrisida»gi qonun xaridorga sotuvchi bilan munosabatda kuchli himoya beradi. Koʻpchilik bu huquqlardan foydalanmaydi, chunki ularni bilmaydi yoki sotuvchining «qaytarib olmaymiz» degan javobiga ishonadi.
## Tovarda kamchilik boʻlsa
Agar tovarda sotuvchi oldindan aytmagan kamchilik aniqlansa, isteʼmolchi **oʻz tanloviga koʻra** quyidagilardan birini talab qilishi mumkin:
1. kamchilikni bepul bartaraf etish (taʼmirlash);
2. tovarni xuddi shunday tovarga almashtirish;
3. narxni mutanosib ravishda kamaytirish;
4. shartnomani bekor qilib, toʻlangan pulni qaytarish.
Murakkab texnik tovarlar boʻyicha ayrim talablar faqat jiddiy kamchilik boʻlganda yoki taʼmir muddati buzilganda qoʻllanishi mumkin. Talab kafolat muddati ichida, kafolat boʻlmasa — qonunda belgilangan muddat ichida bildiriladi.
## Kim isbotlaydi
Kafolat muddati ichida kamchilik sotuvchi yoki ishlab chiqaruvchining aybi bilan paydo boʻlmaganini **sotuvchi isbotlaydi**. Zarur boʻlsa, u tovarni tekshiruvdan oʻtkazadi. Natijaga rozi boʻlmasangiz, mustaqil ekspertiza talab qilishingiz mumkin.
## Sifatli tovarni almashtirish
Oziq-ovqat boʻlmagan sifatli tovar oʻlchami, shakli, rangi yoki boshqa sababga koʻra toʻgʻri kelmasa, uni odatda **oʻn kun ichida** almashtirish mumkin — agar tovar ishlatilmagan, tovar koʻrinishi va yorliqlari saqlangan boʻlsa. Ammo ayrim tovarlar — masalan, gigiyena buyumlari, dori-darmonlar, ichki kiyim — almashtirilmaydi; ularning roʻyxati hukumat tomonidan belgilangan.
## Chek yoʻqolgan boʻlsa
Chek yoki kvitansiya yoʻqligi talab qilish huquqidan mahrum qilmaydi. Xaridni bank koʻchirmasi, SMS-xabar, guvohlar yoki boshqa dalillar bilan isbotlash mumkin.
## Talabnoma qanday yoziladi
Talabni yozma shaklda, ikki nusxada bildiring:
- sotuvchining nomi va manzili;
- xarid sanasi, tovar va narxi;
- kamchilik tavsifi;
- aniq talabingiz va bank rekvizitlari;
- sana va imzo.
Ikkinchi nusxaga qabul qilinganlik belgisini qoʻydiring yoki talabnomani buyurtma xat bilan yuboring. Sotuvchi qonunda belgilangan muddatda javob bermasa, har bir kechiktirilgan kun uchun **penya** hisoblanadi.
## Agar sotuvchi rad etsa
Isteʼmolchilar huquqlarini himoya qilish boʻyicha vakolatli davlat organiga yoki isteʼmolchilar jamiyatiga murojaat qiling. Natija boʻlmasa, sudga daʼvo bering: isteʼmolchi bunday daʼvolar boʻyicha qonunga koʻra davlat bojidan ozod qilinadi va sudni oʻz yashash joyiga qarab tanlashi mumkin.
`,
      ru: `
|| Закон «О защите прав потребителей» даёт покупателю серьёзную защиту в отношениях с продавцом. Многие не пользуются этими правами, потому что не знают их или верят ответу продавца «возврату не подлежит».
## Если у товара недостаток
Если в товаре обнаружен недостаток, о котором продавец не предупредил, потребитель **по своему выбору** вправе потребовать:
1. безвозмездного устранения недостатка (ремонта);
2. замены на такой же товар;
3. соразмерного уменьшения цены;
4. расторжения договора и возврата уплаченных денег.
По технически сложным товарам некоторые требования могут применяться только при существенном недостатке или нарушении сроков ремонта. Требование предъявляется в течение гарантийного срока, а если гарантии нет, — в срок, установленный законом.
## Кто доказывает
В течение гарантийного срока **продавец доказывает**, что недостаток возник не по его вине или вине изготовителя. При необходимости он проводит проверку качества. Если вы не согласны с результатом, можете требовать независимой экспертизы.
## Обмен качественного товара
Качественный непродовольственный товар, не подошедший по размеру, форме, цвету или по другой причине, обычно можно обменять **в течение десяти дней**, если он не был в употреблении, сохранены товарный вид и ярлыки. Но некоторые товары — например, предметы гигиены, лекарства, нижнее бельё — обмену не подлежат; их перечень утверждён правительством.
## Если чек потерян
Отсутствие чека или квитанции не лишает права на требование. Покупку можно доказать банковской выпиской, SMS-сообщением, свидетелями или другими доказательствами.
## Как написать претензию
Предъявите требование письменно в двух экземплярах:
- наименование и адрес продавца;
- дата покупки, товар и цена;
- описание недостатка;
- конкретное требование и банковские реквизиты;
- дата и подпись.
Получите отметку о принятии на втором экземпляре или отправьте претензию заказным письмом. Если продавец не ответит в установленный законом срок, за каждый день просрочки начисляется **неустойка**.
## Если продавец отказал
Обратитесь в уполномоченный государственный орган по защите прав потребителей или в общество потребителей. Если это не поможет, подайте иск: потребители по таким искам обычно освобождены от госпошлины и могут выбрать суд по своему месту жительства.
`,
      en: `
|| The Consumer Rights Protection Law gives buyers strong protection in their dealings with sellers. Many people never use these rights because they do not know them, or believe a seller who says “no returns”.
## If the goods are faulty
If goods turn out to have a defect the seller did not disclose, the consumer may, **at their own choice**, demand:
1. free repair of the defect;
2. replacement with the same goods;
3. a proportionate price reduction;
4. cancellation of the sale and a refund.
For technically complex goods, some of these remedies may be limited to serious defects or repairs that overrun. The demand is made within the warranty period or, if there is no warranty, within the period set by law.
## Who has to prove what
During the warranty period **the seller must prove** that the defect was not its or the manufacturer’s fault, testing the goods if necessary. If you disagree with the result, you may ask for an independent examination.
## Exchanging goods that are fine
Non-food goods of proper quality that do not suit you in size, shape, colour or otherwise can usually be exchanged **within ten days**, provided they are unused and still have their labels and appearance. Some goods, such as hygiene products, medicines and underwear, cannot be exchanged; the government sets that list.
## If you lost the receipt
Losing the receipt does not take away your rights. You can prove the purchase with a bank statement, a text message, witnesses or other evidence.
## Writing the demand
Make the demand in writing, in two copies, stating:
- the seller’s name and address;
- the date of purchase, the goods and the price;
- the defect;
- exactly what you want, with your bank details;
- the date and your signature.
Get the second copy stamped as received, or send the demand by registered post. If the seller does not answer within the time set by law, a **penalty** accrues for each day of delay.
## If the seller refuses
Contact the state body responsible for consumer protection or a consumer society. If that does not help, go to court: in such claims a consumer is exempt from the state duty by law and may sue where they live.
`,
    },
  }),
  article({
    id: 'online-shopping-rights',
    categoryId: 'consumer',
    parentSpecializationId: 'consumer',
    title: t(
      'Internet orqali xarid: nimani bilish va qanday himoyalanish kerak',
      'Покупки в интернете: что знать и как защититься',
      'Shopping online: what to know and how to protect yourself',
    ),
    summary: t(
      'Internet-doʻkonni tekshirish, masofadan sotishdagi huquqlar, yetkazib berish muammolari, firibgarlik va bank orqali pulni qaytarish.',
      'Как проверить интернет-магазин, права при дистанционной продаже, проблемы с доставкой, мошенничество и возврат денег через банк.',
      'Checking an online shop, your rights in distance selling, delivery problems, fraud and getting money back through your bank.',
    ),
    publishedAt: '2025-01-27',
    reviewedBy: 'diyora.law24',
    body: {
      uz: `
|| Internet-xaridlar tobora koʻpayib bormoqda: marketpleyslar, ijtimoiy tarmoqlardagi doʻkonlar, Telegram-kanallar. Qulaylik bilan birga xavf ham ortadi — tovar kelmasligi, rasmdagidan farq qilishi yoki sotuvchining umuman yoʻqolib qolishi mumkin. Isteʼmolchi huquqlari internetda ham amal qiladi, lekin ulardan foydalanish uchun oldindan ehtiyot choralarini koʻrish kerak.
## Sotuvchini tekshiring
Toʻlashdan oldin quyidagilarga eʼtibor bering:
- sotuvchining toʻliq nomi, STIR va manzili koʻrsatilganmi;
- qaytarish va kafolat shartlari yozilganmi;
- sharhlar haqiqiyga oʻxshaydimi, faqat bir kunda yozilgan maqtovlar emasmi;
- narx bozordagidan shubhali darajada past emasmi.
Sotuvchi haqida maʼlumot yoʻq boʻlsa yoki faqat shaxsiy kartaga pul oʻtkazishni soʻrasa, bu jiddiy ogohlantiruvchi belgi.
## Masofadan sotishdagi huquqlar
Tovarni koʻrmasdan sotib olganingiz uchun qonun qoʻshimcha himoya beradi:
1. sotuvchi tovar, narx, yetkazib berish va qaytarish shartlari haqida toʻliq maʼlumot berishi shart;
2. tovar kelguncha xariddan voz kechish mumkin;
3. tovar olingandan keyin ham belgilangan muddat ichida uni qaytarish mumkin, agar tovar koʻrinishi va xususiyatlari saqlangan boʻlsa;
4. sifatsiz tovar boʻyicha doʻkondagi xaridlar bilan bir xil huquqlarga egasiz.
## Yetkazib berishda
Kuryer oldida qutini oching va tovarni tekshiring. Shikast yoki nomuvofiqlik boʻlsa, buni yetkazib berish hujjatida yozib qoʻying va suratga oling. Buyurtma, toʻlov va yozishmalarning skrinshotlarini saqlang — ular nizoda asosiy dalil boʻladi.
## Toʻlov xavfsizligi
- Toʻlovni marketpleys yoki doʻkonning rasmiy toʻlov sahifasi orqali qiling.
- Karta maʼlumotlari va SMS-kodni hech kimga aytmang — bank xodimlari ularni hech qachon soʻramaydi.
- Internet-xaridlar uchun alohida, kam mablagʻli karta ishlatish foydali.
## Chet el saytlaridan xarid
Xorijiy doʻkonlardan xarid qilganda qaytarish ancha murakkab, sotuvchi esa boshqa davlat qonunlariga boʻysunadi. Bunday hollarda asosiy himoya vositasi — bankingiz orqali toʻlovni nizolash. Shuningdek, bojxona toʻlovlari qoʻllanilishi mumkinligini oldindan hisobga oling.
## Agar aldangan boʻlsangiz
1. Darhol bankingizga murojaat qiling: kartani bloklang va operatsiyani nizolash imkoniyatini soʻrang.
2. Sotuvchiga yozma talabnoma yuboring.
3. Marketpleysda xarid qilgan boʻlsangiz, uning nizolarni hal qilish xizmatiga murojaat qiling.
4. Firibgarlik belgilari boʻlsa, ichki ishlar organlariga ariza bering.
5. Isteʼmolchilar huquqlarini himoya qilish boʻyicha vakolatli organga shikoyat qiling.
*Tezlik muhim: qanchalik erta harakat qilsangiz, pulni qaytarish imkoniyati shunchalik yuqori.*
`,
      ru: `
|| Покупок в интернете становится всё больше: маркетплейсы, магазины в соцсетях, Telegram-каналы. Вместе с удобством растут и риски — товар может не прийти, отличаться от фото или продавец может вовсе исчезнуть. Права потребителя действуют и в интернете, но чтобы ими воспользоваться, нужно заранее принять меры предосторожности.
## Проверьте продавца
До оплаты обратите внимание:
- указаны ли полное наименование продавца, ИНН и адрес;
- прописаны ли условия возврата и гарантии;
- похожи ли отзывы на настоящие, а не на похвалы, написанные за один день;
- не подозрительно ли низкая цена по сравнению с рынком.
Если сведений о продавце нет или он просит перевести деньги только на личную карту, это серьёзный тревожный сигнал.
## Права при дистанционной продаже
Поскольку вы покупаете товар, не видя его, закон даёт дополнительную защиту:
1. продавец обязан предоставить полную информацию о товаре, цене, доставке и условиях возврата;
2. от покупки можно отказаться до получения товара;
3. после получения товар можно вернуть в установленный срок, если сохранены его вид и свойства;
4. по некачественному товару у вас те же права, что и при покупке в магазине.
## При доставке
Вскройте коробку при курьере и проверьте товар. Если есть повреждения или несоответствие, отметьте это в документе о доставке и сфотографируйте. Сохраняйте скриншоты заказа, оплаты и переписки — в споре это главные доказательства.
## Безопасность оплаты
- Платите через официальную платёжную страницу маркетплейса или магазина.
- Никому не сообщайте данные карты и SMS-код — сотрудники банка их никогда не спрашивают.
- Для онлайн-покупок полезно держать отдельную карту с небольшой суммой.
## Покупки на зарубежных сайтах
При покупке в зарубежных магазинах вернуть товар намного сложнее, а продавец подчиняется законам другой страны. Главный инструмент защиты в таких случаях — оспаривание платежа через ваш банк. Учитывайте заранее и возможные таможенные платежи.
## Если вас обманули
1. Сразу обратитесь в свой банк: заблокируйте карту и спросите о возможности оспорить операцию.
2. Направьте продавцу письменную претензию.
3. Если покупка сделана на маркетплейсе, обратитесь в его службу разрешения споров.
4. При признаках мошенничества подайте заявление в органы внутренних дел.
5. Пожалуйтесь в уполномоченный орган по защите прав потребителей.
*Скорость важна: чем раньше вы начнёте действовать, тем выше шанс вернуть деньги.*
`,
      en: `
|| More and more shopping happens online: marketplaces, shops on social networks, Telegram channels. With the convenience come risks: the goods may never arrive, may look nothing like the photo, or the seller may vanish. Consumer rights apply online too, but to use them you need to take precautions in advance.
## Check the seller
Before paying, look at:
- whether the seller’s full name, TIN and address are given;
- whether the return and warranty terms are written down;
- whether the reviews look genuine rather than a burst of praise written in a single day;
- whether the price is suspiciously low compared with the market.
If there is no information about the seller, or you are asked to pay only into a personal card, treat it as a serious warning sign.
## Your rights in distance selling
Because you buy without seeing the goods, the law gives you extra protection:
1. the seller must give full information about the goods, the price, delivery and returns;
2. you may cancel the purchase before the goods arrive;
3. after delivery you may still return the goods within the set period if their appearance and properties are intact;
4. for faulty goods you have the same rights as when buying in a shop.
## On delivery
Open the box in front of the courier and check the goods. If something is damaged or wrong, note it on the delivery document and take photos. Keep screenshots of the order, the payment and the messages: they are the main evidence in a dispute.
## Paying safely
- Pay through the marketplace’s or shop’s official payment page.
- Never give anyone your card details or an SMS code; bank staff never ask for them.
- A separate card with a small balance for online shopping is a good idea.
## Buying from foreign websites
Returns are much harder when you buy from shops abroad, and the seller is subject to another country’s laws. Your main protection then is disputing the payment through your bank. Allow in advance for possible customs charges too.
## If you have been cheated
1. Contact your bank straight away: block the card and ask whether the payment can be disputed.
2. Send the seller a demand letter.
3. If you bought on a marketplace, use its dispute resolution service.
4. If there are signs of fraud, report it to the police.
5. Complain to the consumer protection authority.
*Speed matters: the sooner you act, the better your chance of getting the money back.*
`,
    },
  }),
  article({
    id: 'loans-and-microloans',
    categoryId: 'consumer',
    parentSpecializationId: 'consumer',
    title: t(
      'Kredit va mikroqarz olishdan oldin nimani tekshirish kerak',
      'Что проверить перед тем, как взять кредит или микрозайм',
      'What to check before taking a loan or microloan',
    ),
    summary: t(
      'Haqiqiy foiz stavkasi, penya va qoʻshimcha toʻlovlar, muddatidan oldin toʻlash, kafillik, kredit tarixi va qarzni qayta tuzish.',
      'Реальная ставка, пени и дополнительные платежи, досрочное погашение, поручительство, кредитная история и реструктуризация.',
      'The real interest rate, penalties and extra charges, early repayment, guarantees, credit history and restructuring.',
    ),
    publishedAt: '2025-05-05',
    reviewedBy: 'mohira.azimova',
    justify: true,
    body: {
      uz: `
Kredit olish oson, uni qaytarish esa baʼzan yillarga choʻziladi. Koʻplab nizolar qarz oluvchi shartnomani diqqat bilan oʻqimagani yoki oʻz imkoniyatlarini notoʻgʻri baholagani sababli kelib chiqadi. Quyidagi savollarga imzolashdan **oldin** javob toping.
## Kim qarz beryapti
Qarz faqat Markaziy bank litsenziyasiga ega banklar, mikromoliya tashkilotlari va lombardlardan olinadi. Ijtimoiy tarmoqlardagi «tez qarz» eʼlonlari koʻpincha firibgarlik yoki noqonuniy faoliyat boʻladi: ular pasport maʼlumotlaringizni olib, sizning nomingizga qarz rasmiylashtirishi mumkin. Tashkilotning litsenziyasini Markaziy bankning rasmiy saytidagi reyestrdan tekshirish mumkin.
## Haqiqiy qiymat
Reklamadagi foiz stavkasi emas, balki **yillik samarali foiz stavkasi**ga qarang — u barcha majburiy toʻlovlarni, komissiyalar va sugʻurtani hisobga oladi. Bank uni shartnomada koʻrsatishi shart. Toʻlov jadvalini oling va jami qancha qaytarishingizni hisoblang.
## Shartnomada eʼtibor beriladigan joylar
1. Toʻlov kechiktirilganda penya va jarimalar miqdori.
2. Majburiy sugʻurta va boshqa qoʻshimcha xizmatlar — ulardan voz kechish mumkinmi.
3. Muddatidan oldin toʻliq yoki qisman toʻlash tartibi.
4. Bank foiz stavkasini bir tomonlama oʻzgartirishi mumkinmi.
5. Garov yoki kafillik shartlari.
## Kafil boʻlishdan oldin
Kafil qarz oluvchi bilan birga **solidar javob beradi**: qarz toʻlanmasa, bank butun summani toʻgʻridan-toʻgʻri kafildan talab qilishi mumkin. Yaqin kishingizga kafil boʻlishdan oldin uning toʻlov qobiliyatini va oʻz imkoniyatlaringizni real baholang.
## Kredit tarixi
Barcha kreditlar va kechikishlar haqida maʼlumot kredit byurosida saqlanadi. Kechikishlar kelajakda kredit olishni qiyinlashtiradi. Oʻz kredit tarixingizni davlat xizmatlari orqali tekshirishingiz mumkin — unda siz olmagan qarz koʻrinsa, darhol bankka va huquqni muhofaza qilish organlariga murojaat qiling.
## Toʻlay olmasangiz
- Kechikishni kutmasdan bankka yozma murojaat qilib, **qarzni qayta tuzish** — muddatni uzaytirish yoki toʻlov jadvalini oʻzgartirishni soʻrang.
- Bank asossiz rad etsa yoki qonunga zid hisob-kitob qilsa, Markaziy bankning isteʼmolchilar huquqlarini himoya qilish xizmatiga shikoyat qiling.
- Sudda qarzdor penya miqdorini majburiyat buzilishi oqibatlariga nomutanosib deb kamaytirishni soʻrashi mumkin.
Kreditni oylik daromadingizning katta qismini egallamaydigan qilib rejalashtiring: oylik toʻlovlar kutilmagan xarajatlar uchun joy qoldirishi kerak.
`,
      ru: `
Взять кредит легко, а возвращать его иногда приходится годами. Многие споры возникают потому, что заёмщик невнимательно прочитал договор или неверно оценил свои возможности. Ответьте на следующие вопросы **до** подписания.
## Кто даёт деньги
Занимайте только у банков, микрофинансовых организаций и ломбардов с лицензией Центрального банка. Объявления о «быстрых займах» в соцсетях часто оказываются мошенничеством или незаконной деятельностью: получив ваши паспортные данные, на вас могут оформить чужой долг. Лицензию организации можно проверить в реестре на официальном сайте Центрального банка.
## Реальная стоимость
Смотрите не на ставку из рекламы, а на **годовую эффективную процентную ставку** — она учитывает все обязательные платежи, комиссии и страховку. Банк обязан указать её в договоре. Получите график платежей и посчитайте, сколько всего вернёте.
## На что смотреть в договоре
1. Размер пени и штрафов за просрочку.
2. Обязательная страховка и другие дополнительные услуги — можно ли от них отказаться.
3. Порядок полного или частичного досрочного погашения.
4. Может ли банк в одностороннем порядке менять ставку.
5. Условия залога или поручительства.
## Прежде чем стать поручителем
Поручитель **отвечает солидарно** с заёмщиком: если долг не погашен, банк может потребовать всю сумму прямо с поручителя. Прежде чем поручиться за близкого человека, реально оцените его платёжеспособность и свои возможности.
## Кредитная история
Сведения обо всех кредитах и просрочках хранятся в кредитном бюро. Просрочки затруднят получение кредитов в будущем. Свою кредитную историю можно проверить через госуслуги — если в ней есть долг, которого вы не брали, сразу обратитесь в банк и правоохранительные органы.
## Если не можете платить
- Не дожидаясь просрочки, письменно обратитесь в банк с просьбой о **реструктуризации** — продлении срока или изменении графика.
- Если банк необоснованно отказывает или производит расчёты с нарушением закона, пожалуйтесь в службу защиты прав потребителей Центрального банка.
- В суде должник может просить уменьшить неустойку как несоразмерную последствиям нарушения.
Планируйте кредит так, чтобы он не съедал большую часть месячного дохода: ежемесячные платежи должны оставлять место для непредвиденных расходов.
`,
      en: `
Taking a loan is easy; repaying it can take years. Many disputes arise because the borrower did not read the agreement carefully or misjudged what they could afford. Answer the following questions **before** you sign.
## Who is lending
Borrow only from banks, microfinance organisations and pawnshops licensed by the Central Bank. “Quick loan” adverts on social networks are often fraud or unlawful lending: once they have your passport details, they may take out a loan in your name. You can check a lender’s licence in the register on the Central Bank’s official website.
## The real cost
Look not at the advertised rate but at the **annual effective interest rate**, which includes all compulsory payments, fees and insurance. The bank must state it in the agreement. Ask for the repayment schedule and add up how much you will repay in total.
## What to check in the agreement
1. Penalties and fines for late payment.
2. Compulsory insurance and other add-ons, and whether you can decline them.
3. How early repayment, in full or in part, works.
4. Whether the bank may change the rate unilaterally.
5. Any pledge or guarantee conditions.
## Before you act as guarantor
A guarantor is **jointly liable** with the borrower: if the loan is not repaid, the bank can claim the whole amount directly from the guarantor. Before guaranteeing a relative’s loan, weigh honestly their ability to pay and your own.
## Credit history
Every loan and every late payment is recorded at the credit bureau, and arrears make future borrowing harder. You can check your credit history through the public services portal; if it shows a loan you never took, contact the bank and the police at once.
## If you cannot pay
- Before you fall behind, write to the bank asking to **restructure** the loan by extending the term or changing the schedule.
- If the bank refuses without good reason or calculates unlawfully, complain to the Central Bank’s consumer protection service.
- In court, a debtor may ask for a penalty to be reduced as out of proportion to the consequences of the breach.
Plan any loan so that it does not eat up most of your monthly income: the repayments should leave room for unexpected expenses.
`,
    },
  }),
  article({
    id: 'appeals-to-state-bodies',
    categoryId: 'citizens',
    parentSpecializationId: 'administrative-tax',
    title: t(
      'Davlat organlariga murojaat: ariza, taklif va shikoyat',
      'Обращения в государственные органы: заявление, предложение и жалоба',
      'Appealing to state bodies: applications, proposals and complaints',
    ),
    summary: t(
      'Murojaat turlari, ularni yuborish usullari, koʻrib chiqish muddatlari va javob qoniqarsiz boʻlsa nima qilish kerak.',
      'Виды обращений, способы их подачи, сроки рассмотрения и что делать, если ответ не устраивает.',
      'Kinds of appeal, how to send them, the time limits for review and what to do if the answer is unsatisfactory.',
    ),
    publishedAt: '2025-08-11',
    reviewedBy: 'anvar.yoldoshev',
    body: {
      uz: `
|| Fuqarolar va tashkilotlar davlat organlariga murojaat qilish huquqiga ega, organlar esa murojaatni koʻrib chiqib, asosli javob berishga majbur. Bu munosabatlar «Jismoniy va yuridik shaxslarning murojaatlari toʻgʻrisida»gi qonun bilan tartibga solinadi.
## Murojaat turlari
- **Ariza** — huquq va erkinliklarni amalga oshirishda yordam soʻrash (masalan, maʼlumotnoma berish, uy-joy navbatiga qoʻyish).
- **Taklif** — davlat organi faoliyatini yaxshilash boʻyicha tavsiya.
- **Shikoyat** — buzilgan huquq va manfaatlarni tiklash talabi.
Murojaat ogʻzaki, yozma yoki elektron shaklda boʻlishi mumkin.
## Qanday yuborish kerak
1. Toʻgʻridan-toʻgʻri tegishli organga — devonxona yoki pochta orqali.
2. Elektron tarzda — davlat xizmatlari portali yoki organning rasmiy sayti orqali.
3. Prezidentning virtual qabulxonasi va Xalq qabulxonalari orqali.
Murojaatda ismingiz, manzilingiz va imzongiz boʻlishi kerak. **Anonim murojaatlar koʻrib chiqilmaydi.**
## Murojaatni qanday yozish kerak
- Bitta murojaatda bitta masala: bir nechta muammo boʻlsa, ularni alohida yozing.
- Aniq faktlar: sana, joy, mansabdor shaxs, hujjat raqami.
- Aniq talab: nimani qilishlarini xohlaysiz.
- Tasdiqlovchi hujjatlar nusxalari.
Hissiyotsiz, qisqa va aniq yozilgan murojaat tezroq va yaxshiroq koʻrib chiqiladi.
## Koʻrib chiqish muddatlari
Qoʻshimcha oʻrganish talab qilinmaydigan murojaatlar odatda **15 kun** ichida, qoʻshimcha oʻrganish zarur boʻlganda esa **bir oygacha** koʻrib chiqiladi. Muddat uzaytirilsa, bu haqda sizga xabar berilishi kerak. Shikoyatni uning ustidan shikoyat qilinayotgan mansabdor shaxsning oʻziga koʻrib chiqish uchun yuborish taqiqlanadi.
## Shaxsiy qabul
Rahbarlar fuqarolarni belgilangan jadval asosida shaxsan qabul qiladi. Qabulga oldindan yoziling va murojaatingizning yozma nusxasini olib boring: ogʻzaki aytilgan masala yozma qayd etilmasa, uni kuzatish qiyin boʻladi. Qabul natijasi boʻyicha ham javob olishga haqlisiz.
## Javob qoniqarsiz boʻlsa
1. Yuqori turuvchi organga yoki mansabdor shaxsga shikoyat qiling.
2. Prokuratura organlariga qonun buzilishi haqida ariza bering.
3. Davlat organining qarori yoki harakati (harakatsizligi) ustidan **maʼmuriy sudga** murojaat qiling.
Maʼmuriy sudda davlat organi oʻz qarorining qonuniyligini isbotlashi kerak — bu fuqaro uchun muhim afzallik.
## Muddatlarni kuzating
Murojaat yuborilgan sanani, kiruvchi raqamni yoki elektron murojaat raqamini yozib qoʻying. Belgilangan muddatda javob kelmasa, bu ham harakatsizlik sifatida shikoyat qilish uchun asos boʻladi.
`,
      ru: `
|| Граждане и организации вправе обращаться в государственные органы, а органы обязаны рассмотреть обращение и дать обоснованный ответ. Эти отношения регулируются Законом «Об обращениях физических и юридических лиц».
## Виды обращений
- **Заявление** — просьба о содействии в реализации прав и свобод (например, выдать справку, поставить в очередь на жильё).
- **Предложение** — рекомендация по улучшению деятельности госоргана.
- **Жалоба** — требование восстановить нарушенные права и интересы.
Обращение может быть устным, письменным или электронным.
## Как подать
1. Непосредственно в соответствующий орган — через канцелярию или почтой.
2. Электронно — через портал госуслуг или официальный сайт органа.
3. Через Виртуальную приёмную Президента и Народные приёмные.
В обращении должны быть ваше имя, адрес и подпись. **Анонимные обращения не рассматриваются.**
## Как составить обращение
- Один вопрос в одном обращении: если проблем несколько, пишите отдельно.
- Конкретные факты: дата, место, должностное лицо, номер документа.
- Конкретное требование: что вы хотите, чтобы сделали.
- Копии подтверждающих документов.
Обращение, написанное кратко, чётко и без эмоций, рассматривается быстрее и лучше.
## Сроки рассмотрения
Обращения, не требующие дополнительного изучения, обычно рассматриваются в течение **15 дней**, а требующие дополнительной проверки — **до одного месяца**. О продлении срока вас должны уведомить. Запрещается направлять жалобу на рассмотрение тому должностному лицу, на действия которого она подана.
## Личный приём
Руководители принимают граждан лично по установленному графику. Запишитесь на приём заранее и возьмите с собой письменный экземпляр обращения: устно изложенный вопрос, не зафиксированный письменно, трудно отследить. По итогам приёма вы также вправе получить ответ.
## Если ответ не устраивает
1. Обжалуйте в вышестоящий орган или вышестоящему должностному лицу.
2. Подайте заявление в органы прокуратуры о нарушении закона.
3. Обратитесь в **административный суд** с жалобой на решение или действие (бездействие) госоргана.
В административном суде законность своего решения должен доказывать госорган — это важное преимущество для гражданина.
## Следите за сроками
Запишите дату подачи, входящий номер или номер электронного обращения. Если ответ не пришёл в установленный срок, это тоже основание для жалобы на бездействие.
`,
      en: `
|| Citizens and organisations have the right to appeal to state bodies, and the bodies must consider the appeal and give a reasoned answer. This is governed by the Law on Appeals of Individuals and Legal Entities.
## Kinds of appeal
- An **application** asks for help in exercising a right, such as issuing a certificate or putting you on a housing waiting list.
- A **proposal** suggests how a state body could work better.
- A **complaint** demands that a violated right or interest be restored.
An appeal may be oral, written or electronic.
## How to send it
1. Directly to the body concerned, through its registry or by post.
2. Electronically, through the public services portal or the body’s official website.
3. Through the President’s Virtual Reception and the People’s Reception offices.
It must include your name, address and signature. **Anonymous appeals are not considered.**
## How to write it
- One issue per appeal: if there are several problems, write separately.
- Concrete facts: date, place, official, document number.
- A concrete request: what you want done.
- Copies of supporting documents.
A short, clear appeal without emotion is dealt with faster and better.
## Time limits
Appeals that need no further study are usually reviewed within **15 days**, and those that do within **one month**. If the time is extended, you must be told. A complaint may not be passed for review to the official whose actions it concerns.
## Personal reception
Heads of state bodies receive citizens in person on a published schedule. Book in advance and bring a written copy of your appeal: an issue raised only orally is hard to follow up. You are entitled to an answer after the reception as well.
## If the answer is unsatisfactory
1. Complain to the higher body or official.
2. Report the breach of law to the prosecutor’s office.
3. Challenge the state body’s decision, action or inaction in the **administrative court**.
In the administrative court it is the state body that must prove its decision lawful, which is an important advantage for the citizen.
## Keep track of dates
Note the date you filed and the incoming or electronic reference number. If no answer comes within the time limit, that itself is a ground to complain of inaction.
`,
    },
  }),
  article({
    id: 'contesting-administrative-fines',
    categoryId: 'citizens',
    parentSpecializationId: 'administrative-tax',
    title: t('Maʼmuriy jarima ustidan qanday shikoyat qilish kerak', 'Как обжаловать административный штраф', 'How to challenge an administrative fine'),
    summary: t(
      'Maʼmuriy huquqbuzarlik ishi qanday koʻriladi, qanday huquqlaringiz bor, shikoyat muddati va shikoyatda nimani yozish kerak.',
      'Как рассматривается дело об административном правонарушении, какие у вас права, срок обжалования и что писать в жалобе.',
      'How an administrative offence case is handled, your rights, the time limit for an appeal and what to put in it.',
    ),
    publishedAt: '2026-01-19',
    reviewedBy: 'ilhom.tojiyev',
    body: {
      uz: `
|| Yoʻl harakati qoidalarini buzganlik, obodonlashtirish qoidalari yoki savdo qoidalari buzilgani uchun jarimalar — maʼmuriy javobgarlikning eng keng tarqalgan turlari. Jarima notoʻgʻri qoʻllanilgan deb hisoblasangiz, uni shikoyat qilish mumkin, lekin buning uchun bor-yoʻgʻi oʻn kun bor.
## Ish qanday koʻriladi
Maʼmuriy huquqbuzarlik toʻgʻrisidagi ish odatda **bayonnoma** tuzishdan boshlanadi. Ayrim huquqbuzarliklar — masalan, avtomatik kameralar qayd etgan tezlik oshirish — bayonnomasiz, elektron tarzda rasmiylashtiriladi va qaror sizga elektron xabar orqali yuboriladi. Ishni vakolatli organ yoki sud koʻrib chiqadi va qaror chiqaradi.
## Sizning huquqlaringiz
Maʼmuriy javobgarlikka tortilayotgan shaxs quyidagi huquqlarga ega:
- ish materiallari bilan tanishish;
- tushuntirish berish va dalillar taqdim etish;
- iltimosnoma va eʼtirozlar bildirish;
- advokat yordamidan foydalanish;
- ona tilida soʻzlash va zarur boʻlsa tarjimondan foydalanish.
Bayonnomada rozi boʻlmasangiz, «rozi emasman» deb yozing va sababini qisqacha koʻrsating. Bayonnomani imzolashdan bosh tortish sizni javobgarlikdan ozod qilmaydi, lekin oʻz pozitsiyangizni yozma qayd etish muhim.
## Shikoyat muddati
Maʼmuriy jazo toʻgʻrisidagi qaror ustidan shikoyat qaror nusxasi olingan kundan boshlab **oʻn kun ichida** beriladi. Muddat uzrli sabab bilan oʻtkazib yuborilgan boʻlsa, uni tiklash haqida iltimosnoma berish mumkin.
## Qayerga shikoyat qilish kerak
1. Qarorni chiqargan mansabdor shaxsning yuqori turuvchi organiga.
2. Sudga — qaror nusxasida koʻrsatilgan tartibda.
## Shikoyatda nima yoziladi
- Qaror sanasi, raqami va uni chiqargan organ.
- Nima uchun qaror notoʻgʻri: huquqbuzarlik sodir etilmagan, dalillar yetarli emas, tartib buzilgan, muddat oʻtgan.
- Dalillar: fotosuratlar, videoyozuvlar, guvohlar, hujjatlar.
- Talab: qarorni bekor qilish va ish yuritishni tugatish yoki jazoni yengillashtirish.
## Advokat qachon kerak
Agar jazo sifatida haydovchilik huquqidan mahrum qilish yoki maʼmuriy qamoq koʻzda tutilgan boʻlsa, ish koʻrilishidan oldin advokatga murojaat qiling. Kameralar yozuvlari cheklangan vaqt saqlanadi, shuning uchun ularni talab qilib olish haqida iltimosnomani kechiktirmang.
## Keng tarqalgan asoslar
1. Transport vositasini huquqbuzarlik vaqtida boshqa shaxs boshqargan.
2. Avtomobil oʻgʻirlangan yoki sotilgan boʻlgan.
3. Yoʻl belgisi koʻrinmagan yoki notoʻgʻri oʻrnatilgan.
4. Javobgarlikka tortish muddati oʻtib ketgan.
Har bir holatni hujjat bilan tasdiqlang — masalan, oldi-sotdi shartnomasi yoki ishonchnoma nusxasi bilan.
`,
      ru: `
|| Штрафы за нарушение правил дорожного движения, правил благоустройства или правил торговли — самые распространённые виды административной ответственности. Если вы считаете, что штраф назначен неправильно, его можно обжаловать, но на это есть всего десять дней.
## Как рассматривается дело
Дело об административном правонарушении обычно начинается с составления **протокола**. Некоторые правонарушения — например, превышение скорости, зафиксированное автоматическими камерами, — оформляются без протокола в электронном виде, и постановление направляется вам электронным сообщением. Дело рассматривает уполномоченный орган или суд и выносит постановление.
## Ваши права
Лицо, привлекаемое к административной ответственности, вправе:
- знакомиться с материалами дела;
- давать объяснения и представлять доказательства;
- заявлять ходатайства и отводы;
- пользоваться помощью адвоката;
- выступать на родном языке и при необходимости пользоваться услугами переводчика.
Если вы не согласны с протоколом, напишите «не согласен» и кратко укажите причину. Отказ от подписи не освобождает от ответственности, но зафиксировать свою позицию письменно важно.
## Срок обжалования
Жалоба на постановление о наложении административного взыскания подаётся **в течение десяти дней** со дня получения копии постановления. Если срок пропущен по уважительной причине, можно ходатайствовать о его восстановлении.
## Куда жаловаться
1. В вышестоящий орган должностного лица, вынесшего постановление.
2. В суд — в порядке, указанном в копии постановления.
## Что писать в жалобе
- Дата и номер постановления, орган, который его вынес.
- Почему постановление неправильное: правонарушения не было, доказательств недостаточно, нарушен порядок, истёк срок.
- Доказательства: фотографии, видеозаписи, свидетели, документы.
- Требование: отменить постановление и прекратить производство или смягчить взыскание.
## Когда нужен адвокат
Если грозит лишение права управления транспортом или административный арест, обратитесь к адвокату до рассмотрения дела. Записи камер хранятся ограниченное время, поэтому не откладывайте ходатайство об их истребовании.
## Частые основания
1. Транспортным средством в момент нарушения управляло другое лицо.
2. Автомобиль был угнан или продан.
3. Дорожный знак не был виден или установлен неправильно.
4. Истёк срок привлечения к ответственности.
Подтверждайте каждое обстоятельство документом — например, копией договора купли-продажи или доверенности.
`,
      en: `
|| Fines for breaking traffic rules, local amenity rules or trading rules are the most common kinds of administrative liability. If you think a fine was wrongly imposed you can challenge it, but you have only ten days.
## How the case is handled
An administrative offence case usually begins with a written **report**. Some offences, such as speeding recorded by automatic cameras, are processed electronically without a report, and the decision is sent to you by electronic message. The authorised body or a court considers the case and issues a decision.
## Your rights
A person facing administrative liability may:
- see the case file;
- give explanations and present evidence;
- make applications and objections;
- have the help of an advocate;
- speak in their own language, with an interpreter if needed.
If you disagree with the report, write “I disagree” and briefly say why. Refusing to sign does not free you from liability, but putting your position in writing matters.
## The time limit
A complaint against a decision imposing an administrative penalty must be filed **within ten days** of receiving a copy of the decision. If you missed it for a good reason, you may ask for it to be restored.
## Where to complain
1. To the body above the official who made the decision.
2. To a court, as indicated in the copy of the decision.
## What to write
- The date and number of the decision and the body that made it.
- Why it is wrong: there was no offence, the evidence is insufficient, the procedure was breached, the time limit had expired.
- Evidence: photographs, video, witnesses, documents.
- What you ask for: set the decision aside and close the case, or reduce the penalty.
## When you need an advocate
If you face losing your driving licence or administrative detention, see an advocate before the case is heard. Camera footage is kept only for a limited time, so do not delay asking for it to be obtained.
## Common grounds
1. Someone else was driving the vehicle at the time.
2. The car had been stolen or sold.
3. The road sign could not be seen or was wrongly placed.
4. The time limit for imposing liability had passed.
Back each point with a document, such as a copy of the sale contract or a power of attorney.
`,
    },
  }),
];
