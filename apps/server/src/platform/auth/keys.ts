import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { newId } from '../db/columns.ts';
import type { Database } from '../db/database.ts';
import { signingKeys } from '../platform.tables.ts';
import type { SecretBox } from '../secrets.ts';

export const signingAlg = 'RS256';
/** Rows of the same table that hold the secrets the OpenID provider signs its cookies with. */
const cookieAlg = 'cookie';
/** A signing key older than this is replaced by a new one at the next start. */
export const signingKeyMaxAgeDays = 90;
/** Keys kept published after rotation, so that tokens they signed still verify until they expire. */
const publishedKeys = 3;

/** A private key or cookie secret as stored: sealed with the secrets key (`secrets.ts`), bound to its kid. */
interface SealedJwk {
  sealed: string;
}
const isSealed = (value: unknown): value is SealedJwk =>
  typeof value === 'object' && value !== null && typeof (value as SealedJwk).sealed === 'string';
const sealContext = (kid: string) => `signing-key:${kid}`;

/**
 * The keys that sign tokens, kept in the database so that tokens survive restarts and every server process
 * signs and verifies with the same set. The newest unretired key signs; all unretired public keys verify
 * (the OpenID provider publishes them as its JWKS). Rotation adds a key and retires the oldest beyond
 * the last few; a process picks up a new signing key when it starts.
 *
 * Private keys and cookie secrets are stored sealed with the secrets key (AES-256-GCM, bound to the key's
 * id), so a copy of the database alone (a backup, a dump) cannot sign a token. Keys stored in the clear
 * by an earlier version are sealed at the next start. A key that does not open under this process's
 * secrets key stops the start with SecretDecryptionError: processes must share one SECRETS_KEY.
 */
export function createKeyStore(db: Database, secrets: SecretBox) {
  let cache: { privateJwks: JWK[]; publicJwks: JWK[] } | undefined;

  const seal = (kid: string, jwk: JWK): SealedJwk => ({
    sealed: secrets.encrypt(JSON.stringify(jwk), sealContext(kid)),
  });
  const open = (kid: string, stored: unknown): JWK =>
    isSealed(stored)
      ? (JSON.parse(secrets.decrypt(stored.sealed, sealContext(kid))) as JWK)
      : (stored as JWK);

  /** Seals the private keys and cookie secrets an earlier version stored in the clear. */
  async function sealClearKeys(): Promise<void> {
    const all = await db.owner
      .select({ kid: signingKeys.kid, privateJwk: signingKeys.privateJwk })
      .from(signingKeys);
    for (const row of all) {
      if (isSealed(row.privateJwk)) continue;
      await db.owner
        .update(signingKeys)
        .set({ privateJwk: seal(row.kid, row.privateJwk as JWK) })
        .where(eq(signingKeys.kid, row.kid));
    }
  }

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
      privateJwks: found.map((r) => open(r.kid, r.privateJwk)),
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
    await db.owner
      .insert(signingKeys)
      .values({ kid, alg: signingAlg, publicJwk, privateJwk: seal(kid, privateJwk) });
  }

  const store = {
    /** Creates the first key when there is none, and a new one when the newest is too old. */
    async ensureKey(now = new Date()): Promise<void> {
      await sealClearKeys();
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
          .select({ kid: signingKeys.kid, privateJwk: signingKeys.privateJwk })
          .from(signingKeys)
          .where(and(eq(signingKeys.alg, cookieAlg), isNull(signingKeys.retiredAt)))
          .orderBy(desc(signingKeys.createdAt));
      let found = await read();
      if (!found.length) {
        const kid = newId();
        const k = randomBytes(32).toString('base64url');
        await db.owner
          .insert(signingKeys)
          .values({ kid, alg: cookieAlg, publicJwk: {}, privateJwk: seal(kid, { kty: 'oct', k }) });
        found = await read();
      }
      return found.map((r) => String(open(r.kid, r.privateJwk).k));
    },
  };
  return store;
}
export type KeyStore = ReturnType<typeof createKeyStore>;
