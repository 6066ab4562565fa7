import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

/** Under an answer that was not enough: the way to the help centre's contact form. */
export function AskSupport() {
  const t = useT('support');
  return (
    <div className="mt-6 flex flex-col gap-4 rounded-2xl bg-accent-soft p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">{t('question.still.title')}</p>
        <p className="mt-1 text-sm text-muted">{t('question.still.text')}</p>
      </div>
      <Link to="/support#contact" className="btn btn-primary shrink-0">
        <Icon name="lucide:message-circle" size={16} />
        {t('question.still.cta')}
      </Link>
    </div>
  );
}
