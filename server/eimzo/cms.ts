/**
 * CMS (PKCS#7, RFC 5652) signatures for the E-IMZO stand-ins (ADR 026): signing as the E-IMZO
 * application does (./standin-app.ts), RFC 3161 timestamps and verification as E-IMZO-SERVER does
 * (./standin-server.ts). Production never runs this: there the national algorithms are E-IMZO's
 * own; the stand-ins use ECDSA P-256 with SHA-256 in the same structures, so the site's code reads
 * both alike. Also the certificate helpers both stand-ins answer with: serial numbers as E-IMZO
 * writes them (lower-case hex), subject and issuer names as records of short names, and dates in
 * Tashkent time (formatEimzoDate is ./protocol.ts's, re-exported; parseEimzoDate here is strict).
 *
 * Signatures are checked with node:crypto (DER ECDSA or RSA), the structures built and read with
 * pkijs + asn1js. A chain is trusted when it reaches a certificate with the subject and the public
 * key of a trusted one, so a root issued again by another replica (ECDSA signatures differ each
 * time, the keys do not) is the same root.
 */
import { createHash, createPublicKey, type KeyObject, randomBytes, verify as verifySignature, X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { formatEimzoDate, parseEimzoDate as readEimzoDate } from './protocol.js';

/** The bytes are not a CMS ContentInfo holding a SignedData. */
export class CmsFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CmsFormatError';
  }
}

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  /** id-aa-signatureTimeStampToken: an unsigned attribute holding an RFC 3161 TimeStampToken. */
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  /** id-aa-signingCertificateV2 (RFC 5035), which RFC 3161 asks a TSA to sign along. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  /** id-ct-TSTInfo. */
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  sha256: '2.16.840.1.101.3.4.2.1',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  extKeyUsage: '2.5.29.37',
  subjectKeyIdentifier: '2.5.29.14',
} as const;

/**
 * The stand-in TSA's policy: an OID made from a UUID (ITU-T X.667, arc 2.25, which anyone may
 * mint without registering), 5d0c3a8e-7f41-4b62-9a1d-3c6e2f8b0a47, so it names no real policy.
 */
export const STANDIN_TSA_POLICY = '2.25.123681698839839215355974957557275626055';

const DIGESTS: Readonly<Record<string, string>> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/** Signature algorithms by OID: the hash they name, or null when the digest algorithm says it. */
const SIGNATURE_HASHES: Readonly<Record<string, string | null>> = {
  '1.2.840.10045.4.3.2': 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
  '1.2.840.10045.2.1': null,
  '1.2.840.113549.1.1.1': null,
  '1.2.840.113549.1.1.5': 'sha1',
  '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
};

// ——— bytes ———

const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer => new Uint8Array(bytes).buffer;
const der = (block: { toBER(sizeOnly?: boolean): ArrayBuffer }): Uint8Array => new Uint8Array(block.toBER(false));
const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && Buffer.compare(a, b) === 0;
const digest = (algorithm: string, data: Uint8Array): Uint8Array => new Uint8Array(createHash(algorithm).update(data).digest());
const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

/** Base64 (line breaks allowed), or null when the text is not Base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

export const encodeBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

// ——— certificates ———

const SHORT_NAMES: Readonly<Record<string, string>> = {
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SURNAME',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.12': 'T',
  '2.5.4.41': 'NAME',
  '0.9.2342.19200300.100.1.1': 'UID',
};

/** An ASN.1 integer as E-IMZO writes serial numbers: lower-case hex without leading zeros. */
export function serialHex(serial: asn1js.Integer): string {
  return hex(serial.valueBlock.valueHexView).replace(/^0+/, '') || '0';
}

export const certificateSerial = (certificate: pkijs.Certificate): string => serialHex(certificate.serialNumber);

function attributeText(value: unknown): string {
  const text = (value as { valueBlock?: { value?: unknown } } | null)?.valueBlock?.value;
  if (typeof text === 'string') return text;
  // Not a string type: its DER in hex, as RFC 4514 writes such values.
  const block = value as { toBER?: () => ArrayBuffer } | null;
  return typeof block?.toBER === 'function' ? `#${hex(new Uint8Array(block.toBER()))}` : '';
}

function nameEntries(name: pkijs.RelativeDistinguishedNames): [string, string][] {
  return name.typesAndValues.map((tv) => [SHORT_NAMES[tv.type] ?? tv.type, attributeText(tv.value)]);
}

