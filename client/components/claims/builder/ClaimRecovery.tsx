import { useEffect, useState } from 'react';
import type { OwnClaim } from '../../../../shared/api/claims/contract.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { api } from '../../../platform/api.js';
import { toasts } from '../../../platform/toasts/store.js';
import { ActionNotice } from '../../documents/editor/ActionNotice.js';
import { readAgain } from '../../documents/editor/read-again.js';
import { dropAnswers, readAnswers, sameAnswers, type KeptAnswers } from './drafts.js';
import type { ClaimSession } from './use-claim-session.js';

export interface ClaimRecovery {
  /** Answers this browser kept that the server never got. */
  kept: KeptAnswers | null;
  busy: 'newer' | 'mine' | null;
  loadNewer(): Promise<void>;
  keepMine(): Promise<void>;
  restoreKept(): void;
  discardKept(): void;
}

/**
 * What the builder's notices offer: after a stale save (409), to load the newer claim or to keep
 * these answers over it; answers this browser kept, back or away.
 */
export function useClaimRecovery(initial: OwnClaim, session: ClaimSession): ClaimRecovery {
  const t = useT('claim-builder');
  const { locale: lang } = useAppState();
  const id = initial.id;
  const [kept, setKept] = useState<KeptAnswers | null>(null);
  const [busy, setBusy] = useState<'newer' | 'mine' | null>(null);

  // Answers this browser kept and the server never got: offered back.
  useEffect(() => {
    const found = readAnswers(id);
    if (!found) return;
    if (sameAnswers(found.answers, initial.answers)) dropAnswers(id);
    else setKept(found);
  }, [id, initial.answers]);

  const loadNewer = async () => {
    setBusy('newer');
    const fresh = await readAgain(() => api.getOwnClaim({ id }, { lang }), t);
    if (fresh) {
      session.reset(fresh);
      setKept(null);
      toasts.add({ type: 'success', text: t('conflict.loaded') });
    }
    setBusy(null);
  };

  const keepMine = async () => {
    setBusy('mine');
    const fresh = await readAgain(() => api.getOwnClaim({ id }, { lang }), t);
    if (fresh) session.rebase(fresh);
    setBusy(null);
  };

  const restoreKept = () => {
    if (!kept) return;
    session.restore(kept.answers);
    setKept(null);
  };
  const discardKept = () => {
    dropAnswers(id);
    setKept(null);
  };

  return { kept, busy, loadNewer, keepMine, restoreKept, discardKept };
}

/** The stale save's notice (409): another tab or device saved first. */
export function ConflictNotice({ recovery }: { recovery: ClaimRecovery }) {
  const t = useT('claim-builder');
  const { busy } = recovery;
  return (
    <ActionNotice
      tone="warning"
      className="mb-4"
      testId="conflict-notice"
      title={t('conflict.title')}
      text={t('conflict.text')}
      actions={[
        { label: t('conflict.keepMine'), onClick: () => void recovery.keepMine(), loading: busy === 'mine', disabled: busy !== null, testId: 'conflict-keep' },
        {
          label: t('conflict.loadNewer'),
          onClick: () => void recovery.loadNewer(),
          loading: busy === 'newer',
          disabled: busy !== null,
          testId: 'conflict-load',
        },
      ]}
    />
  );
}
