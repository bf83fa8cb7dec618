import { z } from 'zod';
import { trimmedText } from '../platform/text.ts';

/**
 * E-mail settings of the host (global) or of a tenant: GET and POST /api/setting-management/emailing
 * (document 1 §3, §5, §7). A tenant without values of its own sees the host's, then the defaults.
 *
 * The SMTP password is write-only: it is stored encrypted and never returned. The DTO carries
 * `smtpPassword: null` and `hasSmtpPassword` instead; on save an empty or absent `smtpPassword` keeps
 * the stored one and a value replaces it. (To stop authenticating, clear the user name or turn on
 * `smtpUseDefaultCredentials`.)
 */
export const emailSettingsDto = z.object({
  defaultFromDisplayName: z.string(),
  defaultFromAddress: z.string(),
  smtpHost: z.string(),
  smtpPort: z.number().int(),
  smtpEnableSsl: z.boolean(),
  smtpUseDefaultCredentials: z.boolean(),
  smtpDomain: z.string(),
  smtpUserName: z.string(),
  /** Never returned. */
  smtpPassword: z.null(),
  /** Whether a password is stored that mail sent from here would use. */
  hasSmtpPassword: z.boolean(),
});
export type EmailSettingsDto = z.infer<typeof emailSettingsDto>;

const optionalText = (max: number) => trimmedText().max(max).nullish();

export const smtpPortRange = { min: 1, max: 65535 } as const;

/** defaultFromDisplayName, defaultFromAddress and smtpPort are required; the rest is optional. */
export const updateEmailSettingsInput = z.object({
  defaultFromDisplayName: trimmedText().min(1).max(128),
  defaultFromAddress: z.email().max(256),
  smtpHost: optionalText(256),
  smtpPort: z.number().int().min(smtpPortRange.min).max(smtpPortRange.max),
  smtpEnableSsl: z.boolean().nullish(),
  smtpUseDefaultCredentials: z.boolean().nullish(),
  smtpDomain: optionalText(256),
  smtpUserName: optionalText(256),
  /** Empty or absent keeps the stored password; a value replaces it. Not trimmed. */
  smtpPassword: z.string().max(256).nullish(),
});
export type UpdateEmailSettingsInput = z.infer<typeof updateEmailSettingsInput>;

/** POST /api/setting-management/emailing/send-test-email */
export const sendTestEmailInput = z.object({
  senderEmailAddress: z.email().max(256),
  targetEmailAddress: z.email().max(256),
  subject: trimmedText().min(1).max(256),
  body: z.string().max(10_000).nullish(),
});
export type SendTestEmailInput = z.infer<typeof sendTestEmailInput>;
