/**
 * CMS signatures of the E-IMZO stand-ins (server/eimzo/cms.ts) and their test PKI
 * (server/eimzo/standin-pki.ts): signing detached and attached, RFC 3161 timestamps, what
 * verification says of other bytes, an expired, a revoked or a foreign certificate, garbage, and
 * a PKI that comes out the same in every process.
 */
import * as asn1js from 'asn1js';
import {
  addTimestamp,
  CmsFormatError,
  certificateSerial,
  distinguishedName,
  formatEimzoDate,
  inspectCms,
  nameRecord,
  parseEimzoDate,
  signCms,
  STANDIN_TSA_POLICY,
} from '../../../server/eimzo/cms';
import { OID_PINFL, OID_TIN } from '../../../server/eimzo/protocol';
import {
  deriveStandinKeyPair,
  issueCertificate,
  resetStandinPkiForTests,
  type StandinKey,
  type StandinPki,
  standinPki,
  standinScalar,
} from '../../../server/eimzo/standin-pki';

const text = (s: string) => new TextEncoder().encode(s);
const DOCUMENT = text('Shartnoma № 17: ijara to‘lovi 1 500 000 so‘m');
const OTHER = text('Shartnoma № 17: ijara to‘lovi 9 500 000 so‘m');

let pki: StandinPki;
const key = (id: string): StandinKey => {
  const found = pki.keys.find((k) => k.id === id);
  if (!found) throw new Error(`no stand-in key ${id}`);
  return found;
};
const sign = (k: StandinKey, data: Uint8Array, detached: boolean, signingTime?: Date) =>
  signCms({ data, detached, key: k.privateKey, certificate: k.certificate, chain: [pki.root], ...(signingTime ? { signingTime } : {}) });
const inspect = (cms: Uint8Array, data?: Uint8Array, now = new Date()) =>
  inspectCms(cms, { ...(data ? { data } : {}), trusted: pki.trusted, revoked: pki.revoked, now });

beforeAll(async () => {
  pki = await standinPki();
});

