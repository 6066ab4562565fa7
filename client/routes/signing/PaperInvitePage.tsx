import { useNavigate } from 'react-router';
import { useAppState } from '../../app-state.js';
import { Icon } from '../../components/Icon.js';
import { SignWithEimzo, signPaperWith } from '../../components/signing/SignWithEimzo.js';
import { SignatureList } from '../../components/signing/SignatureList.js';
import { invitedFileHref, paperPath } from '../../components/signing/links.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { usePageData } from '../../platform/payload.js';
import { useHydrated } from '../../platform/useHydrated.js';
import { PaperSection } from '../../components/signing/PaperSection.js';

/**
 * /home/papers/invite?token= (issue 33, ADR 026): a paper another party was sent to sign (a
 * contract's other side, a co-plaintiff). Signed in, they read the exact PDF, see who signed
 * already, and sign with their own E-IMZO key; the link is then used up and the paper's page is
 * theirs to read as its signer.
 */
export default function PaperInvitePage() {
  const { paper, token } = usePageData('paper-invite');
  const t = useT('signing');
  const { locale } = useAppState();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <div className="container-page max-w-3xl space-y-6 py-6 sm:py-8" data-testid="paper-invite-page">
      <header className="space-y-2">
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl" data-testid="page-heading">
          {t('invite.title')}
        </h1>
        <p className="text-lg" data-testid="paper-title">
          {paper.title}
        </p>
        <p className="text-sm text-muted">{t('invite.read')}</p>
        <a className="btn btn-outline btn-sm" href={invitedFileHref(token, locale)} data-testid="invite-file">
          <Icon name="lucide:download" size={16} />
          {t('downloads.file')}
        </a>
      </header>
      <PaperSection id="invite-signatures" title={t('signatures.heading')}>
        <SignatureList signatures={paper.signatures} lang={locale} />
      </PaperSection>
      <PaperSection id="invite-sign" title={t('sign.heading')}>
        {paper.signedByMe ? (
          <p className="text-sm">{t('sign.done')}</p>
        ) : hydrated ? (
          <SignWithEimzo
            act={signPaperWith(`/api/v1/me/paper-invites/${token}/file.pdf`, locale, (pkcs7) => api.signPaperByInvite({ token }, { pkcs7 }, { lang: locale }))}
            onDone={(signed) => void navigate(paperPath(signed.id))}
          />
        ) : (
          <p className="text-sm text-muted">{t('sign.needsScript')}</p>
        )}
      </PaperSection>
    </div>
  );
}
