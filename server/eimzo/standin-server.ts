/**
 * A stand-in of E-IMZO-SERVER (ADR 026), outside production only: the paths of EIMZO_PATHS in
 * ./protocol.ts plus `GET /ping`, answering always HTTP 200 JSON `{status, message, …}` as the
 * real server, with the stand-in PKI (./standin-pki.ts) as the trusted root, the TSA and the
 * revocation list, and ECDSA P-256 in place of the national algorithms (./cms.ts).
 *
 * - `/frontend/challenge` (GET or POST): a challenge to sign, valid 120 s.
 * - `/backend/auth`: an attached PKCS#7 over the challenge → the signer's certificate.
 * - `/frontend/timestamp/pkcs7`: a PKCS#7 → the same with an RFC 3161 timestamp on each signer.
 * - `/backend/pkcs7/verify/attached` and `/detached` (`<document Base64>|<PKCS#7 Base64>`): what
 *   each signature says and whether it holds.
 *
 * Bodies are plain text (read whatever the Content-Type, up to 30 MB); the POSTs need `X-Real-IP`,
 * the signer's address, as the real server does. Replicas share no memory, so a challenge carries
 * its own expiry and an HMAC under a fixed stand-in secret, and any replica can check it; the used
 * ones are remembered in this process only (a second use here is refused; on another replica a
 * replay within the two minutes would pass — acceptable for a stand-in).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import type * as pkijs from 'pkijs';
import {
  addTimestamp,
  CmsFormatError,
  certificateSerial,
  decodeBase64,
  distinguishedName,
  encodeBase64,
  formatEimzoDate,
  type InspectedCms,
  type InspectedSigner,
  inspectCms,
  nameRecord,
} from './cms.js';
import { type CertificateInfo, EIMZO_PATHS, type SignerInfo, STANDIN_STATUS } from './protocol.js';
import { standinPki } from './standin-pki.js';

export { EIMZO_SERVER_STANDIN_MOUNT } from './settings.js';
export const STANDIN_CHALLENGE_TTL_SECONDS = 120;

/** A stand-in's secret, not a secret: it only lets replicas recognise each other's challenges. */
const CHALLENGE_SECRET = 'huquq-eimzo-standin:challenge:2f6d1c0e';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface EimzoServerStandinOptions {
  now?: () => Date;
}

type Status = (typeof STANDIN_STATUS)[keyof typeof STANDIN_STATUS];

class Refusal extends Error {
  constructor(
    readonly status: Status,
    message: string,
  ) {
    super(message);
  }
}

const mac = (payload: string) => createHmac('sha256', CHALLENGE_SECRET).update(payload).digest('base64url');

function certificateInfo(certificate: pkijs.Certificate): CertificateInfo {
  return {
    subjectInfo: nameRecord(certificate.subject),
    issuerInfo: nameRecord(certificate.issuer),
    serialNumber: certificateSerial(certificate),
    subjectName: distinguishedName(certificate.subject),
    issuerName: distinguishedName(certificate.issuer),
    validFrom: formatEimzoDate(certificate.notBefore.value),
    validTo: formatEimzoDate(certificate.notAfter.value),
  };
}

function signerInfo(signer: InspectedSigner): SignerInfo {
  const { timestamp } = signer;
  return {
    ...(signer.sid ? { signerId: { issuer: signer.sid.issuer, subjectSerialNumber: signer.sid.serialNumber } } : {}),
    ...(signer.signingTime ? { signingTime: formatEimzoDate(signer.signingTime) } : {}),
    certificate: signer.chain.map(certificateInfo),
    verified: signer.verified,
    certificateVerified: signer.certificateVerified,
    certificateValidAtSigningTime: signer.certificateValidAtSigningTime,
    ...(signer.revoked ? { revokedStatusInfo: { revokedAt: formatEimzoDate(signer.revoked.at), reason: signer.revoked.reason } } : {}),
    ...(timestamp?.time
      ? {
          timeStampInfo: {
            time: formatEimzoDate(timestamp.time),
            verified: timestamp.verified,
            serialNumber: timestamp.serialNumber,
            tsa: timestamp.tsa,
            certificateVerified: timestamp.certificateVerified,
          },
        }
      : {}),
    ...(signer.problems.length > 0 ? { exception: signer.problems.join('; ') } : {}),
  };
}

