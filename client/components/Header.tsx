import { NavLink } from 'react-router';
import { useT } from '../i18n.js';
import { AccountMenu } from './AccountMenu.js';
import { BasketLink } from './basket/BasketLink.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { MenuIcon } from './icons.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { Logo } from './Logo.js';
import { MAIN_NAV } from './navigation.js';

const linkLook = (isActive: boolean) =>
  `rounded-lg py-2 text-sm font-medium transition-colors ${isActive ? 'bg-accent-soft text-accent-strong' : 'text-muted hover:bg-raised hover:text-ink'}`;
const linkClass = ({ isActive }: { isActive: boolean }) => `${linkLook(isActive)} px-3`;
/** In the header's row a label stays on one line: a wrapped one doubles the row's height. */
const barLinkClass = ({ isActive }: { isActive: boolean }) => `${linkLook(isActive)} whitespace-nowrap px-2.5`;

/**
 * Site header: logo, sections, language and colour mode. The mobile menu is a <details>, so it
 * works before JavaScript. From xl the sections sit in the row, which is then wider than the
 * page's column (80rem, not 72): seven sections beside the language, colour, basket and account
 * controls fit on one line in all three languages only there (the browser test checks it).
 */
export function Header() {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80" data-testid="site-header">
      <div className="container-page flex h-16 items-center gap-3 xl:max-w-[80rem]">
        <Logo label={t('nav.home')} compact />
        <nav aria-label={t('nav.label')} className="ml-4 hidden flex-1 items-center gap-0.5 xl:flex" data-testid="main-nav">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={barLinkClass}>
              {t(`nav.${item.bar ?? item.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          <LanguageSwitcher />
          <ColorModeToggle />
          <BasketLink />
          <AccountMenu />
          <details className="group relative xl:hidden">
            <summary className="icon-btn cursor-pointer list-none [&::-webkit-details-marker]:hidden" aria-label={t('nav.menu')}>
              <MenuIcon />
            </summary>
            <nav
              aria-label={t('nav.label')}
              className="absolute right-0 top-12 flex w-64 flex-col gap-0.5 rounded-2xl border border-line bg-surface p-2 shadow-xl"
            >
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
          </details>
        </div>
      </div>
    </header>
  );
}
