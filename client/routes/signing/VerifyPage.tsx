import { useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format/date.js';
import { paperVerifyPath } from '../../../shared/signing/papers.js';
import { useAppState } from '../../app-state.js';
import { Icon } from '../../components/Icon.js';
import { SignatureList } from '../../components/signing/SignatureList.js';
import { publicFileHref } from '../../components/signing/links.js';
import { Input } from '../../components/ui/Input.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';
import { useHydrated } from '../../platform/useHydrated.js';
import { PaperSection } from '../../components/signing/PaperSection.js';

/** The SHA-256 of a file, in hex, computed in the browser: the file never leaves the visitor's computer. */
async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * /verify/{code} (issue 33, ADR 026): the public check a signed paper's QR code opens. Anyone sees
 * the paper's title, the SHA-256 of the file that was signed, and each signature as E-IMZO-SERVER
 * verified it; whoever holds the file drops it here (its hash is computed in the browser) or types
 * its SHA-256 (the form works without JavaScript) to learn whether it is that file. Nothing else
 * of the paper is shown, unless its owner chose to let the file be downloaded.
 */
export default function VerifyPage() {
  const { code, check, sha256 } = usePageData('verify');
  const t = useT('signing');
  const { locale } = useAppState();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [reading, setReading] = useState(false);
  const [over, setOver] = useState(false);

  const compare = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const hash = await sha256Of(file);
      await navigate(`${paperVerifyPath(code)}?sha256=${hash}`, { replace: true, preventScrollReset: true });
    } finally {
      setReading(false);
    }
  };
  const drop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setOver(false);
    void compare(event.dataTransfer.files[0]);
  };

  const signed = check.signatures.length;
  return (
    <div className="container-page max-w-3xl space-y-6 py-6 sm:py-8" data-testid="verify-page">
      <header className="space-y-2">
        <p className="text-sm font-medium text-muted">{t('verify.title')}</p>
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl" data-testid="page-heading">
          {check.title}
        </h1>
        <p className="flex items-center gap-2 text-sm" data-testid="verify-summary">
          <Icon
            name={signed > 0 ? 'lucide:shield-check' : 'lucide:shield-question'}
            size={18}
            className={signed > 0 ? 'text-green-700 dark:text-green-400' : 'text-muted'}
          />
          {signed > 0 ? t('verify.summary', { count: signed }) : t('verify.unsigned')}
        </p>
        <p className="text-sm text-muted">{t('verify.made', { date: formatDate(check.createdAt, locale, { time: true }) })}</p>
      </header>

      <PaperSection id="verify-hash" title={t('check.sha256')}>
        <p className="font-mono text-sm break-all" data-testid="verify-sha256">
          {check.sha256}
        </p>
        {check.publicFile && (
          <a className="btn btn-outline btn-sm" href={publicFileHref(code, locale)} data-testid="verify-file">
            <Icon name="lucide:download" size={16} />
            {t('downloads.file')}
          </a>
        )}
      </PaperSection>

      <PaperSection id="verify-signatures" title={t('signatures.heading')}>
        <SignatureList signatures={check.signatures} lang={locale} />
      </PaperSection>

      <PaperSection id="verify-compare" title={t('verify.compareHeading')}>
        {check.matches !== null && (
          <p
            role="status"
            data-testid="verify-result"
            data-matches={String(check.matches)}
            className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium ${check.matches ? 'bg-green-badge/15 text-green-800 dark:text-green-300' : 'bg-error/10 text-red-700 dark:text-red-300'}`}
          >
            <Icon name={check.matches ? 'lucide:circle-check' : 'lucide:circle-x'} size={18} className="mt-0.5 shrink-0" />
            {check.matches ? t('verify.matches') : t('verify.differs')}
          </p>
        )}
        {sha256 !== null && check.matches === null && (
          <p role="status" className="text-sm text-red-700 dark:text-red-300">
            {t('verify.badHash')}
          </p>
        )}
        {hydrated && (
          <fieldset
            className={`rounded-xl border-2 border-dashed p-5 text-center text-sm ${over ? 'border-primary-500 bg-primary-50 dark:bg-primary-950' : 'border-line'}`}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={drop}
            data-testid="verify-drop"
          >
            <legend className="sr-only">{t('verify.compareHeading')}</legend>
            <p>{t('verify.drop')}</p>
            <label className="btn btn-outline btn-sm mt-3 cursor-pointer">
              <Icon name="lucide:file-search" size={16} />
              {reading ? t('verify.reading') : t('verify.choose')}
              <input type="file" className="sr-only" onChange={(event) => void compare(event.target.files?.[0])} data-testid="verify-file-input" />
            </label>
            <p className="mt-2 text-xs text-muted">{t('verify.private')}</p>
          </fieldset>
        )}
        <form method="get" className="space-y-2" data-testid="verify-form">
          <Input
            label={t('verify.typeHash')}
            name="sha256"
            key={sha256 ?? ''}
            defaultValue={sha256 ?? ''}
            className="font-mono text-sm"
            spellCheck={false}
            autoComplete="off"
            data-testid="verify-sha256-input"
          />
          <button type="submit" className="btn btn-primary btn-sm">
            {t('verify.compare')}
          </button>
        </form>
      </PaperSection>
    </div>
  );
}