const bodyText = (req: Request): string => (Buffer.isBuffer(req.body) ? req.body.toString('utf8') : typeof req.body === 'string' ? req.body : '').trim();

function base64(text: string, what: string): Uint8Array {
  const bytes = decodeBase64(text);
  if (!bytes || bytes.length === 0) throw new Refusal(STANDIN_STATUS.badPkcs7, `${what} is not Base64`);
  return bytes;
}

/** inspectCms, with every signer's certificate present (E-IMZO-SERVER cannot answer without it). */
async function inspect(cms: Uint8Array, now: Date, data?: Uint8Array): Promise<InspectedCms> {
  const pki = await standinPki();
  let inspected: InspectedCms;
  try {
    inspected = await inspectCms(cms, { ...(data ? { data } : {}), trusted: pki.trusted, revoked: pki.revoked, now });
  } catch (error) {
    if (error instanceof CmsFormatError) throw new Refusal(STANDIN_STATUS.badPkcs7, error.message);
    throw error;
  }
  if (inspected.signers.length === 0) throw new Refusal(STANDIN_STATUS.badPkcs7, 'The PKCS#7 has no signer');
  if (inspected.signers.some((s) => s.chain.length === 0)) throw new Refusal(STANDIN_STATUS.badPkcs7, "A signer's certificate is not in the PKCS#7");
  return inspected;
}

