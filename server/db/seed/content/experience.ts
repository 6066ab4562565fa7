/** Organizations and positions reused in specialists' work experience (fictional companies; generic public bodies). */
import { t } from './helpers';
import type { SeedExperience, Text3, YearMonth } from './types';

export function exp(organization: Text3, position: Text3, from: YearMonth, to: YearMonth | null): SeedExperience {
  return { organization, position, from, to };
}

export const ORG = {
  privatePractice: t('Xususiy advokatlik amaliyoti', 'Частная адвокатская практика', 'Private advocacy practice'),
  yunusobodCollegium: t('Yunusobod tumani advokatlar hayʼati', 'Коллегия адвокатов Юнусабадского района', 'Yunusabad District Collegium of Advocates'),
  chilonzorCollegium: t('Chilonzor tumani advokatlar hayʼati', 'Коллегия адвокатов Чиланзарского района', 'Chilanzar District Collegium of Advocates'),
  samarkandCollegium: t('Samarqand shahar advokatlar hayʼati', 'Коллегия адвокатов города Самарканда', 'Samarkand City Collegium of Advocates'),
  mirobodCivilCourt: t('Fuqarolik ishlari boʻyicha Mirobod tumanlararo sudi', 'Мирабадский межрайонный суд по гражданским делам', 'Mirabad Inter-District Civil Court'),
  yakkasaroyCivilCourt: t('Fuqarolik ishlari boʻyicha Yakkasaroy tumanlararo sudi', 'Яккасарайский межрайонный суд по гражданским делам', 'Yakkasaray Inter-District Civil Court'),
  tashkentEconomicCourt: t('Toshkent shahar iqtisodiy sudi', 'Ташкентский городской экономический суд', 'Tashkent City Economic Court'),
  samarkandCourt: t('Samarqand viloyat sudi', 'Самаркандский областной суд', 'Samarkand Regional Court'),
  ferganaCivilCourt: t('Fuqarolik ishlari boʻyicha Fargʻona tumanlararo sudi', 'Ферганский межрайонный суд по гражданским делам', 'Fergana Inter-District Civil Court'),
  tashkentProsecutor: t('Toshkent shahar prokuraturasi', 'Прокуратура города Ташкента', 'Tashkent City Prosecutor’s Office'),
  regionalProsecutor: t('Viloyat prokuraturasi', 'Областная прокуратура', 'Regional Prosecutor’s Office'),
  interiorInvestigation: t('Ichki ishlar bosh boshqarmasi tergov boshqarmasi', 'Следственное управление ГУВД', 'Investigation Department, Main Department of Internal Affairs'),
  taxAdministration: t('Toshkent shahar soliq boshqarmasi', 'Управление налоговой службы города Ташкента', 'Tashkent City Tax Administration'),
  justiceMinistry: t('Adliya vazirligi', 'Министерство юстиции', 'Ministry of Justice'),
  justiceDepartment: t('Viloyat adliya boshqarmasi', 'Областное управление юстиции', 'Regional Department of Justice'),
  enforcementBureau: t('Majburiy ijro byurosi', 'Бюро принудительного исполнения', 'Bureau of Compulsory Enforcement'),
  notaryOffice: t('Chilonzor tumani davlat notarial idorasi', 'Государственная нотариальная контора Чиланзарского района', 'Chilanzar District State Notary Office'),
  privateNotary: t('Xususiy notarial idora', 'Частная нотариальная контора', 'Private notary office'),
  tsul: t('Toshkent davlat yuridik universiteti', 'Ташкентский государственный юридический университет', 'Tashkent State University of Law'),
  ipAgency: t('Intellektual mulk agentligi', 'Агентство интеллектуальной собственности', 'Intellectual Property Agency'),
  migrationService: t('Migratsiya va fuqarolikni rasmiylashtirish boshqarmasi', 'Управление миграции и оформления гражданства', 'Migration and Citizenship Department'),
  sharqSanoat: t('«Sharq Sanoat» MChJ', 'ООО «Шарк Саноат»', 'Sharq Sanoat LLC'),
  ipakYoliSavdo: t('«Ipak Yoʻli Savdo» AJ', 'АО «Ипак Йули Савдо»', 'Ipak Yuli Savdo JSC'),
  qurilishInvest: t('«Toshkent Qurilish Invest» MChJ', 'ООО «Ташкент Курилиш Инвест»', 'Tashkent Qurilish Invest LLC'),
  zarafshonAgro: t('«Zarafshon Agro» MChJ', 'ООО «Зарафшан Агро»', 'Zarafshon Agro LLC'),
  ferganaTekstil: t('«Fargʻona Tekstil» AJ', 'АО «Фергана Текстиль»', 'Fergana Tekstil JSC'),
  commercialBank: t('«Milliy Kapital» tijorat banki', 'Коммерческий банк «Миллий Капитал»', 'Milliy Kapital Commercial Bank'),
  insuranceCompany: t('«Kafolat Sugʻurta» AJ', 'АО «Кафолат Сугурта»', 'Kafolat Sugurta Insurance JSC'),
  consumerSociety: t('Isteʼmolchilar huquqlarini himoya qilish jamiyati', 'Общество защиты прав потребителей', 'Consumer Rights Protection Society'),
  legalClinic: t('Bepul yuridik klinika', 'Бесплатная юридическая клиника', 'Free legal clinic'),
  mediationCentre: t('«Murosa» mediatsiya markazi', 'Центр медиации «Муроса»', 'Murosa Mediation Centre'),
  logisticsCompany: t('«Silk Cargo Logistics» MChJ', 'ООО «Silk Cargo Logistics»', 'Silk Cargo Logistics LLC'),
  itPark: t('«Digital Yoʻl» IT kompaniyasi', 'IT-компания «Digital Йул»', 'Digital Yol IT company'),
  hokimiyat: t('Tuman hokimligi', 'Хокимият района', 'District Khokimiyat'),
} as const;

