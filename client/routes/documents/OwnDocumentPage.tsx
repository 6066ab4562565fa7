import { Suspense, lazy } from 'react';
import { useAppState } from '../../app-state.js';
import { useHydrated } from '../../platform/useHydrated.js';
import { ActionButton, ActionLink, DocumentFrame, DocumentTitle, ReadOnlySheet, exportHref, usePrintHref } from '../../components/documents/editor/frame.js';
import type { OwnDocumentPageData } from '../../../shared/pages/documents/editor.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

// Slate, the toolbar, the dialogs and the autosave travel only to this page, after hydration.
const DocumentWorkspace = lazy(() => import('../../components/documents/editor/DocumentWorkspace.js'));

/**
 * /documents/my/{idx}: the visitor's own document. The server renders it read-only with the one
 * renderer (so it reads, downloads and prints without JavaScript); once the page has hydrated the
 * editor loads and takes its place in the same frame.
 */
export default function OwnDocumentPage() {
  const data = usePageData('documents-my');
  const hydrated = useHydrated();
  const fallback = <StaticDocument data={data} />;
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <DocumentWorkspace key={data.document.id} initial={data.document} versions={data.versions} />
    </Suspense>
  );
}

function StaticDocument({ data }: { data: OwnDocumentPageData }) {
  const t = useT('document-editor');
  const { locale } = useAppState();
  const { document } = data;
  const print = usePrintHref(document.id);
  return (
    <DocumentFrame
      lang={document.locale}
      title={<DocumentTitle title={document.title} />}
      meta={<span>{t('meta.language', { language: t(`languages.${document.locale}`) })}</span>}
      actions={
        <>
          <ActionLink href={exportHref(document.id, 'docx', locale)} icon="download" testId="export-docx">
            {t('actions.docx')}
          </ActionLink>
          <ActionLink href={exportHref(document.id, 'pdf', locale)} icon="download" testId="export-pdf">
            {t('actions.pdf')}
          </ActionLink>
          <ActionLink href={print} icon="printer" testId="print" newTab>
            {t('actions.print')}
          </ActionLink>
          <ActionButton icon="history" testId="open-versions">
            {t('actions.versions')}
          </ActionButton>
        </>
      }
      toolbar={<p className="px-2 text-sm text-muted">{t('editor.loading')}</p>}
    >
      <ReadOnlySheet document={document} />
    </DocumentFrame>
  );
}
