/**
 * The test PKI of the E-IMZO stand-ins (ADR 026): a root CA, a timestamping authority and the
 * demo people's signature keys, as E-IMZO's key files ("DS<PINFL>_<n>.pfx") would hold them,
 * with ECDSA P-256 in place of the national algorithms. Never used in production.
 *
 * It is made at first use, yet every replica of the site (several processes, no shared state)
 * holds the same one: each private key is a scalar derived from SHA-256 of a fixed label, the
 * serials are derived from the labels and the validity from the current year. Only the ECDSA
 * signatures on the certificates differ between processes, which is why cms.ts trusts a root by
 * its subject and public key rather than its bytes.
 *
 * - Root "CN=Huquq test CA,O=huquq.test", 2024-01-01 to 2045-01-01.
 * - TSA "CN=Huquq test TSA,O=huquq.test" (extKeyUsage timeStamping, critical).
 * - A personal key for each demo citizen of the OneID stand-in with a PINFL (DS<PINFL>_1.pfx).
 * - TIMUR SAIDOV's key as director of HUQUQ DEMO MCHJ (TIN 305123456), DILNOZA YUSUPOVA's expired
 *   key and AZIZ KARIMOV's revoked one (all DS<PINFL>_2.pfx).
 * Valid keys run from 1 January of last year to 1 January of the year after next (UTC), the
 * expired one from 1 January three years ago to 1 January of last year.
 */
