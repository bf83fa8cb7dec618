import { z } from 'zod';
import { dateTime } from '../platform/dates.ts';
import { access, endpoint, excelFile } from '../platform/endpoint.ts';
import { defineEnum, enumFilter } from '../platform/enum.ts';
import { optionalIdFilter, pagedRequest, pagedResult } from '../platform/paging.contract.ts';
import { definePermissions } from '../platform/permissions.ts';
import { resourceCalls } from '../platform/resource.ts';
import { trimmedText } from '../platform/text.ts';
import { IdentityPermissions } from './identity.permissions.ts';

/** Group AuditLogging: the security log of the tenant (or the host's own). */
export const { names: AuditLoggingPermissions, definitions: auditLoggingPermissions } = definePermissions({
  SecurityLogs: { name: 'AuditLogging.SecurityLogs', en: 'Security log', ar: 'سجل الأمان' },
});

/** What a security log entry records (issue 40): sign-ins, credentials, second factor, sessions, grants. */
export const SecurityLogActions = defineEnum('SecurityLogAction', {
  LoginSucceeded: { value: 0, en: 'Signed in', ar: 'تسجيل دخول', color: 'green' },
  LoginFailed: { value: 1, en: 'Sign-in failed', ar: 'فشل تسجيل الدخول', color: 'red' },
  LockedOut: { value: 2, en: 'Locked out', ar: 'قفل الحساب', color: 'red' },
  PasswordChanged: { value: 3, en: 'Password changed', ar: 'تغيير كلمة المرور', color: 'blue' },
  PasswordReset: { value: 4, en: 'Password reset', ar: 'إعادة تعيين كلمة المرور', color: 'blue' },
  PasswordSet: {
    value: 5,
    en: 'Password set by an administrator',
    ar: 'تعيين كلمة المرور من المسؤول',
    color: 'blue',
  },
  Unlocked: { value: 6, en: 'Unlocked', ar: 'فك القفل', color: 'blue' },
  TwoFactorEnabled: { value: 7, en: 'Two-factor enabled', ar: 'تفعيل التحقق بخطوتين', color: 'green' },
  TwoFactorDisabled: { value: 8, en: 'Two-factor disabled', ar: 'تعطيل التحقق بخطوتين', color: 'orange' },
  TwoFactorUsed: { value: 9, en: 'Two-factor code used', ar: 'استخدام رمز التحقق', color: 'green' },
  RecoveryCodeUsed: { value: 10, en: 'Recovery code used', ar: 'استخدام رمز استرداد', color: 'orange' },
  TwoFactorFailed: { value: 11, en: 'Two-factor code refused', ar: 'رفض رمز التحقق', color: 'red' },
  RecoveryCodesRenewed: {
    value: 12,
    en: 'Recovery codes renewed',
    ar: 'تجديد رموز الاسترداد',
    color: 'blue',
  },
  TokenRevoked: { value: 13, en: 'Token revoked', ar: 'إلغاء رمز الوصول', color: 'orange' },
  SessionEnded: { value: 14, en: 'Session ended', ar: 'إنهاء جلسة', color: 'orange' },
  SignedOut: { value: 15, en: 'Signed out', ar: 'تسجيل خروج', color: 'default' },
  PermissionsChanged: { value: 16, en: 'Permissions changed', ar: 'تغيير الصلاحيات', color: 'purple' },
  UserRolesChanged: { value: 17, en: 'User roles changed', ar: 'تغيير أدوار المستخدم', color: 'purple' },
  RoleCreated: { value: 18, en: 'Role created', ar: 'إنشاء دور', color: 'purple' },
  RoleUpdated: { value: 19, en: 'Role changed', ar: 'تعديل دور', color: 'purple' },
  RoleDeleted: { value: 20, en: 'Role deleted', ar: 'حذف دور', color: 'purple' },
  FeaturesChanged: { value: 21, en: 'Features changed', ar: 'تغيير الميزات', color: 'purple' },
  Impersonated: { value: 22, en: 'Impersonation', ar: 'انتحال الهوية', color: 'magenta' },
});
export const SecurityLogAction = SecurityLogActions.values;
export type SecurityLogAction = number;

export const securityLogDto = z.object({
  id: z.uuid(),
  tenantId: z.uuid().nullable(),
  /** Who acted (null: nobody signed in, e.g. a failed sign-in of an unknown name). */
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  /** The user the event is about when it is not the actor (an administrator ending someone's sessions). */
  targetUserId: z.uuid().nullable(),
  targetName: z.string().nullable(),
  action: SecurityLogActions.dto,
  /** Why (a failed sign-in's reason), or what (the changed permissions, the role), in plain words. */
  reason: z.string().nullable(),
  details: z.string().nullable(),
  clientId: z.string().nullable(),
  clientIpAddress: z.string().nullable(),
  browserInfo: z.string().nullable(),
  requestId: z.string().nullable(),
  creationTime: z.string(),
});
export type SecurityLogDto = z.infer<typeof securityLogDto>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Newest first; every filter optional. */
export const getSecurityLogsInput = pagedRequest.extend({
  userName: z.preprocess(blankToUndefined, trimmedText().max(256).optional()),
  userId: optionalIdFilter,
  action: enumFilter(SecurityLogActions),
  clientIpAddress: z.preprocess(blankToUndefined, trimmedText().max(64).optional()),
  requestId: z.preprocess(blankToUndefined, trimmedText().max(64).optional()),
  startTime: z.preprocess(blankToUndefined, dateTime.optional()),
  endTime: z.preprocess(blankToUndefined, dateTime.optional()),
});
export type GetSecurityLogsInput = z.infer<typeof getSecurityLogsInput>;
export const exportSecurityLogsInput = getSecurityLogsInput.omit({ skipCount: true, maxResultCount: true });

