import { expect } from 'vitest';
import { type SmtpServerOptions, startSmtpServer, type TestSmtpServer } from '../smtp.ts';
import type { TestApp } from '../test-app.ts';

export interface TenantSmtpOptions {
  /** The sender the tenant's mails name (defaults: "HR", hr@example.test). */
  fromName?: string;
  fromAddress?: string;
  /** Signs in with this user name and password; anonymous when the name is empty. */
  userName?: string;
  password?: string;
}

/**
 * Points the token's tenant's e-mail settings (through the settings screen's API, as an admin would) at a
 * loopback SMTP server's port, or at no server with `null`.
 */
export async function useTenantSmtp(
  t: TestApp,
  token: string,
  port: number | null,
  { fromName = 'HR', fromAddress = 'hr@example.test', userName = '', password = '' }: TenantSmtpOptions = {},
): Promise<void> {
  const r = await t.call(token, 'POST', '/api/setting-management/emailing', {
    defaultFromDisplayName: fromName,
    defaultFromAddress: fromAddress,
    smtpHost: port === null ? '' : '127.0.0.1',
    smtpPort: port ?? 25,
    smtpEnableSsl: false,
    smtpUseDefaultCredentials: userName === '',
    smtpDomain: '',
    smtpUserName: userName,
    smtpPassword: password,
  });
  expect(r.statusCode, r.body).toBe(204);
}

/** A new loopback SMTP server, named in the token's tenant's e-mail settings. The caller closes it. */
export async function startTenantSmtp(
  t: TestApp,
  token: string,
  options: SmtpServerOptions & TenantSmtpOptions = {},
): Promise<TestSmtpServer> {
  const server = await startSmtpServer(options);
  await useTenantSmtp(t, token, server.port, { userName: options.auth?.user ?? '', ...options });
  return server;
}