import { createECDH, createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { DEMO_CITIZENS, type DemoCitizen } from '../auth/oneid-standin.js';
import { certificateSerial, formatEimzoDate, nameRecord, OID, type TimestampAuthority } from './cms.js';
import { OID_PINFL, OID_TIN } from './protocol.js';

export interface StandinKey {
  /** A stable short name, e.g. `dilnoza.yusupova` or `aziz.karimov-revoked`. */
  id: string;
  /** Where E-IMZO would list the key file, and its alias as pfx.list_all_certificates gives it. */
  pfx: { disk: string; path: string; name: string; alias: string };
  pinfl: string;
  /** The organisation's TIN, for an organisation's key. */
  tin?: string;
  certificate: pkijs.Certificate;
  privateKey: CryptoKey;
  kind: 'personal' | 'organisation';
  expired: boolean;
  revoked: boolean;
}

export interface StandinPki {
  root: pkijs.Certificate;
  tsa: TimestampAuthority;
  keys: readonly StandinKey[];
  /** Revoked certificates by serial (lower-case hex). */
  revoked: ReadonlyMap<string, { at: Date; reason: string }>;
  trusted: readonly pkijs.Certificate[];
}

export const STANDIN_DISK = 'standin';
export const STANDIN_PATH = 'DSKEYS';
export const STANDIN_ORGANISATION = { name: 'HUQUQ DEMO MCHJ', title: 'Direktor', tin: '305123456', directorPinfl: '31007750054328' } as const;
const EXPIRED_PINFL = '42306851234567';
const REVOKED_PINFL = '30512901234561';

const OID_CN = '2.5.4.3';
const OID_SURNAME = '2.5.4.4';
const OID_C = '2.5.4.6';
const OID_O = '2.5.4.10';
const OID_T = '2.5.4.12';
const OID_NAME = '2.5.4.41';

// ——— keys ———

/** The order n of P-256: a scalar must be in 1..n-1. */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

const sha256 = (data: string | Uint8Array): Buffer => createHash('sha256').update(data).digest();

/** The private scalar of `label`: SHA-256 of `huquq-eimzo-standin:<label>`, hashed again while 0 or ≥ n. */
export function standinScalar(label: string): Uint8Array {
  let scalar = sha256(`huquq-eimzo-standin:${label}`);
  for (;;) {
    const value = BigInt(`0x${scalar.toString('hex')}`);
    if (value !== 0n && value < P256_ORDER) return new Uint8Array(scalar);
    scalar = sha256(scalar);
  }
}

/** The ECDSA P-256 key pair of `label`, the same in every process (a pure function of the label). */
export async function deriveStandinKeyPair(label: string): Promise<CryptoKeyPair> {
  const scalar = standinScalar(label);
  // OpenSSL computes the public point from the scalar.
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(scalar);
  const point = ecdh.getPublicKey(); // 0x04 ‖ x ‖ y
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') };
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
  const subtle = globalThis.crypto.subtle;
  const privateKey = await subtle.importKey('jwk', { ...jwk, d: Buffer.from(scalar).toString('base64url') }, algorithm, false, ['sign']);
  const publicKey = await subtle.importKey('jwk', jwk, algorithm, true, ['verify']);
  return { privateKey, publicKey };
}

/** A certificate serial derived from `label`: 4 bytes, positive, always 8 hex digits. */
function serialFor(label: string): Uint8Array {
  const serial = new Uint8Array(sha256(`huquq-eimzo-standin-serial:${label}`).subarray(0, 4));
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x10;
  return serial;
}

// ——— certificates ———

/** A name attribute: OID, value, and PrintableString instead of UTF8String when asked. */
export type NameAttribute = readonly [type: string, value: string, printable?: 'printable'];

/** A name with one attribute per RDN, in the given order. */
function buildName(attributes: readonly NameAttribute[]): pkijs.RelativeDistinguishedNames {
  const sequence = new asn1js.Sequence({
    value: attributes.map(
      ([type, value, printable]) =>
        new asn1js.Set({
          value: [
            new asn1js.Sequence({
              value: [new asn1js.ObjectIdentifier({ value: type }), printable ? new asn1js.PrintableString({ value }) : new asn1js.Utf8String({ value })],
            }),
          ],
        }),
    ),
  });
  // Parsed back so pkijs keeps these bytes (built directly it would put every attribute in one RDN).
  return new pkijs.RelativeDistinguishedNames({ schema: asn1js.fromBER(sequence.toBER(false)).result });
}

const bits = (byte: number, unusedBits: number) => new asn1js.BitString({ valueHex: new Uint8Array([byte]).buffer, unusedBits });
const extension = (extnID: string, critical: boolean, value: { toBER(sizeOnly?: boolean): ArrayBuffer }) =>
  new pkijs.Extension({ extnID, critical, extnValue: value.toBER(false) });

function subjectKeyIdentifier(certificate: pkijs.Certificate): Uint8Array {
  const ski = certificate.extensions?.find((e) => e.extnID === OID.subjectKeyIdentifier);
  const value = ski ? asn1js.fromBER(ski.extnValue.getValue()).result : null;
  if (value instanceof asn1js.OctetString) return new Uint8Array(value.getValue());
  return new Uint8Array(createHash('sha1').update(certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView).digest());
}

export interface IssueOptions {
  serial: Uint8Array;
  subject: readonly NameAttribute[];
  /** The subject's key pair (the public key extractable). */
  keys: CryptoKeyPair;
  /** Absent: self-signed. */
  issuer?: { certificate: pkijs.Certificate; privateKey: CryptoKey };
  notBefore: Date;
  notAfter: Date;
  profile: 'ca' | 'tsa' | 'person';
}

/** An X.509 v3 certificate signed with ECDSA SHA-256 (also used by the tests to make certificates of another CA). */
export async function issueCertificate(options: IssueOptions): Promise<pkijs.Certificate> {
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = new asn1js.Integer({ valueHex: new Uint8Array(options.serial).buffer });
  certificate.subject = buildName(options.subject);
  certificate.issuer = options.issuer ? options.issuer.certificate.subject : certificate.subject;
  certificate.notBefore = new pkijs.Time({ type: pkijs.TimeType.UTCTime, value: options.notBefore });
  certificate.notAfter = new pkijs.Time({ type: pkijs.TimeType.UTCTime, value: options.notAfter });
  await certificate.subjectPublicKeyInfo.importKey(options.keys.publicKey);
  const ownKeyId = new Uint8Array(createHash('sha1').update(certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView).digest());
  const issuerKeyId = options.issuer ? subjectKeyIdentifier(options.issuer.certificate) : ownKeyId;
  const ca = options.profile === 'ca';
  certificate.extensions = [
    extension('2.5.29.19', true, new pkijs.BasicConstraints({ cA: ca }).toSchema()),
    // keyCertSign + cRLSign for the CA; digitalSignature + nonRepudiation otherwise.
    extension('2.5.29.15', true, ca ? bits(0x06, 1) : bits(0xc0, 6)),
    extension(OID.subjectKeyIdentifier, false, new asn1js.OctetString({ valueHex: ownKeyId.buffer })),
    extension(
      '2.5.29.35',
      false,
      new pkijs.AuthorityKeyIdentifier({ keyIdentifier: new asn1js.OctetString({ valueHex: new Uint8Array(issuerKeyId).buffer }) }).toSchema(),
    ),
    ...(options.profile === 'tsa' ? [extension(OID.extKeyUsage, true, new pkijs.ExtKeyUsage({ keyPurposes: [OID.timeStamping] }).toSchema())] : []),
  ];
  await certificate.sign(options.issuer?.privateKey ?? options.keys.privateKey, 'SHA-256');
  return certificate;
}

// ——— the demo keys ———

interface KeySpec {
  id: string;
  citizen: DemoCitizen;
  n: number;
  kind: 'personal' | 'organisation';
  expired: boolean;
  revoked: boolean;
}

function citizen(pinfl: string): DemoCitizen {
  const found = DEMO_CITIZENS.find((c) => c.pin === pinfl);
  if (!found) throw new Error(`The E-IMZO stand-in's PKI needs the demo citizen ${pinfl} (server/auth/oneid-standin.ts)`);
  return found;
}

function keySpecs(): KeySpec[] {
  const personal = DEMO_CITIZENS.filter((c) => c.pin !== '').map(
    (c): KeySpec => ({ id: c.userId, citizen: c, n: 1, kind: 'personal', expired: false, revoked: false }),
  );
  const director = citizen(STANDIN_ORGANISATION.directorPinfl);
  const expired = citizen(EXPIRED_PINFL);
  const revoked = citizen(REVOKED_PINFL);
  return [
    ...personal,
    { id: `${director.userId}-company`, citizen: director, n: 2, kind: 'organisation', expired: false, revoked: false },
    { id: `${expired.userId}-expired`, citizen: expired, n: 2, kind: 'personal', expired: true, revoked: false },
    { id: `${revoked.userId}-revoked`, citizen: revoked, n: 2, kind: 'personal', expired: false, revoked: true },
  ];
}

function subjectOf(spec: KeySpec): NameAttribute[] {
  const { citizen: c } = spec;
  const cn = [c.lastName, c.firstName, c.middleName].filter((part) => part !== '').join(' ');
  return [
    [OID_CN, cn],
    [OID_NAME, c.firstName],
    [OID_SURNAME, c.lastName],
    ...(spec.kind === 'organisation'
      ? ([
          [OID_O, STANDIN_ORGANISATION.name],
          [OID_T, STANDIN_ORGANISATION.title],
        ] as NameAttribute[])
      : []),
    [OID_C, 'UZ', 'printable'],
    ...(spec.kind === 'organisation' ? ([[OID_TIN, STANDIN_ORGANISATION.tin, 'printable']] as NameAttribute[]) : []),
    [OID_PINFL, c.pin, 'printable'],
  ];
}

const aliasDate = (date: Date): string => formatEimzoDate(date).replaceAll('-', '.');

/**
 * The alias E-IMZO lists a key file under: the subject's attributes, the serial and the validity,
 * `key=value` in lower case joined by commas ("yyyy.MM.dd HH:mm:ss", Tashkent time); values never
 * hold a comma.
 */
export function aliasOf(certificate: pkijs.Certificate): string {
  const clean = (value: string) => value.toLowerCase().replaceAll(',', ' ');
  const entries = Object.entries(nameRecord(certificate.subject)).map(([key, value]) => `${key.toLowerCase()}=${clean(value)}`);
  entries.push(
    `serialnumber=${certificateSerial(certificate)}`,
    `validfrom=${aliasDate(certificate.notBefore.value)}`,
    `validto=${aliasDate(certificate.notAfter.value)}`,
  );
  return entries.join(',');
}

const utc = (year: number) => new Date(Date.UTC(year, 0, 1));

async function createPki(): Promise<StandinPki> {
  const year = new Date().getUTCFullYear();
  const valid = { notBefore: utc(year - 1), notAfter: utc(year + 2) };
  const rootKeys = await deriveStandinKeyPair('root');
  const root = await issueCertificate({
    serial: serialFor('root'),
    subject: [
      [OID_CN, 'Huquq test CA'],
      [OID_O, 'huquq.test'],
    ],
    keys: rootKeys,
    notBefore: utc(2024),
    notAfter: utc(2045),
    profile: 'ca',
  });
  const issuer = { certificate: root, privateKey: rootKeys.privateKey };
  const tsaKeys = await deriveStandinKeyPair('tsa');
  const tsaCertificate = await issueCertificate({
    serial: serialFor('tsa'),
    subject: [
      [OID_CN, 'Huquq test TSA'],
      [OID_O, 'huquq.test'],
    ],
    keys: tsaKeys,
    issuer,
    ...valid,
    profile: 'tsa',
  });
  const revoked = new Map<string, { at: Date; reason: string }>();
  const keys: StandinKey[] = [];
  for (const spec of keySpecs()) {
    const pair = await deriveStandinKeyPair(`key:${spec.id}`);
    const certificate = await issueCertificate({
      serial: serialFor(`key:${spec.id}`),
      subject: subjectOf(spec),
      keys: pair,
      issuer,
      ...(spec.expired ? { notBefore: utc(year - 3), notAfter: utc(year - 1) } : valid),
      profile: 'person',
    });
    if (spec.revoked) revoked.set(certificateSerial(certificate), { at: utc(year), reason: 'keyCompromise' });
    keys.push({
      id: spec.id,
      pfx: { disk: STANDIN_DISK, path: STANDIN_PATH, name: `DS${spec.citizen.pin}_${spec.n}.pfx`, alias: aliasOf(certificate) },
      pinfl: spec.citizen.pin,
      ...(spec.kind === 'organisation' ? { tin: STANDIN_ORGANISATION.tin } : {}),
      certificate,
      privateKey: pair.privateKey,
      kind: spec.kind,
      expired: spec.expired,
      revoked: spec.revoked,
    });
  }
  return { root, tsa: { key: tsaKeys.privateKey, certificate: tsaCertificate, chain: [root] }, keys, revoked, trusted: [root] };
}

let memo: Promise<StandinPki> | null = null;

/** The stand-ins' PKI, made once per process at first use. */
export function standinPki(): Promise<StandinPki> {
  if (!memo) {
    memo = createPki();
    memo.catch(() => {
      memo = null;
    });
  }
  return memo;
}

/** Tests only: forget the PKI so the next standinPki() makes it again, as another process would. */
export function resetStandinPkiForTests(): void {
  memo = null;
}
