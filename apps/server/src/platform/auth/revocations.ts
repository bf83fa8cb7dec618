import { lt } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { revokedAccessTokens } from '../platform.tables.ts';
import type { VerifiedToken } from './tokens.ts';

/** What a revocation names: one access token (by its `jti`) or every access token of a grant. */
export type RevokedKind = 'token' | 'grant';

/** The key of a revocation in a caller's state (`CallerState.revoked`). */
export const revokedKey = (kind: RevokedKind, id: string) => `${kind}:${id}`;

export interface Revocation {
  kind: RevokedKind;
  id: string;
  userId: string;
  /** When the last access token it covers expires: the entry is useless after. */
  expiresAt: Date;
}

/**
 * Records revocations in the caller's transaction. Each new entry raises its user's access counter (a
 * trigger, at commit), so every process reads the caller's state afresh at its next request and refuses the
 * token from then on. Expired entries are swept on the way.
 */
export async function recordRevocations(tx: Tx, revocations: Revocation[], now: Date): Promise<void> {
  const live = revocations.filter((r) => r.expiresAt > now && r.id && r.userId);
  if (live.length)
    await tx
      .insert(revokedAccessTokens)
      .values(live.map((r) => ({ kind: r.kind, tokenId: r.id, userId: r.userId, expiresAt: r.expiresAt })))
      .onConflictDoNothing();
  await tx.delete(revokedAccessTokens).where(lt(revokedAccessTokens.expiresAt, now));
}

/** Whether a verified token is among the revocations of its user's state. */
export function isRevoked(revoked: ReadonlySet<string>, token: VerifiedToken): boolean {
  if (!revoked.size) return false;
  return (
    (!!token.jti && revoked.has(revokedKey('token', token.jti))) ||
    (!!token.grantId && revoked.has(revokedKey('grant', token.grantId)))
  );
}
