/**
 * What the site accepts of E-IMZO-SERVER's verification (server/eimzo/signer-check.ts), the key
 * list's alias as the page reads it (shared/signing/eimzo-keys.ts) and E-IMZO's dates in Tashkent
 * time (server/eimzo/protocol.ts).
 */
import { checkSigner } from '../../../server/eimzo/signer-check';
import { formatEimzoDate, parseEimzoDate, verifyAnswerSchema, type VerifyAnswer } from '../../../server/eimzo/protocol';
import { aliasDate, eimzoKeyOf } from '../../../shared/signing/eimzo-keys';
import { maskPinfl, maskTin } from '../../../shared/signing/papers';

const PINFL = '42306851234567';

function answer(signer: Record<string, unknown> = {}, subject: Record<string, string> = {}): VerifyAnswer {
  return verifyAnswerSchema.parse({
    status: 1,
    message: '',
    pkcs7Info: {
      signers: [
        {
          signingTime: '2026-11-30 11:51:54',
          certificate: [
            {
              subjectInfo: { CN: 'YUSUPOVA DILNOZA ALISHER QIZI', '1.2.860.3.16.1.2': PINFL, ...subject },
              issuerInfo: { CN: 'Huquq test CA', O: 'huquq.test' },
              serialNumber: '5529FB1C',
              validFrom: '2025-01-01 05:00:00',
              validTo: '2028-01-01 05:00:00',
            },
          ],
          verified: true,
          certificateVerified: true,
          certificateValidAtSigningTime: true,
          timeStampInfo: { time: '2026-11-30 11:51:55', verified: true, serialNumber: '0a', tsa: 'CN=Huquq test TSA' },
          ...signer,
        },
      ],
    },
  });
}

describe('checkSigner', () => {
  test('a verified signature of the signed-in person: who, the certificate and the times', () => {
    const checked = checkSigner(answer(), { pinfl: PINFL, tins: [] });
    expect(checked).toMatchObject({
      ok: true,
      signer: { name: 'YUSUPOVA DILNOZA ALISHER QIZI', pinfl: PINFL, tin: null, certificateSerial: '5529fb1c', issuer: 'Huquq test CA, huquq.test' },
    });
    if (checked.ok) {
      expect(checked.signer.signedAt?.toISOString()).toBe('2026-11-30T06:51:54.000Z');
      expect(checked.signer.timestampedAt?.toISOString()).toBe('2026-11-30T06:51:55.000Z');
    }
  });

  test.each([
    ['revoked, whatever else', { revokedStatusInfo: { revokedAt: '2026-01-01', reason: 'keyCompromise' }, verified: false }, 'certificate_revoked'],
    ['expired is named before untrusted', { certificateValidAtSigningTime: false, certificateVerified: false }, 'certificate_expired'],
    ['over other bytes', { verified: false }, 'signature_invalid'],
    ['a timestamp that does not verify', { timeStampInfo: { time: '2026-11-30 11:51:55', verified: false } }, 'signature_invalid'],
    ['a chain to no trusted root', { certificateVerified: false }, 'certificate_untrusted'],
  ])('%s', (_name, signer, refusal) => {
    expect(checkSigner(answer(signer), { pinfl: PINFL, tins: [] })).toMatchObject({ ok: false, refusal });
  });

  test('another person’s key; an organisation’s key of another organisation; any organisation when the paper names none', () => {
    expect(checkSigner(answer(), { pinfl: '30512901234561', tins: [] })).toMatchObject({ ok: false, refusal: 'signer_not_you' });
    const company = answer({}, { '1.2.860.3.16.1.1': '305123456', O: 'HUQUQ DEMO MCHJ', T: 'Direktor' });
    expect(checkSigner(company, { pinfl: PINFL, tins: ['301111111'] })).toMatchObject({ ok: false, refusal: 'signer_not_party' });
    expect(checkSigner(company, { pinfl: PINFL, tins: ['305123456'] })).toMatchObject({
      ok: true,
      signer: { tin: '305123456', organisation: 'HUQUQ DEMO MCHJ' },
    });
    expect(checkSigner(company, { pinfl: PINFL, tins: [] })).toMatchObject({ ok: true });
  });

  test('a failure status, or more than one signer, is unreadable', () => {
    expect(checkSigner(verifyAnswerSchema.parse({ status: -1, message: 'bad pkcs7' }), { pinfl: PINFL, tins: [] })).toMatchObject({
      ok: false,
      refusal: 'signature_unreadable',
      detail: 'bad pkcs7',
    });
    const two = answer();
    if (two.ok) two.pkcs7Info.signers.push(two.pkcs7Info.signers[0]!);
    expect(checkSigner(two, { pinfl: PINFL, tins: [] })).toMatchObject({ ok: false, refusal: 'signature_unreadable' });
  });
});

describe('dates and the key list', () => {
  test('E-IMZO’s dates are Tashkent time, both ways', () => {
    expect(parseEimzoDate('2026-11-30 11:51:54')?.toISOString()).toBe('2026-11-30T06:51:54.000Z');
    expect(formatEimzoDate(new Date('2026-11-30T06:51:54Z'))).toBe('2026-11-30 11:51:54');
    expect(parseEimzoDate('30.11.2026')).toBeNull();
    expect(aliasDate('2028.01.01 05:00:00')?.toISOString()).toBe('2028-01-01T00:00:00.000Z');
  });

  test('an alias gives the key’s owner, organisation and validity', () => {
    const key = eimzoKeyOf(
      {
        disk: 'standin',
        path: 'DSKEYS',
        name: 'DS31007750054328_2.pfx',
        alias:
          "cn=saidov timur anvar o'g'li,name=timur,surname=saidov,o=huquq demo mchj,t=direktor,c=uz,1.2.860.3.16.1.1=305123456,1.2.860.3.16.1.2=31007750054328,serialnumber=1a2b3c4d,validfrom=2025.01.01 05:00:00,validto=2028.01.01 05:00:00",
      },
      4,
    );
    expect(key).toMatchObject({
      index: 4,
      name: "Saidov Timur Anvar o'g'li",
      pinfl: '31007750054328',
      tin: '305123456',
      organisation: 'HUQUQ DEMO MCHJ',
      position: 'Direktor',
    });
    expect(key.validTo?.toISOString()).toBe('2028-01-01T00:00:00.000Z');
  });

  test('PINFL and TIN are masked as others see them', () => {
    expect(maskPinfl(PINFL)).toBe('423••••••••567');
    expect(maskTin('305123456')).toBe('305••••56');
  });
});
