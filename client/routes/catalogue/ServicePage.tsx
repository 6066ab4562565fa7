import { Link } from 'react-router';
import { ProviderLine, providerHref } from '../../components/catalogue/ProviderLine.js';
import { ServiceCard } from '../../components/catalogue/ServiceCard.js';
import { ServiceOffer } from '../../components/catalogue/ServiceOffer.js';
import { providerLd, serviceLd } from '../../components/catalogue/structured-data.js';
import { breadcrumbLd } from '../../components/lists/structured-data.js';
import { TitledSection } from '../../components/catalogue/TitledSection.js';
import { Breadcrumbs } from '../../components/lists/Breadcrumbs.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
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
  const absolute = useAbsoluteHref();
  const categoryHref = `/services?parent=${service.group.slug}`;
  const url = absolute(`/services/${service.id}`);
  const trail = [
    { to: '/services', label: t('services.heading') },
    { to: categoryHref, label: service.group.name },
  ];
  return (
    <div className="container-page py-6 sm:py-8">
      <Breadcrumbs trail={trail} current={service.title} look="catalogue" />
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
          <TitledSection id="about-service" title={t('service.about')} className="mt-8" titleClassName="text-xl font-semibold">
            <p className="mt-3 max-w-prose text-base leading-relaxed" data-testid="service-description">
              {service.description}
            </p>
          </TitledSection>
          {service.deliverables.length > 0 ? (
            <TitledSection id="service-deliverables" title={t('service.whatYouGet')} className="mt-8" titleClassName="text-xl font-semibold">
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
            </TitledSection>
          ) : null}
          {service.specializations.length > 0 ? (
            <TitledSection id="service-specializations" title={t('service.specializations')} className="mt-8" titleClassName="text-xl font-semibold">
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
            </TitledSection>
          ) : null}
          <div className="mt-8">
            <ReviewsSection key={service.id} list={reviews} source={{ service: service.id }} variant="plain" />
          </div>
        </article>

        <ServiceOffer service={service} />
      </div>

      {related.length > 0 ? (
        <TitledSection
          id="related-services"
          title={t('service.related')}
          className="mt-12"
          titleClassName="text-xl font-semibold"
          beside={
            <Link to={categoryHref} className="text-sm font-medium text-accent hover:underline">
              {t('service.allInCategory', { group: service.group.name })}
            </Link>
          }
        >
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="related">
            {related.map((item) => (
              <li key={item.id}>
                <ServiceCard service={item} />
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      <JsonLd
        data={[
          {
            ...serviceLd({
              name: service.title,
              description: service.description,
              url,
              category: service.group.name,
              price: service.price,
              priceKind: service.priceKind,
              provider: providerLd(service.provider, absolute(providerHref(service.provider))),
            }),
            ...reviewProperties(reviews),
          },
          breadcrumbLd([
            { name: common('nav.home'), url: absolute('/') },
            ...trail.map((c) => ({ name: c.label, url: absolute(c.to) })),
            { name: service.title, url },
          ]),
        ]}
      />
    </div>
  );
}
