import { calendarParts } from '../../../shared/format/calendar.js';
import { groupUnderParents } from '../../../shared/specializations.js';
import type { ProfilePageData } from '../../../shared/pages/catalogue/types.js';
import { REVIEWS_PAGE_SIZE } from '../../../shared/reviews/rules.js';
import { catalogueReads } from './reads.js';
import { orNotFound } from './not-found.js';
import { excerpt, named } from '../../../shared/pages/catalogue/views.js';
import type { ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** This month in Tashkent, 'YYYY-MM': experience to date is counted to it. */
export function currentMonth(now: Date = new Date()): string {
  const { year, month } = calendarParts(now);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * /{nickname}: a specialist's profile, with the specializations grouped under their parents
 * (docs/product.md §3). An unknown nickname is the 404 page.
 */
export const profileLoader: ServerLoader<PageDataOf<'profile'>> = async ({ params }, { api, locale, t }): Promise<ProfilePageData> => {
  const read = catalogueReads(api, locale);
  const nickname = params.nickname ?? '';
  // Through the cache: a save drops this profile on every replica (catalogue/reads.ts).
  const [person, groups, reviews] = await Promise.all([
    orNotFound(read.specialist(nickname)),
    read.groups(),
    orNotFound(read.reviews({ specialist: nickname, pageSize: REVIEWS_PAGE_SIZE })),
  ]);
  const name = `${person.firstName} ${person.lastName}`;
  return {
    profile: {
      id: person.id,
      nickname: person.nickname,
      firstName: person.firstName,
      lastName: person.lastName,
      patronymic: person.patronymic,
      profession: person.profession,
      hue: person.avatarHue,
      photo: person.photoUrl,
      verified: person.verified,
      verifiedOn: person.verifiedOn,
      education: person.education,
      experienceYears: person.experienceYears,
      bio: person.bio,
      languages: person.languages,
      rating: person.rating,
      region: person.region?.name ?? null,
      lawFirm: person.lawFirm,
      phone: person.phone,
      socialLinks: person.socialLinks.map(({ network, value }) => ({ network, value })),
      experience: person.experience,
      specializations: groupUnderParents(groups, person.specializations.map(named)),
      services: person.services.map(({ id, title, price, priceKind }) => ({ id, title, price, priceKind })),
      memberSince: person.memberSince,
    },
    asOf: currentMonth(),
    reviews,
    meta: {
      title: `${name} · ${t(`catalogue:profession.${person.profession}`)}`,
      description: excerpt(person.bio, 160),
    },
  };
};
