import { useEffect, useRef, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useT } from '../i18n.js';
import { AccountMenu } from './AccountMenu.js';
import { BasketLink } from './orders/BasketLink.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { MenuIcon } from './icons.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { Logo } from './Logo.js';
import { NotificationBell } from './notifications/NotificationBell.js';
import { HEADER_MENU_GROUP, MAIN_NAV } from './navigation.js';

const linkLook = (isActive: boolean) =>
  `rounded-lg py-2 text-sm font-medium transition-colors ${isActive ? 'bg-accent-soft text-accent-strong' : 'text-muted hover:bg-raised hover:text-ink'}`;
/** A row of the menu: a whole line to tap, at least 44 px high (app.css, header targets). */
const linkClass = ({ isActive }: { isActive: boolean }) => `${linkLook(isActive)} flex items-center px-3`;
/** In the header's row a label stays on one line: a wrapped one doubles the row's height. */
const barLinkClass = ({ isActive }: { isActive: boolean }) => `${linkLook(isActive)} whitespace-nowrap px-2.5`;

/**
 * The header's two disclosures, the menu and the account menu, behave as one group: opening one
 * closes the other (their shared `name` does it without JavaScript in current browsers; the
 * toggle listener covers the rest), Escape closes the open one and gives focus back to its
 * button, a tap outside closes it, and so does a navigation (Back, a language switch).
 */
function useHeaderMenus(header: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const root = header.current;
    if (!root) return;
    const menus = () => [...root.querySelectorAll<HTMLDetailsElement>(`details[name="${HEADER_MENU_GROUP}"]`)];
    // `toggle` does not bubble; a capturing listener on the header still sees it.
    const onToggle = (event: Event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      for (const other of menus()) if (other !== opened) other.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = menus().find((menu) => menu.open);
      if (!open) return;
      open.open = false;
      open.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      for (const menu of menus()) if (menu.open && !(target && menu.contains(target))) menu.open = false;
    };
    root.addEventListener('toggle', onToggle, true);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      root.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [header]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input: a client navigation closes the open menus
  useEffect(() => {
    for (const menu of header.current?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? []) menu.open = false;
  }, [header, pathname]);
}

/**
 * Site header: logo, sections, language and colour mode. The mobile menu is a <details>, so it
 * works before JavaScript. From xl the sections sit in the row, which is then wider than the
 * page's column (80rem, not 72): seven sections beside the language, colour, basket and account
 * controls fit on one line in all three languages only there (the browser test checks it).
 * Below xl every target is at least 44×44 px (app.css); on a phone (below sm) the row keeps the
 * logo, the languages, the basket, the account and the menu, and the colour mode moves into the
 * menu: with it, 44 px targets would not fit a 360 px screen. The same holds for a signed-in
 * visitor's bell: on a phone its count shows on the account's avatar, whose menu links the list.
 */
export function Header() {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useHeaderMenus(ref);
  return (
    <header
      ref={ref}
      className="site-header sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80"
      data-testid="site-header"
    >
      <div className="container-page flex h-16 items-center gap-2 sm:gap-3 xl:max-w-[80rem]">
        <Logo label={t('nav.home')} compact />
        <nav aria-label={t('nav.label')} className="ml-4 hidden flex-1 items-center gap-0.5 xl:flex" data-testid="main-nav">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={barLinkClass}>
              {t(`nav.${item.bar ?? item.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-1.5">
          <LanguageSwitcher />
          <ColorModeToggle className="max-sm:hidden" />
          <BasketLink />
          <NotificationBell className="max-sm:hidden" />
          <AccountMenu />
          <details name={HEADER_MENU_GROUP} className="group relative xl:hidden" data-testid="site-menu">
            <summary className="icon-btn cursor-pointer list-none [&::-webkit-details-marker]:hidden" aria-label={t('nav.menu')}>
              <MenuIcon />
            </summary>
            <div className="absolute right-0 top-12 flex w-64 flex-col gap-0.5 rounded-2xl border border-line bg-surface p-2 shadow-xl">
              <nav aria-label={t('nav.label')} className="flex flex-col gap-0.5">
                {MAIN_NAV.map((item) => (
                  <NavLink
                    key={item.to}
                    to={item.to}
                    className={linkClass}
                    onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
                  >
                    {t(`nav.${item.key}`)}
                  </NavLink>
                ))}
              </nav>
              <div className="mt-1 border-t border-line pt-1 sm:hidden">
                <ColorModeToggle labelled />
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
