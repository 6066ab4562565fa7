import { NavLink } from 'react-router';
import { useT } from '../../i18n.js';

const LINKS = [
  { to: '/ops', key: 'nav.overview', end: true },
  { to: '/ops/applications', key: 'nav.applications', end: false },
  { to: '/ops/disputes', key: 'nav.disputes', end: false },
  { to: '/ops/reviews', key: 'nav.reviews', end: false },
  { to: '/ops/payments', key: 'nav.payments', end: false },
  { to: '/ops/base-calculation-amounts', key: 'nav.amounts', end: false },
  { to: '/ops/state-duty', key: 'nav.duty', end: false },
  { to: '/ops/courts', key: 'nav.courts', end: false },
  { to: '/ops/audit', key: 'nav.audit', end: false },
] as const;

/** The console's sections, the current one marked (issue 32). */
export function OpsNav() {
  const t = useT('ops');
  return (
    <nav aria-label={t('nav.label')} className="mb-6 flex flex-wrap gap-1 border-b border-line pb-2" data-testid="ops-nav">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) => `rounded-lg px-3 py-1.5 text-sm font-medium ${isActive ? 'bg-accent text-accent-ink' : 'text-ink hover:bg-raised'}`}
        >
          {t(link.key)}
        </NavLink>
      ))}
    </nav>
  );
}
