/** Practice areas: 9 groups (parent specializations) and 45 specializations, 5 in each group. */
import { t } from './helpers';
import type { SeedParentSpecialization, SeedSpecialization } from './types';

export const parentSpecializations: SeedParentSpecialization[] = [
  {
    id: 'family',
    name: t('Oila huquqi', 'Семейное право', 'Family law'),
    description: t(
      'Nikohni bekor qilish, aliment, er-xotin mulkini taqsimlash, bolalar bilan bogʻliq nizolar va meros.',
      'Расторжение брака, алименты, раздел имущества супругов, споры о детях и наследство.',
      'Divorce, child maintenance, division of marital property, disputes over children and inheritance.',
    ),
    icon: 'tabler:heart-handshake',
    order: 1,
  },
  {
    id: 'labour',
    name: t('Mehnat huquqi', 'Трудовое право', 'Labour law'),
    description: t(
      'Ishga tiklash, ish haqi qarzlari, mehnat shartnomalari va ish beruvchilar uchun kadrlar masalalari.',
      'Восстановление на работе, долги по зарплате, трудовые договоры и кадровые вопросы работодателей.',
      'Reinstatement, unpaid wages, employment contracts and HR matters for employers.',
    ),
    icon: 'tabler:briefcase',
    order: 2,
  },
  {
    id: 'civil',
    name: t('Fuqarolik huquqi va shartnomalar', 'Гражданское право и договоры', 'Civil law and contracts'),
    description: t(
      'Qarz undirish, shartnomalar tuzish, zararni qoplash, sugʻurta nizolari va sud qarorlarini ijro etish.',
      'Взыскание долгов, договоры, возмещение вреда, страховые споры и исполнение судебных решений.',
      'Debt recovery, contracts, compensation for damage, insurance disputes and enforcement of judgments.',
    ),
    icon: 'tabler:file-text',
    order: 3,
  },
  {
    id: 'real-estate',
    name: t('Koʻchmas mulk', 'Недвижимость', 'Real estate'),
    description: t(
      'Uy-joy oldi-sotdisi, mulk huquqini roʻyxatdan oʻtkazish, ijara, yer va qurilish nizolari.',
      'Купля-продажа жилья, регистрация прав, аренда, земельные и строительные споры.',
      'Home purchases and sales, title registration, leases, land and construction disputes.',
    ),
    icon: 'tabler:home',
    order: 4,
  },
  {
    id: 'business',
    name: t('Biznes va korporativ huquq', 'Бизнес и корпоративное право', 'Business and corporate law'),
    description: t(
      'Korxona ochish, korporativ boshqaruv, xoʻjalik nizolari, bankrotlik va intellektual mulk.',
      'Регистрация бизнеса, корпоративное управление, хозяйственные споры, банкротство и интеллектуальная собственность.',
      'Company formation, corporate governance, commercial disputes, insolvency and intellectual property.',
    ),
    icon: 'tabler:building-skyscraper',
    order: 5,
  },
  {
    id: 'criminal',
    name: t('Jinoyat ishlari boʻyicha himoya', 'Уголовная защита', 'Criminal defence'),
    description: t(
      'Tergov va sudda himoya, jabrlanuvchi manfaatlarini ifodalash, iqtisodiy va yoʻl-transport jinoyatlari.',
      'Защита на следствии и в суде, представительство потерпевших, экономические и дорожно-транспортные преступления.',
      'Defence during investigation and trial, representing victims, economic and road-traffic offences.',
    ),
    icon: 'tabler:shield-lock',
    order: 6,
  },
  {
    id: 'administrative-tax',
    name: t('Maʼmuriy va soliq huquqi', 'Административное и налоговое право', 'Administrative and tax law'),
    description: t(
      'Davlat organlari bilan nizolar, maʼmuriy jarimalar, soliq tekshiruvlari, litsenziya va ruxsatnomalar.',
      'Споры с госорганами, административные штрафы, налоговые проверки, лицензии и разрешения.',
      'Disputes with state bodies, administrative fines, tax audits, licences and permits.',
    ),
    icon: 'tabler:building-bank',
    order: 7,
  },
  {
    id: 'consumer',
    name: t('Isteʼmolchilar huquqlari', 'Защита прав потребителей', 'Consumer rights'),
    description: t(
      'Sifatsiz tovar va xizmatlar, internet-xaridlar, bank va kredit nizolari, kommunal xizmatlar.',
      'Некачественные товары и услуги, онлайн-покупки, банковские и кредитные споры, коммунальные услуги.',
      'Faulty goods and services, online purchases, banking and loan disputes, utility services.',
    ),
    icon: 'tabler:shopping-cart',
    order: 8,
  },
  {
    id: 'migration',
    name: t('Migratsiya va fuqarolik', 'Миграция и гражданство', 'Migration and citizenship'),
    description: t(
      'Fuqarolik masalalari, yashash guvohnomasi, chet ellik xodimlarni jalb qilish va mehnat migratsiyasi.',
      'Вопросы гражданства, вид на жительство, привлечение иностранных работников и трудовая миграция.',
      'Citizenship, residence permits, hiring foreign employees and labour migration.',
    ),
    icon: 'tabler:world',
    order: 9,
  },
];