describe('the stand-in PKI', () => {
  test('holds a personal key per demo citizen with a PINFL, the company key, an expired and a revoked one', () => {
    expect(pki.keys.map((k) => [k.id, k.pfx.name, k.kind, k.expired, k.revoked])).toEqual([
      ['dilnoza.yusupova', 'DS42306851234567_1.pfx', 'personal', false, false],
      ['aziz.karimov', 'DS30512901234561_1.pfx', 'personal', false, false],
      ['nodira.rahimova', 'DS52211030012345_1.pfx', 'personal', false, false],
      ['timur.saidov', 'DS31007750054328_1.pfx', 'personal', false, false],
      ['timur.saidov-company', 'DS31007750054328_2.pfx', 'organisation', false, false],
      ['dilnoza.yusupova-expired', 'DS42306851234567_2.pfx', 'personal', true, false],
      ['aziz.karimov-revoked', 'DS30512901234561_2.pfx', 'personal', false, true],
    ]);
    const serials = pki.keys.map((k) => certificateSerial(k.certificate));
    expect(new Set(serials).size).toBe(serials.length);
    expect([...pki.revoked.keys()]).toEqual([certificateSerial(key('aziz.karimov-revoked').certificate)]);
    expect([...pki.revoked.values()][0]).toEqual({ at: new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1)), reason: 'keyCompromise' });
    expect(distinguishedName(pki.root.subject)).toBe('CN=Huquq test CA,O=huquq.test');
    expect(formatEimzoDate(pki.root.notBefore.value)).toBe('2024-01-01 05:00:00');
    expect(distinguishedName(pki.tsa.certificate.subject)).toBe('CN=Huquq test TSA,O=huquq.test');
  });

  test('names people as E-IMZO does, and lists each key with its alias', () => {
    const company = key('timur.saidov-company');
    expect(company.tin).toBe('305123456');
    expect(nameRecord(company.certificate.subject)).toEqual({
      CN: "SAIDOV TIMUR ANVAR O'G'LI",
      NAME: 'TIMUR',
      SURNAME: 'SAIDOV',
      O: 'HUQUQ DEMO MCHJ',
      T: 'Direktor',
      C: 'UZ',
      [OID_TIN]: '305123456',
      [OID_PINFL]: '31007750054328',
    });
    const year = new Date().getUTCFullYear();
    const dilnoza = key('dilnoza.yusupova');
    expect(dilnoza.pfx).toEqual({
      disk: 'standin',
      path: 'DSKEYS',
      name: 'DS42306851234567_1.pfx',
      alias:
        'cn=yusupova dilnoza alisher qizi,name=dilnoza,surname=yusupova,c=uz,1.2.860.3.16.1.2=42306851234567,' +
        `serialnumber=${certificateSerial(dilnoza.certificate)},validfrom=${year - 1}.01.01 05:00:00,validto=${year + 2}.01.01 05:00:00`,
    });
    expect(company.pfx.alias).toContain(',o=huquq demo mchj,t=direktor,c=uz,1.2.860.3.16.1.1=305123456,1.2.860.3.16.1.2=31007750054328,');
    expect(key('dilnoza.yusupova-expired').pfx.alias).toMatch(new RegExp(`validfrom=${year - 3}\\.01\\.01 05:00:00,validto=${year - 1}\\.01\\.01 05:00:00$`));
    for (const k of pki.keys) expect(k.pfx.alias.split(',').every((pair) => /^[^=]+=[^=]*$/.test(pair))).toBe(true);
  });

  test('is the same in another process: the same keys, serials and names, and each trusts the other’s signatures', async () => {
    const first = await deriveStandinKeyPair('key:dilnoza.yusupova');
    const second = await deriveStandinKeyPair('key:dilnoza.yusupova');
    const spki = async (pair: CryptoKeyPair) => Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('hex');
    expect(await spki(first)).toBe(await spki(second));
    expect(await spki(await deriveStandinKeyPair('key:aziz.karimov'))).not.toBe(await spki(first));
    expect(Buffer.from(standinScalar('root')).toString('hex')).toMatch(/^[0-9a-f]{64}$/);

    const signedHere = await sign(key('nodira.rahimova'), DOCUMENT, true);
    resetStandinPkiForTests();
    const other = await standinPki();
    expect(other).not.toBe(pki);
    const publicKeys = (p: StandinPki) =>
      [p.root, p.tsa.certificate, ...p.keys.map((k) => k.certificate)].map((c) => Buffer.from(c.subjectPublicKeyInfo.toSchema().toBER()).toString('hex'));
    expect(publicKeys(other)).toEqual(publicKeys(pki));
    expect(other.keys.map((k) => k.pfx)).toEqual(pki.keys.map((k) => k.pfx));
    expect([...other.revoked.keys()]).toEqual([...pki.revoked.keys()]);
    // The other process's root (its own signature bytes) trusts what this one signed.
    const [signer] = (await inspectCms(signedHere, { data: DOCUMENT, trusted: other.trusted, revoked: other.revoked, now: new Date() })).signers;
    expect(signer).toMatchObject({ verified: true, certificateVerified: true });
  });
});

