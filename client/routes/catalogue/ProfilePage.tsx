import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/date.js';
import { formatExperience } from '../../../shared/format/experience.js';
import { groupDigits, ungroupDigits } from '../../../shared/format/phone.js';
import { totalExperienceMonths } from '../../../shared/format/work-period.js';
import { useAppState } from '../../app-state.js';
import { Avatar } from '../../components/catalogue/Avatar.js';
import { Breadcrumbs } from '../../components/catalogue/Breadcrumbs.js';
import { ExperienceList } from '../../components/catalogue/ExperienceList.js';
import { priceText } from '../../components/catalogue/price.js';
import { RatingView } from '../../components/catalogue/RatingView.js';
import { SocialLinks, resolveSocialLinks } from '../../components/catalogue/SocialLinks.js';
import { breadcrumbLd, personLd } from '../../components/catalogue/structured-data.js';
import { useAbsoluteUrl } from '../../components/catalogue/useAbsoluteUrl.js';
import { FavoriteButton } from '../../components/account/favorites/FavoriteButton.js';
import { OwnProfileEdit } from '../../components/account/OwnProfileEdit.js';
import { Icon } from '../../components/Icon.js';
import { ReviewsSection } from '../../components/reviews/ReviewsSection.js';
import { personRatingLd } from '../../components/reviews/structured-data.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { Badge } from '../../components/ui/Badge.js';
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
  const { locale } = useAppState();
  const absolute = useAbsoluteUrl();
  const name = `${profile.firstName} ${profile.lastName}`;
  const links = resolveSocialLinks(profile.socialLinks);
  const totalMonths = totalExperienceMonths(profile.experience, asOf);
  const languages = profile.languages.map((lng) => t(`language.${lng}`));
  const crumbs = [{ to: '/', label: common('nav.home') }, { to: '/specialists', label: t('specialists.heading') }, { label: name }];
  return (
    <div className="container-page py-6 sm:py-8">
      <Breadcrumbs items={crumbs} />

      <header className="card mt-5 flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
        <Avatar name={name} hue={profile.hue} size={96} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="page-heading">
              {name}
            </h1>
            {profile.verified ? (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-1 text-xs font-semibold text-accent-strong"
                data-testid="verified"
              >
                <Icon name="lucide:badge-check" size={16} />
                {t('profile.verified')}
              </span>
            ) : null}
            <FavoriteButton kind="specialist" id={profile.id} name={name} size="md" className="ml-auto" />
          </div>
          {profile.patronymic ? <p className="text-sm text-muted">{`${profile.lastName} ${profile.firstName} ${profile.patronymic}`}</p> : null}
          <p className="mt-1 text-base">
            {t(`profession.${profile.profession}`)}
            {profile.region ? <span className="text-muted"> · {profile.region}</span> : null}
          </p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {profile.rating ? (
              <li>
                <a href="#reviews" className="rounded hover:underline">
                  <RatingView rating={profile.rating} />
                </a>
              </li>
            ) : null}
            <li className="inline-flex items-center gap-1.5">
              <Icon name="lucide:briefcase" size={16} className="text-muted" />
              <span>
                {t('profile.experienceTotal')}: <strong data-testid="total-experience">{formatExperience(totalMonths, locale)}</strong>
              </span>
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Icon name="lucide:languages" size={16} className="text-muted" />
              <span>{languages.join(', ')}</span>
            </li>
          </ul>
          <div className="mt-4 empty:hidden">
            <OwnProfileEdit nickname={profile.nickname} asOf={asOf} />
          </div>
        </div>
      </header>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="profile-about" className="card p-5 sm:p-6">
            <h2 id="profile-about" className="text-lg font-semibold">
              {t('profile.about')}
            </h2>
            <p className="mt-3 max-w-prose leading-relaxed" data-testid="bio">
              {profile.bio}
            </p>
          </section>

          {profile.specializations.length > 0 ? (
            <section aria-labelledby="profile-specializations" className="card p-5 sm:p-6">
              <h2 id="profile-specializations" className="text-lg font-semibold">
                {t('profile.specializations')}
              </h2>
              <div className="mt-4 space-y-4" data-testid="specialization-groups">
                {profile.specializations.map((group) => (
                  <div key={group.parent.slug}>
                    <h3 className="text-sm font-semibold">
                      <Link to={`/specialists?parent=${group.parent.slug}`} className="hover:text-accent hover:underline">
                        {group.parent.name}
                      </Link>
                    </h3>
                    <ul className="mt-2 flex flex-wrap gap-1.5">
                      {group.specializations.map((s) => (
                        <li key={s.slug}>
                          <Badge color="primary">{s.name}</Badge>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          ) : null}

          {profile.experience.length > 0 ? (
            <section aria-labelledby="profile-experience" className="card p-5 sm:p-6">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="profile-experience" className="text-lg font-semibold">
                  {t('profile.experience')}
                </h2>
                <p className="text-sm text-muted">{t('profile.experienceSum', { duration: formatExperience(totalMonths, locale) })}</p>
              </div>
              <div className="mt-5">
                <ExperienceList entries={profile.experience} asOf={asOf} />
              </div>
            </section>
          ) : null}

          <section aria-labelledby="profile-services" className="card p-5 sm:p-6">
            <h2 id="profile-services" className="text-lg font-semibold">
              {t('profile.services')}
            </h2>
            {profile.services.length > 0 ? (
              <ul className="mt-3 divide-y divide-line" data-testid="profile-services">
                {profile.services.map((service) => (
                  <li key={service.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                    <Link to={`/services/${service.id}`} className="font-medium hover:text-accent hover:underline">
                      {service.title}
                    </Link>
                    <span className="font-semibold">{priceText(t, service.price, service.priceKind, locale)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-muted">{t('profile.noServices')}</p>
            )}
          </section>

          <ReviewsSection key={profile.nickname} list={reviews} source={{ specialist: profile.nickname }} />
        </div>

        <aside className="space-y-6 lg:sticky lg:top-20">
          <section aria-labelledby="profile-contacts" className="card p-5">
            <h2 id="profile-contacts" className="text-lg font-semibold">
              {t('profile.contacts')}
            </h2>
            {profile.phone ? (
              <a href={`tel:${ungroupDigits(profile.phone)}`} className="mt-3 flex items-center gap-3 text-sm hover:text-accent" data-testid="phone">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-raised text-muted">
                  <Icon name="lucide:phone" size={16} />
                </span>
                <span>
                  <span className="block text-xs text-muted">{t('profile.phone')}</span>
                  <span className="block font-medium tabular-nums">{groupDigits(profile.phone)}</span>
                </span>
              </a>
            ) : null}
            {links.length > 0 ? (
              <div className="mt-3">
                <SocialLinks links={links} />
              </div>
            ) : null}
            {!profile.phone && links.length === 0 ? <p className="mt-3 text-sm text-muted">{t('profile.noContacts')}</p> : null}
          </section>
          <section aria-labelledby="profile-details" className="card p-5">
            <h2 id="profile-details" className="text-lg font-semibold">
              {t('profile.details')}
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              {profile.lawFirm ? (
                <div>
                  <dt className="text-xs text-muted">{t('profile.lawFirm')}</dt>
                  <dd>
                    <Link to={`/lawfirms?q=${encodeURIComponent(profile.lawFirm.name)}`} className="font-medium hover:text-accent hover:underline">
                      {profile.lawFirm.name}
                    </Link>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="text-xs text-muted">{t('profile.languages')}</dt>
                <dd className="font-medium">{languages.join(', ')}</dd>
              </div>
              {profile.region ? (
                <div>
                  <dt className="text-xs text-muted">{t('profile.region')}</dt>
                  <dd className="font-medium">{profile.region}</dd>
                </div>
              ) : null}
              <div>
                <dt className="text-xs text-muted">{t('profile.memberSince')}</dt>
                <dd className="font-medium">{formatDate(profile.memberSince, locale, { style: 'long' })}</dd>
              </div>
            </dl>
          </section>
        </aside>
      </div>

      <JsonLd
        data={[
          personLd({
            name,
            url: absolute(`/${profile.nickname}`),
            jobTitle: t(`profession.${profile.profession}`),
            description: profile.bio,
            knowsAbout: profile.specializations.flatMap((g) => g.specializations.map((s) => s.name)),
            knowsLanguage: profile.languages,
            sameAs: links.map((l) => l.url),
            worksFor: profile.lawFirm?.name ?? null,
            telephone: profile.phone ? ungroupDigits(profile.phone) : null,
            address: profile.region,
          }),
          breadcrumbLd(crumbs.map((c) => ({ name: c.label, url: absolute(c.to ?? `/${profile.nickname}`) }))),
          ...personRatingLd(reviews, { name, url: absolute(`/${profile.nickname}`) }),
        ]}
      />
    </div>
  );
}
