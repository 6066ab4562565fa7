/**
 * Signing with E-IMZO over HTTP (issue 33, ADR 026), against the E-IMZO-SERVER stand-in listening
 * on its own port as the real one would (the site reaches it at EIMZO_SERVER_URL): a generated
 * claim frozen as a paper, its exact PDF signed with the test CA's keys as the E-IMZO application
 * would, timestamped and verified through the stand-in; a signature over other bytes, an expired,
 * a revoked or another person's key, an organisation's key of another organisation, and garbled
 * bytes each refused in the visitor's language with nothing kept; E-IMZO-SERVER unreachable is a
 * 503 with nothing kept; the downloads (the PDF as signed, the copy with the signature page and
 * its QR code's address, the .p7s, the ZIP); editing and generating again makes a new, unsigned
 * paper; another party signs through a one-time link; the public check for the signed file and a
 * tampered one.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import express from 'express';
import JSZip from 'jszip';
import request from 'supertest';
import type { OwnClaim } from '../../../shared/api/claims/contract';
import type { ClaimAnswers, Party } from '../../../shared/claims/types';
import type { OwnPaper, PaperCheck, PaperInvite, PaperList } from '../../../shared/signing/papers';
import { signCms } from '../../../server/eimzo/cms';
import { EIMZO_SERVER_STANDIN_MOUNT } from '../../../server/eimzo/settings';
import { standinPki } from '../../../server/eimzo/standin-pki';
import { eimzoServerStandinRouter } from '../../../server/eimzo/standin-server';
import { createTestApp } from '../../support/app';
import { CookieJar } from '../auth/support';
import { engineName, idOf, signedInVisitor, TEST_ENV, TEST_ORIGIN, useSeededApi, type SignedInVisitor } from './support';

jest.setTimeout(120_000);

// The stand-in listens before the site is made: the site's settings name its address.
const env: Record<string, string> = {};
let standin: ReturnType<express.Express['listen']>;
beforeAll(async () => {
  const server = express();
  server.use(EIMZO_SERVER_STANDIN_MOUNT, eimzoServerStandinRouter());
  standin = server.listen(0, '127.0.0.1');
  await new Promise((resolve) => standin.once('listening', resolve));
  env.EIMZO_SERVER_URL = `http://127.0.0.1:${(standin.address() as AddressInfo).port}${EIMZO_SERVER_STANDIN_MOUNT}`;
});
afterAll(() => new Promise((resolve) => standin.close(resolve)));

const api = useSeededApi({ env });

const DILNOZA = 0;
const AZIZ = 1;
const TIMUR = 3;

let loan: number;
let court: number;
beforeAll(async () => {
  loan = await idOf(api.db, 'claim_templates', 'loan-debt');
  court = await idOf(api.db, 'courts', 'tashkent-city-civil-mirzo-ulugbek');
});

const errorOf = (res: { body: unknown }) => (res.body as { error: { code: string; message: string } }).error;

const answers = (plaintiff: Party): ClaimAnswers => ({
  court: { courtId: court },
  parties: {
    plaintiff,
    defendants: [{ kind: 'person', name: 'Rahimov Bobur Olimovich', address: 'Toshkent shahri, Yunusobod tumani, Amir Temur shoh koʻchasi, 12-uy' }],
  },
  value: { rows: [{ kind: 'principal', amount: 1_500_000_000, basis: 'Tilxat, 2025-yil 3-mart' }] },
  circumstances: [{ type: 'paragraph', children: [{ text: '2025-yil 3-martda javobgar mendan 15 000 000 soʻm qarz oldi va qaytarmadi.' }] }],
  demands: [{ text: 'Javobgardan mening foydamga 15 000 000 soʻm asosiy qarzni undirish.', law: 'FK 732-modda' }],
});

const PERSON = {
  kind: 'person' as const,
  name: 'Yusupova Dilnoza Alisher qizi',
  pinfl: '42306851234567',
  address: 'Toshkent shahri, Chilonzor tumani, Bunyodkor koʻchasi, 5-uy',
};

async function generatedClaim(who: SignedInVisitor, plaintiff: Party = PERSON): Promise<OwnClaim> {
  const claim = (await who.post('/api/v1/me/claims?lang=uz', { templateId: loan, locale: 'uz', answers: answers(plaintiff) }).expect(201)).body as OwnClaim;
  return (await who.post(`/api/v1/me/claims/${claim.id}/generate?lang=uz`, { version: claim.version }).expect(200)).body as OwnClaim;
}

/** A detached signature the E-IMZO application would make with the stand-in's key `keyId`. */
async function sign(bytes: Uint8Array, keyId: string): Promise<string> {
  const pki = await standinPki();
  const key = pki.keys.find((candidate) => candidate.id === keyId);
  if (!key) throw new Error(`no stand-in key ${keyId}`);
  return Buffer.from(await signCms({ data: bytes, detached: true, key: key.privateKey, certificate: key.certificate, chain: [pki.root] })).toString('base64');
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  if (run.error) throw new Error(`pdftotext (Debian's poppler-utils) is needed for this test: ${run.error.message}`);
  return run.stdout;
}

