import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type DisableTwoFactorInput,
  type EnableTwoFactorInput,
  type RecoveryCodesDto,
  SecurityLogAction,
  SettingNames,
  type TwoFactorSetupDto,
  type TwoFactorStatusDto,
  twoFactorPolicy,
} from '@hr/contracts';
import { verify } from '@node-rs/argon2';
import { and, count, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { KeyStore } from '../../platform/auth/keys.ts';
import type { RequestContext } from '../../platform/context.ts';
import { findOr404, lockedOr404 } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secrets.ts';
import type { SettingService } from '../../platform/settings.service.ts';
import { recoveryCodes, roles, userRoles, users } from './identity.tables.ts';
import type { SecurityLog } from './security-log.service.ts';
import { liveUsers } from './user.rows.ts';

type UserRow = typeof users.$inferSelect;
type Scope = Pick<RequestContext, 'tenantId' | 'userId' | 'userName' | 'now' | 'origin'>;

/** The authenticator's settings (RFC 6238 defaults every app reads): SHA-1, six digits, 30 seconds. */
const period = 30;
const issuer = 'HR';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
/** A recovery code as typed: case, spaces and the dash do not matter. */
const recoveryKey = (code: string) => sha256(code.replace(/[\s-]/g, '').toLowerCase());
const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** Ten codes like `k3f9q-2mz7x`, from an alphabet without look-alikes. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: twoFactorPolicy.recoveryCodes }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

function totpOf(secret: string, label: string) {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secret) });
}

/** The time step a code belongs to (one step of drift either way), or null when it matches none. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, '-').validate({
    token: code.replace(/\s/g, ''),
    timestamp: now.getTime(),
    window: 1,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / period) + delta;
}

export interface TwoFactorDeps {
  secrets: SecretBox;
  keys: Pick<KeyStore, 'cookieSecrets'>;
  settings: Pick<SettingService, 'get'>;
  securityLog: SecurityLog;
}

/** What a second factor proved at sign-in. */
export type SecondFactor = 'totp' | 'recovery' | 'remembered';

/**
 * Two-factor sign-in with TOTP (RFC 6238): enrolment (a secret kept pending until its first code confirms
 * it), ten single-use recovery codes stored hashed, disabling with the password and a code, the requirement
 * (the tenant's setting or one of the user's roles), and the remember-this-browser tokens.
 */
