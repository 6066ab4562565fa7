/**
 * Support: 6 categories and 30 questions. Answers are rich text (the same RichTextDocument as
 * articles, one per language), so they can carry lists and emphasis; answers on documents and
 * statements of claim end with the "general information, not legal advice" note.
 */
import { rich, t, withNotice, type PerLocale } from './helpers';
import type { LocalizedRichText, SeedSupportCategory, SeedSupportQuestion, Text3 } from './types';

export const supportCategories: SeedSupportCategory[] = [
  {
    id: 'account',
    name: t('Hisob va OneID orqali kirish', 'Аккаунт и вход через OneID', 'Account and sign-in with OneID'),
    icon: 'tabler:user-circle',
    order: 1,
  },
  { id: 'payments', name: t('Toʻlovlar va savat', 'Оплата и корзина', 'Payments and basket'), icon: 'tabler:credit-card', order: 2 },
  { id: 'documents', name: t('Hujjatlar va shablonlar', 'Документы и шаблоны', 'Documents and templates'), icon: 'tabler:file-text', order: 3 },
  { id: 'claims', name: t('Daʼvo arizalari', 'Исковые заявления', 'Statements of claim'), icon: 'tabler:gavel', order: 4 },
  { id: 'specialists', name: t('Mutaxassislar va sharhlar', 'Специалисты и отзывы', 'Specialists and reviews'), icon: 'tabler:users', order: 5 },
  { id: 'privacy', name: t('Maxfiylik va maʼlumotlar', 'Конфиденциальность и данные', 'Privacy and data'), icon: 'tabler:lock', order: 6 },
];

const LEGAL_CATEGORIES = new Set(['documents', 'claims']);
let order = 0;
function q(id: string, categoryId: string, question: Text3, answer: PerLocale<string>, featured = false): SeedSupportQuestion {
  const body: LocalizedRichText = rich(answer);
  order += 1;
  return { id, categoryId, question, answer: LEGAL_CATEGORIES.has(categoryId) ? withNotice(body) : body, order, featured };
}

