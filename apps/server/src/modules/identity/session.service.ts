import { SecurityLogAction, type SessionDto } from '@hr/contracts';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { RequestContext, RequestOrigin } from '../../platform/context.ts';
import { findOr404 } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { oidcPayloads, userSessions, users } from './identity.tables.ts';
import { endGrantOf, endSessionsOf } from './oidc/oidc-adapter.ts';
import type { SecurityLog } from './security-log.service.ts';
import { liveUsers } from './user.rows.ts';

type Row = typeof userSessions.$inferSelect;

const toDto = (r: Row, current: string | null | undefined): SessionDto => ({
  id: r.grantId,
  clientId: r.clientId,
  clientIpAddress: r.clientIpAddress,
  browserInfo: r.browserInfo,
  creationTime: r.creationTime.toISOString(),
  lastUseTime: r.lastUseTime.toISOString(),
  isCurrent: r.grantId === current,
});

/** A grant that still lives with the provider (not revoked, not expired). */
const liveGrant = (now: Date) =>
  sql`exists (select 1 from ${oidcPayloads} where ${oidcPayloads.model} = 'Grant' and ${oidcPayloads.id} = ${userSessions.grantId} and (${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > ${now}))`;

/**
 * Signed-in sessions: one per grant of the OpenID provider, noted by the token endpoint (sign-in and every
 * refresh: the last use), listed on My account and ended there (one, or all others) or by an
 * administrator (all of a user's). Ending one revokes its refresh tokens and puts its grant on the API's
 * revocation list: its access tokens are refused from the next request on.
 */
export function createSessionService(db: Database, securityLog: SecurityLog) {
  function signedIn(ctx: RequestContext): string {
    if (!ctx.userId) throw new AppError('Platform:Unauthorized');
    return ctx.userId;
  }

  async function markEnded(tx: Tx, userId: string, now: Date, only?: string, except?: string | null) {
    await tx
      .update(userSessions)
      .set({ endTime: now })
      .where(
        and(
          eq(userSessions.userId, userId),
          isNull(userSessions.endTime),
          only ? eq(userSessions.grantId, only) : undefined,
          except ? ne(userSessions.grantId, except) : undefined,
        ),
      );
  }

  return {
    /** Notes a grant's tokens being issued: the session's start, or its last use. */
    async touch(
      tenantId: string | null,
      session: { grantId: string; userId: string; clientId: string | null },
      origin: RequestOrigin | undefined,
      now: Date,
    ): Promise<void> {
      await db.transaction({ tenantId }, (tx) =>
        tx
          .insert(userSessions)
          .values({
            tenantId,
            grantId: session.grantId.slice(0, 200),
            userId: session.userId,
            clientId: session.clientId?.slice(0, 64) ?? null,
            clientIpAddress: origin?.ip?.slice(0, 64) ?? null,
            browserInfo: origin?.userAgent?.slice(0, 512) ?? null,
            creationTime: now,
            lastUseTime: now,
          })
          .onConflictDoUpdate({
            target: [userSessions.tenantId, userSessions.grantId],
            set: {
              lastUseTime: now,
              clientIpAddress: origin?.ip?.slice(0, 64) ?? null,
              browserInfo: origin?.userAgent?.slice(0, 512) ?? null,
            },
          }),
      );
    },

    /** The caller's active sessions, the most recently used first. */
    async list(ctx: RequestContext): Promise<SessionDto[]> {
      const id = signedIn(ctx);
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select()
          .from(userSessions)
          .where(
            and(
              ctx.tenantId ? eq(userSessions.tenantId, ctx.tenantId) : isNull(userSessions.tenantId),
              eq(userSessions.userId, id),
              isNull(userSessions.endTime),
              liveGrant(ctx.now()),
            ),
          )
          .orderBy(desc(userSessions.lastUseTime))
          .limit(200),
      );
      return rows.map((r) => toDto(r, ctx.grantId));
    },

    /** Ends one of the caller's sessions (the current one too: that is signing out everywhere it was). */
    async end(ctx: RequestContext, grantId: string): Promise<void> {
      const id = signedIn(ctx);
      await db.transaction(ctx, async (tx) => {
        const [own] = await tx
          .select({ id: userSessions.id })
          .from(userSessions)
          .where(
            and(eq(userSessions.userId, id), eq(userSessions.grantId, grantId), isNull(userSessions.endTime)),
          );
        const ended = await endGrantOf(tx, id, grantId);
        if (!own && !ended) throw new AppError('Account:SessionNotFound');
        await markEnded(tx, id, ctx.now(), grantId);
        await securityLog.record(
          ctx,
          { action: SecurityLogAction.SessionEnded, details: `session ${grantId}` },
          tx,
        );
      });
    },

    /** Ends every session of the caller but the one of the request. */
    async endOthers(ctx: RequestContext): Promise<void> {
      const id = signedIn(ctx);
      await db.transaction(ctx, async (tx) => {
        await endSessionsOf(tx, id, ctx.grantId);
        await markEnded(tx, id, ctx.now(), undefined, ctx.grantId);
        await securityLog.record(ctx, { action: SecurityLogAction.SessionEnded, reason: 'all_others' }, tx);
      });
    },

    /** An administrator ends every session of a user of their tenant. */
    async endUser(ctx: RequestContext, userId: string): Promise<void> {
      await db.transaction(ctx, async (tx) => {
        const user = findOr404(
          await tx
            .select({ id: users.id, userName: users.userName })
            .from(users)
            .where(and(liveUsers(ctx.tenantId), eq(users.id, userId))),
        );
        await endSessionsOf(tx, user.id);
        await markEnded(tx, user.id, ctx.now());
        await securityLog.record(
          ctx,
          {
            action: SecurityLogAction.SessionEnded,
            targetUserId: user.id,
            targetName: user.userName,
            reason: 'by_administrator',
          },
          tx,
        );
      });
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
