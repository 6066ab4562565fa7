/**
 * The document page's frame, shared by the server's read-only rendering and the editor that takes
 * over after hydration, so the page does not jump when the editor arrives: the heading and its
 * status line, the actions, the notices, the toolbar's row and the sheet of paper. No Slate here.
 */
import type { ReactNode } from 'react';
import { useHref } from 'react-router';
import { documentMacros } from '../../../../shared/documents/fields.js';
import type { OwnDocument } from '../../../../shared/api/documents/contract.js';
import type { Locale } from '../../../../shared/locales.js';
import { ARTICLE_CLASSES, RichText } from '../../../../shared/richtext/index.js';
import { useT } from '../../../i18n.js';
import { Breadcrumbs } from '../../lists/Breadcrumbs.js';
import { DocumentIcon, type DocumentIconName } from './icons.js';

/** The sheet's typography: the renderer's article classes, the editor's too. */
export const SHEET_CLASSES = {
  ...ARTICLE_CLASSES,
  macro: 'rounded bg-accent-soft px-1 text-accent-strong',
  emptyMacro: 'italic outline-1 outline-dashed outline-accent',
};

export function exportHref(id: number, format: 'docx' | 'pdf', lang: Locale): string {
  return `/api/v1/me/documents/${id}/export.${format}?lang=${lang}`;
}

export function usePrintHref(id: number): string {
  return useHref(`/mc-rnders?document=${id}`);
}

export function DocumentFrame({
  lang,
  title,
  meta,
  actions,
  notices,
  toolbar,
  children,
}: {
  lang: Locale;
  title: ReactNode;
  meta: ReactNode;
  actions: ReactNode;
  notices?: ReactNode;
  toolbar: ReactNode;
  children: ReactNode;
}) {
  const t = useT('document-editor');
  return (
    <div className="container-page py-6 sm:py-8" data-testid="document-page">
      <Breadcrumbs
        trail={[
          { to: '/home', label: t('crumbs.home') },
          { to: '/documents', label: t('crumbs.documents') },
        ]}
        current={t('crumbs.document')}
        home={false}
        look="catalogue"
      />
      <header className="mt-4 flex flex-col gap-2">
        {title}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">{meta}</div>
      </header>
      <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="document-actions">
        {actions}
      </div>
      {notices ? <div className="mt-4 space-y-3">{notices}</div> : null}
      <div className="card mt-4 overflow-hidden">
        <div className="sticky top-0 z-10 flex min-h-12 items-center border-b border-line bg-surface px-2">{toolbar}</div>
        <div className="mx-auto max-w-3xl px-4 py-6 sm:px-10 sm:py-10" lang={lang} data-testid="document-sheet">
          {children}
        </div>
      </div>
    </div>
  );
}

export function DocumentTitle({ title }: { title: string }) {
  return (
    <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight sm:text-3xl" data-testid="page-heading">
      {title}
    </h1>
  );
}

export function ActionLink({
  href,
  icon,
  children,
  onClick,
  testId,
  newTab,
}: {
  href: string;
  icon: DocumentIconName;
  children: ReactNode;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  testId: string;
  newTab?: boolean;
}) {
  return (
    <a href={href} className="btn btn-outline btn-sm" onClick={onClick} data-testid={testId} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      <DocumentIcon name={icon} size={16} />
      {children}
    </a>
  );
}

export function ActionButton({
  icon,
  children,
  onClick,
  testId,
  disabled,
  danger,
}: {
  icon: DocumentIconName;
  children: ReactNode;
  onClick?: () => void;
  testId: string;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={`btn btn-outline btn-sm disabled:cursor-not-allowed disabled:opacity-60 ${danger ? 'text-red-700 dark:text-red-300' : ''}`}
      onClick={onClick}
      disabled={disabled || !onClick}
      data-testid={testId}
    >
      <DocumentIcon name={icon} size={16} />
      {children}
    </button>
  );
}

/** The document as the renderer shows it: before the editor arrives, and without JavaScript. */
export function ReadOnlySheet({ document }: { document: OwnDocument }) {
  const t = useT('documents');
  return (
    <RichText
      document={document.body}
      classes={SHEET_CLASSES}
      macros={documentMacros(document.fields, document.fieldValues, document.locale)}
      signatureLabel={t('signature')}
      className="document-sheet"
    />
  );
}
