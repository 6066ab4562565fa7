import { Suspense, type ReactNode } from 'react';
import type { ShouldRevalidateFunction } from 'react-router';
import { formatDate } from '../../../shared/format/date.js';
import { CLAIM_STEPS } from '../../../shared/claims/types.js';
import { useAppState } from '../../app-state.js';
import { StartClaim } from '../../components/claims/pages/StartClaim.js';
import type { ClaimTemplateView } from '../../../shared/pages/claims/types.js';
import { dutyRuleWords, tiyinText } from '../../components/claims/pages/words.js';
import { Breadcrumbs } from '../../components/lists/Breadcrumbs.js';
import { breadcrumbLd } from '../../components/lists/structured-data.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
import { Icon } from '../../components/Icon.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { Badge } from '../../components/ui/Badge.js';
import { useT } from '../../i18n.js';
import { lazyPart } from '../../platform/lazy-part.js';
import { keepClaimBetweenSteps } from '../../components/claims/builder/step-address.js';
import type { PagePart } from '../modules.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';

// A guest's first steps of the builder travel only when asked for (`?step=`).
const guestBuilder = lazyPart(() => import('../../components/claims/builder/GuestClaimBuilder.js'));
const GuestClaimBuilder = guestBuilder.Part;

/** A guest's step named by the address renders at once, on the server and at hydration. */
export const parts: readonly PagePart[] = [{ param: 'step', source: 'client/components/claims/builder/GuestClaimBuilder.tsx', preload: guestBuilder.preload }];

/**
 * Between a guest's steps (?step= to ?step=) nothing the loader reads changes; entering them from
 * the page, or leaving them, reads the page again (it adds or drops what the steps need).
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.currentUrl.searchParams.has('step') && args.nextUrl.searchParams.has('step') ? keepClaimBetweenSteps(args) : args.defaultShouldRevalidate;

/** What the visitor will need to have at hand, from the template's court, value and pre-trial rules (claim-pages needs.*). */
function needsOf(template: ClaimTemplateView): string[] {
  return [
    'identity',
    'defendant',
    ...(template.courtType === 'economic' ? ['entity'] : []),
    template.claimValueRule,
    ...(template.courtRule === 'property' ? ['propertyAddress'] : []),
    ...(template.pretrialRequired ? ['pretrial'] : []),
    'facts',
  ];
}

function Block({ id, icon, title, children, testId }: { id: string; icon: string; title: string; children: ReactNode; testId: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-5 sm:p-6" data-testid={testId}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon name={icon} size={20} className="shrink-0 text-accent-strong" />
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-sm leading-relaxed sm:text-base">{children}</div>
    </section>
  );
}

/**
 * /statement-of-claim/templates/{idx}: what the claim is for and what it asks, what the visitor
 * will need, which court and why, the talabnoma, a state-duty example (an estimate, the official
 * calculator named), and "Start", which makes the claim in the visitor's account and opens it.
 * A guest may answer the builder's first steps here first (`?step=court|parties`).
 */
export default function ClaimTemplatePage() {
  const { guest, claimLocale } = usePageData('claims-template');
  if (guest) {
    return (
      <Suspense fallback={<div className="container-page min-h-[60vh] py-8" aria-busy="true" />}>
        <GuestClaimBuilder data={guest} claimLocale={claimLocale} />
      </Suspense>
    );
  }
  return <TemplateAbout />;
}

