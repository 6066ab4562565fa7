import { Link } from 'react-router';
import { useT } from '../i18n.js';
import { ArrowLeftIcon } from './icons.js';

/**
 * The error page (docs/product.md §2): the status code, the message (or the generic "something went
 * wrong"), and a button back to the main page, which leaves the error behind.
 */
export function ErrorPage({ status, message }: { status: number; message: string | null }) {
  const t = useT('errors');
  const explanation = status === 404 ? t('notFound') : status >= 500 ? t('serverError') : null;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center" data-testid="error-page">
      <p className="text-7xl font-black tracking-tight text-primary-500 sm:text-8xl" data-testid="error-status">
        {status}
      </p>
      <h1 className="mt-4 max-w-2xl text-xl font-semibold break-words sm:text-2xl" data-testid="error-message">
        {message ?? t('generic')}
      </h1>
      {explanation ? <p className="mt-3 max-w-xl text-muted">{explanation}</p> : null}
      <Link to="/" className="btn btn-primary mt-8" data-testid="error-back">
        <ArrowLeftIcon size={18} />
        {t('backToMain')}
      </Link>
    </section>
  );
}
