/**
 * /home's documents, each with rename, duplicate and delete (with Undo), as in the editor:
 * rename reads the document's version and saves the new title with it, duplicate puts the copy at
 * the top, delete hides the row at once and sends the DELETE only once Undo is no longer offered.
 * No Slate here.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { OwnPaper } from '../../../../shared/account/overview.js';
import { formatDate } from '../../../../shared/format/date.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { api } from '../../../platform/api.js';
import { toasts } from '../../../platform/toasts/store.js';
import { Badge } from '../../ui/Badge.js';
import { Button } from '../../ui/Button.js';
import { scheduleDeletion, useHiddenDocuments } from './deletion.js';
import { DocumentIcon, type DocumentIconName } from './icons.js';

const TITLE_MAX = 200;

function RowButton({ icon, label, onClick, testId, disabled }: { icon: DocumentIconName; label: string; onClick(): void; testId: string; disabled?: boolean }) {
  return (
    <button
      type="button"
      className="icon-btn size-9 disabled:opacity-60"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      <DocumentIcon name={icon} size={17} />
    </button>
  );
}

function RenameForm({ paper, onDone }: { paper: OwnPaper; onDone(title: string | null): void }) {
  const t = useT('document-editor');
  const { locale } = useAppState();
  const [text, setText] = useState(paper.title);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const title = text.replace(/\s+/g, ' ').trim();
    if (!title) return setError(t('title.required'));
    if (Array.from(title).length > TITLE_MAX) return setError(t('title.tooLong', { max: TITLE_MAX }));
    if (title === paper.title) return onDone(null);
    setBusy(true);
    try {
      // Twice at most: a save elsewhere between the read and the write moves the version on.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const current = await api.getOwnDocument({ id: paper.id }, { lang: locale });
        const outcome = await api.updateDocument({ id: paper.id }, { version: current.version, title }, { lang: locale });
        if (outcome.ok) {
          toasts.add({ type: 'success', text: t('home.renamed') });
          return onDone(outcome.value.title);
        }
        if (outcome.status !== 409) {
          const message = outcome.error?.fields ? Object.values(outcome.error.fields)[0] : undefined;
          setError(message ?? t('home.renameFailed'));
          return;
        }
      }
      setError(t('home.renameFailed'));
    } catch {
      setError(t('home.renameFailed'));
    } finally {
      setBusy(false);
    }
  };
  const id = `rename-${paper.id}`;
  return (
    <form onSubmit={(event) => void submit(event)} className="flex w-full flex-wrap items-start gap-2" noValidate data-testid="home-rename-form">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="sr-only">
          {t('home.titleLabel')}
        </label>
        <input
          id={id}
          className={`control w-full ${error ? 'border-error' : ''}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onDone(null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // biome-ignore lint/a11y/noAutofocus: the field appears in place of the Rename button just pressed: the focus goes where the visitor asked, not lost to the page
          autoFocus
          data-testid="home-title-input"
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" loading={busy} data-testid="home-title-save">
        {t('home.save')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onDone(null)}>
        {t('home.cancel')}
      </Button>
    </form>
  );
}

export function OwnDocumentRows({
  initial,
  total,
  itemHref,
  statusLabel,
}: {
  initial: readonly OwnPaper[];
  total: number;
  itemHref(id: number): string;
  statusLabel(status: string): string;
}) {
  const t = useT('document-editor');
  const account = useT('account');
  const { locale } = useAppState();
  const hidden = useHiddenDocuments();
  const [items, setItems] = useState<readonly OwnPaper[]>(initial);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [copying, setCopying] = useState<number | null>(null);
  const shown = items.filter((item) => !hidden.has(item.id));
  const count = Math.max(shown.length, total + (items.length - initial.length) - (items.length - shown.length));

  const duplicate = async (paper: OwnPaper) => {
    setCopying(paper.id);
    const outcome = await api.copyDocument({ id: paper.id }, { lang: locale });
    setCopying(null);
    if (!outcome.ok) return toasts.add({ type: 'error', text: t('duplicate.failed'), closeOnClick: false });
    const copy = outcome.value;
    setItems((list) => [{ id: copy.id, title: copy.title, status: copy.status, updatedAt: copy.updatedAt }, ...list]);
    toasts.add({ type: 'success', text: t('duplicate.done', { title: copy.title }) });
  };
  const remove = (paper: OwnPaper) =>
    scheduleDeletion(paper.id, locale, {
      deleted: t('delete.done', { title: paper.title }),
      undo: t('delete.undo'),
      undone: t('delete.undone'),
      failed: t('delete.failed', { title: paper.title }),
    });

  return (
    <>
      <ul className="divide-y divide-line" data-testid="own-documents">
        {shown.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3" data-testid="own-document" data-id={item.id}>
            {renaming === item.id ? (
              <RenameForm
                paper={item}
                onDone={(title) => {
                  if (title) setItems((list) => list.map((row) => (row.id === item.id ? { ...row, title } : row)));
                  setRenaming(null);
                }}
              />
            ) : (
              <>
                <Link to={itemHref(item.id)} className="min-w-0 font-medium hover:text-accent hover:underline" data-testid="own-document-link">
                  {item.title}
                </Link>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                  {account('lists.updated', { date: formatDate(item.updatedAt, locale) })}
                  <Badge color="gray">{statusLabel(item.status)}</Badge>
                  {/* biome-ignore lint/a11y/useSemanticElements: a row's buttons, not form fields, inside a line of text (a <fieldset> may not sit in a <span>) */}
                  <span className="flex items-center" role="group" aria-label={t('home.actions', { title: item.title })}>
                    <RowButton icon="pencil" label={t('home.rename', { title: item.title })} onClick={() => setRenaming(item.id)} testId="home-rename" />
                    <RowButton
                      icon="copy"
                      label={t('home.duplicate', { title: item.title })}
                      onClick={() => void duplicate(item)}
                      disabled={copying !== null}
                      testId="home-duplicate"
                    />
                    <RowButton icon="trash" label={t('home.delete', { title: item.title })} onClick={() => remove(item)} testId="home-delete" />
                  </span>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      {count > shown.length ? <p className="mt-3 text-sm text-muted">{account('lists.more', { count })}</p> : null}
    </>
  );
}
