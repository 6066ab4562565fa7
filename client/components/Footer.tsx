import { Link } from 'react-router';
import { useAppState } from '../app-state.js';
import { useT } from '../i18n.js';
import { Logo } from './Logo.js';
import { MAIN_NAV } from './navigation.js';

/** Footer: the top section (about, sections, help) is hidden in Telegram's web view (docs/product.md §2). */
export function Footer() {
  const t = useT();
  const { telegram } = useAppState();
  return (
    <footer className="mt-16 border-t border-line bg-surface" data-testid="site-footer">
      {telegram ? null : (
        <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4" data-testid="footer-top">
          <div className="space-y-3 lg:col-span-2">
            <Logo label={t('nav.home')} />
            <p className="max-w-sm text-sm leading-relaxed text-muted">{t('footer.about')}</p>
          </div>
          <nav aria-label={t('footer.sections')}>
            <h2 className="mb-3 text-sm font-semibold">{t('footer.sections')}</h2>
            <ul className="space-y-2 text-sm">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="text-muted hover:text-accent">
                    {t(`nav.${item.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="mb-3 text-sm font-semibold">{t('footer.help')}</h2>
            <ul className="space-y-2 text-sm text-muted">
              <li>
                <Link to="/support" className="hover:text-accent">
                  {t('footer.supportLink')}
                </Link>
              </li>
              <li>
                <a href="tel:+998712000000" className="hover:text-accent">
                  +998 71 200 00 00
                </a>
              </li>
              <li>{t('footer.hours')}</li>
            </ul>
          </div>
        </div>
      )}
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>© 2026 Huquq. {t('footer.rights')}</p>
          <p>{t('footer.disclaimer')}</p>
        </div>
      </div>
    </footer>
  );
}
