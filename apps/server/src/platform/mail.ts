import { SettingNames } from '@hr/contracts';
import nodemailer from 'nodemailer';
import type { SettingService } from './settings.service.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Overrides the default sender of the settings. */
  from?: string;
}

/**
 * Sends e-mail through SMTP with the tenant's e-mail settings (the host's, then the defaults, where the
 * tenant has none). A transport is built per message: settings may change between two messages.
 */
export function createMailService(settings: SettingService) {
  return {
    async send(scope: { tenantId: string | null }, message: MailMessage): Promise<void> {
      const v = await settings.values({ tenantId: scope.tenantId, userId: null });
      const useDefaultCredentials = v[SettingNames.Mailing.Smtp.UseDefaultCredentials] === 'true';
      const userName = v[SettingNames.Mailing.Smtp.UserName] ?? '';
      const transport = nodemailer.createTransport({
        host: v[SettingNames.Mailing.Smtp.Host],
        port: Number(v[SettingNames.Mailing.Smtp.Port]),
        secure: v[SettingNames.Mailing.Smtp.EnableSsl] === 'true',
        auth:
          useDefaultCredentials || !userName
            ? undefined
            : { user: userName, pass: v[SettingNames.Mailing.Smtp.Password] ?? '' },
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
      try {
        await transport.sendMail({
          from: message.from ?? {
            name: v[SettingNames.Mailing.DefaultFromDisplayName] ?? '',
            address: v[SettingNames.Mailing.DefaultFromAddress] ?? '',
          },
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } finally {
        transport.close();
      }
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
