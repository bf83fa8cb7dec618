import { type LanguageCode, SettingNames } from '@hr/contracts';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { AppError } from './errors.ts';
import type { AppMetrics } from './metrics.ts';
import { isAtLeastAsSpecific, type ResolvedSetting, type SettingService } from './settings.service.ts';

export interface MailMessage {
  /** An address, or an address with the recipient's name. */
  to: string | { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  /** Files attached (a payslip's PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  /** Overrides the default sender of the settings. */
  from?: string | { name: string; address: string };
  /** The language the message is written in (its `Content-Language`): the recipient's (`languageOf`). */
  language?: LanguageCode;
}

/**
 * The headers of every message the product sends: all of it is written by the application, none by a
 * person, and none of it is a list. `Auto-Submitted: auto-generated` (RFC 3834 §5) tells mail servers and
 * vacation responders not to answer it; `X-Auto-Response-Suppress: All` asks the same of Exchange and
 * Outlook (out-of-office, delivery and read receipts). Deliberately absent: `Precedence: bulk` (RFC 3834
 * discourages it, and Gmail and Outlook read it as bulk, marketing mail) and `List-Unsubscribe` /
 * `List-Unsubscribe-Post` (RFC 2369 / RFC 8058 are for mailing lists and marketing; a payslip, a password
 * reset or a notification of one's own request is transactional mail one cannot unsubscribe from).
 */
export const automaticMailHeaders: Readonly<Record<string, string>> = {
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'All',
};

/** The SMTP options of a tenant (or the host): what `send` connects with. */
export interface SmtpSettings {
  host: string;
  port: number;
  enableSsl: boolean;
  useDefaultCredentials: boolean;
  domain: string;
  userName: string;
  password: string;
  defaultFrom: { name: string; address: string };
}

const S = SettingNames.Mailing.Smtp;

/**
 * The SMTP settings of a tenant, resolved default -> host -> tenant. The stored password is used only
 * when it was set at the same level as the server (host and port) or a more specific one: a tenant that
 * points mail at its own server never sends the host's password there.
 */
export function smtpSettingsFrom(resolved: Record<string, ResolvedSetting>): SmtpSettings {
  const value = (name: string) => resolved[name]?.value ?? '';
  const level = (name: string) => resolved[name]?.level ?? 'D';
  const serverLevel = isAtLeastAsSpecific(level(S.Host), level(S.Port)) ? level(S.Host) : level(S.Port);
  const port = Number(value(S.Port));
  return {
    host: value(S.Host).trim(),
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : 25,
    enableSsl: value(S.EnableSsl) === 'true',
    useDefaultCredentials: value(S.UseDefaultCredentials) === 'true',
    domain: value(S.Domain).trim(),
    userName: value(S.UserName).trim(),
    password: isAtLeastAsSpecific(level(S.Password), serverLevel) ? value(S.Password) : '',
    defaultFrom: {
      name: value(SettingNames.Mailing.DefaultFromDisplayName),
      address: value(SettingNames.Mailing.DefaultFromAddress),
    },
  };
}

/** Whether mail would authenticate, and so whether a stored password matters. */
export function usesCredentials(smtp: SmtpSettings): boolean {
  return !smtp.useDefaultCredentials && smtp.userName !== '';
}

/**
 * nodemailer options: "Enable SSL" means TLS is required, implicit on port 465 and STARTTLS on any other
 * port; without it the connection still upgrades with STARTTLS when the server offers it. Certificates
 * are always verified. There are no Windows default credentials here: "use default credentials" sends
 * mail without authenticating. A domain is sent the way Exchange expects it, as DOMAIN\user.
 */
export function transportOptions(smtp: SmtpSettings): SMTPTransport.Options {
  const implicitTls = smtp.enableSsl && smtp.port === 465;
  const user =
    smtp.domain && !/[\\@]/.test(smtp.userName) ? `${smtp.domain}\\${smtp.userName}` : smtp.userName;
  return {
    host: smtp.host,
    port: smtp.port,
    secure: implicitTls,
    requireTLS: smtp.enableSsl && !implicitTls,
    tls: { servername: smtp.host, minVersion: 'TLSv1.2' },
    auth: usesCredentials(smtp) ? { user, pass: smtp.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
  };
}

interface SmtpFailure extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/** A clear 422 for an SMTP failure, with the server's answer and never the password. */
export function mailError(error: unknown, smtp: SmtpSettings): AppError {
  const failure = (error instanceof Error ? error : new Error(String(error))) as SmtpFailure;
  const hide = (text: string) => {
    let out = text.replace(/\s+/g, ' ').trim();
    if (smtp.password) out = out.split(smtp.password).join('***');
    return out.length > 300 ? `${out.slice(0, 300)}…` : out;
  };
  const where = { host: smtp.host, port: smtp.port };
  const reason = hide(failure.response || failure.message || 'unknown error');
  const details = hide(failure.message || '');
  const make = (code: string, params: Record<string, unknown> = {}) => new AppError(code, params, details);
  if (failure.responseCode === 530) return make('Emailing:SmtpAuthenticationRequired');
  switch (failure.code) {
    case 'EAUTH':
      return make('Emailing:SmtpAuthenticationFailed');
    case 'ENOAUTH':
      return make('Emailing:SmtpAuthenticationRequired');
    case 'ETIMEDOUT':
      return make('Emailing:SmtpTimeout', where);
    case 'ETLS':
      return make('Emailing:SmtpTlsFailed', where);
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'EDNS':
      // A TLS handshake that fails on connect (implicit TLS, bad certificate) surfaces as a socket error.
      return /certificate|ssl|tls|wrong version/i.test(failure.message)
        ? make('Emailing:SmtpTlsFailed', where)
        : make('Emailing:SmtpConnectionFailed', where);
    case 'EENVELOPE':
    case 'EMESSAGE':
    case 'EPROTOCOL':
      return make('Emailing:SmtpRejected', { reason });
    default:
      return make('Emailing:SendFailed', { reason });
  }
}

/**
 * Sends e-mail through SMTP with the tenant's e-mail settings (the host's, then the defaults, where the
 * tenant has none). A transport is built per message: settings may change between two messages.
 * Failures are AppErrors (422) with Emailing:* codes.
 */
export function createMailService(settings: SettingService, metrics: Pick<AppMetrics, 'mail'>) {
  async function smtpSettings(scope: { tenantId: string | null }): Promise<SmtpSettings> {
    return smtpSettingsFrom(await settings.resolve({ tenantId: scope.tenantId, userId: null }));
  }
  /** Counts a mail not sent under its error's code. */
  const failed = (error: AppError) => {
    metrics.mail(error);
    return error;
  };

  return {
    smtpSettings,
    async send(scope: { tenantId: string | null }, message: MailMessage): Promise<void> {
      const smtp = await smtpSettings(scope);
      if (!smtp.host) throw failed(new AppError('Emailing:SmtpHostMissing'));
      const transport = nodemailer.createTransport(transportOptions(smtp));
      try {
        await transport.sendMail({
          from: message.from ?? smtp.defaultFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
          headers: {
            ...automaticMailHeaders,
            ...(message.language ? { 'Content-Language': message.language } : {}),
          },
        });
        metrics.mail();
      } catch (error) {
        throw failed(mailError(error, smtp));
      } finally {
        transport.close();
      }
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