export const supportQuestions: SeedSupportQuestion[] = [
  // ───────────── account ─────────────
  q(
    'how-to-sign-in',
    'account',
    t('Saytga qanday kiraman?', 'Как войти на сайт?', 'How do I sign in?'),
    {
      uz: `Saytga faqat **OneID** — davlat xizmatlarining yagona identifikatsiya tizimi orqali kiriladi. Alohida parol oʻylab topish shart emas.
1. Yuqori oʻng burchakdagi «Kirish» tugmasini bosing.
2. OneID sahifasida login va parol, elektron raqamli imzo yoki mobil ilova orqali tasdiqlang.
3. Tasdiqlangandan soʻng siz avval ochgan sahifaga qaytasiz.
Ism-sharifingiz, JShShIR va telefon raqamingiz OneIDdan olinadi va hujjatlarni toʻldirishda avtomatik qoʻyiladi; pasport maʼlumotlari va manzilni oʻzingiz kiritasiz.`,
      ru: `Вход на сайт возможен только через **OneID** — единую систему идентификации госуслуг. Отдельный пароль придумывать не нужно.
1. Нажмите «Войти» в правом верхнем углу.
2. На странице OneID подтвердите вход логином и паролем, электронной цифровой подписью или через мобильное приложение.
3. После подтверждения вы вернётесь на страницу, с которой начали.
Ф.И.О., ПИНФЛ и телефон берутся из OneID и автоматически подставляются в документы; паспортные данные и адрес вы вводите сами.`,
      en: `You sign in only through **OneID**, the government’s single sign-on. There is no separate password to create.
1. Press “Sign in” in the top right corner.
2. On the OneID page confirm with your login and password, an electronic digital signature or the mobile app.
3. Once confirmed, you return to the page you started from.
Your name, PINFL and phone come from OneID and are filled into documents automatically; you type in your passport details and address.`,
    },
    true,
  ),
  q(
    'no-oneid-account',
    'account',
    t('OneID hisobim yoʻq. Nima qilishim kerak?', 'У меня нет учётной записи OneID. Что делать?', 'I do not have a OneID account. What should I do?'),
    {
      uz: `OneID hisobini id.egov.uz saytida bepul ochish mumkin. Roʻyxatdan oʻtish uchun pasport yoki ID-karta maʼlumotlari va oʻz nomingizga roʻyxatdan oʻtgan telefon raqami kerak boʻladi.
Agar onlayn roʻyxatdan oʻtishda qiyinchilik boʻlsa, yaqin atrofdagi Davlat xizmatlari markaziga murojaat qiling. Hisob ochilgach, bizning saytga qaytib, «Kirish» tugmasini bosing.`,
      ru: `Учётную запись OneID можно бесплатно создать на сайте id.egov.uz. Понадобятся данные паспорта или ID-карты и номер телефона, зарегистрированный на ваше имя.
Если онлайн-регистрация не получается, обратитесь в ближайший Центр государственных услуг. После создания учётной записи OneID вернитесь на наш сайт и нажмите «Войти».`,
      en: `You can open a OneID account free of charge at id.egov.uz. You will need your passport or ID card details and a phone number registered in your name.
If online registration does not work, visit the nearest Public Services Centre. Once the account exists, come back to our site and press “Sign in”.`,
    },
  ),
  q(
    'sign-out-shared-computer',
    'account',
    t('Begona kompyuterda saytdan qanday chiqaman?', 'Как выйти с сайта на чужом компьютере?', 'How do I sign out on a shared computer?'),
    {
      uz: `Profil menyusidagi «Chiqish» tugmasini bosing: saytdagi seansingiz yakunlanadi.
**Muhim:** OneIDdagi seans alohida saqlanishi mumkin. Umumiy yoki begona kompyuterda ishlaganingizdan keyin id.egov.uz saytidan ham chiqing va brauzer oynasini yoping. Qaysi brauzerlarda hisobingizga kirilganini shaxsiy kabinetdagi «Seanslar» boʻlimida koʻrishingiz va keraksizlarini tugatishingiz mumkin.`,
      ru: `Нажмите «Выйти» в меню профиля: ваш сеанс на сайте завершится.
**Важно:** сеанс в OneID может сохраняться отдельно. Поработав на общем или чужом компьютере, выйдите также на сайте id.egov.uz и закройте окно браузера. Браузеры, в которых выполнен вход, перечислены в разделе «Сеансы» личного кабинета: там можно завершить лишние сеансы.`,
      en: `Press “Sign out” in the profile menu to end your session on our site.
**Important:** your OneID session may stay open separately. After using a shared or public computer, also sign out at id.egov.uz and close the browser window. The browsers you are signed in on are listed under “Sessions” in your account, where you can end the ones you do not need.`,
    },
  ),
  q(
    'change-language-and-theme',
    'account',
    t('Til va rang rejimini qanday oʻzgartiraman?', 'Как сменить язык и цветовую тему?', 'How do I change the language or colour mode?'),
    {
      uz: `Sayt oʻzbek, rus va ingliz tillarida ishlaydi. Tilni sahifaning yuqori qismidagi til tanlagichidan oʻzgartiring: siz oʻsha sahifaning boshqa tildagi variantiga oʻtasiz, tanlovingiz esa eslab qolinadi.
Rang rejimi uchun uchta variant bor: yorugʻ, qorongʻi va «ushbu qurilma sozlamasiga koʻra» — bunda sayt qurilmangiz sozlamasiga moslashadi.`,
      ru: `Сайт работает на узбекском, русском и английском языках. Язык меняется переключателем в верхней части страницы: вы перейдёте на ту же страницу на другом языке, а выбор запомнится.
Цветовых тем три: светлая, тёмная и «как настроено на этом устройстве», при которой сайт следует настройке вашего устройства.`,
      en: `The site works in Uzbek, Russian and English. Change the language with the switcher at the top of the page: you move to the same page in the other language and your choice is remembered.
There are three colour modes: light, dark and “as on this device”, which follows your device’s setting.`,
    },
  ),
  q(
    'open-in-telegram',
    'account',
    t('Saytni Telegram ichida ochsa boʻladimi?', 'Можно ли открыть сайт внутри Telegram?', 'Can I open the site inside Telegram?'),
    {
      uz: `Ha. Bizning Telegram botimizdagi tugma saytni Telegram ichidagi oynada ochadi. Bunday rejimda sahifaning yuqori qismi va pastki menyuning bir qismi yashiriladi, qolgan barcha imkoniyatlar — qidiruv, savat, hujjatlar — odatdagidek ishlaydi.`,
      ru: `Да. Кнопка в нашем Telegram-боте открывает сайт во встроенном окне Telegram. В этом режиме шапка и часть нижнего меню скрыты, а всё остальное — поиск, корзина, документы — работает как обычно.`,
      en: `Yes. The button in our Telegram bot opens the site in Telegram’s built-in window. In that mode the header and part of the footer are hidden; everything else, from search to the basket and documents, works as usual.`,
    },
  ),

  // ───────────── payments ─────────────
  q(
    'payment-methods',
    'payments',
    t('Qanday usullarda toʻlash mumkin?', 'Какие способы оплаты доступны?', 'How can I pay?'),
    {
      uz: `Xizmatlar uchun **Payme** yoki **Click** orqali Uzcard va Humo kartalari bilan toʻlash mumkin. Narxlar soʻmda koʻrsatiladi.
- Toʻlangan buyurtmaning chekini buyurtma sahifasidagi «Chek» tugmasi bilan ochib, chop etishingiz mumkin.
- Buyurtma holatini «Mening buyurtmalarim» boʻlimida kuzatishingiz mumkin.
- Karta maʼlumotlari bizning saytda saqlanmaydi: ular toʻlov tizimining oʻzida kiritiladi.`,
      ru: `Услуги можно оплатить через **Payme** или **Click** картами Uzcard и Humo. Цены указаны в сумах.
- Чек оплаченного заказа открывается кнопкой «Чек» на странице заказа, его можно распечатать.
- Статус заказа виден в разделе «Мои заказы».
- Данные карты на нашем сайте не хранятся: они вводятся в самой платёжной системе.`,
      en: `You can pay for services through **Payme** or **Click** with Uzcard and Humo cards. Prices are shown in UZS.
- The receipt of a paid order opens with the “Receipt” button on the order page, and you can print it.
- You can follow the order under “My orders”.
- Card details are never stored on our site: you enter them in the payment system itself.`,
    },
    true,
  ),
  q(
    'basket-before-sign-in',
    'payments',
    t(
      'Kirmasdan savatga xizmat qoʻshsam, u saqlanadimi?',
      'Сохранится ли корзина, если я добавил услуги до входа?',
      'Is my basket kept if I add services before signing in?',
    ),
    {
      uz: `Ha. Savat va saralanganlarni kirmasdan ham toʻldirishingiz mumkin. OneID orqali kirganingizda ular hisobingizga koʻchiriladi va boshqa qurilmada ham koʻrinadi. Toʻlov uchun esa kirish talab qilinadi.`,
      ru: `Да. Корзину и избранное можно заполнять и без входа. Когда вы войдёте через OneID, они перенесутся в ваш аккаунт и станут доступны на других устройствах. Для оплаты вход обязателен.`,
      en: `Yes. You can fill the basket and favourites without signing in. When you sign in with OneID they move to your account and appear on your other devices. Signing in is required to pay.`,
    },
  ),
  q(
    'refunds',
    'payments',
    t('Xizmat koʻrsatilmasa, pulim qaytariladimi?', 'Вернут ли деньги, если услуга не оказана?', 'Do I get a refund if the service is not provided?'),
    {
      uz: `Agar mutaxassis ishni boshlamasa, toʻlov toʻliq qaytariladi. Xizmat qisman koʻrsatilgan boʻlsa, qaytariladigan summa bajarilgan ishga qarab belgilanadi.
Mutaxassis ishni bajarildi deb belgilagan boʻlsa-yu, siz rozi boʻlmasangiz, buyurtma sahifasida «Eʼtiroz bildirish» tugmasini bosing: eʼtiroz buyurtma bilan birga qoʻllab-quvvatlash xizmatiga boradi. Boshqa hollarda buyurtma raqamini koʻrsatib, qoʻllab-quvvatlash xizmatiga yozing. Pul odatda bir necha ish kuni ichida toʻlov qilingan kartaga qaytadi; muddat bankka bogʻliq.`,
      ru: `Если специалист так и не приступил к работе, оплата возвращается полностью. Если услуга оказана частично, сумма возврата определяется по выполненной работе.
Если специалист отметил работу выполненной, а вы не согласны, нажмите «Оспорить» на странице заказа: возражение попадёт в службу поддержки вместе с заказом. В остальных случаях напишите в поддержку, указав номер заказа. Деньги обычно возвращаются на карту, с которой платили, в течение нескольких рабочих дней; срок зависит от банка.`,
      en: `If the specialist never starts the work, you get a full refund. If the service was partly provided, the refund depends on the work done.
If the specialist has marked the work done and you disagree, press “Dispute” on the order page: your objection goes to support with the order attached. Otherwise, write to support and give the order number. The money usually returns to the card you paid with within a few working days, depending on the bank.`,
    },
  ),
  q(
    'what-price-includes',
    'payments',
    t(
      'Xizmat narxiga davlat boji va notarius xarajatlari kiradimi?',
      'Входят ли в цену услуги госпошлина и нотариальные расходы?',
      'Does the price include state duty and notary fees?',
    ),
    {
      uz: `Yoʻq. Xizmat narxi faqat yurist yoki advokat mehnatini oʻz ichiga oladi. **Davlat boji**, notarial tariflar, patent bojlari, baholovchi va tarjimon xarajatlari alohida toʻlanadi. Ularning taxminiy miqdori odatda xizmat tavsifida yoki maslahat paytida aytiladi.
Narx «…dan» shaklida yozilgan boʻlsa (masalan, «150 000 soʻmdan»), bu eng kam narx: yakuniy summa ish murakkabligiga qarab kelishiladi.`,
      ru: `Нет. Цена услуги включает только работу юриста или адвоката. **Государственная пошлина**, нотариальный тариф, патентные пошлины, услуги оценщика и переводчика оплачиваются отдельно. Их примерный размер обычно указан в описании услуги или называется на консультации.
Если перед ценой стоит «от», это минимальная цена: итоговая сумма согласуется в зависимости от сложности дела.`,
      en: `No. The price covers only the lawyer’s or advocate’s work. The **state duty**, notary fees, patent fees, appraisers and translators are paid separately; their likely amount is usually given in the service description or at the consultation.
A price marked “from” is the minimum: the final amount is agreed according to how complex the case is.`,
    },
  ),
  q(
    'payment-failed',
    'payments',
    t(
      'Kartadan pul yechildi, lekin buyurtma toʻlanmagan deb koʻrsatilmoqda',
      'Деньги списались, а заказ не оплачен',
      'My card was charged but the order shows as unpaid',
    ),
    {
      uz: `Qayta toʻlamang. Toʻlov tizimidan tasdiq kelishi bir necha daqiqa olishi mumkin.
1. 10–15 daqiqadan soʻng sahifani yangilang.
2. Holat oʻzgarmasa, «Mening buyurtmalarim» boʻlimida toʻlov chekini toping.
3. Chek raqami bilan qoʻllab-quvvatlash xizmatiga yozing — biz toʻlovni qoʻlda tekshiramiz.
Agar toʻlov oxirigacha oʻtmagan boʻlsa, bank bloklangan summani oʻzi qaytaradi.`,
      ru: `Не платите повторно. Подтверждение от платёжной системы может прийти через несколько минут.
1. Обновите страницу через 10–15 минут.
2. Если статус не изменился, найдите чек в разделе «Мои заказы».
3. Напишите в поддержку с номером чека — мы проверим платёж вручную.
Если платёж не прошёл до конца, банк сам вернёт заблокированную сумму.`,
      en: `Do not pay again. The confirmation from the payment system can take a few minutes.
1. Refresh the page after 10–15 minutes.
2. If the status has not changed, find the receipt under “My orders”.
3. Write to support with the receipt number and we will check the payment by hand.
If the payment did not complete, the bank releases the blocked amount by itself.`,
    },
  ),

  q(
    'unpaid-order',
    'payments',
    t(
      'Buyurtmani qancha vaqt ichida toʻlash kerak va uni bekor qilsa boʻladimi?',
      'Сколько времени есть на оплату заказа и можно ли его отменить?',
      'How long do I have to pay for an order, and can I cancel it?',
    ),
    {
      uz: `Rasmiylashtirilgan buyurtmani **12 soat** ichida toʻlash mumkin; toʻlash muddati buyurtma sahifasida koʻrsatiladi. Muddat oʻtsa, buyurtmani toʻlab boʻlmaydi: xizmatlarni yana savatga qoʻshib, yangi buyurtma bering.
Toʻlanmagan buyurtmani buyurtma sahifasidagi «Buyurtmani bekor qilish» tugmasi bilan bekor qilishingiz mumkin, pul yechilmaydi. Toʻlov tizimida toʻlov jarayoni ketayotgan paytda bekor qilib boʻlmaydi: u tugashini kuting. Toʻlangan buyurtmani bu tugma bilan bekor qilib boʻlmaydi: pulni qaytarish uchun qoʻllab-quvvatlash xizmatiga yozing.`,
      ru: `Оформленный заказ можно оплатить в течение **12 часов**; срок оплаты указан на странице заказа. Когда он истечёт, оплатить заказ уже нельзя: снова добавьте услуги в корзину и оформите новый заказ.
Неоплаченный заказ можно отменить кнопкой «Отменить заказ» на странице заказа, деньги не списываются. Пока платёжная система проводит оплату, отменить заказ нельзя: дождитесь её окончания. Оплаченный заказ этой кнопкой не отменяется: чтобы вернуть деньги, напишите в поддержку.`,
      en: `An order can be paid within **12 hours** of checking out; the deadline is shown on the order page. Once it has passed, the order can no longer be paid: put the services in the basket again and place a new order.
You can cancel an unpaid order with the “Cancel the order” button on the order page, and nothing is charged. While the payment system is processing a payment, the order cannot be cancelled: wait until it finishes. A paid order cannot be cancelled with this button: to get your money back, write to support.`,
    },
  ),
  q(
    'confirm-or-dispute',
    'payments',
    t(
      'Mutaxassis ishni bajarildi deb belgiladi. Endi nima qilaman?',
      'Специалист отметил работу выполненной. Что дальше?',
      'The specialist has marked the work done. What now?',
    ),
    {
      uz: `Buyurtma sahifasida ikki yoʻl bor:
- ish sizni qoniqtirsa, «Bajarilganini tasdiqlash» tugmasini bosing: buyurtma yakunlanadi;
- rozi boʻlmasangiz, **7 kun** ichida «Eʼtiroz bildirish» tugmasini bosib, nima notoʻgʻri ekanini yozing. Eʼtiroz bir marta bildiriladi va buyurtma bilan birga qoʻllab-quvvatlash xizmatiga murojaat boʻlib boradi.
7 kun ichida hech narsa qilinmasa, buyurtma oʻzi yakunlanadi. Ish bajarildi deb belgilanganidan keyin xizmat haqida sharh ham qoldirishingiz mumkin.`,
      ru: `На странице заказа есть два пути:
- если работа вас устраивает, нажмите «Подтвердить выполнение»: заказ завершится;
- если вы не согласны, в течение **7 дней** нажмите «Оспорить» и опишите, что не так. Оспорить заказ можно один раз; обращение попадёт в службу поддержки вместе с заказом.
Если за 7 дней ничего не сделать, заказ завершится сам. После того как работа отмечена выполненной, можно также оставить отзыв об услуге.`,
      en: `The order page gives you two choices:
- if you are satisfied, press “Confirm the work is done” and the order is completed;
- if you disagree, press “Dispute” within **7 days** and say what is wrong. An order can be disputed once; your dispute goes to support as a ticket with the order attached.
If you do nothing for 7 days, the order completes by itself. Once the work is marked done, you can also review the service.`,
    },
  ),
  q(
    'what-specialist-sees',
    'payments',
    t('Mutaxassis men haqimda nimani koʻradi?', 'Что специалист видит обо мне?', 'What does the specialist see about me?'),
    {
      uz: `Toʻlangan buyurtmada mutaxassis oʻz xizmatlaridan nimalarni buyurtma qilganingizni koʻradi. Ismingiz va telefon raqamingizni esa faqat rasmiylashtirishda «Ismim va telefonimni mutaxassisga koʻrsatish» belgisini qoʻysangiz koʻradi; aks holda u bilan oʻzingiz bogʻlanasiz.
JShShIR, hujjatlaringiz va daʼvo arizalaringiz mutaxassisga koʻrsatilmaydi.`,
      ru: `В оплаченном заказе специалист видит, какие его услуги вы заказали. Ваши имя и телефон он видит, только если при оформлении вы отметили «Показать специалисту моё имя и телефон»; иначе вы связываетесь с ним сами.
ПИНФЛ, ваши документы и исковые заявления специалисту не показываются.`,
      en: `On a paid order the specialist sees which of their services you ordered. They see your name and phone number only if you ticked “Share my name and phone with the specialist” at checkout; otherwise you contact them yourself.
Your PINFL, documents and statements of claim are not shown to the specialist.`,
    },
  ),

  // ───────────── documents ─────────────
  q(
    'how-templates-work',
    'documents',
    t('Hujjat shablonidan qanday foydalanaman?', 'Как пользоваться шаблоном документа?', 'How do I use a document template?'),
    {
      uz: `Shablonni tanlang va uning maydonlarini toʻldiring. Tizim sizdan faqat kerakli maʼlumotlarni soʻraydi, maʼlumotlaringizning bir qismi OneIDdan avtomatik qoʻyiladi.
1. Maydonlarni toʻldiring; majburiylari belgilab qoʻyilgan.
2. Oldindan koʻrish oynasida hujjat matnini tekshiring.
3. Hujjatni saqlang, chop eting yoki PDF sifatida yuklab oling.
Saqlangan hujjatlar «Mening hujjatlarim» boʻlimida turadi va ularga istalgan vaqtda qaytish mumkin.`,
      ru: `Выберите шаблон и заполните его поля. Система спросит только нужные сведения, часть данных подставится из OneID автоматически.
1. Заполните поля; обязательные отмечены.
2. Проверьте текст в окне предпросмотра.
3. Сохраните, распечатайте или скачайте документ в PDF.
Сохранённые документы находятся в разделе «Мои документы», к ним можно вернуться в любое время.`,
      en: `Choose a template and fill in its fields. You are asked only for what is needed, and some details come from OneID automatically.
1. Fill in the fields; required ones are marked.
2. Check the text in the preview.
3. Save, print or download the document as a PDF.
Saved documents live under “My documents” and you can come back to them at any time.`,
    },
    true,
  ),
  q(
    'edit-generated-document',
    'documents',
    t('Tayyor hujjatni tahrirlasam nima boʻladi?', 'Что будет, если изменить готовый документ?', 'What happens if I edit a finished document?'),
    {
      uz: `Hujjat tahrir paytida avtomatik saqlanadi. Uning **versiyasi** kamida oʻn daqiqada bir marta, har bir yuklab olishda va har bir tiklashdan oldin saqlanadi. Avvalgi matnni «Versiyalar» oynasidan koʻrib, tiklashingiz mumkin; tiklashda joriy matn ham versiya boʻlib qoladi.
Versiyalarda matn saqlanadi, PDF fayllar emas: imzolangan nusxani oʻzingizda saqlang.`,
      ru: `Документ сохраняется автоматически, пока вы его редактируете. Его **версия** сохраняется не реже чем раз в десять минут работы, при каждом скачивании и перед каждым восстановлением. Прежний текст можно посмотреть и восстановить в окне «Версии»; при восстановлении текущий текст тоже остаётся версией.
В версиях хранится текст, а не PDF-файлы: подписанный экземпляр храните у себя.`,
      en: `A document is saved automatically while you edit it. A **version** is kept at least every ten minutes of editing, on each download and before each restore. You can see and restore earlier text in the “Versions” window; restoring keeps the current text as a version too.
Versions hold the text, not PDF files: keep the signed copy yourself.`,
    },
  ),
  q(
    'which-documents-need-notary',
    'documents',
    t('Qaysi hujjatlarni notariusda tasdiqlatish kerak?', 'Какие документы нужно заверять у нотариуса?', 'Which documents need a notary?'),
    {
      uz: `Har bir shablon yonida notarial tasdiq kerak yoki kerak emasligi koʻrsatilgan. Umumiy qoida sifatida quyidagilar notariusda tasdiqlanadi:
- koʻchmas mulk va avtomobilni sotish, hadya qilish va garovga qoʻyish shartnomalari;
- bunday bitimlar uchun berilgan ishonchnomalar va turmush oʻrtogʻining roziligi;
- vasiyatnomalar va nikoh shartnomalari.
Bunday hollarda bizning shablon notariusga olib boriladigan **loyiha** vazifasini bajaradi: notarius matnni oʻz shakliga oʻtkazishi mumkin.`,
      ru: `Рядом с каждым шаблоном указано, требуется ли нотариальное удостоверение. По общему правилу у нотариуса удостоверяются:
- договоры купли-продажи, дарения и залога недвижимости и автомобилей;
- доверенности на такие сделки и согласие супруга;
- завещания и брачные договоры.
В этих случаях наш шаблон служит **проектом**, с которым вы идёте к нотариусу: нотариус может переложить текст в свою форму.`,
      en: `Each template shows whether notarisation is needed. As a general rule a notary certifies:
- contracts to sell, give or pledge real estate and cars;
- powers of attorney for such deals, and a spouse’s consent;
- wills and marriage contracts.
In these cases our template is a **draft** to take to the notary, who may put the text into their own form.`,
    },
  ),
  q(
    'document-language',
    'documents',
    t('Hujjatni boshqa tilda yaratsa boʻladimi?', 'Можно ли составить документ на другом языке?', 'Can I make the document in another language?'),
    {
      uz: `Ha. Hujjat tili sayt interfeysi tilidan mustaqil tanlanadi: masalan, sayt bilan oʻzbek tilida ishlab, shartnomani rus tilida yaratishingiz mumkin. Tanlangan til hujjat bilan birga saqlanadi. Davlat organlari va sudlar uchun hujjatlar odatda davlat tilida topshiriladi.`,
      ru: `Да. Язык документа выбирается независимо от языка сайта: например, можно работать с сайтом на узбекском, а договор составить на русском. Выбранный язык сохраняется вместе с документом. В государственные органы и суды документы обычно подаются на государственном языке.`,
      en: `Yes. The document language is chosen separately from the site language: you can use the site in Uzbek and make the contract in Russian. The language is saved with the document. Documents for state bodies and courts are usually filed in the state language.`,
    },
  ),

  // ───────────── claims ─────────────
  q(
    'how-claim-builder-works',
    'claims',
    t('Daʼvo arizasi konstruktori qanday ishlaydi?', 'Как работает конструктор исковых заявлений?', 'How does the statement-of-claim builder work?'),
    {
      uz: `Konstruktor sizni sakkiz bosqichdan olib boradi:
1. Sud: javobgarning manzili boʻyicha taklif qilingan sud, uni oʻzgartirish mumkin.
2. Taraflar: daʼvogar, javobgar va zarur boʻlsa uchinchi shaxslar.
3. Daʼvo bahosi: undiriladigan summalar va davlat bojining taxminiy hisobi.
4. Holatlar: nima sodir boʻlgani, sana va faktlar bilan.
5. Dalillar va ilovalar: buni qaysi hujjatlar tasdiqlashi va ilovalar roʻyxati.
6. Talablar: sud nimani hal qilishini soʻrayotganingiz.
7. Talabnoma: javobgarga sudgacha yuborilgan yozma talab.
8. Tekshirish va yaratish: yetishmayotgan narsalar roʻyxati va tayyor ariza.
Ariza istalgan bosqichda saqlanadi, unga «Mening daʼvo arizalarim» boʻlimidan qaytishingiz mumkin.`,
      ru: `Конструктор ведёт вас по восьми шагам:
1. Суд: предложенный по адресу ответчика суд, который можно изменить.
2. Стороны: истец, ответчик и при необходимости третьи лица.
3. Цена иска: взыскиваемые суммы и ориентировочный расчёт госпошлины.
4. Обстоятельства: что произошло, с датами и фактами.
5. Доказательства и приложения: чем это подтверждается и перечень приложений.
6. Требования: что вы просите суд решить.
7. Претензия: письменное требование, направленное ответчику до суда.
8. Проверка и составление: чего ещё не хватает, и готовое заявление.
Заявление сохраняется на любом шаге, к нему можно вернуться из раздела «Мои исковые заявления».`,
      en: `The builder takes you through eight steps:
1. Court: the court proposed from the defendant’s address, which you can change.
2. Parties: plaintiff, defendant and any third parties.
3. Claim value: the sums you claim and an estimate of the state duty.
4. Circumstances: what happened, with dates and facts.
5. Evidence and attachments: which documents prove it, and the list of attachments.
6. Demands: what you ask the court to decide.
7. Demand letter: the letter sent to the defendant before going to court.
8. Review and generate: what is still missing, and the finished claim.
The claim is saved at every step; come back to it under “My statements of claim”.`,
    },
    true,
  ),
  q(
    'which-court',
    'claims',
    t('Daʼvoni qaysi sudga berishni qanday bilaman?', 'Как понять, в какой суд подавать иск?', 'How do I know which court to file in?'),
    {
      uz: `Fuqarolar oʻrtasidagi nizolar (qarz, aliment, nikohni bekor qilish, mehnat nizolari) **fuqarolik ishlari boʻyicha sudlarda**, korxonalar va tadbirkorlar oʻrtasidagi nizolar **iqtisodiy sudlarda**, davlat organlarining qarorlari ustidan shikoyatlar esa **maʼmuriy sudlarda** koʻriladi.
Odatda daʼvo javobgar yashaydigan yoki joylashgan yerdagi sudga beriladi. Istisnolar bor: aliment boʻyicha daʼvogar oʻz yashash joyidagi sudni tanlashi mumkin, koʻchmas mulk boʻyicha nizolar esa mulk joylashgan yerdagi sudda koʻriladi. Konstruktor sizga sud taklif qiladi, lekin uni oʻzgartirishingiz mumkin.`,
      ru: `Споры между гражданами (долги, алименты, развод, трудовые) рассматривают **суды по гражданским делам**, споры между предприятиями и предпринимателями — **экономические суды**, а жалобы на решения госорганов — **административные суды**.
Обычно иск подаётся по месту жительства или нахождения ответчика. Есть исключения: по алиментам истец может выбрать суд по своему месту жительства, а споры о недвижимости рассматриваются по её местонахождению. Конструктор предложит суд, но вы можете его изменить.`,
      en: `Disputes between citizens (debts, child maintenance, divorce, employment) go to **civil courts**; disputes between companies and entrepreneurs go to **economic courts**; complaints about decisions of state bodies go to **administrative courts**.
A claim is usually filed where the defendant lives or is located. There are exceptions: for child maintenance the plaintiff may choose their own local court, and disputes over real estate are heard where the property is. The builder suggests a court, and you can change it.`,
    },
  ),
  q('state-duty', 'claims', t('Davlat boji qanday hisoblanadi?', 'Как рассчитывается госпошлина?', 'How is the state duty calculated?'), {
    uz: `Mulkiy daʼvolarda boj daʼvo bahosidan foiz hisobida, nomulkiy daʼvolarda esa qatʼiy miqdorda — bazaviy hisoblash miqdoriga (BHM) nisbatan belgilanadi. Kichik tadbirkorlik subyektlari sudga tadbirkorlik faoliyati doirasida murojaat qilganda bojning bir qismini toʻlaydi; konstruktor bu imtiyozni iqtisodiy sud uchun hisoblaydi.
Aliment undirish, xodimning mehnat munosabatlaridan kelib chiqqan talablari va isteʼmolchilar huquqlarini himoya qilish haqidagi daʼvolarda daʼvogar qonun boʻyicha bojdan ozod; daʼvo qanoatlantirilsa, sud bojni javobgardan undiradi.
Konstruktor koʻrsatgan summa **taxminiy**: aniq miqdorni my.sud.uz kalkulyatorida tekshiring, toʻlovni esa billing.sud.uz orqali amalga oshiring.`,
    ru: `По имущественным искам пошлина исчисляется в процентах от цены иска, по неимущественным — в твёрдой сумме, привязанной к базовой расчётной величине (БРВ). Субъекты малого предпринимательства, обращаясь в суд в рамках предпринимательской деятельности, платят часть пошлины; конструктор учитывает эту льготу для экономического суда.
По искам о взыскании алиментов, по требованиям работников из трудовых отношений и по искам о защите прав потребителей истец освобождён от пошлины по закону; если иск удовлетворён, суд взыскивает пошлину с ответчика.
Сумма в конструкторе **ориентировочная**: точный размер проверьте в калькуляторе my.sud.uz, а оплатите через billing.sud.uz.`,
    en: `For property claims the duty is a percentage of the claim value; for non-property claims it is a fixed amount tied to the base calculation amount (BCA). A small business going to court over its business pays part of the duty; the builder applies this discount for the economic court.
In claims for child maintenance, an employee’s claims arising from employment and consumer-protection claims, the plaintiff is exempt by law; if the claim succeeds, the court recovers the duty from the defendant.
The amount the builder shows is an **estimate**: check the exact figure with the calculator at my.sud.uz, and pay through billing.sud.uz.`,
  }),
  q(
    'file-claim-online',
    'claims',
    t('Tayyor arizani sudga qanday topshiraman?', 'Как подать готовое заявление в суд?', 'How do I file the finished claim with the court?'),
    {
      uz: `Daʼvo arizasi va ilovalarni sudga **elektron shaklda** sudlarning elektron tizimi (E-SUD) orqali yoki qogʻozda sud devonxonasi orqali topshirish mumkin. Elektron topshirish manzili va tartibini sud.uz saytida tekshiring: biz uni tasdiqlay olmadik. Bizning sayt arizani siz uchun sudga yubormaydi.
Topshirgandan keyin «Mening daʼvo arizalarim» boʻlimida sud, sana va ish raqamini qayd eting — shunda barcha maʼlumotlar bir joyda saqlanadi.`,
      ru: `Исковое заявление с приложениями можно подать в суд **в электронной форме** через электронную систему судов (E-SUD) или на бумаге через канцелярию суда. Адрес и порядок электронной подачи уточните на сайте sud.uz: мы не смогли их подтвердить. Наш сайт не отправляет заявление в суд за вас.
После подачи отметьте в разделе «Мои исковые заявления» суд, дату и номер дела — так все сведения будут в одном месте.`,
      en: `You can file the claim and its attachments **electronically** through the courts’ electronic system (E-SUD), or on paper at the court registry. Check the address and procedure for electronic filing on sud.uz: we could not confirm them. Our site does not file the claim for you.
After filing, record the court, the date and the case number under “My statements of claim” so that everything is kept in one place.`,
    },
  ),
  q(
    'claim-returned',
    'claims',
    t('Nega sud daʼvo arizasini qaytarishi mumkin?', 'Почему суд может вернуть исковое заявление?', 'Why might a court return a claim?'),
    {
      uz: `Eng koʻp uchraydigan sabablar:
- ariza belgilangan shaklda emas yoki imzolanmagan;
- davlat boji toʻlanmagan: qonun boʻyicha ozod qilish asosi koʻrsatilmagan va bojni kechiktirish yoki kamaytirish haqida iltimosnoma yoʻq;
- shartnoma yoki qonun talab qilgan talabnoma yuborilmagan (ayniqsa iqtisodiy ishlarda);
- ish boshqa sudga taalluqli;
- ariza nusxasi javobgarga yuborilmagan.
Qaytarish daʼvo bilan qayta murojaat qilishga toʻsqinlik qilmaydi: kamchilikni tuzatib, arizani yana topshiring.`,
      ru: `Самые частые причины:
- заявление не по установленной форме или не подписано;
- не уплачена госпошлина: не указано основание освобождения по закону и нет ходатайства об отсрочке или уменьшении пошлины;
- не направлена претензия, которую требует договор или закон (особенно в экономических делах);
- дело подсудно другому суду;
- копия заявления не направлена ответчику.
Возврат не мешает обратиться повторно: исправьте недостаток и подайте заявление снова.`,
      en: `The most common reasons:
- the claim is not in the required form or is unsigned;
- the state duty is unpaid, with no statutory exemption cited and no request to defer or reduce it;
- a demand letter required by the contract or law was not sent (especially in economic cases);
- the case belongs to another court;
- a copy was not sent to the defendant.
A return does not stop you filing again: fix the problem and resubmit.`,
    },
  ),

  // ───────────── specialists ─────────────
  q(
    'verified-badge',
    'specialists',
    t('«Tekshirilgan» belgisi nimani anglatadi?', 'Что означает отметка «Проверен»?', 'What does the “Verified” badge mean?'),
    {
      uz: `Belgi biz mutaxassisning shaxsini va malakasini tasdiqlovchi hujjatlarni tekshirganimizni bildiradi: advokatlar uchun — advokatlik litsenziyasi yoki guvohnomasi, yuristlar uchun — yuridik taʼlim haqidagi diplom, notariuslar uchun — notarial faoliyat huquqi.
Belgi ish natijasini kafolatlamaydi. Tanlashda tajriba, ixtisoslik va sharhlarga ham eʼtibor bering.`,
      ru: `Отметка означает, что мы проверили документы, подтверждающие личность и квалификацию специалиста: у адвокатов — лицензию или удостоверение адвоката, у юристов — диплом о юридическом образовании, у нотариусов — право на нотариальную деятельность.
Отметка не гарантирует результат дела. При выборе смотрите также на опыт, специализацию и отзывы.`,
      en: `The badge means we have checked documents proving the specialist’s identity and qualification: an advocate’s licence or certificate, a lawyer’s law degree, a notary’s right to practise.
It does not guarantee the outcome of a case. When choosing, also look at experience, practice areas and reviews.`,
    },
    true,
  ),
  q('choosing-a-specialist', 'specialists', t('Mutaxassisni qanday tanlash kerak?', 'Как выбрать специалиста?', 'How do I choose a specialist?'), {
    uz: `Bir nechta oddiy maslahat:
- Ixtisoslik boʻyicha filtrlang: oilaviy nizoni oila huquqi mutaxassisiga topshirgan maʼqul.
- Hudud muhim: sud majlislarida ishtirok etish kerak boʻlsa, sudingiz joylashgan viloyatdagi mutaxassisni tanlang.
- Ish tajribasi va oldingi lavozimlariga qarang.
- Birinchi qadam sifatida qisqa maslahatga buyurtma bering: bu arzon va mutaxassis bilan til topisha olishingizni koʻrsatadi.
- Narx va bajariladigan ishlar roʻyxatini oldindan yozma kelishib oling.`,
    ru: `Несколько простых советов:
- Фильтруйте по специализации: семейный спор лучше доверить специалисту по семейному праву.
- Важен регион: если нужно участвовать в заседаниях, выбирайте специалиста из области, где находится ваш суд.
- Смотрите опыт работы и прежние должности.
- Начните с короткой консультации: это недорого и покажет, сможете ли вы работать вместе.
- Заранее письменно согласуйте цену и перечень работ.`,
    en: `A few simple tips:
- Filter by practice area: a family dispute is best handled by a family lawyer.
- Region matters: if hearings are involved, choose a specialist in the region of your court.
- Look at their experience and previous positions.
- Start with a short consultation: it is inexpensive and shows whether you can work together.
- Agree the price and the scope of work in writing in advance.`,
  }),
  q('reviews', 'specialists', t('Sharhlarni kim qoldirishi mumkin?', 'Кто может оставлять отзывы?', 'Who can leave reviews?'), {
    uz: `Sharhni faqat sayt orqali shu mutaxassisdan xizmat buyurtma qilib toʻlagan mijoz, mutaxassis ishni «bajarildi» deb belgilagandan keyin qoldira oladi. Shuning uchun reyting haqiqiy mijozlar fikriga asoslanadi.
Sharh darhol eʼlon qilinadi. Haqoratli, shaxsiy maʼlumotlar yoki reklama mavjud sharh ustidan shikoyat qilish mumkin: moderator uni koʻrib chiqib, olib tashlaydi. Mutaxassis sharhga bir marta ochiq javob yozishi mumkin, lekin uni oʻchira olmaydi.`,
    ru: `Оставить отзыв может только клиент, который заказал и оплатил услугу этого специалиста через сайт, после того как специалист отметил работу выполненной. Поэтому рейтинг основан на мнении реальных клиентов.
Отзыв публикуется сразу. На отзыв с оскорблениями, персональными данными или рекламой можно пожаловаться: модератор проверит его и удалит. Специалист может один раз публично ответить на отзыв, но не может его удалить.`,
    en: `Only a client who ordered and paid for a service from that specialist through the site can leave a review, once the specialist has marked the work done, so ratings reflect real clients.
A review is published at once. A review containing insults, personal data or advertising can be reported: a moderator looks at it and removes it. A specialist may reply publicly once but cannot delete a review.`,
  }),
  q('edit-review', 'specialists', t('Sharhimni oʻzgartirsam boʻladimi?', 'Можно ли изменить свой отзыв?', 'Can I change my review?'), {
    uz: `Ha, sharhni yozganingizdan keyin **30 kun** ichida yulduzlar va matnni oʻzgartirishingiz mumkin: sharh yonidagi «Tahrirlash» tugmasini bosing. Tahrirlash muddati sharhingiz yonida koʻrsatiladi. 30 kundan keyin sharh oʻzgarmaydi.`,
    ru: `Да, в течение **30 дней** после написания можно изменить оценку и текст отзыва: нажмите кнопку «Изменить» рядом с ним. До какого числа это можно сделать, указано рядом с вашим отзывом. После 30 дней отзыв не меняется.`,
    en: `Yes: for **30 days** after writing it you can change the stars and the text of your review with the “Edit” button beside it. The date until which you can edit it is shown with your review. After 30 days the review can no longer be changed.`,
  }),
  q(
    'become-a-specialist',
    'specialists',
    t('Mutaxassis sifatida qanday roʻyxatdan oʻtaman?', 'Как зарегистрироваться в качестве специалиста?', 'How do I join as a specialist?'),
    {
      uz: `OneID orqali kiring, shaxsiy kabinetda «Mutaxassis boʻlish» tugmasini bosing va profilni toʻldiring: ixtisosliklaringiz, ish tajribangiz, tillar va aloqa maʼlumotlari. Profil saqlangan zahoti ochiladi.
«Tekshirilgan» belgisi malakangizni tasdiqlovchi hujjatlarni qoʻllab-quvvatlash xizmati orqali tekshirganimizdan keyin qoʻyiladi; ungacha profilda «Hali tekshirilmagan» deb yoziladi. Taxallusingiz (nickname) sahifangiz manzili boʻladi, masalan huquq.uz/aziz.karimov.`,
      ru: `Войдите через OneID, нажмите в личном кабинете кнопку «Стать специалистом» и заполните профиль: специализации, опыт работы, языки и контакты. Профиль открывается сразу после сохранения.
Отметку «Проверен» мы ставим, когда проверим документы о вашей квалификации через службу поддержки; до этого в профиле написано «Ещё не проверен». Ваш никнейм станет адресом страницы, например huquq.uz/aziz.karimov.`,
      en: `Sign in with OneID, press the “Become a specialist” button in your account and fill in your profile: your practice areas, experience, languages and contacts. The profile opens as soon as you save it.
We add the “Verified” badge once we have checked your qualification documents through support; until then the profile says “Not verified yet”. Your nickname becomes your page address, for example huquq.uz/aziz.karimov.`,
    },
  ),

  // ───────────── privacy ─────────────
  q(
    'personal-data',
    'privacy',
    t('Qanday shaxsiy maʼlumotlarim saqlanadi va nima uchun?', 'Какие мои данные хранятся и зачем?', 'What personal data do you keep, and why?'),
    {
      uz: `OneIDdan olinadigan F.I.Sh., JShShIR va telefon raqami, shuningdek hujjatlarga oʻzingiz kiritgan pasport maʼlumotlari va manzil faqat siz yaratadigan hujjatlar va daʼvo arizalarini toʻldirish uchun ishlatiladi. Bundan tashqari, buyurtmalar, toʻlovlar tarixi va siz saqlagan hujjatlar saqlanadi.
Maʼlumotlar Oʻzbekiston Respublikasining «Shaxsga doir maʼlumotlar toʻgʻrisida»gi qonuniga muvofiq qayta ishlanadi, Oʻzbekiston hududidagi serverlarda saqlanadi va reklama maqsadida uchinchi shaxslarga berilmaydi.`,
      ru: `Ф.И.О., ПИНФЛ и телефон из OneID, а также паспортные данные и адрес, которые вы сами вводите в документы, используются только для заполнения документов и исковых заявлений, которые вы составляете. Кроме того, хранятся заказы, история платежей и сохранённые вами документы.
Данные обрабатываются в соответствии с Законом Республики Узбекистан «О персональных данных», хранятся на серверах на территории Узбекистана и не передаются третьим лицам в рекламных целях.`,
      en: `Your name, PINFL and phone from OneID, and the passport details and address you type into documents yourself, are used only to fill in the documents and claims you create. We also keep your orders, payment history and saved documents.
The data is processed under the Law of the Republic of Uzbekistan on Personal Data, stored on servers in Uzbekistan, and never passed to third parties for advertising.`,
    },
    true,
  ),
  q('who-sees-my-documents', 'privacy', t('Mening hujjatlarimni kim koʻra oladi?', 'Кто видит мои документы?', 'Who can see my documents?'), {
    uz: `«Mening hujjatlarim» va «Mening daʼvo arizalarim» boʻlimlaridagi materiallarni faqat siz koʻrasiz: sayt ularni hech kimga, mutaxassisga ham ochmaydi. Hujjatni mutaxassisga koʻrsatmoqchi boʻlsangiz, uni PDF sifatida yuklab olib, oʻzingiz yuboring.`,
    ru: `Материалы в разделах «Мои документы» и «Мои исковые заявления» видите только вы: сайт не открывает их никому, в том числе специалисту. Чтобы показать документ специалисту, скачайте его в PDF и отправьте сами.`,
    en: `Only you can see what is in “My documents” and “My statements of claim”: the site opens them to no one, specialists included. To show a document to a specialist, download it as a PDF and send it yourself.`,
  }),
  q('delete-account', 'privacy', t('Hisobimni qanday oʻchiraman?', 'Как удалить аккаунт?', 'How do I delete my account?'), {
    uz: `Hisobni oʻchirish uchun qoʻllab-quvvatlash xizmatiga OneID orqali kirgan holda yozing: soʻrovni tekshirib, hisobingizni oʻchiramiz. Hujjatlaringiz, daʼvo arizalaringiz, saralanganlar va savat oʻchiriladi. Toʻlovlar haqidagi yozuvlar esa qonunda belgilangan muddat davomida buxgalteriya hisobi uchun saqlanadi.
Oʻchirishdan oldin kerakli hujjatlarni PDF sifatida yuklab oling.`,
    ru: `Чтобы удалить аккаунт, напишите в поддержку, войдя через OneID: мы проверим запрос и удалим аккаунт. Ваши документы, исковые заявления, избранное и корзина будут удалены. Записи о платежах хранятся в течение установленного законом срока для бухгалтерского учёта.
Перед удалением скачайте нужные документы в PDF.`,
    en: `To delete your account, write to support while signed in with OneID: we check the request and delete the account. Your documents, statements of claim, favourites and basket are deleted; payment records are kept for the period the law requires for accounting.
Download any documents you need as PDFs before deleting.`,
  }),
];
