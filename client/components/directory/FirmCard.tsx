import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useAppState } from '../../app-state.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useT } from '../../i18n.js';
import { FavoriteButton } from '../account/favorites/FavoriteButton.js';
import { Icon } from '../Icon.js';
import { Badge } from '../ui/Badge.js';
import { Monogram } from './Monogram.js';
import { Rating } from '../lists/Rating.js';
import type { FirmCardView } from '../../../shared/pages/directory/types.js';

export interface FirmCardProps {
  firm: FirmCardView;
  /** The list's address with this firm open (`?firm=`): a plain link without JavaScript. */
  href: string;
  /** Opens the firm in place; called for a plain click once the page runs. */
  onOpen?(firm: FirmCardView, event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * A firm in the list: who and where, whether it is verified, how clients rate it, how many
 * specialists it has and what it practises. The whole card is one link (the firm's name), which
 * opens its panel.
 */
export function FirmCard({ firm, href, onOpen }: FirmCardProps) {
  const t = useT('lawfirms');
  const { locale } = useAppState();
  return (
    <article className="card group relative flex h-full flex-col p-5 transition-colors focus-within:border-accent hover:border-accent" data-testid="firm-card">
      <div className="flex items-start gap-3">
        <Monogram name={firm.name} hue={firm.hue} imageUrl={firm.logoUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold leading-snug">
            <Link
              to={href}
              preventScrollReset
              onClick={(event) => onOpen?.(firm, event)}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-[var(--accent)]"
              data-testid="firm-link"
            >
              {firm.name}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-muted">
            <Icon name="lucide:map-pin" size={14} className="shrink-0" />
            <span className="truncate">{firm.city === firm.region ? firm.city : `${firm.city}, ${firm.region}`}</span>
          </p>
        </div>
        <FavoriteButton kind="law_firm" id={firm.id} name={firm.name} className="-mr-1 -mt-1" />
      </div>
      {firm.verified ? (
        <p className="mt-3">
          <Badge color="green">
            <Icon name="lucide:badge-check" size={14} className="mr-1" />
            {t('card.verified')}
          </Badge>
        </p>
      ) : null}
      <p className="mt-3 text-sm leading-relaxed text-muted">{firm.excerpt}</p>
      {firm.practice.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {firm.practice.map((area) => (
            <li key={area}>
              <Badge color="primary">{area}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
          <Rating rating={firm.rating} />
          <span className="inline-flex items-center gap-1 text-muted">
            <Icon name="lucide:users" size={15} />
            {t('card.specialists', { total: formatNumber(firm.specialistCount, locale) })}
          </span>
          {firm.foundedYear ? <span className="text-muted">{t('card.since', { year: String(firm.foundedYear) })}</span> : null}
        </div>
      </div>
    </article>
  );
}
