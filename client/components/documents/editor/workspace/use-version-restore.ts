import { useState } from 'react';
import { useAppState } from '../../../../app-state.js';
import { useT } from '../../../../i18n.js';
import { api } from '../../../../platform/api.js';
import { toasts } from '../../../../platform/toasts/store.js';
import { firstMessage, type DocumentSession } from './use-document-session.js';

export interface VersionRestore {
  open: boolean;
  setOpen(open: boolean): void;
  /** The version being restored, or null. */
  restoring: number | null;
  restore(n: number): Promise<unknown>;
}

/**
 * The versions dialog's state and a restore: what is typed is saved first (a restore refused
 * otherwise), the restored version replaces the sheet, a 409 shows the stale save's notice.
 */
export function useVersionRestore(session: DocumentSession): VersionRestore {
  const t = useT('document-editor');
  const { locale: lang } = useAppState();
  const { id, autosave } = session;
  const [open, setOpen] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const restore = async (n: number) => {
    setRestoring(n);
    if (!(await autosave.settle())) {
      setRestoring(null);
      return toasts.add({ type: 'error', text: t('versions.saveFirst'), closeOnClick: false });
    }
    const outcome = await api.restoreDocumentVersion({ id, n }, { version: autosave.version.current }, { lang });
    setRestoring(null);
    if (outcome.ok) {
      session.reset(outcome.value);
      setOpen(false);
      toasts.add({ type: 'success', text: t('versions.restored', { n }) });
    } else if (outcome.status === 409) {
      autosave.conflicted();
      setOpen(false);
    } else toasts.add({ type: 'error', text: firstMessage(outcome.error, t('errors.network')), closeOnClick: false });
  };
  return { open, setOpen, restoring, restore };
}
