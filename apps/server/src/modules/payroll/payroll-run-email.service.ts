import {
  displayParam,
  type LanguageCode,
  type PayrollRunDto,
  PayrollRunState,
  PayslipState,
} from '@hr/contracts';
import { and, asc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import { type RequestContext, systemContext, tenantOf } from '../../platform/context.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError, translate } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail.ts';
import type { EmployeesApi } from '../employees/public.ts';
import { payrollRunEmployees, payrollRuns, payslips } from './payroll.tables.ts';
import type { PayrollRunService } from './payroll-run.service.ts';
import type { PayslipPdfService } from './payslip-pdf.service.ts';

export interface PayrollRunEmailDeps {
  runs: Pick<PayrollRunService, 'get'>;
  /** The employees' addresses and users (whose language the mail is written in). */
  employees: Pick<EmployeesApi['employees'], 'mailContacts'>;
  /** The payslip's PDF in the context's language. */
  payslipPdfs: Pick<PayslipPdfService, 'pdf'>;
  mail: Pick<MailService, 'send' | 'smtpSettings'>;
  /**
   * The languages users read their mail in (their own setting, else the tenant's default language, else
   * English): the platform's `settings.languagesOf`, one query for a batch.
   */
  languagesOf(
    tenantId: string,
    userIds: readonly (string | null)[],
  ): Promise<Map<string | null, LanguageCode>>;
  /** Employees per job before it queues its sequel (default {@link emailsPerJob}). */
  perJob?: number;
}

/** Where an employee receives mail, as employees answers it. */
type Contact = { fullName: string; workEmail: string | null; email: string | null; userId: string | null };

/** The address a payslip goes to: the work e-mail, else the personal one; null: none (skipped). */
const addressOf = (contact: Contact) => contact.workEmail || contact.email || null;

/** What the queue carries for a run's e-mail: enough to find it again in another process. */
export interface PayrollRunEmailJob {
  tenantId: string;
  runId: string;
  /** The tenant's name, printed at the top of each PDF. */
  tenantName: string;
  /** The requester's language: the failure reasons are written in it (they read the progress). */
  language: LanguageCode;
}

/** `payroll_run_employees.email_status`. */
export const RunEmailStatus = { Pending: 0, Sent: 1, Failed: 2, Skipped: 3 } as const;

/** Employees whose addresses the request reads per query (one parameter each). */
const contactsPerQuery = 5000;
/** Employees read per query of the job: each is rendered and sent, then recorded in its own transaction. */
const emailBatchSize = 10;
/**
 * Employees per job: then the job queues its sequel and ends. At a PDF and an SMTP exchange each (a tenth of
 * a second or so) a job lasts well under its expiry, so a killed one is retried soon and loses nothing.
 */
export const emailsPerJob = 200;

const mailTexts = {
  en: {
    subject: (period: string) => `Your payslip for ${period}`,
    body: (name: string, period: string, tenant: string) =>
      `Dear ${name},\n\nYour payslip for ${period} is attached as a PDF.\n\n${tenant}`,
    range: (start: string, end: string) => `${start} to ${end}`,
  },
  ar: {
    subject: (period: string) => `قسيمة راتبك عن ${period}`,
    body: (name: string, period: string, tenant: string) =>
      `عزيزي/عزيزتي ${name}،\n\nتجد مرفقًا قسيمة راتبك عن ${period} بصيغة PDF.\n\n${tenant}`,
    range: (start: string, end: string) => `${start} إلى ${end}`,
  },
} as const;

/** A whole calendar month reads "October 2026" / "أكتوبر 2026"; any other period its two dates. */
export function periodText(start: string, end: string, language: LanguageCode): string {
  const first = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  const monthEnd = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  if (first.getUTCDate() === 1 && last.getTime() === monthEnd.getTime()) {
    const locale = language === 'ar' ? 'ar-u-nu-latn' : 'en-US';
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
  }
  return mailTexts[language].range(displayParam(start), displayParam(end));
}

/** The reason a mail was not sent, in the requester's language; an SMTP failure never holds the password. */
function reasonOf(error: unknown, language: LanguageCode): string {
  const text =
    error instanceof AppError
      ? translate(error.code, language, error.params)
      : error instanceof Error
        ? error.message
        : String(error);
  return text.length > 1000 ? `${text.slice(0, 999)}…` : text;
}

/**
 * E-mailing a Confirmed run's payslips (issue 19): each employee gets their own payslip as a PDF through
 * the tenant's SMTP settings. The request marks the employees pending and queues a pg-boss job
 * (`payroll.jobs.ts`); the job sends one employee at a time and records each outcome (sent, failed with
 * the reason, skipped without an address) in its own small transaction, so a killed job resumes with the
 * employees still pending. Asking again after it finished sends to the failed and skipped ones only.
 */
export function createPayrollRunEmailService(db: Database, deps: PayrollRunEmailDeps) {
  const perJob = deps.perJob ?? emailsPerJob;
  /** Queues the job: inside the transaction given (committed with it, or never), else on its own. */
  let dispatch: ((job: PayrollRunEmailJob, tx?: Tx) => Promise<void>) | undefined;
  const employeesOf = (tenantId: string, runId: string) =>
    tenantRows(payrollRunEmployees, tenantId, [eq(payrollRunEmployees.runId, runId)]);

  /** Records one employee's outcome, if still pending (a retried job never overwrites a later request's). */
  async function record(
    tenantId: string,
    runId: string,
    employeeId: string,
    status: number,
    error: string | null = null,
  ) {
    await db.transaction({ tenantId }, (tx) =>
      tx
        .update(payrollRunEmployees)
        .set({ emailStatus: status, emailError: error })
        .where(
          and(
            employeesOf(tenantId, runId),
            eq(payrollRunEmployees.employeeId, employeeId),
            eq(payrollRunEmployees.emailStatus, RunEmailStatus.Pending),
          ),
        ),
    );
  }

  /**
   * Those of `employeeIds` without an address become skipped (3), in the caller's transaction; answers how
   * many. An employee deleted since is left pending: the job records why it cannot send.
   */
  async function skipWithoutAddress(tx: Tx, ctx: RequestContext, runId: string, employeeIds: string[]) {
    const tenantId = tenantOf(ctx);
    const contacts = await deps.employees.mailContacts(ctx, employeeIds);
    const skipped = employeeIds.filter((id) => {
      const contact = contacts.get(id);
      return contact !== undefined && addressOf(contact) === null;
    });
    if (skipped.length)
      await tx
        .update(payrollRunEmployees)
        .set({ emailStatus: RunEmailStatus.Skipped })
        .where(and(employeesOf(tenantId, runId), inArray(payrollRunEmployees.employeeId, skipped)));
    return skipped.length;
  }

  /**
   * One employee's mail: their address (read again: it may have changed since the request; none: skipped),
   * their language (their user's setting, else the tenant's default), their Confirmed payslip of the run
   * as a PDF in that language, and the message in that language.
   */
  async function sendOne(
    job: PayrollRunEmailJob,
    period: { startDate: string; endDate: string },
    employeeId: string,
    payslipId: string | null,
    contact: Contact | undefined,
    language: LanguageCode,
  ) {
    const { tenantId, runId } = job;
    try {
      if (!payslipId) throw new AppError('Payslip:NotFound');
      if (!contact) throw new AppError('Platform:NotFound');
      const to = addressOf(contact);
      if (!to) return record(tenantId, runId, employeeId, RunEmailStatus.Skipped);
      const reader = systemContext(tenantId, { tenantName: job.tenantName, language });
      const file = await deps.payslipPdfs.pdf(reader, payslipId);
      const text = periodText(period.startDate, period.endDate, language);
      const texts = mailTexts[language];
      await deps.mail.send(
        { tenantId },
        {
          to,
          subject: texts.subject(text),
          text: texts.body(contact.fullName, text, job.tenantName),
          attachments: [{ filename: file.fileName, content: file.content, contentType: 'application/pdf' }],
          language,
        },
      );
      await record(tenantId, runId, employeeId, RunEmailStatus.Sent);
    } catch (error) {
      await record(tenantId, runId, employeeId, RunEmailStatus.Failed, reasonOf(error, job.language));
    }
  }

  return {
    /**
     * POST email: a Confirmed run only; not while a sending is in progress. The first time, every employee
     * with a Confirmed payslip of the run becomes pending; afterwards only the failed and skipped ones do
     * (those sent are never sent twice). Queues the job in the same transaction (the job is only seen once
     * the employees are pending; a process that dies before the commit leaves neither, so a run is never
     * "in progress" without a job) and answers the run with its progress.
     */
    async request(ctx: RequestContext, id: string): Promise<PayrollRunDto> {
      const tenantId = tenantOf(ctx);
      const send = dispatch;
      if (!send) throw new AppError('PayrollRun:EmailNotAvailable');
      await db.transaction(ctx, async (tx) => {
        const [run] = await tx
          .select()
          .from(payrollRuns)
          .where(tenantRows(payrollRuns, tenantId, [eq(payrollRuns.id, id)]))
          .for('update');
        if (!run) throw new AppError('PayrollRun:NotFound');
        if (run.state !== PayrollRunState.Confirmed) throw new AppError('PayrollRun:EmailNotConfirmed');
        if (run.emailStartTime && !run.emailFinishTime) throw new AppError('PayrollRun:EmailInProgress');
        const confirmedPayslip = exists(
          tx
            .select({ one: sql`1` })
            .from(payslips)
            .where(
              tenantRows(payslips, tenantId, [
                eq(payslips.runId, id),
                eq(payslips.employeeId, payrollRunEmployees.employeeId),
                eq(payslips.state, PayslipState.Confirmed),
              ]),
            ),
        );
        const marked = await tx
          .update(payrollRunEmployees)
          .set({ emailStatus: RunEmailStatus.Pending, emailError: null })
          .where(
            and(
              employeesOf(tenantId, id),
              confirmedPayslip,
              run.emailStartTime
                ? inArray(payrollRunEmployees.emailStatus, [RunEmailStatus.Failed, RunEmailStatus.Skipped])
                : undefined,
            ),
          )
          .returning({ employeeId: payrollRunEmployees.employeeId });
        if (!marked.length) throw new AppError('PayrollRun:EmailNothingToSend');
        const ids = marked.map((m) => m.employeeId);
        for (let i = 0; i < ids.length; i += contactsPerQuery)
          await skipWithoutAddress(tx, ctx, id, ids.slice(i, i + contactsPerQuery));
        await tx
          .update(payrollRuns)
          .set({ emailStartTime: ctx.now(), emailRequestedById: ctx.userId, emailFinishTime: null })
          .where(tenantRows(payrollRuns, tenantId, [eq(payrollRuns.id, id)]));
        await send({ tenantId, runId: id, tenantName: ctx.tenantName ?? '', language: ctx.language }, tx);
      });
      return deps.runs.get(ctx, id);
    },

    /**
     * The job: the pending employees, a few at a time by name, each sent and recorded on its own, up to
     * {@link emailsPerJob} (then the next job goes on); at the end, the finish time. Without an SMTP server
     * in the settings nothing is tried: every pending employee fails with that reason. Resumes where a
     * killed attempt stopped (the pending ones are what is left).
     */
    async send(job: PayrollRunEmailJob, now: () => Date = () => new Date()): Promise<{ handled: number }> {
      const { tenantId, runId } = job;
      let handled = 0;
      const ctx = systemContext(tenantId, { tenantName: job.tenantName, language: job.language });
      const [period] = await db.transaction({ tenantId }, (tx) =>
        tx
          .select({ startDate: payrollRuns.startDate, endDate: payrollRuns.endDate })
          .from(payrollRuns)
          .where(tenantRows(payrollRuns, tenantId, [eq(payrollRuns.id, runId)])),
      );
      if (!period) return { handled };
      const smtp = await deps.mail.smtpSettings({ tenantId });
      if (!smtp.host) {
        await db.transaction({ tenantId }, (tx) =>
          tx
            .update(payrollRunEmployees)
            .set({
              emailStatus: RunEmailStatus.Failed,
              emailError: reasonOf(new AppError('Emailing:SmtpHostMissing'), job.language),
            })
            .where(
              and(employeesOf(tenantId, runId), eq(payrollRunEmployees.emailStatus, RunEmailStatus.Pending)),
            ),
        );
      }
      for (;;) {
        const batch = await db.transaction({ tenantId }, (tx) =>
          tx
            .select({ employeeId: payrollRunEmployees.employeeId, payslipId: payslips.id })
            .from(payrollRunEmployees)
            .leftJoin(
              payslips,
              tenantRows(payslips, tenantId, [
                eq(payslips.runId, runId),
                eq(payslips.employeeId, payrollRunEmployees.employeeId),
                eq(payslips.state, PayslipState.Confirmed),
              ]),
            )
            .where(
              and(employeesOf(tenantId, runId), eq(payrollRunEmployees.emailStatus, RunEmailStatus.Pending)),
            )
            .orderBy(asc(payrollRunEmployees.employeeFullName), asc(payrollRunEmployees.employeeId))
            .limit(emailBatchSize),
        );
        if (!batch.length) break;
        if (handled >= perJob && dispatch) {
          await dispatch(job);
          return { handled };
        }
        const mine = batch.slice(0, perJob - handled);
        const contacts = await deps.employees.mailContacts(
          ctx,
          mine.map((b) => b.employeeId),
        );
        // The readers' languages, one query for the batch (a contact without a user: the tenant's).
        const languages = await deps.languagesOf(
          tenantId,
          [...contacts.values()].map((c) => c.userId),
        );
        for (const { employeeId, payslipId } of mine) {
          const contact = contacts.get(employeeId);
          const language = languages.get(contact?.userId ?? null) ?? job.language;
          await sendOne(job, period, employeeId, payslipId, contact, language);
          handled++;
        }
      }
      await db.transaction({ tenantId }, (tx) =>
        tx
          .update(payrollRuns)
          .set({ emailFinishTime: now() })
          .where(
            tenantRows(payrollRuns, tenantId, [
              eq(payrollRuns.id, runId),
              isNull(payrollRuns.emailFinishTime),
            ]),
          ),
      );
      return { handled };
    },

    /**
     * The queue the job goes to (set when the jobs start; without it the request answers 409): `send`
     * queues it inside the transaction given (the request's), or on its own without one (a job's sequel).
     */
    setDispatcher(send: (job: PayrollRunEmailJob, tx?: Tx) => Promise<void>) {
      dispatch = send;
    },
  };
}
export type PayrollRunEmailService = ReturnType<typeof createPayrollRunEmailService>;
