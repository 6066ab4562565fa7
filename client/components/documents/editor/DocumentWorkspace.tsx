/**
 * The document's editor page once JavaScript runs: the Slate sheet with its toolbar, the chips'
 * field dialog, autosave with its status line, optimistic concurrency (a 409 offers to load the
 * newer document or keep this text as a copy), the versions, rename, duplicate, delete with undo,
 * the document's language, downloads and print. Loaded only on /documents/my/{idx}, after
 * hydration (client/routes/documents/OwnDocumentPage.tsx).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { createEditor, type Editor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import type { OwnDocument, OwnDocumentVersionCard } from '../../../../shared/api/documents/contract.js';
import type { DocumentTemplateDetail } from '../../../../shared/api/types.js';
import { documentMacros, type FieldValue, type FieldValues } from '../../../../shared/documents/fields.js';
import { LOCALES, type Locale } from '../../../../shared/locales.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { apiGet, apiWrite, ApiCallError } from '../../../platform/api.js';
import { toasts } from '../../../platform/toasts/store.js';
import { Button } from '../../ui/Button.js';
import Dialog, { DialogClose } from '../../ui/Dialog.js';
import { saveStatusView } from './autosave.js';
import { readAgain } from './read-again.js';
import { withDocumentRules } from './commands.js';
import { scheduleDeletion } from './deletion.js';
import { cleanDocument, sameContent } from './document.js';
import { dropDraft, keepDraft, readDraft, type KeptDraft } from './drafts.js';
import { FieldDialog } from './FieldDialog.js';
import { ActionButton, ActionLink, DocumentFrame, exportHref, usePrintHref } from './frame.js';
import { ActionNotice, KeptNotice } from './ActionNotice.js';
import { DocumentIcon } from './icons.js';
import { EditableSheet, ReactEditor, SheetProvider, Toolbar, withEditingHabits, withPaste, type MacroContextValue } from './SheetEditor.js';
import type { DocumentDraft } from '../../../../shared/pages/documents/editor.js';
import { useAutosave } from './use-autosave.js';
import { VersionsDialog } from './VersionsDialog.js';

const TITLE_MAX = 200;

function draftOf(document: OwnDocument): DocumentDraft {
  return { title: document.title, locale: document.locale, body: document.body, fieldValues: document.fieldValues };
}

function firstMessage(error: { message: string; fields?: Record<string, string> } | null, fallback: string): string {
  if (!error) return fallback;
  const field = error.fields ? Object.values(error.fields)[0] : undefined;
  return field ?? error.message ?? fallback;
}

interface Content {
  /** Remounts the Slate sheet when the content is replaced from outside (loaded, restored). */
  key: number;
  title: string;
  locale: Locale;
  fieldValues: FieldValues;
  body: OwnDocument['body'];
}

