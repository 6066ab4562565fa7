/**
 * The builder's first steps for a guest (issue 29), on the template's page
 * (/statement-of-claim/templates/{idx}?step=court|parties): the court and the parties, with the same
 * step components as the builder, their answers kept in this tab as they are given (sessionStorage:
 * they name people) and checked as the builder checks them. "Sign in and continue" keeps them with
 * the start; back from signing in, StartClaim makes the claim with them (the server adds the
 * visitor's OneID data to the plaintiff they typed) and opens it at the next step. Each step is a
 * history entry, as in the builder; the page reads nothing again between them.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CLAIM_STEPS, GUEST_CLAIM_STEPS as GUEST_STEPS, guestClaimStepOf, type ClaimAnswers, type ClaimStep } from '../../../../shared/claims/types.js';
import type { Locale } from '../../../../shared/locales.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { Breadcrumbs } from '../../lists/Breadcrumbs.js';
import { useHydrated } from '../../../platform/useHydrated.js';
import { Icon } from '../../Icon.js';
import { Button } from '../../ui/Button.js';
import { keepGuestDraft, keepStartIntent, readGuestDraft, type GuestDraft } from '../pages/start-intent.js';
import { answerLabels, checkAnswers } from './check.js';
import { BuilderDataContext, type BuilderData } from './context.js';
import { Progress } from './Progress.js';
import { searchWithStep } from './step-address.js';
import type { FirstStepProps } from './step-props.js';
import { StepNav, stepFollower } from './StepNav.js';
import { StepSection } from './StepSection.js';
import type { GuestBuilderData } from '../../../../shared/pages/claims/types.js';
import CourtStep from './steps/CourtStep.js';
import PartiesStep from './steps/PartiesStep.js';

const GUEST_STEP_COMPONENTS = { court: CourtStep, parties: PartiesStep } as const;

export default function GuestClaimBuilder({ data, claimLocale }: { data: GuestBuilderData; claimLocale: Locale }) {
  const t = useT('claim-builder');
  const tAll = useT();
  const { locale: lang } = useAppState();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const { template } = data;
  // The address is the truth: moving between the steps reads nothing again (the page's shouldRevalidate).
  const step = guestClaimStepOf(new URLSearchParams(location.search).get('step')) ?? data.step;

  // The tab's answers arrive once the page runs (the server never sees them).
  const [kept, setKept] = useState<GuestDraft>({ answers: {}, courtRegionId: null });
  const [restored, setRestored] = useState(0);
  const keptRef = useRef(kept);
  keptRef.current = kept;
  useEffect(() => {
    const found = readGuestDraft(template.id);
    if (!found) return;
    setKept(found);
    setRestored((n) => n + 1); // the step starts again from the kept answers and region
  }, [template.id]);

  const store = useCallback(
    (next: GuestDraft) => {
      keptRef.current = next;
      setKept(next);
      keepGuestDraft(template.id, next);
    },
    [template.id],
  );

  const onAnswer = useCallback(
    <K extends keyof ClaimAnswers>(key: K, value: ClaimAnswers[K]) => {
      const answers: ClaimAnswers = { ...keptRef.current.answers };
      if (value === undefined) delete answers[key];
      else answers[key] = value;
      store({ ...keptRef.current, answers });
    },
    [store],
  );

  const labels = useMemo(() => answerLabels(tAll), [tAll]);
  const check = useMemo(() => checkAnswers(kept.answers, labels, tAll), [kept.answers, labels, tAll]);

  const goTo = (next: ClaimStep) => {
    if (guestClaimStepOf(next) === null || next === step) return;
    void navigate({ pathname: location.pathname, search: searchWithStep(location.search, next) }, { preventScrollReset: true });
  };
  const follow = stepFollower(hydrated, goTo);

  /** Keeps what can be sent with the start and goes to sign in; the template's page goes on from there. */
  const signIn = () => {
    keepStartIntent(template.id, claimLocale, check.sendable ?? undefined);
    const back = `${window.location.pathname}?lang=${claimLocale}`;
    window.location.assign(`/auth/sign-in?returnTo=${encodeURIComponent(back)}`);
  };

  const builderData: BuilderData = useMemo(
    () => ({
      regions: data.regions,
      courtRegionId: kept.courtRegionId,
      courts: [],
      savedDistricts: {},
      onCourtRegion: (courtRegionId) => store({ ...keptRef.current, courtRegionId }),
    }),
    [data.regions, kept.courtRegionId, store],
  );

  const index = CLAIM_STEPS.indexOf(step);
  const position = GUEST_STEPS.indexOf(step);
  const previous = position > 0 ? GUEST_STEPS[position - 1] : undefined;
  const next = position < GUEST_STEPS.length - 1 ? GUEST_STEPS[position + 1] : undefined;
  const Step = GUEST_STEP_COMPONENTS[step];
  const stepProps: FirstStepProps = { claim: null, template, answers: kept.answers, onAnswer, errors: check.errors, goTo, lang, hydrated, guest: true };
  const templateHref = `/statement-of-claim/templates/${template.id}`;

  return (
    <BuilderDataContext.Provider value={builderData}>
      <div className="container-page py-6 sm:py-8" data-testid="guest-claim-builder" data-step={step}>
        <Breadcrumbs
          trail={[
            { to: '/statement-of-claim', label: t('crumbs.claims') },
            { to: templateHref, label: template.title },
          ]}
          current={t('guest.crumb')}
          home={false}
          look="catalogue"
        />
        <header className="mb-5 mt-4 space-y-2">
          <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl" data-testid="page-heading">
            {template.title}
          </h1>
          <p className="flex max-w-3xl items-start gap-2 text-sm text-muted" data-testid="guest-kept-note">
            <Icon name="lucide:shield-check" size={16} className="mt-0.5 shrink-0 text-accent-strong" />
            {t('guest.kept')}
          </p>
        </header>

        <Progress current={step} problems={[]} onGo={follow} last={GUEST_STEPS[GUEST_STEPS.length - 1]} />

        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-x-8 gap-y-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <StepSection step={step}>
            <Step key={`${step}-${restored}`} {...stepProps} />
          </StepSection>
          <aside className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div className="rounded-2xl border border-accent/30 bg-surface p-5 shadow-sm lg:sticky lg:top-24" data-testid="guest-sign-in-panel">
              <h2 className="text-base font-semibold">{t('guest.panelTitle')}</h2>
              <p className="mt-1 text-sm leading-relaxed text-muted">{t('guest.panelText')}</p>
              <Button className="mt-3 w-full" variant={next ? 'outline' : 'primary'} onClick={signIn} disabled={!hydrated} data-testid="guest-sign-in">
                <Icon name="lucide:log-in" size={16} />
                {t('guest.signIn')}
              </Button>
            </div>
          </aside>
          <StepNav
            previous={previous}
            next={next}
            follow={follow}
            first={
              <Link to={templateHref} className="btn btn-outline" data-testid="step-back">
                ← {t('guest.toTemplate')}
              </Link>
            }
            last={
              <Button onClick={signIn} disabled={!hydrated} data-testid="step-next">
                {t('guest.signInNext', { step: tAll(`claims:steps.${CLAIM_STEPS[index + 1]}`) })} →
              </Button>
            }
          />
        </div>
      </div>
    </BuilderDataContext.Provider>
  );
}
