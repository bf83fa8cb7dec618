import { z } from 'zod';
import { type LanguageCode, languages } from '../platform/localization.ts';
import { concurrencyStamp } from '../platform/paging.contract.ts';
import { trimmedText } from '../platform/text.ts';
import { password, personalFields, userName } from './identity.contract.ts';

/** The OpenID Connect endpoints of the embedded provider (same origin as the app). */
export const OidcPaths = {
  discovery: '/.well-known/openid-configuration',
  jwks: '/.well-known/jwks',
  authorize: '/connect/authorize',
  token: '/connect/token',
  userinfo: '/connect/userinfo',
  revocation: '/connect/revocat',
  endSession: '/connect/endsession',
} as const;

export const loginInput = z.object({
  userNameOrEmailAddress: trimmedText().min(1).max(256),
  password: z.string().min(1).max(128),
  rememberMe: z.boolean().default(false),
  /** The second factor, when the first answer asked for it: a TOTP code or a recovery code. */
  twoFactorCode: trimmedText().min(6).max(32).optional(),
  /** Remember this browser for the tenant's number of days (a signed httpOnly cookie). */
  rememberBrowser: z.boolean().default(false),
});
export type LoginInput = z.infer<typeof loginInput>;

/**
 * Where the browser goes next to finish the authorization request; or, without `redirectTo`, what the
 * sign-in still needs: a second factor's code (`twoFactor: 'code'`), or, for a user who must use one and
 * has none yet, an enrolment (`'enrol'`: the secret to add to an authenticator, confirmed by its first code).
 * An enrolment at sign-in answers the new recovery codes with the `redirectTo`, to be shown once.
 */
export const loginResult = z.object({
  redirectTo: z.string().optional(),
  twoFactor: z.enum(['code', 'enrol']).optional(),
  enrolment: z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() }).optional(),
  recoveryCodes: z.array(z.string()).optional(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const registerInput = z.object({
  userName,
  emailAddress: z.email().max(256),
  password,
  appName: z.string().max(64).optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const sendPasswordResetCodeInput = z.object({
  email: z.email().max(256),
  appName: z.string().max(64).optional(),
  /** Ignored unless it is a path of this application; the mailed link always points at this origin. */
  returnUrl: z.string().max(1000).optional(),
});
export type SendPasswordResetCodeInput = z.infer<typeof sendPasswordResetCodeInput>;

export const resetPasswordInput = z.object({
  userId: z.uuid(),
  resetToken: z.string().min(1).max(200),
  password,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/**
 * The language a user reads the app and their mail in (My account), one the product ships; anything else
 * is a 400 naming the choices.
 */
export const userLanguage = z.enum(languages.map((l) => l.cultureName) as [LanguageCode, ...LanguageCode[]], {
  error: 'Account:UnsupportedLanguage',
});

export const profileDto = z.object({
  userName: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** The user's own language; null: they follow the tenant's default language. */
  language: userLanguage.nullable(),
  concurrencyStamp: z.string(),
});
export type ProfileDto = z.infer<typeof profileDto>;

export const updateProfileInput = z.object({
  ...personalFields,
  /** The user's language; null: follow the tenant's default language; absent: unchanged. */
  language: userLanguage.nullable().optional(),
  concurrencyStamp,
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** Sign-in limits: lockout after this many failed attempts, for this long. */
export const lockoutPolicy = { maxFailedAttempts: 5, durationMinutes: 5 } as const;
/** A password reset link is valid this long, once. */
export const passwordResetLifetimeMinutes = 60;
