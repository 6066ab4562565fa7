/**
 * A signed paper's downloads (issue 33): the PDF exactly as signed, the copy with the signature
 * page and its QR code, and, once signed, the ZIP of the PDF with each .p7s for e-filing.
 */
import type { Locale } from '../../../shared/locales.js';
import type { OwnPaper } from '../../../shared/signing/papers.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { paperBundleHref, paperFileHref, paperSignedHref } from './links.js';
import { PaperSection } from './PaperSection.js';

export function PaperDownloads({ paper, lang }: { paper: OwnPaper; lang: Locale }) {
  const t = useT('signing');
  const link = 'btn btn-outline btn-sm';
  const signed = paper.signatures.length > 0;
  return (
    <PaperSection id="paper-downloads" title={t('downloads.heading')}>
      <div className="flex flex-wrap gap-2">
        <a className={link} href={paperFileHref(paper.id, lang)} data-testid="paper-file">
          <Icon name="lucide:download" size={16} />
          {t('downloads.file')}
        </a>
        {signed && (
          <>
            <a className={link} href={paperSignedHref(paper.id, lang)} data-testid="paper-signed-pdf">
              <Icon name="lucide:download" size={16} />
              {t('downloads.signedPdf')}
            </a>
            <a className={link} href={paperBundleHref(paper.id, lang)} data-testid="paper-bundle">
              <Icon name="lucide:folder-archive" size={16} />
              {t('downloads.bundle')}
            </a>
          </>
        )}
      </div>
      <p className="text-sm text-muted">{t(signed ? 'downloads.explainSigned' : 'downloads.explain')}</p>
    </PaperSection>
  );
}