async function signatureCount(paperId: number): Promise<number> {
  const { rows } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM paper_signatures WHERE paper_id = $1', [paperId]);
  return rows[0]?.n ?? 0;
}

describe(`signing a claim with E-IMZO (${engineName})`, () => {
  let me: SignedInVisitor;
  let claim: OwnClaim;
  let paper: OwnPaper;
  let file: Buffer;

  beforeAll(async () => {
    me = await signedInVisitor(api.app, DILNOZA);
    claim = await generatedClaim(me);
  });

  test('the generated claim is frozen once as a paper; its file is the bytes its SHA-256 names', async () => {
    const made = await me.post(`/api/v1/me/claims/${claim.id}/papers?lang=en`).expect(201);
    paper = made.body as OwnPaper;
    expect(paper).toMatchObject({
      source: 'claim',
      sourceId: claim.id,
      sourceVersion: claim.generated?.version,
      signatures: [],
      owner: true,
      signedByMe: false,
    });
    expect(paper.verifyCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = await me.post(`/api/v1/me/claims/${claim.id}/papers?lang=en`).expect(200);
    expect((again.body as OwnPaper).id).toBe(paper.id);
    const download = await me.download(`/api/v1/me/papers/${paper.id}/file.pdf`).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    file = download.body as Buffer;
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(file)).toBe(paper.sha256);
    // The same bytes on every download: never rendered again.
    expect(sha256((await me.download(`/api/v1/me/papers/${paper.id}/file.pdf`).expect(200)).body as Buffer)).toBe(paper.sha256);
    const listed = (await me.get(`/api/v1/me/claims/${claim.id}/papers`).expect(200)).body as PaperList;
    expect(listed.items.map((item) => item.id)).toEqual([paper.id]);
  });

  test('a signature over other bytes, an expired key, another person’s key and garbled bytes are refused in the visitor’s language, nothing kept', async () => {
    const url = `/api/v1/me/papers/${paper.id}/signatures`;
    const other = await me.post(`${url}?lang=ru`, { pkcs7: await sign(Buffer.from('another file'), 'dilnoza.yusupova') }).expect(422);
    expect(errorOf(other)).toMatchObject({ code: 'signature_invalid', message: expect.stringContaining('Подпись поставлена не под этим документом') });
    const expired = await me.post(`${url}?lang=uz`, { pkcs7: await sign(file, 'dilnoza.yusupova-expired') }).expect(422);
    expect(errorOf(expired)).toMatchObject({ code: 'certificate_expired', message: expect.stringContaining('sertifikati amal qilmagan') });
    const stranger = await me.post(`${url}?lang=en`, { pkcs7: await sign(file, 'aziz.karimov') }).expect(422);
    expect(errorOf(stranger)).toMatchObject({ code: 'signer_not_you', message: expect.stringContaining('belongs to another person') });
    const garbled = await me.post(`${url}?lang=en`, { pkcs7: Buffer.from('not a pkcs7 at all, just text').toString('base64') }).expect(422);
    expect(errorOf(garbled).code).toBe('signature_unreadable');
    const notBase64 = await me.post(`${url}?lang=en`, { pkcs7: '%%%% definitely not base64 %%%%' }).expect(422);
    expect(errorOf(notBase64).code).toBe('signature_unreadable');
    expect(await signatureCount(paper.id)).toBe(0);
  });

  test('E-IMZO-SERVER unreachable: a clear 503, nothing kept', async () => {
    const cut = createTestApp({ ...TEST_ENV, EIMZO_SERVER_URL: 'http://127.0.0.1:9/_eimzo-server' }, { db: api.db }).app;
    const there = await signedInVisitor(cut, DILNOZA);
    const res = await there.post(`/api/v1/me/papers/${paper.id}/signatures?lang=en`, { pkcs7: await sign(file, 'dilnoza.yusupova') }).expect(503);
    expect(errorOf(res)).toMatchObject({ code: 'signing_unavailable', message: expect.stringContaining('Nothing was saved') });
    expect(await signatureCount(paper.id)).toBe(0);
  });

  test('the owner’s own key: timestamped, verified and kept; a second signature of theirs is 409', async () => {
    const res = await me.post(`/api/v1/me/papers/${paper.id}/signatures?lang=en`, { pkcs7: await sign(file, 'dilnoza.yusupova') }).expect(201);
    paper = res.body as OwnPaper;
    expect(paper.signedByMe).toBe(true);
    expect(paper.signatures).toHaveLength(1);
    const [signature] = paper.signatures;
    expect(signature).toMatchObject({ signerName: 'YUSUPOVA DILNOZA ALISHER QIZI', pinfl: '423••••••••567', tin: null, issuer: 'Huquq test CA, huquq.test' });
    expect(Date.parse(signature?.timestampedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const twice = await me.post(`/api/v1/me/papers/${paper.id}/signatures?lang=en`, { pkcs7: await sign(file, 'dilnoza.yusupova') }).expect(409);
    expect(errorOf(twice).code).toBe('already_signed');
    expect(await signatureCount(paper.id)).toBe(1);
  });

  test('downloads: the PDF with the signature page and the check’s address, the .p7s, the ZIP of both', async () => {
    const signed = (await me.download(`/api/v1/me/papers/${paper.id}/signed.pdf`).expect(200)).body as Buffer;
    const text = pdfText(signed).replace(/\s+/g, ' ');
    expect(text).toContain('Elektron raqamli imzolar');
    expect(text).toContain('YUSUPOVA DILNOZA ALISHER QIZI');
    expect(text).toContain(paper.sha256);
    expect(text).toContain(`https://huquq.test/verify/${paper.verifyCode}`);
    const signatureId = paper.signatures[0]?.id;
    const p7s = await me.download(`/api/v1/me/papers/${paper.id}/signatures/${signatureId}/signature.p7s`).expect(200);
    expect(p7s.headers['content-type']).toBe('application/pkcs7-signature');
    expect(p7s.headers['content-disposition']).toMatch(/\.pdf\.p7s"/);
    expect((p7s.body as Buffer)[0]).toBe(0x30);
    const zip = await JSZip.loadAsync((await me.download(`/api/v1/me/papers/${paper.id}/bundle.zip`).expect(200)).body as Buffer);
    const names = Object.keys(zip.files).sort();
    expect(names).toHaveLength(2);
    const pdfName = names.find((name) => name.endsWith('.pdf')) as string;
    expect(names).toContain(`${pdfName}.p7s`);
    expect(sha256(await zip.file(pdfName)!.async('uint8array'))).toBe(paper.sha256);
    expect(Buffer.from(await zip.file(`${pdfName}.p7s`)!.async('uint8array')).equals(p7s.body as Buffer)).toBe(true);
  });

  test('another visitor reads none of it; a guest is 401', async () => {
    const aziz = await signedInVisitor(api.app, AZIZ);
    await aziz.get(`/api/v1/me/papers/${paper.id}`).expect(404);
    await aziz.download(`/api/v1/me/papers/${paper.id}/file.pdf`).expect(404);
    await aziz.get(`/api/v1/me/claims/${claim.id}/papers`).expect(404);
    await request(api.app).get(`/api/v1/me/papers/${paper.id}`).expect(401);
  });

  test('the public check: the title, the hash and the signature; the signed file matches, a tampered one does not', async () => {
    const check = (await request(api.app).get(`/api/v1/verify/${paper.verifyCode}?lang=en`).expect(200)).body as PaperCheck;
    expect(check).toMatchObject({ title: paper.title, sha256: paper.sha256, publicFile: false, matches: null });
    expect(check.signatures.map((s) => s.signerName)).toEqual(['YUSUPOVA DILNOZA ALISHER QIZI']);
    // One bit of the file changed, as a forger's edit would.
    const tampered = Buffer.from(file);
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 20) ^ 0x01, tampered.length - 20);
    const good = (
      await request(api.app)
        .get(`/api/v1/verify/${paper.verifyCode}?sha256=${sha256(file)}`)
        .expect(200)
    ).body as PaperCheck;
    expect(good.matches).toBe(true);
    const bad = (
      await request(api.app)
        .get(`/api/v1/verify/${paper.verifyCode}?sha256=${sha256(tampered)}`)
        .expect(200)
    ).body as PaperCheck;
    expect(bad.matches).toBe(false);
    const page = await request(api.app)
      .get(`/en/verify/${paper.verifyCode}?sha256=${sha256(tampered)}`)
      .set('Cookie', 'lang=en')
      .expect(200);
    expect(page.text).toContain('It is not the signed file');
    expect(page.headers['x-robots-tag'] ?? page.text).toMatch(/noindex/);
    const matching = await request(api.app)
      .get(`/en/verify/${paper.verifyCode}?sha256=${sha256(file)}`)
      .set('Cookie', 'lang=en')
      .expect(200);
    expect(matching.text).toContain('It is the signed file');
    // The file only when the owner shows it; an unknown code is 404.
    await request(api.app).get(`/api/v1/verify/${paper.verifyCode}/file.pdf`).expect(404);
    await me.put(`/api/v1/me/papers/${paper.id}`, { publicFile: true }).expect(200);
    const shown = await request(api.app).get(`/api/v1/verify/${paper.verifyCode}/file.pdf`).buffer(true).expect(200);
    expect(sha256(shown.body as Buffer)).toBe(paper.sha256);
    await request(api.app).get('/api/v1/verify/AAAAAAAAAAAAAAAAAAAAAA').expect(404);
    await request(api.app).get('/api/v1/verify/bad%20code').expect(400);
  });

  test('editing and generating again: a new, unsigned paper; the signed one stays downloadable', async () => {
    const current = (await me.get(`/api/v1/me/claims/${claim.id}`).expect(200)).body as OwnClaim;
    const edited = answers(PERSON);
    edited.demands = [...(edited.demands ?? []), { text: 'Davlat bojini javobgar zimmasiga yuklash.' }];
    const saved = (await me.put(`/api/v1/me/claims/${claim.id}`, { version: current.version, answers: edited }).expect(200)).body as OwnClaim;
    const regenerated = (await me.post(`/api/v1/me/claims/${claim.id}/generate`, { version: saved.version }).expect(200)).body as OwnClaim;
    expect(regenerated.generated?.version).toBeGreaterThan(paper.sourceVersion);
    const fresh = (await me.post(`/api/v1/me/claims/${claim.id}/papers`).expect(201)).body as OwnPaper;
    expect(fresh.id).not.toBe(paper.id);
    expect(fresh.signatures).toEqual([]);
    expect(fresh.sha256).not.toBe(paper.sha256);
    const old = (await me.download(`/api/v1/me/papers/${paper.id}/file.pdf`).expect(200)).body as Buffer;
    expect(sha256(old)).toBe(paper.sha256);
    const listed = (await me.get(`/api/v1/me/claims/${claim.id}/papers`).expect(200)).body as PaperList;
    expect(listed.items.map((item) => [item.id, item.signatures.length])).toEqual([
      [fresh.id, 0],
      [paper.id, 1],
    ]);
  });

  test('another party signs through a one-time link; a revoked key is refused and leaves the link usable', async () => {
    const invite = (await me.post(`/api/v1/me/papers/${paper.id}/invites`).expect(201)).body as PaperInvite;
    const token = new URL(invite.link, 'https://huquq.test').searchParams.get('token') as string;
    const aziz = await signedInVisitor(api.app, AZIZ);
    const seen = (await aziz.get(`/api/v1/me/paper-invites/${token}`).expect(200)).body as OwnPaper;
    expect(seen).toMatchObject({ id: paper.id, owner: false, signedByMe: false });
    const theFile = (await aziz.download(`/api/v1/me/paper-invites/${token}/file.pdf`).expect(200)).body as Buffer;
    expect(sha256(theFile)).toBe(paper.sha256);
    const revoked = await aziz.post(`/api/v1/me/paper-invites/${token}/signatures?lang=en`, { pkcs7: await sign(theFile, 'aziz.karimov-revoked') }).expect(422);
    expect(errorOf(revoked)).toMatchObject({ code: 'certificate_revoked', message: expect.stringContaining('revoked') });
    const done = (await aziz.post(`/api/v1/me/paper-invites/${token}/signatures`, { pkcs7: await sign(theFile, 'aziz.karimov') }).expect(201)).body as OwnPaper;
    expect(done.signatures.map((s) => s.signerName)).toEqual(['YUSUPOVA DILNOZA ALISHER QIZI', "KARIMOV AZIZ RUSTAM O'G'LI"]);
    expect(done.signedByMe).toBe(true);
    // Used up; the signer reads the paper as its signer from now on.
    await aziz.get(`/api/v1/me/paper-invites/${token}`).expect(404);
    await aziz.get(`/api/v1/me/papers/${paper.id}`).expect(200);
    await aziz.download(`/api/v1/me/papers/${paper.id}/file.pdf`).expect(200);
  });

  test('an organisation’s key signs only for the organisation the claim names', async () => {
    const timur = await signedInVisitor(api.app, TIMUR);
    const entity = {
      kind: 'entity' as const,
      name: '«Boshqa Savdo» MChJ',
      tin: '301111111',
      address: 'Toshkent shahri, Chilonzor tumani, 1-uy',
      signatory: { position: 'direktor', name: 'Saidov Timur Anvar oʻgʻli', basis: 'charter' as const },
    };
    const other = await generatedClaim(timur, entity);
    const otherPaper = (await timur.post(`/api/v1/me/claims/${other.id}/papers`).expect(201)).body as OwnPaper;
    const otherFile = (await timur.download(`/api/v1/me/papers/${otherPaper.id}/file.pdf`).expect(200)).body as Buffer;
    const refused = await timur
      .post(`/api/v1/me/papers/${otherPaper.id}/signatures?lang=en`, { pkcs7: await sign(otherFile, 'timur.saidov-company') })
      .expect(422);
    expect(errorOf(refused).code).toBe('signer_not_party');
    const own = await generatedClaim(timur, { ...entity, name: '«Huquq Demo» MChJ', tin: '305123456' });
    const ownPaper = (await timur.post(`/api/v1/me/claims/${own.id}/papers`).expect(201)).body as OwnPaper;
    const ownFile = (await timur.download(`/api/v1/me/papers/${ownPaper.id}/file.pdf`).expect(200)).body as Buffer;
    const signed = (await timur.post(`/api/v1/me/papers/${ownPaper.id}/signatures`, { pkcs7: await sign(ownFile, 'timur.saidov-company') }).expect(201))
      .body as OwnPaper;
    expect(signed.signatures[0]).toMatchObject({ organisation: 'HUQUQ DEMO MCHJ', position: 'Direktor', tin: '305••••56' });
  });
});

describe(`signing in with an E-IMZO key (${engineName})`, () => {
  const write = (req: request.Test) => req.set('Origin', TEST_ORIGIN).set('X-Requested-With', 'huquq');

  /** The challenge signed attached by the stand-in application's key, as the sign-in page does. */
  async function signedChallenge(keyId: string, app = api.app): Promise<string> {
    const { challenge } = (await request(app).get('/auth/eimzo/challenge').expect(200)).body as { challenge: string; ttl: number };
    const pki = await standinPki();
    const key = pki.keys.find((candidate) => candidate.id === keyId)!;
    const cms = await signCms({ data: Buffer.from(challenge, 'utf8'), detached: false, key: key.privateKey, certificate: key.certificate, chain: [pki.root] });
    return Buffer.from(cms).toString('base64');
  }

  async function signInWith(pkcs7: string, returnTo = '/ru/home') {
    const res = await write(request(api.app).post('/auth/eimzo')).send({ pkcs7, returnTo });
    const jar = new CookieJar().store(res);
    return { res, cookie: jar.header('/api/v1/me/identity') };
  }

  test('a key finds or makes the account by its PINFL and opens a session; the challenge works once', async () => {
    const pkcs7 = await signedChallenge('nodira.rahimova');
    const { res, cookie } = await signInWith(pkcs7);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ redirect: '/ru/home' });
    const identity = (await request(api.app).get('/api/v1/me/identity').set('Cookie', cookie).expect(200)).body as { pinfl: string; fullName: string };
    expect(identity.pinfl).toBe('52211030012345');
    const again = await signInWith(pkcs7);
    expect(again.res.status).toBe(422);
    expect(errorOf(again.res)).toMatchObject({ code: 'key_refused', message: expect.stringContaining('Ключ не принят') });
  });

  test('an expired or revoked key is refused; a body that is no PKCS#7 is 400; E-IMZO-SERVER away is 503', async () => {
    for (const keyId of ['dilnoza.yusupova-expired', 'aziz.karimov-revoked']) {
      const { res } = await signInWith(await signedChallenge(keyId), '/en/home');
      expect(res.status).toBe(422);
      expect(errorOf(res)).toMatchObject({ code: 'key_refused', message: expect.stringContaining('The key was not accepted') });
    }
    expect((await write(request(api.app).post('/auth/eimzo')).send({ pkcs7: '%%%', returnTo: '/' })).status).toBe(400);
    const cut = createTestApp({ ...TEST_ENV, EIMZO_SERVER_URL: 'http://127.0.0.1:9/_eimzo-server' }, { db: api.db }).app;
    expect((await request(cut).get('/auth/eimzo/challenge').expect(503)).body.error.code).toBe('signing_unavailable');
    const away = await write(request(cut).post('/auth/eimzo')).send({ pkcs7: await signedChallenge('nodira.rahimova'), returnTo: '/' });
    expect(away.status).toBe(503);
  });

  test('an organisation’s key signs in its director, whose new claim names the organisation as plaintiff', async () => {
    const { res, cookie } = await signInWith(await signedChallenge('timur.saidov-company'), '/home');
    expect(res.status).toBe(200);
    const made = await request(api.app)
      .post('/api/v1/me/claims?lang=uz')
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .set('X-Requested-With', 'huquq')
      .send({ templateId: loan, locale: 'uz' })
      .expect(201);
    const claim = made.body as OwnClaim;
    expect(claim.answers.parties?.plaintiff).toMatchObject({
      kind: 'entity',
      name: 'HUQUQ DEMO MCHJ',
      tin: '305123456',
      signatory: { position: 'direktor', basis: 'charter' },
    });
    expect(claim.answers.parties?.prefilled).toEqual(['name', 'tin']);
  });
});

