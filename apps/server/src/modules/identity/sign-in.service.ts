import { lockoutPolicy, SecurityLogAction, type TwoFactorSetupDto } from '@hr/contracts';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, lt, not, or, sql } from 'drizzle-orm';
import type { RequestOrigin } from '../../platform/context.ts';
import { normalized } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppMetrics, SignInFailureReason } from '../../platform/metrics.ts';
import { roles, signInFailures, userDirectory, userRoles, users } from './identity.tables.ts';
import type { SecurityLog } from './security-log.service.ts';
import type { SecondFactor, TwoFactorService } from './two-factor.service.ts';
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

type UserRow = typeof users.$inferSelect;

/** The password check alone: the user's row when the password is right. */
type PasswordResult =
  | { ok: true; row: UserRow }
  | { ok: false; reason: SignInFailureReason; row?: UserRow; locked?: boolean };

/** A sign-in: the credentials, the second factor if the client sent one, where it came from. */
export interface SignInAttempt {
  tenantId: string | null;
  userNameOrEmail: string;
  password: string;
  /** The client's address (Fastify's, trusted proxies only): the per-address limit counts it. */
  address: string;
  now: Date;
  origin?: RequestOrigin;
  /** A TOTP code or a recovery code. */
  code?: string;
  /** A remember-this-browser token an earlier sign-in answered. */
  rememberToken?: string;
  /** Answer a remember-this-browser token with a sign-in that passed the second factor. */
  remember?: boolean;
}

export type SignInResult =
  | {
      ok: true;
      account: Account;
      secondFactor?: SecondFactor;
      /** The new remember-this-browser token and its days, when asked for and allowed. */
      remember?: { token: string; days: number };
      /** Recovery codes of an enrolment made at this sign-in, shown once. */
      recoveryCodes?: string[];
    }
  | { ok: false; reason: SignInFailureReason }
  /** The password was right; a second factor is needed (none or a wrong one sent, or none enrolled yet). */
  | { ok: false; reason: 'two_factor_required' }
  | { ok: false; reason: 'two_factor_invalid' }
  | { ok: false; reason: 'two_factor_enrolment'; enrolment: TwoFactorSetupDto };

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
export interface SignInDeps {
  metrics: Pick<AppMetrics, 'signIn'>;
  securityLog: SecurityLog;
  twoFactor: TwoFactorService;
}

