import { formatExperience } from '../../../../shared/format/experience.js';
import { formatDate } from '../../../../shared/format/date.js';
import type { ProfilePageData } from '../../../../shared/pages/catalogue/types.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { FavoriteButton } from '../../account/favorites/FavoriteButton.js';
import { OwnProfileEdit } from '../../account/OwnProfileEdit.js';
import { Icon } from '../../Icon.js';
import { Rating } from '../../lists/Rating.js';
import { Avatar } from '../Avatar.js';
import { AskButton } from '../../messages/ask/AskButton.js';
import { useViewer } from '../../../platform/viewer.js';

export interface ProfileHeaderProps {
  profile: ProfilePageData['profile'];
  asOf: string;
  name: string;
  /** Months of experience to `asOf`, each month counted once. */
  totalMonths: number;
  languages: string[];
}

/**
 * Who the specialist is at a glance: picture, name, verification, profession and region, rating
 * (a link to the reviews), experience in total, languages; a question to them; and, for the
 * specialist themselves, the way to edit the profile instead.
 */
export function ProfileHeader({ profile, asOf, name, totalMonths, languages }: ProfileHeaderProps) {
  const t = useT('catalogue');
  const common = useT();
  const { locale } = useAppState();
  const viewer = useViewer();
  return (
    <header className="card mt-5 flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
      <Avatar name={name} hue={profile.hue} size={96} photo={profile.photo} />
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
              {profile.verifiedOn ? t('profile.verifiedOn', { date: formatDate(profile.verifiedOn, locale) }) : t('profile.verified')}
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
                <Rating rating={profile.rating} look="catalogue" />
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
        <div className="mt-4 flex flex-wrap gap-2 empty:hidden">
          {/* A question to them (issue 31); the specialist on their own profile edits it instead. */}
          {viewer?.nickname === profile.nickname ? null : (
            <AskButton query={{ specialist: profile.nickname }} className="btn btn-primary" testId="ask-question">
              <Icon name="lucide:message-circle" size={18} />
              {common('ask.question')}
            </AskButton>
          )}
          <OwnProfileEdit nickname={profile.nickname} asOf={asOf} />
        </div>
      </div>
    </header>
  );
}
