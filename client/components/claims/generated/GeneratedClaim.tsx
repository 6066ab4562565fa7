/**
 * A generated statement of claim as the renderer shows it (the one renderer: the print view and
 * the exports draw the same tree), on a sheet, with its downloads and the print view.
 */
import { useHref } from 'react-router';
import type { OwnClaim } from '../../../../shared/api/claims/contract.js';
import { formatDate } from '../../../../shared/format/date.js';
import type { Locale } from '../../../../shared/locales.js';
import { RichText } from '../../../../shared/richtext/index.js';
import { useT } from '../../../i18n.js';
import { SHEET_CLASSES } from '../../documents/editor/frame.js';
import { DocumentIcon } from '../../documents/editor/icons.js';
import { claimExportHref, claimPrintPath } from './links.js';
import type { OwnPaper } from '../../../../shared/signing/papers.js';
import { api } from '../../../platform/api.js';
import { SignPaperEntry } from '../../signing/SignPaperEntry.js';

export function GeneratedClaim({ claim, lang, papers }: { claim: OwnClaim; lang: Locale; papers: readonly OwnPaper[] }) {
  const t = useT('claim-steps');
  const print = useHref(claimPrintPath(claim.id));
  const generated = claim.generated;
  if (!generated) return null;
  const link = 'btn btn-outline btn-sm';
  return (
    <div className="space-y-3" data-testid="generated-claim">
      <p className="text-sm text-muted">
        {t('generated.when', { date: formatDate(generated.at, lang, { time: true }), version: generated.version, language: t(`languages.${claim.locale}`) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <a className={link} href={claimExportHref(claim.id, 'docx', lang)} data-testid="generated-docx">
          <DocumentIcon name="download" size={16} />
          {t('generated.docx')}
        </a>
        <a className={link} href={claimExportHref(claim.id, 'pdf', lang)} data-testid="generated-pdf">
          <DocumentIcon name="download" size={16} />
          {t('generated.pdf')}
        </a>
        <a className={link} href={print} target="_blank" rel="noopener" data-testid="generated-print">
          <DocumentIcon name="printer" size={16} />
          {t('generated.print')}
        </a>
      </div>
      <SignPaperEntry papers={papers} start={() => api.startClaimPaper({ id: claim.id }, { lang })} />
      <div className="card overflow-hidden">
        <div className="mx-auto max-w-3xl px-4 py-6 sm:px-10 sm:py-10" lang={claim.locale} data-testid="generated-sheet">
          <RichText document={generated.body} classes={SHEET_CLASSES} signatureLabel={t('generated.signature')} paper className="document-sheet" />
        </div>
      </div>
    </div>
  );
}