/** A name's attributes by short name (CN, O, T, C, L, SURNAME, NAME, UID) or dotted OID (PINFL, TIN); the first of repeated ones. */
export function nameRecord(name: pkijs.RelativeDistinguishedNames): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of nameEntries(name)) if (!(key in record)) record[key] = value;
  return record;
}

/** A name as one string, `CN=…,O=…` in the certificate's order (commas and the like escaped as in RFC 4514). */
export function distinguishedName(name: pkijs.RelativeDistinguishedNames): string {
  return nameEntries(name)
    .map(([key, value]) => `${key}=${value.replace(/([,+"\\<>;=])/g, '\\$1')}`)
    .join(',');
}

export { formatEimzoDate };

/** The reverse of formatEimzoDate, strictly ("yyyy-MM-dd HH:mm:ss", a real date); a RangeError for anything else. */
export function parseEimzoDate(text: string): Date {
  const date = readEimzoDate(text);
  if (!date || formatEimzoDate(date) !== text) throw new RangeError(`Not an E-IMZO date: ${JSON.stringify(text)}`);
  return date;
}

const certificateDer = (certificate: pkijs.Certificate): Uint8Array => der(certificate.toSchema());

function publicKeyOf(certificate: pkijs.Certificate): KeyObject {
  return createPublicKey({ key: Buffer.from(der(certificate.subjectPublicKeyInfo.toSchema())), format: 'der', type: 'spki' });
}

function extendedKeyUsages(certificate: pkijs.Certificate): string[] {
  const extension = certificate.extensions?.find((e) => e.extnID === OID.extKeyUsage);
  if (!extension) return [];
  try {
    return pkijs.ExtKeyUsage.fromBER(extension.extnValue.getValue()).keyPurposes;
  } catch {
    return [];
  }
}

const validAt = (certificate: pkijs.Certificate, at: Date): boolean =>
  certificate.notBefore.value.getTime() <= at.getTime() && at.getTime() <= certificate.notAfter.value.getTime();

interface Chain {
  certificates: pkijs.Certificate[];
  trusted: boolean;
}

/**
 * The chain from `leaf` up through issuers found in `pool` (the CMS's certificates, then the
 * trusted ones), each link's signature checked; trusted when it reaches a certificate with the
 * subject and public key of a trusted one.
 */
function buildChain(leaf: pkijs.Certificate, pool: readonly pkijs.Certificate[], trusted: readonly pkijs.Certificate[]): Chain {
  const parsed = new Map<pkijs.Certificate, X509Certificate | null>();
  const x509 = (c: pkijs.Certificate): X509Certificate | null => {
    if (!parsed.has(c)) {
      try {
        parsed.set(c, new X509Certificate(certificateDer(c)));
      } catch {
        parsed.set(c, null);
      }
    }
    return parsed.get(c) ?? null;
  };
  const isAnchor = (c: X509Certificate) =>
    trusted.some((t) => {
      const anchor = x509(t);
      return anchor !== null && anchor.subject === c.subject && anchor.publicKey.equals(c.publicKey);
    });
  const certificates = [leaf];
  const candidates = [...pool, ...trusted];
  let current = leaf;
  for (let depth = 0; depth < 8; depth++) {
    const currentX = x509(current);
    if (!currentX) return { certificates, trusted: false };
    if (isAnchor(currentX)) return { certificates, trusted: true };
    const issuer = candidates.find((candidate) => {
      const candidateX = x509(candidate);
      if (!candidateX?.ca || !currentX.checkIssued(candidateX)) return false;
      try {
        return currentX.verify(candidateX.publicKey);
      } catch {
        return false;
      }
    });
    if (!issuer) return { certificates, trusted: false };
    const issuerX = x509(issuer);
    // Self-signed and not a trusted one, or a loop.
    if (issuerX === null || certificates.some((c) => x509(c)?.raw.equals(issuerX.raw))) return { certificates, trusted: false };
    certificates.push(issuer);
    current = issuer;
  }
  return { certificates, trusted: false };
}

// ——— reading a CMS ———

