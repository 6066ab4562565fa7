/**
 * The document's editor page once JavaScript runs: the Slate sheet with its toolbar, the chips'
 * field dialog, autosave with its status line, optimistic concurrency (a 409 offers to load the
 * newer document or keep this text as a copy), the versions, rename, duplicate, delete with undo,
 * the document's language, downloads and print. Loaded only on /documents/my/{idx}, after
 * hydration (client/routes/documents/OwnDocumentPage.tsx). Its parts are in ./workspace/; their
 * state is held here, above the sheet, which is mounted again whenever its content is replaced.
 */
import { useState } from 'react';
import type { OwnDocument, OwnDocumentVersionCard } from '../../../../shared/api/documents/contract.js';
import { FieldDialog } from './FieldDialog.js';
import { DocumentFrame } from './frame.js';
import { EditableSheet, SheetProvider, Toolbar } from './SheetEditor.js';
import { VersionsDialog } from './VersionsDialog.js';
import { DocumentActions, useDocumentMoves } from './workspace/DocumentActions.js';
import { DocumentMeta } from './workspace/DocumentMeta.js';
import { DocumentNotices, useRecovery } from './workspace/DocumentNotices.js';
import { LanguageDialog } from './workspace/LanguageDialog.js';
import { TitleEditor, useTitleEditing } from './workspace/TitleEditor.js';
import { useDocumentSession, type Busy } from './workspace/use-document-session.js';
import { useFieldChips } from './workspace/use-field-chips.js';
import { useLanguageSwitch } from './workspace/use-language-switch.js';
import { useVersionRestore } from './workspace/use-version-restore.js';

export default function DocumentWorkspace({ initial, versions }: { initial: OwnDocument; versions: OwnDocumentVersionCard[] }) {
  const session = useDocumentSession(initial);
  const { id, fields, content, editor, autosave } = session;
  const [busy, setBusy] = useState<Busy>(null);

  const chips = useFieldChips(session);
  const title = useTitleEditing((next) => {
    if (next === session.contentRef.current.title) return;
    session.update({ ...session.contentRef.current, title: next });
    autosave.edited();
    void autosave.saveNow();
  }, content.title);
  const recovery = useRecovery({ initial, session, setBusy });
  const restore = useVersionRestore(session);
  const moves = useDocumentMoves(session, setBusy);
  const language = useLanguageSwitch(session, setBusy);

  return (
    <SheetProvider key={content.key} editor={editor} initialValue={content.body} macros={chips.macros} onEdit={autosave.edited}>
      <DocumentFrame
        lang={content.locale}
        title={<TitleEditor title={content.title} editing={title} />}
        meta={<DocumentMeta save={autosave.state} locale={content.locale} onLanguage={language.ask} />}
        actions={<DocumentActions id={id} moves={moves} busy={busy} onVersions={() => restore.setOpen(true)} />}
        notices={<DocumentNotices recovery={recovery} conflict={autosave.state.phase === 'conflict'} busy={busy} />}
        toolbar={<Toolbar />}
      >
        <EditableSheet />
      </DocumentFrame>
      <FieldDialog
        field={fields.find((field) => field.key === chips.editing) ?? null}
        value={chips.editing ? content.fieldValues[chips.editing] : undefined}
        values={content.fieldValues}
        fields={fields}
        open={chips.editing !== null}
        onOpenChange={(open) => !open && chips.close()}
        onSave={chips.save}
      />
      <VersionsDialog
        documentId={id}
        initial={versions}
        open={restore.open}
        onOpenChange={restore.setOpen}
        onRestore={(n) => void restore.restore(n)}
        restoring={restore.restoring}
      />
      <LanguageDialog language={language} busy={busy === 'language'} />
    </SheetProvider>
  );
}
