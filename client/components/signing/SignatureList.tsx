/**
 * A paper's signatures as its owner, its signers and the public check show them (issue 33): who
 * signed (their organisation and position for an organisation's key), the PINFL or TIN masked,
 * the certificate's serial and issuer, the signing time, the timestamp, and that E-IMZO-SERVER
 * verified it. With `p7s`, each signature's file is offered too.
 */
import type { Locale } from '../../../shared/locales.js';
import type { PaperSignature } from '../../../shared/signing/papers.js';
import { formatDate } from '../../../shared/format/date.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

export function SignatureList({ signatures, lang, p7s }: { signatures: readonly PaperSignature[]; lang: Locale; p7s?: (signatureId: number) => string }) {
  const t = useT('signing');
  if (signatures.length === 0)
    return (
      <p className="text-sm text-muted" data-testid="signatures-none">
        {t('signatures.none')}
      </p>
    );
  const when = (iso: string | null) => (iso ? formatDate(iso, lang, { time: true }) : '—');
  return (
    <ol className="space-y-3" data-testid="signatures">
      {signatures.map((signature) => (
        <li key={signature.id} className="rounded-xl border border-line p-4 text-sm" data-testid="signature">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <Icon name="lucide:badge-check" size={18} className="text-green-700 dark:text-green-400" />
            <span data-testid="signature-signer">{signature.signerName}</span>
            <span className="rounded-full bg-green-badge/15 px-2 py-0.5 text-xs font-medium text-green-800 dark:text-green-300">
              {t('signatures.verified')}
            </span>
          </p>
          {signature.organisation && <p className="mt-1">{[signature.organisation, signature.position].filter(Boolean).join(', ')}</p>}
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="text-muted">{t('signatures.pinfl')}</dt>
            <dd className="font-mono">{signature.pinfl}</dd>
            {signature.tin && (
              <>
                <dt className="text-muted">{t('signatures.tin')}</dt>
                <dd className="font-mono">{signature.tin}</dd>
              </>
            )}
            <dt className="text-muted">{t('signatures.signedAt')}</dt>
            <dd>{when(signature.signedAt)}</dd>
            <dt className="text-muted">{t('signatures.timestamp')}</dt>
            <dd>{when(signature.timestampedAt)}</dd>
            <dt className="text-muted">{t('signatures.certificate')}</dt>
            <dd className="break-all">{t('signatures.serialIssuer', { serial: signature.certificateSerial, issuer: signature.issuer })}</dd>
          </dl>
          {p7s && (
            <a className="btn btn-outline btn-sm mt-3" href={p7s(signature.id)} data-testid="signature-p7s">
              <Icon name="lucide:download" size={16} />
              {t('downloads.p7s')}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