/** My security log: the caller's own events (as actor or as the one they concern). */
export const getMySecurityLogsInput = getSecurityLogsInput.omit({ userName: true, userId: true });

// ---- Two-factor sign-in (TOTP, RFC 6238) ----

/** A six-digit code of an authenticator app, or a recovery code (xxxxx-xxxxx). */
export const twoFactorCode = trimmedText().min(6).max(32);

export const twoFactorPolicy = {
  /** Recovery codes given at enrolment, each usable once. */
  recoveryCodes: 10,
  /** Failed codes in a row that lock the user like failed passwords (lockoutPolicy's duration). */
  maxFailedCodes: 5,
} as const;

export const twoFactorStatusDto = z.object({
  enabled: z.boolean(),
  /** Whether the tenant or one of the user's roles requires a second factor. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatusDto = z.infer<typeof twoFactorStatusDto>;

/** A new secret to enrol: the QR code (PNG data URL) of the otpauth URI, and the secret as text. */
export const twoFactorSetupDto = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
});
export type TwoFactorSetupDto = z.infer<typeof twoFactorSetupDto>;

export const enableTwoFactorInput = z.object({ code: twoFactorCode });
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorInput>;

/** The recovery codes, shown once. */
export const recoveryCodesDto = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesDto = z.infer<typeof recoveryCodesDto>;

export const disableTwoFactorInput = z.object({
  password: z.string().min(1).max(128),
  code: twoFactorCode,
});
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorInput>;

// ---- Sessions ----

export const sessionDto = z.object({
  /** The grant's id: every token of the session belongs to it. */
  id: z.string(),
  clientId: z.string().nullable(),
  clientIpAddress: z.string().nullable(),
  browserInfo: z.string().nullable(),
  creationTime: z.string(),
  lastUseTime: z.string(),
  /** The session the request came from. */
  isCurrent: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionDto>;

const sessionParams = z.object({ id: z.string().min(1).max(200) });

// ---- The tenant's (or host's) settings of account security ----

export const accountSecuritySettingsDto = z.object({
  /** Every user of the tenant must sign in with a second factor. */
  twoFactorRequired: z.boolean(),
  /** How long a browser that passed the second factor is remembered (0: never). */
  rememberBrowserDays: z.number().int().min(0).max(365),
  /** Security log entries older than this are purged (the retention job). */
  securityLogRetentionDays: z.number().int().min(30).max(3650),
});
export type AccountSecuritySettingsDto = z.infer<typeof accountSecuritySettingsDto>;

const tag = 'AccountSecurity';
const identityCall = resourceCalls('/api/identity', tag);
const accountCall = resourceCalls('/api/account', tag);
const settingsCall = resourceCalls('/api/setting-management/account-security', tag);

export const securityLogEndpoints = {
  list: identityCall('GET', 'security-logs', AuditLoggingPermissions.SecurityLogs.Default, {
    query: getSecurityLogsInput,
    response: pagedResult(securityLogDto),
  }),
  exportExcel: identityCall(
    'GET',
    'security-logs/export-excel',
    AuditLoggingPermissions.SecurityLogs.Default,
    {
      query: exportSecurityLogsInput,
      response: excelFile,
    },
  ),
  mine: accountCall('GET', 'my-security-logs', access.authenticated, {
    query: getMySecurityLogsInput,
    response: pagedResult(securityLogDto),
  }),
  /** An administrator ends every session of a user (refresh tokens revoked, access tokens refused). */
  endUserSessions: identityCall('POST', 'users/:id/end-sessions', IdentityPermissions.Users.Update),
  getSettings: settingsCall('GET', '', IdentityPermissions.Roles.ManagePermissions, {
    response: accountSecuritySettingsDto,
  }),
  updateSettings: settingsCall('PUT', '', IdentityPermissions.Roles.ManagePermissions, {
    body: accountSecuritySettingsDto,
  }),
};

export const twoFactorEndpoints = {
  status: accountCall('GET', 'two-factor', access.authenticated, { response: twoFactorStatusDto }),
  /** A new secret, kept pending until a code of it confirms the enrolment. */
  setup: accountCall('POST', 'two-factor/setup', access.authenticated, { response: twoFactorSetupDto }),
  enable: accountCall('POST', 'two-factor/enable', access.authenticated, {
    body: enableTwoFactorInput,
    response: recoveryCodesDto,
  }),
  disable: accountCall('POST', 'two-factor/disable', access.authenticated, { body: disableTwoFactorInput }),
  renewRecoveryCodes: accountCall('POST', 'two-factor/recovery-codes', access.authenticated, {
    body: enableTwoFactorInput,
    response: recoveryCodesDto,
  }),
};

export const sessionEndpoints = {
  list: accountCall('GET', 'sessions', access.authenticated, { response: z.array(sessionDto) }),
  end: endpoint({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    params: sessionParams,
    access: access.authenticated,
    tag,
  }),
  /** Ends every session but the one of the request. */
  endOthers: accountCall('DELETE', 'sessions', access.authenticated),
};
