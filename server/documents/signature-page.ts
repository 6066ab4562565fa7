/**
 * The last page of a signed paper's copy (issue 33, ADR 026): what a court clerk or a bank reads
 * on paper instead of opening the .p7s. It names the document and the SHA-256 of the file that was
 * signed, then each signature (signer, organisation and position for an organisation's key, PINFL
 * or TIN masked, the certificate's serial and issuer, the signing time and the timestamp), and a
 * QR code of the public check's address with the address written under it. The QR code is drawn
 * as squares (vector, sharp at any print size) from the `qrcode` package's matrix, error correction
 * M; the page is in the paper's language.
 */
import QRCode from 'qrcode';
import type { TFunction } from '../../shared/i18n/index.js';
import type { Locale } from '../../shared/locales.js';
import type { PaperSignature } from '../../shared/signing/papers.js';
import type { PdfAppendix } from './exports.js';
import { PAGE, mmToPt } from './layout.js';

export interface SignaturePageInput {
  title: string;
  sha256: string;
  locale: Locale;
  signatures: readonly PaperSignature[];
  /** The public check's absolute address (the QR code's content). */
  verifyUrl: string;
  /** The signing namespace's words in the paper's language. */
  t: TFunction;
}

/** Tashkent time, as the paper's reader expects it: "30.11.2026 14:05:09 (UTC+5)". */
export function tashkentTime(iso: string | null): string {
  if (!iso) return '—';
  const shifted = new Date(new Date(iso).getTime() + 5 * 3_600_000).toISOString();
  return `${shifted.slice(8, 10)}.${shifted.slice(5, 7)}.${shifted.slice(0, 4)} ${shifted.slice(11, 19)} (UTC+5)`;
}

const QR_SIZE_MM = 32;

export function signaturePage(input: SignaturePageInput): PdfAppendix {
  const { t } = input;
  return (doc) => {
    const left = mmToPt(PAGE.margins.leftMm);
    const width = mmToPt(PAGE.widthMm - PAGE.margins.leftMm - PAGE.margins.rightMm);
    doc.font('bold').fontSize(13).text(t('page.heading'), left, mmToPt(PAGE.margins.topMm), { width, align: 'center' });
    doc.moveDown(0.8);
    doc.font('regular').fontSize(10);
    const row = (label: string, value: string) => {
      doc.font('bold').text(`${label}: `, { continued: true, width });
      doc.font('regular').text(value, { width });
    };
    row(t('page.document'), input.title);
    row(t('page.sha256'), input.sha256);
    doc.moveDown(0.6);
    input.signatures.forEach((signature, index) => {
      doc
        .font('bold')
        .fontSize(11)
        .text(t('page.signature', { n: index + 1 }), { width });
      doc.fontSize(10);
      row(t('page.signer'), signature.signerName);
      if (signature.organisation) row(t('page.organisation'), [signature.organisation, signature.position].filter(Boolean).join(', '));
      row(t('page.pinfl'), signature.pinfl);
      if (signature.tin) row(t('page.tin'), signature.tin);
      row(t('page.serial'), signature.certificateSerial);
      row(t('page.issuer'), signature.issuer);
      row(t('page.signedAt'), tashkentTime(signature.signedAt));
      row(t('page.timestamp'), tashkentTime(signature.timestampedAt));
      row(t('page.verified'), tashkentTime(signature.verifiedAt));
      doc.moveDown(0.6);
    });
    if (input.signatures.length === 0) {
      doc.font('regular').text(t('page.none'), { width });
      doc.moveDown(0.6);
    }
    // The QR code with the address under it, kept together on this page.
    const size = mmToPt(QR_SIZE_MM);
    const bottom = mmToPt(PAGE.heightMm - PAGE.margins.bottomMm);
    if (doc.y + size + 40 > bottom) doc.addPage();
    const top = doc.y + 6;
    const qr = QRCode.create(input.verifyUrl, { errorCorrectionLevel: 'M' });
    const count = qr.modules.size;
    // A quiet zone of four modules around it, as scanners need.
    const module = size / (count + 8);
    doc.rect(left, top, size, size).fill('#ffffff');
    for (let y = 0; y < count; y++) {
      for (let x = 0; x < count; x++) {
        if (qr.modules.get(x, y)) doc.rect(left + (x + 4) * module, top + (y + 4) * module, module, module);
      }
    }
    doc.fill('#000000');
    doc.font('regular').fontSize(9).fillColor('#000000');
    doc.text(t('page.check'), left + size + 12, top + 8, { width: width - size - 12 });
    doc.text(input.verifyUrl, { width: width - size - 12, link: input.verifyUrl });
  };
}
