import { useState } from 'react';
import { Link, useHref } from 'react-router';
import type { OwnPaper, PaperInvite } from '../../../shared/signing/papers.js';
import { paperVerifyPath } from '../../../shared/signing/papers.js';
import { formatDate } from '../../../shared/format/date.js';
import { useAppState } from '../../app-state.js';
import { Icon } from '../../components/Icon.js';
import { SignWithEimzo, signPaperWith } from '../../components/signing/SignWithEimzo.js';
import { SignatureList } from '../../components/signing/SignatureList.js';
import { PaperDownloads } from '../../components/signing/PaperDownloads.js';
import { FormNotice } from '../../components/ui/FormActions.js';
import { paperSourcePath, signatureP7sHref } from '../../components/signing/links.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { usePageData } from '../../platform/payload.js';
import { useHydrated } from '../../platform/useHydrated.js';
import { PaperSection } from '../../components/signing/PaperSection.js';
import { InviteSender } from '../../components/signing/InviteSender.js';

/**
 * /home/papers/{id} (issue 33, ADR 026): a generated claim or document frozen as the PDF its
 * signers sign. Its owner signs it with E-IMZO here, downloads it (as signed, with the signature
 * page, each .p7s, the ZIP for e-filing), shows or hides the file on the public check, and makes a
 * one-time link for another party; a signer who came through such a link reads it here too.
 */
export default function PaperPage() {
  const data = usePageData('paper');
  const t = useT('signing');
  const { locale, origin } = useAppState();
  const hydrated = useHydrated();
  const [paper, setPaper] = useState<OwnPaper>(data.paper);
  const [invite, setInvite] = useState<PaperInvite | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const current = paper.id === data.paper.id ? paper : data.paper;
  const verify = useHref(paperVerifyPath(current.verifyCode));
  const inviteHref = useHref(invite?.link ?? '/home/papers/invite');

  const makeInvite = async () => {
    setNotice(null);
    const outcome = await api.invitePaperSigner({ id: current.id }, { lang: locale });
    if (outcome.ok) setInvite(outcome.value);
    else setNotice(outcome.error?.message ?? t('sign.failed'));
  };
  const setPublic = async (publicFile: boolean) => {
    setNotice(null);
    const outcome = await api.setPaperSettings({ id: current.id }, { publicFile }, { lang: locale });
    if (outcome.ok) setPaper(outcome.value);
    else setNotice(outcome.error?.message ?? t('sign.failed'));
  };

  return (
    <div className="container-page max-w-3xl space-y-6 py-6 sm:py-8" data-testid="paper-page">
      <header className="space-y-2">
        <p className="text-sm text-muted">
          <Link to={paperSourcePath(current)} className="text-accent-strong underline underline-offset-2">
            {t(current.source === 'claim' ? 'paper.fromClaim' : 'paper.fromDocument', { version: current.sourceVersion })}
          </Link>
        </p>
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl" data-testid="page-heading">
          {current.title}
        </h1>
        <p className="text-sm text-muted">{t('paper.frozen', { date: formatDate(current.createdAt, locale, { time: true }) })}</p>
      </header>

      <PaperSection id="paper-signatures" title={t('signatures.heading')}>
        <SignatureList signatures={current.signatures} lang={locale} p7s={(signatureId) => signatureP7sHref(current.id, signatureId, locale)} />
      </PaperSection>

      <PaperSection id="paper-sign" title={t('sign.heading')}>
        {current.signedByMe ? (
          <p className="text-sm" data-testid="paper-signed-by-me">
            {t('sign.done')}
          </p>
        ) : hydrated ? (
          <>
            <p className="text-sm text-muted">{t('sign.intro')}</p>
            <SignWithEimzo
              act={signPaperWith(`/api/v1/me/papers/${current.id}/file.pdf`, locale, (pkcs7) => api.signPaper({ id: current.id }, { pkcs7 }, { lang: locale }))}
              onDone={setPaper}
            />
          </>
        ) : (
          <p className="text-sm text-muted">{t('sign.needsScript')}</p>
        )}
      </PaperSection>

      <PaperDownloads paper={current} lang={locale} />

      <PaperSection id="paper-check" title={t('check.heading')}>
        <p className="text-sm">{t('check.intro')}</p>
        <p className="text-sm">
          <a className="break-all text-accent-strong underline underline-offset-2" href={verify} data-testid="paper-verify-link">
            {`${origin}${verify}`}
          </a>
        </p>
        <p className="text-sm">
          <span className="text-muted">{t('check.sha256')} </span>
          <span className="font-mono break-all" data-testid="paper-sha256">
            {current.sha256}
          </span>
        </p>
        {current.owner && hydrated && (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={current.publicFile}
              onChange={(event) => void setPublic(event.target.checked)}
              data-testid="paper-public"
            />
            <span>{t('check.publicFile')}</span>
          </label>
        )}
      </PaperSection>

      {current.owner && hydrated && (
        <PaperSection id="paper-invite" title={t('invite.heading')}>
          <p className="text-sm">{t('invite.intro')}</p>
          {invite ? (
            <div className="space-y-1 text-sm" data-testid="paper-invite-link">
              <p className="font-mono break-all">{`${origin}${inviteHref}`}</p>
              <p className="text-muted">{t('invite.once', { date: formatDate(invite.expiresAt, locale) })}</p>
              <InviteSender link={`${origin}${inviteHref}`} title={current.title} />
            </div>
          ) : (
            <button type="button" className="btn btn-outline" onClick={() => void makeInvite()} data-testid="paper-invite-make">
              <Icon name="lucide:link" size={18} />
              {t('invite.make')}
            </button>
          )}
        </PaperSection>
      )}
      <FormNotice notice={notice} testId="paper-notice" />
    </div>
  );
}
