import { useMatches } from 'react-router';
import { ROUTE_BY_ID } from '../../shared/routes.js';
import { useT } from '../i18n.js';

/** A section's page: its heading and what the section is for. */
export default function SectionPage() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const route = leaf ? ROUTE_BY_ID.get(leaf.id) : undefined;
  const t = useT('pages');
  const base = (route?.titleKey ?? 'pages:index.title').replace(/^pages:/, '').replace(/\.title$/, '');
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl" data-testid="page-heading">
        {t(`${base}.title`)}
      </h1>
      <p className="mt-3 max-w-2xl text-lg leading-relaxed text-muted">{t(`${base}.intro`)}</p>
    </div>
  );
}
