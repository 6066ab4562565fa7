import { Link } from 'react-router';
import { formatExperience } from '../../../../shared/format/experience.js';
import type { ProfilePageData } from '../../../../shared/pages/catalogue/types.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { useViewer } from '../../../platform/viewer.js';
import { AskButton } from '../../messages/ask/AskButton.js';
import { Badge } from '../../ui/Badge.js';
import { ExperienceList } from '../ExperienceList.js';
import { priceText } from '../price.js';
import { TitledSection } from '../TitledSection.js';

type Profile = ProfilePageData['profile'];

const CARD = 'card p-5 sm:p-6';

/** The bio, as the specialist wrote it. */
export function ProfileAbout({ profile }: { profile: Profile }) {
  const t = useT('catalogue');
  return (
    <TitledSection id="profile-about" title={t('profile.about')} className={CARD}>
      <p className="mt-3 max-w-prose whitespace-pre-line leading-relaxed" data-testid="bio">
        {profile.bio}
      </p>
      {profile.education ? (
        <>
          <h3 className="mt-4 text-sm font-semibold">{t('profile.education')}</h3>
          <p className="mt-1 max-w-prose whitespace-pre-line text-sm leading-relaxed" data-testid="education">
            {profile.education}
          </p>
        </>
      ) : null}
    </TitledSection>
  );
}

/** The specializations under their parents (docs/product.md §3), each parent a link to its specialists. */
export function ProfileSpecializations({ profile }: { profile: Profile }) {
  const t = useT('catalogue');
  if (profile.specializations.length === 0) return null;
  return (
    <TitledSection id="profile-specializations" title={t('profile.specializations')} className={CARD}>
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
    </TitledSection>
  );
}

/** Each job with its years and months, and their sum (each month counted once). */
export function ProfileExperience({ profile, asOf, totalMonths }: { profile: Profile; asOf: string; totalMonths: number }) {
  const t = useT('catalogue');
  const { locale } = useAppState();
  if (profile.experience.length === 0) return null;
  return (
    <TitledSection
      id="profile-experience"
      title={t('profile.experience')}
      className={CARD}
      beside={<p className="text-sm text-muted">{t('profile.experienceSum', { duration: formatExperience(totalMonths, locale) })}</p>}
    >
      <div className="mt-5">
        <ExperienceList entries={profile.experience} asOf={asOf} />
      </div>
    </TitledSection>
  );
}

/** The specialist's services with their prices, each a link to the service; a "from" price is asked for (issue 31). */
export function ProfileServices({ profile }: { profile: Profile }) {
  const t = useT('catalogue');
  const common = useT();
  const { locale } = useAppState();
  const own = useViewer()?.nickname === profile.nickname;
  return (
    <TitledSection id="profile-services" title={t('profile.services')} className={CARD}>
      {profile.services.length > 0 ? (
        <ul className="mt-3 divide-y divide-line" data-testid="profile-services">
          {profile.services.map((service) => (
            <li key={service.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <Link to={`/services/${service.id}`} className="font-medium hover:text-accent hover:underline">
                {service.title}
              </Link>
              <span className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-semibold">{priceText(t, service.price, service.priceKind, locale)}</span>
                {/* A "from" price is asked for (issue 31): the question about this service, its first line asking it. */}
                {service.priceKind === 'from' && !own ? (
                  <AskButton
                    query={{ service: service.id, topic: 'price' }}
                    label={common('basket.askPriceNamed', { name: service.title })}
                    className="text-sm font-medium text-accent-strong hover:underline"
                    testId="ask-price"
                  >
                    {common('basket.askPrice')}
                  </AskButton>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">{t('profile.noServices')}</p>
      )}
    </TitledSection>
  );
}
