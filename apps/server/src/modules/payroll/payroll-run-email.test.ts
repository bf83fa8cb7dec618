import {
  accountEndpoints,
  type PayrollRunDto,
  payrollRunEndpoints as PR,
  type ProfileDto,
} from '@hr/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { translate } from '../../platform/errors.ts';
import { startJobs } from '../../platform/jobs.ts';
import { startTenantSmtp, useTenantSmtp } from '../../test/helpers/mail.ts';
import { uniqueCode } from '../../test/helpers/payroll.ts';
import { payrollRunFiles } from '../../test/helpers/payroll-run-files.ts';
import { normaliseText, pdfText } from '../../test/helpers/pdf.ts';
import type { SmtpServerOptions, TestSmtpServer } from '../../test/smtp.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { payrollJobs } from './payroll.jobs.ts';
import { payrollRunEmployees } from './payroll.tables.ts';
import {
  createPayrollRunEmailService,
  type PayrollRunEmailJob,
  RunEmailStatus,
} from './payroll-run-email.service.ts';

type Reply = { statusCode: number; body: string; json: <T>() => T };
const errorOf = (r: Reply) => r.json<{ error: { code: string; message: string } }>().error;

let t: TestApp;
let acme: string;
let files: Awaited<ReturnType<typeof payrollRunFiles>>;
const servers: TestSmtpServer[] = [];

/** The jobs the inline queue holds (see `sendInline`). */
let inline: PayrollRunEmailJob[] | undefined;

/**
 * POST email. With the inline queue, the job (and each sequel it queues) then runs here, and the answer is
 * the run as it stands after it: the request queues the job inside its transaction, so it runs once that
 * committed.
 */
