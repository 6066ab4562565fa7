/** Reference articles, part 4: courts and procedure. */
import { t } from './helpers';
import { article } from './article';
import type { SeedReferenceArticle } from './types';

export const referenceArticlesPart4: SeedReferenceArticle[] = [
  article({
    id: 'filing-a-statement-of-claim',
    categoryId: 'courts',
    parentSpecializationId: 'civil',
    title: t(
      'Daʼvo arizasini qanday tayyorlash va topshirish kerak',
      'Как подготовить и подать исковое заявление',
      'How to prepare and file a statement of claim',
    ),
    summary: t(
      'Sud tanlashdan topshirishgacha besh qadam: arizaning majburiy qismlari, dalillar, davlat boji va elektron topshirish.',
      'Пять шагов от выбора суда до подачи: обязательные части заявления, доказательства, госпошлина и электронная подача.',
      'Five steps from choosing the court to filing: the compulsory parts of a claim, evidence, the state duty and electronic filing.',
    ),
    publishedAt: '2024-02-12',
    reviewedBy: 'aziz.karimov',
    video: { src: '/media/reference/statement-of-claim.mp4', poster: '/media/reference/statement-of-claim.jpg' },
    body: {
      uz: `
|| Fuqarolik munosabatlaridan kelib chiqqan nizo boʻyicha sudga **daʼvo arizasi** bilan murojaat qilinadi. Sudlar fuqarolarga beshta oddiy qadamni tavsiya qiladi: sudni aniqlash, arizani belgilangan shaklda yozish, dalillarni toʻplash, davlat bojini toʻlash va arizani topshirish.
## 1-qadam. Qaysi sud
Nizo turiga qarab sud tanlanadi:
- fuqarolar oʻrtasidagi nizolar — **fuqarolik ishlari boʻyicha sudlar**;
- yuridik shaxslar va yakka tartibdagi tadbirkorlar oʻrtasidagi nizolar — **iqtisodiy sudlar**;
- davlat organlarining qarorlari ustidan shikoyatlar — **maʼmuriy sudlar**.
Umumiy qoida: daʼvo javobgar yashaydigan yoki joylashgan yerdagi sudga beriladi. Istisnolar bor: aliment boʻyicha daʼvogar oʻz yashash joyidagi sudni tanlashi mumkin, koʻchmas mulk boʻyicha nizolar esa mulk joylashgan yerda koʻriladi.
## 2-qadam. Arizaning tarkibi
Daʼvo arizasida quyidagilar boʻlishi shart:
1. ariza berilayotgan sudning nomi;
2. daʼvogar va javobgarning ismi (nomi) va manzili, vakil boʻlsa — uning maʼlumotlari;
3. daʼvo bahosi, agar daʼvo baholanadigan boʻlsa;
4. daʼvo asoslangan holatlar va ularni tasdiqlovchi dalillar;
5. daʼvogarning talabi — har bir javobgarga nisbatan alohida;
6. ilova qilinayotgan hujjatlar roʻyxati;
7. daʼvogar yoki vakilning imzosi va sana.
Iqtisodiy ishlarda bundan tashqari undiriladigan summalar hisob-kitobi va, agar qonun yoki shartnoma talab qilsa, talabnoma yuborilgani haqida maʼlumot koʻrsatiladi.
## 3-qadam. Dalillar
Har bir holatni hujjat bilan tasdiqlashga harakat qiling: shartnomalar, tilxatlar, toʻlov hujjatlari, yozishmalar, dalolatnomalar, fotosuratlar. Guvohlar boʻlsa, ularning ismi va manzilini arizada koʻrsating.
## 4-qadam. Davlat boji
Boj daʼvo turiga qarab hisoblanadi. Aniq miqdorni **my.sud.uz** kalkulyatorida tekshiring va toʻlovni elektron tarzda amalga oshiring. Imtiyoz yoki ozod qilish asosi boʻlsa, bu haqda arizada yozing.
## 5-qadam. Topshirish
Arizani **my.sud.uz** (E-SUD) orqali elektron shaklda yoki sud devonxonasiga qogʻozda topshirish mumkin. Qogʻozda topshirganda javobgarlar soniga qarab nusxalar ilova qilinadi.
## Ariza qaytarilsa
Agar ariza belgilangan shaklda boʻlmasa yoki boj toʻlanmagan boʻlsa, sud uni harakatsiz qoldirib, kamchiliklarni tuzatish uchun muddat beradi yoki qaytaradi. Qaytarish qayta murojaat qilishga toʻsqinlik qilmaydi — xatoni tuzatib, arizani yana topshiring.
>> Sud jarayoni boʻlimi
`,
      ru: `
|| По спору, вытекающему из гражданских отношений, в суд обращаются с **исковым заявлением**. Суды рекомендуют гражданам пять простых шагов: определить суд, составить заявление по установленной форме, собрать доказательства, уплатить госпошлину и подать заявление.
## Шаг 1. Какой суд
Суд выбирается по виду спора:
- споры между гражданами — **суды по гражданским делам**;
- споры между юридическими лицами и индивидуальными предпринимателями — **экономические суды**;
- жалобы на решения государственных органов — **административные суды**.
Общее правило: иск подаётся по месту жительства или нахождения ответчика. Есть исключения: по алиментам истец может выбрать суд по своему месту жительства, а споры о недвижимости рассматриваются по её местонахождению.
## Шаг 2. Содержание заявления
В исковом заявлении обязательно указываются:
1. наименование суда, в который подаётся заявление;
2. имя (наименование) и адрес истца и ответчика, а если есть представитель — его данные;
3. цена иска, если иск подлежит оценке;
4. обстоятельства, на которых основан иск, и доказательства, их подтверждающие;
5. требование истца — отдельно в отношении каждого ответчика;
6. перечень прилагаемых документов;
7. подпись истца или представителя и дата.
В экономических делах также указываются расчёт взыскиваемых сумм и сведения о направлении претензии, если её требует закон или договор.
## Шаг 3. Доказательства
Старайтесь подтвердить каждое обстоятельство документом: договоры, расписки, платёжные документы, переписка, акты, фотографии. Если есть свидетели, укажите в заявлении их имена и адреса.
## Шаг 4. Госпошлина
Пошлина рассчитывается в зависимости от вида иска. Точную сумму проверьте в калькуляторе **my.sud.uz** и оплатите электронно. Если есть основание для льготы или освобождения, укажите это в заявлении.
## Шаг 5. Подача
Заявление можно подать в электронной форме через **my.sud.uz** (E-SUD) или на бумаге в канцелярию суда. При подаче на бумаге прикладываются копии по числу ответчиков.
## Если заявление вернули
Если заявление не соответствует форме или не уплачена пошлина, суд оставляет его без движения и даёт срок для исправления либо возвращает. Возврат не препятствует повторному обращению — исправьте ошибку и подайте заявление снова.
>> Отдел судебного процесса
`,
      en: `
|| A dispute arising from civil relations is brought to court by a **statement of claim**. Courts recommend five simple steps to citizens: identify the court, draft the claim in the prescribed form, gather the evidence, pay the state duty and file.
## Step 1. Which court
The court depends on the kind of dispute:
- disputes between citizens go to **civil courts**;
- disputes between companies and registered entrepreneurs go to **economic courts**;
- complaints about decisions of state bodies go to **administrative courts**.
As a general rule, the claim is filed where the defendant lives or is located. There are exceptions: for child maintenance the plaintiff may choose their own local court, and disputes over real estate are heard where the property is.
## Step 2. What the claim must contain
A statement of claim must include:
1. the name of the court;
2. the names and addresses of the plaintiff and defendant, and of any representative;
3. the claim value, if the claim can be valued;
4. the facts the claim rests on and the evidence for them;
5. the plaintiff’s demand, separately for each defendant;
6. a list of the attached documents;
7. the signature of the plaintiff or representative, and the date.
In economic cases it must also give a calculation of the sums claimed and, where the law or contract requires one, details of the demand letter sent beforehand.
## Step 3. Evidence
Try to back every fact with a document: contracts, receipts, payment records, correspondence, reports, photographs. If there are witnesses, give their names and addresses in the claim.
## Step 4. The state duty
The duty depends on the kind of claim. Check the exact amount with the calculator at **my.sud.uz** and pay online. If you qualify for relief or exemption, say so in the claim.
## Step 5. Filing
You can file electronically through **my.sud.uz** (E-SUD) or on paper at the court registry. On paper, attach a copy for each defendant.
## If the claim is returned
If the claim is not in the required form or the duty is unpaid, the court either leaves it pending and sets a time to correct it, or returns it. A return does not stop you filing again: fix the error and resubmit.
>> Court procedure desk
`,
    },
  }),
  article({
    id: 'state-duty-explained',
    categoryId: 'courts',
    parentSpecializationId: 'civil',
    title: t(
      'Sudlarda davlat boji: qanday hisoblanadi va kim ozod',
      'Госпошлина в судах: как считается и кто освобождён',
      'Court state duty: how it is calculated and who is exempt',
    ),
    summary: t(
      'Mulkiy va nomulkiy daʼvolar uchun boj, bazaviy hisoblash miqdori, kichik tadbirkorlik subyektlari uchun imtiyoz, ozod qilish, kechiktirish va qaytarish.',
      'Пошлина по имущественным и неимущественным искам, базовая расчётная величина, льгота для малого предпринимательства, освобождение, отсрочка и возврат.',
      'Duty on property and non-property claims, the base calculation amount, the small-business discount, exemptions, deferral and refunds.',
    ),
    publishedAt: '2024-12-09',
    reviewedBy: 'elena.petrova',
    justify: true,
    body: {
      uz: `
Sudga murojaat qilishda toʻlanadigan davlat boji «Davlat boji toʻgʻrisida»gi qonun va unga ilova qilingan stavkalar bilan belgilanadi. Bojning bir qismi daʼvo bahosiga, bir qismi esa **bazaviy hisoblash miqdori (BHM)**ga bogʻlangan. BHM qiymati Prezident farmonlari bilan vaqti-vaqti bilan oʻzgaradi, shuning uchun hisob-kitobda doim amaldagi qiymatni oling.
## Mulkiy va nomulkiy daʼvolar
- **Mulkiy daʼvo** — pul undirish yoki mol-mulkni talab qilish. Boj daʼvo bahosidan foiz hisobida, belgilangan eng kam miqdordan kam boʻlmagan holda hisoblanadi.
- **Nomulkiy daʼvo** — masalan, nikohni bekor qilish, shartnomani bekor qilish, turar joydan chiqarish. Boj qatʼiy miqdorda, BHMga nisbatan belgilanadi.
Masalan, iqtisodiy sudlarda mulkiy daʼvolar uchun boj daʼvo bahosining 2 foizi, lekin kamida 1 BHM, nomulkiy daʼvolar uchun esa 10 BHM qilib belgilangan. Fuqarolik sudlaridagi stavkalar boshqacha; ularni har gal kalkulyatorda tekshiring.
## Kichik tadbirkorlik subyektlari uchun imtiyoz
Kichik tadbirkorlik subyektlari iqtisodiy sudga **tadbirkorlik faoliyati doirasida** murojaat qilganda bojni kamaytirilgan miqdorda toʻlaydi. Imtiyozdan foydalanish uchun buni arizada koʻrsatish kerak.
## Kim ozod qilinadi
Qonun bir qator toifalarni bojdan ozod qiladi. Amalda koʻp uchraydigan holatlar:
1. mehnat munosabatlaridan kelib chiqqan talablar boʻyicha xodimlar;
2. aliment undirish haqidagi daʼvolar boʻyicha daʼvogarlar;
3. isteʼmolchilar huquqlarini himoya qilish haqidagi daʼvolar boʻyicha isteʼmolchilar;
4. sogʻliqqa yetkazilgan zararni undirish haqidagi daʼvolar boʻyicha daʼvogarlar.
Ozod qilish daʼvogarning oʻzini qamrab oladi: agar u yutsa, boj javobgardan undiriladi.
## Kechiktirish va kamaytirish
Mulkiy ahvoli ogʻir boʻlgan shaxs sudga bojni toʻlashni kechiktirish, boʻlib toʻlash yoki uning miqdorini kamaytirish haqida iltimosnoma berishi mumkin. Iltimosnomaga daromad va oilaviy ahvolni tasdiqlovchi hujjatlarni ilova qiling.
## Bojni qaytarish
Toʻlangan boj quyidagi hollarda toʻliq yoki qisman qaytariladi:
- ariza qaytarilganda yoki qabul qilish rad etilganda;
- ortiqcha toʻlanganda;
- ish kelishuv bitimi bilan tugatilganda (qonunda nazarda tutilgan miqdorda).
## Kim oxir-oqibat toʻlaydi
Sud xarajatlari, shu jumladan boj, odatda ishda yutqazgan taraf zimmasiga yuklanadi. Daʼvo qisman qanoatlantirilsa, xarajatlar qanoatlantirilgan talablarga mutanosib taqsimlanadi.
## Qanday toʻlash
Bojni **my.sud.uz** kalkulyatorida hisoblab, billing.sud.uz yoki toʻlov tizimlari orqali toʻlang. Toʻlov hujjatini ariza bilan birga taqdim eting. Kalkulyator koʻrsatgan summani yakuniy deb emas, balki *taxminiy* deb qabul qiling: sud bojni daʼvo bahosi va talablar asosida oʻzi tekshiradi.
`,
      ru: `
Государственная пошлина при обращении в суд определяется Законом «О государственной пошлине» и приложенными к нему ставками. Часть пошлин привязана к цене иска, часть — к **базовой расчётной величине (БРВ)**. Значение БРВ периодически меняется указами, поэтому в расчётах всегда берите действующее значение.
## Имущественные и неимущественные иски
- **Имущественный иск** — взыскание денег или истребование имущества. Пошлина исчисляется в процентах от цены иска, но не ниже установленного минимума.
- **Неимущественный иск** — например, расторжение брака, расторжение договора, выселение. Пошлина устанавливается в твёрдой сумме относительно БРВ.
Например, в экономических судах по имущественным искам пошлина составляет 2 % цены иска, но не менее 1 БРВ, а по неимущественным — 10 БРВ. В судах по гражданским делам ставки другие; проверяйте их каждый раз в калькуляторе.
## Льгота для субъектов малого предпринимательства
Субъекты малого предпринимательства, обращаясь в экономический суд **в рамках предпринимательской деятельности**, платят пошлину в уменьшенном размере. Чтобы воспользоваться льготой, укажите это в заявлении.
## Кто освобождён
Закон освобождает от пошлины ряд категорий. На практике чаще всего встречаются:
1. работники — по требованиям, вытекающим из трудовых отношений;
2. истцы — по искам о взыскании алиментов;
3. потребители — по искам о защите прав потребителей;
4. истцы — по искам о возмещении вреда здоровью.
Освобождение касается самого истца: если он выиграет, пошлину взыщут с ответчика.
## Отсрочка и уменьшение
Лицо в тяжёлом имущественном положении может ходатайствовать перед судом об отсрочке, рассрочке или уменьшении пошлины. Приложите документы о доходах и семейном положении.
## Возврат пошлины
Уплаченная пошлина возвращается полностью или частично, если:
- заявление возвращено или в его принятии отказано;
- пошлина уплачена в большем размере;
- дело прекращено мировым соглашением (в размере, предусмотренном законом).
## Кто платит в итоге
Судебные расходы, включая пошлину, обычно возлагаются на проигравшую сторону. При частичном удовлетворении иска расходы распределяются пропорционально удовлетворённым требованиям.
## Как оплатить
Рассчитайте пошлину в калькуляторе **my.sud.uz** и оплатите через billing.sud.uz или платёжные системы. Документ об оплате приложите к заявлению. Сумму из калькулятора считайте *ориентировочной*, а не окончательной: суд сам проверяет пошлину исходя из цены иска и требований.
`,
      en: `
The state duty paid when going to court is set by the Law on State Duty and the rates annexed to it. Some duties depend on the claim value, others on the **base calculation amount (BCA)**. The BCA is changed from time to time by decree, so always use the current figure in your calculation.
## Property and non-property claims
- A **property claim** seeks money or property. The duty is a percentage of the claim value, with a set minimum.
- A **non-property claim** is, for example, for divorce, termination of a contract or eviction. The duty is a fixed amount expressed in BCAs.
In the economic courts, for instance, the duty on a property claim is 2% of the claim value but at least 1 BCA, and on a non-property claim 10 BCAs. Civil-court rates are different; check them in the calculator each time.
## The small-business discount
Small businesses pay a reduced duty when they go to the economic court **in connection with their business**. To get the discount, say so in the claim.
## Who is exempt
The law exempts several groups. The most common in practice are:
1. employees, for claims arising from employment;
2. plaintiffs claiming child maintenance;
3. consumers, in consumer-protection claims;
4. plaintiffs claiming compensation for harm to health.
The exemption covers the plaintiff only: if they win, the duty is recovered from the defendant.
## Deferral and reduction
A person in financial hardship may ask the court to defer the duty, let them pay in instalments or reduce it. Attach documents on income and family circumstances.
## Refunds
The duty is refunded in full or in part when:
- the claim is returned or refused at the outset;
- too much was paid;
- the case ends in a court-approved settlement (to the extent the law provides).
## Who pays in the end
Legal costs, including the duty, are usually borne by the losing party. If the claim succeeds in part, costs are split in proportion to what was awarded.
## How to pay
Work out the duty with the calculator at **my.sud.uz** and pay through billing.sud.uz or a payment system, then attach the receipt to the claim. Treat the calculator’s figure as an *estimate*, not the final word: the court checks the duty itself against the claim value and the demands.
`,
    },
  }),
  article({
    id: 'court-order-procedure',
    categoryId: 'courts',
    parentSpecializationId: 'civil',
    title: t(
      'Sud buyrugʻi: nizosiz qarzni tez undirish',
      'Судебный приказ: быстрое взыскание бесспорного долга',
      'Court orders: recovering an undisputed debt quickly',
    ),
    summary: t(
      'Sud buyrugʻi qachon beriladi, u daʼvodan nimasi bilan farq qiladi, qarzdor eʼtiroz bildirsa nima boʻladi.',
      'Когда выдаётся судебный приказ, чем он отличается от иска и что будет, если должник возразит.',
      'When a court order is available, how it differs from a claim and what happens if the debtor objects.',
    ),
    publishedAt: '2025-02-17',
    reviewedBy: 'behzod.aliyev',
    body: {
      uz: `
|| Har qanday qarz uchun toʻliq sud jarayonidan oʻtish shart emas. Agar talab aniq hujjatlarga asoslangan va nizosiz boʻlsa, Fuqarolik protsessual kodeksi **buyruq tartibida ish yuritish**ni nazarda tutadi. Bunda sud majlis oʻtkazmasdan va taraflarni chaqirmasdan sud buyrugʻini chiqaradi.
## Qachon sud buyrugʻi mumkin
Sud buyrugʻi, xususan, quyidagi talablar boʻyicha beriladi:
- notarial tasdiqlangan bitimga asoslangan talab;
- oddiy yozma shaklda tuzilgan bitimga asoslangan talab (masalan, tilxat);
- xodimga hisoblangan, lekin toʻlanmagan ish haqini undirish;
- otalikni belgilash yoki boshqa shaxslarni jalb qilish talab etilmaydigan aliment undirish;
- qonunda nazarda tutilgan boshqa nizosiz talablar.
Muhim shart — talab **nizoli boʻlmasligi** kerak. Agar qarz miqdori yoki uning asosi bahsli boʻlsa, sud buyruq berishni rad etadi va daʼvo tartibida murojaat qilishni tushuntiradi.
## Ariza va uning mazmuni
Sud buyrugʻi berish haqidagi ariza qarzdor yashaydigan joydagi fuqarolik ishlari boʻyicha sudga beriladi. Unda quyidagilar koʻrsatiladi:
1. undiruvchi va qarzdorning maʼlumotlari;
2. talabning mazmuni va asosi;
3. undiriladigan summa va uning hisob-kitobi;
4. talabni tasdiqlovchi hujjatlar roʻyxati.
Bu tartibdagi davlat boji odatda daʼvo arizasiga qaraganda kamroq boʻladi.
## Sud buyrugʻi qanday chiqariladi
Sud arizani tez koʻrib chiqadi va buyruq chiqaradi. Buyruq nusxasi qarzdorga yuboriladi. Qarzdor buyruq nusxasini olgan kundan boshlab **oʻn kun** ichida talabga qarshi **eʼtiroz** bildirishi mumkin.
## Eʼtiroz boʻlsa
Qarzdor eʼtiroz bildirsa, sud buyruqni bekor qiladi. Bu sizning talabingiz asossiz degani emas: siz endi xuddi shu talab bilan umumiy daʼvo tartibida sudga murojaat qilishingiz mumkin. Buyruq uchun toʻlangan boj daʼvo arizasi uchun toʻlanadigan bojga hisobga olinishi mumkin.
## Eʼtiroz boʻlmasa
Belgilangan muddatda eʼtiroz kelmasa, sud buyrugʻi qonuniy kuchga kiradi va **ijro hujjati** kuchiga ega boʻladi. Uni alohida ijro varaqasiz toʻgʻridan-toʻgʻri Majburiy ijro byurosiga taqdim etish mumkin.
## Qachon tanlash kerak
Sud buyrugʻi qarzdor qarzni tan olgan, lekin toʻlamayotgan hollarda eng samarali. Agar qarzdor oldindan bahslashishini aytgan boʻlsa, vaqtni tejash uchun darhol daʼvo berish maʼqulroq boʻlishi mumkin.
`,
      ru: `
|| Не для каждого долга нужен полный судебный процесс. Если требование основано на ясных документах и бесспорно, Гражданский процессуальный кодекс предусматривает **приказное производство**. Суд выносит судебный приказ без заседания и без вызова сторон.
## Когда возможен судебный приказ
Судебный приказ выдаётся, в частности, по требованиям:
- основанным на нотариально удостоверенной сделке;
- основанным на сделке в простой письменной форме (например, расписке);
- о взыскании начисленной, но не выплаченной работнику зарплаты;
- о взыскании алиментов, если не требуется установление отцовства или привлечение других лиц;
- иным бесспорным требованиям, предусмотренным законом.
Важное условие — требование должно быть **бесспорным**. Если сумма долга или его основание оспариваются, суд откажет в выдаче приказа и разъяснит право на иск.
## Заявление и его содержание
Заявление о выдаче судебного приказа подаётся в суд по гражданским делам по месту жительства должника. В нём указываются:
1. данные взыскателя и должника;
2. содержание и основание требования;
3. взыскиваемая сумма и её расчёт;
4. перечень документов, подтверждающих требование.
Госпошлина в этом порядке обычно меньше, чем при подаче иска.
## Как выносится приказ
Суд быстро рассматривает заявление и выносит приказ. Копия направляется должнику, который в течение **десяти дней** со дня её получения может представить **возражения** против требования.
## Если должник возразил
При возражении должника суд отменяет приказ. Это не значит, что требование необоснованно: теперь с тем же требованием можно обратиться в суд в общем исковом порядке. Пошлина, уплаченная за приказ, может быть зачтена в пошлину за иск.
## Если возражений нет
Если в установленный срок возражений не поступило, судебный приказ вступает в законную силу и имеет силу **исполнительного документа**. Его можно предъявить в Бюро принудительного исполнения напрямую, без отдельного исполнительного листа.
## Когда выбирать этот путь
Судебный приказ эффективнее всего, когда должник признаёт долг, но не платит. Если должник заранее заявил, что будет спорить, ради экономии времени лучше сразу подать иск.
`,
      en: `
|| Not every debt needs a full trial. If a claim rests on clear documents and is undisputed, the Civil Procedure Code offers **court-order proceedings**: the court issues an order without a hearing and without summoning the parties.
## When a court order is available
A court order can be issued, among others, for claims:
- based on a notarised transaction;
- based on a simple written transaction, such as a receipt;
- for wages that were calculated but not paid to an employee;
- for child maintenance where paternity does not need to be established and no one else needs to be involved;
- for other undisputed claims the law lists.
The key condition is that the claim must be **undisputed**. If the amount or its basis is contested, the court will refuse the order and explain that you may file a claim.
## The application
The application goes to the civil court where the debtor lives. It states:
1. the details of the creditor and the debtor;
2. what is claimed and why;
3. the amount and how it was calculated;
4. a list of the documents supporting the claim.
The state duty for this procedure is usually lower than for a claim.
## How the order is made
The court considers the application quickly and issues the order. A copy goes to the debtor, who may lodge an **objection** within **ten days** of receiving it.
## If the debtor objects
If the debtor objects, the court cancels the order. That does not mean your claim is unfounded: you may now bring the same claim in ordinary proceedings, and the duty paid for the order may be credited towards the duty on the claim.
## If there is no objection
If no objection arrives in time, the court order takes legal effect and has the force of an **enforcement document**. You can take it straight to the Bureau of Compulsory Enforcement without a separate writ.
## When to choose it
A court order works best when the debtor admits the debt but does not pay. If the debtor has already said they will contest it, filing a claim straight away may save time.
`,
    },
  }),
  article({
    id: 'appeals-basics',
    categoryId: 'courts',
    parentSpecializationId: 'civil',
    title: t(
      'Sud qaroridan norozi boʻlsangiz: apellyatsiya va kassatsiya',
      'Если вы не согласны с решением суда: апелляция и кассация',
      'If you disagree with a judgment: appeal and cassation',
    ),
    summary: t(
      'Apellyatsiya va kassatsiya shikoyatlari farqi, muddatlar, shikoyat mazmuni va yuqori instansiya nimani oʻzgartirishi mumkin.',
      'Разница между апелляционной и кассационной жалобой, сроки, содержание жалобы и что может изменить вышестоящая инстанция.',
      'The difference between an appeal and a cassation complaint, the time limits, what to write and what a higher court can change.',
    ),
    publishedAt: '2025-06-02',
    reviewedBy: 'tsoy.law',
    justify: true,
    body: {
      uz: `
Birinchi instansiya sudining qarori har doim ham oxirgi soʻz emas. Protsessual kodekslar qaror ustidan yuqori turuvchi sudga shikoyat qilish imkonini beradi. Ammo bu imkoniyat qatʼiy muddatlar va talablar bilan cheklangan.
## Apellyatsiya
**Apellyatsiya shikoyati** hali qonuniy kuchga kirmagan qaror ustidan beriladi. Apellyatsiya instansiyasi ishni qaytadan koʻrib chiqadi: u dalillarni yangidan baholashi, zarur hollarda yangi dalillarni qabul qilishi va qarorni oʻzgartirishi yoki bekor qilib, yangi qaror chiqarishi mumkin.
Shikoyat qarorni chiqargan sud orqali beriladi. Fuqarolik va iqtisodiy ishlarda apellyatsiya shikoyati hal qiluv qarori qabul qilingan kundan boshlab **bir oy** ichida beriladi; muddat qarorning oʻzida ham koʻrsatiladi — uni qaror matnidan albatta tekshiring. Muddat uzrli sabab bilan oʻtkazib yuborilgan boʻlsa, uni tiklash haqida iltimosnoma berish mumkin.
## Kassatsiya
**Kassatsiya shikoyati** qonuniy kuchga kirgan qaror ustidan beriladi. Kassatsiya instansiyasi odatda dalillarni qayta baholamaydi, balki moddiy va protsessual huquq normalari toʻgʻri qoʻllanilganini tekshiradi. Shuning uchun kassatsiya shikoyatida «sud menga ishonmadi» degan dalil emas, balki qaysi norma qanday buzilgani koʻrsatilishi kerak.
## Shikoyatda nima boʻlishi kerak
1. Shikoyat berilayotgan sudning nomi.
2. Shikoyat beruvchining maʼlumotlari.
3. Shikoyat qilinayotgan qaror: sud, sana, ish raqami.
4. Qaror nima uchun notoʻgʻri: qaysi holatlar notoʻgʻri aniqlangan, qaysi dalillar inobatga olinmagan, qaysi normalar buzilgan.
5. Shikoyat beruvchining talabi: qarorni bekor qilish, oʻzgartirish yoki yangi qaror chiqarish.
6. Ilovalar roʻyxati, davlat boji toʻlangani haqidagi hujjat va boshqa taraflar uchun nusxalar.
## Eng koʻp uchraydigan xatolar
- Muddatni oʻtkazib yuborish — eng jiddiy xato.
- Birinchi instansiyada keltirilgan dalillarni shunchaki takrorlash.
- Birinchi instansiyada taqdim etish mumkin boʻlgan, lekin taqdim etilmagan yangi dalillarni sababini tushuntirmasdan keltirish.
- Hissiy ohang: sud *asosli huquqiy dalillarga* eʼtibor beradi.
## Ijroga taʼsiri
Apellyatsiya shikoyati berilishi qarorning qonuniy kuchga kirishini toʻxtatadi. Biroq darhol ijro etiladigan qarorlar — masalan, aliment undirish yoki ishga tiklash — shikoyatga qaramay ijro etiladi.
Shikoyat yozishdan oldin ish materiallari va sud majlisi bayonnomasi bilan tanishing. Bayonnomada xato boʻlsa, unga alohida eʼtiroz bildirish mumkin — bu keyingi instansiyada muhim ahamiyatga ega boʻladi.
`,
      ru: `
Решение суда первой инстанции — не всегда последнее слово. Процессуальные кодексы позволяют обжаловать его в вышестоящий суд, но эта возможность ограничена строгими сроками и требованиями.
## Апелляция
**Апелляционная жалоба** подаётся на решение, которое ещё не вступило в законную силу. Апелляционная инстанция пересматривает дело: она может заново оценить доказательства, при необходимости принять новые, изменить решение или отменить его и вынести новое.
Жалоба подаётся через суд, вынесший решение. По гражданским и экономическим делам апелляционная жалоба подаётся в течение **одного месяца** со дня принятия решения; срок указывается и в самом решении — обязательно проверьте его в тексте. Если срок пропущен по уважительной причине, можно ходатайствовать о его восстановлении.
## Кассация
**Кассационная жалоба** подаётся на решение, вступившее в законную силу. Кассационная инстанция, как правило, не переоценивает доказательства, а проверяет правильность применения норм материального и процессуального права. Поэтому в кассационной жалобе нужен не довод «суд мне не поверил», а указание, какая норма и как нарушена.
## Что должно быть в жалобе
1. Наименование суда, в который подаётся жалоба.
2. Данные лица, подающего жалобу.
3. Обжалуемое решение: суд, дата, номер дела.
4. В чём неправильность решения: какие обстоятельства установлены неверно, какие доказательства не учтены, какие нормы нарушены.
5. Требование заявителя: отменить, изменить решение или вынести новое.
6. Перечень приложений, документ об уплате госпошлины и копии для других сторон.
## Частые ошибки
- Пропуск срока — самая серьёзная ошибка.
- Простое повторение доводов, уже заявленных в первой инстанции.
- Новые доказательства, которые можно было представить в первой инстанции, без объяснения причин.
- Эмоциональный тон: суд обращает внимание на *обоснованные правовые доводы*.
## Влияние на исполнение
Подача апелляционной жалобы приостанавливает вступление решения в силу. Однако решения, подлежащие немедленному исполнению, — например, о взыскании алиментов или восстановлении на работе, — исполняются, несмотря на жалобу.
Перед написанием жалобы ознакомьтесь с материалами дела и протоколом судебного заседания. Если в протоколе есть ошибки, на него можно подать отдельные замечания — это важно для следующей инстанции.
`,
      en: `
A first-instance judgment is not always the last word. The procedure codes allow an appeal to a higher court, but strict time limits and requirements apply.
## Appeal
An **appeal** is brought against a judgment that has not yet taken legal effect. The appeal court reconsiders the case: it may reassess the evidence, accept new evidence where justified, change the judgment, or set it aside and give a new one.
The appeal is filed through the court that gave the judgment. In civil and economic cases the time limit is **one month** from the day the judgment is made; it is also stated in the judgment itself, so check it in the text. If you missed it for a good reason, you may ask for it to be restored.
## Cassation
A **cassation complaint** is brought against a judgment that has taken legal effect. The cassation court usually does not reassess evidence; it checks whether the substantive and procedural rules were applied correctly. So a cassation complaint needs not “the court did not believe me” but a clear statement of which rule was broken and how.
## What the complaint must contain
1. The name of the court it is addressed to.
2. The details of the person complaining.
3. The judgment challenged: court, date and case number.
4. Why the judgment is wrong: which facts were found wrongly, which evidence was ignored, which rules were breached.
5. What you ask for: to set aside or change the judgment, or to give a new one.
6. A list of attachments, proof of the state duty and copies for the other parties.
## Common mistakes
- Missing the deadline, the most serious mistake.
- Simply repeating the arguments made at first instance.
- Bringing new evidence that could have been produced at first instance without explaining why it was not.
- An emotional tone: the court responds to *well-founded legal arguments*.
## Effect on enforcement
Filing an appeal stops the judgment from taking effect. Judgments for immediate enforcement, such as those for child maintenance or reinstatement, are enforced despite the appeal.
Before writing the complaint, read the case file and the record of the hearing. If the record contains errors, you may object to it separately, which matters at the next instance.
`,
    },
  }),
  article({
    id: 'enforcement-of-judgments',
    categoryId: 'courts',
    parentSpecializationId: 'civil',
    title: t(
      'Sud qarorini ijro ettirish: Majburiy ijro byurosi bilan ishlash',
      'Исполнение решения суда: работа с Бюро принудительного исполнения',
      'Enforcing a judgment: working with the Bureau of Compulsory Enforcement',
    ),
    summary: t(
      'Ijro varaqasini olish va topshirish, davlat ijrochisining choralari, qarzdorning mol-mulkini aniqlash va harakatsizlik ustidan shikoyat.',
      'Как получить и предъявить исполнительный лист, какие меры применяет исполнитель, как найти имущество должника и обжаловать бездействие.',
      'Getting and lodging the writ, the enforcement officer’s powers, tracing the debtor’s assets and complaining about inaction.',
    ),
    publishedAt: '2025-08-18',
    reviewedBy: 'behzod.aliyev',
    body: {
      uz: `
|| Sudda yutish — ishning yarmi. Qarzdor qarorni ixtiyoriy bajarmasa, uni majburan ijro ettirish kerak. Bu vazifani Oʻzbekistonda **Majburiy ijro byurosi** (MIB) bajaradi. Undiruvchi faol boʻlsa, ijro ancha tez va samarali kechadi.
## 1. Ijro hujjatini oling
Hal qiluv qarori qonuniy kuchga kirgach, sud **ijro varaqasini** beradi. Darhol ijro etiladigan qarorlar boʻyicha ijro varaqasi qaror chiqarilgandan keyin darhol beriladi. Sud buyrugʻi va notarial aliment kelishuvi oʻzi ijro hujjati hisoblanadi.
## 2. Ijroga topshiring
Ijro hujjati qarzdor yashaydigan, ishlaydigan yoki mol-mulki joylashgan hududdagi MIB boʻlinmasiga topshiriladi. Buni davlat xizmatlari portali orqali elektron tarzda ham qilish mumkin. Arizada qarzdor haqida bilgan barcha maʼlumotlarni koʻrsating: ish joyi, bank hisobvaraqlari, avtomobil, koʻchmas mulk.
Ijro hujjatini ijroga taqdim etish uchun **qonunda muddat** belgilangan. Uni oʻtkazib yubormang — muddat oʻtsa, uni tiklash uchun sudga murojaat qilishga toʻgʻri keladi.
## 3. Davlat ijrochisi nima qila oladi
Ijro ishi qoʻzgʻatilgach, qarzdorga ixtiyoriy ijro uchun muddat beriladi. Shundan keyin davlat ijrochisi majburiy choralarni qoʻllaydi:
- qarzdorning bank hisobvaraqlari va kartalarini xatlash;
- ish haqi va boshqa daromadlardan ushlab qolish (qonunda belgilangan chegarada);
- mol-mulkni xatlash, baholash va sotish;
- qarzdorning chet elga chiqishini vaqtincha cheklash;
- transport vositasidan foydalanishni cheklash.
Qarzdordan qoʻshimcha ravishda **ijro yigʻimi** undiriladi.
## 4. Faol boʻling
1. Ijro ishi raqamini va ijrochining aloqa maʼlumotlarini yozib oling.
2. Ijro harakatlari haqida muntazam maʼlumot soʻrang — siz ijro ishi materiallari bilan tanishishga haqlisiz.
3. Qarzdorning yangi mol-mulki yoki ish joyi haqida bilsangiz, darhol ijrochiga xabar bering.
## 5. Harakatsizlik ustidan shikoyat
Davlat ijrochisi oylab hech narsa qilmasa yoki notoʻgʻri harakat qilsa, uning ustidan yuqori turuvchi mansabdor shaxsga yoki sudga shikoyat qilish mumkin. Shikoyatda qaysi harakat qilinmaganini va bu sizga qanday zarar keltirganini aniq yozing.
## Qarzdorda mol-mulk boʻlmasa
Agar qarzdorda undirish mumkin boʻlgan mol-mulk topilmasa, ijro hujjati undiruvchiga qaytarilishi mumkin. Bu yakun emas: qarzdorning moliyaviy holati oʻzgarsa, hujjatni qonunda belgilangan muddat ichida qayta ijroga taqdim etish mumkin.
`,
      ru: `
|| Выиграть суд — половина дела. Если должник не исполняет решение добровольно, его нужно исполнить принудительно. В Узбекистане этим занимается **Бюро принудительного исполнения** (БПИ). Чем активнее взыскатель, тем быстрее и эффективнее идёт исполнение.
## 1. Получите исполнительный документ
После вступления решения в законную силу суд выдаёт **исполнительный лист**. По решениям, подлежащим немедленному исполнению, лист выдаётся сразу после вынесения решения. Судебный приказ и нотариальное соглашение об алиментах сами являются исполнительными документами.
## 2. Предъявите к исполнению
Исполнительный документ подаётся в подразделение БПИ по месту жительства, работы должника или нахождения его имущества. Это можно сделать и электронно через портал госуслуг. Укажите в заявлении всё, что знаете о должнике: место работы, банковские счета, автомобиль, недвижимость.
Для предъявления исполнительного документа **законом установлен срок**. Не пропустите его — иначе для восстановления срока придётся обращаться в суд.
## 3. Что может исполнитель
После возбуждения исполнительного производства должнику даётся срок для добровольного исполнения. Затем государственный исполнитель применяет меры принуждения:
- арест банковских счетов и карт должника;
- удержания из зарплаты и иных доходов (в пределах, установленных законом);
- арест, оценка и реализация имущества;
- временное ограничение выезда должника за границу;
- ограничение пользования транспортным средством.
С должника дополнительно взыскивается **исполнительский сбор**.
## 4. Будьте активны
1. Запишите номер исполнительного производства и контакты исполнителя.
2. Регулярно запрашивайте сведения о действиях — вы вправе знакомиться с материалами производства.
3. Узнав о новом имуществе или месте работы должника, сразу сообщите исполнителю.
## 5. Жалоба на бездействие
Если исполнитель месяцами ничего не делает или действует неправильно, его действия можно обжаловать вышестоящему должностному лицу или в суд. В жалобе чётко укажите, какие действия не совершены и какой вред это вам причинило.
## Если у должника нет имущества
Если имущество, на которое можно обратить взыскание, не найдено, исполнительный документ могут вернуть взыскателю. Это не конец: при изменении финансового положения должника документ можно повторно предъявить к исполнению в пределах установленного законом срока.
`,
      en: `
|| Winning in court is half the job. If the debtor does not comply voluntarily, the judgment has to be enforced, and in Uzbekistan that is done by the **Bureau of Compulsory Enforcement** (MIB). The more active the creditor, the faster and more effective enforcement is.
## 1. Get the enforcement document
Once the judgment takes legal effect, the court issues a **writ of execution**. For judgments enforced immediately, the writ is issued as soon as the judgment is given. A court order and a notarised maintenance agreement are enforcement documents in themselves.
## 2. Lodge it for enforcement
The document goes to the MIB office where the debtor lives or works or where their property is, and can also be lodged online through the public services portal. Tell the office everything you know about the debtor: employer, bank accounts, car, real estate.
**The law sets a time limit** for lodging an enforcement document. Do not miss it, or you will have to ask a court to restore it.
## 3. What the enforcement officer can do
Once proceedings open, the debtor is given time to pay voluntarily. After that the officer can:
- freeze the debtor’s bank accounts and cards;
- deduct from wages and other income (within the legal limits);
- seize, value and sell property;
- temporarily bar the debtor from travelling abroad;
- restrict the use of a vehicle.
The debtor is also charged an **enforcement fee**.
## 4. Stay involved
1. Note the enforcement case number and the officer’s contact details.
2. Ask regularly what has been done; you are entitled to see the case file.
3. If you learn of new property or a new job, tell the officer at once.
## 5. Complaining about inaction
If the officer does nothing for months or acts wrongly, you can complain to their superior or to a court. State clearly what has not been done and how that has harmed you.
## If the debtor has nothing
If no property that can be seized is found, the document may be returned to you. That is not the end: if the debtor’s finances change, you can lodge it again within the time limit set by law.
`,
    },
  }),
];
