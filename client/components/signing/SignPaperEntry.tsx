/**
 * "Sign with E-IMZO" beside a generated claim or a document (issue 33): the papers already frozen
 * for signing, each with who signed it, and the button that freezes the current version (or finds
 * its paper) and opens its page, where the signing happens. Shown once the page runs: signing
 * talks to the E-IMZO application from the page.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PostOutcome } from '../../platform/api.js';
import type { OwnPaper } from '../../../shared/signing/papers.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { useHydrated } from '../../platform/useHydrated.js';
import { Icon } from '../Icon.js';
import { FormNotice } from '../ui/FormActions.js';
import { paperPath } from './links.js';

export function SignPaperEntry({ papers, start }: { papers: readonly OwnPaper[]; start: () => Promise<PostOutcome<OwnPaper>> }) {
  const t = useT('signing');
  const { eimzo } = useAppState();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (!eimzo && papers.length === 0) return null;

  const open = async () => {
    setBusy(true);
    setNotice(null);
    const outcome = await start();
    setBusy(false);
    if (outcome.ok) void navigate(paperPath(outcome.value.id));
    else setNotice(outcome.error?.message ?? t('sign.failed'));
  };

  return (
    <div className="space-y-3 rounded-xl border border-line p-4" data-testid="sign-entry">
      <p className="text-sm">{t('entry.intro')}</p>
      {papers.length > 0 && (
        <div>
          <p className="text-sm font-semibold">{t('entry.papers')}</p>
          <ul className="mt-1 space-y-1 text-sm">
            {papers.map((paper) => (
              <li key={paper.id}>
                <Link to={paperPath(paper.id)} className="text-accent-strong underline underline-offset-2" data-testid="sign-entry-paper">
                  {t('entry.paper', {
                    version: paper.sourceVersion,
                    state: paper.signatures.length > 0 ? t('entry.signedBy', { count: paper.signatures.length }) : t('entry.unsigned'),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {eimzo && hydrated && (
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void open()} data-testid="sign-entry-start">
          <Icon name="lucide:pen-line" size={16} />
          {busy ? t('entry.starting') : t('entry.sign')}
        </button>
      )}
      <FormNotice notice={notice} testId="sign-entry-notice" />
    </div>
  );
}
