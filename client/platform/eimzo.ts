/**
 * The E-IMZO application on the visitor's computer (ADR 026), as the integrators' guide describes
 * its CAPIWS API: one JSON message `{plugin, name, arguments}` per WebSocket connection to
 * wss://127.0.0.1:64443/service/cryptapi (an https page) or ws://127.0.0.1:64646/service/cryptapi,
 * answered with one JSON message `{success, reason?, …}`. The site's scripts are its own (no
 * e-imzo.js from elsewhere); outside production the stand-in (/_eimzo-app, this site) takes the
 * same messages over HTTP, so everything above the transport is the code production runs.
 *
 * The calls: `version` (is it there?), `apikey` (the site's domain and key, before anything else),
 * `pfx.list_all_certificates` (the key files), `pfx.load_key` (the application asks for the key's
 * password in its own window and answers a key id), `pkcs7.create_pkcs7` (Base64 data, key id,
 * 'yes' for a detached signature).
 */
import type { EimzoPageSettings } from '../../shared/app-state.js';
import type { EimzoKey } from '../../shared/signing/papers.js';
import { eimzoKeyOf, type KeyEntry, type PfxEntry } from '../../shared/signing/eimzo-keys.js';

export interface EimzoMessage {
  plugin?: string;
  name: string;
  arguments?: unknown[];
}

type EimzoAnswer = { success: boolean; reason?: string } & Record<string, unknown>;

/** The application did not answer: not installed, not running, or the browser was refused the connection. */
export class EimzoNotFound extends Error {
  override name = 'EimzoNotFound';
}

/** The application answered that it would not (a wrong password, a key it cannot read); `reason` is its word. */
export class EimzoRefused extends Error {
  override name = 'EimzoRefused';
}

export const EIMZO_STANDIN_PATH = '/_eimzo-app/service/cryptapi';

/** Connecting is quick or never; a signature waits for the person to type the key's password. */
const CONNECT_MS = 4_000;
const ANSWER_MS = 180_000;

function socketUrl(): string {
  return window.location.protocol === 'https:' ? 'wss://127.0.0.1:64443/service/cryptapi' : 'ws://127.0.0.1:64646/service/cryptapi';
}

function overSocket(message: EimzoMessage): Promise<EimzoAnswer> {
  return new Promise((resolve, reject) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(socketUrl());
    } catch (error) {
      reject(new EimzoNotFound(String(error)));
      return;
    }
    let opened = false;
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.close();
      reject(error);
    };
    let timer = setTimeout(() => fail(new EimzoNotFound('no answer')), CONNECT_MS);
    socket.onopen = () => {
      opened = true;
      clearTimeout(timer);
      timer = setTimeout(() => fail(new EimzoRefused('no answer')), ANSWER_MS);
      socket.send(JSON.stringify(message));
    };
    socket.onerror = () => fail(opened ? new EimzoRefused('connection lost') : new EimzoNotFound('connection refused'));
    socket.onmessage = (event) => {
      clearTimeout(timer);
      socket.close();
      try {
        resolve(JSON.parse(String(event.data)) as EimzoAnswer);
      } catch {
        reject(new EimzoRefused('not JSON'));
      }
    };
  });
}

async function overStandin(message: EimzoMessage): Promise<EimzoAnswer> {
  let response: Response;
  try {
    response = await fetch(EIMZO_STANDIN_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) });
  } catch (error) {
    throw new EimzoNotFound(String(error));
  }
  if (response.status === 404) throw new EimzoNotFound('no stand-in');
  return (await response.json()) as EimzoAnswer;
}

export interface EimzoApp {
  /** Finds the application and registers the site's key with it. */
  connect(): Promise<void>;
  /** The key files, each with its owner and validity, and the ID card when a reader holds one. */
  keys(): Promise<{ key: EimzoKey; entry: KeyEntry }[]>;
  /** A detached signature of the bytes (Base64) with the chosen key: the application asks for its password (or the card's PIN). */
  signDetached(entry: KeyEntry, data64: string): Promise<string>;
  /** An attached signature (the data inside), as the sign-in's challenge is signed. */
  signAttached(entry: KeyEntry, data64: string): Promise<string>;
}

export function eimzoApp(settings: EimzoPageSettings): EimzoApp {
  const send = settings.standin ? overStandin : overSocket;
  async function call(message: EimzoMessage): Promise<EimzoAnswer> {
    const answer = await send(message);
    if (!answer.success) throw new EimzoRefused(answer.reason ?? '');
    return answer;
  }
  async function sign(entry: KeyEntry, data64: string, detached: boolean): Promise<string> {
    // The ID card signs as key id `idcard`; a key file is loaded first (its password asked then).
    const keyId =
      entry.type === 'idcard'
        ? 'idcard'
        : (await call({ plugin: 'pfx', name: 'load_key', arguments: [entry.disk, entry.path, entry.name, entry.alias] })).keyId;
    const signed = await call({ plugin: 'pkcs7', name: 'create_pkcs7', arguments: [data64, keyId, detached ? 'yes' : 'no'] });
    if (typeof signed.pkcs7_64 !== 'string') throw new EimzoRefused('no pkcs7_64');
    return signed.pkcs7_64;
  }
  return {
    async connect() {
      await call({ name: 'version' });
      await call({ name: 'apikey', arguments: settings.apiKeys });
    },
    async keys() {
      const answer = await call({ plugin: 'pfx', name: 'list_all_certificates' });
      const entries = Array.isArray(answer.certificates) ? (answer.certificates as PfxEntry[]) : [];
      const files = entries
        .map((entry, index) => ({ key: eimzoKeyOf(entry, index), entry: { type: 'pfx' as const, ...entry } }))
        .filter(({ key }) => key.pinfl !== null || key.tin !== null);
      // An application without the ID card's plugin (or a reader) simply lists no card.
      const readers = await call({ plugin: 'idcard', name: 'list_readers' }).catch(() => ({ readers: [] }));
      if (!Array.isArray(readers.readers) || readers.readers.length === 0) return files;
      const card: EimzoKey = {
        index: entries.length,
        idCard: true,
        name: '',
        pinfl: null,
        tin: null,
        organisation: null,
        position: null,
        serialNumber: '',
        validFrom: null,
        validTo: null,
      };
      return [...files, { key: card, entry: { type: 'idcard' as const } }];
    },
    signDetached: (entry, data64) => sign(entry, data64, true),
    signAttached: (entry, data64) => sign(entry, data64, false),
  };
}

/** Bytes as Base64, in pieces (a PDF of megabytes would overflow one String.fromCharCode call). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