function parseSignedData(cms: Uint8Array): pkijs.SignedData {
  if (cms.length === 0) throw new CmsFormatError('The PKCS#7 is empty');
  const asn1 = asn1js.fromBER(cms);
  if (asn1.offset === -1) throw new CmsFormatError(`The PKCS#7 is not ASN.1: ${asn1.result.error}`);
  let contentInfo: pkijs.ContentInfo;
  try {
    contentInfo = new pkijs.ContentInfo({ schema: asn1.result });
  } catch {
    throw new CmsFormatError('The bytes are not a CMS ContentInfo');
  }
  if (contentInfo.contentType !== OID.signedData) throw new CmsFormatError(`The CMS holds ${contentInfo.contentType}, not a SignedData`);
  try {
    return new pkijs.SignedData({ schema: contentInfo.content });
  } catch {
    throw new CmsFormatError('The CMS SignedData is malformed');
  }
}

const certificatesOf = (signedData: pkijs.SignedData): pkijs.Certificate[] =>
  (signedData.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);

function attribute(attributes: pkijs.SignedAndUnsignedAttributes | undefined, type: string): unknown {
  return attributes?.attributes.find((a) => a.type === type)?.values[0];
}

function octets(value: unknown): Uint8Array | null {
  return value instanceof asn1js.OctetString ? new Uint8Array(value.getValue()) : null;
}

function timeOf(value: unknown): Date | null {
  return value instanceof asn1js.UTCTime || value instanceof asn1js.GeneralizedTime ? value.toDate() : null;
}

function eContentOf(signedData: pkijs.SignedData): Uint8Array | null {
  const eContent = signedData.encapContentInfo.eContent;
  return eContent instanceof asn1js.OctetString ? new Uint8Array(eContent.getValue()) : null;
}

/** The certificate a SignerInfo names, by issuer and serial number or by subject key identifier. */
function signerCertificate(signerInfo: pkijs.SignerInfo, certificates: readonly pkijs.Certificate[]): pkijs.Certificate | null {
  const sid: unknown = signerInfo.sid;
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    const issuer = der(sid.issuer.toSchema());
    const serial = serialHex(sid.serialNumber);
    return certificates.find((c) => certificateSerial(c) === serial && sameBytes(der(c.issuer.toSchema()), issuer)) ?? null;
  }
  const keyId = (sid as { valueBlock?: { valueHexView?: Uint8Array } } | null)?.valueBlock?.valueHexView;
  if (!keyId) return null;
  return (
    certificates.find((c) => {
      const ski = c.extensions?.find((e) => e.extnID === OID.subjectKeyIdentifier);
      const value = ski ? asn1js.fromBER(ski.extnValue.getValue()).result : null;
      return value instanceof asn1js.OctetString && sameBytes(new Uint8Array(value.getValue()), keyId);
    }) ?? null
  );
}

function sidOf(signerInfo: pkijs.SignerInfo): { issuer: string; serialNumber: string } | null {
  const sid: unknown = signerInfo.sid;
  return sid instanceof pkijs.IssuerAndSerialNumber ? { issuer: distinguishedName(sid.issuer), serialNumber: serialHex(sid.serialNumber) } : null;
}

interface SignatureCheck {
  certificate: pkijs.Certificate | null;
  verified: boolean;
  problems: string[];
}

/** Whether `signerInfo` signs `content` (the messageDigest, the contentType, then the signature), never a throw. */
function checkSignature(
  signedData: pkijs.SignedData,
  signerInfo: pkijs.SignerInfo,
  content: Uint8Array | null,
  certificates: readonly pkijs.Certificate[],
): SignatureCheck {
  const certificate = signerCertificate(signerInfo, certificates);
  const fail = (problem: string): SignatureCheck => ({ certificate, verified: false, problems: [problem] });
  if (!certificate) return fail("the signer's certificate is not in the PKCS#7");
  if (content === null) return fail('a detached signature and no data to check it against');
  const hashName = DIGESTS[signerInfo.digestAlgorithm.algorithmId];
  if (!hashName) return fail(`unsupported digest algorithm ${signerInfo.digestAlgorithm.algorithmId}`);
  const signatureOid = signerInfo.signatureAlgorithm.algorithmId;
  if (!(signatureOid in SIGNATURE_HASHES)) return fail(`unsupported signature algorithm ${signatureOid}`);
  let signed = content;
  if (signerInfo.signedAttrs) {
    const messageDigest = octets(attribute(signerInfo.signedAttrs, OID.messageDigest));
    if (!messageDigest || !sameBytes(messageDigest, digest(hashName, content))) return fail('the message digest does not match the data');
    const contentType = attribute(signerInfo.signedAttrs, OID.contentType);
    if (!(contentType instanceof asn1js.ObjectIdentifier) || contentType.getValue() !== signedData.encapContentInfo.eContentType) {
      return fail('the signed content type does not match');
    }
    // pkijs keeps the attributes as they came, retagged as the SET OF that was signed.
    signed = new Uint8Array(signerInfo.signedAttrs.encodedValue);
  }
  let verified = false;
  try {
    const key = publicKeyOf(certificate);
    verified = verifySignature(
      SIGNATURE_HASHES[signatureOid] ?? hashName,
      signed,
      { key, dsaEncoding: 'der' },
      new Uint8Array(signerInfo.signature.getValue()),
    );
  } catch {
    verified = false;
  }
  return verified ? { certificate, verified, problems: [] } : fail('the signature does not verify');
}

