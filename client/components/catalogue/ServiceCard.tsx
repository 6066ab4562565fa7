import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { AddToBasketButton } from '../orders/AddToBasketButton.js';
import { FavoriteButton } from '../account/favorites/FavoriteButton.js';
import { Icon } from '../Icon.js';
import { Badge } from '../ui/Badge.js';
import { CoveredCard, CoveringTitle } from './card-parts.js';
import { durationText, priceText } from './price.js';
import { ProviderLine } from './ProviderLine.js';
import type { ServiceCardView } from '../../../shared/pages/catalogue/types.js';

export const FORMAT_ICON = { online: 'lucide:monitor', office: 'lucide:building-2', 'online-or-office': 'lucide:monitor' } as const;

/** A service in a list: what it is, how much, how and from whom. The title's link covers the card. */
export function ServiceCard({ service, headingLevel = 3 }: { service: ServiceCardView; headingLevel?: 2 | 3 }) {
  const t = useT('catalogue');
  const { locale } = useAppState();
  return (
    <CoveredCard testId="service-card">
      <div className="flex-1">
        <div className="flex items-start justify-between gap-3">
          <span data-testid="service-group">
            <Badge color="primary">{service.group.name}</Badge>
          </span>
          <FavoriteButton kind="service" id={service.id} name={service.title} className="-mr-1 -mt-1" />
        </div>
        <CoveringTitle level={headingLevel} to={`/services/${service.id}`} title={service.title} className="mt-3 text-base font-semibold leading-snug" />
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted">{service.excerpt}</p>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <li className="inline-flex items-center gap-1.5">
            <Icon name={FORMAT_ICON[service.format]} size={14} />
            {t(`format.${service.format}`)}
          </li>
          {service.duration ? (
            <li className="inline-flex items-center gap-1.5">
              <Icon name="lucide:clock" size={14} />
              {durationText(t, service.duration)}
            </li>
          ) : null}
        </ul>
      </div>
      <div className="mt-4 space-y-3 border-t border-line pt-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-bold text-ink" data-testid="service-price">
            {priceText(t, service.price, service.priceKind, locale)}
          </p>
          <AddToBasketButton serviceId={service.id} name={service.title} priceKind={service.priceKind} countable={service.countable} />
        </div>
        <ProviderLine provider={service.provider} size={28} />
      </div>
    </CoveredCard>
  );
}
