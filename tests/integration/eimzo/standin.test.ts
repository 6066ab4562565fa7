/**
 * The E-IMZO stand-ins over HTTP (server/eimzo/standin-app.ts, server/eimzo/standin-server.ts):
 * the page's side (list the keys, load one, sign) against the application's stand-in, and the
 * site's side (challenge, auth, timestamp, verify) against E-IMZO-SERVER's, every answer read
 * with the schemas of server/eimzo/protocol.ts as the site reads the real ones.
 */
import { STANDIN_API_KEY } from '../../../server/eimzo/settings';
import express, { type Express } from 'express';
import request from 'supertest';
import {
  authAnswerSchema,
  challengeAnswerSchema,
  EIMZO_PATHS,
  OID_PINFL,
  OID_TIN,
  STANDIN_STATUS,
  timestampAnswerSchema,
  verifyAnswerSchema,
} from '../../../server/eimzo/protocol';
import { EIMZO_APP_STANDIN_MOUNT, eimzoAppStandinRouter } from '../../../server/eimzo/standin-app';
import { EIMZO_SERVER_STANDIN_MOUNT, eimzoServerStandinRouter } from '../../../server/eimzo/standin-server';

const CRYPTAPI = `${EIMZO_APP_STANDIN_MOUNT}/service/cryptapi`;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const DOCUMENT = b64('Ishonchnoma: Yusupova Dilnoza Huquq advokatiga vakolat beradi.');
const OTHER = b64('Ishonchnoma: Yusupova Dilnoza boshqa advokatga vakolat beradi.');

function site(options: Parameters<typeof eimzoServerStandinRouter>[0] = {}): Express {
  const app = express();
  app.use(EIMZO_APP_STANDIN_MOUNT, eimzoAppStandinRouter());
  app.use(EIMZO_SERVER_STANDIN_MOUNT, eimzoServerStandinRouter(options));
  return app;
}

const app = site();
const capiws = (message: unknown, to: Express = app) =>
  request(to)
    .post(CRYPTAPI)
    .send(message as object);
const eimzoServer = (path: string, body: string, to: Express = app) =>
  request(to).post(`${EIMZO_SERVER_STANDIN_MOUNT}${path}`).set('X-Real-IP', '203.0.113.7').set('Content-Type', 'text/plain').send(body);

interface KeyFile {
  disk: string;
  path: string;
  name: string;
  alias: string;
}

async function listKeys(): Promise<KeyFile[]> {
  const res = await capiws({ plugin: 'pfx', name: 'list_all_certificates' }).expect(200);
  expect(res.body.success).toBe(true);
  return res.body.certificates as KeyFile[];
}

/** Loads the key file named `name` and signs `data64` with it, as the page does. */
async function signWith(name: string, data64: string, detached: 'yes' | 'no'): Promise<string> {
  const file = (await listKeys()).find((k) => k.name === name);
  if (!file) throw new Error(`no key file ${name}`);
  const loaded = await capiws({ plugin: 'pfx', name: 'load_key', arguments: [file.disk, file.path, file.name, file.alias] }).expect(200);
  expect(loaded.body).toEqual({ success: true, keyId: expect.stringMatching(/^[0-9a-f]{32}$/) });
  const signed = await capiws({ plugin: 'pkcs7', name: 'create_pkcs7', arguments: [data64, loaded.body.keyId, detached] }).expect(200);
  expect(signed.body).toEqual({ success: true, pkcs7_64: expect.any(String) });
  return signed.body.pkcs7_64 as string;
}

async function challenge(to: Express = app): Promise<string> {
  const res = await request(to).get(`${EIMZO_SERVER_STANDIN_MOUNT}${EIMZO_PATHS.challenge}`).expect(200);
  expect(res.body).toEqual({ challenge: expect.any(String), ttl: 120, status: 1, message: '' });
  const answer = challengeAnswerSchema.parse(res.body);
  if (!answer.ok) throw new Error(`no challenge: ${answer.message}`);
  return answer.challenge;
}