export interface TimestampInfo {
  /** genTime; null when the token could not be read. */
  time: Date | null;
  /** The token's signature verifies and its messageImprint is the hash of the signature value. */
  verified: boolean;
  /** The TSA's certificate leads to a trusted root and allows time stamping. */
  certificateVerified: boolean;
  serialNumber: string;
  /** The TSA's name (the token's `tsa` field, else its certificate's subject). */
  tsa: string;
  problems: string[];
}

function readTimestamp(token: unknown, signature: Uint8Array, pool: readonly pkijs.Certificate[], trusted: readonly pkijs.Certificate[]): TimestampInfo {
  const unreadable = (problem: string): TimestampInfo => ({
    time: null,
    verified: false,
    certificateVerified: false,
    serialNumber: '',
    tsa: '',
    problems: [problem],
  });
  let signedData: pkijs.SignedData;
  let tstInfo: pkijs.TSTInfo;
  let tstBytes: Uint8Array;
  try {
    const contentInfo = new pkijs.ContentInfo({ schema: token });
    if (contentInfo.contentType !== OID.signedData) return unreadable('the timestamp token is not a SignedData');
    signedData = new pkijs.SignedData({ schema: contentInfo.content });
    const content = eContentOf(signedData);
    if (signedData.encapContentInfo.eContentType !== OID.tstInfo || !content) return unreadable('the timestamp token holds no TSTInfo');
    tstBytes = content;
    tstInfo = pkijs.TSTInfo.fromBER(toArrayBuffer(content));
  } catch {
    return unreadable('the timestamp token is malformed');
  }
  const signerInfo = signedData.signerInfos[0];
  const certificates = [...certificatesOf(signedData), ...pool];
  const check = signerInfo ? checkSignature(signedData, signerInfo, tstBytes, certificates) : null;
  const problems = check ? check.problems.map((p) => `timestamp: ${p}`) : ['timestamp: the token has no signer'];
  const imprintHash = DIGESTS[tstInfo.messageImprint.hashAlgorithm.algorithmId];
  const imprintOk = imprintHash !== undefined && sameBytes(new Uint8Array(tstInfo.messageImprint.hashedMessage.getValue()), digest(imprintHash, signature));
  if (!imprintOk) problems.push('timestamp: the message imprint is not the signature’s');
  const tsaCertificate = check?.certificate ?? null;
  let certificateVerified = false;
  if (tsaCertificate) {
    certificateVerified =
      buildChain(tsaCertificate, certificates, trusted).trusted &&
      extendedKeyUsages(tsaCertificate).includes(OID.timeStamping) &&
      validAt(tsaCertificate, tstInfo.genTime);
    if (!certificateVerified) problems.push('timestamp: the TSA certificate is not trusted');
  }
  const named = tstInfo.tsa?.type === 4 && tstInfo.tsa.value instanceof pkijs.RelativeDistinguishedNames ? distinguishedName(tstInfo.tsa.value) : '';
  return {
    time: tstInfo.genTime,
    verified: (check?.verified ?? false) && imprintOk,
    certificateVerified,
    serialNumber: serialHex(tstInfo.serialNumber),
    tsa: named || (tsaCertificate ? distinguishedName(tsaCertificate.subject) : ''),
    problems,
  };
}

