import { createHash, randomBytes } from 'node:crypto';
import {
  type ChangePasswordInput,
  formatText,
  type LanguageCode,
  type ProfileDto,
  passwordResetLifetimeMinutes,
  type RegisterInput,
  type ResetPasswordInput,
  SecurityLogAction,
  type SendPasswordResetCodeInput,
  SettingNames,
  type UpdateProfileInput,
  type UserDto,
} from '@hr/contracts';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { columnsOf, newStamp, normalized } from '../../platform/db/columns.ts';
import { findOr404, modified, updateStamped } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { AppError, concurrencyConflict } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail.ts';
import type { SettingService } from '../../platform/settings.service.ts';
import { passwordResets, users } from './identity.tables.ts';
import { endSessionsOf } from './oidc/oidc-adapter.ts';
import type { SecurityLog } from './security-log.service.ts';
import type { UserCommands } from './user.commands.ts';
import { assertUniqueUser, liveUsers, personalColumns } from './user.rows.ts';

type Scope = Pick<RequestContext, 'tenantId' | 'userId' | 'language' | 'now' | 'grantId'> &
  Partial<Pick<RequestContext, 'userName' | 'origin'>>;
type UserRow = typeof users.$inferSelect;

/** Where a failure of work done after the response is reported (the request's logger). */
export interface BackgroundLog {
  error(details: object, message: string): void;
}