describe('the E-IMZO application stand-in', () => {
  test('answers version, apikey and the idcard readers as the application', async () => {
    expect((await capiws({ name: 'version' }).expect(200)).body).toEqual({ success: true, major: '4', minor: '86' });
    expect(
      (
        await capiws({
          name: 'apikey',
          arguments: ['localhost', STANDIN_API_KEY],
        })
      ).body,
    ).toEqual({
      success: true,
    });
    for (const args of [[], ['localhost'], ['localhost', 5], 'localhost']) {
      expect((await capiws({ name: 'apikey', arguments: args })).body).toEqual({ success: false, reason: expect.any(String) });
    }
    expect((await capiws({ plugin: 'idcard', name: 'list_readers' })).body).toMatchObject({ success: true, readers: [{ name: expect.any(String) }] });
    expect((await capiws({ plugin: 'pfx', name: 'delete_everything' })).body).toEqual({ success: false, reason: 'Unknown function' });
  });

  test('lists the demo key files, with aliases as E-IMZO gives them', async () => {
    const keys = await listKeys();
    expect(keys.map((k) => k.name)).toEqual([
      'DS42306851234567_1.pfx',
      'DS30512901234561_1.pfx',
      'DS52211030012345_1.pfx',
      'DS31007750054328_1.pfx',
      'DS31007750054328_2.pfx',
      'DS42306851234567_2.pfx',
      'DS30512901234561_2.pfx',
    ]);
    for (const key of keys) {
      expect(key).toMatchObject({ disk: 'standin', path: 'DSKEYS' });
      expect(key.alias).toMatch(
        /^cn=[^,]+,name=[^,]+,surname=[^,]+,.*c=uz,.*1\.2\.860\.3\.16\.1\.2=\d{14},serialnumber=[0-9a-f]+,validfrom=[\d.]+ [\d:]+,validto=[\d.]+ [\d:]+$/,
      );
    }
    expect(keys[4]?.alias).toContain('o=huquq demo mchj,t=direktor,c=uz,1.2.860.3.16.1.1=305123456,');
  });

  test('a reader holds an ID card, which signs as key id idcard without load_key (Nodira Rahimova’s)', async () => {
    const readers = await capiws({ plugin: 'idcard', name: 'list_readers' }).expect(200);
    expect(readers.body).toMatchObject({ success: true, readers: [expect.objectContaining({ name: expect.any(String) })] });
    const signed = await capiws({ plugin: 'pkcs7', name: 'create_pkcs7', arguments: [DOCUMENT, 'idcard', 'yes'] }).expect(200);
    const stamped = (await eimzoServer(EIMZO_PATHS.timestamp, signed.body.pkcs7_64).expect(200)).body as { pkcs7b64: string };
    const verified = verifyAnswerSchema.parse((await eimzoServer(EIMZO_PATHS.verifyDetached, `${DOCUMENT}|${stamped.pkcs7b64}`).expect(200)).body);
    expect(verified.ok && verified.pkcs7Info.signers[0]?.certificate[0]?.subjectInfo['1.2.860.3.16.1.2']).toBe('52211030012345');
  });

  test('refuses an unknown key, an unknown keyId, bad Base64 and a body that is no message', async () => {
    const unknown = await capiws({ plugin: 'pfx', name: 'load_key', arguments: ['standin', 'DSKEYS', 'DS00000000000000_1.pfx', 'cn=nobody'] });
    expect(unknown.body).toEqual({ success: false, reason: 'Key not found' });
    const noKey = await capiws({ plugin: 'pkcs7', name: 'create_pkcs7', arguments: [DOCUMENT, 'ffffffffffffffffffffffffffffffff', 'yes'] });
    expect(noKey.body).toEqual({ success: false, reason: expect.stringMatching(/^Key not found/) });
    const [file] = await listKeys();
    const { keyId } = (await capiws({ plugin: 'pfx', name: 'load_key', arguments: [file?.disk, file?.path, file?.name, file?.alias] })).body as {
      keyId: string;
    };
    const badData = await capiws({ plugin: 'pkcs7', name: 'create_pkcs7', arguments: ['not base64!', keyId, 'yes'] });
    expect(badData.body).toEqual({ success: false, reason: 'Invalid Base64 data' });
    const notJson = await request(app).post(CRYPTAPI).set('Content-Type', 'text/plain').send('{"name": version').expect(400);
    expect(notJson.body).toEqual({ success: false, reason: expect.any(String) });
    await request(app).post(CRYPTAPI).send([1, 2]).expect(400);
    // No cookies: it stands for a program outside the site.
    expect(notJson.headers['set-cookie']).toBeUndefined();
  });
});