export function createSignInService(db: Database, { metrics, securityLog, twoFactor }: SignInDeps) {
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

  async function accountOf(tenantId: string | null, row: UserRow): Promise<Account> {
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
    async signIn(attempt: SignInAttempt): Promise<SignInResult> {
      const { tenantId, address, now } = attempt;
      const scope = { tenantId, now: () => now, origin: attempt.origin };
      if ((await failuresFrom(address, now)) >= addressLimit.failures) {
        metrics.signIn('too_many_attempts');
        await securityLog.record(scope, {
          action: SecurityLogAction.LoginFailed,
          userName: attempt.userNameOrEmail,
          reason: 'too_many_attempts',
        });
        throw new AppError('Platform:TooManyRequests');
      }
      const checked = await check(tenantId, attempt.userNameOrEmail, attempt.password, now);
      if (!checked.ok) {
        metrics.signIn(checked.reason);
        await countFailure(address, now);
        // Recorded in a transaction of its own: the request itself answers an error.
        await securityLog.record(scope, {
          action: SecurityLogAction.LoginFailed,
          userId: checked.row?.id ?? null,
          userName: checked.row?.userName ?? attempt.userNameOrEmail,
          reason: checked.reason,
        });
        if (checked.row && checked.locked)
          await securityLog.record(scope, {
            action: SecurityLogAction.LockedOut,
            userId: checked.row.id,
            userName: checked.row.userName,
            reason: 'wrong_password',
          });
        return { ok: false, reason: checked.reason };
      }
      const result = await secondFactor(attempt, checked.row);
      const who = { userId: checked.row.id, userName: checked.row.userName };
      if (!result.ok) {
        if (result.reason === 'two_factor_invalid') {
          metrics.signIn('wrong_password');
          await countFailure(address, now);
          const locked = await failedOnce(tenantId, checked.row.id, now);
          await securityLog.record(scope, {
            action: SecurityLogAction.TwoFactorFailed,
            ...who,
            reason: 'invalid_code',
          });
          if (locked)
            await securityLog.record(scope, {
              action: SecurityLogAction.LockedOut,
              ...who,
              reason: 'invalid_code',
            });
        }
        return result;
      }
      metrics.signIn('succeeded');
      if (checked.row.accessFailedCount > 0 || checked.row.lockoutEnd !== null)
        await db.transaction({ tenantId }, (tx) =>
          tx
            .update(users)
            .set({ accessFailedCount: 0, lockoutEnd: null })
            .where(eq(users.id, checked.row.id)),
        );
      if (result.secondFactor === 'totp' && !result.recoveryCodes)
        await securityLog.record(scope, { action: SecurityLogAction.TwoFactorUsed, ...who });
      if (result.secondFactor === 'recovery')
        await securityLog.record(scope, { action: SecurityLogAction.RecoveryCodeUsed, ...who });
      if (result.recoveryCodes)
        await securityLog.record(scope, {
          action: SecurityLogAction.TwoFactorEnabled,
          ...who,
          reason: 'at_sign_in',
        });
      await securityLog.record(scope, {
        action: SecurityLogAction.LoginSucceeded,
        ...who,
        reason: result.secondFactor ? `two_factor_${result.secondFactor}` : null,
      });
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
  ): Promise<PasswordResult> {
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
        return { ok: false, reason: 'locked_out', row };
      }
      const passwordOk = await verify(row.passwordHash, password);
      if (!passwordOk) {
        return { ok: false, reason: 'wrong_password', row, locked: await failedOnce(tenantId, row.id, now) };
      }
      if (!row.isActive) return { ok: false, reason: 'inactive', row };
      return { ok: true, row };
    }
  }

  /**
   * One more failure of the user (a wrong password or second factor); the lockout when it is the last
   * allowed. Answers whether this failure locked the user.
   */
  async function failedOnce(tenantId: string | null, userId: string, now: Date): Promise<boolean> {
    return db.transaction({ tenantId }, async (tx) => {
      // Counted in SQL so that concurrent attempts cannot each read the same count.
      const [updated] = await tx
        .update(users)
        .set({ accessFailedCount: sqlIncrement })
        .where(eq(users.id, userId))
        .returning({ count: users.accessFailedCount, lockoutEnabled: users.lockoutEnabled });
      if (!updated?.lockoutEnabled || updated.count < lockoutPolicy.maxFailedAttempts) return false;
      await tx
        .update(users)
        .set({
          accessFailedCount: 0,
          lockoutEnd: new Date(now.getTime() + lockoutPolicy.durationMinutes * 60_000),
        })
        .where(eq(users.id, userId));
      return true;
    });
  }

  /**
   * The second factor of a user whose password was right: none needed (not enrolled, not required), a
   * valid remember token, a code or a recovery code; an enrolment for a user who must use one and has none
   * (the first answer gives the secret, the next with its code enables it and signs in).
   */
  async function secondFactor(attempt: SignInAttempt, row: UserRow): Promise<SignInResult> {
    const { tenantId, now } = attempt;
    const required = await twoFactor.isRequired(tenantId, row.id);
    if (!row.twoFactorEnabled && !required) return { ok: true, account: await accountOf(tenantId, row) };
    const remember = async (): Promise<{ token: string; days: number } | undefined> => {
      const days = attempt.remember ? await twoFactor.rememberDays(tenantId) : 0;
      if (!days) return undefined;
      const [fresh] = await db.transaction({ tenantId }, (tx) =>
        tx.select().from(users).where(eq(users.id, row.id)),
      );
      return fresh ? { token: await twoFactor.rememberToken(fresh, now, days), days } : undefined;
    };
    if (!row.twoFactorEnabled) {
      // Must use a second factor and has none: enrolment at sign-in.
      const code = attempt.code?.trim();
      const enrolled = code
        ? await db.transaction({ tenantId }, async (tx) => {
            const [locked] = await tx.select().from(users).where(eq(users.id, row.id)).for('update');
            return locked ? twoFactor.confirmPending(tx, locked, code, now) : null;
          })
        : null;
      if (enrolled)
        return {
          ok: true,
          account: await accountOf(tenantId, row),
          secondFactor: 'totp',
          recoveryCodes: enrolled,
          remember: await remember(),
        };
      if (code && row.twoFactorPendingSecret) return { ok: false, reason: 'two_factor_invalid' };
      const enrolment = await db.transaction({ tenantId }, async (tx) => {
        const [locked] = await tx.select().from(users).where(eq(users.id, row.id)).for('update');
        return twoFactor.setupFor(tx, locked ?? row);
      });
      return { ok: false, reason: 'two_factor_enrolment', enrolment };
    }
    if (await twoFactor.remembered(attempt.rememberToken, row, now))
      return { ok: true, account: await accountOf(tenantId, row), secondFactor: 'remembered' };
    const code = attempt.code?.trim();
    if (!code) return { ok: false, reason: 'two_factor_required' };
    const used = await db.transaction({ tenantId }, async (tx) => {
      const [locked] = await tx.select().from(users).where(eq(users.id, row.id)).for('update');
      return locked ? twoFactor.useCode(tx, locked, code, now) : null;
    });
    if (!used) return { ok: false, reason: 'two_factor_invalid' };
    return {
      ok: true,
      account: await accountOf(tenantId, row),
      secondFactor: used,
      remember: await remember(),
    };
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
