import { Link } from 'react-router';
import { formatDate } from '../../../../shared/format/date.js';
import { groupDigits, ungroupDigits } from '../../../../shared/format/phone.js';
import type { ProfilePageData } from '../../../../shared/pages/catalogue/types.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { Icon } from '../../Icon.js';
import { SocialLinks, type ResolvedSocialLink } from '../SocialLinks.js';
import { TitledSection } from '../TitledSection.js';

type Profile = ProfilePageData['profile'];

/** How to reach the specialist: the phone in threes, the social links (opening safely), or that there is no way. */
export function ProfileContacts({ profile, links }: { profile: Profile; links: readonly ResolvedSocialLink[] }) {
  const t = useT('catalogue');
  return (
    <TitledSection id="profile-contacts" title={t('profile.contacts')} className="card p-5">
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
    </TitledSection>
  );
}

/** The firm (a link to it among the law firms), languages, region, and since when the specialist is here. */
export function ProfileDetails({ profile, languages }: { profile: Profile; languages: string[] }) {
  const t = useT('catalogue');
  const { locale } = useAppState();
  return (
    <TitledSection id="profile-details" title={t('profile.details')} className="card p-5">
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
    </TitledSection>
  );
}
