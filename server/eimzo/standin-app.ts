/**
 * A stand-in of the E-IMZO APPLICATION (ADR 026), outside production only. The real one runs on
 * the visitor's computer and the page talks to it over a loopback WebSocket in CAPIWS messages
 * (`{plugin, name, arguments}` answered with `{success, reason?, …}`); this one is reached by the
 * page over HTTP, one message per `POST <mount>/service/cryptapi`, and answers exactly as the app:
 *
 * - `version` → `{major: '4', minor: '86'}`; `apikey` (domain/key pairs) → success;
 * - `pfx.list_all_certificates` → the stand-in PKI's keys (./standin-pki.ts) as key files;
 * - `pfx.load_key` → a keyId (no password dialog: the keys are the demo people's);
 * - `pkcs7.create_pkcs7(data64, keyId, detached)` → a CMS signed with that key (ECDSA P-256,
 *   SHA-256, the root in the chain), Base64;
 * - `idcard.list_readers` → one reader with a card in it, Nodira Rahimova's (her personal key), which
 *   `create_pkcs7` signs with as key id `idcard`, without `load_key`, as the application does;
 * - anything else "Unknown function".
 *
 * It keeps no state: a keyId is derived from the key's id, so any replica signs with a key another
 * loaded. It stands for a program outside the site, so no cookies and no CSRF token; the body may
 * be a document in Base64, up to 30 MB.
 */
import { createHash } from 'node:crypto';
import express, { type Router } from 'express';
import { decodeBase64, encodeBase64, signCms } from './cms.js';
import { type StandinKey, standinPki } from './standin-pki.js';

export { EIMZO_APP_STANDIN_MOUNT } from './settings.js';
export const EIMZO_APP_STANDIN_PATH = '/service/cryptapi';

type Answer = { success: true } & Record<string, unknown>;
type Failure = { success: false; reason: string };

const failure = (reason: string): Failure => ({ success: false, reason });

/** The key id the application signs with from the ID card in the reader. */
export const ID_CARD_KEY_ID = 'idcard';
/** Whose ID card the stand-in's reader holds. */
export const ID_CARD_HOLDER = 'nodira.rahimova';

/** The keyId load_key gives for a key: the same in every process. */
export function standinKeyId(key: Pick<StandinKey, 'id'>): string {
  return createHash('sha256').update(`huquq-eimzo-standin:keyid:${key.id}`).digest('hex').slice(0, 32);
}

interface Message {
  plugin: string;
  name: string;
  arguments: unknown[];
}

function messageOf(body: unknown): Message | null {
  let value = body;
  if (Buffer.isBuffer(value)) value = value.toString('utf8');
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { plugin, name, arguments: args } = value as Record<string, unknown>;
  if (typeof name !== 'string' || (plugin !== undefined && typeof plugin !== 'string') || (args !== undefined && !Array.isArray(args))) return null;
  return { plugin: plugin ?? '', name, arguments: args ?? [] };
}

const isStrings = (values: unknown[]): values is string[] => values.every((v) => typeof v === 'string');

async function answer(message: Message): Promise<Answer | Failure> {
  const call = `${message.plugin}.${message.name}`;
  const args = message.arguments;
  switch (call) {
    case '.version':
      return { success: true, major: '4', minor: '86' };
    case '.apikey':
      return args.length > 0 && args.length % 2 === 0 && isStrings(args) ? { success: true } : failure('Invalid API keys: expected domain and key pairs');
    case 'pfx.list_all_certificates': {
      const { keys } = await standinPki();
      return { success: true, certificates: keys.map((k) => ({ ...k.pfx })) };
    }
    case 'pfx.load_key': {
      const [disk, path, name] = args;
      const { keys } = await standinPki();
      const key = keys.find((k) => k.pfx.disk === disk && k.pfx.path === path && k.pfx.name === name);
      return key ? { success: true, keyId: standinKeyId(key) } : failure('Key not found');
    }
    case 'pkcs7.create_pkcs7': {
      const [data64, keyId, detached] = args;
      if (typeof data64 !== 'string' || typeof keyId !== 'string') return failure('Invalid arguments: expected data64, keyId, detached');
      if (detached !== undefined && detached !== 'yes' && detached !== 'no' && detached !== '')
        return failure("Invalid argument detached: expected 'yes' or 'no'");
      const pki = await standinPki();
      const key = pki.keys.find((k) => (keyId === ID_CARD_KEY_ID ? k.id === ID_CARD_HOLDER : standinKeyId(k) === keyId));
      if (!key) return failure('Key not found (load it with pfx.load_key)');
      const data = decodeBase64(data64);
      if (!data) return failure('Invalid Base64 data');
      if (data.length === 0) return failure('Nothing to sign: the data is empty');
      const cms = await signCms({ data, detached: detached === 'yes', key: key.privateKey, certificate: key.certificate, chain: [pki.root] });
      return { success: true, pkcs7_64: encodeBase64(cms) };
    }
    case 'idcard.list_readers':
      return { success: true, readers: [{ name: 'Huquq stand-in card reader', card: true }] };
    default:
      return failure('Unknown function');
  }
}

export function eimzoAppStandinRouter(): Router {
  const router = express.Router();
  // Read raw whatever the Content-Type: the page may post text/plain to keep the request simple.
  router.post(EIMZO_APP_STANDIN_PATH, express.raw({ type: () => true, limit: '30mb' }), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const message = messageOf(req.body);
    if (!message) return void res.status(400).json(failure('The body is not a CAPIWS message (JSON {plugin, name, arguments})'));
    try {
      res.json(await answer(message));
    } catch (error) {
      res.json(failure(error instanceof Error ? error.message : String(error)));
    }
  });
  return router;
}
