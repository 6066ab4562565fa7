import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { FavoriteButton } from '../account/favorites/FavoriteButton.js';
import { Icon } from '../Icon.js';
import { Badge } from '../ui/Badge.js';
import { AskButton } from '../messages/ask/AskButton.js';
import { FirmPanelLoading } from './FirmPanelLoading.js';
import { Monogram } from './Monogram.js';
import { Rating } from '../lists/Rating.js';
import type { FirmCardView, FirmPanelView, FirmPersonView } from '../../../shared/pages/directory/types.js';

export type FirmDetailsStatus = 'loading' | 'error' | 'ready';

export interface FirmDetailsProps {
  /** What the list already knew (shown at once while the rest loads). */
  card: Pick<FirmCardView, 'id' | 'name' | 'city' | 'region' | 'verified' | 'rating' | 'hue' | 'logoUrl'>;
  detail: FirmPanelView | null;
  status: FirmDetailsStatus;
  onRetry?(): void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-4">
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">{title}</h3>
      {children}
    </section>
  );
}

/** One contact of the firm: a term with its icon, and its value. */
function Contact({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs text-muted">
        <Icon name={icon} size={16} className="shrink-0 text-accent" />
        {label}
      </dt>
      <dd className="mt-0.5 break-words ps-6 text-sm">{children}</dd>
    </div>
  );
}

function Person({ person }: { person: FirmPersonView }) {
  const t = useT('lawfirms');
  return (
    <li className="flex items-center gap-3 py-2">
      <Monogram name={person.name} hue={person.hue} imageUrl={person.photoUrl} size={40} round />
      <div className="min-w-0 flex-1">
        <Link to={`/${person.nickname}`} className="flex items-center gap-1 font-medium hover:text-accent-strong hover:underline">
          <span className="truncate">{person.name}</span>
          {person.verified ? (
            <Icon name="lucide:badge-check" size={15} className="shrink-0 text-green-700 dark:text-green-300" label={t('card.verified')} />
          ) : null}
        </Link>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
          <span>{t(`professions.${person.profession}`)}</span>
          {person.rating ? <Rating rating={person.rating} /> : null}
        </p>
      </div>
    </li>
  );
}

/** A firm's panel: who, where and how well rated; what it does; how to reach it; its people, and a question to one of them. */
export function FirmDetails({ card, detail, status, onRetry }: FirmDetailsProps) {
  const t = useT('lawfirms');
  const common = useT();
  return (
    <div className="space-y-5" data-testid="firm-details" aria-busy={status === 'loading' || undefined}>
      <div className="flex items-center gap-3">
        <Monogram name={card.name} hue={card.hue} imageUrl={card.logoUrl} size={56} />
        <div className="min-w-0 space-y-1 text-sm">
          <p className="flex items-center gap-1 text-muted">
            <Icon name="lucide:map-pin" size={14} className="shrink-0" />
            {card.city === card.region ? card.city : `${card.city}, ${card.region}`}
          </p>
          <Rating rating={card.rating} />
          {card.verified ? (
            <p>
              <Badge color="green">{t('card.verified')}</Badge>
            </p>
          ) : null}
        </div>
        <FavoriteButton kind="law_firm" id={card.id} name={card.name} size="md" className="ml-auto self-start" />
      </div>

      {status === 'loading' ? <FirmPanelLoading /> : null}

      {status === 'error' ? (
        <div role="alert" className="space-y-2 rounded-xl bg-gold/15 p-3 text-sm text-amber-800 dark:text-amber-300">
          <p>{t('panel.failed')}</p>
          {onRetry ? (
            <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
              {t('panel.retry')}
            </button>
          ) : null}
        </div>
      ) : null}

      {detail ? (
        <>
          <Section title={t('panel.about')}>
            <p className="text-sm leading-relaxed">{detail.description}</p>
          </Section>
          <Section title={t('panel.contacts')}>
            <dl className="space-y-3">
              <Contact icon="lucide:map-pin" label={t('panel.address')}>
                {detail.address}
              </Contact>
              <Contact icon="lucide:phone" label={t('panel.phone')}>
                <a href={`tel:${detail.phone.replace(/[^+\d]/g, '')}`} className="text-accent-strong hover:underline">
                  {detail.phone}
                </a>
              </Contact>
              {detail.email ? (
                <Contact icon="lucide:mail" label={t('panel.email')}>
                  <a href={`mailto:${detail.email}`} className="text-accent-strong hover:underline">
                    {detail.email}
                  </a>
                </Contact>
              ) : null}
              {detail.website ? (
                <Contact icon="lucide:globe" label={t('panel.website')}>
                  <a href={detail.website} target="_blank" rel="noopener noreferrer nofollow" className="text-accent-strong hover:underline">
                    {detail.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  </a>
                </Contact>
              ) : null}
            </dl>
          </Section>
          {detail.practice.length > 0 ? (
            <Section title={t('panel.practice')}>
              <ul className="flex flex-wrap gap-1.5">
                {detail.practice.map((area) => (
                  <li key={area}>
                    <Badge color="primary">{area}</Badge>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          <Section title={t('panel.specialists')}>
            {detail.specialists.length > 0 ? (
              <>
                <ul className="divide-y divide-line" data-testid="firm-specialists">
                  {detail.specialists.map((person) => (
                    <Person key={person.nickname} person={person} />
                  ))}
                </ul>
                {/* A question to one of them, chosen in the form (issue 31). */}
                <AskButton query={{ firm: card.id }} className="btn btn-outline mt-3 w-full" testId="ask-firm">
                  <Icon name="lucide:message-circle" size={18} />
                  {common('ask.firm')}
                </AskButton>
              </>
            ) : (
              <p className="text-sm text-muted">{t('panel.noSpecialists')}</p>
            )}
          </Section>
        </>
      ) : null}
    </div>
  );
}
