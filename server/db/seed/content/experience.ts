/**
 * Organisations and positions reused in specialists' work experience (fictional companies; generic
 * public bodies). Each organisation has a legal form (ORG_FORM), a fact in legal-facts.ts with its
 * source and the period it existed, so a career cannot put someone where no such body was
 * (tests/unit/content/legal-facts.test.ts). There is no "private advocacy practice": an advocate
 * practises in an advocates' bureau, firm or collegium; a lawyer who is not an advocate works for a
 * company, here their own legal-consulting LLC.
 */
import { t } from './helpers';
import { lawFirmForms, lawFirms } from './lawfirms';
import type { OrganisationForm } from './legal-facts';
import type { SeedExperience, Text3, YearMonth } from './types';

export function exp(organization: Text3, position: Text3, from: YearMonth, to: YearMonth | null): SeedExperience {
  return { organization, position, from, to };
}

export const ORG = {
  yunusobodCollegium: t('Yunusobod tumani advokatlar hayʼati', 'Коллегия адвокатов Юнусабадского района', 'Yunusabad District Collegium of Advocates'),
  chilonzorCollegium: t('Chilonzor tumani advokatlar hayʼati', 'Коллегия адвокатов Чиланзарского района', 'Chilanzar District Collegium of Advocates'),
  samarkandCollegium: t('Samarqand shahar advokatlar hayʼati', 'Коллегия адвокатов города Самарканда', 'Samarkand City Collegium of Advocates'),
  mirobodCivilCourt: t(
    'Fuqarolik ishlari boʻyicha Mirobod tumanlararo sudi',
    'Мирабадский межрайонный суд по гражданским делам',
    'Mirabad Inter-District Civil Court',
  ),
  yakkasaroyCivilCourt: t(
    'Fuqarolik ishlari boʻyicha Yakkasaroy tumanlararo sudi',
    'Яккасарайский межрайонный суд по гражданским делам',
    'Yakkasaray Inter-District Civil Court',
  ),
  tashkentEconomicCourt: t('Toshkent shahar iqtisodiy sudi', 'Ташкентский городской экономический суд', 'Tashkent City Economic Court'),
  tashkentCommercialCourt: t('Toshkent shahar xoʻjalik sudi', 'Хозяйственный суд города Ташкента', 'Tashkent City Commercial Court'),
  samarkandCourt: t('Samarqand viloyat sudi', 'Самаркандский областной суд', 'Samarkand Regional Court'),
  ferganaCivilCourt: t(
    'Fuqarolik ishlari boʻyicha Fargʻona tumanlararo sudi',
    'Ферганский межрайонный суд по гражданским делам',
    'Fergana Inter-District Civil Court',
  ),
  tashkentProsecutor: t('Toshkent shahar prokuraturasi', 'Прокуратура города Ташкента', 'Tashkent City Prosecutor’s Office'),
  regionalProsecutor: t('Viloyat prokuraturasi', 'Областная прокуратура', 'Regional Prosecutor’s Office'),
  interiorInvestigation: t(
    'Ichki ishlar bosh boshqarmasi tergov boshqarmasi',
    'Следственное управление ГУВД',
    'Investigation Department, Main Department of Internal Affairs',
  ),
  taxAdministration: t('Toshkent shahar soliq boshqarmasi', 'Управление налоговой службы города Ташкента', 'Tashkent City Tax Administration'),
  justiceMinistry: t('Adliya vazirligi', 'Министерство юстиции', 'Ministry of Justice'),
  justiceDepartment: t('Viloyat adliya boshqarmasi', 'Областное управление юстиции', 'Regional Department of Justice'),
  enforcementBureau: t('Majburiy ijro byurosi', 'Бюро принудительного исполнения', 'Bureau of Compulsory Enforcement'),
  judicialDepartment: t(
    'Adliya vazirligi huzuridagi Sud departamenti',
    'Судебный департамент при Министерстве юстиции',
    'Judicial Department under the Ministry of Justice',
  ),
  notaryOffice: t(
    'Chilonzor tumani davlat notarial idorasi',
    'Государственная нотариальная контора Чиланзарского района',
    'Chilanzar District State Notary Office',
  ),
  stateNotaryOffice: t('Davlat notarial idorasi', 'Государственная нотариальная контора', 'State notary office'),
  privateNotary: t('Xususiy notarial idora', 'Частная нотариальная контора', 'Private notary office'),
  tsul: t('Toshkent davlat yuridik universiteti', 'Ташкентский государственный юридический университет', 'Tashkent State University of Law'),
  ipAgency: t('Intellektual mulk agentligi', 'Агентство интеллектуальной собственности', 'Intellectual Property Agency'),
  statePatentOffice: t('Davlat patent idorasi', 'Государственное патентное ведомство', 'State Patent Office'),
  migrationService: t(
    'Migratsiya va fuqarolikni rasmiylashtirish boshqarmasi',
    'Управление миграции и оформления гражданства',
    'Migration and Citizenship Department',
  ),
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
  courtBailiff: t('Sud ijrochisi', 'Судебный исполнитель', 'Court enforcement officer'),
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

/** The form of each shared organisation; see legal-facts.ts for when each existed and why. */
export const ORG_FORM: Record<keyof typeof ORG, OrganisationForm> = {
  yunusobodCollegium: 'advocates-collegium',
  chilonzorCollegium: 'advocates-collegium',
  samarkandCollegium: 'advocates-collegium',
  mirobodCivilCourt: 'court',
  yakkasaroyCivilCourt: 'court',
  tashkentEconomicCourt: 'economic-court',
  tashkentCommercialCourt: 'commercial-court',
  samarkandCourt: 'court',
  ferganaCivilCourt: 'court',
  tashkentProsecutor: 'state-body',
  regionalProsecutor: 'state-body',
  interiorInvestigation: 'state-body',
  taxAdministration: 'state-body',
  justiceMinistry: 'state-body',
  justiceDepartment: 'state-body',
  enforcementBureau: 'enforcement-bureau',
  judicialDepartment: 'judicial-department',
  notaryOffice: 'state-notary-office',
  stateNotaryOffice: 'state-notary-office',
  privateNotary: 'private-notary-office',
  tsul: 'law-university',
  ipAgency: 'ip-agency',
  statePatentOffice: 'state-patent-office',
  migrationService: 'state-body',
  sharqSanoat: 'llc',
  ipakYoliSavdo: 'jsc',
  qurilishInvest: 'llc',
  zarafshonAgro: 'llc',
  ferganaTekstil: 'jsc',
  commercialBank: 'jsc',
  insuranceCompany: 'jsc',
  consumerSociety: 'non-profit',
  legalClinic: 'non-profit',
  mediationCentre: 'mediation-organisation',
  logisticsCompany: 'llc',
  itPark: 'llc',
  hokimiyat: 'state-body',
};

/** An advocate's own bureau, named after them as bureaus usually are: «Valiyeva» advokatlik byurosi. */
export function advocatesBureau(lastName: Text3): Text3 {
  return t(`«${lastName.uz}» advokatlik byurosi`, `Адвокатское бюро «${lastName.ru}»`, `${lastName.en} Advocates Bureau`);
}

/** A lawyer's own legal-consulting company (a lawyer who is not an advocate cannot practise as one). */
export function legalConsultancy(lastName: Text3): Text3 {
  return t(`«${lastName.uz} Yuridik Konsalting» MChJ`, `ООО «${lastName.ru} Юридик Консалтинг»`, `${lastName.en} Yuridik Konsalting LLC`);
}

const formByUz = new Map<string, OrganisationForm>([
  ...(Object.entries(ORG) as [keyof typeof ORG, Text3][]).map(([key, org]) => [org.uz, ORG_FORM[key]] as const),
  ...lawFirms.map((f) => [f.name.uz, lawFirmForms[f.id]!] as const),
]);

/** The legal form of an organisation in a career, or undefined when it cannot be told. */
export function organisationForm(organization: Text3): OrganisationForm | undefined {
  const known = formByUz.get(organization.uz);
  if (known) return known;
  if (/advokatlik byurosi$/.test(organization.uz)) return 'advocates-bureau';
  if (/advokatlik firmasi$/.test(organization.uz)) return 'advocates-firm';
  if (/advokatlar hayʼati$/.test(organization.uz)) return 'advocates-collegium';
  if (/ MChJ$/.test(organization.uz)) return 'llc';
  if (/ AJ$/.test(organization.uz)) return 'jsc';
  return undefined;
}
