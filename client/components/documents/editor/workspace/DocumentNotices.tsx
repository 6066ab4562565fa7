import { useEffect, useState } from 'react';
import type { OwnDocument } from '../../../../../shared/api/documents/contract.js';
import { useAppState } from '../../../../app-state.js';
import { useT } from '../../../../i18n.js';
import { api } from '../../../../platform/api.js';
import { toasts } from '../../../../platform/toasts/store.js';
import { ActionNotice, KeptNotice } from '../ActionNotice.js';
import { sameContent } from '../document.js';
import { dropDraft, readDraft, type KeptDraft } from '../drafts.js';
import { readAgain } from '../read-again.js';
import { draftOf, type Busy, type DocumentSession } from './use-document-session.js';

export interface Recovery {
  /** A draft this browser kept that the server never got. */
  kept: KeptDraft | null;
  loadNewer(): Promise<void>;
  keepAsCopy(): Promise<unknown>;
  restoreKept(): void;
  discardKept(): void;
}

/**
 * What the notices offer: after a stale save (409), to load the newer document or to keep this
 * text as a copy; a draft this browser kept, back or away. The workspace holds this state above
 * the sheet, which is mounted again whenever its content is replaced.
 */
export function useRecovery({ initial, session, setBusy }: { initial: OwnDocument; session: DocumentSession; setBusy(busy: Busy): void }): Recovery {
  const t = useT('document-editor');
  const { locale: lang } = useAppState();
  const { id, autosave } = session;
  const [kept, setKept] = useState<KeptDraft | null>(null);

  // A draft this browser kept and the server never got: offered back.
  useEffect(() => {
    const found = readDraft(id);
    if (!found) return;
    if (sameContent(found.draft, draftOf(initial))) dropDraft(id);
    else setKept(found);
  }, [id, initial]);

  const loadNewer = async () => {
    setBusy('newer');
    const fresh = await readAgain(() => api.getOwnDocument({ id }, { lang }), t);
    if (fresh) {
      session.reset(fresh);
      setKept(null);
      toasts.add({ type: 'success', text: t('conflict.loaded') });
    }
    setBusy(null);
  };
  const keepAsCopy = async () => {
    setBusy('copy');
    const draft = session.snapshot();
    session.keep(autosave.version.current, draft);
    const copy = await api.copyDocument({ id }, { lang });
    if (!copy.ok) {
      setBusy(null);
      return toasts.add({ type: 'error', text: t('conflict.copyFailed'), closeOnClick: false });
    }
    const written = await api.updateDocument(
      { id: copy.value.id },
      { version: copy.value.version, locale: draft.locale, body: draft.body, fieldValues: draft.fieldValues },
      { lang },
    );
    setBusy(null);
    if (!written.ok) return toasts.add({ type: 'error', text: t('conflict.copyFailed'), closeOnClick: false });
    dropDraft(id);
    toasts.add({ type: 'success', text: t('conflict.copied') });
    session.leaveTo(`/documents/my/${copy.value.id}`);
  };

  const restoreKept = () => {
    if (!kept) return;
    autosave.version.current = kept.version;
    session.setContent((current) => ({ key: current.key + 1, ...kept.draft }));
    setKept(null);
    autosave.edited();
  };
  const discardKept = () => {
    dropDraft(id);
    setKept(null);
  };

  return { kept, loadNewer, keepAsCopy, restoreKept, discardKept };
}

/** The notices above the sheet: the stale save's and the kept draft's. */
export function DocumentNotices({ recovery, conflict, busy }: { recovery: Recovery; conflict: boolean; busy: Busy }) {
  const t = useT('document-editor');
  const { locale: lang } = useAppState();
  const { kept, loadNewer, keepAsCopy, restoreKept, discardKept } = recovery;
  return (
    <>
      {conflict ? (
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
}
