import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { NotarizationBadge } from './NotarizationBadge.js';
import type { TemplateCardView } from '../../../shared/pages/documents/types.js';

/** A template of the catalogue: what it is, what it is for, whether a notary is needed; the whole card is its link. */
export function TemplateCard({ template }: { template: TemplateCardView }) {
  const t = useT('document-templates');
  return (
    <article
      className="relative flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-accent hover:shadow-md"
      data-testid="template-card"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-strong">
          <Icon name="lucide:file-text" size={20} />
        </span>
        <NotarizationBadge notarization={template.notarization} />
      </div>
      <p className="text-xs font-medium uppercase tracking-wide text-muted">{template.category}</p>
      <h3 className="text-lg font-semibold leading-snug">
        <Link to={`/documents/templates/${template.id}`} className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none">
          {template.title}
        </Link>
      </h3>
      <p className="line-clamp-3 text-sm leading-relaxed text-muted">{template.description}</p>
      <p className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-accent-strong">
        {t('card.fill')}
        <Icon name="lucide:arrow-right" size={16} />
      </p>
    </article>
  );
}
