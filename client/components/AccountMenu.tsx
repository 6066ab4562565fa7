import { Link, useHref, useLocation } from 'react-router';
import { useAppState } from '../app-state.js';
import { useT } from '../i18n.js';
import { Icon } from './Icon.js';
import { badgeCount, useUnread } from '../platform/unread.js';
import { useViewer } from '../platform/viewer.js';
import { LogInIcon, LogOutIcon, UserIcon } from './icons.js';
import { HEADER_MENU_GROUP } from './navigation.js';

/** The page's own address with its language prefix: where sign-in and sign-out come back to. */
function useHereHref(): string {
  const location = useLocation();
  return useHref(`${location.pathname}${location.search}`);
}

/** Two letters for the avatar: the initials of the name, or a generic mark. */
function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('');
}

/**
 * The header's account corner. A guest gets a sign-in link (OneID, back to this page); a signed-in
 * visitor a menu with the dashboard, notifications, favourites and sign-out. It is a <details> and a plain form,
 * so both work before JavaScript; it shares the header menu's group (one open at a time, Header.tsx); sign-out sends the session's form token (server/security/csrf.ts).
 */
export function AccountMenu() {
  const viewer = useViewer();
  const t = useT();
  const here = useHereHref();
  const unread = useUnread()?.notifications ?? 0;
  const { eimzo } = useAppState();
  const eimzoSignIn = useHref('/sign-in/eimzo');
  if (!viewer) {
    return (
      <span className="flex items-center gap-1">
        {eimzo ? (
          // Beside OneID, a key (ADR 026); the E-IMZO application runs on a computer, so not on a phone's row.
          <a
            href={`${eimzoSignIn}?returnTo=${encodeURIComponent(here)}`}
            className="btn btn-ghost hidden h-10 w-10 px-0 max-xl:h-11 max-xl:w-11 sm:inline-flex"
            title={t('account.signInEimzo')}
            data-testid="sign-in-eimzo"
          >
            <Icon name="lucide:key-round" size={18} />
            <span className="sr-only">{t('account.signInEimzo')}</span>
          </a>
        ) : null}
        <a href={`/auth/sign-in?returnTo=${encodeURIComponent(here)}`} className="btn btn-primary h-10 px-3 text-sm max-xl:h-11" data-testid="sign-in">
          <LogInIcon />
          <span className="hidden sm:inline">{t('account.signIn')}</span>
          <span className="sr-only sm:hidden">{t('account.signIn')}</span>
        </a>
      </span>
    );
  }
  const mark = initials(viewer.name);
  const close = (event: { currentTarget: HTMLElement }) => event.currentTarget.closest('details')?.removeAttribute('open');
  return (
    <details name={HEADER_MENU_GROUP} className="group relative" data-testid="account-menu">
      <summary className="relative flex h-10 cursor-pointer list-none items-center justify-center gap-2 rounded-full border border-line bg-surface pl-1 pr-1 max-xl:h-11 sm:pr-3 xl:pr-1 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent-strong">
          {mark || <UserIcon />}
        </span>
        <span className="hidden max-w-40 truncate text-sm font-medium sm:inline xl:hidden" data-testid="viewer-name">
          {viewer.name || t('account.you')}
        </span>
        <span className="sr-only">{t('account.menu')}</span>
        {unread > 0 ? (
          // On a phone the bell leaves the row (it would not fit at 44 px a target): its count rides on the avatar.
          <>
            <span className="sr-only sm:hidden">, {t('bell.unread', { count: unread })}</span>
            <span
              aria-hidden="true"
              data-testid="account-menu-count"
              className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-bold leading-none text-accent-ink tabular-nums sm:hidden"
            >
              {badgeCount(unread)}
            </span>
          </>
        ) : null}
      </summary>
      <div className="absolute right-0 top-12 flex w-60 flex-col gap-0.5 rounded-2xl border border-line bg-surface p-2 shadow-xl">
        <Link to="/home" className="flex items-center rounded-lg px-3 py-2 text-sm font-medium hover:bg-raised" onClick={close}>
          {t('account.dashboard')}
        </Link>
        <Link
          to="/home/notifications"
          className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium hover:bg-raised"
          onClick={close}
          aria-label={unread > 0 ? t('bell.unread', { count: unread }) : undefined}
          data-testid="account-menu-notifications"
        >
          {t('bell.label')}
          {unread > 0 ? (
            <span aria-hidden="true" className="ml-auto rounded-full bg-accent px-1.5 py-0.5 text-[11px] font-bold leading-none text-accent-ink tabular-nums">
              {badgeCount(unread)}
            </span>
          ) : null}
        </Link>
        <Link to="/favorites" className="flex items-center rounded-lg px-3 py-2 text-sm font-medium hover:bg-raised" onClick={close}>
          {t('account.favorites')}
        </Link>
        {viewer.nickname ? (
          <Link to={`/${viewer.nickname}`} className="flex items-center rounded-lg px-3 py-2 text-sm font-medium hover:bg-raised" onClick={close}>
            {t('account.profile')}
          </Link>
        ) : null}
        {viewer.operator ? (
          <Link to="/ops" className="flex items-center rounded-lg px-3 py-2 text-sm font-medium hover:bg-raised" onClick={close} data-testid="account-menu-ops">
            {t('account.console')}
          </Link>
        ) : null}
        <form method="post" action="/auth/sign-out" className="border-t border-line pt-1">
          <input type="hidden" name="_csrf" value={viewer.csrf} />
          <input type="hidden" name="returnTo" value={here} />
          <button
            type="submit"
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-muted hover:bg-raised hover:text-ink"
            data-testid="sign-out"
          >
            <LogOutIcon />
            {t('account.signOut')}
          </button>
        </form>
      </div>
    </details>
  );
}
