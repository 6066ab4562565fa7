import { Link, useLocation } from 'react-router';
import { parseApiErrorBody } from '../../../shared/api/errors.js';
import type { PostOutcome } from '../../platform/api.js';
import { useAppState } from '../../app-state.js';
import { SignWithEimzo } from '../../components/signing/SignWithEimzo.js';
import type { KeyEntry } from '../../../shared/signing/eimzo-keys.js';
import { useT } from '../../i18n.js';
import type { EimzoApp } from '../../platform/eimzo.js';
import { bytesToBase64 } from '../../platform/eimzo.js';
import { useHydrated } from '../../platform/useHydrated.js';
import { useViewer } from '../../platform/viewer.js';

/** A failed call as the component shows it: the API's error when the answer is one. */
async function failure<T>(response: Response): Promise<PostOutcome<T>> {
  return { ok: false, status: response.status, error: parseApiErrorBody(await response.json().catch(() => null)), retryAfter: null };
}

/**
 * The challenge E-IMZO-SERVER gives, signed attached with the chosen key and sent to /auth/eimzo
 * (server/auth/eimzo-sign-in.ts), which opens the session and says where to go.
 */
function signInWith(returnTo: string) {
  return async (app: EimzoApp, entry: KeyEntry): Promise<PostOutcome<{ redirect: string }>> => {
    const asked = await fetch(`/auth/eimzo/challenge?returnTo=${encodeURIComponent(returnTo)}`, { headers: { accept: 'application/json' } });
    if (!asked.ok) return failure(asked);
    const { challenge } = (await asked.json()) as { challenge: string };
    const pkcs7 = await app.signAttached(entry, bytesToBase64(new TextEncoder().encode(challenge)));
    const sent = await fetch('/auth/eimzo', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-requested-with': 'huquq' },
      body: JSON.stringify({ pkcs7, returnTo }),
    });
    if (!sent.ok) return failure(sent);
    return { ok: true, value: (await sent.json()) as { redirect: string } };
  };
}

/**
 * /sign-in/eimzo?returnTo= (issue 33, ADR 026): signing in with an E-IMZO key, beside OneID. The
 * E-IMZO application signs a challenge of E-IMZO-SERVER's with the chosen key; the certificate's
 * PINFL finds or creates the account. An organisation's key signs in its director, acting for the
 * organisation (a new claim names it as plaintiff). The page needs JavaScript, as the application
 * is reached from it; OneID is a link away.
 */
export default function EimzoSignInPage() {
  const t = useT('signing');
  const { locale } = useAppState();
  const viewer = useViewer();
  const hydrated = useHydrated();
  const location = useLocation();
  const asked = new URLSearchParams(location.search).get('returnTo') ?? '';
  const home = locale === 'uz' ? '/home' : `/${locale}/home`;
  const returnTo = asked.startsWith('/') && !asked.startsWith('//') ? asked : home;
  return (
    <div className="container-page max-w-2xl space-y-6 py-6 sm:py-8" data-testid="eimzo-sign-in">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="page-heading">
          {t('signIn.title')}
        </h1>
        <p className="text-sm text-muted">{t('signIn.intro')}</p>
      </header>
      <section className="card space-y-3 p-5">
        {viewer ? (
          <p className="text-sm" data-testid="eimzo-signed-in">
            {t('signIn.already', { name: viewer.name })}{' '}
            <Link to="/home" className="text-accent-strong underline underline-offset-2">
              {t('signIn.home')}
            </Link>
          </p>
        ) : hydrated ? (
          <SignWithEimzo
            act={signInWith(returnTo)}
            onDone={({ redirect }) => window.location.assign(redirect)}
            words={{ start: t('signIn.start'), submit: t('signIn.submit') }}
          />
        ) : (
          <p className="text-sm text-muted">{t('sign.needsScript')}</p>
        )}
        <p className="text-sm text-muted">{t('signIn.organisation')}</p>
      </section>
      <p className="text-sm">
        <a
          className="text-accent-strong underline underline-offset-2"
          href={`/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`}
          data-testid="eimzo-oneid"
        >
          {t('signIn.oneid')}
        </a>
      </p>
    </div>
  );
}