describe('the E-IMZO-SERVER stand-in', () => {
  test('timestamps a detached signature once, and verifies it for the right bytes only', async () => {
    const pkcs7 = await signWith('DS42306851234567_1.pfx', DOCUMENT, 'yes');

    const stamped = timestampAnswerSchema.parse((await eimzoServer(EIMZO_PATHS.timestamp, pkcs7).expect(200)).body);
    if (!stamped.ok) throw new Error(stamped.message);
    expect(stamped.pkcs7b64).not.toBe(pkcs7);
    expect(stamped.timestampedSignerList).toHaveLength(1);
    expect(stamped.timestampedSignerList[0]?.subjectInfo?.[OID_PINFL]).toBe('42306851234567');
    const again = timestampAnswerSchema.parse((await eimzoServer(EIMZO_PATHS.timestamp, stamped.pkcs7b64)).body);
    expect(again).toMatchObject({ status: 1, timestampedSignerList: [] });

    const ok = verifyAnswerSchema.parse((await eimzoServer(EIMZO_PATHS.verifyDetached, `${DOCUMENT}|${stamped.pkcs7b64}`).expect(200)).body);
    if (!ok.ok) throw new Error(ok.message);
    expect(ok.pkcs7Info.documentBase64).toBeUndefined();
    const [signer] = ok.pkcs7Info.signers;
    expect(signer).toMatchObject({ verified: true, certificateVerified: true, certificateValidAtSigningTime: true });
    expect(signer?.exception).toBeUndefined();
    expect(signer?.revokedStatusInfo).toBeUndefined();
    expect(signer?.timeStampInfo).toMatchObject({ verified: true, certificateVerified: true, tsa: 'CN=Huquq test TSA,O=huquq.test' });
    expect(signer?.signingTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(signer?.certificate.map((c) => c.subjectInfo.CN)).toEqual(['YUSUPOVA DILNOZA ALISHER QIZI', 'Huquq test CA']);
    expect(signer?.certificate[0]).toMatchObject({ issuerName: 'CN=Huquq test CA,O=huquq.test', serialNumber: expect.stringMatching(/^[0-9a-f]+$/) });
    expect(signer?.signerId).toEqual({ issuer: 'CN=Huquq test CA,O=huquq.test', subjectSerialNumber: signer?.certificate[0]?.serialNumber });

    const other = verifyAnswerSchema.parse((await eimzoServer(EIMZO_PATHS.verifyDetached, `${OTHER}|${stamped.pkcs7b64}`)).body);
    if (!other.ok) throw new Error(other.message);
    expect(other.pkcs7Info.signers[0]).toMatchObject({ verified: false, exception: expect.stringMatching(/digest/) });
  });

  test('verifies an attached signature and gives its document back; marks a revoked key', async () => {
    const pkcs7 = await signWith('DS30512901234561_2.pfx', DOCUMENT, 'no');
    const answer = verifyAnswerSchema.parse((await eimzoServer(EIMZO_PATHS.verifyAttached, pkcs7)).body);
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.pkcs7Info.documentBase64).toBe(DOCUMENT);
    expect(answer.pkcs7Info.signers[0]).toMatchObject({
      verified: true,
      certificateVerified: true,
      revokedStatusInfo: { revokedAt: `${new Date().getUTCFullYear()}-01-01 05:00:00`, reason: 'keyCompromise' },
      exception: expect.stringMatching(/revoked/),
    });
    // A detached one has no document to give back.
    const detached = await eimzoServer(EIMZO_PATHS.verifyAttached, await signWith('DS30512901234561_1.pfx', DOCUMENT, 'yes'));
    expect(detached.body).toEqual({ status: STANDIN_STATUS.badPkcs7, message: expect.any(String) });
  });

  test('signs in with a challenge signed in the application: the PINFL (and the TIN) come back; a reused challenge is refused', async () => {
    const text = await challenge();
    const pkcs7 = await signWith('DS31007750054328_2.pfx', b64(text), 'no');
    const res = await eimzoServer(EIMZO_PATHS.auth, pkcs7).expect(200);
    const answer = authAnswerSchema.parse(res.body);
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.subjectCertificateInfo.subjectName).toMatchObject({
      CN: "SAIDOV TIMUR ANVAR O'G'LI",
      O: 'HUQUQ DEMO MCHJ',
      T: 'Direktor',
      [OID_PINFL]: '31007750054328',
      [OID_TIN]: '305123456',
    });
    expect(answer.subjectCertificateInfo.serialNumber).toMatch(/^[0-9a-f]+$/);
    expect(answer.subjectCertificateInfo.validTo).toMatch(/^\d{4}-01-01 05:00:00$/);

    const reused = authAnswerSchema.parse((await eimzoServer(EIMZO_PATHS.auth, pkcs7)).body);
    expect(reused).toMatchObject({ status: STANDIN_STATUS.badChallenge, message: expect.stringMatching(/used/) });
  });

  test('a challenge from another replica is accepted once there; a forged or expired one is not', async () => {
    const replica = site();
    const text = await challenge(replica);
    const pkcs7 = await signWith('DS52211030012345_1.pfx', b64(text), 'no');
    expect(authAnswerSchema.parse((await eimzoServer(EIMZO_PATHS.auth, pkcs7)).body)).toMatchObject({
      status: 1,
      subjectCertificateInfo: { subjectName: { [OID_PINFL]: '52211030012345' } },
    });

    const [id, expiry, mac] = (await challenge()).split('.');
    const forged = `${id}.${Number(expiry) + 3600}.${mac}`;
    const refused = authAnswerSchema.parse((await eimzoServer(EIMZO_PATHS.auth, await signWith('DS52211030012345_1.pfx', b64(forged), 'no'))).body);
    expect(refused).toMatchObject({ status: STANDIN_STATUS.badChallenge });

    let now = new Date();
    const later = site({ now: () => now });
    const old = await challenge(later);
    now = new Date(now.getTime() + 121_000);
    const expired = authAnswerSchema.parse((await eimzoServer(EIMZO_PATHS.auth, await signWith('DS52211030012345_1.pfx', b64(old), 'no'), later)).body);
    expect(expired).toMatchObject({ status: STANDIN_STATUS.badChallenge, message: expect.stringMatching(/expired/) });
  });

  test('refuses to sign in with an expired or a revoked key, or a signature over something else', async () => {
    for (const name of ['DS42306851234567_2.pfx', 'DS30512901234561_2.pfx']) {
      const answer = authAnswerSchema.parse((await eimzoServer(EIMZO_PATHS.auth, await signWith(name, b64(await challenge()), 'no'))).body);
      expect(answer).toMatchObject({ status: STANDIN_STATUS.badCertificate, message: expect.any(String) });
    }
    const detached = authAnswerSchema.parse(
      (await eimzoServer(EIMZO_PATHS.auth, await signWith('DS42306851234567_1.pfx', b64(await challenge()), 'yes'))).body,
    );
    expect(detached).toMatchObject({ status: STANDIN_STATUS.badPkcs7 });
    const notChallenge = authAnswerSchema.parse((await eimzoServer(EIMZO_PATHS.auth, await signWith('DS42306851234567_1.pfx', DOCUMENT, 'no'))).body);
    expect(notChallenge).toMatchObject({ status: STANDIN_STATUS.badChallenge });
  });

  test('garbage is badPkcs7; a POST without X-Real-IP or a body is badRequest; ping answers', async () => {
    for (const [path, body] of [
      [EIMZO_PATHS.verifyAttached, 'not base64 at all!'],
      [EIMZO_PATHS.verifyAttached, b64('valid Base64, but no PKCS#7')],
      [EIMZO_PATHS.verifyDetached, DOCUMENT],
      [EIMZO_PATHS.verifyDetached, `${DOCUMENT}|${b64('no PKCS#7')}`],
      [EIMZO_PATHS.timestamp, b64('no PKCS#7')],
      [EIMZO_PATHS.auth, 'AAAA'],
    ] as const) {
      const res = await eimzoServer(path, body).expect(200);
      expect(res.body).toEqual({ status: STANDIN_STATUS.badPkcs7, message: expect.any(String) });
      expect(verifyAnswerSchema.parse(res.body).status).toBe(STANDIN_STATUS.badPkcs7);
    }
    const pkcs7 = await signWith('DS42306851234567_1.pfx', DOCUMENT, 'no');
    for (const path of [EIMZO_PATHS.auth, EIMZO_PATHS.timestamp, EIMZO_PATHS.verifyAttached, EIMZO_PATHS.verifyDetached, EIMZO_PATHS.challenge]) {
      const res = await request(app).post(`${EIMZO_SERVER_STANDIN_MOUNT}${path}`).set('Content-Type', 'text/plain').send(pkcs7).expect(200);
      expect(res.body).toEqual({ status: STANDIN_STATUS.badRequest, message: expect.stringMatching(/X-Real-IP/) });
    }
    expect((await eimzoServer(EIMZO_PATHS.verifyAttached, '')).body).toEqual({ status: STANDIN_STATUS.badRequest, message: expect.any(String) });
    // Whatever the Content-Type, the body is read as text.
    const asJson = await request(app)
      .post(`${EIMZO_SERVER_STANDIN_MOUNT}${EIMZO_PATHS.verifyAttached}`)
      .set('X-Real-IP', '203.0.113.7')
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.from(pkcs7));
    expect(asJson.body).toMatchObject({ status: 1, pkcs7Info: { documentBase64: DOCUMENT } });

    const ping = await request(app).get(`${EIMZO_SERVER_STANDIN_MOUNT}/ping`).set('X-Real-IP', '203.0.113.7').expect(200);
    expect(ping.body).toEqual({ serverDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), yourIP: '203.0.113.7' });
  });
});
