/**
 * Reference section: 7 categories and 30 articles written for this site. Bodies are rich text
 * (headings 2/3, lists, emphasis, some justified paragraphs and right-aligned lines); each ends
 * with the "general information, not legal advice" note. A few carry a video (player built later).
 */
import { t } from './helpers';
import { referenceArticlesPart1 } from './reference-articles-1';
import { referenceArticlesPart2 } from './reference-articles-2';
import { referenceArticlesPart3 } from './reference-articles-3';
import { referenceArticlesPart4 } from './reference-articles-4';
import { referenceArticlesPart5 } from './reference-articles-5';
import { referenceArticlesPart6 } from './reference-articles-6';
import type { SeedReferenceArticle, SeedReferenceCategory } from './types';

export const referenceCategories: SeedReferenceCategory[] = [
  {
    id: 'family',
    name: t('Oila va meros', 'Семья и наследство', 'Family and inheritance'),
    description: t(
      'Nikoh va uni bekor qilish, aliment, mulk va meros haqida.',
      'О браке, разводе, алиментах, имуществе и наследстве.',
      'Marriage, divorce, child maintenance, property and inheritance.',
    ),
    order: 1,
  },
  {
    id: 'labour',
    name: t('Mehnat', 'Труд', 'Work and employment'),
    description: t(
      'Mehnat shartnomasi, ish haqi, taʼtil va ishdan boʻshatish.',
      'Трудовой договор, зарплата, отпуск и увольнение.',
      'Employment contracts, pay, leave and dismissal.',
    ),
    order: 2,
  },
  {
    id: 'property',
    name: t('Uy-joy va mulk', 'Жильё и имущество', 'Housing and property'),
    description: t(
      'Uy-joy sotib olish, ijara va qoʻshnilar bilan nizolar.',
      'Покупка жилья, аренда и споры с соседями.',
      'Buying a home, renting and disputes with neighbours.',
    ),
    order: 3,
  },
  {
    id: 'courts',
    name: t('Sud va protsess', 'Суд и процесс', 'Courts and procedure'),
    description: t(
      'Daʼvo arizasi, davlat boji, dalillar, shikoyat va ijro.',
      'Исковое заявление, госпошлина, доказательства, обжалование и исполнение.',
      'Statements of claim, state duty, evidence, appeals and enforcement.',
    ),
    order: 4,
  },
  {
    id: 'business',
    name: t('Biznes va soliqlar', 'Бизнес и налоги', 'Business and taxes'),
    description: t(
      'Korxona ochish, soliq rejimlari va kontragentlar bilan nizolar.',
      'Открытие бизнеса, налоговые режимы и споры с контрагентами.',
      'Starting a business, tax regimes and disputes with counterparties.',
    ),
    order: 5,
  },
  {
    id: 'consumer',
    name: t('Isteʼmolchi va moliya', 'Потребитель и финансы', 'Consumers and money'),
    description: t(
      'Tovarlarni qaytarish, internet-xaridlar va kreditlar.',
      'Возврат товаров, онлайн-покупки и кредиты.',
      'Returning goods, online shopping and loans.',
    ),
    order: 6,
  },
  {
    id: 'citizens',
    name: t('Fuqaro va davlat', 'Гражданин и государство', 'Citizens and the state'),
    description: t(
      'Davlat organlariga murojaat, jarimalar, ishonchnomalar va yoʻl hodisalari.',
      'Обращения в госорганы, штрафы, доверенности и ДТП.',
      'Appeals to state bodies, fines, powers of attorney and road accidents.',
    ),
    order: 7,
  },
];

export const referenceArticles: SeedReferenceArticle[] = [
  ...referenceArticlesPart1,
  ...referenceArticlesPart2,
  ...referenceArticlesPart3,
  ...referenceArticlesPart4,
  ...referenceArticlesPart5,
  ...referenceArticlesPart6,
];
