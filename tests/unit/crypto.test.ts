import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { decryptPayload, encryptPayload, type ErrorLogger, type JsonValue } from '../../shared/crypto';

const SECRET = 'huquq-payload-secret';

/** docs/product.md §7 with Node's own crypto, independent of the module under test. */
function nodeKey(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}
function nodeEncrypt(plaintext: string, secret = SECRET): string {
  const cipher = createCipheriv('aes-256-cbc', nodeKey(secret), Buffer.alloc(16)); // PKCS#7 padding is Node's default
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}
function nodeDecrypt(ciphertext: string, secret = SECRET): string {
  const decipher = createDecipheriv('aes-256-cbc', nodeKey(secret), Buffer.alloc(16));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
}

/** A logger that records instead of printing. */
function recordingLogger(): { logError: ErrorLogger; calls: Array<[string, unknown]> } {
  const calls: Array<[string, unknown]> = [];
  return { calls, logError: (message, error) => calls.push([message, error]) };
}

describe('decryptPayload', () => {
  it('decrypts a fixed vector (made with node:crypto and checked with the openssl command line)', async () => {
    const vector = 'jlFLOJO2eWRht9axcGlPOqE3AXLLfLTWSBecSvseKStdzrpy02z5OSOTHKcpx8l5xSFujSNE2EKGu8fnc8yRuJeupcKzip8zh3S81dWn3BE=';
    await expect(decryptPayload(vector, SECRET)).resolves.toEqual({ chatId: 123456789, lang: 'uz', name: "Qo'shimcha — тест" });
    await expect(decryptPayload('Eii2flS6RuIKOMQrxprMDw==', SECRET)).resolves.toEqual([1, 2, 3]);
  });

  it.each<[string, JsonValue]>([
    ['an object', { id: 7, roles: ['client'], nested: { ok: true, none: null } }],
    ['a string with Uzbek and Russian text', "O'zbekiston — Узбекистан ✓"],
    ['a number', 42.5],
    ['a boolean', false],
    ['an empty object', {}],
    ['exactly one block of plaintext', 'abcdefghijklmn'], // 16 bytes with the quotes: a full padding block follows
  ])('decrypts %s encrypted by node:crypto', async (_name, value) => {
    await expect(decryptPayload(nodeEncrypt(JSON.stringify(value)), SECRET)).resolves.toEqual(value);
  });

  it('decrypts a large payload', async () => {
    const value = { items: Array.from({ length: 5000 }, (_, i) => ({ i, text: `element ${i}` })) };
    await expect(decryptPayload(nodeEncrypt(JSON.stringify(value)), SECRET)).resolves.toEqual(value);
  });

  it('ignores whitespace around the ciphertext', async () => {
    await expect(decryptPayload(`  ${nodeEncrypt('"x"')}\n`, SECRET)).resolves.toBe('x');
  });

  it('does not log on success', async () => {
    const logger = recordingLogger();
    await decryptPayload(nodeEncrypt('1'), SECRET, logger);
    expect(logger.calls).toEqual([]);
  });

  describe('returns null and logs the error', () => {
    const expectFailure = async (ciphertext: string, secret = SECRET) => {
      const logger = recordingLogger();
      await expect(decryptPayload(ciphertext, secret, logger)).resolves.toBeNull();
      expect(logger.calls).toHaveLength(1);
      expect(logger.calls[0]?.[0]).toBe('Payload decryption failed');
      // Web Crypto throws DOMExceptions, which come from outside Jest's realm: check the shape, not the class.
      expect(logger.calls[0]?.[1]).toMatchObject({ name: expect.any(String), message: expect.any(String) });
    };

    it('for a wrong secret', async () => {
      await expectFailure(nodeEncrypt(JSON.stringify({ a: 1 })), 'another secret');
    });

    it('for a tampered last block (the padding breaks)', async () => {
      const bytes = Buffer.from(nodeEncrypt(JSON.stringify({ a: 1 })), 'base64');
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x01;
      await expectFailure(bytes.toString('base64'));
    });

    it('for a tampered first block (the JSON breaks)', async () => {
      const bytes = Buffer.from(nodeEncrypt(JSON.stringify({ message: 'a payload of two blocks or more' })), 'base64');
      bytes[0] = (bytes[0] ?? 0) ^ 0xff;
      await expectFailure(bytes.toString('base64'));
    });

    it('for a truncated ciphertext', async () => {
      const bytes = Buffer.from(nodeEncrypt(JSON.stringify({ message: 'a payload of two blocks or more' })), 'base64');
      await expectFailure(bytes.subarray(0, 16).toString('base64'));
      await expectFailure(bytes.subarray(0, 20).toString('base64'));
    });

    it('for plaintext that is not JSON', async () => {
      await expectFailure(nodeEncrypt('not json at all'));
      await expectFailure(nodeEncrypt(''));
      await expectFailure(nodeEncrypt('{"a":1'));
    });

    it('for plaintext that is not UTF-8', async () => {
      const cipher = createCipheriv('aes-256-cbc', nodeKey(SECRET), Buffer.alloc(16));
      const invalidUtf8 = Buffer.concat([cipher.update(Buffer.from([0x22, 0xff, 0xfe, 0x22])), cipher.final()]);
      await expectFailure(invalidUtf8.toString('base64'));
    });

    it.each([
      ['characters outside Base64', 'not base64!'],
      ['missing padding', 'Eii2flS6RuIKOMQrxprMDw'],
      ['Base64url', nodeEncrypt('"?>?>?>?>?>?>?>?>"').replace(/\+/g, '-').replace(/\//g, '_')],
      ['an empty string', ''],
      ['whitespace inside', 'Eii2flS6 RuIKOMQrxprMDw=='],
    ])('for %s', async (_name, ciphertext) => {
      await expectFailure(ciphertext);
    });
  });

  it('logs through console.error by default', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(decryptPayload('%%%', SECRET)).resolves.toBeNull();
      expect(spy).toHaveBeenCalledWith('Payload decryption failed', expect.objectContaining({ message: expect.any(String) }));
    } finally {
      spy.mockRestore();
    }
  });
});

describe('encryptPayload', () => {
  it('produces what node:crypto decrypts', async () => {
    const value = { chatId: 123456789, text: "Qo'shimcha — тест" };
    expect(JSON.parse(nodeDecrypt(await encryptPayload(value, SECRET)))).toEqual(value);
  });

  it('produces exactly the node:crypto ciphertext (deterministic: the IV is zero)', async () => {
    const json = JSON.stringify({ a: [1, 2, 3], b: 'x' });
    await expect(encryptPayload(JSON.parse(json) as JsonValue, SECRET)).resolves.toBe(nodeEncrypt(json));
    await expect(encryptPayload([1, 2, 3], SECRET)).resolves.toBe('Eii2flS6RuIKOMQrxprMDw==');
  });

  it('round-trips with decryptPayload, under several secrets in turn', async () => {
    for (const secret of ['one', 'two', '', 'секрет 🔑', 'one']) {
      const value = { secret, n: secret.length };
      await expect(decryptPayload(await encryptPayload(value, secret), secret)).resolves.toEqual(value);
    }
  });

  it('encrypts a payload larger than the argument limit of String.fromCharCode', async () => {
    const value = 'x'.repeat(300_000);
    expect(JSON.parse(nodeDecrypt(await encryptPayload(value, SECRET)))).toBe(value);
  });

  it('rejects a value JSON cannot carry', async () => {
    await expect(encryptPayload(undefined as unknown as JsonValue, SECRET)).rejects.toThrow(TypeError);
  });
});
