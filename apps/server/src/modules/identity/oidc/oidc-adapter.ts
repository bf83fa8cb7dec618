import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { recordRevocations } from '../../../platform/auth/revocations.ts';
import { isUuid } from '../../../platform/db/columns.ts';
import type { Database, Tx } from '../../../platform/db/database.ts';
import { oidcPayloads } from '../identity.tables.ts';
import { oidcLifetimes, revocationEnd } from './oidc-provider.ts';

/** Expired entries are swept at most this often per process. */
const sweepEveryMs = 10 * 60_000;

/**
 * The OpenID provider's storage in PostgreSQL: one table for every model (Session, Interaction, Grant,
 * AuthorizationCode, RefreshToken, ...), so that sessions and refresh tokens survive restarts and are shared
 * by every server process. Expired entries are never returned and are swept periodically.
 */
export function createOidcAdapterFactory(db: Database) {
  let lastSweep = 0;
  // The table has no tenant: it is read and written as the application role, outside any tenant.
  const run = <T>(fn: (tx: Tx) => Promise<T>) => db.transaction({ tenantId: null }, fn);

  async function sweep(now: Date) {
    if (now.getTime() - lastSweep < sweepEveryMs) return;
    lastSweep = now.getTime();
    await run((tx) => tx.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now)));
  }

  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const now = new Date();
      const row = {
        model: this.model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(now.getTime() + expiresIn * 1000) : null,
      };
      await run((tx) =>
        tx
          .insert(oidcPayloads)
          .values(row)
          .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row }),
      );
      await sweep(now);
    }

    private async findBy(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await run((tx) =>
        tx
          .select()
          .from(oidcPayloads)
          .where(and(eq(oidcPayloads.model, this.model), condition))
          .limit(1),
      );
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt <= new Date()) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findBy(eq(oidcPayloads.id, id));
    }

    findByUserCode(userCode: string) {
      return this.findBy(eq(oidcPayloads.userCode, userCode));
    }

    findByUid(uid: string) {
      return this.findBy(eq(oidcPayloads.uid, uid));
    }

    async consume(id: string): Promise<void> {
      await run((tx) =>
        tx
          .update(oidcPayloads)
          .set({ consumedAt: sql`now()` })
          .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id))),
      );
    }

    async destroy(id: string): Promise<void> {
      await run((tx) =>
        tx.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id))),
      );
    }

    /**
     * Revoking a grant removes everything issued under it, whatever the model, and puts the grant on the
     * API's revocation list: its access tokens (JWTs, kept nowhere) are refused until the last one expires.
     */
    async revokeByGrantId(grantId: string): Promise<void> {
      await run(async (tx) => {
        const removed = await tx
          .delete(oidcPayloads)
          .where(eq(oidcPayloads.grantId, grantId))
          .returning({ accountId: sql<string | null>`${oidcPayloads.payload}->>'accountId'` });
        await revokeGrants(
          tx,
          removed.map((r) => ({ grantId, accountId: r.accountId })),
        );
      });
    }
  };
}

/**
 * Ends every provider session, grant and refresh token of a user: called in the same transaction as a
 * password change, so that a stolen refresh token or an open session elsewhere dies with the old password.
 * Its access tokens are refused from then on too (their grants go on the API's revocation list). `keep`,
 * the grant the user changed their own password from, goes on: the tokens of the browser that proved the
 * current password stay valid, as Google's and GitHub's do.
 */
export async function endSessionsOf(tx: Tx, userId: string, keep?: string | null): Promise<void> {
  const removed = await tx
    .delete(oidcPayloads)
    .where(
      and(
        sql`${oidcPayloads.payload}->>'accountId' = ${userId}`,
        keep ? or(isNull(oidcPayloads.grantId), ne(oidcPayloads.grantId, keep)) : undefined,
      ),
    )
    .returning({ grantId: oidcPayloads.grantId });
  await revokeGrants(
    tx,
    removed.map((r) => ({ grantId: r.grantId, accountId: userId })),
  );
}

/**
 * Puts grants on the API's revocation list until every access token issued under them has expired (the
 * newest was issued at the latest now). A grant with no account (none of its entries named one) is skipped.
 */
async function revokeGrants(tx: Tx, grants: { grantId: string | null; accountId: string | null }[]) {
  const now = new Date();
  const until = new Date(now.getTime() + oidcLifetimes.accessToken * 1000);
  const seen = new Map<string, string>();
  for (const { grantId, accountId } of grants)
    if (grantId && accountId && isUuid(accountId)) seen.set(grantId, accountId);
  if (!seen.size) return;
  await recordRevocations(
    tx,
    [...seen].map(([id, userId]) => ({
      kind: 'grant' as const,
      id,
      userId,
      expiresAt: revocationEnd(until.getTime() / 1000),
    })),
    now,
  );
}

/**
 * Ends one grant of a user (one signed-in session): its refresh tokens and codes, the provider sessions
 * that authorised it (a browser's sign-in would otherwise issue a new grant silently), and its access
 * tokens (on the revocation list). Answers whether the grant was the user's.
 */
export async function endGrantOf(tx: Tx, userId: string, grantId: string): Promise<boolean> {
  const removed = await tx
    .delete(oidcPayloads)
    .where(and(eq(oidcPayloads.grantId, grantId), sql`${oidcPayloads.payload}->>'accountId' = ${userId}`))
    .returning({ grantId: oidcPayloads.grantId });
  await tx
    .delete(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, 'Session'),
        sql`${oidcPayloads.payload}->>'accountId' = ${userId}`,
        sql`exists (select 1 from jsonb_each(coalesce(${oidcPayloads.payload}->'authorizations', '{}'::jsonb)) a where a.value->>'grantId' = ${grantId})`,
      ),
    );
  await revokeGrants(tx, [{ grantId, accountId: userId }]);
  return removed.length > 0;
}
