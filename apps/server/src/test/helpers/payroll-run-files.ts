import {
  type CreateEmployeeInput,
  departmentEndpoints,
  type PagedResult,
  PayrollRunSelection,
  PayrollRunState,
  PayslipState,
  salaryRuleCategoryEndpoints,
  salaryStructureEndpoints,
  ValueBasedOn,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { payrollRunEmployees, payrollRuns, payslips } from '../../modules/payroll/payroll.tables.ts';
import { systemContext } from '../../platform/context.ts';
import type { TestApp } from '../test-app.ts';
import { employeeBody, employeesApi } from './employees.ts';
import { contractsApi } from './employment.ts';
import { organisationApi } from './organisation.ts';
import { payrollApi, uniqueCode } from './payroll.ts';

/** Two years back: a year no fiscal period of acme covers (last year's is Closed, this year's Opened). */
const year = new Date().getUTCFullYear() - 2;

export interface RunEmployee {
  name: string;
  surname: string;
  baseSalary: string;
  workEmail?: string;
  email?: string;
  /** The employee's user (whose language setting the e-mail follows). */
  userId?: string;
  /** Where the employee is paid (bank files). */
  bankDetails?: CreateEmployeeInput['bankDetails'];
}

/**
 * Runs made the way the run's job makes them, for the tests of a run's export, PDF and e-mail: a
 * `payroll_runs` row, its employees' rows, and their payslips from `payslips.generateMany` with the run's
 * id; Confirmed on demand (the run and its payslips). A structure of five rules: basic (the job title's
 * base salary), housing 25 %, tax 10 % of basic, gross and net.
 */
export async function payrollRunFiles(t: TestApp, token: string) {
  const tenantId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  const org = organisationApi(t);
  // Names in both languages: a payslip keeps both, a reader sees hers (payroll-names.test.ts).
  const tag = uniqueCode('RF');
  const departmentNames = { nameEn: `Run files ${tag}`, nameAr: `ملفات الرواتب ${tag}` };
  const department = (
    await t.call(token, departmentEndpoints.create, {
      body: { ...departmentNames, parentDepartmentId: null } as never,
    })
  ).json<{ id: string }>();
  const scheduleId = (
    await t.call(token, workingScheduleEndpoints.create, {
      body: {
        name: uniqueCode('Run week'),
        workingHours: [0, 1, 2, 3, 4].map((day) => ({
          day,
          from: '08:00',
          to: '16:00',
          expectedAttendance: '08:00',
        })),
      },
    })
  ).json<string>();
  const categories = (
    await t.call(token, salaryRuleCategoryEndpoints.list, { query: { maxResultCount: 1000 } as never })
  ).json<PagedResult<{ id: string; code: string }>>().items;
  const category = (code: string) => categories.find((c) => c.code.toUpperCase() === code)!.id;
  const p = payrollApi(t);
  const codes = {
    basic: uniqueCode('BASIC'),
    housing: uniqueCode('HOUSING'),
    tax: uniqueCode('TAX'),
    gross: uniqueCode('GROSS'),
    net: uniqueCode('NET'),
  };
  const names = {
    basic: 'Basic salary',
    housing: 'Housing allowance',
    tax: 'Income tax',
    gross: 'Gross',
    net: 'Net',
  };
  /** The rules' Arabic names (the lines keep both; a reader sees hers). */
  const namesAr = {
    basic: 'الراتب الأساسي',
    housing: 'بدل السكن',
    tax: 'ضريبة الدخل',
    gross: 'الإجمالي',
    net: 'الصافي',
  };
  const rule = (key: keyof typeof codes, categoryCode: string, valueCode: string) =>
    p.createRule(token, {
      code: codes[key],
      nameEn: `${names[key]} ${codes[key]}`,
      nameAr: `${namesAr[key]} ${codes[key]}`,
      categoryId: category(categoryCode),
      valueBasedOn: ValueBasedOn.Code,
      valueCode,
      valueFixedAmount: null,
    });
  const ruleIds = [
    await rule('basic', 'BASIC', 'BASIC'),
    await rule('housing', 'ALW', `rules.${codes.basic} * 0.25`),
    await rule('tax', 'DED', `rules.${codes.basic} * 0.1`),
    await rule('gross', 'GROSS', 'categories.BASIC + categories.ALW'),
    await rule('net', 'NET', 'categories.GROSS - categories.DED'),
  ];
  const structureNames = { nameEn: `Run structure ${tag}`, nameAr: `هيكل الرواتب ${tag}` };
  const structure = await t.call(token, salaryStructureEndpoints.create, {
    body: {
      ...structureNames,
      structureRules: ruleIds.map((ruleId, i) => ({ ruleId, sequence: i + 1 })),
    } as never,
  });
  expect(structure.statusCode, structure.body).toBe(200);
  const structureId = structure.json<string>();
  /** The job titles' names: "<English> <n>" and "<Arabic> <n>", n the person's place in all the runs. */
  const jobTitleNames = { nameEn: `Run job ${tag}`, nameAr: `وظيفة الرواتب ${tag}` };
  let hired = 0;
  let month = 0;

  return {
    tenantId,
    codes,
    ruleNames: Object.fromEntries(
      Object.entries(codes).map(([k, c]) => [k, `${names[k as 'basic']} ${c}`]),
    ) as Record<keyof typeof codes, string>,
    /** The Arabic names without their codes (what a test finds in an Arabic PDF's text). */
    ruleNamesAr: namesAr,
    departmentName: departmentNames.nameEn,
    /** The department's, the structure's and the job titles' names in both languages. */
    departmentNames,
    structureNames,
    jobTitleNames,

    /** A run over new employees with an Active contract, one month (a new one per call) of year − 2. */
    async makeRun(people: RunEmployee[], options: { confirmed?: boolean } = {}) {
      month++;
      const mm = String(month).padStart(2, '0');
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const period = { startDate: `${year}-${mm}-01`, endDate: `${year}-${mm}-${last}` };
      const employeeIds: string[] = [];
      for (const person of people) {
        const n = ++hired;
        const jobTitle = await org.createJobTitle(token, {
          nameEn: `${jobTitleNames.nameEn} ${n}`,
          nameAr: `${jobTitleNames.nameAr} ${n}`,
          departmentId: department.id,
          baseSalary: person.baseSalary,
        } as never);
        const employeeId = await employeesApi(t).create(
          token,
          employeeBody(jobTitle.id, {
            name: person.name,
            surname: person.surname,
            contactInformation: { workEmail: person.workEmail, email: person.email },
            userId: person.userId,
            ...(person.bankDetails ? { bankDetails: person.bankDetails } : {}),
          }),
        );
        await contractsApi(t).activeContract(token, {
          employeeId,
          jobTitleId: jobTitle.id,
          salaryStructureId: structureId,
          workingScheduleId: scheduleId,
          start: `${year}-01-01`,
          end: `${year + 3}-12-31`,
        });
        employeeIds.push(employeeId);
      }
      const ctx = systemContext(tenantId);
      const confirmed = options.confirmed ?? false;
      const name = uniqueCode('Run');
      const [run] = await t.db.transaction(ctx, (tx) =>
        tx
          .insert(payrollRuns)
          .values({
            tenantId,
            name,
            ...period,
            selection: PayrollRunSelection.Employees,
            state: confirmed ? PayrollRunState.Confirmed : PayrollRunState.Generated,
            currencyCode: 'USD',
            startTime: new Date(),
            finishTime: new Date(),
            confirmationTime: confirmed ? new Date() : null,
          })
          .returning({ id: payrollRuns.id }),
      );
      const runId = run!.id;
      const outcomes = await t.services.payroll.payslips.generateMany(ctx, employeeIds, period, runId);
      expect(outcomes.map((o) => o.error?.code)).toEqual(employeeIds.map(() => undefined));
      await t.db.transaction(ctx, async (tx) => {
        await tx.insert(payrollRunEmployees).values(
          people.map((person, i) => ({
            tenantId,
            runId,
            employeeId: employeeIds[i]!,
            employeeFullName: `${person.name} ${person.surname}`,
            status: 1,
            time: new Date(),
          })),
        );
        if (confirmed)
          await tx
            .update(payslips)
            .set({ state: PayslipState.Confirmed, confirmationTime: new Date() })
            .where(and(eq(payslips.tenantId, tenantId), eq(payslips.runId, runId)));
      });
      return { runId, name, employeeIds, period };
    },
  };
}
