import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { NotificationKind, TelegramLink } from '../../../shared/api/notifications/contract.js';
import { NOTIFICATION_KIND_LIST } from '../../../shared/notifications/kinds.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api, type PostOutcome } from '../../platform/api.js';
import { useHydrated } from '../../platform/useHydrated.js';
import { Icon } from '../Icon.js';
import { Checkbox } from '../ui/Checkbox.js';

/** While a t.me link waits for the bot's /start, the link's state is asked this often (and on focus). */
const WAITING_POLL_MS = 4000;

type Notice = { tone: 'ok' | 'error' | 'info'; text: string } | null;

/** The Web App's launch data when the page runs inside Telegram (its script sets it); '' elsewhere. */
function webAppInitData(): string {
  return typeof window === 'undefined' ? '' : (window.Telegram?.WebApp?.initData ?? '');
}

/**
 * The Telegram part of /home (issue 31): whether a chat is linked, linking it (a one-time t.me link
 * to the site's bot, opened in a new tab; or, when the page runs inside Telegram's Web App, in one
 * step with its signed launch data), the kinds of notification sent there, and unlinking. The
 * server side (the bot's webhook, the outbox's worker) is elsewhere; this only calls the API.
 * Without a bot configured (`available: false`) it says so and offers nothing. Its buttons act once
 * the page runs (they need the API); before that the state is shown as the server read it.
 */
