import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openPglite } from '../db/database.ts';
import { signingKeys } from '../platform.tables.ts';
import { createSecretBox, SecretDecryptionError } from '../secrets.ts';
import { createKeyStore, signingAlg } from './keys.ts';

/**
 * Signing keys and cookie secrets are stored sealed with the secrets key: what the database holds signs
 * nothing without it.
 */
let db: Database;
const secrets = createSecretBox(randomBytes(32));

beforeAll(async () => {
  db = await openPglite('memory://');
  await migrate(db);
});
afterAll(() => db.close());

const stored = () => db.owner.select().from(signingKeys);

describe('signing keys at rest', () => {
  it('stores the private key and the cookie secret sealed, and reads them back', async () => {
    const keys = createKeyStore(db, secrets);
    await keys.ensureKey();
    const secretsOfCookies = await keys.cookieSecrets();
    const [privateJwk] = await keys.privateJwks();
    expect(privateJwk?.d).toEqual(expect.any(String));
    expect(secretsOfCookies[0]).toMatch(/^[\w-]{43}$/);

    const rows = await stored();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const text = JSON.stringify(row.privateJwk);
      expect(Object.keys(row.privateJwk as object)).toEqual(['sealed']);
      expect(text).not.toContain(String(privateJwk?.d));
      expect(text).not.toContain(secretsOfCookies[0]);
    }
    // Another process with the same secrets key signs with the same key.
    expect((await createKeyStore(db, secrets).privateJwks())[0]).toEqual(privateJwk);
  });

  it('seals at the next start a key an earlier version stored in the clear', async () => {
    const { publicKey, privateKey } = await generateKeyPair(signingAlg, { extractable: true });
    const kid = 'clear-key';
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: signingAlg, use: 'sig' };
    await db.owner.insert(signingKeys).values({
      kid,
      alg: signingAlg,
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: signingAlg, use: 'sig' },
      privateJwk,
    });

    const keys = createKeyStore(db, secrets);
    await keys.ensureKey();
    const row = (await stored()).find((r) => r.kid === kid);
    expect(Object.keys(row?.privateJwk as object)).toEqual(['sealed']);
    expect(JSON.stringify(row?.privateJwk)).not.toContain(String(privateJwk.d));
    // It is the newest key, so it signs, and it reads back as it was.
    expect((await keys.privateJwks())[0]).toEqual(privateJwk);
  });

  it('refuses to start with another secrets key rather than sign with nothing', async () => {
    const other = createKeyStore(db, createSecretBox(randomBytes(32)));
    await expect(other.ensureKey()).rejects.toBeInstanceOf(SecretDecryptionError);
    await expect(other.cookieSecrets()).rejects.toBeInstanceOf(SecretDecryptionError);
  });
});
