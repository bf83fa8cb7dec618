import { lockoutPolicy } from '@hr/contracts';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, lt, not, or, sql } from 'drizzle-orm';
import { normalized } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppMetrics, SignInFailureReason } from '../../platform/metrics.ts';
import { roles, signInFailures, userDirectory, userRoles, users } from './identity.tables.ts';
import { ofTenant } from './user.rows.ts';

/** What the tokens and the OpenID provider's claims say about a signed-in user. */
export interface Account {
  id: string;
  tenantId: string | null;
  userName: string;
  email: string;
  name: string | null;
  surname: string | null;
  phoneNumber: string | null;
  roles: string[];
  employeeId: string | null;
  securityStamp: string;
}

export type SignInResult = { ok: true; account: Account } | { ok: false; reason: SignInFailureReason };

/**
 * Failed sign-ins one client address may make in `addressWindowMinutes`, whichever accounts and tenants
 * it tries, before it is refused (429) without any password being checked. Per account, the lockout of
 * `lockoutPolicy` applies as well.
 */
export const addressLimit = { failures: 20, windowMinutes: 15, bucketMinutes: 5 } as const;
const bucketMs = addressLimit.bucketMinutes * 60_000;

const sqlIncrement = sql`${users.accessFailedCount} + 1`;
// Verified against when no user matches, so that an unknown name costs the same time as a wrong password.
const unknownUserHash = hash('not a password of anyone');

/**
 * Password sign-in with lockout: after `lockoutPolicy.maxFailedAttempts` failures in a row an account is
 * locked for `lockoutPolicy.durationMinutes`. Every failure answers the same, so callers cannot tell an
 * unknown user, a wrong password, an inactive user and a locked account apart.
 */
export function createSignInService(db: Database, metrics: Pick<AppMetrics, 'signIn'>) {
  // Host scope: the counts belong to no tenant.
  const host = { tenantId: null };

  async function failuresFrom(address: string, now: Date): Promise<number> {
    const since = new Date(now.getTime() - addressLimit.windowMinutes * 60_000);
    const [row] = await db.transaction(host, (tx) =>
      tx
        .select({ n: sql<number>`coalesce(sum(${signInFailures.failures}), 0)::int` })
        .from(signInFailures)
        .where(and(eq(signInFailures.address, address), gt(signInFailures.windowStart, since))),
    );
    return row?.n ?? 0;
  }

  /** One more failure of the address, in SQL so that concurrent ones (any process) all count. */
  async function countFailure(address: string, now: Date): Promise<void> {
    const windowStart = new Date(Math.floor(now.getTime() / bucketMs) * bucketMs);
    await db.transaction(host, async (tx) => {
      await tx
        .insert(signInFailures)
        .values({ address, windowStart, failures: 1 })
        .onConflictDoUpdate({
          target: [signInFailures.address, signInFailures.windowStart],
          set: { failures: sql`${signInFailures.failures} + 1` },
        });
      await tx
        .delete(signInFailures)
        .where(lt(signInFailures.windowStart, new Date(now.getTime() - 86_400_000)));
    });
  }

  async function accountOf(tenantId: string | null, row: typeof users.$inferSelect): Promise<Account> {
    const roleRows = await db.transaction({ tenantId }, (tx) =>
      tx
        .select({ name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, row.id)),
    );
    return {
      id: row.id,
      tenantId,
      userName: row.userName,
      email: row.email,
      name: row.name,
      surname: row.surname,
      phoneNumber: row.phoneNumber,
      roles: roleRows.map((r) => r.name),
      employeeId: row.employeeId,
      securityStamp: row.securityStamp,
    };
  }

  return {
    /**
     * Checks a password. `address` is the client's (the connection's, or the one a trusted proxy
     * forwarded): past `addressLimit` failures it is refused with 429 before anything is read. `now` is
     * the request's time (`ctx.now()`): lockouts and the address's window are measured from it.
     */
    async verifyPassword(
      tenantId: string | null,
      userNameOrEmail: string,
      password: string,
      address: string,
      now: Date,
    ): Promise<SignInResult> {
      if ((await failuresFrom(address, now)) >= addressLimit.failures) {
        metrics.signIn('too_many_attempts');
        throw new AppError('Platform:TooManyRequests');
      }
      const result = await check(tenantId, userNameOrEmail, password, now);
      metrics.signIn(result.ok ? 'succeeded' : result.reason);
      if (!result.ok) await countFailure(address, now);
      return result;
    },

    /**
     * The account of a user id (the `sub` of tokens), if the user still exists and is active: the
     * directory names the tenant, then the user is read inside it.
     */
    findAccount,
  };

  async function check(
    tenantId: string | null,
    userNameOrEmail: string,
    password: string,
    now: Date,
  ): Promise<SignInResult> {
    {
      const key = normalized(userNameOrEmail);
      const [row] = await db.transaction({ tenantId }, (tx) =>
        tx
          .select()
          .from(users)
          .where(
            and(
              ofTenant(tenantId),
              not(users.isDeleted),
              or(eq(users.normalizedUserName, key), eq(users.normalizedEmail, key)),
            ),
          )
          .limit(1),
      );
      if (!row) {
        await verify(await unknownUserHash, password);
        return { ok: false, reason: 'unknown_user' };
      }
      const locked = row.lockoutEnabled && row.lockoutEnd !== null && row.lockoutEnd > now;
      if (locked) {
        await verify(await unknownUserHash, password);
        return { ok: false, reason: 'locked_out' };
      }
      const passwordOk = await verify(row.passwordHash, password);
      if (!passwordOk) {
        await db.transaction({ tenantId }, async (tx) => {
          // Counted in SQL so that concurrent attempts cannot each read the same count.
          const [updated] = await tx
            .update(users)
            .set({ accessFailedCount: sqlIncrement })
            .where(eq(users.id, row.id))
            .returning({ count: users.accessFailedCount, lockoutEnabled: users.lockoutEnabled });
          if (updated?.lockoutEnabled && updated.count >= lockoutPolicy.maxFailedAttempts)
            await tx
              .update(users)
              .set({
                accessFailedCount: 0,
                lockoutEnd: new Date(now.getTime() + lockoutPolicy.durationMinutes * 60_000),
              })
              .where(eq(users.id, row.id));
        });
        return { ok: false, reason: 'wrong_password' };
      }
      if (!row.isActive) return { ok: false, reason: 'inactive' };
      if (row.accessFailedCount > 0 || row.lockoutEnd !== null)
        await db.transaction({ tenantId }, (tx) =>
          tx.update(users).set({ accessFailedCount: 0, lockoutEnd: null }).where(eq(users.id, row.id)),
        );
      return { ok: true, account: await accountOf(tenantId, row) };
    }
  }

  async function findAccount(userId: string): Promise<Account | undefined> {
    {
      const [entry] = await db.transaction({ tenantId: null }, (tx) =>
        tx.select().from(userDirectory).where(eq(userDirectory.userId, userId)),
      );
      if (!entry) return undefined;
      const tenantId = entry.tenantId;
      const [row] = await db.transaction({ tenantId }, (tx) =>
        tx
          .select()
          .from(users)
          .where(and(ofTenant(tenantId), eq(users.id, userId), not(users.isDeleted))),
      );
      if (!row?.isActive) return undefined;
      return accountOf(tenantId, row);
    }
  }
}
export type SignInService = ReturnType<typeof createSignInService>;
