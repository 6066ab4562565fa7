import { useEffect, useState, type FormEvent } from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import type { ClaimAnswers } from '../../../../shared/claims/types.js';
import { LOCALES, type Locale } from '../../../../shared/locales.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { api } from '../../../platform/api.js';
import { useViewer } from '../../../platform/viewer.js';
import { Icon } from '../../Icon.js';
import { FormActions } from '../../ui/FormActions.js';
import { useHydrated } from '../../../platform/useHydrated.js';
import { dropGuestDraft, keepStartIntent, takeStartIntent } from './start-intent.js';

/** Where a claim made with a guest's first answers opens: the step after them. */
const AFTER_GUEST_STEPS = 'value';

export interface StartClaimProps {
  templateId: number;
  /** The claim's language at first (?lang=, else the page's). */
  claimLocale: Locale;
  /** A start refused over the write limit (without JavaScript): the seconds to wait. */
  retryAfter: number | null;
}

/**
 * "Start": a real <form method="post"> to the template's page (server/web/claim-start-form.ts
 * answers it without JavaScript), the claim's language as radios named `_lang`. Once the page
 * runs, a signed-in visitor's claim is made through the API and they go straight to it; a guest's
 * start is kept in the tab while they sign in and goes on by itself when they are back (ADR 011).
 * A guest may first answer the builder's first steps on this page (GuestClaimBuilder): the claim
 * is then made with those answers and opens at the step after them.
 */
export function StartClaim({ templateId, claimLocale, retryAfter }: StartClaimProps) {
  const t = useT('claim-pages');
  const { locale } = useAppState();
  const viewer = useViewer();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const action = useHref(`/statement-of-claim/templates/${templateId}`);
  const [lang, setLang] = useState<Locale>(claimLocale);
  const [starting, setStarting] = useState(false);
  const [notice, setNotice] = useState<string | null>(retryAfter ? t('template.rateLimited', { seconds: retryAfter }) : null);

  const start = async (claimLang: Locale, answers?: ClaimAnswers) => {
    setStarting(true);
    setNotice(null);
    const outcome = await api.createClaim({}, { templateId, locale: claimLang, ...(answers ? { answers } : {}) }, { lang: locale });
    if (outcome.ok) {
      // The guest's answers are the claim's now: the tab forgets them.
      if (answers) dropGuestDraft(templateId);
      void navigate(`/statement-of-claim/my/${outcome.value.id}${answers ? `?step=${AFTER_GUEST_STEPS}` : ''}`);
      return;
    }
    setStarting(false);
    if (outcome.status === 401) return goSignIn(claimLang, answers);
    setNotice(
      outcome.status === 429
        ? t('template.rateLimited', { seconds: outcome.retryAfter ?? 60 })
        : outcome.status === 0
          ? t('template.offline')
          : t('template.failed'),
    );
  };

  /** A guest (or a session that ended): keep the start in the tab, sign in, come back here. */
  const goSignIn = (claimLang: Locale, answers?: ClaimAnswers) => {
    keepStartIntent(templateId, claimLang, answers);
    const back = `${window.location.pathname}?lang=${claimLang}`;
    window.location.assign(`/auth/sign-in?returnTo=${encodeURIComponent(back)}`);
  };

  // Back from signing in: the start asked for goes on by itself, with the answers given as a guest.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page first runs (the intent is taken out of the tab: a second run finds none)
  useEffect(() => {
    const asked = takeStartIntent(templateId);
    if (!asked) return;
    setLang(asked.locale);
    if (viewer) void start(asked.locale, asked.answers);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (starting) return;
    if (!viewer) return goSignIn(lang);
    void start(lang);
  };

  return (
    <form method="post" action={action} onSubmit={submit} className="space-y-4" data-testid="start-claim" aria-labelledby="start-claim-title">
      {viewer ? <input type="hidden" name="_csrf" value={viewer.csrf} /> : null}
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium">{t('template.language')}</legend>
        <div className="space-y-1.5">
          {LOCALES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-raised px-3 py-2 text-sm font-medium transition-colors has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
            >
              <input
                type="radio"
                className="size-4 shrink-0 cursor-pointer accent-[var(--accent)]"
                name="_lang"
                value={option}
                checked={lang === option}
                onChange={() => setLang(option)}
                data-testid={`claim-language-${option}`}
              />
              {t(`template.languages.${option}`)}
            </label>
          ))}
        </div>
        <p className="mt-1.5 text-xs leading-relaxed text-muted">{t('template.languageHelp')}</p>
      </fieldset>
      <FormActions
        notice={notice}
        noticeTestId="start-notice"
        busy={starting}
        submit={{
          label: viewer ? t('template.start') : t('template.startGuest'),
          icon: viewer ? 'lucide:arrow-right' : 'lucide:log-in',
          testId: 'start-claim-button',
          className: 'w-full',
        }}
      />
      {!viewer && hydrated ? (
        // The first steps need the page's script (the answers stay in this tab): offered once it runs.
        <Link to={`?step=court&lang=${lang}`} className="btn btn-outline w-full" data-testid="start-as-guest">
          <Icon name="lucide:pencil-line" size={16} />
          {t('template.startAsGuest')}
        </Link>
      ) : null}
      {viewer ? null : (
        <p className="flex items-start gap-2 text-xs leading-relaxed text-muted" data-testid="guest-note">
          <Icon name="lucide:lock" size={14} className="mt-0.5 shrink-0" />
          {t('template.guestNote')}
        </p>
      )}
    </form>
  );
}