export default function DocumentWorkspace({ initial, versions }: { initial: OwnDocument; versions: OwnDocumentVersionCard[] }) {
  const t = useT('document-editor');
  const { locale: lang } = useAppState();
  const navigate = useNavigate();
  const id = initial.id;
  const fields = initial.fields;
  const fieldKeys = useMemo(() => fields.map((field) => field.key), [fields]);

  const [server, setServer] = useState<OwnDocument>(initial);
  const [content, setContent] = useState<Content>(() => ({ key: 0, ...draftOf(initial) }));
  const [kept, setKept] = useState<KeptDraft | null>(null);

  // What a save sends, always current (callbacks read it without re-rendering).
  const contentRef = useRef(content);
  contentRef.current = content;

  const editor = useMemo(
    () => withPaste(withEditingHabits(withDocumentRules(withHistory(withReact(createEditor())))), () => fieldKeys),
    [fieldKeys, content.key],
  );
  const editorRef = useRef<Editor>(editor);
  editorRef.current = editor;

  const snapshot = useCallback((): DocumentDraft => {
    const current = contentRef.current;
    return { title: current.title, locale: current.locale, fieldValues: current.fieldValues, body: cleanDocument(editorRef.current.children, fieldKeys) };
  }, [fieldKeys]);

  const keep = useCallback(
    (version: number, draft: DocumentDraft = snapshot()) => keepDraft(id, { version, keptAt: new Date().toISOString(), draft }),
    [id, snapshot],
  );
  const autosave = useAutosave<OwnDocument>({
    version: initial.version,
    prepare: (version) => {
      const draft = snapshot();
      keep(version, draft);
      return {
        send: () => apiWrite<OwnDocument>('PUT', `/me/documents/${id}`, { version, ...draft }, { lang }),
        saved: (saved, caughtUp) => {
          setServer(saved);
          if (caughtUp) dropDraft(id);
        },
      };
    },
    keep,
    refused: (error) => firstMessage(error, t('status.invalidFallback')),
    leaveQuestion: t('leave.confirm'),
  });
  const { edited, settle, version: versionRef } = autosave;
  const save = autosave.state;

  /** Replaces what the editor holds (the server's newer state, a restored version). */
  const reset = (document: OwnDocument) => {
    setServer(document);
    autosave.replaced(document.version, document.updatedAt);
    setContent((current) => ({ key: current.key + 1, ...draftOf(document) }));
    dropDraft(document.id);
  };

  // A draft this browser kept and the server never got: offered back.
  useEffect(() => {
    const found = readDraft(id);
    if (!found) return;
    if (sameContent(found.draft, draftOf(initial))) dropDraft(id);
    else setKept(found);
  }, [id, initial]);

  const leaveTo = (path: string) => {
    autosave.leave();
    void navigate(path);
  };

  // ----- fields (the chips) -----
  const [editing, setEditing] = useState<string | null>(null);
  const macros: MacroContextValue = useMemo(() => {
    const resolve = documentMacros(fields, content.fieldValues, content.locale);
    return {
      resolve,
      edit: (key: string) => setEditing(key),
      label: (key: string) => fields.find((field) => field.key === key)?.label ?? key,
    };
  }, [fields, content.fieldValues, content.locale]);
  const editingField = fields.find((field) => field.key === editing) ?? null;
  const saveField = (value: FieldValue | null) => {
    const key = editing;
    if (!key) return;
    setContent((current) => {
      const fieldValues = { ...current.fieldValues };
      if (value === null) delete fieldValues[key];
      else fieldValues[key] = value;
      const next = { ...current, fieldValues };
      contentRef.current = next;
      return next;
    });
    edited();
    setEditing(null);
    requestAnimationFrame(() => ReactEditor.focus(editorRef.current));
  };

  // ----- title -----
  const [renaming, setRenaming] = useState(false);
  const [titleText, setTitleText] = useState(content.title);
  const [titleError, setTitleError] = useState<string | null>(null);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    const title = titleText.replace(/\s+/g, ' ').trim();
    if (!title) return setTitleError(t('title.required'));
    if (Array.from(title).length > TITLE_MAX) return setTitleError(t('title.tooLong', { max: TITLE_MAX }));
    setTitleError(null);
    setRenaming(false);
    if (title === contentRef.current.title) return;
    const next = { ...contentRef.current, title };
    contentRef.current = next;
    setContent(next);
    edited();
    void autosave.saveNow();
  };

  // ----- conflict -----
  const [busy, setBusy] = useState<'newer' | 'copy' | 'duplicate' | 'language' | null>(null);
  const loadNewer = async () => {
    setBusy('newer');
    const fresh = await readAgain<OwnDocument>(`/me/documents/${id}`, lang, t);
    if (fresh) {
      reset(fresh);
      setKept(null);
      toasts.add({ type: 'success', text: t('conflict.loaded') });
    }
    setBusy(null);
  };
  const keepAsCopy = async () => {
    setBusy('copy');
    const draft = snapshot();
    keep(versionRef.current, draft);
    const copy = await apiWrite<OwnDocument>('POST', `/me/documents/${id}/copy`, undefined, { lang });
    if (!copy.ok) {
      setBusy(null);
      return toasts.add({ type: 'error', text: t('conflict.copyFailed'), closeOnClick: false });
    }
    const written = await apiWrite<OwnDocument>(
      'PUT',
      `/me/documents/${copy.value.id}`,
      { version: copy.value.version, locale: draft.locale, body: draft.body, fieldValues: draft.fieldValues },
      { lang },
    );
    setBusy(null);
    if (!written.ok) return toasts.add({ type: 'error', text: t('conflict.copyFailed'), closeOnClick: false });
    dropDraft(id);
    toasts.add({ type: 'success', text: t('conflict.copied') });
    leaveTo(`/documents/my/${copy.value.id}`);
  };

  // ----- a draft kept in this browser -----
  const restoreKept = () => {
    if (!kept) return;
    versionRef.current = kept.version;
    setContent((current) => ({ key: current.key + 1, ...kept.draft }));
    setKept(null);
    edited();
  };
  const discardKept = () => {
    dropDraft(id);
    setKept(null);
  };

  // ----- versions -----
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const restore = async (n: number) => {
    setRestoring(n);
    if (!(await settle())) {
      setRestoring(null);
      return toasts.add({ type: 'error', text: t('versions.saveFirst'), closeOnClick: false });
    }
    const outcome = await apiWrite<OwnDocument>('POST', `/me/documents/${id}/versions/${n}/restore`, { version: versionRef.current }, { lang });
    setRestoring(null);
    if (outcome.ok) {
      reset(outcome.value);
      setVersionsOpen(false);
      toasts.add({ type: 'success', text: t('versions.restored', { n }) });
    } else if (outcome.status === 409) {
      autosave.conflicted();
      setVersionsOpen(false);
    } else toasts.add({ type: 'error', text: firstMessage(outcome.error, t('errors.network')), closeOnClick: false });
  };

  // ----- duplicate, delete -----
  const duplicate = async () => {
    setBusy('duplicate');
    await settle();
    const copy = await apiWrite<OwnDocument>('POST', `/me/documents/${id}/copy`, undefined, { lang });
    setBusy(null);
    if (!copy.ok) return toasts.add({ type: 'error', text: t('duplicate.failed'), closeOnClick: false });
    toasts.add({ type: 'success', text: t('duplicate.done', { title: copy.value.title }) });
    leaveTo(`/documents/my/${copy.value.id}`);
  };
  const remove = async () => {
    await Promise.race([settle(), new Promise((resolve) => setTimeout(resolve, 3000))]);
    const title = contentRef.current.title;
    scheduleDeletion(
      id,
      lang,
      { deleted: t('delete.done', { title }), undo: t('delete.undo'), undone: t('delete.undone'), failed: t('delete.failed', { title }) },
      () => void navigate(`/documents/my/${id}`),
    );
    leaveTo('/home');
  };

  // ----- the document's language -----
  const [language, setLanguage] = useState<{ to: Locale; problem: string | null } | null>(null);
  const switchLanguage = async () => {
    if (!language) return;
    const to = language.to;
    const templateId = server.template?.id;
    if (!templateId) return setLanguage({ to, problem: t('language.noTemplate') });
    setBusy('language');
    let body: OwnDocument['body'] | null = null;
    try {
      const template = await apiGet<DocumentTemplateDetail>(`/document-templates/${templateId}`, { lang });
      const candidate = template.bodies?.[to];
      body = Array.isArray(candidate) && candidate.length > 0 ? cleanDocument(candidate, fieldKeys) : null;
    } catch (error) {
      setBusy(null);
      return setLanguage({ to, problem: error instanceof ApiCallError && error.status === 404 ? t('language.noTemplate') : t('errors.network') });
    }
    setBusy(null);
    if (!body) return setLanguage({ to, problem: t('language.noTemplate') });
    const next = { ...contentRef.current, key: contentRef.current.key + 1, locale: to, body };
    contentRef.current = next;
    setContent(next);
    setLanguage(null);
    // Saved by the timer, once the new sheet (and its editor) has rendered.
    edited();
  };

  // ----- downloads and print: what is typed is saved first -----
  const print = usePrintHref(id);
  const afterSaving = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!autosave.pending()) return;
    event.preventDefault();
    const anchor = event.currentTarget;
    void settle().then(() => {
      if (anchor.target === '_blank') window.open(anchor.href, '_blank', 'noopener');
      else window.location.assign(anchor.href);
    });
  };

  const { text: statusText, icon: statusIcon, failing } = saveStatusView(save, t, lang);

  const title = renaming ? (
    <form onSubmit={rename} className="flex flex-wrap items-start gap-2" data-testid="rename-form" noValidate>
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor="document-title" className="sr-only">
          {t('title.label')}
        </label>
        <input
          id="document-title"
          name="title"
          className={`control w-full text-xl font-bold ${titleError ? 'border-error' : ''}`}
          value={titleText}
          maxLength={TITLE_MAX + 20}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? 'document-title-error' : undefined}
          onChange={(event) => setTitleText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setRenaming(false);
              setTitleError(null);
            }
          }}
          autoFocus
          data-testid="title-input"
        />
        {titleError ? (
          <p id="document-title-error" className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
            {titleError}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" data-testid="title-save">
        {t('title.save')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => (setRenaming(false), setTitleError(null))}>
        {t('title.cancel')}
      </Button>
    </form>
  ) : (
    <div className="flex min-w-0 items-start gap-2">
      <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight sm:text-3xl" data-testid="page-heading">
        {content.title}
      </h1>
      <button
        type="button"
        className="icon-btn shrink-0"
        aria-label={t('title.rename')}
        title={t('title.rename')}
        onClick={() => {
          setTitleText(content.title);
          setRenaming(true);
        }}
        data-testid="rename"
      >
        <DocumentIcon name="pencil" />
      </button>
    </div>
  );

  const notices = (
    <>
      {save.phase === 'conflict' ? (
        <ActionNotice
          tone="warning"
          testId="conflict-notice"
          title={t('conflict.title')}
          text={t('conflict.text')}
          actions={[
            { label: t('conflict.keepCopy'), onClick: () => void keepAsCopy(), loading: busy === 'copy', disabled: busy !== null, testId: 'conflict-copy' },
            { label: t('conflict.loadNewer'), onClick: () => void loadNewer(), loading: busy === 'newer', disabled: busy !== null, testId: 'conflict-load' },
          ]}
        />
      ) : null}
      {kept ? <KeptNotice keptAt={kept.keptAt} lang={lang} t={t} onRestore={restoreKept} onDiscard={discardKept} /> : null}
    </>
  );

  return (
    <SheetProvider key={content.key} editor={editor} initialValue={content.body} macros={macros} onEdit={edited}>
      <DocumentFrame
        lang={content.locale}
        title={title}
        meta={
          <>
            <span
              className={`inline-flex items-center gap-1.5 ${failing ? 'font-medium text-red-700 dark:text-red-300' : ''}`}
              role="status"
              aria-live="polite"
              data-testid="save-status"
              data-phase={save.phase}
            >
              <DocumentIcon name={statusIcon} size={16} className={statusIcon === 'loader' ? 'animate-spin motion-reduce:animate-none' : ''} />
              {statusText}
            </span>
            <label className="inline-flex items-center gap-2">
              <span>{t('language.label')}</span>
              <select
                className="control py-1 text-sm"
                value={content.locale}
                onChange={(event) => setLanguage({ to: event.target.value as Locale, problem: null })}
                data-testid="document-language"
              >
                {LOCALES.map((code) => (
                  <option key={code} value={code}>
                    {t(`languages.${code}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        }
        actions={
          <>
            <ActionButton icon="history" onClick={() => setVersionsOpen(true)} testId="open-versions">
              {t('actions.versions')}
            </ActionButton>
            <ActionButton icon="copy" onClick={() => void duplicate()} disabled={busy !== null} testId="duplicate">
              {t('actions.duplicate')}
            </ActionButton>
            <ActionLink href={exportHref(id, 'docx', lang)} icon="download" testId="export-docx" onClick={afterSaving}>
              {t('actions.docx')}
            </ActionLink>
            <ActionLink href={exportHref(id, 'pdf', lang)} icon="download" testId="export-pdf" onClick={afterSaving}>
              {t('actions.pdf')}
            </ActionLink>
            <ActionLink href={print} icon="printer" testId="print" newTab onClick={afterSaving}>
              {t('actions.print')}
            </ActionLink>
            <ActionButton icon="trash" onClick={() => void remove()} testId="delete" danger>
              {t('actions.delete')}
            </ActionButton>
          </>
        }
        notices={notices}
        toolbar={<Toolbar />}
      >
        <EditableSheet />
      </DocumentFrame>
      <FieldDialog
        field={editingField}
        value={editing ? content.fieldValues[editing] : undefined}
        values={content.fieldValues}
        fields={fields}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        onSave={saveField}
      />
      <VersionsDialog
        documentId={id}
        initial={versions}
        open={versionsOpen}
        onOpenChange={setVersionsOpen}
        onRestore={(n) => void restore(n)}
        restoring={restoring}
      />
      <Dialog
        open={language !== null}
        onOpenChange={(open) => !open && setLanguage(null)}
        title={t('language.title', { language: language ? t(`languages.${language.to}`) : '' })}
        description={language?.problem ?? t('language.text', { language: language ? t(`languages.${language.to}`) : '' })}
        footer={
          language?.problem ? (
            <DialogClose asChild>
              <Button variant="outline">{t('language.close')}</Button>
            </DialogClose>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="outline">{t('language.cancel')}</Button>
              </DialogClose>
              <Button onClick={() => void switchLanguage()} loading={busy === 'language'} data-testid="language-confirm">
                {t('language.confirm')}
              </Button>
            </>
          )
        }
      />
    </SheetProvider>
  );
}
