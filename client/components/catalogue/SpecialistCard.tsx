import { formatExperience } from '../../../shared/format/experience.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { FavoriteButton } from '../account/favorites/FavoriteButton.js';
import { Icon } from '../Icon.js';
import { Rating } from '../lists/Rating.js';
import { Badge } from '../ui/Badge.js';
import { Avatar } from './Avatar.js';
import { CoveredCard, CoveringTitle, VerifiedMark } from './card-parts.js';
import type { SpecialistCardView } from '../../../shared/pages/catalogue/types.js';

/**
 * A specialist in a list: who (picture, name, profession, verification), in what (main
 * specializations), how experienced (years and months), how rated, in which languages. The
 * name's link covers the card.
 */
export function SpecialistCard({ person, headingLevel = 3 }: { person: SpecialistCardView; headingLevel?: 2 | 3 }) {
  const { locale } = useAppState();
  const t = useT('catalogue');
  return (
    <CoveredCard testId="specialist-card">
      <div className="flex items-start gap-3.5">
        <Avatar name={person.name} hue={person.hue} size={52} photo={person.photo} />
        <div className="min-w-0 flex-1">
          <CoveringTitle level={headingLevel} to={`/${person.nickname}`} title={person.name} className="text-base font-semibold leading-snug">
            {person.verified ? (
              <span className="ml-1 inline-flex align-[-3px]">
                <VerifiedMark size={17} />
              </span>
            ) : null}
          </CoveringTitle>
          <p className="text-sm text-muted">{t(`profession.${person.profession}`)}</p>
          {person.rating ? (
            <div className="mt-1">
              <Rating rating={person.rating} look="catalogue" />
            </div>
          ) : null}
        </div>
        <FavoriteButton kind="specialist" id={person.id} name={person.name} className="-mr-1 -mt-1" />
      </div>
      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('card.specializations')}>
        {person.specializations.map((item) => (
          <li key={item.slug}>
            <Badge color="primary">{item.name}</Badge>
          </li>
        ))}
        {person.moreSpecializations > 0 ? (
          <li>
            <Badge color="gray">
              <span aria-hidden="true">+{person.moreSpecializations}</span>
              <span className="sr-only">{t('card.more', { count: person.moreSpecializations })}</span>
            </Badge>
          </li>
        ) : null}
      </ul>
      <dl className="mt-4 grid gap-1.5 border-t border-line pt-4 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-muted">
            <Icon name="lucide:briefcase" size={16} label={t('card.experience')} />
          </dt>
          <dd data-testid="experience">{formatExperience(person.experienceMonths, locale)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-muted">
            <Icon name="lucide:languages" size={16} label={t('card.languages')} />
          </dt>
          <dd>{person.languages.map((lng) => t(`language.${lng}`)).join(', ')}</dd>
        </div>
        {person.region || person.lawFirm ? (
          <div className="flex min-w-0 items-start gap-2">
            <dt className="mt-0.5 text-muted">
              <Icon name="lucide:map-pin" size={16} label={t('card.where')} />
            </dt>
            <dd className="min-w-0">{[person.lawFirm, person.region].filter(Boolean).join(' · ')}</dd>
          </div>
        ) : null}
      </dl>
    </CoveredCard>
  );
}
