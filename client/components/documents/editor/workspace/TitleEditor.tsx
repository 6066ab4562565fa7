import { useState, type FormEvent } from 'react';
import { useT } from '../../../../i18n.js';
import { Button } from '../../../ui/Button.js';
import { DocumentTitle } from '../frame.js';
import { DocumentIcon } from '../icons.js';

const TITLE_MAX = 200;

export interface TitleEditing {
  renaming: boolean;
  text: string;
  error: string | null;
  /** Opens the form on the title as it is. */
  start(title: string): void;
  type(text: string): void;
  submit(event: FormEvent): void;
  cancel(): void;
}

/**
 * The rename's state: the title is required, at most 200 characters, its spaces collapsed; a new
 * one goes to `onRename`. The workspace holds it above the sheet, which is mounted again whenever
 * its content is replaced.
 */
export function useTitleEditing(onRename: (title: string) => void, initial: string): TitleEditing {
  const t = useT('document-editor');
  const [renaming, setRenaming] = useState(false);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = text.replace(/\s+/g, ' ').trim();
    if (!title) return setError(t('title.required'));
    if (Array.from(title).length > TITLE_MAX) return setError(t('title.tooLong', { max: TITLE_MAX }));
    setError(null);
    setRenaming(false);
    onRename(title);
  };
  return {
    renaming,
    text,
    error,
    start: (title) => {
      setText(title);
      setRenaming(true);
    },
    type: setText,
    submit,
    cancel: () => {
      setRenaming(false);
      setError(null);
    },
  };
}

/** The document's title with its rename button, or the rename form (Escape or "cancel" leaves it as it was). */
export function TitleEditor({ title, editing }: { title: string; editing: TitleEditing }) {
  const t = useT('document-editor');
  if (!editing.renaming) {
    return (
      <div className="flex min-w-0 items-start gap-2">
        <DocumentTitle title={title} />
        <button
          type="button"
          className="icon-btn shrink-0"
          aria-label={t('title.rename')}
          title={t('title.rename')}
          onClick={() => editing.start(title)}
          data-testid="rename"
        >
          <DocumentIcon name="pencil" />
        </button>
      </div>
    );
  }
  const { error } = editing;
  return (
    <form onSubmit={editing.submit} className="flex flex-wrap items-start gap-2" data-testid="rename-form" noValidate>
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor="document-title" className="sr-only">
          {t('title.label')}
        </label>
        <input
          id="document-title"
          name="title"
          className={`control w-full text-xl font-bold ${error ? 'border-error' : ''}`}
          value={editing.text}
          maxLength={TITLE_MAX + 20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'document-title-error' : undefined}
          onChange={(event) => editing.type(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') editing.cancel();
          }}
          // biome-ignore lint/a11y/noAutofocus: the field appears in place of the Rename button just pressed: the focus goes where the visitor asked, not lost to the page
          autoFocus
          data-testid="title-input"
        />
        {error ? (
          <p id="document-title-error" className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" data-testid="title-save">
        {t('title.save')}
      </Button>
      <Button variant="ghost" size="sm" onClick={editing.cancel}>
        {t('title.cancel')}
      </Button>
    </form>
  );
}
