import { desc, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { newId } from '../db/columns.ts';
import type { Database } from '../db/database.ts';
import { signingKeys } from '../platform.tables.ts';

export const signingAlg = 'RS256';

export interface SigningKey {
  kid: string;
  privateKey: Awaited<ReturnType<typeof importJWK>>;
}

/**
 * The keys that sign access tokens, kept in the database so that tokens survive restarts and every
 * server process signs and verifies with the same set. The newest unretired key signs; all unretired
 * public keys verify (the OpenID provider publishes them as its JWKS).
 */
export function createKeyStore(db: Database) {
  let cache: { signing: SigningKey; publicJwks: JWK[] } | undefined;

  async function load() {
    const rows = await db.owner
      .select()
      .from(signingKeys)
      .where(isNull(signingKeys.retiredAt))
      .orderBy(desc(signingKeys.createdAt));
    const newest = rows[0];
    if (!newest) return undefined;
    const privateKey = await importJWK(newest.privateJwk as JWK, newest.alg);
    return { signing: { kid: newest.kid, privateKey }, publicJwks: rows.map((r) => r.publicJwk as JWK) };
  }

  return {
    /** Creates the first key when there is none. */
    async ensureKey(): Promise<void> {
      cache = await load();
      if (cache) return;
      const { publicKey, privateKey } = await generateKeyPair(signingAlg, {
        extractable: true,
        modulusLength: 2048,
      });
      const kid = newId();
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: signingAlg, use: 'sig' };
      const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: signingAlg, use: 'sig' };
      await db.owner
        .insert(signingKeys)
        .values({ kid, alg: signingAlg, publicJwk, privateJwk })
        .onConflictDoNothing();
      cache = await load();
    },
    async signingKey(): Promise<SigningKey> {
      cache ??= await load();
      if (!cache) throw new Error('No signing key: call ensureKey() at start');
      return cache.signing;
    },
    /** Public keys; reloaded when a token names a key this process has not seen (rotation elsewhere). */
    async publicJwks(refresh = false): Promise<JWK[]> {
      if (refresh || !cache) cache = await load();
      return cache?.publicJwks ?? [];
    },
  };
}
export type KeyStore = ReturnType<typeof createKeyStore>;
