/**
 * What the site accepts of E-IMZO-SERVER's verification of a signature a visitor sends (ADR 026):
 * exactly one signer; its signature over the very bytes (`verified`), its certificate's chain
 * (`certificateVerified`), valid when it signed (`certificateValidAtSigningTime`, read at the
 * timestamp's time when there is one), not revoked or suspended, the timestamp's own check; the
 * certificate's PINFL the signed-in person's; and an organisation's key (it carries a TIN) only
 * for an organisation the paper names, when it names any. The first failure is the refusal the
 * visitor reads, in this order, so an expired key is called expired rather than untrusted.
 */
import { OID_PINFL, OID_TIN, parseEimzoDate, type VerifyAnswer } from './protocol.js';

export type SignatureRefusal =
  | 'signature_unreadable'
  | 'certificate_revoked'
  | 'certificate_expired'
  | 'signature_invalid'
  | 'certificate_untrusted'
  | 'signer_not_you'
  | 'signer_not_party';

/** The signer as the paper's signature page and the public check show them. */
export interface SignerIdentity {
  name: string;
  pinfl: string;
  tin: string | null;
  organisation: string | null;
  position: string | null;
  certificateSerial: string;
  issuer: string;
  validFrom: Date;
  validTo: Date;
  signedAt: Date | null;
  timestampedAt: Date | null;
  timestampSerial: string | null;
  tsa: string | null;
}

export interface SignerExpectation {
  /** The signed-in person's PINFL. */
  pinfl: string;
  /** The TINs of the organisations the paper names (a claim's plaintiff); empty: any organisation may sign. */
  tins: readonly string[];
}

export type SignerCheck = { ok: true; signer: SignerIdentity } | { ok: false; refusal: SignatureRefusal; detail: string };

const refuse = (refusal: SignatureRefusal, detail: string): SignerCheck => ({ ok: false, refusal, detail });

/** "CN=…, O=…" of a name's record, CN first. */
function nameText(info: Record<string, string> | undefined): string {
  if (!info) return '';
  return [info.CN, info.O].filter(Boolean).join(', ');
}

export function checkSigner(answer: VerifyAnswer, expect: SignerExpectation): SignerCheck {
  if (!answer.ok) return refuse('signature_unreadable', answer.message);
  const signers = answer.pkcs7Info.signers;
  if (signers.length !== 1) return refuse('signature_unreadable', `${signers.length} signers`);
  const [signer] = signers as [(typeof signers)[number]];
  const [certificate] = signer.certificate as [(typeof signer.certificate)[number]];
  const detail = signer.exception ?? '';
  if (signer.revokedStatusInfo !== undefined && signer.revokedStatusInfo !== null) return refuse('certificate_revoked', detail);
  if (!signer.certificateValidAtSigningTime) return refuse('certificate_expired', detail);
  if (!signer.verified) return refuse('signature_invalid', detail);
  if (signer.timeStampInfo && !signer.timeStampInfo.verified) return refuse('signature_invalid', 'timestamp not verified');
  if (!signer.certificateVerified) return refuse('certificate_untrusted', detail);
  const subject = certificate.subjectInfo;
  const pinfl = subject[OID_PINFL] ?? '';
  if (pinfl !== expect.pinfl) return refuse('signer_not_you', 'another PINFL');
  const tin = subject[OID_TIN] ?? null;
  if (tin !== null && expect.tins.length > 0 && !expect.tins.includes(tin)) return refuse('signer_not_party', 'another TIN');
  const validFrom = parseEimzoDate(certificate.validFrom);
  const validTo = parseEimzoDate(certificate.validTo);
  if (!validFrom || !validTo) return refuse('signature_unreadable', 'certificate dates');
  return {
    ok: true,
    signer: {
      name: subject.CN ?? [subject.SURNAME, subject.NAME].filter(Boolean).join(' '),
      pinfl,
      tin: tin && /^[0-9]{9}$/.test(tin) ? tin : null,
      organisation: tin ? (subject.O ?? null) : null,
      position: tin ? (subject.T ?? null) : null,
      certificateSerial: certificate.serialNumber.toLowerCase(),
      issuer: nameText(certificate.issuerInfo) || certificate.issuerName || '',
      validFrom,
      validTo,
      signedAt: parseEimzoDate(signer.signingTime),
      timestampedAt: parseEimzoDate(signer.timeStampInfo?.time),
      timestampSerial: signer.timeStampInfo?.serialNumber ?? null,
      tsa: signer.timeStampInfo?.tsa ?? null,
    },
  };
}
