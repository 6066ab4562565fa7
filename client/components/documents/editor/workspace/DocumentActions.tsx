import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppState } from '../../../../app-state.js';
import { useT } from '../../../../i18n.js';
import { api } from '../../../../platform/api.js';
import { toasts } from '../../../../platform/toasts/store.js';
import { scheduleDeletion } from '../deletion.js';
import { paperPath } from '../../../signing/links.js';
import { ActionButton, ActionLink, exportHref, usePrintHref } from '../frame.js';
import type { Busy, DocumentSession } from './use-document-session.js';

export interface DocumentMoves {
  /** A copy of the document (what is typed saved first), then the copy opens. */
  duplicate(): Promise<unknown>;
  /** Deleted after a few seconds with Undo (what is typed saved first, for at most 3 s); /home opens. */
  remove(): Promise<void>;
  /** A download or print link waits until what is typed is saved. */
  afterSaving(event: MouseEvent<HTMLAnchorElement>): void;
  /** What is typed saved, the current version frozen for signing with E-IMZO (issue 33), and its page opens. */
  sign(): Promise<void>;
}

export function useDocumentMoves(session: DocumentSession, setBusy: (busy: Busy) => void): DocumentMoves {
  const t = useT('document-editor');
  const { locale: lang } = useAppState();
  const navigate = useNavigate();
  const { id, autosave } = session;
  const duplicate = async () => {
    setBusy('duplicate');
    await autosave.settle();
    const copy = await api.copyDocument({ id }, { lang });
    setBusy(null);
    if (!copy.ok) return toasts.add({ type: 'error', text: t('duplicate.failed'), closeOnClick: false });
    toasts.add({ type: 'success', text: t('duplicate.done', { title: copy.value.title }) });
    session.leaveTo(`/documents/my/${copy.value.id}`);
  };
  const remove = async () => {
    await Promise.race([autosave.settle(), new Promise((resolve) => setTimeout(resolve, 3000))]);
    const title = session.contentRef.current.title;
    scheduleDeletion(
      id,
      lang,
      { deleted: t('delete.done', { title }), undo: t('delete.undo'), undone: t('delete.undone'), failed: t('delete.failed', { title }) },
      () => void navigate(`/documents/my/${id}`),
    );
    session.leaveTo('/home');
  };
  const afterSaving = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!autosave.pending()) return;
    event.preventDefault();
    const anchor = event.currentTarget;
    void autosave.settle().then(() => {
      if (anchor.target === '_blank') window.open(anchor.href, '_blank', 'noopener');
      else window.location.assign(anchor.href);
    });
  };
  const sign = async () => {
    await autosave.settle();
    const paper = await api.startDocumentPaper({ id }, { lang });
    if (!paper.ok) {
      toasts.add({ type: 'error', text: paper.error?.message ?? t('sign.failed'), closeOnClick: false });
      return;
    }
    session.leaveTo(paperPath(paper.value.id));
  };
  return { duplicate, remove, afterSaving, sign };
}

/** The row of actions under the title: versions, duplicate, downloads, print and delete. */
export function DocumentActions({ id, moves, busy, onVersions }: { id: number; moves: DocumentMoves; busy: Busy; onVersions(): void }) {
  const t = useT('document-editor');
  const { locale: lang, eimzo } = useAppState();
  const print = usePrintHref(id);
  return (
    <>
      <ActionButton icon="history" onClick={onVersions} testId="open-versions">
        {t('actions.versions')}
      </ActionButton>
      <ActionButton icon="copy" onClick={() => void moves.duplicate()} disabled={busy !== null} testId="duplicate">
        {t('actions.duplicate')}
      </ActionButton>
      <ActionLink href={exportHref(id, 'docx', lang)} icon="download" testId="export-docx" onClick={moves.afterSaving}>
        {t('actions.docx')}
      </ActionLink>
      <ActionLink href={exportHref(id, 'pdf', lang)} icon="download" testId="export-pdf" onClick={moves.afterSaving}>
        {t('actions.pdf')}
      </ActionLink>
      <ActionLink href={print} icon="printer" testId="print" newTab onClick={moves.afterSaving}>
        {t('actions.print')}
      </ActionLink>
      {eimzo ? (
        <ActionButton icon="signature" onClick={() => void moves.sign()} disabled={busy !== null} testId="sign">
          {t('actions.sign')}
        </ActionButton>
      ) : null}
      <ActionButton icon="trash" onClick={() => void moves.remove()} testId="delete" danger>
        {t('actions.delete')}
      </ActionButton>
    </>
  );
}
