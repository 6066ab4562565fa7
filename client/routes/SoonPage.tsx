import { Link } from 'react-router';
import { useT } from '../i18n.js';

/** The coming-soon page, shown in the soon layout. */
export default function SoonPage() {
  const t = useT('pages');
  return (
    <div className="max-w-xl text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">{t('soon.eyebrow')}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl" data-testid="page-heading">
        {t('soon.title')}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{t('soon.intro')}</p>
      <Link to="/" className="btn btn-primary mt-8">
        {t('soon.back')}
      </Link>
    </div>
  );
}