export interface InspectedSigner {
  /** The SignerInfo's issuer and serial number, when it names its certificate so. */
  sid: { issuer: string; serialNumber: string } | null;
  /** The signer's certificate, then its issuers (found in the CMS, else among the trusted); empty when the signer's is missing. */
  chain: pkijs.Certificate[];
  signingTime: Date | null;
  /** The signature verifies over the data (and the messageDigest matches it). */
  verified: boolean;
  /** The chain reaches a trusted root with every signature valid. */
  certificateVerified: boolean;
  /** The signer's certificate was valid at the timestamp's time (a verified one), else the signingTime, else now. */
  certificateValidAtSigningTime: boolean;
  timestamp: TimestampInfo | null;
  revoked: { at: Date; reason: string } | null;
  /** What failed, in a few words each. */
  problems: string[];
}

export interface InspectedCms {
  signers: InspectedSigner[];
  /** The attached content, or null for a detached signature. */
  content: Uint8Array | null;
}

export interface InspectOptions {
  /** The signed data, for a detached signature. */
  data?: Uint8Array;
  trusted: readonly pkijs.Certificate[];
  /** Revoked certificates by serial (lower-case hex). */
  revoked: ReadonlyMap<string, { at: Date; reason: string }>;
  now: Date;
}

/** What a CMS SignedData says and whether it holds: a CmsFormatError when the bytes are no SignedData, otherwise never a throw. */
export async function inspectCms(cms: Uint8Array, options: InspectOptions): Promise<InspectedCms> {
  const signedData = parseSignedData(cms);
  const attached = eContentOf(signedData);
  const certificates = certificatesOf(signedData);
  const signers = signedData.signerInfos.map((signerInfo): InspectedSigner => {
    const check = checkSignature(signedData, signerInfo, attached ?? options.data ?? null, certificates);
    const problems = [...check.problems];
    let verified = check.verified;
    if (attached && options.data && !sameBytes(attached, options.data)) {
      verified = false;
      problems.push('the attached content differs from the given data');
    }
    const chain = check.certificate ? buildChain(check.certificate, certificates, options.trusted) : { certificates: [], trusted: false };
    if (check.certificate && !chain.trusted) problems.push('the certificate is not issued by a trusted CA');
    const signingTime = timeOf(attribute(signerInfo.signedAttrs, OID.signingTime));
    const token = attribute(signerInfo.unsignedAttrs, OID.signatureTimeStampToken);
    const timestamp = token === undefined ? null : readTimestamp(token, new Uint8Array(signerInfo.signature.getValue()), certificates, options.trusted);
    if (timestamp) problems.push(...timestamp.problems);
    const at = (timestamp?.verified ? timestamp.time : null) ?? signingTime ?? options.now;
    const certificateValidAtSigningTime = check.certificate !== null && validAt(check.certificate, at);
    if (check.certificate && !certificateValidAtSigningTime) problems.push('the certificate was not valid at the signing time');
    const revoked = check.certificate ? (options.revoked.get(certificateSerial(check.certificate)) ?? null) : null;
    if (revoked) problems.push(`the certificate is revoked (${revoked.reason})`);
    return {
      sid: sidOf(signerInfo),
      chain: chain.certificates,
      signingTime,
      verified,
      certificateVerified: chain.trusted,
      certificateValidAtSigningTime,
      timestamp,
      revoked,
      problems,
    };
  });
  return { signers, content: attached };
}

// ——— writing a CMS ———

/** Signed attributes in DER order (a SET OF sorts by encoding), so verifiers that re-encode them agree. */
function sortedAttributes(attributes: pkijs.Attribute[]): pkijs.Attribute[] {
  return attributes
    .map((a) => ({ a, bytes: der(a.toSchema()) }))
    .sort((x, y) => Buffer.compare(x.bytes, y.bytes))
    .map(({ a }) => a);
}

interface SignedDataSpec {
  contentType: string;
  content: Uint8Array;
  detached: boolean;
  key: CryptoKey;
  certificate: pkijs.Certificate;
  chain: readonly pkijs.Certificate[];
  attributes: pkijs.Attribute[];
}

async function signedDataOver(spec: SignedDataSpec): Promise<pkijs.SignedData> {
  if (spec.content.length === 0) throw new RangeError('Nothing to sign: the data is empty');
  const encapContentInfo = new pkijs.EncapsulatedContentInfo({ eContentType: spec.contentType });
  // Set after construction: the constructor would split it into a BER constructed string.
  if (!spec.detached) encapContentInfo.eContent = new asn1js.OctetString({ valueHex: toArrayBuffer(spec.content) });
  const signedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 0,
    attributes: sortedAttributes([
      new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: spec.contentType })] }),
      new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: toArrayBuffer(digest('sha256', spec.content)) })] }),
      ...spec.attributes,
    ]),
  });
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo,
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: spec.certificate.issuer, serialNumber: spec.certificate.serialNumber }),
        signedAttrs,
      }),
    ],
    certificates: [spec.certificate, ...spec.chain],
  });
  // With signed attributes pkijs signs their SET OF (the messageDigest above covers the data).
  await signedData.sign(spec.key, 0, 'SHA-256');
  return signedData;
}

