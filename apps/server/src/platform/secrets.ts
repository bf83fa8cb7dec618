import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Encryption at rest of secret settings (the SMTP password): AES-256-GCM under one master key, each value
 * with a fresh 96-bit IV, stored as `v1:<iv>:<tag>:<ciphertext>` (base64). The version prefix lets a later
 * key or algorithm coexist with old values. An optional context (the setting's name and owner) is bound as
 * additional authenticated data, so a ciphertext copied to another tenant's row does not decrypt.
 */
export interface SecretBox {
  encrypt(plaintext: string, context?: string): string;
  /** Throws SecretDecryptionError when the value was tampered with, or sealed under another key or context. */
  decrypt(sealed: string, context?: string): string;
  isSealed(value: string): boolean;
}

export class SecretDecryptionError extends Error {
  constructor(reason: string) {
    super(`Secret could not be decrypted: ${reason}`);
    this.name = 'SecretDecryptionError';
  }
}

const version = 'v1';
const keyLength = 32;
const ivLength = 12;
const tagLength = 16;

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== keyLength) throw new Error(`The secrets key must be ${keyLength} bytes`);
  const aad = (context: string | undefined) => Buffer.from(context ?? '', 'utf8');
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(ivLength);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
      cipher.setAAD(aad(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [version, iv.toString('base64'), tag.toString('base64'), ciphertext.toString('base64')].join(
        ':',
      );
    },
    decrypt(sealed, context) {
      const parts = sealed.split(':');
      if (parts.length !== 4 || parts[0] !== version) throw new SecretDecryptionError('unknown format');
      const [, ivText, tagText, dataText] = parts as [string, string, string, string];
      const iv = Buffer.from(ivText, 'base64');
      const tag = Buffer.from(tagText, 'base64');
      if (iv.length !== ivLength || tag.length !== tagLength) throw new SecretDecryptionError('bad header');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
        decipher.setAAD(aad(context));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(Buffer.from(dataText, 'base64')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretDecryptionError('authentication failed (wrong key, context or tampered value)');
      }
    },
    isSealed: (value) => value.startsWith(`${version}:`),
  };
}

/** Decodes a base64 master key; undefined unless it is exactly 32 bytes. */
export function parseSecretsKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === keyLength ? key : undefined;
}

export function generateSecretsKey(): string {
  return randomBytes(keyLength).toString('base64');
}

/**
 * The master key: SECRETS_KEY from the environment when set (production, several processes on one
 * database: give them all the same key); otherwise a key generated once into `<dataDir>/secrets.key`
 * (mode 0600) for the embedded single-process setup, or kept in memory for `memory://` databases (tests).
 * Losing the key file makes stored secrets unreadable: they read as empty and must be entered again.
 */
export function loadSecretsKey(config: { secretsKey: Buffer | undefined; dataDir: string }): Buffer {
  if (config.secretsKey) return config.secretsKey;
  if (config.dataDir.startsWith('memory://')) return randomBytes(keyLength);
  const file = path.join(config.dataDir, 'secrets.key');
  if (existsSync(file)) {
    const key = parseSecretsKey(readFileSync(file, 'utf8'));
    if (!key) throw new Error(`${file} does not hold a base64 key of ${keyLength} bytes`);
    return key;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const text = generateSecretsKey();
  // 'wx': never overwrite a key another process wrote in the meantime.
  try {
    writeFileSync(file, `${text}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadSecretsKey(config);
    throw error;
  }
  chmodSync(file, 0o600);
  return Buffer.from(text, 'base64');
}
