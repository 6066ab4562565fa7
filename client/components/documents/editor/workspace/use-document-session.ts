/**
 * The document the workspace edits: what the server last answered, the content the editor holds
 * (title, language, field values, the sheet), the Slate editor over it and the autosave that sends
 * it (PUT /me/documents/{id} with the version, a copy kept in this browser first).
 */
import { useCallback, useMemo, useRef, useState, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { createEditor, type Editor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import type { OwnDocument } from '../../../../../shared/api/documents/contract.js';
import type { FieldValues } from '../../../../../shared/documents/fields.js';
import type { Locale } from '../../../../../shared/locales.js';
import type { DocumentDraft } from '../../../../../shared/pages/documents/editor.js';
import { useAppState } from '../../../../app-state.js';
import { useT } from '../../../../i18n.js';
import { api } from '../../../../platform/api.js';
import { withDocumentRules } from '../commands.js';
import { cleanDocument } from '../document.js';
import { dropDraft, keepDraft } from '../drafts.js';
import { withEditingHabits, withPaste } from '../SheetEditor.js';
import { useAutosave, type Autosave } from '../use-autosave.js';

export function draftOf(document: OwnDocument): DocumentDraft {
  return { title: document.title, locale: document.locale, body: document.body, fieldValues: document.fieldValues };
}

/** A refusal's first field message, else its message, else the fallback. */
export function firstMessage(error: { message: string; fields?: Record<string, string> } | null, fallback: string): string {
  if (!error) return fallback;
  const field = error.fields ? Object.values(error.fields)[0] : undefined;
  return field ?? error.message ?? fallback;
}

export interface Content {
  /** Remounts the Slate sheet when the content is replaced from outside (loaded, restored). */
  key: number;
  title: string;
  locale: Locale;
  fieldValues: FieldValues;
  body: OwnDocument['body'];
}

/** Which of the workspace's longer moves runs: each disables the others' buttons. */
export type Busy = 'newer' | 'copy' | 'duplicate' | 'language' | null;

export interface DocumentSession {
  id: number;
  fields: OwnDocument['fields'];
  fieldKeys: string[];
  /** The document as the server last answered it. */
  server: OwnDocument;
  content: Content;
  /** What a save sends, always current (callbacks read it without re-rendering). */
  contentRef: MutableRefObject<Content>;
  setContent: Dispatch<SetStateAction<Content>>;
  /** Sets the content and what a save sends at once. */
  update(next: Content): void;
  editor: Editor;
  editorRef: MutableRefObject<Editor>;
  /** The content as a save sends it, the sheet read from the editor. */
  snapshot(): DocumentDraft;
  /** Keeps a copy in this browser, made on `version`. */
  keep(version: number, draft?: DocumentDraft): void;
  autosave: Autosave;
  /** Replaces what the editor holds (the server's newer state, a restored version). */
  reset(document: OwnDocument): void;
  /** Leaves for another page on purpose: no question. */
  leaveTo(path: string): void;
}

export function useDocumentSession(initial: OwnDocument): DocumentSession {
  const t = useT('document-editor');
  const { locale: lang } = useAppState();
  const navigate = useNavigate();
  const id = initial.id;
  const fields = initial.fields;
  const fieldKeys = useMemo(() => fields.map((field) => field.key), [fields]);

  const [server, setServer] = useState<OwnDocument>(initial);
  const [content, setContent] = useState<Content>(() => ({ key: 0, ...draftOf(initial) }));

  const contentRef = useRef(content);
  contentRef.current = content;

  // biome-ignore lint/correctness/useExhaustiveDependencies: content.key is the trigger, not an input: content replaced from outside (loaded, restored) asks for a fresh editor
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
        send: () => api.updateDocument({ id }, { version, ...draft }, { lang }),
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

  const update = (next: Content) => {
    contentRef.current = next;
    setContent(next);
  };

  const reset = (document: OwnDocument) => {
    setServer(document);
    autosave.replaced(document.version, document.updatedAt);
    setContent((current) => ({ key: current.key + 1, ...draftOf(document) }));
    dropDraft(document.id);
  };

  const leaveTo = (path: string) => {
    autosave.leave();
    void navigate(path);
  };

  return { id, fields, fieldKeys, server, content, contentRef, setContent, update, editor, editorRef, snapshot, keep, autosave, reset, leaveTo };
}