export const POS = {
  advocate: t('Advokat', 'Адвокат', 'Advocate'),
  seniorLawyer: t('Katta yurist', 'Старший юрист', 'Senior lawyer'),
  lawyer: t('Yurist', 'Юрист', 'Lawyer'),
  legalAdviser: t('Yuriskonsult', 'Юрисконсульт', 'Legal adviser'),
  headOfLegal: t('Yuridik boʻlim boshligʻi', 'Начальник юридического отдела', 'Head of legal department'),
  judgeAssistant: t('Sudya yordamchisi', 'Помощник судьи', 'Judge’s assistant'),
  investigator: t('Tergovchi', 'Следователь', 'Investigator'),
  assistantProsecutor: t('Prokuror yordamchisi', 'Помощник прокурора', 'Assistant prosecutor'),
  chiefInspector: t('Bosh soliq inspektori', 'Главный налоговый инспектор', 'Chief tax inspector'),
  chiefConsultant: t('Bosh maslahatchi', 'Главный консультант', 'Chief consultant'),
  bailiff: t('Davlat ijrochisi', 'Государственный исполнитель', 'State enforcement officer'),
  notary: t('Notarius', 'Нотариус', 'Notary'),
  notaryAssistant: t('Notarius yordamchisi', 'Помощник нотариуса', 'Notary’s assistant'),
  lecturer: t('Katta oʻqituvchi', 'Старший преподаватель', 'Senior lecturer'),
  managingPartner: t('Boshqaruvchi hamkor', 'Управляющий партнёр', 'Managing partner'),
  partner: t('Hamkor', 'Партнёр', 'Partner'),
  associate: t('Yurist-assotsiat', 'Юрист-ассоциат', 'Associate'),
  patentAttorney: t('Patent vakili', 'Патентный поверенный', 'Patent attorney'),
  mediator: t('Mediator', 'Медиатор', 'Mediator'),
  inspector: t('Inspektor', 'Инспектор', 'Inspector'),
  volunteer: t('Koʻngilli yurist', 'Юрист-волонтёр', 'Volunteer lawyer'),
} as const;
