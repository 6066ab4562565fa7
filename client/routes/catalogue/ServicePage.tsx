import { Link } from 'react-router';
import { useAppState } from '../../app-state.js';
import { Breadcrumbs } from '../../components/catalogue/Breadcrumbs.js';
import { durationText, priceText } from '../../components/catalogue/price.js';
import { ProviderLine, providerHref } from '../../components/catalogue/ProviderLine.js';
import { FORMAT_ICON, ServiceCard } from '../../components/catalogue/ServiceCard.js';
import { breadcrumbLd, providerLd, serviceLd } from '../../components/catalogue/structured-data.js';
import { useAbsoluteUrl } from '../../components/catalogue/useAbsoluteUrl.js';
import { AddToBasketButton } from '../../components/orders/AddToBasketButton.js';
import { FavoriteButton } from '../../components/account/favorites/FavoriteButton.js';
import { Icon } from '../../components/Icon.js';
import { ReviewsSection } from '../../components/reviews/ReviewsSection.js';
import { reviewProperties } from '../../components/reviews/structured-data.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { Badge } from '../../components/ui/Badge.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

/**
 * /services/{serviceId}: what the service is and includes, its price in so'm, how it is given,
 * who offers it (linked), the specializations it covers and related services of its category.
 * The basket arrives with its own issue, so there is no "add to basket" button yet.
 */
export default function ServicePage() {
  const { service, related, reviews } = usePageData('service');
  const t = useT('catalogue');
  const common = useT();
  const { locale } = useAppState();
  const absolute = useAbsoluteUrl();
  const categoryHref = `/services?parent=${service.group.slug}`;
  const crumbs = [
    { to: '/', label: common('nav.home') },
    { to: '/services', label: t('services.heading') },
    { to: categoryHref, label: service.group.name },
    { label: service.title },
  ];
  return (
    <div className="container-page py-6 sm:py-8">
      <Breadcrumbs items={crumbs} />
      <div className="mt-5 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_21rem]">
        <article className="min-w-0">
          <div className="flex items-start justify-between gap-3">
            <Badge color="primary">{service.group.name}</Badge>
            <FavoriteButton kind="service" id={service.id} name={service.title} size="md" />
          </div>
          <h1 className="mt-1 text-3xl font-bold leading-tight tracking-tight sm:text-4xl" data-testid="page-heading">
            {service.title}
          </h1>
          <div className="mt-4">
            <ProviderLine provider={service.provider} size={32} />
          </div>
          <section aria-labelledby="about-service" className="mt-8">
            <h2 id="about-service" className="text-xl font-semibold">
              {t('service.about')}
            </h2>
            <p className="mt-3 max-w-prose text-base leading-relaxed" data-testid="service-description">
              {service.description}
            </p>
          </section>
          {service.deliverables.length > 0 ? (
            <section aria-labelledby="service-deliverables" className="mt-8">
              <h2 id="service-deliverables" className="text-xl font-semibold">
                {t('service.whatYouGet')}
              </h2>
              <ul className="mt-4 space-y-3" data-testid="deliverables">
                {service.deliverables.map((item) => (
                  <li key={item} className="flex gap-3">
                    <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
                      <Icon name="lucide:check" size={14} />
                    </span>
                    <span className="leading-relaxed">{item}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {service.specializations.length > 0 ? (
            <section aria-labelledby="service-specializations" className="mt-8">
              <h2 id="service-specializations" className="text-xl font-semibold">
                {t('service.specializations')}
              </h2>
              <p className="mt-1 text-sm text-muted">{t('service.specializationsHint')}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {service.specializations.map((s) => (
                  <li key={s.slug}>
                    <Link to={`/specialists?specialization=${s.slug}`} className="inline-flex rounded-full focus-visible:outline-offset-2 hover:opacity-80">
                      <Badge color="iris">{s.name}</Badge>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="mt-8">
            <ReviewsSection key={service.id} list={reviews} source={{ service: service.id }} variant="plain" />
          </div>
        </article>

        <aside className="card p-5 lg:sticky lg:top-20" aria-labelledby="service-price-heading">
          <h2 id="service-price-heading" className="text-sm font-medium text-muted">
            {t('service.price')}
          </h2>
          <p className="mt-1 text-3xl font-bold tracking-tight" data-testid="price">
            {priceText(t, service.price, service.priceKind, locale)}
          </p>
          {service.priceKind === 'from' ? <p className="mt-1 text-sm text-muted">{t('service.priceFromNote')}</p> : null}
          <AddToBasketButton
            serviceId={service.id}
            name={service.title}
            priceKind={service.priceKind}
            countable={service.countable}
            size="md"
            className="mt-4"
          />
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
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-services" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="related-services" className="text-xl font-semibold">
              {t('service.related')}
            </h2>
            <Link to={categoryHref} className="text-sm font-medium text-accent hover:underline">
              {t('service.allInCategory', { group: service.group.name })}
            </Link>
          </div>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="related">
            {related.map((item) => (
              <li key={item.id}>
                <ServiceCard service={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <JsonLd
        data={[
          {
            ...serviceLd({
              name: service.title,
              description: service.description,
              url: absolute(`/services/${service.id}`),
              category: service.group.name,
              price: service.price,
              priceKind: service.priceKind,
              provider: providerLd(service.provider, absolute(providerHref(service.provider))),
            }),
            ...reviewProperties(reviews),
          },
          breadcrumbLd(crumbs.map((c) => ({ name: c.label, url: absolute(c.to ?? `/services/${service.id}`) }))),
        ]}
      />
    </div>
  );
}