const encodeSignedData = (signedData: pkijs.SignedData): Uint8Array =>
  der(new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(false) }).toSchema());

export interface SignCmsOptions {
  data: Uint8Array;
  detached: boolean;
  key: CryptoKey;
  certificate: pkijs.Certificate;
  /** Issuers to include after the signer's certificate. */
  chain?: pkijs.Certificate[];
  signingTime?: Date;
}

/** A DER ContentInfo(SignedData) over `data` (id-data; the content inside unless detached), one signer, ECDSA with SHA-256. */
export async function signCms(options: SignCmsOptions): Promise<Uint8Array> {
  const signingTime = options.signingTime ?? new Date();
  const signedData = await signedDataOver({
    contentType: OID.data,
    content: options.data,
    detached: options.detached,
    key: options.key,
    certificate: options.certificate,
    chain: options.chain ?? [],
    attributes: [new pkijs.Attribute({ type: OID.signingTime, values: [new asn1js.UTCTime({ valueDate: signingTime })] })],
  });
  return encodeSignedData(signedData);
}

export interface TimestampAuthority {
  key: CryptoKey;
  certificate: pkijs.Certificate;
  chain: readonly pkijs.Certificate[];
}

/** An RFC 3161 TimeStampToken over `signature`: a SignedData (eContentType id-ct-TSTInfo) signed by the TSA. */
async function timeStampToken(signature: Uint8Array, tsa: TimestampAuthority, now: Date): Promise<asn1js.Sequence> {
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  const tstInfo = new pkijs.TSTInfo({
    version: 1,
    policy: STANDIN_TSA_POLICY,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: toArrayBuffer(digest('sha256', signature)) }),
    }),
    serialNumber: new asn1js.Integer({ valueHex: toArrayBuffer(serial) }),
    genTime: now,
    tsa: new pkijs.GeneralName({ type: 4, value: tsa.certificate.subject }),
  });
  // ESS signingCertificateV2: SEQUENCE { SEQUENCE OF ESSCertIDv2 { certHash (SHA-256, the default) } }.
  const essCertId = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: toArrayBuffer(digest('sha256', certificateDer(tsa.certificate))) })],
  });
  const signingCertificate = new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertId] })] });
  const signedData = await signedDataOver({
    contentType: OID.tstInfo,
    content: der(tstInfo.toSchema()),
    detached: false,
    key: tsa.key,
    certificate: tsa.certificate,
    chain: tsa.chain,
    attributes: [new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificate] })],
  });
  return new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(false) }).toSchema() as asn1js.Sequence;
}

/**
 * Adds an RFC 3161 timestamp (the unsigned attribute id-aa-signatureTimeStampToken, over the
 * signature value) to every SignerInfo that has none. Returns the new CMS and the certificates
 * of the signers that got one (those found in the CMS).
 */
export async function addTimestamp(cms: Uint8Array, tsa: TimestampAuthority, now: Date): Promise<{ cms: Uint8Array; timestamped: pkijs.Certificate[] }> {
  const signedData = parseSignedData(cms);
  const certificates = certificatesOf(signedData);
  const timestamped: pkijs.Certificate[] = [];
  let changed = false;
  for (const signerInfo of signedData.signerInfos) {
    if (attribute(signerInfo.unsignedAttrs, OID.signatureTimeStampToken) !== undefined) continue;
    const token = await timeStampToken(new Uint8Array(signerInfo.signature.getValue()), tsa, now);
    const tokenAttribute = new pkijs.Attribute({ type: OID.signatureTimeStampToken, values: [token] });
    if (signerInfo.unsignedAttrs) signerInfo.unsignedAttrs.attributes.push(tokenAttribute);
    else signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({ type: 1, attributes: [tokenAttribute] });
    changed = true;
    const certificate = signerCertificate(signerInfo, certificates);
    if (certificate) timestamped.push(certificate);
  }
  return { cms: changed ? encodeSignedData(signedData) : cms, timestamped };
}
