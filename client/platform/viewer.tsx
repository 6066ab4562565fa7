import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Viewer } from '../app-state.js';
import { useT } from '../i18n.js';
import { UNAUTHORIZED_EVENT } from './unauthorized.js';
import { toasts } from './toasts/store.js';

/** server/auth/cookies.ts SIGNED_IN_COOKIE: changes with every sign-in and sign-out. */
const SIGNED_IN_COOKIE = 'act_seen';
/** docs/product.md §9: cookie change polling every 300 ms. */
export const COOKIE_POLL_MS = 300;

function signedInMarker(): string {
  const match = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=([^;]*)`).exec(document.cookie);
  return match?.[1] ?? '';
}

/** Sign-in from here comes back here. */
function signInHref(): string {
  return `/auth/sign-in?returnTo=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;
}

/**
 * Who the session belongs to now (getViewer), or null however that fails. Its own fetch, not the
 * API caller's: the caller announces a 401 (UNAUTHORIZED_EVENT), which would sign this browser out,
 * while here, after another tab's sign-in or sign-out, no session only means nobody. The table's
 * paths are imported when a poll needs them, not with the entry every page loads.
 */
async function fetchViewer(): Promise<Viewer | null> {
  const { operationPath } = await import('../../shared/api/caller.js');
  const response = await fetch(`/api/v1${operationPath('getViewer')}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-requested-with': 'huquq' },
  });
  return response.ok ? ((await response.json()) as Viewer) : null;
}

const ViewerContext = createContext<Viewer | null>(null);

/**
 * Who is signed in, for the page's life: the server's answer at first, then whatever changes it
 * without a new document. A 401 from the API (the session ended or was revoked) clears the
 * session and says so, naming the 401, with a way to sign in again (docs/design.md §5). Another tab
 * signing in or out changes the `act_seen` cookie, which every tab polls (docs/product.md §9).
 */
export function ViewerProvider({ initial, children }: { initial: Viewer | null; children: ReactNode }) {
  const [viewer, setViewer] = useState(initial);
  const t = useT();
  const current = useRef(viewer);
  current.current = viewer;
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    let seen = signedInMarker();
    const say = (id: string, key: string, params: Record<string, string> = {}, withSignIn = false) =>
      toasts.add({
        id,
        type: 'warn',
        title: translate.current(`account.${key}.title`),
        text: translate.current(`account.${key}.text`, params),
        duration: 8000,
        closeOnClick: !withSignIn,
        ...(withSignIn ? { action: { label: translate.current('account.signIn'), href: signInHref() } } : {}),
      });

    const onUnauthorized = () => {
      if (!current.current) return;
      setViewer(null);
      say('session-ended', 'sessionEnded', {}, true);
      // The server forgot the session already; this removes its cookies from the browser.
      void fetch('/auth/sign-out', { method: 'POST', credentials: 'same-origin', headers: { 'x-requested-with': 'huquq' } })
        .catch(() => undefined)
        .finally(() => {
          seen = signedInMarker();
        });
    };

    const poll = setInterval(() => {
      const now = signedInMarker();
      if (now === seen) return;
      seen = now;
      if (!now) {
        if (!current.current) return;
        setViewer(null);
        say('signed-elsewhere', 'signedOutElsewhere', {}, true);
        return;
      }
      fetchViewer()
        .then((found) => {
          setViewer(found);
          if (found) say('signed-elsewhere', 'signedInElsewhere', { name: found.name });
        })
        .catch(() => undefined);
    }, COOKIE_POLL_MS);

    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => {
      clearInterval(poll);
      window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    };
  }, []);

  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

/** The signed-in visitor, or null for a guest. */
export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}