export function TelegramSettings({ initial }: { initial: TelegramLink | null }) {
  const t = useT('notifications');
  const { locale, telegram: insideTelegram } = useAppState();
  const hydrated = useHydrated();
  const [link, setLink] = useState(initial);
  const [kinds, setKinds] = useState<ReadonlySet<NotificationKind>>(() => new Set(initial?.kinds ?? []));
  const [busy, setBusy] = useState<null | 'link' | 'webapp' | 'kinds' | 'unlink'>(null);
  const [waiting, setWaiting] = useState<{ url: string; expiresAt: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [initData, setInitData] = useState('');
  const linkedBefore = useRef(initial?.linked ?? false);

  // Inside Telegram the Web App script may arrive after hydration: look for its launch data then.
  useEffect(() => {
    if (!insideTelegram) return;
    const found = webAppInitData();
    if (found) return setInitData(found);
    const timer = setInterval(() => {
      const later = webAppInitData();
      if (later) {
        setInitData(later);
        clearInterval(timer);
      }
    }, 500);
    const stop = setTimeout(() => clearInterval(timer), 10_000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [insideTelegram]);

  const took = (next: TelegramLink) => {
    setLink(next);
    setKinds(new Set(next.kinds));
    if (next.linked && !linkedBefore.current) setNotice({ tone: 'ok', text: t('telegram.linkedNow') });
    linkedBefore.current = next.linked;
    if (next.linked) setWaiting(null);
  };

  const failure = (outcome: PostOutcome<unknown> & { ok: false }) =>
    setNotice({
      tone: 'error',
      text:
        outcome.status === 429
          ? t('telegram.rateLimited', { seconds: outcome.retryAfter ?? 60 })
          : outcome.status === 0
            ? t('telegram.offline')
            : t('telegram.failed'),
    });

  // Waiting for the bot: ask now and then, and whenever the visitor comes back to this tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `took` and `t` change with every render; the wait is what starts and stops the polling
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    const ask = () => {
      if (Date.parse(waiting.expiresAt) < Date.now()) {
        setWaiting(null);
        setNotice({ tone: 'info', text: t('telegram.expired') });
        return;
      }
      api
        .getTelegramLink({}, { lang: locale })
        .then((next) => {
          if (live && next.linked) took(next);
        })
        .catch(() => undefined);
    };
    const timer = setInterval(ask, WAITING_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', ask);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', ask);
    };
  }, [waiting, locale]);

  if (!link) {
    return (
      <Frame>
        <p className="mt-3 text-sm text-muted" data-testid="telegram-state" data-state="unknown">
          {t('telegram.loadFailed')}
        </p>
      </Frame>
    );
  }
  if (!link.available) {
    return (
      <Frame>
        <p className="mt-3 text-sm text-muted" data-testid="telegram-state" data-state="unavailable">
          {t('telegram.unavailable')}
        </p>
      </Frame>
    );
  }

  const startLink = async () => {
    setBusy('link');
    setNotice(null);
    // A tab opened now, in the click, is not a blocked pop-up; it is sent to Telegram once the link is made.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const outcome = await api.createTelegramLinkToken({}, { lang: locale });
    setBusy(null);
    if (!outcome.ok) {
      tab?.close();
      return failure(outcome);
    }
    setWaiting(outcome.value);
    if (tab) tab.location.href = outcome.value.url;
  };

  const linkWebApp = async () => {
    setBusy('webapp');
    setNotice(null);
    const outcome = await api.linkTelegramWebApp({}, { initData }, { lang: locale });
    setBusy(null);
    if (outcome.ok) return took(outcome.value);
    if (outcome.status === 422) return setNotice({ tone: 'error', text: t('telegram.webAppFailed') });
    failure(outcome);
  };

  const saveKinds = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy('kinds');
    setNotice(null);
    const chosen = NOTIFICATION_KIND_LIST.filter((kind) => kinds.has(kind));
    const outcome = await api.setTelegramKinds({}, { kinds: chosen }, { lang: locale });
    setBusy(null);
    if (!outcome.ok) return failure(outcome);
    took(outcome.value);
    setNotice({ tone: 'ok', text: t('telegram.saved') });
  };

  const unlink = async () => {
    setBusy('unlink');
    setNotice(null);
    const outcome = await api.unlinkTelegram({}, { lang: locale });
    setBusy(null);
    if (!outcome.ok) return failure(outcome);
    linkedBefore.current = false;
    setLink({ ...link, linked: false, username: null });
    setNotice({ tone: 'ok', text: t('telegram.unlinked') });
  };

  const changed = link.linked && (kinds.size !== link.kinds.length || link.kinds.some((kind) => !kinds.has(kind)));
  const minutes = waiting ? Math.max(1, Math.round((Date.parse(waiting.expiresAt) - Date.now()) / 60_000)) : 0;

  return (
    <Frame>
      <p className="mt-3 flex items-center gap-2 text-sm" data-testid="telegram-state" data-state={link.linked ? 'linked' : 'not-linked'}>
        <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${link.linked ? 'bg-green-600 dark:bg-green-400' : 'bg-cool-400'}`} />
        {link.linked ? (link.username ? t('telegram.linked', { username: link.username }) : t('telegram.linkedNoName')) : t('telegram.notLinked')}
      </p>

      {link.linked ? (
        <>
          <form onSubmit={saveKinds} className="mt-4" data-testid="telegram-kinds">
            <fieldset className="min-w-0">
              <legend className="text-sm font-semibold">{t('telegram.kindsLegend')}</legend>
              <p className="text-xs text-muted">{t('telegram.kindsHint')}</p>
              <div className="mt-2 grid gap-2">
                {NOTIFICATION_KIND_LIST.map((kind) => (
                  <Checkbox
                    key={kind}
                    name="kinds"
                    value={kind}
                    label={t(`kinds.${kind}`)}
                    checked={kinds.has(kind)}
                    disabled={!hydrated || busy !== null}
                    onChange={(event) => {
                      const next = new Set(kinds);
                      if (event.currentTarget.checked) next.add(kind);
                      else next.delete(kind);
                      setKinds(next);
                    }}
                  />
                ))}
              </div>
            </fieldset>
            <button
              type="submit"
              className="btn btn-primary btn-sm mt-3 disabled:cursor-not-allowed disabled:opacity-60"
              disabled={!hydrated || busy !== null || !changed}
              aria-busy={busy === 'kinds' || undefined}
            >
              {t('telegram.save')}
            </button>
          </form>
          <button
            type="button"
            className="btn btn-ghost btn-sm mt-3 -ml-2 text-muted disabled:cursor-not-allowed disabled:opacity-60"
            onClick={unlink}
            disabled={!hydrated || busy !== null}
            aria-busy={busy === 'unlink' || undefined}
            data-testid="telegram-unlink"
          >
            <Icon name="lucide:unlink" size={16} />
            {t('telegram.unlink')}
          </button>
        </>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-muted">{t('telegram.intro')}</p>
          {initData ? (
            <div className="space-y-2 rounded-xl bg-accent-soft/50 p-3">
              <p className="text-sm">{t('telegram.webApp')}</p>
              <button
                type="button"
                className="btn btn-primary btn-sm disabled:cursor-not-allowed disabled:opacity-60"
                onClick={linkWebApp}
                disabled={busy !== null}
                aria-busy={busy === 'webapp' || undefined}
                data-testid="telegram-webapp-link"
              >
                <Icon name="lucide:link" size={16} />
                {t('telegram.webAppLink')}
              </button>
            </div>
          ) : null}
          <button
            type="button"
            className={`btn btn-sm disabled:cursor-not-allowed disabled:opacity-60 ${initData ? 'btn-outline' : 'btn-primary'}`}
            onClick={startLink}
            disabled={!hydrated || busy !== null}
            aria-busy={busy === 'link' || undefined}
            data-testid="telegram-link"
          >
            <Icon name="lucide:send" size={16} />
            {t('telegram.link')}
          </button>
          {waiting ? (
            <div className="space-y-1 text-sm" data-testid="telegram-waiting">
              <p>{t('telegram.steps', { bot: link.bot ?? '', minutes })}</p>
              <a href={waiting.url} target="_blank" rel="noopener noreferrer" className="font-medium text-accent-strong underline">
                {t('telegram.openAgain')}
              </a>
            </div>
          ) : null}
        </div>
      )}

      {notice ? (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`mt-3 text-sm font-medium ${notice.tone === 'error' ? 'text-red-700 dark:text-red-300' : notice.tone === 'ok' ? 'text-green-800 dark:text-green-300' : 'text-muted'}`}
          data-testid="telegram-notice"
        >
          {notice.text}
        </p>
      ) : null}
    </Frame>
  );
}

/** The section's card and heading. */
function Frame({ children }: { children: ReactNode }) {
  const t = useT('notifications');
  return (
    <section aria-labelledby="home-telegram" className="card p-5 sm:p-6" data-testid="home-telegram">
      <div className="flex items-center gap-2">
        <Icon name="lucide:send" size={20} className="text-accent" />
        <h2 id="home-telegram" className="text-lg font-semibold">
          {t('telegram.title')}
        </h2>
      </div>
      {children}
    </section>
  );
}
