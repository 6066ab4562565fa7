import { Link } from 'react-router';
import { breadcrumbLd } from '../../components/lists/structured-data.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
import { listHref } from '../../components/lists/hrefs.js';
import { NotarizationBadge } from '../../components/documents/NotarizationBadge.js';
import { TemplateForm } from '../../components/documents/TemplateForm.js';
import { Icon } from '../../components/Icon.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { useT } from '../../i18n.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';

/**
 * /documents/templates/{idx}: what the template is for and when a notary is needed, then its
 * form beside the live preview of the document (components/documents/TemplateForm).
 */
export default function DocumentTemplatePage() {
  const { template, documentLocale: firstLocale, posted: kept, identity } = usePageData('documents-template');
  // Posted without JavaScript (refused, or for the preview): the form again as sent, in its language.
  const posted = usePostedForm('documents-template') ?? kept;
  const documentLocale = posted?.locale ?? firstLocale;
  const t = useT('document-templates');
  const absolute = useAbsoluteHref();
  const categoryHref = listHref('/documents', { category: template.category.slug });

  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-accent-soft to-canvas">
        <div className="container-page space-y-4 py-8 sm:py-10">
          <nav aria-label={t('template.breadcrumbs')} className="text-sm">
            <ol className="flex flex-wrap items-center gap-1 text-muted">
              <li>
                <Link to="/documents" className="hover:text-accent hover:underline">
                  {t('catalogue.title')}
                </Link>
              </li>
              <li className="inline-flex items-center gap-1">
                <Icon name="lucide:chevron-right" size={14} />
                <Link to={categoryHref} className="hover:text-accent hover:underline">
                  {template.category.name}
                </Link>
              </li>
            </ol>
          </nav>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl" data-testid="page-heading">
              {template.title}
            </h1>
            <NotarizationBadge notarization={template.notarization} />
          </div>
          <p className="max-w-3xl text-base leading-relaxed text-muted sm:text-lg" data-testid="template-purpose">
            {template.description}
          </p>
          <div className="grid max-w-4xl gap-3 sm:grid-cols-2">
            <div className="rounded-xl border border-line bg-surface p-4 text-sm leading-relaxed" data-testid="template-notarization">
              <p className="flex items-center gap-2 font-semibold">
                <Icon name="lucide:landmark" size={16} className="text-accent-strong" />
                {t('template.notaryTitle')}
              </p>
              <p className="mt-1 text-muted">{t(`notarization.${template.notarization}Text`)}</p>
            </div>
            <div className="rounded-xl border border-line bg-surface p-4 text-sm leading-relaxed" data-testid="template-note">
              <p className="flex items-center gap-2 font-semibold">
                <Icon name="lucide:triangle-alert" size={16} className="text-accent-strong" />
                {t('template.noteTitle')}
              </p>
              <p className="mt-1 text-muted">{template.note}</p>
            </div>
          </div>
        </div>
      </div>

      <div className="container-page py-6 sm:py-8">
        <TemplateForm template={template} documentLocale={documentLocale} posted={posted} identity={identity} />
      </div>

      <JsonLd
        data={breadcrumbLd([
          { url: absolute('/documents'), name: t('catalogue.title') },
          { url: absolute(categoryHref), name: template.category.name },
          { url: absolute(`/documents/templates/${template.id}`), name: template.title },
        ])}
      />
    </>
  );
}
