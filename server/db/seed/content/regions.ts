/** The 14 first-level administrative units of Uzbekistan, in the order official lists use. */
import { t } from './helpers';
import type { RegionId, SeedRegion } from './types';

export const regions: SeedRegion[] = [
  {
    id: 'karakalpakstan',
    name: t('Qoraqalpogʻiston Respublikasi', 'Республика Каракалпакстан', 'Republic of Karakalpakstan'),
    center: t('Nukus', 'Нукус', 'Nukus'),
    order: 1,
  },
  { id: 'andijan', name: t('Andijon viloyati', 'Андижанская область', 'Andijan Region'), center: t('Andijon', 'Андижан', 'Andijan'), order: 2 },
  { id: 'bukhara', name: t('Buxoro viloyati', 'Бухарская область', 'Bukhara Region'), center: t('Buxoro', 'Бухара', 'Bukhara'), order: 3 },
  { id: 'jizzakh', name: t('Jizzax viloyati', 'Джизакская область', 'Jizzakh Region'), center: t('Jizzax', 'Джизак', 'Jizzakh'), order: 4 },
  { id: 'kashkadarya', name: t('Qashqadaryo viloyati', 'Кашкадарьинская область', 'Kashkadarya Region'), center: t('Qarshi', 'Карши', 'Karshi'), order: 5 },
  { id: 'navoi', name: t('Navoiy viloyati', 'Навоийская область', 'Navoi Region'), center: t('Navoiy', 'Навои', 'Navoi'), order: 6 },
  { id: 'namangan', name: t('Namangan viloyati', 'Наманганская область', 'Namangan Region'), center: t('Namangan', 'Наманган', 'Namangan'), order: 7 },
  { id: 'samarkand', name: t('Samarqand viloyati', 'Самаркандская область', 'Samarkand Region'), center: t('Samarqand', 'Самарканд', 'Samarkand'), order: 8 },
  { id: 'surkhandarya', name: t('Surxondaryo viloyati', 'Сурхандарьинская область', 'Surkhandarya Region'), center: t('Termiz', 'Термез', 'Termez'), order: 9 },
  { id: 'syrdarya', name: t('Sirdaryo viloyati', 'Сырдарьинская область', 'Syrdarya Region'), center: t('Guliston', 'Гулистан', 'Gulistan'), order: 10 },
  { id: 'tashkent-region', name: t('Toshkent viloyati', 'Ташкентская область', 'Tashkent Region'), center: t('Nurafshon', 'Нурафшан', 'Nurafshan'), order: 11 },
  { id: 'fergana', name: t('Fargʻona viloyati', 'Ферганская область', 'Fergana Region'), center: t('Fargʻona', 'Фергана', 'Fergana'), order: 12 },
  { id: 'khorezm', name: t('Xorazm viloyati', 'Хорезмская область', 'Khorezm Region'), center: t('Urganch', 'Ургенч', 'Urgench'), order: 13 },
  { id: 'tashkent-city', name: t('Toshkent shahri', 'город Ташкент', 'Tashkent City'), center: t('Toshkent', 'Ташкент', 'Tashkent'), order: 14 },
];

export const regionIds: RegionId[] = regions.map((r) => r.id);
