import { Link } from 'react-router';
import type { ServicePageData } from '../../../shared/pages/catalogue/types.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { AddToBasketButton } from '../orders/AddToBasketButton.js';
import { AskButton } from '../messages/ask/AskButton.js';
import { useViewer } from '../../platform/viewer.js';
import { durationText, priceText } from './price.js';
import { ProviderLine, providerHref } from './ProviderLine.js';
import { FORMAT_ICON } from './ServiceCard.js';

/**
 * A service's offer beside its description: the price in so'm (a "from" price says so), the
 * basket button (or "Ask for a price"), a question to whoever gives it, how it is given and how
 * long it takes, and who gives it, with a link to them.
 */
export function ServiceOffer({ service }: { service: ServicePageData['service'] }) {
  const t = useT('catalogue');
  const common = useT();
  const { locale } = useAppState();
  const viewer = useViewer();
  const own = service.provider.kind === 'specialist' && viewer?.nickname === service.provider.nickname;
  return (
    <aside className="card p-5 lg:sticky lg:top-20" aria-labelledby="service-price-heading">
      <h2 id="service-price-heading" className="text-sm font-medium text-muted">
        {t('service.price')}
      </h2>
      <p className="mt-1 text-3xl font-bold tracking-tight" data-testid="price">
        {priceText(t, service.price, service.priceKind, locale)}
      </p>
      {service.priceKind === 'from' ? <p className="mt-1 text-sm text-muted">{t('service.priceFromNote')}</p> : null}
      <AddToBasketButton serviceId={service.id} name={service.title} priceKind={service.priceKind} countable={service.countable} size="md" className="mt-4" />
      {/* A question about it before buying (issue 31); a "from" price is asked above, and nobody asks themselves. */}
      {service.priceKind === 'fixed' && !own ? (
        <AskButton query={{ service: service.id }} className="btn btn-ghost mt-2 w-full" testId="ask-question">
          <Icon name="lucide:message-circle" size={18} />
          {common('ask.question')}
        </AskButton>
      ) : null}
      <dl className="mt-5 space-y-3 border-t border-line pt-5 text-sm">
        <div className="flex items-start gap-3">
          <dt className="text-muted">
            <Icon name={FORMAT_ICON[service.format]} size={18} label={t('service.format')} />
          </dt>
          <dd>{t(`format.${service.format}`)}</dd>
        </div>
        {service.duration ? (
          <div className="flex items-start gap-3">
            <dt className="text-muted">
              <Icon name="lucide:clock" size={18} label={t('service.duration')} />
            </dt>
            <dd>{t('service.takes', { duration: durationText(t, service.duration) })}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-5 border-t border-line pt-5">
        <h2 className="text-sm font-medium text-muted">{t('service.provider')}</h2>
        <div className="mt-3">
          <ProviderLine provider={service.provider} size={40} linked={false} />
        </div>
        <Link to={providerHref(service.provider)} className="btn btn-outline mt-4 w-full" data-testid="provider-link">
          {service.provider.kind === 'specialist' ? t('service.viewProfile') : t('service.viewFirm')}
          <Icon name="lucide:arrow-right" size={16} />
        </Link>
      </div>
    </aside>
  );
}