describe(`a document, and hostile input (${engineName})`, () => {
  test('a document is frozen and signed as a claim is', async () => {
    const poa = await idOf(api.db, 'document_templates', 'power-of-attorney');
    const me = await signedInVisitor(api.app, DILNOZA);
    const doc = (
      await me
        .post('/api/v1/me/documents', {
          templateId: poa,
          locale: 'uz',
          fieldValues: {
            city: 'Toshkent',
            doc_date: '2026-11-30',
            principal_name: 'Yusupova Dilnoza Alisher qizi',
            principal_pinfl: '42306851234567',
            principal_passport: 'AA1234567',
            principal_address: 'Toshkent sh., Chilonzor t., 5-uy',
            agent_name: 'Karimov Aziz Rustam oʻgʻli',
            agent_pinfl: '30512901234561',
            agent_passport: 'AB7654321',
            agent_address: 'Toshkent sh., Yunusobod t., 12-uy',
            powers: 'sudda mening nomimdan ish yuritish',
            valid_until: '2027-12-31',
          },
        })
        .expect(201)
    ).body as {
      id: number;
      version: number;
    };
    const paper = (await me.post(`/api/v1/me/documents/${doc.id}/papers`).expect(201)).body as OwnPaper;
    expect(paper).toMatchObject({ source: 'document', sourceId: doc.id, sourceVersion: doc.version });
    const file = (await me.download(`/api/v1/me/papers/${paper.id}/file.pdf`).expect(200)).body as Buffer;
    expect(pdfText(file)).toContain('ISHONCHNOMA');
    const signed = (await me.post(`/api/v1/me/papers/${paper.id}/signatures`, { pkcs7: await sign(file, 'dilnoza.yusupova') }).expect(201)).body as OwnPaper;
    expect(signed.signatures).toHaveLength(1);
    expect(((await me.get(`/api/v1/me/documents/${doc.id}/papers`).expect(200)).body as PaperList).items.map((item) => item.id)).toEqual([paper.id]);
  });

  test('bad paths, bodies, a guest and a cross-site write are refused before anything is done', async () => {
    const me = await signedInVisitor(api.app, DILNOZA);
    await me.get('/api/v1/me/papers/abc').expect(400);
    await me.get('/api/v1/me/papers/99999999').expect(404);
    await me.download('/api/v1/me/papers/1/signatures/xyz/signature.p7s').expect(400);
    await me.get('/api/v1/me/paper-invites/short').expect(400);
    await me.post('/api/v1/me/papers/1/signatures', { pkcs7: 42 }).expect(400);
    await me.post('/api/v1/me/papers/1/signatures', { pkcs7: 'A'.repeat(80_000) }).expect(413);
    await me.post('/api/v1/me/papers/1/signatures', { pkcs7: 'MIIBAAAAAAAAAAAAAAAA', extra: true }).expect(400);
    await me.put('/api/v1/me/papers/1', { publicFile: 'yes' }).expect(400);
    await request(api.app)
      .post('/api/v1/me/papers/1/signatures')
      .set('Cookie', `act=${me.token}`)
      .set('Origin', 'https://evil.example')
      .send({ pkcs7: 'MIIBAAAAAAAAAAAAAAAA' })
      .expect(403);
    await request(api.app)
      .post('/api/v1/me/papers/1/signatures')
      .set('Origin', TEST_ORIGIN)
      .set('X-Requested-With', 'huquq')
      .send({ pkcs7: 'MIIBAAAAAAAAAAAAAAAA' })
      .expect(401);
    await request(api.app).delete('/api/v1/me/papers/1/file.pdf').set('Origin', TEST_ORIGIN).set('X-Requested-With', 'huquq').expect(405);
    await request(api.app).get('/verify/..%2f..%2fetc').expect(404);
  });

  test('the pages may reach the E-IMZO application on its loopback addresses, and nothing more', async () => {
    const res = await request(api.app).get('/en/verify/AAAAAAAAAAAAAAAAAAAAAA').set('Cookie', 'lang=en').expect(404);
    const connect = /connect-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    expect(connect.split(' ')).toEqual(expect.arrayContaining(["'self'", 'wss://127.0.0.1:64443', 'ws://127.0.0.1:64646']));
  });
});

describe('signing off', () => {
  test('a claim’s paper is made, but signing answers 503 without E-IMZO-SERVER', async () => {
    const off = createTestApp({ ...TEST_ENV, EIMZO_SIGNING: '0' }, { db: api.db }).app;
    const who = await signedInVisitor(off, DILNOZA);
    const res = await who.post('/api/v1/me/papers/1/signatures?lang=en', { pkcs7: 'MIIBAAAAAAAAAAAAAAAA' }).expect(503);
    expect(errorOf(res).code).toBe('signing_unavailable');
  });
});
