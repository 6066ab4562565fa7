import { Link } from 'react-router';
import { formatNumber } from '../../shared/format/number.js';
import { localizedPath } from '../../shared/locales.js';
import { useAppState } from '../app-state.js';
import { ServiceCard } from '../components/catalogue/ServiceCard.js';
import { SpecialistCard } from '../components/catalogue/SpecialistCard.js';
import { organizationLd, websiteLd } from '../components/catalogue/structured-data.js';
import { Icon } from '../components/Icon.js';
import { groupIcon } from '../components/landing/group-icons.js';
import { SiteSearch } from '../components/landing/SiteSearch.js';
import { JsonLd } from '../components/seo/JsonLd.js';
import { useT } from '../i18n.js';
import { usePageData } from '../platform/payload.js';

const STEPS = ['find', 'choose', 'solve'] as const;
const TRUST = ['oneid', 'verified', 'privacy'] as const;
const TOOLS = [
  { to: '/documents', key: 'documents', icon: 'lucide:file-text' },
  { to: '/statement-of-claim', key: 'claims', icon: 'lucide:landmark' },
  { to: '/reference', key: 'reference', icon: 'lucide:book-open' },
] as const;

function SectionHeading({ id, title, link }: { id: string; title: string; link?: { to: string; label: string } }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {link ? (
        <Link to={link.to} className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline">
          {link.label}
          <Icon name="lucide:arrow-right" size={16} />
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The public landing page: one search over services, specialists and reference, the fields of law
 * as doors into the catalogue, the best-rated specialists and the most popular services, how the
 * site works and why it can be trusted.
 */
export default function IndexPage() {
  const { groups, specialists, services, counts } = usePageData('index');
  const t = useT('landing');
  const { locale, origin } = useAppState();
  const figures = [
    { key: 'specialists', value: counts.specialists },
    { key: 'lawFirms', value: counts.lawFirms },
    { key: 'services', value: counts.services },
  ] as const;
  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-accent-soft to-canvas">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-strong">{t('eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold leading-tight tracking-tight sm:text-5xl" data-testid="page-heading">
            {t('heading')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{t('lead')}</p>
          <div className="mt-8 max-w-2xl">
            <SiteSearch />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted">{t('popular')}</span>
            {groups.slice(0, 4).map((group) => (
              <Link
                key={group.slug}
                to={`/specialists?parent=${group.slug}`}
                className="rounded-full border border-line bg-surface px-3 py-1 font-medium hover:border-accent hover:text-accent"
              >
                {group.name}
              </Link>
            ))}
          </div>
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="fields-heading">
        <SectionHeading id="fields-heading" title={t('fields.heading')} />
        <p className="mt-2 max-w-2xl text-muted">{t('fields.lead')}</p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="fields">
          {groups.map((group) => (
            <li key={group.slug}>
              <div className="card relative flex h-full gap-4 p-4 transition-colors focus-within:ring-2 focus-within:ring-accent hover:border-accent">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">
                  <Icon name={groupIcon(group.slug)} size={22} />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold">
                    <Link to={`/specialists?parent=${group.slug}`} className="outline-none after:absolute after:inset-0 after:rounded-2xl hover:text-accent">
                      {group.name}
                    </Link>
                  </h3>
                  <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-muted">{group.description}</p>
                  <Link to={`/services?parent=${group.slug}`} className="relative z-10 mt-2 inline-block text-sm font-medium text-accent hover:underline">
                    {t('fields.services')}
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {specialists.length > 0 ? (
        <section className="border-y border-line bg-surface" aria-labelledby="featured-specialists">
          <div className="container-page py-12">
            <SectionHeading id="featured-specialists" title={t('specialists.heading')} link={{ to: '/specialists', label: t('specialists.all') }} />
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {specialists.map((person) => (
                <li key={person.nickname}>
                  <SpecialistCard person={person} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {services.length > 0 ? (
        <section className="container-page py-12" aria-labelledby="featured-services">
          <SectionHeading id="featured-services" title={t('services.heading')} link={{ to: '/services', label: t('services.all') }} />
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="border-y border-line bg-surface" aria-labelledby="how-heading">
        <div className="container-page py-12">
          <SectionHeading id="how-heading" title={t('how.heading')} />
          <ol className="mt-6 grid gap-6 sm:grid-cols-3">
            {STEPS.map((step, i) => (
              <li key={step} className="flex gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-ink">{i + 1}</span>
                <div>
                  <h3 className="font-semibold">{t(`how.${step}.title`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{t(`how.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="trust-heading">
        <SectionHeading id="trust-heading" title={t('trust.heading')} />
        <dl className="mt-6 grid grid-cols-3 gap-3 rounded-2xl bg-accent-soft p-4 text-center sm:p-6" data-testid="figures">
          {figures.map((figure) => (
            <div key={figure.key} className="flex flex-col-reverse">
              <dt className="mt-1 text-xs text-muted sm:text-sm">{t(`trust.figures.${figure.key}`)}</dt>
              <dd className="text-2xl font-bold text-accent-strong sm:text-3xl">{formatNumber(figure.value, locale)}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {TRUST.map((item) => (
            <li key={item} className="card p-5">
              <h3 className="font-semibold">{t(`trust.${item}.title`)}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted">{t(`trust.${item}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page pb-4" aria-labelledby="tools-heading">
        <SectionHeading id="tools-heading" title={t('tools.heading')} />
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {TOOLS.map((tool) => (
            <li key={tool.key}>
              <Link to={tool.to} className="card flex h-full items-start gap-4 p-5 transition-colors hover:border-accent">
                <Icon name={tool.icon} size={22} className="mt-0.5 shrink-0 text-accent" />
                <span>
                  <span className="block font-semibold">{t(`tools.${tool.key}.title`)}</span>
                  <span className="mt-1 block text-sm leading-relaxed text-muted">{t(`tools.${tool.key}.text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <JsonLd
        data={[
          organizationLd(origin, t('lead')),
          websiteLd(origin + localizedPath(locale, '/'), `${origin}${localizedPath(locale, '/specialists')}?q={search_term_string}`, locale),
        ]}
      />
    </>
  );
}
