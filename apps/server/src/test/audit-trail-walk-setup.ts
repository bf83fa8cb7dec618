import { PayrollRunState } from '@hr/contracts';
import { Secret, TOTP } from 'otpauth';
import type PgBoss from 'pg-boss';
import {
  payrollJobs,
  payrollRunEmailQueue,
  payrollRunPartQueue,
  payrollRunQueue,
} from '../modules/payroll/payroll.jobs.ts';
import { attendanceSyncQueue, attendanceSyncScheduleQueue, timeJobs } from '../modules/time/time.jobs.ts';
import { startJobs } from '../platform/jobs.ts';
import { employeeBody } from './helpers/employees.ts';
import { type Cells, filledTemplate } from './helpers/imports.ts';
import { startTenantSmtp } from './helpers/mail.ts';
import { uniqueCode } from './helpers/payroll.ts';
import { runFixture } from './helpers/payroll-run.ts';
import type { TestApp, TestUser } from './test-app.ts';

/**
 * The state the audit trail's route walk (`platform/http/audit-trail-by-route.test.ts`) builds for the write routes whose
 * sampled call cannot succeed: a TOTP code of the setup's secret, an .xlsx workbook made from the import's
 * own template, an employee without a PIN, a draft payslip, a computed payroll run, a pending request of
 * the caller's own, a body or query id. Everything through the API (or the product's job queue), as a user
 * would; nothing of our system is mocked.
 */

/** A caller other than acme's admin: a user of the walk's own, of acme or of a tenant of the walk's own. */
export interface WalkCaller {
  id: string;
  token: string;
  tenant: string | null;
}

/** What a route's call takes instead of the walk's sample. */
export interface Prepared {
  /** The path ids to call it with, before the walk's own candidates. */
  ids?: string[];
  /** Values of path parameters that are no row ids (`:id` of a session). */
  path?: Record<string, string>;
  /** The body, from the one the walk made (the sample, merged with the row's record). */
  body?: (base: Record<string, unknown>) => unknown;
  /** The query string (without `?`). */
  query?: string;
  /** The caller. */
  as?: WalkCaller;
  /** Undoes what the set-up started (a mail server), once the call's records are read. */
  after?: () => Promise<void>;
}

/**
 * Path segments (and body fields, as kebab words) that name no table by their words, with the rows they
 * name: a penalty type is a discipline type of kind 0, a penalty a discipline record of kind 0.
 */
export const namedRows: Record<string, { table: string; where?: string }> = {
  'penalty-type': { table: 'discipline_types', where: 'kind = 0' },
  'reward-type': { table: 'discipline_types', where: 'kind = 1' },
  penalty: { table: 'discipline_records', where: 'kind = 0' },
  reward: { table: 'discipline_records', where: 'kind = 1' },
  attendance: { table: 'attendance_records' },
};