/** The template's page itself: what the claim asks, what it needs, the court, the duty, and Start. */
function TemplateAbout() {
  const { template, duty, claimLocale } = usePageData('claims-template');
  // "Start" posted without JavaScript over the write limit: the wait.
  const retryAfter = usePostedForm('claims-template')?.retryAfter ?? null;
  const t = useT('claim-pages');
  const claims = useT('claims');
  const { locale } = useAppState();
  const absolute = useAbsoluteHref();
  const home = t('index.heading');
  const categoryHref = `/statement-of-claim/list/${template.category.id}`;
  const money = (tiyin: string) => tiyinText(tiyin, locale);

  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-accent-soft to-canvas">
        <div className="container-page space-y-4 py-8 sm:py-10">
          <Breadcrumbs
            trail={[
              { to: '/statement-of-claim', label: home },
              { to: categoryHref, label: template.category.name },
            ]}
            current={template.title}
          />
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl" data-testid="page-heading">
            {template.title}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <Badge color="marineBlue">{t(`courtTypes.${template.courtType}`)}</Badge>
            {template.pretrialRequired ? <Badge color="gold">{t('template.pretrialBadge')}</Badge> : null}
          </div>
          <a href="#start-claim" className="btn btn-primary lg:hidden">
            {t('template.startHeading')}
            <Icon name="lucide:arrow-down" size={16} />
          </a>
        </div>
      </div>

      <div className="container-page grid items-start gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="min-w-0 space-y-6">
          <Block id="template-purpose" icon="lucide:scale" title={t('template.purposeHeading')} testId="template-purpose">
            <p className="text-base sm:text-lg">{template.description}</p>
            {template.demands.length > 0 ? (
              <>
                <h3 className="pt-1 font-semibold">{t('template.demandsHeading')}</h3>
                <ol className="list-decimal space-y-1.5 pl-5 text-muted marker:text-ink" data-testid="template-demands">
                  {template.demands.map((demand, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the template's demands, a static list read from the server that never reorders on the page
                    <li key={index}>
                      {demand.text}
                      {demand.optional ? <span className="ml-1 text-xs font-medium uppercase tracking-wide">({t('template.optional')})</span> : null}
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
          </Block>

          <Block id="template-needs" icon="lucide:clipboard-list" title={t('template.needHeading')} testId="template-needs">
            <div className="grid gap-5 md:grid-cols-2">
              <div>
                <h3 className="font-semibold">{t('template.documentsHeading')}</h3>
                <ul className="mt-2 space-y-1.5" data-testid="template-attachments">
                  {template.attachments.map((attachment) => (
                    <li key={attachment} className="flex items-start gap-2">
                      <Icon name="lucide:file-text" size={16} className="mt-1 shrink-0 text-muted" />
                      <span>{attachment}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="font-semibold">{t('template.numbersHeading')}</h3>
                <ul className="mt-2 space-y-1.5" data-testid="template-numbers">
                  {needsOf(template).map((need) => (
                    <li key={need} className="flex items-start gap-2">
                      <Icon name="lucide:hash" size={16} className="mt-1 shrink-0 text-muted" />
                      <span>{t(`needs.${need}`)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </Block>

          <Block id="template-court" icon="lucide:landmark" title={t('template.courtHeading')} testId="template-court">
            <dl className="space-y-3">
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">{t('template.courtTypeLabel')}</dt>
                <dd className="mt-0.5">
                  <span className="font-semibold">{t(`courtTypes.${template.courtType}`)}.</span> {t(`courtTypeText.${template.courtType}`)}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">{t('template.courtRuleLabel')}</dt>
                <dd className="mt-0.5" data-testid="template-court-rule">
                  {t(`courtRules.${template.courtRule}`)} {template.jurisdictionNote}
                </dd>
              </div>
            </dl>
          </Block>

          <Block id="template-pretrial" icon="lucide:mail" title={t('template.pretrialHeading')} testId="template-pretrial">
            <p data-required={template.pretrialRequired}>{template.pretrialRequired ? t('template.pretrialRequired') : t('template.pretrialNotRequired')}</p>
          </Block>

          <Block id="template-duty" icon="lucide:calculator" title={t('template.dutyHeading')} testId="template-duty">
            <p>
              <span className="font-semibold">{t('template.dutyRuleLabel')}:</span> {dutyRuleWords(template.duty, [], t, locale)}.
            </p>
            {template.dutyNote ? <p className="text-muted">{template.dutyNote}</p> : null}
            {duty?.exemption && duty.recoverable !== null ? (
              // Exempt by law: the visitor pays 0, never the duty next to "exempt" (the court recovers it from the defendant).
              <div className="rounded-xl border border-green-badge/40 bg-green-badge/10 p-4" data-testid="duty-example">
                <p className="flex items-center gap-2 text-lg font-semibold" data-testid="duty-example-pay">
                  <Icon name="lucide:circle-check" size={18} className="shrink-0 text-green-700 dark:text-green-300" />
                  {t('template.dutyYouPay', { duty: money(duty.duty) })}
                </p>
                <p className="mt-1" data-testid="duty-example-exempt">
                  {t('template.dutyExempt', { ground: duty.exemption.ground, duty: money(duty.recoverable) })}
                </p>
                <p className="mt-2 text-xs text-muted">
                  {t('template.dutyBase', { amount: money(duty.baseAmount), date: formatDate(duty.baseAmountDate, locale, { style: 'long' }) })}{' '}
                  {t('dutyRule.bca')}
                </p>
              </div>
            ) : duty ? (
              <div className="rounded-xl bg-raised p-4" data-testid="duty-example">
                <p className="font-medium">
                  {duty.claimValue === null
                    ? t('template.dutyFixed', { duty: money(duty.duty) })
                    : duty.monthly !== null
                      ? t('template.dutyExampleMonthly', { monthly: money(duty.monthly), value: money(duty.claimValue), duty: money(duty.duty) })
                      : t('template.dutyExample', { value: money(duty.claimValue), duty: money(duty.duty) })}
                </p>
                {duty.smallBusinessDuty !== null ? <p className="mt-1">{t('template.dutySmallBusiness', { duty: money(duty.smallBusinessDuty) })}</p> : null}
                <p className="mt-2 text-xs text-muted">
                  {t('template.dutyBase', { amount: money(duty.baseAmount), date: formatDate(duty.baseAmountDate, locale, { style: 'long' }) })}{' '}
                  {t('dutyRule.bca')}
                </p>
              </div>
            ) : null}
            {duty?.unconfirmed ? (
              <p className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm" data-testid="duty-unconfirmed">
                <span className="font-semibold">{t('template.dutyUnconfirmed')}</span> {duty.unconfirmed}
              </p>
            ) : null}
            {template.exemptionDetails.length > 0 ? (
              <div className="rounded-xl border border-line p-4" data-testid="duty-exemptions">
                <p className="font-semibold">{t('template.dutyExemptByLaw')}</p>
                <ul className="mt-1 space-y-1">
                  {template.exemptionDetails.map((exemption) => (
                    <li key={exemption.name}>
                      <span className="font-medium">{exemption.name}:</span> {exemption.explanation} <span className="text-muted">({exemption.ground})</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {duty?.checkedOn ? (
              <p className="text-xs text-muted">{t('template.dutyChecked', { date: formatDate(duty.checkedOn, locale, { style: 'long' }) })}</p>
            ) : null}
            <p className="flex items-start gap-2 text-sm font-medium" data-testid="duty-estimate">
              <Icon name="lucide:triangle-alert" size={16} className="mt-0.5 shrink-0 text-amber-700 dark:text-amber-300" />
              <span>
                {t('template.dutyEstimate')}{' '}
                <a
                  href={duty?.calculatorUrl ?? 'https://my.sud.uz'}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-accent-strong underline"
                >
                  {t('template.calculator')}
                  <Icon name="lucide:external-link" size={14} />
                </a>
              </span>
            </p>
          </Block>

          {template.note ? (
            <Block id="template-note" icon="lucide:info" title={t('template.noteHeading')} testId="template-note">
              <p className="text-muted">{template.note}</p>
            </Block>
          ) : null}
        </div>

        <aside
          id="start-claim"
          aria-labelledby="start-claim-title"
          className="scroll-mt-20 rounded-2xl border border-accent/30 bg-surface p-5 shadow-sm sm:p-6 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto"
        >
          <h2 id="start-claim-title" className="text-lg font-semibold">
            {t('template.startHeading')}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted">{t('template.startLead')}</p>
          <ol className="my-4 grid grid-flow-col grid-cols-2 grid-rows-4 gap-x-3 gap-y-1.5 text-sm" aria-label={t('index.stepsLabel')}>
            {CLAIM_STEPS.map((step, index) => (
              <li key={step} className="flex items-start gap-2 leading-snug">
                <span className="grid size-5 shrink-0 place-items-center rounded-full bg-accent-soft text-xs font-semibold text-accent-strong">
                  {index + 1}
                </span>
                {claims(`steps.${step}`)}
              </li>
            ))}
          </ol>
          <StartClaim templateId={template.id} claimLocale={claimLocale} retryAfter={retryAfter} />
        </aside>
      </div>

      <JsonLd
        data={breadcrumbLd([
          { url: absolute('/statement-of-claim'), name: home },
          { url: absolute(categoryHref), name: template.category.name },
          { url: absolute(`/statement-of-claim/templates/${template.id}`), name: template.title },
        ])}
      />
    </>
  );
}