export interface AccountServiceDeps {
  users: Pick<UserCommands, 'create'>;
  /** The names of the roles a self-registered user of the tenant receives. */
  roles: { defaultRoleNames(ctx: Pick<RequestContext, 'tenantId'>): Promise<string[]> };
  /** The settings; the user's own language (My account) is a user-level setting. */
  settings: Pick<SettingService, 'values' | 'ownLanguage' | 'setOwnLanguage'>;
  mail: Pick<MailService, 'send'>;
  /** The origin of the web app, for the links in e-mails. */
  publicUrl: string;
  securityLog: Pick<SecurityLog, 'record'>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const resetsOf = (tenantId: string | null) =>
  tenantId ? eq(passwordResets.tenantId, tenantId) : isNull(passwordResets.tenantId);

const invalidResetToken = () => new AppError('Account:InvalidResetToken');

const toProfile = (row: UserRow, language: ProfileDto['language']): ProfileDto => ({
  ...columnsOf(row, 'userName', 'email', 'name', 'surname', 'phoneNumber', 'concurrencyStamp'),
  language,
});

/** The reset mail in the languages the product ships; {link}, {name} and {minutes} are filled in. */
const resetMail: Record<LanguageCode, { subject: string; greeting: string; body: string; ignore: string }> = {
  en: {
    subject: 'Reset your password',
    greeting: 'Hello {name},',
    body: 'We received a request to reset the password of your account {userName}. Open the link below within {minutes} minutes to choose a new password. The link works only once.',
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    greeting: 'مرحبًا {name}،',
    body: 'تلقينا طلبًا لإعادة تعيين كلمة مرور حسابك {userName}. افتح الرابط أدناه خلال {minutes} دقيقة لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة فقط.',
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function resetMessage(language: LanguageCode, user: UserRow, link: string) {
  const texts = resetMail[language];
  const params = {
    name: user.name ?? user.userName,
    userName: user.userName,
    minutes: passwordResetLifetimeMinutes,
  };
  const greeting = formatText(texts.greeting, params);
  const body = formatText(texts.body, params);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return {
    to: user.email,
    subject: texts.subject,
    text: `${greeting}\n\n${body}\n\n${link}\n\n${texts.ignore}\n`,
    html: [
      `<div dir="${dir}" lang="${language}" style="font-family:sans-serif;line-height:1.5">`,
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.subject)}</a></p>`,
      `<p dir="ltr" style="font-size:12px;color:#666;word-break:break-all">${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(texts.ignore)}</p>`,
      '</div>',
    ].join(''),
  };
}

/** A path of this application ("/hr/employees"), never another origin ("//evil", "https://..."). */
const isLocalPath = (url: string | undefined): url is string =>
  !!url && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

/**
 * The account pages' rules: self-registration, password recovery by mail, and the signed-in user's own
 * profile and password. Users are created through the user service; the rest reads and writes the identity
 * tables of this module directly, with the same tenant filters and transactions.
 */
export function createAccountService(db: Database, deps: AccountServiceDeps) {
  const pending = new Set<Promise<void>>();

  function signedIn(ctx: Scope): string {
    if (!ctx.userId) throw new AppError('Platform:Unauthorized');
    return ctx.userId;
  }

  async function currentUser(tx: Tx, ctx: Scope): Promise<UserRow> {
    return findOr404(
      await tx
        .select()
        .from(users)
        .where(and(liveUsers(ctx.tenantId), eq(users.id, signedIn(ctx)))),
    );
  }

  /** Stores a new token's hash and mails the link; nothing at all for an unknown or inactive address. */
  async function sendResetLink(ctx: Scope, input: SendPasswordResetCodeInput): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const user = await db.transaction(ctx, async (tx) => {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(liveUsers(ctx.tenantId), eq(users.normalizedEmail, normalized(input.email))));
      if (!row?.isActive) return undefined;
      await tx.insert(passwordResets).values({
        tenantId: ctx.tenantId,
        userId: row.id,
        tokenHash: sha256(token),
        expiresAt: new Date(ctx.now().getTime() + passwordResetLifetimeMinutes * 60_000),
      });
      return row;
    });
    if (!user) return;
    const link = new URL('/account/reset-password', `${deps.publicUrl}/`);
    link.searchParams.set('userId', user.id);
    link.searchParams.set('resetToken', token);
    if (ctx.tenantId) link.searchParams.set('__tenant', ctx.tenantId);
    if (isLocalPath(input.returnUrl)) link.searchParams.set('returnUrl', input.returnUrl);
    await deps.mail.send({ tenantId: ctx.tenantId }, resetMessage(ctx.language, user, link.toString()));
  }

  return {
    /** Self-registration, when the tenant's settings allow it: an active user with the default roles. */
    async register(ctx: Scope, input: RegisterInput): Promise<UserDto> {
      const values = await deps.settings.values({ tenantId: ctx.tenantId, userId: null });
      const enabled = values[SettingNames.IsSelfRegistrationEnabled]?.toLowerCase() === 'true';
      const localLogin = values[SettingNames.EnableLocalLogin]?.toLowerCase() !== 'false';
      if (!enabled || !localLogin) throw new AppError('Account:SelfRegistrationDisabled');
      const roleNames = await deps.roles.defaultRoleNames(ctx);
      return deps.users.create(
        { tenantId: ctx.tenantId, userId: null, now: ctx.now },
        {
          userName: input.userName,
          email: input.emailAddress,
          password: input.password,
          name: null,
          surname: null,
          phoneNumber: null,
          isActive: true,
          lockoutEnabled: true,
          roleNames,
        },
      );
    },

    /**
     * Starts sending a reset link and returns at once, so the answer (always the same) takes as long whether
     * or not the address belongs to someone. Failures go to the log; the caller is never told.
     */
    requestPasswordReset(ctx: Scope, input: SendPasswordResetCodeInput, log: BackgroundLog): void {
      const scope: Scope = { tenantId: ctx.tenantId, userId: null, language: ctx.language, now: ctx.now };
      const task: Promise<void> = sendResetLink(scope, input)
        .catch((err: unknown) => log.error({ err }, 'password reset link not sent'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },

    /** Waits for the reset mails still being sent (on shutdown). */
    async drain(): Promise<void> {
      await Promise.allSettled([...pending]);
    },

    /** Sets a new password with a mailed token: valid, unexpired, unused, this user's, this tenant's. */
    async resetPassword(ctx: Scope, input: ResetPasswordInput): Promise<void> {
      // Hashed before the token is looked at: a wrong token costs the same time as a right one.
      const passwordHash = await hash(input.password);
      await db.transaction(ctx, async (tx) => {
        const now = ctx.now();
        /** Marks the user's unused reset tokens (those `only` keeps) used. */
        const useResets = (...only: SQL[]) =>
          tx
            .update(passwordResets)
            .set({ usedAt: now })
            .where(
              and(
                resetsOf(ctx.tenantId),
                eq(passwordResets.userId, input.userId),
                ...only,
                isNull(passwordResets.usedAt),
              ),
            )
            .returning({ id: passwordResets.id });
        // Claimed with a conditional update, so two uses of one token cannot both succeed.
        const claimed = await useResets(
          eq(passwordResets.tokenHash, sha256(input.resetToken)),
          gt(passwordResets.expiresAt, now),
        );
        if (!claimed.length) throw invalidResetToken();
        const updated = await tx
          .update(users)
          .set({
            passwordHash,
            securityStamp: newStamp(),
            accessFailedCount: 0,
            lockoutEnd: null,
            // Changed by the user themself, who is not signed in.
            ...modified({ userId: input.userId, now: ctx.now }),
          })
          .where(and(liveUsers(ctx.tenantId), eq(users.id, input.userId), eq(users.isActive, true)))
          .returning({ id: users.id, userName: users.userName });
        // Throwing rolls the claim back too: the token of a since deactivated user stays unusable anyway.
        if (!updated.length) throw invalidResetToken();
        await endSessionsOf(tx, input.userId);
        await deps.securityLog.record(
          ctx,
          { action: SecurityLogAction.PasswordReset, userId: input.userId, userName: updated[0]!.userName },
          tx,
        );
        // Any other link sent earlier dies with this one.
        await useResets();
      });
    },

    async getProfile(ctx: Scope): Promise<ProfileDto> {
      signedIn(ctx);
      return db.transaction(ctx, async (tx) =>
        toProfile(await currentUser(tx, ctx), await deps.settings.ownLanguage(ctx)),
      );
    },

    async updateProfile(ctx: Scope, input: UpdateProfileInput): Promise<ProfileDto> {
      const id = signedIn(ctx);
      return db.transaction(ctx, async (tx) => {
        await currentUser(tx, ctx);
        await assertUniqueUser(tx, ctx.tenantId, input.userName, input.email, id);
        await updateStamped(tx, users, {
          where: and(liveUsers(ctx.tenantId), eq(users.id, id)),
          stamp: input.concurrencyStamp,
          set: personalColumns(input),
          ctx,
        });
        // The language is a user-level setting, saved in the same transaction (absent: unchanged).
        if (input.language !== undefined) await deps.settings.setOwnLanguage(ctx, input.language);
        return toProfile(await currentUser(tx, ctx), await deps.settings.ownLanguage(ctx));
      });
    },

    /** Changes the user's own password after checking the current one. */
    async changePassword(ctx: Scope, input: ChangePasswordInput): Promise<void> {
      const id = signedIn(ctx);
      const current = await db.transaction(ctx, (tx) => currentUser(tx, ctx));
      if (!(await verify(current.passwordHash, input.currentPassword)))
        throw new AppError('Account:WrongCurrentPassword');
      const passwordHash = await hash(input.newPassword);
      await db.transaction(ctx, async (tx) => {
        const now = ctx.now();
        const updated = await tx
          .update(users)
          .set({ passwordHash, securityStamp: newStamp(), ...modified(ctx) })
          // Unchanged since it was verified: a password changed meanwhile elsewhere is not overwritten.
          .where(and(liveUsers(ctx.tenantId), eq(users.id, id), eq(users.passwordHash, current.passwordHash)))
          .returning({ id: users.id });
        if (!updated.length) throw concurrencyConflict();
        // Every other session ends; the one the current password was proven from goes on.
        await endSessionsOf(tx, id, ctx.grantId);
        await deps.securityLog.record(ctx, { action: SecurityLogAction.PasswordChanged }, tx);
        // Reset links asked for before the change are no longer needed.
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(resetsOf(ctx.tenantId), eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
      });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
