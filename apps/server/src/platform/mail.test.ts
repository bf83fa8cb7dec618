import { SettingNames } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { mailError, type SmtpSettings, smtpSettingsFrom, transportOptions } from './mail.ts';
import type { ResolvedSetting, SettingLevel } from './settings.service.ts';

const S = SettingNames.Mailing.Smtp;

function resolved(values: Record<string, [string, SettingLevel]>): Record<string, ResolvedSetting> {
  return Object.fromEntries(Object.entries(values).map(([name, [value, level]]) => [name, { value, level }]));
}

const smtp: SmtpSettings = {
  host: 'smtp.example.com',
  port: 587,
  enableSsl: false,
  useDefaultCredentials: false,
  domain: '',
  userName: 'mailer',
  password: 'S3cret!',
  defaultFrom: { name: 'HR', address: 'hr@example.com' },
};

describe('SMTP settings', () => {
  it("use the host's password only for the host's server", () => {
    const hostServer = resolved({
      [S.Host]: ['smtp.host.example', 'G'],
      [S.Port]: ['587', 'G'],
      [S.Password]: ['host-pass', 'G'],
    });
    expect(smtpSettingsFrom(hostServer).password).toBe('host-pass');
    const ownServer = resolved({
      [S.Host]: ['mail.tenant.example', 'T'],
      [S.Port]: ['587', 'G'],
      [S.Password]: ['host-pass', 'G'],
    });
    expect(smtpSettingsFrom(ownServer).password).toBe('');
    const ownPort = resolved({
      [S.Host]: ['smtp.host.example', 'G'],
      [S.Port]: ['2525', 'T'],
      [S.Password]: ['host-pass', 'G'],
    });
    expect(smtpSettingsFrom(ownPort).password).toBe('');
    const ownPassword = resolved({
      [S.Host]: ['mail.tenant.example', 'T'],
      [S.Port]: ['587', 'D'],
      [S.Password]: ['tenant-pass', 'T'],
    });
    expect(smtpSettingsFrom(ownPassword).password).toBe('tenant-pass');
  });

  it('fall back to port 25 on a port that is not one', () => {
    expect(smtpSettingsFrom(resolved({ [S.Port]: ['abc', 'G'] })).port).toBe(25);
    expect(smtpSettingsFrom(resolved({ [S.Port]: ['70000', 'G'] })).port).toBe(25);
  });

  it('map SSL to implicit TLS on 465 and required STARTTLS elsewhere, verifying certificates', () => {
    expect(transportOptions({ ...smtp, enableSsl: true, port: 465 })).toMatchObject({
      secure: true,
      requireTLS: false,
    });
    expect(transportOptions({ ...smtp, enableSsl: true, port: 587 })).toMatchObject({
      secure: false,
      requireTLS: true,
    });
    const plain = transportOptions(smtp);
    expect(plain).toMatchObject({ secure: false, requireTLS: false });
    expect(plain.tls).not.toHaveProperty('rejectUnauthorized');
    expect(plain.connectionTimeout).toBeGreaterThan(0);
    expect(plain.socketTimeout).toBeGreaterThan(0);
  });

  it('authenticate only without default credentials and with a user name; a domain as DOMAIN\\user', () => {
    expect(transportOptions(smtp).auth).toEqual({ user: 'mailer', pass: 'S3cret!' });
    expect(transportOptions({ ...smtp, domain: 'CORP' }).auth).toEqual({
      user: 'CORP\\mailer',
      pass: 'S3cret!',
    });
    expect(transportOptions({ ...smtp, domain: 'CORP', userName: 'mailer@corp.example' }).auth?.user).toBe(
      'mailer@corp.example',
    );
    expect(transportOptions({ ...smtp, useDefaultCredentials: true }).auth).toBeUndefined();
    expect(transportOptions({ ...smtp, userName: '' }).auth).toBeUndefined();
  });
});

describe('SMTP failures', () => {
  const failure = (code: string, message: string, extra: Record<string, unknown> = {}) =>
    Object.assign(new Error(message), { code, ...extra });

  it('become 422 errors with a clear code', () => {
    const cases: [Error, string][] = [
      [failure('ETIMEDOUT', 'Greeting never received'), 'Emailing:SmtpTimeout'],
      [failure('ECONNECTION', 'connect ECONNREFUSED 127.0.0.1:1'), 'Emailing:SmtpConnectionFailed'],
      [failure('ESOCKET', 'self-signed certificate in certificate chain'), 'Emailing:SmtpTlsFailed'],
      [failure('ETLS', 'No STARTTLS'), 'Emailing:SmtpTlsFailed'],
      [failure('EAUTH', 'Invalid login: 535 Authentication failed'), 'Emailing:SmtpAuthenticationFailed'],
      [
        failure('EENVELOPE', 'Mail command failed', { responseCode: 530 }),
        'Emailing:SmtpAuthenticationRequired',
      ],
      [
        failure('EENVELOPE', 'Recipient refused', { response: '550 5.1.1 No such user' }),
        'Emailing:SmtpRejected',
      ],
      [new Error('something else'), 'Emailing:SendFailed'],
    ];
    for (const [error, code] of cases) {
      const mapped = mailError(error, smtp);
      expect(mapped.code, error.message).toBe(code);
      expect(mapped.status).toBe(422);
    }
    expect(mailError(failure('ETIMEDOUT', 'x'), smtp).params).toEqual({
      host: 'smtp.example.com',
      port: 587,
    });
    expect(mailError(failure('EENVELOPE', 'x', { response: '550 5.1.1 No such user' }), smtp).params).toEqual(
      {
        reason: '550 5.1.1 No such user',
      },
    );
  });

  it('never carry the password', () => {
    const mapped = mailError(
      failure('EPROTOCOL', 'Unexpected reply to AUTH PLAIN S3cret!', { response: 'bad S3cret!' }),
      smtp,
    );
    expect(JSON.stringify({ params: mapped.params, details: mapped.details })).not.toContain('S3cret!');
  });
});
