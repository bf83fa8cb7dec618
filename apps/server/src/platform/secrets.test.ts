import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import {
  createSecretBox,
  generateSecretsKey,
  loadSecretsKey,
  parseSecretsKey,
  SecretDecryptionError,
} from './secrets.ts';

const key = () => Buffer.from(generateSecretsKey(), 'base64');

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(key());

  it('round-trips text, Arabic and empty strings with a fresh IV each time', () => {
    for (const text of ['p@ss w0rd!', 'كلمة السر', '']) {
      const sealed = box.encrypt(text, 'G::Abp.Mailing.Smtp.Password');
      expect(sealed).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]*$/);
      expect(sealed).not.toContain(text || '\u0000');
      expect(box.isSealed(sealed)).toBe(true);
      expect(box.decrypt(sealed, 'G::Abp.Mailing.Smtp.Password')).toBe(text);
    }
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('detects a tampered ciphertext, tag or IV', () => {
    const sealed = box.encrypt('secret value');
    const [v, iv, tag, data] = sealed.split(':') as [string, string, string, string];
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64');
    };
    for (const tampered of [
      [v, iv, tag, flip(data)],
      [v, iv, flip(tag), data],
      [v, flip(iv), tag, data],
    ]) {
      expect(() => box.decrypt(tampered.join(':'))).toThrow(SecretDecryptionError);
    }
    expect(() => box.decrypt('v2:a:b:c')).toThrow(SecretDecryptionError);
    expect(() => box.decrypt('plain text')).toThrow(SecretDecryptionError);
  });

  it('refuses another key and another context', () => {
    const sealed = box.encrypt('secret', 'T:tenant-a:Abp.Mailing.Smtp.Password');
    expect(() => createSecretBox(key()).decrypt(sealed, 'T:tenant-a:Abp.Mailing.Smtp.Password')).toThrow(
      SecretDecryptionError,
    );
    expect(() => box.decrypt(sealed, 'T:tenant-b:Abp.Mailing.Smtp.Password')).toThrow(SecretDecryptionError);
  });

  it('wants a key of exactly 32 bytes', () => {
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow();
    expect(parseSecretsKey(Buffer.alloc(16).toString('base64'))).toBeUndefined();
    expect(parseSecretsKey('not base64 at all!')).toBeUndefined();
    expect(parseSecretsKey(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7));
  });
});

describe('master key', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hr-secrets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('comes from SECRETS_KEY when set, validated at start', () => {
    const text = generateSecretsKey();
    const config = loadConfig({ SECRETS_KEY: text, DATA_DIR: dir });
    expect(loadSecretsKey(config)).toEqual(Buffer.from(text, 'base64'));
    expect(() => loadConfig({ SECRETS_KEY: 'c2hvcnQ=' })).toThrow(
      /SECRETS_KEY: must be the base64 encoding of 32 bytes/,
    );
    expect(loadConfig({ SECRETS_KEY: '' }).secretsKey).toBeUndefined();
  });

  it('is generated once into <DATA_DIR>/secrets.key with mode 0600, then reused', () => {
    const config = { secretsKey: undefined, dataDir: path.join(dir, 'data') };
    const first = loadSecretsKey(config);
    const file = path.join(config.dataDir, 'secrets.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseSecretsKey(readFileSync(file, 'utf8'))).toEqual(first);
    expect(loadSecretsKey(config)).toEqual(first);
  });

  it('refuses a damaged key file rather than making a new key', () => {
    const dataDir = path.join(dir, 'damaged');
    loadSecretsKey({ secretsKey: undefined, dataDir });
    writeFileSync(path.join(dataDir, 'secrets.key'), 'garbage');
    expect(() => loadSecretsKey({ secretsKey: undefined, dataDir })).toThrow(/secrets.key/);
  });

  it('lives in memory for in-memory databases', () => {
    const a = loadSecretsKey({ secretsKey: undefined, dataDir: 'memory://' });
    expect(a).toHaveLength(32);
  });
});