export function createTwoFactorService(db: Database, deps: TwoFactorDeps) {
  const seal = (userId: string, secret: string) => deps.secrets.encrypt(secret, `two-factor:${userId}`);
  const open = (userId: string, sealed: string) => deps.secrets.decrypt(sealed, `two-factor:${userId}`);

  function signedIn(ctx: Scope): string {
    if (!ctx.userId) throw new AppError('Platform:Unauthorized');
    return ctx.userId;
  }

  async function lockedUser(tx: Tx, tenantId: string | null, userId: string): Promise<UserRow> {
    return lockedOr404(tx, users, and(liveUsers(tenantId), eq(users.id, userId)));
  }

  /** Replaces the user's recovery codes; answers the new ones in clear, once. */
  async function renewCodes(tx: Tx, tenantId: string | null, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ tenantId, userId, codeHash: recoveryKey(c) })));
    return codes;
  }

  /**
   * Checks a code against the user's secret (a TOTP step not used before) or their unused recovery codes,
   * and uses it up. The user's row must be locked by the caller (FOR UPDATE): two uses of one code cannot
   * both pass.
   */
  async function useCode(tx: Tx, row: UserRow, code: string, now: Date): Promise<'totp' | 'recovery' | null> {
    if (!row.twoFactorEnabled || !row.twoFactorSecret) return null;
    if (isTotpCode(code)) {
      const step = totpStep(open(row.id, row.twoFactorSecret), code, now);
      if (step === null || (row.twoFactorLastStep !== null && step <= row.twoFactorLastStep)) return null;
      await tx.update(users).set({ twoFactorLastStep: step }).where(eq(users.id, row.id));
      return 'totp';
    }
    const [used] = await tx
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(recoveryCodes.userId, row.id),
          eq(recoveryCodes.codeHash, recoveryKey(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used ? 'recovery' : null;
  }

  async function setupFor(tx: Tx, row: UserRow): Promise<TwoFactorSetupDto> {
    const secret = new Secret({ size: 20 }).base32;
    await tx
      .update(users)
      .set({ twoFactorPendingSecret: seal(row.id, secret) })
      .where(eq(users.id, row.id));
    const otpauthUri = totpOf(secret, row.userName).toString();
    return { secret, otpauthUri, qrCode: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 200 }) };
  }

  /** Enables the pending secret when the code is one of its; answers the recovery codes, or null. */
  async function confirmPending(tx: Tx, row: UserRow, code: string, now: Date): Promise<string[] | null> {
    if (!row.twoFactorPendingSecret) return null;
    const sealed = row.twoFactorPendingSecret;
    const step = totpStep(open(row.id, sealed), code, now);
    if (step === null) return null;
    await tx
      .update(users)
      .set({
        twoFactorEnabled: true,
        twoFactorSecret: sealed,
        twoFactorPendingSecret: null,
        twoFactorLastStep: step,
      })
      .where(eq(users.id, row.id));
    return renewCodes(tx, row.tenantId, row.id);
  }

  /** Whether the tenant, or one of the user's roles, requires a second factor. */
  async function isRequired(tenantId: string | null, userId: string, tx?: Tx): Promise<boolean> {
    const setting = await deps.settings.get({ tenantId, userId: null }, SettingNames.TwoFactorRequired);
    if (setting.toLowerCase() === 'true') return true;
    const read = (t: Tx) =>
      t
        .select({ n: count() })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(eq(userRoles.userId, userId), eq(roles.requiresTwoFactor, true)));
    const [row] = tx ? await read(tx) : await db.transaction({ tenantId }, read);
    return (row?.n ?? 0) > 0;
  }

  async function rememberDays(tenantId: string | null): Promise<number> {
    const days = Number(
      await deps.settings.get({ tenantId, userId: null }, SettingNames.RememberBrowserDays),
    );
    return Number.isFinite(days) && days > 0 ? Math.min(days, 365) : 0;
  }

  /** What a remember-this-browser token is bound to: the user and their current secret. */
  const fingerprint = (row: UserRow) => sha256(`${row.id}:${row.twoFactorSecret ?? ''}`).slice(0, 32);

  async function sign(payload: string, secret?: string): Promise<string> {
    const key = secret ?? (await deps.keys.cookieSecrets())[0]!;
    return createHmac('sha256', key).update(`remember-browser:${payload}`).digest('base64url');
  }

  return {
    useCode,
    setupFor,
    confirmPending,
    isRequired,
    rememberDays,

    /**
     * A token that stands for the second factor on this browser until `days` from now: the user, the
     * expiry and a fingerprint of the secret (a new enrolment or disabling ends every such token), signed
     * with the cookie secrets shared by every process.
     */
    async rememberToken(row: UserRow, now: Date, days: number): Promise<string> {
      const exp = Math.floor(now.getTime() / 1000) + days * 86_400;
      const payload = Buffer.from(`${row.id}.${exp}.${fingerprint(row)}`).toString('base64url');
      return `${payload}.${await sign(payload)}`;
    },

    /** Whether a remember token is valid for this user now. */
    async remembered(token: string | undefined, row: UserRow, now: Date): Promise<boolean> {
      if (!token || token.length > 400 || !row.twoFactorEnabled) return false;
      const [payload, signature] = token.split('.');
      if (!payload || !signature) return false;
      let valid = false;
      for (const secret of await deps.keys.cookieSecrets()) {
        const expected = Buffer.from(await sign(payload, secret));
        const given = Buffer.from(signature);
        if (expected.length === given.length && timingSafeEqual(expected, given)) valid = true;
      }
      if (!valid) return false;
      const [userId, exp, print] = Buffer.from(payload, 'base64url').toString().split('.');
      return userId === row.id && Number(exp) * 1000 > now.getTime() && print === fingerprint(row);
    },

    async status(ctx: Scope): Promise<TwoFactorStatusDto> {
      const id = signedIn(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = findOr404(
          await tx
            .select()
            .from(users)
            .where(and(liveUsers(ctx.tenantId), eq(users.id, id))),
        );
        const [left] = await tx
          .select({ n: count() })
          .from(recoveryCodes)
          .where(and(eq(recoveryCodes.userId, id), isNull(recoveryCodes.usedAt)));
        return {
          enabled: row.twoFactorEnabled,
          required: await isRequired(ctx.tenantId, id, tx),
          recoveryCodesLeft: row.twoFactorEnabled ? (left?.n ?? 0) : 0,
        };
      });
    },

    async setup(ctx: Scope): Promise<TwoFactorSetupDto> {
      const id = signedIn(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await lockedUser(tx, ctx.tenantId, id);
        if (row.twoFactorEnabled) throw new AppError('Account:TwoFactorAlreadyEnabled');
        return setupFor(tx, row);
      });
    },

    async enable(ctx: Scope, input: EnableTwoFactorInput): Promise<RecoveryCodesDto> {
      const id = signedIn(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await lockedUser(tx, ctx.tenantId, id);
        if (row.twoFactorEnabled) throw new AppError('Account:TwoFactorAlreadyEnabled');
        if (!row.twoFactorPendingSecret) throw new AppError('Account:TwoFactorNotSetUp');
        const codes = await confirmPending(tx, row, input.code, ctx.now());
        if (!codes) throw new AppError('Account:InvalidTwoFactorCode');
        await deps.securityLog.record(ctx, { action: SecurityLogAction.TwoFactorEnabled }, tx);
        return { recoveryCodes: codes };
      });
    },

    /** With the password and a code (or a recovery code); refused while the user must use a second factor. */
    async disable(ctx: Scope, input: DisableTwoFactorInput): Promise<void> {
      const id = signedIn(ctx);
      await db.transaction(ctx, async (tx) => {
        const row = await lockedUser(tx, ctx.tenantId, id);
        if (!row.twoFactorEnabled) throw new AppError('Account:TwoFactorNotEnabled');
        if (await isRequired(ctx.tenantId, id, tx)) throw new AppError('Account:TwoFactorRequired');
        if (!(await verify(row.passwordHash, input.password)))
          throw new AppError('Account:WrongCurrentPassword');
        if (!(await useCode(tx, row, input.code, ctx.now())))
          throw new AppError('Account:InvalidTwoFactorCode');
        await tx
          .update(users)
          .set({
            twoFactorEnabled: false,
            twoFactorSecret: null,
            twoFactorPendingSecret: null,
            twoFactorLastStep: null,
          })
          .where(eq(users.id, id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
        await deps.securityLog.record(ctx, { action: SecurityLogAction.TwoFactorDisabled }, tx);
      });
    },

    async renewRecoveryCodes(ctx: Scope, input: EnableTwoFactorInput): Promise<RecoveryCodesDto> {
      const id = signedIn(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await lockedUser(tx, ctx.tenantId, id);
        if (!row.twoFactorEnabled) throw new AppError('Account:TwoFactorNotEnabled');
        if (!isTotpCode(input.code) || !(await useCode(tx, row, input.code, ctx.now())))
          throw new AppError('Account:InvalidTwoFactorCode');
        const codes = await renewCodes(tx, ctx.tenantId, id);
        await deps.securityLog.record(ctx, { action: SecurityLogAction.RecoveryCodesRenewed }, tx);
        return { recoveryCodes: codes };
      });
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