export function eimzoServerStandinRouter(options: EimzoServerStandinOptions = {}): Router {
  const now = options.now ?? (() => new Date());
  /** Challenges used in this process, with their expiry (ms), forgotten once expired. */
  const used = new Map<string, number>();

  function issueChallenge(): string {
    const payload = `${randomUUID()}.${Math.floor(now().getTime() / 1000) + STANDIN_CHALLENGE_TTL_SECONDS}`;
    return `${payload}.${mac(payload)}`;
  }

  /** Checks a challenge and marks it used; a Refusal when it is not genuine, expired or used. */
  function consumeChallenge(challenge: string): void {
    const at = now().getTime();
    for (const [key, expiry] of used) if (expiry < at) used.delete(key);
    const [id = '', expiry = '', signature = '', ...rest] = challenge.split('.');
    const expected = Buffer.from(mac(`${id}.${expiry}`));
    const given = Buffer.from(signature);
    if (rest.length > 0 || !UUID.test(id) || !/^\d{1,12}$/.test(expiry) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new Refusal(STANDIN_STATUS.badChallenge, 'Unknown challenge');
    }
    const expiresAt = Number(expiry) * 1000;
    if (expiresAt < at) throw new Refusal(STANDIN_STATUS.badChallenge, 'The challenge has expired');
    if (used.has(challenge)) throw new Refusal(STANDIN_STATUS.badChallenge, 'The challenge has already been used');
    used.set(challenge, expiresAt);
  }

  async function auth(req: Request) {
    const inspected = await inspect(base64(bodyText(req), 'The PKCS#7'), now());
    const signer = inspected.signers[0]!;
    const certificate = signer.chain[0]!;
    if (inspected.content === null) throw new Refusal(STANDIN_STATUS.badPkcs7, 'An attached PKCS#7 (holding the challenge) is expected');
    if (!signer.verified) throw new Refusal(STANDIN_STATUS.badSignature, `The signature does not verify: ${signer.problems.join('; ')}`);
    consumeChallenge(Buffer.from(inspected.content).toString('utf8'));
    const at = now().getTime();
    if (!signer.certificateVerified) throw new Refusal(STANDIN_STATUS.badCertificate, 'The certificate is not issued by a trusted CA');
    if (at < certificate.notBefore.value.getTime() || at > certificate.notAfter.value.getTime()) {
      throw new Refusal(STANDIN_STATUS.badCertificate, 'The certificate has expired or is not yet valid');
    }
    if (signer.revoked) throw new Refusal(STANDIN_STATUS.badCertificate, `The certificate is revoked (${signer.revoked.reason})`);
    const info = certificateInfo(certificate);
    return {
      status: STANDIN_STATUS.ok,
      message: '',
      subjectCertificateInfo: { serialNumber: info.serialNumber, subjectName: info.subjectInfo, validFrom: info.validFrom, validTo: info.validTo },
    };
  }

  async function timestamp(req: Request) {
    const pki = await standinPki();
    try {
      const stamped = await addTimestamp(base64(bodyText(req), 'The PKCS#7'), pki.tsa, now());
      return { status: STANDIN_STATUS.ok, message: '', pkcs7b64: encodeBase64(stamped.cms), timestampedSignerList: stamped.timestamped.map(certificateInfo) };
    } catch (error) {
      if (error instanceof CmsFormatError) throw new Refusal(STANDIN_STATUS.badPkcs7, error.message);
      throw error;
    }
  }

  async function verifyAttached(req: Request) {
    const inspected = await inspect(base64(bodyText(req), 'The PKCS#7'), now());
    if (inspected.content === null) throw new Refusal(STANDIN_STATUS.badPkcs7, 'The PKCS#7 holds no document: verify it as detached');
    return {
      status: STANDIN_STATUS.ok,
      message: '',
      pkcs7Info: { signers: inspected.signers.map(signerInfo), documentBase64: encodeBase64(inspected.content) },
    };
  }

  async function verifyDetached(req: Request) {
    const text = bodyText(req);
    const bar = text.indexOf('|');
    if (bar < 0) throw new Refusal(STANDIN_STATUS.badPkcs7, 'Expected <document Base64>|<PKCS#7 Base64>');
    const document = base64(text.slice(0, bar), 'The document');
    const inspected = await inspect(base64(text.slice(bar + 1), 'The PKCS#7'), now(), document);
    return { status: STANDIN_STATUS.ok, message: '', pkcs7Info: { signers: inspected.signers.map(signerInfo) } };
  }

  const send = (res: Response, body: object) => void res.status(200).set('Cache-Control', 'no-store').json(body);
  const handle =
    (work: (req: Request) => Promise<object>): RequestHandler =>
    async (req, res, next) => {
      try {
        send(res, await work(req));
      } catch (error) {
        if (error instanceof Refusal) send(res, { status: error.status, message: error.message });
        else next(error);
      }
    };
  const realIp: RequestHandler = (req, res, next) => {
    if (!req.get('x-real-ip')) return send(res, { status: STANDIN_STATUS.badRequest, message: 'The X-Real-IP header is required' });
    next();
  };
  const withBody: RequestHandler = (req, res, next) => {
    if (bodyText(req) === '') return send(res, { status: STANDIN_STATUS.badRequest, message: 'The body is empty' });
    next();
  };
  const raw = express.raw({ type: () => true, limit: '30mb' });
  const challenge: RequestHandler = (_req, res) =>
    send(res, { challenge: issueChallenge(), ttl: STANDIN_CHALLENGE_TTL_SECONDS, status: STANDIN_STATUS.ok, message: '' });

  const router = express.Router();
  router.get('/ping', (req, res) => send(res, { serverDateTime: formatEimzoDate(now()), yourIP: req.get('x-real-ip') ?? req.ip ?? '' }));
  router.get(EIMZO_PATHS.challenge, challenge);
  router.post(EIMZO_PATHS.challenge, raw, realIp, challenge);
  router.post(EIMZO_PATHS.auth, raw, realIp, withBody, handle(auth));
  router.post(EIMZO_PATHS.timestamp, raw, realIp, withBody, handle(timestamp));
  router.post(EIMZO_PATHS.verifyAttached, raw, realIp, withBody, handle(verifyAttached));
  router.post(EIMZO_PATHS.verifyDetached, raw, realIp, withBody, handle(verifyDetached));
  // As the real server, a body that cannot be read (too large, cut off) is a JSON refusal; anything else is a bug for the site's handler.
  const unreadable: ErrorRequestHandler = (error, _req, res, next) => {
    const type = (error as { type?: unknown } | null)?.type;
    if (typeof type !== 'string') return next(error);
    send(res, { status: STANDIN_STATUS.badRequest, message: type === 'entity.too.large' ? 'The body is too large' : 'The body could not be read' });
  };
  router.use(unreadable);
  return router;
}