/** The walk's set-up of the routes, by `METHOD /path`. */
export function walkSetup(
  t: TestApp,
  walk: { admin: () => string; adminId: () => string; acmeId: () => string },
) {
  const admin = () => walk.admin();
  const rows = async <R>(text: string, values: unknown[] = []) =>
    (await t.db.ownerSql.query<R>(text, values)).rows;
  const ok = async <T>(
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<T> => {
    const r = await t.call(token, method, url, payload as never, headers);
    if (r.statusCode >= 300) throw new Error(`${method} ${url} answered ${r.statusCode}: ${r.body}`);
    return (r.body ? r.json() : undefined) as T;
  };
  const once = <T>(make: () => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () => {
      value ??= make();
      return value;
    };
  };

  /** A user of acme of the walk's own (two-factor, profile, sessions change the caller). */
  const ownUser = async (): Promise<WalkCaller & TestUser> => ({
    ...(await t.userWith('acme', [])),
    tenant: walk.acmeId(),
  });

  // ---- Two-factor sign-in: the codes of the setup's secret, with the library the server uses ----
  const codeOf = (secret: string, steps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({
      timestamp: Date.now() + steps * 30_000,
    });
  const setupSecret = async (token: string) =>
    (await ok<{ secret: string }>(token, 'POST', '/api/account/two-factor/setup')).secret;
  /** A user with two-factor sign-in enabled, its last code's step forgotten (the next code counts as new). */
  const enrolled = async () => {
    const user = await ownUser();
    const secret = await setupSecret(user.token);
    await ok(user.token, 'POST', '/api/account/two-factor/enable', { code: codeOf(secret) });
    await rows('update users set two_factor_last_step = null where id = $1', [user.id]);
    return { user, secret };
  };

  // ---- acme's people: employees with and without contracts, the payroll fixture ----
  const fixture = once(() => runFixture(t, admin()));
  /** Two years back: no fiscal period of acme covers it, no demo contract is in force then. */
  const year = new Date().getUTCFullYear() - 2;
  const month = (m: number) => {
    const mm = String(m).padStart(2, '0');
    return {
      startDate: `${year}-${mm}-01`,
      endDate: `${year}-${mm}-${new Date(Date.UTC(year, m, 0)).getUTCDate()}`,
    };
  };
  const newEmployee = async () => (await fixture()).employee((await fixture()).jobTitles.top);
  /** A contract's body for the whole year two years back, on the fixture's job title, structure and schedule. */
  const yearContract = (f: Awaited<ReturnType<typeof fixture>>, employeeId: string) => ({
    type: 0,
    start: `${year}-01-01`,
    end: `${year}-12-31`,
    employeeId,
    jobTitleId: f.jobTitles.top,
    salaryStructureId: f.structureId,
    workEntrySource: 0,
    contractWorkingSchedules: [
      { workingScheduleId: f.scheduleId, from: `${year}-01-01`, to: `${year}-12-31` },
    ],
  });
  /** An employee with an Active contract for the whole year two years back. */
  const contracted = async () => {
    const f = await fixture();
    const id = await f.employee(f.jobTitles.top);
    await f.contract(id, f.jobTitles.top, `${year}-01-01`, `${year}-12-31`);
    return id;
  };
  /** acme's admin as an employee (made by the walk's set-up): their employee id. */
  const adminEmployee = once(async () => {
    const [row] = await rows<{ id: string }>(
      'select id from employees where user_id = $1 and not is_deleted',
      [walk.adminId()],
    );
    return row!.id;
  });
  /** The admin's employee under contract this year (self-service leave and attendance need a schedule). */
  const adminContracted = once(async () => {
    const f = await fixture();
    const id = await adminEmployee();
    const thisYear = new Date().getUTCFullYear();
    await f.contract(id, f.jobTitles.top, `${thisYear}-01-01`, `${thisYear}-12-31`);
    return id;
  });

  // ---- The job queue: the product's, on the test's database; workers only while a run is computed ----
  let boss: PgBoss | undefined;
  const queues = [
    payrollRunQueue,
    payrollRunPartQueue,
    payrollRunEmailQueue,
    attendanceSyncQueue,
    attendanceSyncScheduleQueue,
  ];
  /** Starts the queue with the payroll and time modules' dispatchers, and no worker (nothing runs by itself). */
  async function startQueue(): Promise<PgBoss> {
    boss = await startJobs(t.db, t.app.log);
    await payrollJobs(t.services.payroll, boss);
    await timeJobs(t.services.time, boss);
    await boss.unschedule(attendanceSyncScheduleQueue);
    for (const queue of queues) await boss.offWork(queue);
    return boss;
  }
  /** Runs the payroll workers until no payroll job is waiting or running (a run computed, e-mails sent). */
  async function drainPayroll(done: () => Promise<boolean>) {
    const b = boss!;
    await payrollJobs(t.services.payroll, b);
    try {
      const until = Date.now() + 120_000;
      while (!(await done())) {
        if (Date.now() > until) throw new Error('the payroll job did not finish');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      const payrollQueues = [payrollRunQueue, payrollRunPartQueue, payrollRunEmailQueue];
      for (const queue of payrollQueues) await b.offWork(queue);
      // The workers stop after the job in hand: none active twice in a row, a poll apart.
      const active = async () =>
        Number(
          (
            await rows<{ n: string }>(
              `select count(*) as n from pgboss.job where name = any($1) and state = 'active'`,
              [payrollQueues],
            )
          )[0]!.n,
        );
      for (let idle = 0; idle < 2; ) {
        idle = (await active()) === 0 ? idle + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 1_200));
      }
    }
  }
  const runState = async (id: string) =>
    await ok<{ state: number; remaining: number }>(admin(), 'GET', `/api/app/payroll-run/${id}`);
  /** A payroll run of the employees, computed by the product's workers: its id. */
  async function computedRun(employeeIds: string[], m: number) {
    const id = await ok<{ id: string }>(admin(), 'POST', '/api/app/payroll-run', {
      name: uniqueCode('Walk run'),
      ...month(m),
      employeeIds,
    });
    const runId = typeof id === 'string' ? id : id.id;
    await drainPayroll(async () => {
      const run = await runState(runId);
      // Generated (with the failed employees listed) or Failed: done, nothing left to compute.
      return (
        run.remaining === 0 &&
        (run.state === PayrollRunState.Generated || run.state === PayrollRunState.Failed)
      );
    });
    return runId;
  }

  // ---- Workbooks, made from each import's own template ----
  async function workbook(templateUrl: string, cells: Cells) {
    const r = await t.call(admin(), 'GET', templateUrl);
    if (r.statusCode !== 200) throw new Error(`${templateUrl} answered ${r.statusCode}`);
    return filledTemplate(r.rawPayload, [cells]);
  }
  const nationalNumberOf = async (employeeId: string) =>
    (await rows<{ n: string }>('select national_number as n from employees where id = $1', [employeeId]))[0]!
      .n;
  const importing = (templateUrl: string, cells: () => Promise<Cells>) => async (): Promise<Prepared> => {
    const file = await workbook(templateUrl, await cells());
    return { body: () => ({ file, dryRun: false }) };
  };
  const typeCode = async (kind: number) =>
    (
      await rows<{ code: string }>(
        'select code from discipline_types where tenant_id = $1 and kind = $2 and not is_deleted order by code limit 1',
        [walk.acmeId(), kind],
      )
    )[0]!.code;

  // ---- Attachments: an employee document of the caller's own ----
  const pdf = Buffer.from('%PDF-1.4\n%walk\n').toString('base64');
  async function upload(expiring: boolean) {
    const [type] = await rows<{ id: string }>(
      `select id from attachment_types where tenant_id = $1 and entity_type = 0 and expires = $2
         and allowed_size >= 1 and name_en not like 'Walk %' order by id limit 1`,
      [walk.acmeId(), expiring],
    );
    return ok<{ id: string }>(admin(), 'POST', '/api/app/attachment', {
      attachmentTypeId: type!.id,
      expiryDate: expiring ? `${new Date().getUTCFullYear() + 1}-06-30` : null,
      fileName: 'walk.pdf',
      file: pdf,
    });
  }
  const myDocument = async () => {
    const attachment = await upload(true);
    await ok(admin(), 'POST', '/api/app/attachment/save-temp', {
      attachmentIds: [attachment.id],
      bindEntityId: await adminEmployee(),
      entityType: 0,
    });
    return attachment.id;
  };
  const renewal = (documentId: string) => ({
    documentId,
    expiryDate: `${new Date().getUTCFullYear() + 3}-06-30`,
    fileName: 'walk-renewed.pdf',
    file: pdf,
  });

  // ---- A tenant of the walk's own (what acme's demo data forbids: a base currency changed, a period opened) ----
  const ownTenant = once(async (): Promise<WalkCaller> => {
    const tenant = await t.createTenant();
    const token = await t.login(tenant.name);
    const me = await ok<{ currentUser: { id: string } }>(token, 'GET', '/api/abp/application-configuration');
    return { id: me.currentUser.id, token, tenant: tenant.id };
  });

  const record = <T = Record<string, unknown>>(url: string) => ok<T>(admin(), 'GET', url);
  const category = once(
    async () =>
      (
        await rows<{ id: string }>(
          'select id from salary_rule_categories where tenant_id = $1 and not is_deleted order by id limit 1',
          [walk.acmeId()],
        )
      )[0]!.id,
  );
  const rule = async () =>
    ok<string>(admin(), 'POST', '/api/app/salary-rule', {
      name: uniqueCode('Walk rule'),
      code: uniqueCode('WALK').toUpperCase(),
      categoryId: await category(),
      conditionBasedOn: 0,
      valueBasedOn: 0,
      valueFixedAmount: '100.00',
    });
  /** A rule of a fixed amount, always applied, posting to no account. */
  const fixedRule = (base: Record<string, unknown>, categoryId: string) => ({
    ...base,
    categoryId,
    debitAccountId: null,
    creditAccountId: null,
    conditionBasedOn: 0,
    conditionCode: null,
    valueBasedOn: 0,
    valueFixedAmount: '100.00',
    valueCode: null,
  });
  const tryInputs = {
    period: { start: '2026-01-01', end: '2026-01-31' },
    employee: {
      basicSalary: '1000.00',
      gender: 1,
      maritalStatus: 1,
      contractType: 'Permanent',
      contractStart: '2025-01-01',
    },
    inputs: {},
  };
  const periodOf = async (tenant: string, state: number) =>
    (
      await rows<{ id: string }>(
        'select id from financial_periods where tenant_id = $1 and state = $2 order by start_date desc limit 1',
        [tenant, state],
      )
    )[0]?.id;

  const setups: Record<string, () => Promise<Prepared>> = {
    'POST /api/setting-management/language': async () => ({ body: () => ({ defaultLanguage: 'ar' }) }),
    // A change of one's own password ends one's sessions: a user of the walk's own changes theirs.
    'POST /api/account/my-profile/change-password': async () => ({
      as: await ownUser(),
      body: (base) => ({ ...base, currentPassword: '1q2w3E*' }),
    }),
    'POST /api/account/two-factor/enable': async () => {
      const user = await ownUser();
      const secret = await setupSecret(user.token);
      return { as: user, body: () => ({ code: codeOf(secret) }) };
    },
    'POST /api/account/two-factor/disable': async () => {
      const { user, secret } = await enrolled();
      return { as: user, body: () => ({ password: '1q2w3E*', code: codeOf(secret, 1) }) };
    },
    'POST /api/account/two-factor/recovery-codes': async () => {
      const { user, secret } = await enrolled();
      return { as: user, body: () => ({ code: codeOf(secret, 1) }) };
    },
    'PUT /api/account/my-profile': async () => {
      const user = await ownUser();
      const profile = await ok<Record<string, unknown>>(user.token, 'GET', '/api/account/my-profile');
      return {
        as: user,
        body: (base) => ({ ...base, userName: profile.userName, concurrencyStamp: profile.concurrencyStamp }),
      };
    },
    'DELETE /api/account/sessions/:id': async () => {
      const user = await ownUser();
      const sessions = await ok<Array<{ id: string }> | { items: Array<{ id: string }> }>(
        user.token,
        'GET',
        '/api/account/sessions',
      );
      const list = Array.isArray(sessions) ? sessions : sessions.items;
      return { as: user, path: { id: list[0]!.id } };
    },
    'POST /api/app/attachment/save-temp': async () => {
      const attachment = await upload(false);
      const bindEntityId = await newEmployee();
      return { body: () => ({ attachmentIds: [attachment.id], bindEntityId, entityType: 0 }) };
    },
    'POST /api/app/document-renewal/self-request': async () => {
      const document = await myDocument();
      return { body: () => renewal(document) };
    },
    'POST /api/app/document-renewal/:id/cancel-self-request': async () => {
      const document = await myDocument();
      const made = await ok<{ id: string }>(
        admin(),
        'POST',
        '/api/app/document-renewal/self-request',
        renewal(document),
      );
      return { ids: [made.id] };
    },
    // The imports: one row each, in the template the import gives.
    'POST /api/app/employee/import': importing('/api/app/employee/import-template', async () => {
      const body = employeeBody((await fixture()).jobTitles.top) as Record<string, unknown>;
      const jobTitle = await record<{ name: string }>(
        `/api/app/job-title/${(await fixture()).jobTitles.top}`,
      );
      return {
        Name: 'Walk',
        Surname: 'Import',
        "Father's name": 'Fadi',
        "Mother's name": 'Hala',
        'National number': String(body.nationalNumber),
        Gender: 'Female',
        Status: 'Active',
        'Marital status': 'Single',
        'Military service': 'Exempt',
        'Job title': jobTitle.name,
        'Emergency phone': '0999111222',
        'Emergency contact name': 'Fadi Import',
        'Emergency contact relationship': 'Father',
      };
    }),
    'POST /api/app/holiday/import': importing('/api/app/holiday/import-template', async () => ({
      'Name (English)': uniqueCode('Walk holiday'),
      From: '2093-04-01',
      To: '2093-04-02',
    })),
    'POST /api/app/attendance/import': importing('/api/app/attendance/import-template', async () => ({
      Employee: await nationalNumberOf(await contracted()),
      Date: `${year}-03-03`,
      'Check-in': '08:05',
      'Check-out': '16:10',
    })),
    'POST /api/app/leave-allocation/import': importing(
      '/api/app/leave-allocation/import-template',
      async () => ({
        Employee: await nationalNumberOf(await newEmployee()),
        'Leave type': 'Annual leave',
        'Valid from': '2090-01-01',
        'Valid to': '2090-12-31',
        Days: 21,
      }),
    ),
    'POST /api/app/penalty/import': importing('/api/app/penalty/import-template', async () => ({
      Employee: await nationalNumberOf(await newEmployee()),
      'Penalty type': await typeCode(0),
      'Implementation date': '2026-11-15',
    })),
    'POST /api/app/reward/import': importing('/api/app/reward/import-template', async () => ({
      Employee: await nationalNumberOf(await newEmployee()),
      'Reward type': await typeCode(1),
      'Implementation date': '2026-11-15',
      Summary: 'Walk reward',
    })),
    // Reads by POST: a valid question, and nothing stored.
    'POST /api/app/salary-rule/try': async () => {
      const categoryId = await category();
      return {
        body: (base) => ({
          rule: fixedRule(base.rule as Record<string, unknown>, categoryId),
          inputs: tryInputs,
        }),
      };
    },
    'POST /api/app/salary-structure/try': async () => {
      const id = await rule();
      return { body: () => ({ structureRules: [{ ruleId: id, sequence: 1 }], inputs: tryInputs }) };
    },
    'POST /api/app/leave-request/calc-duration': async () => {
      await adminContracted();
      return { body: (base) => ({ ...base, unit: 0, from: '2026-03-02', to: '2026-03-03' }) };
    },
    // Payroll: a draft payslip, runs queued and computed by the product's workers.
    'POST /api/app/payslip/and-generate-items': async () => {
      const employeeId = await contracted();
      return { body: () => ({ employeeId, ...month(1) }) };
    },
    'PUT /api/app/payslip/:id/confirm': async () => {
      const employeeId = await contracted();
      const id = await ok<string>(admin(), 'POST', '/api/app/payslip/and-generate-items', {
        employeeId,
        ...month(2),
      });
      return { ids: [id] };
    },
    'POST /api/app/payroll-run': async () => {
      const employeeId = await contracted();
      return {
        body: (base) => ({ ...base, ...month(3), departmentId: null, employeeIds: [employeeId] }),
      };
    },
    'POST /api/app/payroll-run/:id/retry-failed': async () => {
      // A run of one employee with a contract and one without: the second fails, and is tried again.
      const runId = await computedRun([await contracted(), await newEmployee()], 4);
      return { ids: [runId] };
    },
    'POST /api/app/payroll-run/:id/confirm': async () => ({
      ids: [await computedRun([await contracted()], 5)],
    }),
    'POST /api/app/payroll-run/:id/email': async () => {
      const runId = await computedRun([await contracted()], 6);
      await ok(admin(), 'POST', `/api/app/payroll-run/${runId}/confirm`);
      return { ids: [runId] };
    },
    // People without what the route gives them.
    'POST /api/app/employee': async () => {
      const jobTitle = (await fixture()).jobTitles.top;
      return { body: () => employeeBody(jobTitle) };
    },
    'POST /api/app/employee-pin/create-employee-pin': async () => {
      const employeeId = await newEmployee();
      return { body: (base) => ({ ...base, employeeId }) };
    },
    'POST /api/app/leave-allocation': async () => {
      const employeeId = await newEmployee();
      return { body: (base) => ({ ...base, employeeId }) };
    },
    'POST /api/app/leave-request': async () => {
      await adminContracted();
      return {
        body: (base) => ({
          ...base,
          leaveUnit: 0,
          createDailyLeaveRequestDto: { from: '2026-03-09', to: '2026-03-10' },
          createHourlyLeaveRequestDto: null,
        }),
      };
    },
    'POST /api/app/leave-request/:id/cancel': async () => {
      await adminContracted();
      const [type] = await rows<{ id: string }>(
        `select id from leave_types where tenant_id = $1 and not is_deleted order by id limit 1`,
        [walk.acmeId()],
      );
      const id = await ok<string>(admin(), 'POST', '/api/app/leave-request', {
        leaveTypeId: type!.id,
        leaveUnit: 0,
        createDailyLeaveRequestDto: { from: '2026-03-16', to: '2026-03-16' },
      });
      return { ids: [id] };
    },
    'POST /api/app/attendance-request/:id/cancel-self-request': async () => {
      await adminContracted();
      const id = await ok<string | { id: string }>(
        admin(),
        'POST',
        '/api/app/attendance-request/self-request',
        {
          checkIn: '2026-03-04T08:00:00Z',
          checkOut: '2026-03-04T16:00:00Z',
          mode: 1,
          reason: 'Walk',
        },
      );
      return { ids: [typeof id === 'string' ? id : id.id] };
    },
    'POST /api/app/contract': async () => {
      const f = await fixture();
      const employeeId = await newEmployee();
      return {
        body: (base) => ({ ...base, ...yearContract(f, employeeId), probationEnd: null }),
      };
    },
    'PUT /api/app/contract/:id/activate-contract': async () => {
      const f = await fixture();
      const employeeId = await newEmployee();
      const id = await ok<string>(admin(), 'POST', '/api/app/contract', {
        name: uniqueCode('Walk contract'),
        ...yearContract(f, employeeId),
      });
      return { ids: [id] };
    },
    // Payroll rules and structures of the walk's own (acme's are all in use).
    'POST /api/app/salary-rule': async () => {
      const categoryId = await category();
      return { body: (base) => fixedRule(base, categoryId) };
    },
    'PUT /api/app/salary-rule/:id': async () => {
      const id = await rule();
      return {
        ids: [id],
        body: (base) => {
          const {
            conditionBasedOn: _c,
            conditionCode: _cc,
            valueBasedOn: _v,
            valueFixedAmount: _vf,
            valueCode: _vc,
            ...rest
          } = base;
          return { ...rest, debitAccountId: null, creditAccountId: null };
        },
      };
    },
    'DELETE /api/app/salary-rule/:id': async () => ({ ids: [await rule()] }),
    'POST /api/app/salary-structure': async () => {
      const id = await rule();
      return { body: (base) => ({ ...base, structureRules: [{ ruleId: id, sequence: 1 }] }) };
    },
    'DELETE /api/app/salary-structure/:id': async () => {
      const id = await rule();
      const structure = await ok<string>(admin(), 'POST', '/api/app/salary-structure', {
        name: uniqueCode('Walk structure'),
        structureRules: [{ ruleId: id, sequence: 1 }],
      });
      return { ids: [structure] };
    },
    // Finance: a query's code, an account type by name, periods by a body id.
    'POST /api/app/currency/change-activation': async () => ({ query: 'code=EUR' }),
    'PUT /api/app/currency/base': async () => ({ as: await ownTenant(), body: () => ({ code: 'EUR' }) }),
    'POST /api/app/financial-account': async () => {
      const [type] =
        await record<Array<{ name: string; codePrefix?: string; prefix?: string }>>('/api/app/account-type');
      const prefix = type!.codePrefix ?? type!.prefix ?? '';
      return {
        body: (base) => ({
          ...base,
          typeName: type!.name,
          code: `${prefix}${Date.now() % 100_000}`,
          currencyCode: 'USD',
        }),
      };
    },
    'PUT /api/app/financial-account/:id': async () => {
      const [account] = await rows<{ id: string }>(
        'select id from financial_accounts where tenant_id = $1 order by id limit 1',
        [walk.acmeId()],
      );
      const { typeName } = await record<{ typeName: string }>(`/api/app/financial-account/${account!.id}`);
      return { ids: [account!.id], body: (base) => ({ ...base, typeName }) };
    },
    'POST /api/app/financial-period': async () => ({
      as: await ownTenant(),
      body: () => ({ code: uniqueCode('FY').slice(0, 20), startDate: '2024-01-01', endDate: '2024-12-31' }),
    }),
    'PUT /api/app/financial-period/update': async () => {
      const id = (await periodOf(walk.acmeId(), 0))!;
      const period = await record<{ code: string; endDate: string; concurrencyStamp: string }>(
        `/api/app/financial-period/${id}`,
      );
      return {
        body: () => ({
          id,
          code: `${period.code}W`.slice(0, 20),
          endDate: period.endDate,
          concurrencyStamp: period.concurrencyStamp,
        }),
      };
    },
    'PUT /api/app/financial-period/add-auditing': async () => {
      const id = (await periodOf(walk.acmeId(), 0))!;
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      return { body: () => ({ id, accountingAuditingDate: yesterday }) };
    },
    'PUT /api/app/financial-period/close': async () => {
      const caller = await ownTenant();
      const id = (await periodOf(caller.tenant!, 0))!;
      return { as: caller, body: () => ({ id }) };
    },
    'POST /api/app/bank': async () => {
      const letters = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
      return { body: (base) => ({ ...base, bic: `W${letters()}${letters()}${letters()}AEAA` }) };
    },
    'PUT /api/app/attachment-type': async () => {
      const [type] = await rows<{ id: string }>(
        'select id from attachment_types where tenant_id = $1 order by id limit 1',
        [walk.acmeId()],
      );
      const current = await record<Record<string, unknown>>(`/api/app/attachment-type/${type!.id}`);
      return {
        body: (base) => ({
          ...base,
          ...pick(current, Object.keys(base)),
          id: type!.id,
          name: base.name,
          nameEn: base.nameEn,
        }),
      };
    },
    // Management of features and permissions: the provider in the query.
    'PUT /api/feature-management/features': async () => {
      const list = await ok<{
        groups: Array<{ features: Array<{ name: string; value: string; valueType?: unknown }> }>;
      }>(
        (await hostToken())!,
        'GET',
        `/api/feature-management/features?providerName=T&providerKey=${walk.acmeId()}`,
      );
      const feature = list.groups
        .flatMap((g) => g.features)
        .find((f) => f.value === 'true' || f.value === 'false')!;
      return {
        query: `providerName=T&providerKey=${walk.acmeId()}`,
        body: () => ({
          features: [{ name: feature.name, value: feature.value === 'true' ? 'false' : 'true' }],
        }),
      };
    },
    'DELETE /api/feature-management/features': async () => ({
      query: `providerName=T&providerKey=${walk.acmeId()}`,
    }),
    'PUT /api/permission-management/permissions': async () => {
      const role = uniqueCode('walk-role');
      await ok(admin(), 'POST', '/api/identity/roles', { name: role });
      return {
        query: `providerName=R&providerKey=${encodeURIComponent(role)}`,
        body: () => ({ permissions: [{ name: 'AbpIdentity.Roles', isGranted: true }] }),
      };
    },
    // A real SMTP server on the loopback, as the e-mail settings' own tests use, named in acme's settings.
    'POST /api/setting-management/emailing/send-test-email': async () => {
      const server = await startTenantSmtp(t, admin(), {
        fromName: 'Acme HR',
        fromAddress: 'hr@acme.example',
      });
      return {
        body: (base) => ({ ...base, targetEmailAddress: 'layla@acme.example' }),
        after: async () => {
          // Sent before the call answers (a refused call sent none: the walk reports the refusal).
          await server.waitForMessage(undefined, 5_000).catch(() => undefined);
          await server.close();
        },
      };
    },
    'PUT /api/app/employee-custody/:id/release-employee-custody': async () => {
      const made = await ok<string | { id: string }>(
        admin(),
        'POST',
        '/api/app/employee-custody/create-employee-custody',
        { employeeId: await newEmployee(), description: 'Walk laptop', receiptDate: '2026-01-05' },
      );
      return { ids: [typeof made === 'string' ? made : made.id] };
    },
    // An attendance record has no name to change: it ends a minute earlier (or, while open, starts one).
    'PUT /api/app/attendance/:id': async () => ({
      body: (base) => {
        const earlier = (at: unknown) => new Date(Date.parse(String(at)) - 60_000).toISOString();
        return typeof base.checkOut === 'string'
          ? { ...base, checkOut: earlier(base.checkOut) }
          : { ...base, checkIn: earlier(base.checkIn) };
      },
    }),
    // A discipline record's read-back has no name to change: its summary is changed.
    'PUT /api/app/penalty/:id/update-penalty': async () => ({
      body: (base) => ({ ...base, summary: uniqueCode('Walk summary') }),
    }),
    'PUT /api/app/reward/:id': async () => ({
      body: (base) => ({ ...base, summary: uniqueCode('Walk summary') }),
    }),
    // Two-factor sign-in required of the whole tenant would stop the walk's own users from signing in.
    'PUT /api/setting-management/account-security': async () => ({
      body: (base) => ({ ...base, twoFactorRequired: false }),
    }),
  };
  let hostToken: () => Promise<string | undefined> = async () => undefined;

  return {
    setups,
    startQueue,
    /** The host admin's token, for the set-up of host routes. */
    useHost(token: string) {
      hostToken = async () => token;
    },
    stop: () => boss?.stop({ graceful: false, wait: true, timeout: 2000 }),
  };
}

const pick = (from: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in from).map((k) => [k, from[k]]));
