/** Reference articles, part 1: family and inheritance. */
import { t } from './helpers';
import { article } from './article';
import type { SeedReferenceArticle } from './types';

export const referenceArticlesPart1: SeedReferenceArticle[] = [
  article({
    id: 'divorce-procedure',
    categoryId: 'family',
    parentSpecializationId: 'family',
    title: t('Nikohni bekor qilish: FHDYo orqalimi yoki sud orqali?', 'Развод: через ЗАГС или через суд?', 'Divorce: at the registry office or in court?'),
    summary: t(
      'Nikoh qachon FHDYo organida, qachon sudda bekor qilinishi, qanday hujjatlar kerakligi va jarayon qancha davom etishi.',
      'Когда развод оформляется в ЗАГСе, а когда в суде, какие нужны документы и сколько длится процесс.',
      'When a divorce is handled by the registry office and when by a court, what documents you need and how long it takes.',
    ),
    publishedAt: '2024-03-18',
    reviewedBy: 'dilnoza.yusupova',
    video: { src: '/media/reference/divorce-procedure.mp4', poster: '/media/reference/divorce-procedure.jpg' },
    justify: true,
    body: {
      uz: `
Oʻzbekistonda nikoh ikki tartibda bekor qilinadi: fuqarolik holati dalolatnomalarini yozish (FHDYo) organida yoki sudda. Qaysi yoʻl sizga mos kelishi, asosan, ikki savolga bogʻliq: umumiy voyaga yetmagan farzandlaringiz bormi va turmush oʻrtogʻingiz nikohni bekor qilishga rozimi.
## FHDYo organi orqali nikohni bekor qilish
FHDYo orqali nikohni bekor qilish quyidagi hollarda mumkin:
- er-xotinning ikkalasi ham nikohni bekor qilishga rozi boʻlsa va ularning **umumiy voyaga yetmagan farzandlari boʻlmasa**;
- turmush oʻrtoqlardan biri sud tomonidan bedarak yoʻqolgan yoki muomalaga layoqatsiz deb topilgan boʻlsa;
- turmush oʻrtoqlardan biri jinoyat sodir etgani uchun uzoq muddatga ozodlikdan mahrum qilingan boʻlsa.
Birinchi holatda er-xotin FHDYo organiga birgalikda ariza beradi. Arizani davlat xizmatlari markazi yoki elektron tarzda topshirish ham mumkin. Qonun er-xotinga qarorini yana bir bor oʻylab koʻrish uchun vaqt beradi: nikoh ariza berilganidan keyin belgilangan muddat (odatda bir oy) oʻtgach qayd etiladi. Davlat boji toʻlangach, nikohni bekor qilish haqida guvohnoma beriladi.
## Nikohni sud orqali bekor qilish
Agar umumiy voyaga yetmagan farzandlar boʻlsa yoki turmush oʻrtoqlardan biri nikohni bekor qilishga rozi boʻlmasa, nikoh **sud tartibida** bekor qilinadi. Daʼvo arizasi fuqarolik ishlari boʻyicha sudga beriladi. Odatda bu javobgar yashaydigan joydagi sud, lekin farzandlar siz bilan yashasa, oʻz yashash joyingizdagi sudga murojaat qilishingiz mumkin.
Sud oilani saqlab qolish imkoniyatini tekshiradi va er-xotinni yarashtirish uchun ishni koʻrishni olti oygacha kechiktirishi mumkin. Shuni ham bilish muhim: xotin homiladorlik davrida va bola tugʻilgandan keyin bir yil ichida erning nikohni bekor qilish haqidagi daʼvosi xotinning roziligisiz qoʻzgʻatilmaydi.
### Sud bir vaqtda nimalarni hal qiladi
Nikohni bekor qilish bilan birga sud quyidagi masalalarni ham koʻrishi mumkin:
1. bolalar kim bilan yashashini;
2. aliment undirishni;
3. er-xotinning umumiy mulkini taqsimlashni.
Mulk taqsimoti murakkab boʻlsa, u alohida daʼvo bilan koʻriladi. Bu nikohni bekor qilish jarayonini sekinlashtirmaydi.
## Qanday hujjatlar kerak
1. Daʼvo arizasi va uning javobgar uchun nusxasi.
2. Nikoh haqidagi guvohnomaning asl nusxasi.
3. Bolalarning tugʻilganlik haqidagi guvohnomalari nusxalari.
4. Davlat boji toʻlanganini tasdiqlovchi hujjat.
5. Agar vakil orqali ish yuritilsa, ishonchnoma.
## Sud qaroridan keyin
Hal qiluv qarori qonuniy kuchga kirgach, nikoh bekor qilingan hisoblanadi. Keyin qaror asosida FHDYo organida nikohning bekor qilingani qayd etiladi va guvohnoma olinadi; buning uchun alohida davlat boji toʻlanadi. __Qaror qonuniy kuchga kirmaguncha__ yangi nikoh tuzish mumkin emas.
Nikohni bekor qilish hissiy jihatdan ogʻir jarayon. Ayrim oilalar uchun mediator bilan kelishuvga erishish — bolalar bilan muloqot tartibi, aliment va mulk boʻyicha — sudda uzoq bahslashishdan ancha yengil yoʻl boʻladi.
>> Huquq tahririyati
`,
      ru: `
В Узбекистане брак расторгается в двух порядках: в органе записи актов гражданского состояния (ЗАГС) или в суде. Какой путь подходит вам, зависит в основном от двух вопросов: есть ли у вас общие несовершеннолетние дети и согласен ли супруг на развод.
## Развод через ЗАГС
Расторгнуть брак в ЗАГСе можно в следующих случаях:
- оба супруга согласны на развод и у них **нет общих несовершеннолетних детей**;
- один из супругов признан судом безвестно отсутствующим или недееспособным;
- один из супругов осуждён за преступление к лишению свободы на длительный срок.
В первом случае супруги подают совместное заявление в ЗАГС. Его можно подать и через центр госуслуг или электронно. Закон даёт супругам время ещё раз обдумать решение: брак регистрируется расторгнутым по истечении установленного срока после подачи заявления (обычно месяц). После уплаты госпошлины выдаётся свидетельство о расторжении брака.
## Развод через суд
Если есть общие несовершеннолетние дети или один из супругов не согласен на развод, брак расторгается **в судебном порядке**. Исковое заявление подаётся в суд по гражданским делам. Обычно это суд по месту жительства ответчика, но если дети живут с вами, можно обратиться в суд по своему месту жительства.
Суд проверяет, можно ли сохранить семью, и вправе отложить разбирательство для примирения супругов на срок до шести месяцев. Важно знать и другое: муж не вправе без согласия жены возбудить дело о разводе во время её беременности и в течение года после рождения ребёнка.
### Что суд решает одновременно
Вместе с разводом суд может рассмотреть:
1. с кем будут жить дети;
2. взыскание алиментов;
3. раздел общего имущества супругов.
Если раздел имущества сложный, его рассматривают отдельным иском. Это не замедляет сам развод.
## Какие документы нужны
1. Исковое заявление и его копия для ответчика.
2. Подлинник свидетельства о браке.
3. Копии свидетельств о рождении детей.
4. Документ об уплате госпошлины.
5. Доверенность, если дело ведёт представитель.
## После решения суда
Когда решение вступит в законную силу, брак считается расторгнутым. Затем на основании решения развод регистрируется в ЗАГСе и выдаётся свидетельство; за это уплачивается отдельная госпошлина. __Пока решение не вступило в силу__, вступать в новый брак нельзя.
Развод — эмоционально тяжёлый процесс. Для некоторых семей договориться с помощью медиатора о порядке общения с детьми, алиментах и имуществе гораздо легче, чем долго спорить в суде.
>> Редакция «Huquq»
`,
      en: `
In Uzbekistan a marriage can be dissolved in two ways: at the civil registry office (FHDYo, known in Russian as ZAGS) or by a court. Which route fits you depends mainly on two questions: do you have common minor children, and does your spouse agree to the divorce?
## Divorce at the registry office
The registry office can dissolve a marriage when:
- both spouses agree to divorce and they have **no common minor children**;
- a court has declared one spouse missing or legally incapable;
- one spouse has been sentenced to a long term of imprisonment for a crime.
In the first case the spouses file a joint application with the registry office, which can also be done through a public services centre or online. The law gives the couple time to reconsider: the divorce is registered once a set period (usually a month) has passed after the application. After the state duty is paid, a divorce certificate is issued.
## Divorce in court
If there are common minor children, or one spouse does not agree, the marriage is dissolved **by a court**. The statement of claim goes to a civil court, usually the one where the defendant lives, but if the children live with you, you may file at your own local court.
The court checks whether the family can be saved and may postpone the case for up to six months to allow reconciliation. Note also that a husband may not start divorce proceedings without his wife’s consent while she is pregnant or during the year after their child is born.
### What the court can decide at the same time
Alongside the divorce the court may decide:
1. who the children will live with;
2. child maintenance;
3. the division of the spouses’ joint property.
If dividing the property is complicated, it is handled in a separate claim, which does not hold up the divorce itself.
## Documents you need
1. The statement of claim and a copy for the defendant.
2. The original marriage certificate.
3. Copies of the children’s birth certificates.
4. Proof that the state duty has been paid.
5. A power of attorney if a representative acts for you.
## After the judgment
Once the judgment takes legal effect, the marriage is dissolved. The divorce is then registered at the registry office on the basis of the judgment and a certificate is issued, for a separate state duty. __Until the judgment takes effect__ neither spouse may remarry.
Divorce is emotionally hard. For some families, agreeing with the help of a mediator on contact with the children, child maintenance and property is far easier than a long fight in court.
>> The Huquq editorial team
`,
    },
  }),
  article({
    id: 'alimony-guide',
    categoryId: 'family',
    parentSpecializationId: 'family',
    title: t(
      'Bolalar uchun aliment: miqdori va undirish tartibi',
      'Алименты на детей: размер и порядок взыскания',
      'Child maintenance: how much and how to recover it',
    ),
    summary: t(
      'Aliment qanday miqdorda belgilanadi, kelishuv va sud buyrugʻi orqali qanday olinadi, qarz boʻlsa nima qilish kerak.',
      'Каков размер алиментов, как получить их по соглашению или судебному приказу и что делать при задолженности.',
      'How child maintenance is set, how to get it by agreement or a court order, and what to do about arrears.',
    ),
    publishedAt: '2024-05-06',
    reviewedBy: 'madina.tursunova',
    body: {
      uz: `
## Ota-onaning majburiyati
|| Oʻzbekiston Respublikasi Oila kodeksiga koʻra ota-onalar voyaga yetmagan farzandlarini taʼminlashga majbur. Bu majburiyat ota-onaning nikohda turgan-turmaganiga, nikohi bekor qilinganiga yoki bola bilan birga yashash-yashamasligiga bogʻliq emas. Agar ota yoki ona ixtiyoriy ravishda yordam bermasa, aliment kelishuv yoki sud orqali undiriladi.
## Aliment qancha boʻladi
Kelishuv boʻlmaganda sud alimentni ota-onaning ish haqi va boshqa daromadlaridan **ulush** hisobida belgilaydi:
- bir bolaga — daromadning toʻrtdan bir qismi;
- ikki bolaga — uchdan bir qismi;
- uch va undan ortiq bolaga — yarmi.
Sud taraflarning moddiy ahvoli va boshqa muhim holatlarni hisobga olib, bu ulushni kamaytirishi yoki koʻpaytirishi mumkin. Agar toʻlovchining daromadi oʻzgaruvchan, norasmiy yoki chet el valyutasida boʻlsa, aliment **qatʼiy pul miqdorida** belgilanishi mumkin. Bunda odatda bazaviy hisoblash miqdoriga bogʻlangan summa olinadi, bu esa inflyatsiyadan himoya qiladi.
## Alimentni olishning uch yoʻli
### 1. Aliment toʻgʻrisida kelishuv
Ota-onalar aliment miqdori, toʻlash muddati va usulini oʻzaro kelishib olishlari mumkin. Kelishuv yozma tuziladi va notarial tasdiqlanadi. Notarial kelishuv ijro varaqasi kuchiga ega: toʻlov toʻxtasa, uni darhol majburiy ijroga yuborish mumkin.
### 2. Sud buyrugʻi
Agar otalik (onalik) aniqlangan boʻlsa va boshqa shaxslarni jalb qilish talab etilmasa, daromaddan ulush shaklidagi alimentni soddalashtirilgan tartibda — **sud buyrugʻi** orqali undirish mumkin. Sud majlis oʻtkazmasdan buyruq chiqaradi. Ammo qarzdor eʼtiroz bildirsa, buyruq bekor qilinadi va daʼvo tartibida murojaat qilishga toʻgʻri keladi.
### 3. Daʼvo arizasi
Daʼvo fuqarolik ishlari boʻyicha sudga beriladi. Daʼvogar oʻz yashash joyidagi yoki javobgar yashaydigan joydagi sudni tanlashi mumkin. Aliment daʼvolari boʻyicha daʼvogar qonunga koʻra davlat bojidan ozod qilinadi. Aliment daʼvo berilgan kundan boshlab undiriladi, shuning uchun murojaatni kechiktirmang.
## Qarz paydo boʻlsa
Aliment toʻlanmasa, ijro hujjati **Majburiy ijro byurosiga** yuboriladi. Davlat ijrochisi qarzdorning ish haqidan ushlab qolish, hisobvaraqlarini xatlash, mol-mulkini undirish va chet elga chiqishini cheklash kabi choralarni koʻrishi mumkin. Aliment toʻlashdan qasddan boʻyin tovlash maʼmuriy va hatto jinoiy javobgarlikka sabab boʻladi.
## Amaliy maslahatlar
1. Bola tugʻilganlik haqidagi guvohnoma va bola siz bilan yashashini tasdiqlovchi maʼlumotnomani oldindan tayyorlang.
2. Toʻlovchining ish joyini bilsangiz, arizada koʻrsating: bu ijroni tezlashtiradi.
3. Toʻlovlar tarixini saqlang — bank koʻchirmalari qarzni hisoblashda kerak boʻladi.
`,
      ru: `
## Обязанность родителей
|| Согласно Семейному кодексу Республики Узбекистан родители обязаны содержать своих несовершеннолетних детей. Эта обязанность не зависит от того, состоят ли родители в браке, развелись ли они и живёт ли родитель с ребёнком. Если отец или мать не помогает добровольно, алименты взыскиваются по соглашению или через суд.
## Размер алиментов
При отсутствии соглашения суд определяет алименты в **доле** от заработка и иного дохода родителя:
- на одного ребёнка — одна четверть;
- на двух детей — одна треть;
- на трёх и более детей — половина.
С учётом материального положения сторон и других важных обстоятельств суд может уменьшить или увеличить эту долю. Если доход плательщика нерегулярный, неофициальный или получается в иностранной валюте, алименты могут быть назначены **в твёрдой денежной сумме**. Обычно её привязывают к базовой расчётной величине, что защищает от инфляции.
## Три способа получить алименты
### 1. Соглашение об уплате алиментов
Родители могут договориться о размере, сроках и способе уплаты. Соглашение заключается письменно и удостоверяется нотариально. Нотариальное соглашение имеет силу исполнительного листа: если платежи прекратятся, его сразу можно направить на принудительное исполнение.
### 2. Судебный приказ
Если отцовство (материнство) установлено и не требуется привлекать других лиц, алименты в доле от дохода можно взыскать в упрощённом порядке — **судебным приказом**. Суд выносит приказ без заседания. Но если должник возразит, приказ отменяется и придётся подавать иск.
### 3. Исковое заявление
Иск подаётся в суд по гражданским делам. Истец может выбрать суд по своему месту жительства или по месту жительства ответчика. По искам об алиментах истец освобождён от уплаты государственной пошлины по закону. Алименты взыскиваются со дня подачи иска, поэтому не откладывайте обращение.
## Если образовался долг
Если алименты не платятся, исполнительный документ направляется в **Бюро принудительного исполнения**. Государственный исполнитель может удерживать долг из зарплаты, арестовать счета, обратить взыскание на имущество и ограничить выезд должника за границу. Злостное уклонение от уплаты алиментов влечёт административную и даже уголовную ответственность.
## Практические советы
1. Заранее подготовьте свидетельство о рождении ребёнка и справку о том, что он живёт с вами.
2. Если знаете место работы плательщика, укажите его в заявлении: это ускорит исполнение.
3. Сохраняйте историю платежей — банковские выписки понадобятся при расчёте задолженности.
`,
      en: `
## A parent’s duty
|| Under the Family Code of the Republic of Uzbekistan parents must support their minor children. The duty does not depend on whether the parents are married or divorced, or whether the parent lives with the child. If a father or mother does not help voluntarily, child maintenance is obtained by agreement or through a court.
## How much maintenance
Without an agreement the court sets maintenance as a **share** of the parent’s earnings and other income:
- for one child, a quarter;
- for two children, a third;
- for three or more children, a half.
Taking into account the parties’ finances and other important circumstances, the court may lower or raise this share. If the payer’s income is irregular, unofficial or paid in foreign currency, maintenance may be set as a **fixed sum of money**. It is usually tied to the base calculation amount, which protects it from inflation.
## Three ways to obtain child maintenance
### 1. A maintenance agreement
Parents can agree on the amount, timing and method of payment. The agreement is made in writing and notarised. A notarised agreement has the force of a writ of execution: if payments stop, it can be sent for enforcement straight away.
### 2. A court order
If paternity (or maternity) is established and no one else needs to be involved, maintenance as a share of income can be recovered in a simplified way, through a **court order**. The court issues it without a hearing. But if the debtor objects, the order is cancelled and you will have to file a claim.
### 3. A statement of claim
The claim goes to a civil court. The plaintiff may choose the court where they live or where the defendant lives. In a child maintenance claim the plaintiff is exempt from the state duty by law. Maintenance runs from the day the claim is filed, so do not delay.
## If arrears build up
If maintenance is not paid, the enforcement document goes to the **Bureau of Compulsory Enforcement**. The enforcement officer can deduct the debt from wages, freeze bank accounts, seize property and restrict the debtor’s travel abroad. Persistent evasion of child maintenance leads to administrative and even criminal liability.
## Practical tips
1. Have the child’s birth certificate and a certificate that the child lives with you ready in advance.
2. If you know where the payer works, say so in the application: it speeds up enforcement.
3. Keep a record of payments: bank statements will be needed to calculate any arrears.
`,
    },
  }),
  article({
    id: 'marital-property',
    categoryId: 'family',
    parentSpecializationId: 'family',
    title: t(
      'Er-xotinning umumiy mulki: nima taqsimlanadi va qanday',
      'Общее имущество супругов: что делится и как',
      'Marital property: what is divided and how',
    ),
    summary: t(
      'Qaysi mulk umumiy hisoblanadi, shaxsiy mulk nima, ulushlar qanday belgilanadi va taqsimlash uchun qachongacha murojaat qilish mumkin.',
      'Какое имущество считается общим, что является личным, как определяются доли и до какого срока можно требовать раздела.',
      'Which property is joint, what counts as personal, how shares are set and how long you have to claim a division.',
    ),
    publishedAt: '2024-07-22',
    reviewedBy: 'munisa.xudoyberdiyeva',
    body: {
      uz: `
|| Er-xotin oʻrtasidagi mulkiy nizolar koʻpincha nikoh bekor qilingandan keyin boshlanadi. Ularni toʻgʻri hal qilish uchun avvalo qaysi mol-mulk umumiy, qaysi biri esa turmush oʻrtoqlardan birining shaxsiy mulki ekanini aniqlab olish kerak.
## Umumiy mulk nima
Oila kodeksiga koʻra er-xotinning **nikoh davomida orttirgan** mol-mulki, agar nikoh shartnomasida boshqacha belgilanmagan boʻlsa, ularning umumiy birgalikdagi mulki hisoblanadi. Bunga quyidagilar kiradi:
- har birining mehnat, tadbirkorlik va intellektual faoliyatdan olgan daromadlari;
- umumiy daromadlar hisobiga sotib olingan uy-joy, avtomobil, maishiy texnika va boshqa buyumlar;
- qimmatli qogʻozlar, bankdagi omonatlar va tijorat tashkilotlaridagi ulushlar;
- nikoh davomida olingan pensiya va nafaqalar (maqsadli toʻlovlardan tashqari).
Muhimi: mulk kimning nomiga roʻyxatdan oʻtkazilgani va kim pul toʻlagani ahamiyatga ega emas. Uy bilan band boʻlgan, bolalarga qaragan va shu sababli mustaqil daromad olmagan turmush oʻrtogʻi ham umumiy mulkka teng huquqqa ega.
## Shaxsiy mulk nima
Quyidagilar umumiy mulk hisoblanmaydi va taqsimlanmaydi:
1. nikohgacha har biriga tegishli boʻlgan mulk;
2. nikoh davomida hadya yoki meros sifatida olingan mulk;
3. shaxsiy foydalanishdagi buyumlar (kiyim, poyabzal), qimmatbaho taqinchoqlar va zebu-ziynat buyumlaridan tashqari.
Ammo agar nikoh davomida shaxsiy mulkning qiymati umumiy mablagʻlar hisobiga sezilarli oshgan boʻlsa (masalan, shaxsiy uy kapital taʼmirlangan boʻlsa), sud uni umumiy mulk deb topishi mumkin.
## Ulushlar qanday belgilanadi
Taqsimlashda er-xotinning ulushlari **teng** deb eʼtirof etiladi. Sud voyaga yetmagan bolalarning manfaatlari yoki turmush oʻrtoqlardan birining eʼtiborga loyiq manfaatlarini hisobga olib, bu qoidadan chetga chiqishi mumkin. Masalan, bolalar kim bilan yashasa, unga kattaroq ulush berilishi mumkin.
Mulk natura holida boʻlinadi; agar bu imkonsiz boʻlsa (masalan, bitta avtomobil), u bir tarafga beriladi, ikkinchisiga esa **pul kompensatsiyasi** undiriladi.
## Qarzlar ham taqsimlanadi
Oila manfaatlari uchun olingan umumiy qarzlar — masalan, kvartira uchun ipoteka krediti — ulushlarga mutanosib ravishda taqsimlanadi. Bu haqda daʼvoda alohida koʻrsatish lozim.
## Muddat
Ajralgan er-xotinning umumiy mulkni taqsimlash haqidagi talablariga uch yillik daʼvo muddati qoʻllaniladi. Bu muddat nikoh bekor qilingan kundan emas, balki turmush oʻrtogʻi oʻz huquqi buzilganini bilgan yoki bilishi kerak boʻlgan kundan hisoblanadi.
## Nima qilish kerak
1. Nikoh davomida orttirilgan barcha mulkning roʻyxatini tuzing.
2. Huquqni tasdiqlovchi hujjatlarni toʻplang: kadastr koʻchirmasi, texpasport, shartnomalar.
3. Mulk qiymatini mustaqil baholovchiga baholating.
4. Avval kelishuvga urinib koʻring; kelishuv notarial tasdiqlanadi.
5. Kelishilmasa, mulk joylashgan yoki javobgar yashaydigan joydagi sudga daʼvo bilan murojaat qiling.
`,
      ru: `
|| Имущественные споры супругов чаще всего начинаются после развода. Чтобы решить их правильно, сначала нужно понять, какое имущество является общим, а какое — личной собственностью одного из супругов.
## Что такое общее имущество
Согласно Семейному кодексу имущество, **нажитое супругами во время брака**, является их общей совместной собственностью, если брачным договором не установлено иное. Сюда входят:
- доходы каждого от трудовой, предпринимательской и интеллектуальной деятельности;
- жильё, автомобиль, бытовая техника и другие вещи, купленные на общие доходы;
- ценные бумаги, банковские вклады и доли в коммерческих организациях;
- пенсии и пособия, полученные в браке (кроме целевых выплат).
Главное: не имеет значения, на чьё имя зарегистрировано имущество и кто платил деньги. Супруг, который вёл хозяйство, ухаживал за детьми и поэтому не имел самостоятельного дохода, имеет равное право на общее имущество.
## Что является личным имуществом
Не являются общими и не делятся:
1. имущество, принадлежавшее каждому до брака;
2. имущество, полученное в браке в дар или по наследству;
3. вещи индивидуального пользования (одежда, обувь), за исключением драгоценностей и предметов роскоши.
Однако если в период брака стоимость личного имущества значительно увеличилась за счёт общих средств (например, личный дом капитально отремонтирован), суд может признать его общим.
## Как определяются доли
При разделе доли супругов признаются **равными**. Суд может отступить от этого правила, учитывая интересы несовершеннолетних детей или заслуживающий внимания интерес одного из супругов. Например, тому, с кем остаются дети, может быть присуждена большая доля.
Имущество делится в натуре; если это невозможно (например, один автомобиль), его передают одной стороне, а другой присуждают **денежную компенсацию**.
## Долги тоже делятся
Общие долги, взятые в интересах семьи, — например, ипотечный кредит на квартиру — распределяются пропорционально долям. Об этом нужно отдельно указать в иске.
## Срок
К требованиям бывших супругов о разделе общего имущества применяется трёхлетний срок исковой давности. Он отсчитывается не со дня развода, а со дня, когда супруг узнал или должен был узнать о нарушении своего права.
## Что делать
1. Составьте перечень всего имущества, нажитого в браке.
2. Соберите правоустанавливающие документы: выписку из кадастра, техпаспорт, договоры.
3. Закажите независимую оценку стоимости.
4. Сначала попробуйте договориться; соглашение удостоверяется нотариально.
5. Если не получится, обратитесь с иском в суд по месту нахождения имущества или жительства ответчика.
`,
      en: `
|| Property disputes between spouses usually begin after a divorce. To resolve them properly, you first need to work out which property is joint and which belongs personally to one spouse.
## What joint property is
Under the Family Code, property **acquired by the spouses during the marriage** is their joint property unless a marriage contract says otherwise. This includes:
- each spouse’s income from work, business and intellectual activity;
- a home, car, appliances and other things bought with joint income;
- securities, bank deposits and shares in companies;
- pensions and benefits received during the marriage (other than payments for a specific purpose).
Crucially, it does not matter in whose name the property is registered or who paid for it. A spouse who kept the house and looked after the children, and so had no income of their own, has an equal right to the joint property.
## What personal property is
The following are not joint and are not divided:
1. property each spouse owned before the marriage;
2. property received during the marriage as a gift or inheritance;
3. items for personal use such as clothes and shoes, but not jewellery or luxury items.
However, if personal property rose substantially in value during the marriage thanks to joint money (for example, a personal house was fully renovated), the court may treat it as joint.
## How shares are set
On division the spouses’ shares are deemed **equal**. The court may depart from this to protect the interests of minor children or a spouse’s interest that deserves attention; for example, the parent the children live with may receive a larger share.
Property is divided in kind. Where that is impossible, as with a single car, it goes to one party and the other receives **monetary compensation**.
## Debts are divided too
Joint debts taken on for the family, such as a mortgage for the flat, are split in proportion to the shares. Say so separately in the claim.
## Time limit
Former spouses’ claims to divide joint property are subject to the three-year limitation period. It runs not from the divorce but from the day the spouse learned, or should have learned, that their right was violated.
## What to do
1. List all the property acquired during the marriage.
2. Gather the title documents: cadastre extract, vehicle registration, contracts.
3. Have the property valued by an independent appraiser.
4. Try to agree first; an agreement is notarised.
5. If you cannot agree, file a claim with the court where the property is or where the defendant lives.
`,
    },
  }),
  article({
    id: 'inheritance-basics',
    categoryId: 'family',
    parentSpecializationId: 'family',
    title: t(
      'Meros: vasiyat, qonun boʻyicha meros va olti oylik muddat',
      'Наследство: завещание, наследование по закону и шестимесячный срок',
      'Inheritance: wills, intestacy and the six-month deadline',
    ),
    summary: t(
      'Meros qanday ochiladi, kimlar merosxoʻr boʻladi, merosni qanday qabul qilish kerak va muddat oʻtkazib yuborilsa nima qilish mumkin.',
      'Как открывается наследство, кто является наследником, как его принять и что делать, если срок пропущен.',
      'How an estate opens, who inherits, how to accept an inheritance and what to do if you miss the deadline.',
    ),
    publishedAt: '2024-09-10',
    reviewedBy: 'gulnora.rahimova',
    body: {
      uz: `
|| Yaqin kishingiz vafot etganda meros masalalari bilan shugʻullanish ogʻir boʻladi. Shunga qaramay, muddatlarni oʻtkazib yubormaslik uchun asosiy qoidalarni bilish muhim. Merosga oid munosabatlar Oʻzbekiston Respublikasi Fuqarolik kodeksi bilan tartibga solinadi.
## Meros qachon va qayerda ochiladi
Meros fuqaro vafot etgan kuni (yoki sud uni vafot etgan deb eʼlon qilgan kuni) ochiladi. Meros ochilgan joy — meros qoldiruvchining oxirgi doimiy yashash joyi. Aynan shu hududdagi notarius meros ishini yuritadi.
## Vasiyat boʻyicha meros
Fuqaro oʻz mol-mulkini istalgan shaxsga vasiyat qilishi mumkin. Vasiyatnoma yozma shaklda tuzilib, notarial tasdiqlanadi. Biroq qonun ayrim yaqinlarni himoya qiladi: meros qoldiruvchining voyaga yetmagan yoki mehnatga layoqatsiz bolalari, mehnatga layoqatsiz turmush oʻrtogʻi va ota-onasi vasiyatnoma mazmunidan qatʼi nazar **majburiy ulush** oladi.
## Qonun boʻyicha meros
Vasiyatnoma boʻlmasa yoki u butun mulkni qamrab olmasa, meros qonun boʻyicha navbat tartibida oʻtadi:
1. birinchi navbatda — bolalar (shu jumladan farzandlikka olinganlar), turmush oʻrtogʻi va ota-onasi;
2. ikkinchi navbatda — aka-uka va opa-singillar, buva va buvilar;
3. keyingi navbatlarda — boshqa qarindoshlar.
Har bir keyingi navbat merosxoʻrlari oldingi navbatda merosxoʻr boʻlmaganda yoki ularning hammasi merosdan voz kechganda meros oladi. Bir navbatdagi merosxoʻrlar teng ulushlarda meros oladi.
## Merosni qabul qilish: olti oy
Merosni qabul qilish uchun meros ochilgan kundan boshlab **olti oy** ichida meros ochilgan joydagi notariusga ariza berish kerak. Merosni haqiqatda qabul qilish ham hisobga olinadi: masalan, merosxoʻr uyda yashashni davom ettirsa, kommunal toʻlovlarni toʻlasa yoki mulkni saqlash choralarini koʻrsa.
Olti oy oʻtgach notarius **meros huquqi toʻgʻrisidagi guvohnoma** beradi. Koʻchmas mulk boʻyicha bu guvohnoma asosida kadastr organida mulk huquqi roʻyxatdan oʻtkaziladi.
## Muddat oʻtkazib yuborilsa
Agar muddat uzrli sabab bilan — kasallik, uzoq safar, meros ochilganidan bexabarlik — oʻtkazib yuborilgan boʻlsa, sud uni tiklashi mumkin. Buning uchun sababi bartaraf etilgandan keyin olti oy ichida sudga murojaat qilish kerak. Shuningdek, merosni qabul qilgan boshqa barcha merosxoʻrlar yozma rozilik bersa, notarius muddat oʻtgandan keyin ham arizani qabul qilishi mumkin.
## Qarzlar ham meros boʻladi
Merosxoʻrlar meros qoldiruvchining qarzlari uchun **oʻzlariga oʻtgan mulk qiymati doirasida** javob beradi. Qarzlar mulkdan koʻp boʻlsa, merosdan voz kechish mantiqli boʻlishi mumkin. Buni ham olti oy ichida qilish kerak.
## Notariusga nimalarni olib borish kerak
- vafot etganlik haqidagi guvohnoma;
- qarindoshlikni tasdiqlovchi hujjatlar (tugʻilganlik, nikoh guvohnomalari);
- meros qoldiruvchining oxirgi yashash joyi haqidagi maʼlumotnoma;
- mulkka boʻlgan huquqni tasdiqlovchi hujjatlar;
- vasiyatnoma boʻlsa, uning nusxasi.
`,
      ru: `
|| Заниматься наследством после смерти близкого человека тяжело. И всё же важно знать основные правила, чтобы не пропустить сроки. Наследственные отношения регулируются Гражданским кодексом Республики Узбекистан.
## Когда и где открывается наследство
Наследство открывается в день смерти гражданина (или в день, когда суд объявил его умершим). Место открытия наследства — последнее постоянное место жительства наследодателя. Именно нотариус этой территории ведёт наследственное дело.
## Наследование по завещанию
Гражданин может завещать имущество любому лицу. Завещание составляется письменно и удостоверяется нотариально. Однако закон защищает некоторых близких: несовершеннолетние или нетрудоспособные дети наследодателя, его нетрудоспособные супруг и родители получают **обязательную долю** независимо от содержания завещания.
## Наследование по закону
Если завещания нет или оно охватывает не всё имущество, наследство переходит по закону в порядке очерёдности:
1. в первую очередь — дети (в том числе усыновлённые), супруг и родители;
2. во вторую очередь — братья и сёстры, дедушки и бабушки;
3. в последующие очереди — другие родственники.
Наследники каждой следующей очереди наследуют, если нет наследников предыдущей или все они отказались от наследства. Наследники одной очереди наследуют в равных долях.
## Принятие наследства: шесть месяцев
Чтобы принять наследство, нужно в течение **шести месяцев** со дня его открытия подать заявление нотариусу по месту открытия наследства. Учитывается и фактическое принятие: например, если наследник продолжает жить в доме, оплачивает коммунальные услуги или принимает меры к сохранению имущества.
По истечении шести месяцев нотариус выдаёт **свидетельство о праве на наследство**. На основании свидетельства право на недвижимость регистрируется в кадастровом органе.
## Если срок пропущен
Если срок пропущен по уважительной причине — болезнь, длительная командировка, незнание об открытии наследства, — суд может его восстановить. Для этого нужно обратиться в суд в течение шести месяцев после того, как причина отпала. Кроме того, нотариус может принять заявление и после срока, если все остальные принявшие наследство наследники дадут письменное согласие.
## Долги тоже наследуются
Наследники отвечают по долгам наследодателя **в пределах стоимости перешедшего к ним имущества**. Если долгов больше, чем имущества, разумно отказаться от наследства. Это тоже нужно сделать в течение шести месяцев.
## Что взять к нотариусу
- свидетельство о смерти;
- документы о родстве (свидетельства о рождении, о браке);
- справку о последнем месте жительства наследодателя;
- документы о правах на имущество;
- копию завещания, если оно есть.
`,
      en: `
|| Dealing with an inheritance after losing someone close is hard. Even so, it matters to know the basic rules so that you do not miss a deadline. Inheritance is governed by the Civil Code of the Republic of Uzbekistan.
## When and where the estate opens
An estate opens on the day a person dies (or the day a court declares them dead). It opens at the deceased’s last permanent residence, and the notary for that area handles the inheritance case.
## Inheritance under a will
A person may leave their property to anyone by will. A will is made in writing and notarised. The law does, however, protect certain close relatives: the deceased’s minor or disabled children, and a disabled spouse or parents, receive a **compulsory share** whatever the will says.
## Inheritance without a will
If there is no will, or it does not cover all the property, the estate passes by law in order of priority:
1. first, the children (including adopted children), spouse and parents;
2. second, brothers and sisters, grandparents;
3. then other relatives.
Each later group inherits only if there is no one in the earlier group or they have all renounced. Heirs in the same group inherit equal shares.
## Accepting the inheritance: six months
To accept an inheritance you must apply to the notary where the estate opened within **six months** of the day it opened. Accepting in fact also counts: for example, continuing to live in the house, paying the utility bills or taking steps to preserve the property.
After six months the notary issues a **certificate of inheritance**. For real estate, ownership is then registered with the cadastre authority on the basis of that certificate.
## If you miss the deadline
If the deadline was missed for a good reason, such as illness, a long trip abroad or not knowing of the death, a court can restore it. You must go to court within six months after the reason ceased. A notary may also accept a late application if all the other heirs who have accepted agree in writing.
## Debts are inherited too
Heirs answer for the deceased’s debts **up to the value of the property they receive**. If the debts exceed the estate, renouncing it may make sense; that too must be done within six months.
## What to bring to the notary
- the death certificate;
- documents proving kinship (birth and marriage certificates);
- a certificate of the deceased’s last residence;
- title documents for the property;
- a copy of the will, if there is one.
`,
    },
  }),
  article({
    id: 'marriage-contract',
    categoryId: 'family',
    parentSpecializationId: 'family',
    title: t(
      'Nikoh shartnomasi: kimga kerak va unda nimani kelishish mumkin',
      'Брачный договор: кому он нужен и что в нём можно предусмотреть',
      'Marriage contracts: who needs one and what they can cover',
    ),
    summary: t(
      'Nikoh shartnomasi qachon tuziladi, unga nimalarni kiritish mumkin va nimalarni kiritib boʻlmaydi, uni qanday oʻzgartirish yoki bekor qilish mumkin.',
      'Когда заключается брачный договор, что в него можно включить и чего нельзя, как его изменить или расторгнуть.',
      'When a marriage contract is made, what it may and may not include, and how it can be changed or ended.',
    ),
    publishedAt: '2025-02-03',
    reviewedBy: 'notarius.shahnoza',
    body: {
      uz: `
|| Nikoh shartnomasi koʻpchilik uchun hali ham notanish tushuncha, lekin u er-xotinning mulkiy munosabatlarini oldindan aniq belgilab, kelajakdagi nizolarning oldini olishga yordam beradi. Oila kodeksi er-xotinga qonundagi umumiy qoidalardan farqli mulkiy tartibni tanlash imkonini beradi.
## Nikoh shartnomasi nima
Nikoh shartnomasi — nikohga kiruvchi shaxslar yoki er-xotin oʻrtasidagi kelishuv boʻlib, unda nikoh davomida va u bekor qilinganda ularning mulkiy huquq va majburiyatlari belgilanadi. Shartnoma nikoh qayd etilgunga qadar ham, nikoh davomida ham istalgan vaqtda tuzilishi mumkin. Nikohdan oldin tuzilgan shartnoma nikoh qayd etilgan kundan kuchga kiradi.
Shartnoma **yozma shaklda** tuziladi va **notarial tasdiqlanishi shart**. Oddiy yozma kelishuv nikoh shartnomasi hisoblanmaydi.
## Unda nimani kelishish mumkin
Er-xotin, jumladan, quyidagilarni belgilashi mumkin:
- umumiy birgalikdagi mulk tartibini oʻzgartirish: masalan, barcha mulkni yoki uning bir qismini ulushli yoki alohida mulk deb belgilash;
- har birining oila xarajatlarida ishtirok etish tartibi;
- bir-birini taʼminlash boʻyicha majburiyatlar;
- nikoh bekor qilinganda qaysi mulk kimga oʻtishi;
- biznes, kvartira yoki avtomobil kabi muayyan mulk boʻyicha alohida qoidalar.
Shartnoma mavjud mulkka ham, kelajakda orttiriladigan mulkka ham tatbiq etilishi mumkin.
## Nimani kiritib boʻlmaydi
Qonun nikoh shartnomasiga ayrim cheklovlar qoʻyadi. Unga quyidagilarni kiritish mumkin emas:
1. er-xotinning huquq layoqati yoki muomala layoqatini cheklash;
2. sudga murojaat qilish huquqini cheklash;
3. shaxsiy nomulkiy munosabatlarni tartibga solish — masalan, kim qayerda ishlashi yoki qanday yashashi;
4. bolalarga nisbatan huquq va majburiyatlarni belgilash;
5. muhtoj mehnatga layoqatsiz turmush oʻrtogʻining taʼminot olish huquqini cheklash;
6. turmush oʻrtoqlardan birini ogʻir ahvolga solib qoʻyadigan shartlar.
Bunday shartlar haqiqiy emas deb topilishi mumkin, qolgan qismi esa kuchda qoladi.
## Kimlarga foydali
Nikoh shartnomasi, ayniqsa, quyidagi hollarda oʻylab koʻrishga arziydi:
- turmush oʻrtoqlardan birining biznesi yoki qimmatbaho mulki boʻlsa;
- takroriy nikohda oldingi nikohdan farzandlar boʻlsa;
- er-xotinning daromadlari sezilarli farq qilsa;
- ular mulkni oldindan aniq taqsimlashni xohlasa.
## Oʻzgartirish va bekor qilish
Shartnoma er-xotinning kelishuvi bilan istalgan vaqtda oʻzgartirilishi yoki bekor qilinishi mumkin; kelishuv ham notarial tasdiqlanadi. Bir tomonlama voz kechishga yoʻl qoʻyilmaydi. Sharoit jiddiy oʻzgarganda turmush oʻrtoqlardan biri sud orqali shartnomani oʻzgartirish yoki bekor qilishni talab qilishi mumkin. Nikoh bekor qilinganda shartnoma, unda nazarda tutilgan majburiyatlardan tashqari, oʻz kuchini yoʻqotadi.
`,
      ru: `
|| Брачный договор для многих всё ещё непривычен, но он позволяет заранее чётко определить имущественные отношения супругов и предотвратить будущие споры. Семейный кодекс даёт супругам возможность выбрать имущественный режим, отличный от общих правил закона.
## Что такое брачный договор
Брачный договор — соглашение лиц, вступающих в брак, или супругов, определяющее их имущественные права и обязанности в браке и при его расторжении. Договор можно заключить как до регистрации брака, так и в любое время в браке. Договор, заключённый до брака, вступает в силу со дня регистрации брака.
Договор заключается **в письменной форме** и **подлежит обязательному нотариальному удостоверению**. Простое письменное соглашение брачным договором не является.
## Что в нём можно предусмотреть
Супруги вправе, в частности, установить:
- изменение режима совместной собственности: например, объявить всё имущество или его часть долевой или раздельной собственностью;
- порядок участия каждого в семейных расходах;
- взаимные обязанности по содержанию;
- какое имущество кому перейдёт при расторжении брака;
- особые правила в отношении отдельного имущества: бизнеса, квартиры или автомобиля.
Договор может касаться как имеющегося, так и будущего имущества.
## Что включать нельзя
Закон устанавливает ограничения. В брачный договор нельзя включать условия, которые:
1. ограничивают правоспособность или дееспособность супругов;
2. ограничивают право на обращение в суд;
3. регулируют личные неимущественные отношения — например, кто где работает и как живёт;
4. определяют права и обязанности в отношении детей;
5. ограничивают право нуждающегося нетрудоспособного супруга на содержание;
6. ставят одного из супругов в крайне неблагоприятное положение.
Такие условия могут быть признаны недействительными, а остальная часть договора сохранит силу.
## Кому это полезно
Брачный договор стоит рассмотреть, в частности, если:
- у одного из супругов есть бизнес или ценное имущество;
- в повторном браке есть дети от прежнего брака;
- доходы супругов существенно различаются;
- супруги хотят заранее чётко распределить имущество.
## Изменение и расторжение
Договор можно изменить или расторгнуть в любое время по соглашению супругов; соглашение также удостоверяется нотариально. Односторонний отказ не допускается. При существенном изменении обстоятельств один из супругов вправе требовать изменения или расторжения договора через суд. С прекращением брака договор утрачивает силу, кроме обязательств, предусмотренных на этот случай.
`,
      en: `
|| Marriage contracts are still unfamiliar to many people, but they let spouses set out their property relations clearly in advance and avoid disputes later. The Family Code allows spouses to choose a property regime different from the general rules of the law.
## What a marriage contract is
A marriage contract is an agreement between people about to marry, or between spouses, that sets out their property rights and duties during the marriage and if it ends. It can be made before the marriage is registered or at any time during it; one made before the marriage takes effect on the day the marriage is registered.
The contract must be **in writing** and **must be notarised**. A simple written agreement is not a marriage contract.
## What it can cover
Among other things, spouses may agree:
- to change the joint-property regime, for example by making all or some property shared in set shares or separate;
- how each contributes to family expenses;
- mutual duties of support;
- which property goes to whom if the marriage ends;
- special rules for particular assets such as a business, a flat or a car.
The contract may cover both existing and future property.
## What it cannot include
The law sets limits. A marriage contract may not contain terms that:
1. restrict the spouses’ legal capacity;
2. restrict the right to go to court;
3. govern personal, non-property matters, such as who works where or how they live;
4. set rights and duties towards the children;
5. limit a needy spouse’s right to support when unable to work;
6. put one spouse in an extremely unfavourable position.
Such terms may be declared void while the rest of the contract stays in force.
## Who benefits
A marriage contract is worth considering especially when:
- one spouse has a business or valuable property;
- in a second marriage there are children from the first;
- the spouses’ incomes differ considerably;
- the couple want to settle property clearly in advance.
## Changing and ending it
The contract can be changed or ended at any time by agreement of the spouses, again notarised; one spouse cannot simply withdraw. If circumstances change substantially, either spouse may ask a court to amend or end it. When the marriage ends, the contract ceases to apply except for obligations it sets for that event.
`,
    },
  }),
];