async function emailRun(id: string, language = 'en'): Promise<Reply> {
  const r = await t.call(acme, 'POST', `/api/app/payroll-run/${id}/email`, undefined, {
    'accept-language': language,
  });
  if (r.statusCode !== 200 || !inline?.length) return r;
  for (let job = inline.shift(); job; job = inline.shift()) await t.services.payroll.runEmails.send(job);
  const after = await t.call(acme, PR.get, { params: { id } });
  return { statusCode: r.statusCode, body: after.body, json: <T>() => after.json<T>() };
}
const getRun = async (id: string) => {
  const r = await t.call(acme, PR.get, { params: { id } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PayrollRunDto>();
};
const surname = (s: string) => uniqueCode(s).replaceAll('_', '');

/** The tenant's SMTP settings pointed at a new loopback server (or at none). */
const acmeSender = { fromName: 'Acme HR', fromAddress: 'hr@acme.example' };
async function smtp(options: SmtpServerOptions = {}, password = '') {
  const server = await startTenantSmtp(t, acme, { ...options, ...acmeSender, password });
  servers.push(server);
  return server;
}
const useSmtp = (port: number | null, userName = '', password = '') =>
  useTenantSmtp(t, acme, port, { ...acmeSender, userName, password });

/** The e-mail outcome of each employee of the run, as stored. */
async function outcomes(runId: string) {
  const rows = await t.db.owner
    .select({
      employeeId: payrollRunEmployees.employeeId,
      status: payrollRunEmployees.emailStatus,
      error: payrollRunEmployees.emailError,
    })
    .from(payrollRunEmployees)
    .where(eq(payrollRunEmployees.runId, runId));
  return new Map(rows.map((r) => [r.employeeId, r]));
}

/** The job runs after the request, in `emailRun` (the queue is tested once, below). */
function sendInline() {
  const jobs: PayrollRunEmailJob[] = [];
  inline = jobs;
  t.services.payroll.runEmails.setDispatcher(async (job) => {
    jobs.push(job);
  });
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  files = await payrollRunFiles(t, acme);
  sendInline();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await t?.close();
});

describe('e-mailing a run’s payslips', () => {
  it('sends each employee their PDF through the queue, skips one without an address, counts the progress', async () => {
    await smtp();
    const server = servers.at(-1)!;
    // Huda's user reads Arabic, chosen on My account: her mail and her PDF are in Arabic.
    const huda = await t.userWith('acme', []);
    const profile = await t.call(huda.token, accountEndpoints.myProfile);
    const chosen = await t.call(huda.token, accountEndpoints.updateMyProfile, {
      body: { ...profile.json<ProfileDto>(), language: 'ar' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const people = [
      { name: 'Adam', surname: surname('Saleh'), baseSalary: '1000.00', workEmail: 'adam@acme.example' },
      {
        name: 'Huda',
        surname: surname('Nassar'),
        baseSalary: '2000.00',
        email: 'huda@home.example',
        userId: huda.id,
      },
      { name: 'Karim', surname: surname('Aziz'), baseSalary: '1500.00' },
    ];
    const run = await files.makeRun(people, { confirmed: true });
    const boss = await startJobs(t.db, t.app.log);
    try {
      await payrollJobs(t.services.payroll, boss);
      const r = await emailRun(run.runId);
      expect(r.statusCode, r.body).toBe(200);
      // Answered once queued: Karim, without an address, is skipped at once; the job sends the others.
      expect(r.json<PayrollRunDto>().email).toMatchObject({ total: 3, skipped: 1 });
      let dto = await getRun(run.runId);
      for (let i = 0; i < 120 && !dto.email?.finished; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        dto = await getRun(run.runId);
      }
      expect(dto.email).toEqual({ total: 3, sent: 2, failed: 0, skipped: 1, finished: true });
      const skipped = await t.call(
        acme,
        'GET',
        `/api/app/payroll-run/${run.runId}/email-failures`,
        undefined,
        {
          'accept-language': 'ar',
        },
      );
      expect(skipped.statusCode, skipped.body).toBe(200);
      expect(skipped.json<{ items: Array<{ code: string; message: string }> }>().items).toEqual([
        expect.objectContaining({
          code: 'PayrollRun:EmailNoAddress',
          message: translate('PayrollRun:EmailNoAddress', 'ar'),
        }),
      ]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
      sendInline();
    }
    expect(server.messages).toHaveLength(2);

    const adam = await server.waitForMessage((m) => m.envelope.to.includes('adam@acme.example'));
    expect(adam.to.map((a) => a.address)).toEqual(['adam@acme.example']);
    expect(adam.from?.address).toBe('hr@acme.example');
    const month = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${run.period.startDate}T00:00:00Z`));
    expect(adam.subject).toBe(`Your payslip for ${month}`);
    // Automatic transactional mail (RFC 3834), in the reader's language; neither bulk nor a list.
    expect(adam.headers).toMatchObject({
      'auto-submitted': 'auto-generated',
      'x-auto-response-suppress': 'All',
      'content-language': 'en',
    });
    expect(adam.headers).not.toHaveProperty('precedence');
    expect(adam.headers).not.toHaveProperty('list-unsubscribe');
    expect(adam.text).toContain(`Adam ${people[0]!.surname}`);
    // Named by the payslip's number and the employee: each employee's file is their own.
    expect(adam.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [
        expect.stringMatching(new RegExp(`^payslip-PS-\\d{4}-\\d{6}-Adam-${people[0]!.surname}\\.pdf$`)),
        'application/pdf',
      ],
    ]);
    const adamPdf = normaliseText((await pdfText(adam.attachments[0]!.content)).pages.flat().join(' '));
    expect(adamPdf).toContain(`Adam ${people[0]!.surname}`);
    // 1000 basic + 250 housing − 100 tax.
    expect(adamPdf).toContain('1,150.00');
    expect(adamPdf).not.toContain(people[1]!.surname);
    expect(adamPdf).toContain('Housing allowance');
    expect(adamPdf).toContain(files.departmentNames.nameEn);

    // Huda has no work address: her personal one; her user reads Arabic.
    const hudaMail = await server.waitForMessage((m) => m.envelope.to.includes('huda@home.example'));
    expect(hudaMail.subject).toMatch(/^قسيمة راتبك عن /);
    expect(hudaMail.text).toMatch(/^عزيزي\/عزيزتي Huda /);
    expect(hudaMail.headers).toMatchObject({ 'auto-submitted': 'auto-generated', 'content-language': 'ar' });
    const hudaPdf = normaliseText((await pdfText(hudaMail.attachments[0]!.content)).pages.flat().join(' '));
    expect(hudaPdf).toContain('قسيمة راتب');
    expect(hudaPdf).toContain(`Huda ${people[1]!.surname}`);
    // The lines in her language: the rules' Arabic names.
    expect(hudaPdf).toContain('بدل السكن');
    expect(hudaPdf).not.toContain('Housing allowance');
    // The department and job title the payslip kept, in her language too.
    expect(hudaPdf).toContain('ملفات الرواتب');
    expect(hudaPdf).toContain('وظيفة الرواتب');
    expect(hudaPdf).not.toContain('Run files');
    // 2000 + 500 − 200.
    expect(hudaPdf).toContain('2,300.00');

    const stored = await outcomes(run.runId);
    expect(stored.get(run.employeeIds[2]!)).toMatchObject({ status: RunEmailStatus.Skipped, error: null });

    // Asked again: only the skipped one is tried again (still no address: skipped, nothing sent).
    const again = await emailRun(run.runId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PayrollRunDto>().email).toEqual({
      total: 3,
      sent: 2,
      failed: 0,
      skipped: 1,
      finished: true,
    });
    expect(server.messages).toHaveLength(2);
    // Karim is given an address: the next request sends to him alone.
    await t.db.ownerSql.query('update employees set work_email = $1 where id = $2', [
      'karim@acme.example',
      run.employeeIds[2],
    ]);
    const third = await emailRun(run.runId);
    expect(third.json<PayrollRunDto>().email).toEqual({
      total: 3,
      sent: 3,
      failed: 0,
      skipped: 0,
      finished: true,
    });
    expect(server.messages.map((m) => m.envelope.to[0])).toEqual([
      expect.any(String),
      expect.any(String),
      'karim@acme.example',
    ]);
    // Everyone has theirs: nothing more to send.
    const done = await emailRun(run.runId);
    expect(done.statusCode).toBe(422);
    expect(errorOf(done).code).toBe('PayrollRun:EmailNothingToSend');
  });

  it('marks the refused recipient failed with the server’s reason, never the password, and sends the others', async () => {
    const password = 'Smtp-S3cret!';
    const server = await smtp(
      { auth: { user: 'mailer', pass: password }, rejectRecipient: (a) => a.startsWith('gone@') },
      password,
    );
    const run = await files.makeRun(
      [
        { name: 'Rana', surname: surname('Haddad'), baseSalary: '1000.00', workEmail: 'rana@acme.example' },
        { name: 'Sami', surname: surname('Gone'), baseSalary: '1000.00', workEmail: 'gone@acme.example' },
        { name: 'Tala', surname: surname('Khoury'), baseSalary: '1000.00', workEmail: 'tala@acme.example' },
      ],
      { confirmed: true },
    );
    const r = await emailRun(run.runId);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<PayrollRunDto>().email).toEqual({
      total: 3,
      sent: 2,
      failed: 1,
      skipped: 0,
      finished: true,
    });
    expect(server.messages.map((m) => m.envelope.to[0]).sort()).toEqual([
      'rana@acme.example',
      'tala@acme.example',
    ]);
    expect(server.messages.every((m) => m.authUser === 'mailer')).toBe(true);
    const sami = (await outcomes(run.runId)).get(run.employeeIds[1]!)!;
    expect(sami.status).toBe(RunEmailStatus.Failed);
    expect(sami.error).toContain('Mailbox unavailable: gone@acme.example');
    expect(sami.error).not.toContain(password);
    // The run page lists whom the mail did not reach, and why.
    const notReached = await t.call(acme, PR.emailFailures, {
      params: { id: run.runId },
      query: { skipCount: 0, maxResultCount: 10 },
    });
    expect(notReached.statusCode, notReached.body).toBe(200);
    const listed = notReached.json<{
      totalCount: number;
      items: Array<{ employeeId: string; code: string; message: string }>;
    }>();
    expect(listed.totalCount).toBe(1);
    expect(listed.items[0]).toMatchObject({ employeeId: run.employeeIds[1], code: 'PayrollRun:EmailFailed' });
    expect(listed.items[0]!.message).toContain('Mailbox unavailable: gone@acme.example');
    expect(listed.items[0]!.message).not.toContain(password);

    // Asked again (the mailbox back): only Sami's is sent.
    servers.pop();
    await server.close();
    const fixed = await smtp({ auth: { user: 'mailer', pass: password } }, password);
    const again = await emailRun(run.runId);
    expect(again.json<PayrollRunDto>().email).toMatchObject({ sent: 3, failed: 0, finished: true });
    expect(fixed.messages.map((m) => m.envelope.to[0])).toEqual(['gone@acme.example']);
  });

  it('without an SMTP server every employee fails with that reason, in the requester’s language', async () => {
    await useSmtp(null);
    const run = await files.makeRun(
      [{ name: 'Omar', surname: surname('Saad'), baseSalary: '1000.00', workEmail: 'omar@acme.example' }],
      { confirmed: true },
    );
    const r = await emailRun(run.runId, 'ar');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<PayrollRunDto>().email).toEqual({
      total: 1,
      sent: 0,
      failed: 1,
      skipped: 0,
      finished: true,
    });
    const [omar] = [...(await outcomes(run.runId)).values()];
    expect(omar!.status).toBe(RunEmailStatus.Failed);
    expect(omar!.error).toBe(translate('Emailing:SmtpHostMissing', 'ar'));
    expect(omar!.error).toMatch(/[\u0600-\u06ff]/);
  });

  it('refuses a run that is not Confirmed, an unknown run, and a second request while one is in progress', async () => {
    const draft = await files.makeRun([
      { name: 'Nour', surname: surname('Draft'), baseSalary: '1000.00', workEmail: 'nour@acme.example' },
    ]);
    const refused = await emailRun(draft.runId);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('PayrollRun:EmailNotConfirmed');
    expect((await getRun(draft.runId)).email).toBeNull();
    const unknown = await emailRun(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);

    await smtp();
    const server = servers.at(-1)!;
    const run = await files.makeRun(
      [{ name: 'Yara', surname: surname('Busy'), baseSalary: '1000.00', workEmail: 'yara@acme.example' }],
      { confirmed: true },
    );
    // A queue that has not started the job yet.
    const queued: Parameters<Parameters<typeof t.services.payroll.runEmails.setDispatcher>[0]>[0][] = [];
    t.services.payroll.runEmails.setDispatcher(async (job) => {
      queued.push(job);
    });
    try {
      const first = await emailRun(run.runId);
      expect(first.json<PayrollRunDto>().email).toEqual({
        total: 1,
        sent: 0,
        failed: 0,
        skipped: 0,
        finished: false,
      });
      const second = await emailRun(run.runId);
      expect(second.statusCode).toBe(422);
      expect(errorOf(second).code).toBe('PayrollRun:EmailInProgress');
      // The job, run twice (a retry after a kill): one mail.
      await t.services.payroll.runEmails.send(queued[0]!);
      await t.services.payroll.runEmails.send(queued[0]!);
    } finally {
      sendInline();
    }
    expect((await getRun(run.runId)).email).toMatchObject({ sent: 1, finished: true });
    expect(server.messages).toHaveLength(1);
  });
});

describe('a request whose process dies before its commit', () => {
  it('leaves the run as it was (not "in progress" without a job), and the next request sends', async () => {
    const server = await smtp();
    const run = await files.makeRun(
      [{ name: 'Lina', surname: surname('Lost'), baseSalary: '1000.00', workEmail: 'lina@acme.example' }],
      { confirmed: true },
    );
    t.services.payroll.runEmails.setDispatcher(async () => {
      throw new Error('the process died');
    });
    try {
      const died = await emailRun(run.runId);
      expect(died.statusCode, died.body).toBe(500);
    } finally {
      sendInline();
    }
    expect((await getRun(run.runId)).email).toBeNull();
    expect([...(await outcomes(run.runId)).values()].map((o) => o.status)).toEqual([null]);

    const r = await emailRun(run.runId);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<PayrollRunDto>().email).toMatchObject({ total: 1, sent: 1, finished: true });
    expect(server.messages.map((m) => m.envelope.to[0])).toEqual(['lina@acme.example']);
  });
});

describe('a job killed midway', () => {
  it('resumes with the employees still pending: nobody gets two mails', async () => {
    const server = await smtp();
    const run = await files.makeRun(
      ['Ali', 'Bana', 'Dima'].map((name) => ({
        name,
        surname: surname('Resume'),
        baseSalary: '1000.00',
        workEmail: `${name.toLowerCase()}@acme.example`,
      })),
      { confirmed: true },
    );
    const queued: Parameters<Parameters<typeof t.services.payroll.runEmails.setDispatcher>[0]>[0][] = [];
    t.services.payroll.runEmails.setDispatcher(async (job) => {
      queued.push(job);
    });
    try {
      expect((await emailRun(run.runId)).statusCode).toBe(200);
    } finally {
      sendInline();
    }
    // What a job killed after its first mail leaves: Ali recorded as sent, the others pending.
    await t.db.ownerSql.query(
      'update payroll_run_employees set email_status = $1 where run_id = $2 and employee_id = $3',
      [RunEmailStatus.Sent, run.runId, run.employeeIds[0]],
    );
    expect((await getRun(run.runId)).email).toMatchObject({ sent: 1, finished: false });
    await t.services.payroll.runEmails.send(queued[0]!);
    expect(server.messages.map((m) => m.envelope.to[0]).sort()).toEqual([
      'bana@acme.example',
      'dima@acme.example',
    ]);
    expect((await getRun(run.runId)).email).toEqual({
      total: 3,
      sent: 3,
      failed: 0,
      skipped: 0,
      finished: true,
    });
  });
});

describe('a long sending', () => {
  it('is cut into jobs that each queue the next; the run finishes with the last', async () => {
    const server = await smtp();
    const run = await files.makeRun(
      ['Emad', 'Fadi', 'Ghada'].map((name) => ({
        name,
        surname: surname('Chunk'),
        baseSalary: '1000.00',
        workEmail: `${name.toLowerCase()}@acme.example`,
      })),
      { confirmed: true },
    );
    const p = t.services.payroll;
    // The product's service, two employees per job instead of 200.
    const emails = createPayrollRunEmailService(t.db, {
      runs: p.runs,
      employees: t.services.employees.employees,
      payslipPdfs: p.payslipPdfs,
      mail: t.services.platform.mail,
      languagesOf: async (_tenantId, ids) => new Map(ids.map((id) => [id, 'en'] as const)),
      perJob: 2,
    });
    const queued: PayrollRunEmailJob[] = [];
    emails.setDispatcher(async (job) => {
      queued.push(job);
    });
    await emails.request(systemContext(files.tenantId, { tenantName: 'acme' }), run.runId);
    expect(queued).toHaveLength(1);
    expect(await emails.send(queued[0]!)).toEqual({ handled: 2 });
    // Two sent, the third left to the sequel it queued; not finished.
    expect(server.messages).toHaveLength(2);
    expect(queued).toHaveLength(2);
    expect((await getRun(run.runId)).email).toEqual({
      total: 3,
      sent: 2,
      failed: 0,
      skipped: 0,
      finished: false,
    });
    expect(await emails.send(queued[1]!)).toEqual({ handled: 1 });
    expect(queued).toHaveLength(2);
    expect(server.messages.map((m) => m.envelope.to[0])).toEqual([
      'emad@acme.example',
      'fadi@acme.example',
      'ghada@acme.example',
    ]);
    expect((await getRun(run.runId)).email).toEqual({
      total: 3,
      sent: 3,
      failed: 0,
      skipped: 0,
      finished: true,
    });
  });
});

describe('who may e-mail', () => {
  it('needs PR.Payslip.Email', async () => {
    const run = await files.makeRun(
      [{ name: 'Lama', surname: surname('Grant'), baseSalary: '1000.00', workEmail: 'lama@acme.example' }],
      { confirmed: true },
    );
    const reader = await t.userWith('acme', ['PR.Payslip.Index', 'PR.Payslip.Export']);
    const r = await t.call(reader.token, 'POST', `/api/app/payroll-run/${run.runId}/email`);
    expect(r.statusCode).toBe(403);
    const rows = await t.db.owner
      .select({ status: payrollRunEmployees.emailStatus })
      .from(payrollRunEmployees)
      .where(and(eq(payrollRunEmployees.runId, run.runId)));
    expect(rows.map((row) => row.status)).toEqual([null]);
  });
});
