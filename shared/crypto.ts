/**
 * Server payload encryption of docs/product.md §7 on Web Crypto, so it runs alike in Node 24 and browsers:
 * key = SHA-256 of the secret's UTF-8 bytes (AES-256), AES-CBC with a zero IV and PKCS#7 padding,
 * Base64 ciphertext, JSON plaintext.
 *
 * The scheme is kept for compatibility, not chosen: a fixed IV makes equal plaintexts encrypt
 * equally, and CBC without a MAC does not detect tampering (a changed ciphertext is caught only
 * when its padding or its JSON breaks). Nothing confidential should rely on it.
 */

/** A value JSON can carry. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Receives decryption failures; console.error unless another is given (a pino logger's error, say). */
export type ErrorLogger = (message: string, error: unknown) => void;

export interface DecryptOptions {
  logError?: ErrorLogger;
}

const ZERO_IV = new Uint8Array(16);
const ALGORITHM = 'AES-CBC';

let cachedKey: { secret: string; key: Promise<CryptoKey> } | undefined;

/** The AES key of a secret; the last one is kept, as the process uses a single secret. */
function keyOf(secret: string): Promise<CryptoKey> {
  if (cachedKey?.secret !== secret) {
    const key = globalThis.crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(secret))
      .then((digest) => globalThis.crypto.subtle.importKey('raw', digest, ALGORITHM, false, ['encrypt', 'decrypt']));
    key.catch(() => {
      if (cachedKey?.key === key) cachedKey = undefined; // do not keep a failure
    });
    cachedKey = { secret, key };
  }
  return cachedKey.key;
}

/** Strict Base64 (standard alphabet, padded): atob alone would also accept missing padding and whitespace. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  if (!BASE64.test(text)) throw new SyntaxError('The ciphertext is not Base64');
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading a large array into String.fromCharCode would exceed the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const defaultLogError: ErrorLogger = (message, error) => console.error(message, error);

/**
 * Decrypts a Base64 payload and parses its JSON. Returns null on any failure (bad Base64, wrong
 * secret, tampered ciphertext, bad padding, invalid UTF-8, not JSON) after logging it. A payload
 * whose JSON is `null` also yields null.
 */
export async function decryptPayload(ciphertext: string, secret: string, options: DecryptOptions = {}): Promise<JsonValue | null> {
  try {
    const encrypted = fromBase64(ciphertext.trim());
    const plain = await globalThis.crypto.subtle.decrypt({ name: ALGORITHM, iv: ZERO_IV }, await keyOf(secret), encrypted);
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(plain);
    return JSON.parse(text) as JsonValue;
  } catch (error) {
    (options.logError ?? defaultLogError)('Payload decryption failed', error);
    return null;
  }
}

/** The counterpart: JSON, UTF-8, AES-CBC with the zero IV and PKCS#7 padding, Base64. */
export async function encryptPayload(value: JsonValue, secret: string): Promise<string> {
  const json: string | undefined = JSON.stringify(value);
  if (json === undefined) throw new TypeError('The payload is not a JSON value');
  const plain = new TextEncoder().encode(json);
  const encrypted = await globalThis.crypto.subtle.encrypt({ name: ALGORITHM, iv: ZERO_IV }, await keyOf(secret), plain);
  return toBase64(new Uint8Array(encrypted));
}
