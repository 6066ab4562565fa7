/** All specialists (60), and the labels of their professions. */
import { t } from './helpers';
import { specialistsPart1 } from './specialists-1';
import { specialistsPart2 } from './specialists-2';
import { specialistsPart3 } from './specialists-3';
import type { Profession, SeedSpecialist, Text3 } from './types';

export const specialists: SeedSpecialist[] = [...specialistsPart1, ...specialistsPart2, ...specialistsPart3];

export const professionLabels: Record<Profession, Text3> = {
  advocate: t('Advokat', 'Адвокат', 'Advocate'),
  lawyer: t('Yurist', 'Юрист', 'Lawyer'),
  notary: t('Notarius', 'Нотариус', 'Notary'),
  mediator: t('Mediator', 'Медиатор', 'Mediator'),
  'patent-attorney': t('Patent vakili', 'Патентный поверенный', 'Patent attorney'),
};

/** First segments a nickname may never take (routes, locales, infrastructure). */
export const RESERVED_NICKNAMES: readonly string[] = [
  'ru',
  'en',
  'uz',
  'api',
  'builds',
  'home',
  'basket',
  'documents',
  'favorites',
  'lawfirms',
  'reference',
  'services',
  'specialists',
  'support',
  'testc',
  'statement-of-claim',
  'mc-rnders',
  'auth',
  'healthz',
  'readyz',
  'metrics',
  'templates',
  'my',
  'list',
  'questions',
  'media',
  'assets',
  'static',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  '_payload.json',
  'admin',
  'login',
  'logout',
  'soon',
];

export const NICKNAME_PATTERN = /^[a-z0-9_.]{3,32}$/;
