import {
  type EmailSettingsDto,
  type SendTestEmailInput,
  SettingNames,
  type UpdateEmailSettingsInput,
} from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { FeatureService } from '../../platform/features.service.ts';
import { type MailService, smtpSettingsFrom } from '../../platform/mail.ts';
import type { SettingService } from '../../platform/settings.service.ts';

const M = SettingNames.Mailing;
type Scope = Pick<RequestContext, 'tenantId'>;

/**
 * The e-mail settings page: the host edits the global values, a tenant its own (falling back to the
 * host's). Tenants may change them only while the feature SettingManagement.AllowChangingEmailSettings
 * is on (the permission itself already needs SettingManagement.Enable).
 */
export function createEmailingService(deps: {
  settings: SettingService;
  features: FeatureService;
  mail: MailService;
}) {
  async function assertAllowed(ctx: Scope): Promise<void> {
    if (!ctx.tenantId) return;
    const features = await deps.features.values(ctx.tenantId);
    if (features['SettingManagement.AllowChangingEmailSettings'] === 'false')
      throw new AppError('Platform:FeatureDisabled');
  }

  return {
    async get(ctx: Scope): Promise<EmailSettingsDto> {
      await assertAllowed(ctx);
      const resolved = await deps.settings.resolve({ tenantId: ctx.tenantId, userId: null });
      const value = (name: string) => resolved[name]?.value ?? '';
      const smtp = smtpSettingsFrom(resolved);
      return {
        defaultFromDisplayName: value(M.DefaultFromDisplayName),
        defaultFromAddress: value(M.DefaultFromAddress),
        smtpHost: value(M.Smtp.Host),
        smtpPort: smtp.port,
        smtpEnableSsl: smtp.enableSsl,
        smtpUseDefaultCredentials: smtp.useDefaultCredentials,
        smtpDomain: value(M.Smtp.Domain),
        smtpUserName: value(M.Smtp.UserName),
        smtpPassword: null,
        hasSmtpPassword: smtp.password !== '',
      };
    },

    /**
     * Saves the given fields at the caller's level: an absent optional field keeps its value, null
     * clears it; an empty or absent password keeps the stored one.
     */
    async update(ctx: Scope, input: UpdateEmailSettingsInput): Promise<void> {
      await assertAllowed(ctx);
      const changes: Record<string, string> = {
        [M.DefaultFromDisplayName]: input.defaultFromDisplayName,
        [M.DefaultFromAddress]: input.defaultFromAddress,
        [M.Smtp.Port]: String(input.smtpPort),
      };
      const text = (name: string, v: string | null | undefined) => {
        if (v !== undefined) changes[name] = v ?? '';
      };
      const flag = (name: string, v: boolean | null | undefined) => {
        if (v !== undefined) changes[name] = String(v ?? false);
      };
      text(M.Smtp.Host, input.smtpHost);
      text(M.Smtp.Domain, input.smtpDomain);
      text(M.Smtp.UserName, input.smtpUserName);
      flag(M.Smtp.EnableSsl, input.smtpEnableSsl);
      flag(M.Smtp.UseDefaultCredentials, input.smtpUseDefaultCredentials);
      if (input.smtpPassword) changes[M.Smtp.Password] = input.smtpPassword;
      await deps.settings.saveForCurrentTenant(ctx, changes);
    },

    /** Sends with the caller's settings; an SMTP failure is a 422 Emailing:* error. */
    async sendTestEmail(ctx: Scope, input: SendTestEmailInput): Promise<void> {
      await assertAllowed(ctx);
      await deps.mail.send(
        { tenantId: ctx.tenantId },
        {
          from: input.senderEmailAddress,
          to: input.targetEmailAddress,
          subject: input.subject,
          text: input.body ?? '',
        },
      );
    },
  };
}
export type EmailingService = ReturnType<typeof createEmailingService>;
