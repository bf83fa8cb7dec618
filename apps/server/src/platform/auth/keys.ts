import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { newId } from '../db/columns.ts';
import type { Database } from '../db/database.ts';
import { signingKeys } from '../platform.tables.ts';

export const signingAlg = 'RS256';
/** Rows of the same table that hold the secrets the OpenID provider signs its cookies with. */
const cookieAlg = 'cookie';
/** A signing key older than this is replaced by a new one at the next start. */
export const signingKeyMaxAgeDays = 90;
/** Keys kept published after rotation, so that tokens they signed still verify until they expire. */
const publishedKeys = 3;

/**
 * The keys that sign tokens, kept in the database so that tokens survive restarts and every server process
 * signs and verifies with the same set. The newest unretired key signs; all unretired public keys verify
 * (the OpenID provider publishes them as its JWKS). Rotation adds a key and retires the oldest beyond
 * the last few; a process picks up a new signing key when it starts.
 */
export function createKeyStore(db: Database) {
  let cache: { privateJwks: JWK[]; publicJwks: JWK[] } | undefined;

  async function rows() {
    return db.owner
      .select()
      .from(signingKeys)
      .where(and(isNull(signingKeys.retiredAt), eq(signingKeys.alg, signingAlg)))
      .orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid));
  }

  async function load() {
    const found = await rows();
    if (!found.length) return undefined;
    return {
      privateJwks: found.map((r) => r.privateJwk as JWK),
      publicJwks: found.map((r) => r.publicJwk as JWK),
    };
  }

  async function addKey(): Promise<void> {
    const { publicKey, privateKey } = await generateKeyPair(signingAlg, {
      extractable: true,
      modulusLength: 2048,
    });
    const kid = newId();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: signingAlg, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: signingAlg, use: 'sig' };
    await db.owner.insert(signingKeys).values({ kid, alg: signingAlg, publicJwk, privateJwk });
  }

  const store = {
    /** Creates the first key when there is none, and a new one when the newest is too old. */
    async ensureKey(now = new Date()): Promise<void> {
      const newest = (await rows())[0];
      const tooOld = newest && now.getTime() - newest.createdAt.getTime() > signingKeyMaxAgeDays * 86_400_000;
      if (!newest || tooOld) await store.rotate();
      cache = await load();
    },
    /** Adds a new signing key; the previous ones stay published, all but the newest few are retired. */
    async rotate(): Promise<void> {
      await addKey();
      const keep = (await rows()).slice(0, publishedKeys).map((r) => r.kid);
      await db.owner
        .update(signingKeys)
        .set({ retiredAt: new Date() })
        .where(
          and(
            eq(signingKeys.alg, signingAlg),
            isNull(signingKeys.retiredAt),
            notInArray(signingKeys.kid, keep),
          ),
        );
      cache = await load();
    },
    /** The private keys, newest (the signing one) first: the OpenID provider's keystore. */
    async privateJwks(): Promise<JWK[]> {
      cache ??= await load();
      return cache?.privateJwks ?? [];
    },
    /** Public keys; reloaded when a token names a key this process has not seen (rotation elsewhere). */
    async publicJwks(refresh = false): Promise<JWK[]> {
      if (refresh || !cache) cache = await load();
      return cache?.publicJwks ?? [];
    },
    /** Secrets for signed cookies, newest first; created on first use, shared by every process. */
    async cookieSecrets(): Promise<string[]> {
      const read = () =>
        db.owner
          .select({ privateJwk: signingKeys.privateJwk })
          .from(signingKeys)
          .where(and(eq(signingKeys.alg, cookieAlg), isNull(signingKeys.retiredAt)))
          .orderBy(desc(signingKeys.createdAt));
      let found = await read();
      if (!found.length) {
        const k = randomBytes(32).toString('base64url');
        await db.owner
          .insert(signingKeys)
          .values({ kid: newId(), alg: cookieAlg, publicJwk: {}, privateJwk: { kty: 'oct', k } });
        found = await read();
      }
      return found.map((r) => String((r.privateJwk as JWK).k));
    },
  };
  return store;
}
export type KeyStore = ReturnType<typeof createKeyStore>;
