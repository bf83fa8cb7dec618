import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

const servers: TestSmtpServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function server(options?: Parameters<typeof startSmtpServer>[0]) {
  const s = await startSmtpServer(options);
  servers.push(s);
  return s;
}

describe('loopback SMTP server for tests', () => {
  it('receives and parses a multipart message with Arabic text', async () => {
    const smtp = await server();
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false });
    const pending = smtp.waitForMessage((m) => m.subject.startsWith('مرحبا'));
    await transport.sendMail({
      from: { name: 'الموارد البشرية', address: 'hr@acme.example' },
      to: 'Layla <layla@acme.example>, omar@acme.example',
      subject: 'مرحبا Layla 42',
      text: `سطر أول\nA long line ${'x'.repeat(200)}\nend`,
      html: '<p>مرحبا <b>Layla</b></p>',
    });
    transport.close();
    const mail = await pending;
    expect(mail.envelope).toEqual({
      from: 'hr@acme.example',
      to: ['layla@acme.example', 'omar@acme.example'],
    });
    expect(mail.from).toEqual({ name: 'الموارد البشرية', address: 'hr@acme.example' });
    expect(mail.to.map((a) => a.address)).toEqual(['layla@acme.example', 'omar@acme.example']);
    expect(mail.subject).toBe('مرحبا Layla 42');
    expect(mail.text).toBe(`سطر أول\nA long line ${'x'.repeat(200)}\nend`);
    expect(mail.html).toBe('<p>مرحبا <b>Layla</b></p>');
    expect(mail.authUser).toBeUndefined();
    expect(smtp.messages).toHaveLength(1);
  });

  it('checks AUTH credentials when asked to', async () => {
    const smtp = await server({ auth: { user: 'mailer', pass: 's3cret' } });
    const send = (pass: string) => {
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: smtp.port,
        auth: { user: 'mailer', pass },
      });
      return transport
        .sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'auth', text: 'x' })
        .finally(() => transport.close());
    };
    await expect(send('wrong')).rejects.toMatchObject({ code: 'EAUTH' });
    await send('s3cret');
    const mail = await smtp.waitForMessage();
    expect(mail.authUser).toBe('mailer');
    expect(mail.text).toBe('x');
  });

  it('gives up waiting after the timeout', async () => {
    const smtp = await server();
    await expect(smtp.waitForMessage(undefined, 50)).rejects.toThrow(/No matching mail/);
  });
});
