import { ungroupDigits } from '../../../shared/format/phone.js';
import { totalExperienceMonths } from '../../../shared/format/work-period.js';
import { ProfileContacts, ProfileDetails } from '../../components/catalogue/profile/ProfileAside.js';
import { ProfileHeader } from '../../components/catalogue/profile/ProfileHeader.js';
import { ProfileAbout, ProfileExperience, ProfileServices, ProfileSpecializations } from '../../components/catalogue/profile/ProfileMain.js';
import { resolveSocialLinks } from '../../components/catalogue/SocialLinks.js';
import { personLd } from '../../components/catalogue/structured-data.js';
import { breadcrumbLd } from '../../components/lists/structured-data.js';
import { Breadcrumbs } from '../../components/lists/Breadcrumbs.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
import { ReviewsSection } from '../../components/reviews/ReviewsSection.js';
import { personRatingLd } from '../../components/reviews/structured-data.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

/**
 * /{nickname}: a specialist's profile: who they are (photo, name, verification, bio), what they
 * do (specializations under their parents, services), how long (each job and the total in years
 * and months, each month counted once) and how to reach them (phone in threes, full social links
 * that open safely).
 */
export default function ProfilePage() {
  const { profile, asOf, reviews } = usePageData('profile');
  const t = useT('catalogue');
  const common = useT();
  const absolute = useAbsoluteHref();
  const name = `${profile.firstName} ${profile.lastName}`;
  const url = absolute(`/${profile.nickname}`);
  const links = resolveSocialLinks(profile.socialLinks);
  // The jobs listed, or the years the application stated when they are more.
  const totalMonths = Math.max(totalExperienceMonths(profile.experience, asOf), (profile.experienceYears ?? 0) * 12);
  const languages = profile.languages.map((lng) => t(`language.${lng}`));
  const trail = [{ to: '/specialists', label: t('specialists.heading') }];
  return (
    <div className="container-page py-6 sm:py-8">
      <Breadcrumbs trail={trail} current={name} look="catalogue" />
      <ProfileHeader profile={profile} asOf={asOf} name={name} totalMonths={totalMonths} languages={languages} />

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <ProfileAbout profile={profile} />
          <ProfileSpecializations profile={profile} />
          <ProfileExperience profile={profile} asOf={asOf} totalMonths={totalMonths} />
          <ProfileServices profile={profile} />
          <ReviewsSection key={profile.nickname} list={reviews} source={{ specialist: profile.nickname }} />
        </div>

        <aside className="space-y-6 lg:sticky lg:top-20">
          <ProfileContacts profile={profile} links={links} />
          <ProfileDetails profile={profile} languages={languages} />
        </aside>
      </div>

      <JsonLd
        data={[
          personLd({
            name,
            url,
            jobTitle: t(`profession.${profile.profession}`),
            description: profile.bio,
            knowsAbout: profile.specializations.flatMap((g) => g.specializations.map((s) => s.name)),
            knowsLanguage: profile.languages,
            sameAs: links.map((l) => l.url),
            worksFor: profile.lawFirm?.name ?? null,
            telephone: profile.phone ? ungroupDigits(profile.phone) : null,
            address: profile.region,
          }),
          breadcrumbLd([{ name: common('nav.home'), url: absolute('/') }, ...trail.map((c) => ({ name: c.label, url: absolute(c.to) })), { name, url }]),
          ...personRatingLd(reviews, { name, url }),
        ]}
      />
    </div>
  );
}