describe('signing and verifying', () => {
  test('a detached signature verifies over the document and not over other bytes', async () => {
    const signingTime = new Date(Date.UTC(new Date().getUTCFullYear(), 2, 1, 9, 30, 0));
    const cms = await sign(key('dilnoza.yusupova'), DOCUMENT, true, signingTime);
    const ok = await inspect(cms, DOCUMENT);
    expect(ok.content).toBeNull();
    expect(ok.signers).toHaveLength(1);
    const [signer] = ok.signers;
    expect(signer).toMatchObject({
      verified: true,
      certificateVerified: true,
      certificateValidAtSigningTime: true,
      revoked: null,
      timestamp: null,
      problems: [],
    });
    expect(signer?.signingTime).toEqual(signingTime);
    expect(signer?.chain.map((c) => distinguishedName(c.subject))).toEqual([
      'CN=YUSUPOVA DILNOZA ALISHER QIZI,NAME=DILNOZA,SURNAME=YUSUPOVA,C=UZ,1.2.860.3.16.1.2=42306851234567',
      'CN=Huquq test CA,O=huquq.test',
    ]);
    expect(signer?.sid).toEqual({ issuer: 'CN=Huquq test CA,O=huquq.test', serialNumber: certificateSerial(key('dilnoza.yusupova').certificate) });

    const other = (await inspect(cms, OTHER)).signers[0];
    expect(other).toMatchObject({ verified: false, certificateVerified: true });
    expect(other?.problems.join()).toMatch(/digest/);
    const none = (await inspect(cms)).signers[0];
    expect(none?.verified).toBe(false);
  });

  test('an attached signature carries the document and verifies; a changed signature value does not', async () => {
    const cms = await sign(key('timur.saidov-company'), DOCUMENT, false);
    const ok = await inspect(cms);
    expect(ok.content).toEqual(DOCUMENT);
    expect(ok.signers[0]).toMatchObject({ verified: true, certificateVerified: true });
    expect((await inspect(cms, DOCUMENT)).signers[0]?.verified).toBe(true);
    expect((await inspect(cms, OTHER)).signers[0]?.verified).toBe(false);

    // Flip a bit in the last byte of the ECDSA signature (the CMS ends with it).
    const tampered = new Uint8Array(cms);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 0x01;
    const [signer] = (await inspect(tampered)).signers;
    expect(signer).toMatchObject({ verified: false, problems: ['the signature does not verify'] });
  });

  test('a timestamp is added once, over the signature, and verifies', async () => {
    const cms = await sign(key('aziz.karimov'), DOCUMENT, true);
    const now = new Date();
    const stamped = await addTimestamp(cms, pki.tsa, now);
    expect(stamped.timestamped.map(certificateSerial)).toEqual([certificateSerial(key('aziz.karimov').certificate)]);
    const [signer] = (await inspect(stamped.cms, DOCUMENT)).signers;
    expect(signer?.verified).toBe(true);
    expect(signer?.timestamp).toMatchObject({ time: now, verified: true, certificateVerified: true, tsa: 'CN=Huquq test TSA,O=huquq.test', problems: [] });
    expect(signer?.timestamp?.serialNumber).toMatch(/^[0-9a-f]+$/);
    // The token is a TimeStampToken over a TSTInfo under the stand-in's policy.
    expect(Buffer.from(stamped.cms).includes(Buffer.from(new asn1js.ObjectIdentifier({ value: STANDIN_TSA_POLICY }).toBER()))).toBe(true);

    const again = await addTimestamp(stamped.cms, pki.tsa, new Date());
    expect(again.timestamped).toEqual([]);
    expect(again.cms).toEqual(stamped.cms);
    // The timestamp still verifies when the document does not: it covers the signature value.
    const other = (await inspect(stamped.cms, OTHER)).signers[0];
    expect(other).toMatchObject({ verified: false, timestamp: { verified: true } });
  });

  test('an expired key is not valid at the signing time; a timestamp from its valid years makes it so', async () => {
    const expired = key('dilnoza.yusupova-expired');
    const cms = await sign(expired, DOCUMENT, true);
    expect((await inspect(cms, DOCUMENT)).signers[0]).toMatchObject({ verified: true, certificateVerified: true, certificateValidAtSigningTime: false });
    const during = new Date(expired.certificate.notBefore.value.getTime() + 86_400_000);
    const stamped = await addTimestamp(await sign(expired, DOCUMENT, true, during), pki.tsa, during);
    const [signer] = (await inspect(stamped.cms, DOCUMENT)).signers;
    expect(signer?.timestamp?.verified).toBe(true);
    expect(signer?.certificateValidAtSigningTime).toBe(true);
  });

  test('a revoked key is listed with the date and the reason', async () => {
    const cms = await sign(key('aziz.karimov-revoked'), DOCUMENT, true);
    const [signer] = (await inspect(cms, DOCUMENT)).signers;
    expect(signer).toMatchObject({ verified: true, certificateVerified: true });
    expect(signer?.revoked).toEqual({ at: new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1)), reason: 'keyCompromise' });
    expect(signer?.problems.join()).toMatch(/revoked/);
    expect((await inspect(await sign(key('aziz.karimov'), DOCUMENT, true), DOCUMENT)).signers[0]?.revoked).toBeNull();
  });

  test('a certificate of another CA, even one named like ours, is not verified', async () => {
    const year = new Date().getUTCFullYear();
    const validity = { notBefore: new Date(Date.UTC(year - 1, 0, 1)), notAfter: new Date(Date.UTC(year + 1, 0, 1)) };
    const caKeys = await deriveStandinKeyPair('test:foreign-ca');
    const foreignRoot = await issueCertificate({
      serial: new Uint8Array([0x42]),
      subject: [
        ['2.5.4.3', 'Huquq test CA'],
        ['2.5.4.10', 'huquq.test'],
      ],
      keys: caKeys,
      ...validity,
      profile: 'ca',
    });
    const personKeys = await deriveStandinKeyPair('test:foreign-person');
    const certificate = await issueCertificate({
      serial: new Uint8Array([0x43]),
      subject: [
        ['2.5.4.3', 'BEGONA SHAXS'],
        [OID_PINFL, '30000000000000', 'printable'],
      ],
      keys: personKeys,
      issuer: { certificate: foreignRoot, privateKey: caKeys.privateKey },
      ...validity,
      profile: 'person',
    });
    const cms = await signCms({ data: DOCUMENT, detached: true, key: personKeys.privateKey, certificate, chain: [foreignRoot] });
    const [signer] = (await inspect(cms, DOCUMENT)).signers;
    expect(signer).toMatchObject({ verified: true, certificateVerified: false, certificateValidAtSigningTime: true });
    // The chain goes up to the CA found in the CMS, which is not ours (another key under our name).
    expect(signer?.chain.map((c) => certificateSerial(c))).toEqual(['43', '42']);
    expect(signer?.problems.join()).toMatch(/trusted/);
    // Trusting that CA instead verifies it.
    const trusting = await inspectCms(cms, { data: DOCUMENT, trusted: [foreignRoot], revoked: new Map(), now: new Date() });
    expect(trusting.signers[0]?.certificateVerified).toBe(true);
  });

  test('bytes that are not a CMS SignedData throw CmsFormatError', async () => {
    await expect(inspect(new Uint8Array())).rejects.toBeInstanceOf(CmsFormatError);
    await expect(inspect(text('not a pkcs7 at all'))).rejects.toBeInstanceOf(CmsFormatError);
    await expect(inspect(new Uint8Array(pki.root.toSchema().toBER()))).rejects.toBeInstanceOf(CmsFormatError);
    const data = new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: '1.2.840.113549.1.7.1' })] }).toBER();
    await expect(inspect(new Uint8Array(data))).rejects.toThrow(CmsFormatError);
    await expect(addTimestamp(text('garbage'), pki.tsa, new Date())).rejects.toBeInstanceOf(CmsFormatError);
  });
});

test('E-IMZO dates are Tashkent time, "yyyy-MM-dd HH:mm:ss", both ways', () => {
  const date = new Date(Date.UTC(2026, 11, 31, 20, 15, 7));
  expect(formatEimzoDate(date)).toBe('2027-01-01 01:15:07');
  expect(parseEimzoDate('2027-01-01 01:15:07')).toEqual(date);
  expect(() => parseEimzoDate('2027-02-30 01:15:07')).toThrow(RangeError);
  expect(() => parseEimzoDate('2027-01-01T01:15:07')).toThrow(RangeError);
});