const children: Array<[parentId: string, id: string, uz: string, ru: string, en: string]> = [
  ['family', 'divorce', 'Nikohni bekor qilish', 'Расторжение брака', 'Divorce'],
  ['family', 'alimony', 'Aliment undirish', 'Взыскание алиментов', 'Recovery of child maintenance'],
  ['family', 'marital-property', 'Er-xotin mulkini taqsimlash', 'Раздел имущества супругов', 'Division of marital property'],
  ['family', 'child-custody', 'Bolaning yashash joyi va tarbiyasi', 'Место жительства ребёнка и порядок общения', 'Child residence and contact'],
  ['family', 'inheritance', 'Meros masalalari', 'Наследственные дела', 'Inheritance'],

  ['labour', 'wrongful-dismissal', 'Ishga tiklash', 'Восстановление на работе', 'Reinstatement after dismissal'],
  ['labour', 'wage-arrears', 'Ish haqi qarzlarini undirish', 'Взыскание задолженности по зарплате', 'Recovery of unpaid wages'],
  ['labour', 'employment-contracts', 'Mehnat shartnomalari', 'Трудовые договоры', 'Employment contracts'],
  ['labour', 'workplace-injury', 'Mehnatda jarohatlanish', 'Производственные травмы', 'Workplace injuries'],
  ['labour', 'hr-compliance', 'Kadrlar ishi va mehnat auditi', 'Кадровый учёт и трудовой аудит', 'HR compliance and labour audit'],

  ['civil', 'debt-recovery', 'Qarzni undirish', 'Взыскание долгов', 'Debt recovery'],
  ['civil', 'contract-drafting', 'Shartnomalar tuzish va tahlili', 'Составление и экспертиза договоров', 'Contract drafting and review'],
  ['civil', 'damages', 'Zararni qoplash', 'Возмещение вреда', 'Compensation for damage'],
  ['civil', 'insurance-disputes', 'Sugʻurta nizolari', 'Страховые споры', 'Insurance disputes'],
  ['civil', 'enforcement', 'Sud qarorlarini ijro etish', 'Исполнение судебных решений', 'Enforcement of judgments'],

  ['real-estate', 'property-transactions', 'Uy-joy oldi-sotdisi', 'Сделки с жильём', 'Home sale and purchase'],
  ['real-estate', 'property-registration', 'Mulk huquqini roʻyxatdan oʻtkazish', 'Регистрация прав на недвижимость', 'Title registration'],
  ['real-estate', 'lease-disputes', 'Ijara munosabatlari', 'Аренда и споры с арендаторами', 'Leases and tenancy disputes'],
  ['real-estate', 'land-rights', 'Yer huquqi', 'Земельное право', 'Land rights'],
  ['real-estate', 'construction-disputes', 'Qurilish va pudrat nizolari', 'Строительные споры и подряд', 'Construction and building-contract disputes'],

  ['business', 'company-registration', 'Korxona ochish va qayta tashkil etish', 'Регистрация и реорганизация компаний', 'Company formation and reorganisation'],
  ['business', 'corporate-governance', 'Korporativ boshqaruv', 'Корпоративное управление', 'Corporate governance'],
  ['business', 'commercial-disputes', 'Xoʻjalik nizolari', 'Хозяйственные споры', 'Commercial disputes'],
  ['business', 'bankruptcy', 'Bankrotlik', 'Банкротство', 'Insolvency and bankruptcy'],
  ['business', 'intellectual-property', 'Intellektual mulk', 'Интеллектуальная собственность', 'Intellectual property'],

  ['criminal', 'criminal-defence', 'Sudda himoya', 'Защита в суде', 'Defence at trial'],
  ['criminal', 'pretrial-investigation', 'Tergov bosqichida himoya', 'Защита на стадии следствия', 'Defence during investigation'],
  ['criminal', 'victim-representation', 'Jabrlanuvchini himoya qilish', 'Представительство потерпевших', 'Representing victims'],
  ['criminal', 'economic-crimes', 'Iqtisodiy jinoyatlar', 'Экономические преступления', 'Economic crimes'],
  ['criminal', 'road-traffic-crimes', 'Yoʻl-transport hodisalari', 'Дорожно-транспортные происшествия', 'Road-traffic offences'],

  ['administrative-tax', 'state-body-disputes', 'Davlat organlari bilan nizolar', 'Споры с государственными органами', 'Disputes with state bodies'],
  ['administrative-tax', 'administrative-offences', 'Maʼmuriy huquqbuzarliklar', 'Административные правонарушения', 'Administrative offences'],
  ['administrative-tax', 'tax-disputes', 'Soliq nizolari', 'Налоговые споры', 'Tax disputes'],
  ['administrative-tax', 'tax-consulting', 'Soliq maslahati', 'Налоговое консультирование', 'Tax advice'],
  ['administrative-tax', 'licensing-permits', 'Litsenziya va ruxsatnomalar', 'Лицензии и разрешения', 'Licences and permits'],

  ['consumer', 'faulty-goods', 'Sifatsiz tovarlar', 'Некачественные товары', 'Faulty goods'],
  ['consumer', 'consumer-services', 'Xizmat koʻrsatish sohasidagi nizolar', 'Споры об оказании услуг', 'Disputes over services'],
  ['consumer', 'online-purchases', 'Internet orqali xaridlar', 'Онлайн-покупки', 'Online purchases'],
  ['consumer', 'banking-disputes', 'Bank va kredit nizolari', 'Банковские и кредитные споры', 'Banking and loan disputes'],
  ['consumer', 'utility-services', 'Kommunal xizmatlar', 'Коммунальные услуги', 'Utility services'],

  ['migration', 'citizenship', 'Fuqarolik masalalari', 'Вопросы гражданства', 'Citizenship'],
  ['migration', 'residence-permits', 'Yashash guvohnomasi va roʻyxatga olish', 'Вид на жительство и регистрация', 'Residence permits and registration'],
  ['migration', 'foreign-employees', 'Chet ellik xodimlarni jalb qilish', 'Привлечение иностранных работников', 'Hiring foreign employees'],
  ['migration', 'labour-migration', 'Chet elda mehnat migratsiyasi', 'Трудовая миграция за рубеж', 'Working abroad'],
  ['migration', 'document-legalization', 'Hujjatlarni legallashtirish va apostil', 'Легализация документов и апостиль', 'Legalisation and apostille'],
];

export const specializations: SeedSpecialization[] = children.map(([parentId, id, uz, ru, en], index) => ({
  id,
  parentId,
  name: t(uz, ru, en),
  order: (index % 5) + 1,
}));
