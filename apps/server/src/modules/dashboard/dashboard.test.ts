import {
  type AttendanceDayDto,
  attendanceEndpoints,
  attendanceMonthSummary,
  dashboardEndpoints as D,
  type EmployeeHomeDto,
  type HrAttentionDto,
  HrDashboardPermissions,
  type HrHeadcountDto,
  type HrLeaveDto,
  type HrTodayDto,
  type PayrollActivityDto,
  type PayrollCostDto,
  PayrollDashboardPermissions,
  SettingNames,
} from '@hr/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { dateIn } from '../../platform/tenant-date.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { disciplineRecords, disciplineTypes } from '../discipline/discipline.tables.ts';
import { employees } from '../employees/employees.tables.ts';
import {
  contracts,
  contractWorkingSchedules,
  workingHours,
  workingSchedules,
} from '../employment/employment.tables.ts';
import { attachments, attachmentTypes } from '../extensions/extensions.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { leaveRequestDays, leaveRequests, leaveTypes } from '../leave/leave.tables.ts';
import { departments, jobTitles } from '../organisation/organisation.tables.ts';
import { payrollRunEmployees, payrollRuns, payslips } from '../payroll/payroll.tables.ts';
import { attendanceRequests } from '../requests/requests.tables.ts';
import { attendanceRecords, holidays } from '../time/time.tables.ts';

// Every figure of the dashboards against a count made here, from the rows this file writes into a tenant of
// its own (so nothing else moves them): the expected numbers are worked out in the test, not read back.

type Reply = { statusCode: number; body: string; json: <T>() => T };
const ok = <T>(r: Reply): T => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json<T>();
};

const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const plus = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * day);
const monthOf = (date: string, months: number) => {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return iso(d.getTime());
};
const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

let t: TestApp;
let tenant: { id: string; name: string };
let admin: string;
let today: string;
let base: string;
const ids: Record<string, string> = {};
const password = '1q2w3E*';

/** The employees of the fixture: their job title, status, deletion and employment span. */
interface Person {
  key: string;
  title: 'J1' | 'J1a' | 'J2';
  status: number;
  deleted?: boolean;
  contract?: { start: string; end: string; state: number; expiredOn?: string };
}
let people: Person[];

const tx = <T>(fn: (tx: Tx) => Promise<T>) => t.db.transaction({ tenantId: tenant.id }, fn);
const q = (departmentKey?: string, range?: { fromDate: string; toDate: string }) => ({
  query: { ...(departmentKey ? { departmentId: ids[departmentKey]! } : {}), ...(range ?? {}) },
});

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.createTenant();
  admin = await t.login(tenant.name);
  // The new tenant's zone is UTC.
  today = dateIn('UTC', new Date());
  base = (await t.services.finance.currencies.baseOf(systemContext(tenant.id))).code;

  await tx(async (tx) => {
    const [d1, d1a, d2] = await tx
      .insert(departments)
      .values([
        { tenantId: tenant.id, nameEn: 'Operations' },
        { tenantId: tenant.id, nameEn: 'Sales' },
      ])
      .returning()
      .then(async ([a, b]) => {
        const [child] = await tx
          .insert(departments)
          .values({ tenantId: tenant.id, nameEn: 'Field', parentDepartmentId: a!.id })
          .returning();
        return [a!, child!, b!];
      });
    Object.assign(ids, { D1: d1!.id, D1a: d1a!.id, D2: d2!.id });
    const titles = await tx
      .insert(jobTitles)
      .values([
        {
          tenantId: tenant.id,
          nameEn: 'Clerk',
          departmentId: d1!.id,
          baseSalary: '100',
        },
        {
          tenantId: tenant.id,
          nameEn: 'Driver',
          departmentId: d1a!.id,
          baseSalary: '100',
        },
        {
          tenantId: tenant.id,
          nameEn: 'Seller',
          departmentId: d2!.id,
          baseSalary: '100',
        },
      ])
      .returning();
    Object.assign(ids, { J1: titles[0]!.id, J1a: titles[1]!.id, J2: titles[2]!.id });

    people = [
      {
        key: 'e1',
        title: 'J1',
        status: 0,
        contract: { start: plus(today, -730), end: plus(today, 365), state: 1 },
      },
      {
        key: 'e2',
        title: 'J1',
        status: 0,
        contract: { start: plus(today, -20), end: plus(today, 365), state: 1 },
      },
      {
        key: 'e3',
        title: 'J1a',
        status: 0,
        contract: { start: plus(today, -730), end: plus(today, 365), state: 2, expiredOn: plus(today, -10) },
      },
      {
        key: 'e4',
        title: 'J2',
        status: 0,
        contract: { start: plus(today, -180), end: plus(today, 15), state: 1 },
      },
      {
        key: 'e5',
        title: 'J2',
        status: 0,
        contract: { start: plus(today, -30), end: plus(today, 300), state: 0 },
      },
      { key: 'e6', title: 'J2', status: 1 },
      { key: 'e7', title: 'J1', status: 0, deleted: true },
      {
        key: 'e8',
        title: 'J2',
        status: 0,
        contract: { start: plus(today, -365), end: plus(today, 200), state: 1 },
      },
    ];
    let n = 0;
    for (const p of people) {
      const [row] = await tx
        .insert(employees)
        .values({
          tenantId: tenant.id,
          name: p.key,
          surname: 'Test',
          fatherName: 'F',
          motherName: 'M',
          nationalNumber: `DASH${n++}`,
          gender: 0,
          employeeStatus: p.status,
          maritalStatus: 0,
          militaryServiceStatus: 0,
          jobTitleId: ids[p.title]!,
          emergencyPhone: '0999999999',
          emergencyContactName: 'X',
          emergencyRelationship: 'Y',
          isDeleted: p.deleted ?? false,
        })
        .returning();
      ids[p.key] = row!.id;
    }

    // Every day 08:00-16:00 (UTC: the tenant's zone), so every day of a contract is expected.
    const [schedule] = await tx
      .insert(workingSchedules)
      .values({ tenantId: tenant.id, name: 'Every day', normalizedName: 'EVERY DAY' })
      .returning();
    await tx.insert(workingHours).values(
      Array.from({ length: 7 }, (_, d) => ({
        tenantId: tenant.id,
        workingScheduleId: schedule!.id,
        day: d,
        fromMinute: 480,
        toMinute: 960,
        expectedMinutes: 480,
      })),
    );
    for (const p of people.filter((p) => p.contract)) {
      const c = p.contract!;
      const [row] = await tx
        .insert(contracts)
        .values({
          tenantId: tenant.id,
          name: `C-${p.key}`,
          type: 0,
          start: c.start,
          end: c.end,
          employeeId: ids[p.key]!,
          jobTitleId: ids[p.title]!,
          salaryStructureId: schedule!.id,
          state: c.state,
          workEntrySource: 0,
          expiredOn: c.expiredOn ?? null,
          expiredWasActive: c.state === 2 ? true : null,
        })
        .returning();
      await tx.insert(contractWorkingSchedules).values({
        tenantId: tenant.id,
        contractId: row!.id,
        workingScheduleId: schedule!.id,
        from: c.start,
        to: c.end,
      });
    }

    // Today: e1 on time, e2 late, e4 on approved leave, e8 nowhere (absent).
    await tx.insert(attendanceRecords).values([
      {
        tenantId: tenant.id,
        employeeId: ids.e1!,
        checkIn: at(today, '07:55'),
        checkOut: at(today, '12:00'),
        inMode: 0,
        workDay: today,
        origin: 0,
      },
      {
        tenantId: tenant.id,
        employeeId: ids.e2!,
        checkIn: at(today, '08:30'),
        checkOut: null,
        inMode: 0,
        workDay: today,
        origin: 0,
      },
    ]);
    const [annual, sick] = await tx
      .insert(leaveTypes)
      .values(
        ['Annual', 'Sick'].map((name) => ({
          tenantId: tenant.id,
          nameEn: name,
          code: name.toUpperCase(),
          normalizedCode: name.toUpperCase(),
          requestUnit: 0,
          kindOfTimeOff: 0,
          requiresAllocation: false,
          isPaid: true,
          countsHolidays: false,
          allowCarryForward: false,
        })),
      )
      .returning();
    Object.assign(ids, { annual: annual!.id, sick: sick!.id });
    const request = async (
      employee: string,
      type: string,
      state: number,
      dates: { date: string; days: string }[],
      asked: Date,
    ) => {
      const from = dates[0]!.date;
      const to = dates.at(-1)!.date;
      const [row] = await tx
        .insert(leaveRequests)
        .values({
          tenantId: tenant.id,
          employeeId: ids[employee]!,
          leaveTypeId: ids[type]!,
          unit: 0,
          fromDate: from,
          toDate: to,
          startAt: at(from, '00:00'),
          endAt: at(plus(to, 1), '00:00'),
          duration: String(dates.length),
          state,
          creationTime: asked,
        })
        .returning();
      await tx.insert(leaveRequestDays).values(
        dates.map((d) => ({
          tenantId: tenant.id,
          requestId: row!.id,
          employeeId: ids[employee]!,
          date: d.date,
          days: d.days,
          minutes: d.days === '0' ? 0 : 480,
          holiday: d.days === '0',
        })),
      );
      return row!.id;
    };
    const now = Date.now();
    await request('e4', 'annual', 3, [{ date: today, days: '1' }], new Date(now - 20 * day));
    await request(
      'e1',
      'sick',
      3,
      [
        { date: plus(today, -31), days: '0' },
        { date: plus(today, -30), days: '1' },
        { date: plus(today, -29), days: '1' },
      ],
      new Date(now - 40 * day),
    );
    ids.pendingOld = await request(
      'e1',
      'annual',
      0,
      [{ date: plus(today, 5), days: '1' }],
      new Date(now - 10 * day),
    );
    await request('e2', 'annual', 1, [{ date: plus(today, 8), days: '1' }], new Date(now - 1 * day));
    await request('e8', 'sick', 4, [{ date: plus(today, -3), days: '1' }], new Date(now - 4 * day));
    await tx.insert(attendanceRequests).values(
      [
        { employee: 'e8', state: 0, ago: 3 },
        { employee: 'e1', state: 0, ago: 9 },
        { employee: 'e2', state: 3, ago: 1 },
      ].map((r) => ({
        tenantId: tenant.id,
        employeeId: ids[r.employee]!,
        checkIn: at(plus(today, -r.ago), '08:00'),
        checkOut: at(plus(today, -r.ago), '16:00'),
        fixFrom: at(plus(today, -r.ago), '00:00'),
        fixTo: at(plus(today, -r.ago + 1), '00:00'),
        mode: 0,
        state: r.state,
        creationTime: new Date(now - r.ago * day),
      })),
    );
    await tx.insert(holidays).values([
      {
        tenantId: tenant.id,
        nameEn: 'Far',
        isReOccurring: false,
        from: plus(today, 40),
        to: plus(today, 41),
      },
      {
        tenantId: tenant.id,
        nameEn: 'Gone',
        isReOccurring: false,
        from: plus(today, -40),
        to: plus(today, -39),
      },
      {
        tenantId: tenant.id,
        nameEn: 'Yearly',
        isReOccurring: true,
        from: `${Number(plus(today, 3).slice(0, 4)) - 2}${plus(today, 3).slice(4)}`,
        to: `${Number(plus(today, 3).slice(0, 4)) - 2}${plus(today, 3).slice(4)}`,
      },
    ]);
    // Only the documents of a type that expires are watched (the documents module's rule).
    const [type, notWatched] = await tx
      .insert(attachmentTypes)
      .values([
        {
          tenantId: tenant.id,
          nameEn: 'Passport',
          entityType: 0,
          allowedSize: 1_000_000,
          allowedExtensions: ['pdf'],
          expires: true,
        },
        {
          tenantId: tenant.id,
          nameEn: 'Certificate',
          entityType: 0,
          allowedSize: 1_000_000,
          allowedExtensions: ['pdf'],
        },
      ])
      .returning();
    const document = (
      employee: string | null,
      expiryDate: string | null,
      entityType = 0,
      typeId = type!.id,
    ) => ({
      tenantId: tenant.id,
      attachmentTypeId: typeId,
      fileName: 'x.pdf',
      contentType: 'application/pdf',
      fileSize: 10,
      expiryDate,
      entityType,
      bindEntityId: employee ? ids[employee]! : null,
    });
    await tx
      .insert(attachments)
      .values([
        document('e1', plus(today, 10)),
        document('e1', plus(today, 12), 0, notWatched!.id),
        document('e4', plus(today, 30)),
        document('e2', plus(today, 40)),
        document('e7', plus(today, 5)),
        document('e8', plus(today, -1)),
        document('e8', null),
      ]);
    const [penalty, reward] = await tx
      .insert(disciplineTypes)
      .values([
        {
          tenantId: tenant.id,
          kind: 0,
          nameEn: 'Warning',
          code: 'W',
          normalizedCode: 'W',
        },
        {
          tenantId: tenant.id,
          kind: 1,
          nameEn: 'Bonus',
          code: 'B',
          normalizedCode: 'B',
        },
      ])
      .returning();
    const record = (kind: number, employee: string, ago: number, isDeleted = false) => ({
      tenantId: tenant.id,
      kind,
      employeeId: ids[employee]!,
      typeId: (kind ? reward : penalty)!.id,
      declarationDate: plus(today, -ago),
      implementationDate: plus(today, -ago),
      expirationDate: plus(today, 30),
      isDeleted,
    });
    await tx
      .insert(disciplineRecords)
      .values([
        record(0, 'e1', 5),
        record(0, 'e4', 50),
        record(0, 'e4', 6, true),
        record(0, 'e8', 90),
        record(1, 'e2', 2),
      ]);
  });
  // A new tenant and its rows: past the default hook time on a busy machine.
}, 300_000);

afterAll(async () => {
  await t?.close();
});

/** The employment span of a person, as the test reads the contract it wrote. */
const spanOf = (p: Person) => {
  const c = p.contract;
  if (!c || c.state === 0) return null;
  return { start: c.start, end: c.expiredOn && c.expiredOn < c.end ? c.expiredOn : c.end };
};

describe('HR dashboard', () => {
  it('counts the headcount, its trend, departments, job titles, joiners and leavers', async () => {
    const range = { fromDate: plus(today, -60), toDate: today };
    const body = ok<HrHeadcountDto>(await t.call(admin, D.hrHeadcount, q(undefined, range)));
    const live = people.filter((p) => p.status === 0 && !p.deleted);
    expect(body.headcount).toBe(live.length);
    const byTitle = (title: string) => live.filter((p) => p.title === title).length;
    expect(body.byJobTitle.map((r) => [r.id, r.count]).sort()).toEqual(
      [
        [ids.J1, byTitle('J1')],
        [ids.J1a, byTitle('J1a')],
        [ids.J2, byTitle('J2')],
      ].sort(),
    );
    expect(body.byDepartment.map((r) => [r.name, r.count]).sort()).toEqual(
      [
        ['Field', byTitle('J1a')],
        ['Operations', byTitle('J1')],
        ['Sales', byTitle('J2')],
      ].sort(),
    );
    const spans = people.map(spanOf).filter((s) => s !== null);
    const months = Array.from({ length: 12 }, (_, i) => monthOf(today, i - 11));
    expect(body.trend.map((m) => m.month)).toEqual(months.map((m) => m.slice(0, 7)));
    expect(body.trend.map((m) => m.count)).toEqual(
      months.map((m) => {
        const last = plus(monthOf(m, 1), -1);
        const on = last > today ? today : last;
        return spans.filter((s) => s.start <= on && s.end >= on).length;
      }),
    );
    expect(body.joiners).toBe(
      spans.filter((s) => s.start >= range.fromDate && s.start <= range.toDate).length,
    );
    expect(body.joiners).toBe(1);
    expect(body.leavers).toBe(spans.filter((s) => s.end >= range.fromDate && s.end < today).length);
    expect(body.leavers).toBe(1);
  });

  it('filters by a department with its sub-departments', async () => {
    const body = ok<HrHeadcountDto>(await t.call(admin, D.hrHeadcount, q('D1')));
    expect(body.headcount).toBe(3);
    expect(body.byDepartment.map((r) => [r.name, r.count]).sort()).toEqual([
      ['Field', 1],
      ['Operations', 2],
    ]);
    const other = ok<HrHeadcountDto>(await t.call(admin, D.hrHeadcount, q('D1a')));
    expect(other.headcount).toBe(1);
    const unknown = await t.call(admin, D.hrHeadcount, { query: { departmentId: ids.e1! } });
    expect(unknown.statusCode).toBe(404);
  });

  it('counts today: expected, present, late, on leave and absent', async () => {
    // Over HTTP at the clock's time: e8 is absent, or not yet due before 08:00 (the split is tested below).
    const body = ok<HrTodayDto>(await t.call(admin, D.hrToday, q()));
    expect(body.absent + body.notYetDue).toBe(1);
    // Expected: Active contracts covering today (e1, e2, e4, e8); e1 on time, e2 late, e4 on leave, e8 absent.
    const expected = people.filter(
      (p) => p.contract?.state === 1 && p.contract.start <= today && p.contract.end >= today,
    );
    const atNoon = await t.services.dashboard.hr.today(
      systemContext(tenant.id, { now: () => at(today, '12:00') }),
      {},
    );
    expect(atNoon).toEqual({
      date: today,
      expected: expected.length,
      present: 2,
      late: 1,
      onLeave: 1,
      absent: 1,
      notYetDue: 0,
    });
    expect({ ...body, absent: 1, notYetDue: 0 }).toEqual(atNoon);
    expect(expected.length).toBe(4);
    // The same employees the expected-time service expects today (the SQL follows its rules for one day).
    const byService = await t.services.employment.expectedTime.forEmployees(
      systemContext(tenant.id),
      people.map((p) => ids[p.key]!),
      today,
      today,
    );
    expect([...byService.values()].filter((days) => days[0]!.expectedMinutes > 0)).toHaveLength(
      body.expected,
    );
    const sales = await t.services.dashboard.hr.today(
      systemContext(tenant.id, { now: () => at(today, '12:00') }),
      { departmentId: ids.D2! },
    );
    expect(sales).toEqual({
      date: today,
      expected: 2,
      present: 0,
      late: 0,
      onLeave: 1,
      absent: 1,
      notYetDue: 0,
    });
  });

  it('counts nobody absent before their first hour begins: they are not yet due', async () => {
    // The schedule's first hour begins at 08:00 (the tenant's zone, UTC here): at 07:59 e8 is still to come.
    const early = await t.services.dashboard.hr.today(
      systemContext(tenant.id, { now: () => at(today, '07:59') }),
      {},
    );
    expect(early).toMatchObject({ expected: 4, onLeave: 1, absent: 0, notYetDue: 1 });
    const onTheHour = await t.services.dashboard.hr.today(
      systemContext(tenant.id, { now: () => at(today, '08:00') }),
      {},
    );
    expect(onTheHour).toMatchObject({ expected: 4, onLeave: 1, absent: 1, notYetDue: 0 });
  });

  it('counts what needs attention: approvals by age, contracts ending, documents expiring, holidays', async () => {
    const body = ok<HrAttentionDto>(await t.call(admin, D.hrAttention, q()));
    expect(body.pendingLeave).toEqual({ count: 2, oldestDays: 10, byAge: { fresh: 1, week: 0, older: 1 } });
    expect(body.pendingCorrections).toEqual({
      count: 2,
      oldestDays: 9,
      byAge: { fresh: 0, week: 1, older: 1 },
    });
    expect(body.contractsEnding).toBe(
      people.filter(
        (p) => p.contract?.state === 1 && p.contract.end >= today && p.contract.end <= plus(today, 30),
      ).length,
    );
    // e1 in 10 days and e4 in 30; not e2 (40 days), e7 (deleted), e8 (expired yesterday, or no date).
    expect(body.documentsExpiring).toBe(2);
    expect(body.holidays).toEqual([
      { name: 'Yearly', fromDate: plus(today, 3), toDate: plus(today, 3) },
      { name: 'Far', fromDate: plus(today, 40), toDate: plus(today, 41) },
    ]);
    const field = ok<HrAttentionDto>(await t.call(admin, D.hrAttention, q('D1')));
    expect(field.pendingLeave.count).toBe(2);
    expect(field.pendingCorrections.count).toBe(1);
    expect(field.contractsEnding).toBe(0);
    expect(field.documentsExpiring).toBe(1);
  });

  it('sums the approved leave taken by type', async () => {
    const range = { fromDate: plus(today, -60), toDate: today };
    const body = ok<HrLeaveDto>(await t.call(admin, D.hrLeave, q(undefined, range)));
    expect(body.byType).toEqual([
      { leaveTypeId: ids.sick, name: 'Sick', days: '2' },
      { leaveTypeId: ids.annual, name: 'Annual', days: '1' },
    ]);
    const sales = ok<HrLeaveDto>(await t.call(admin, D.hrLeave, q('D2', range)));
    expect(sales.byType).toEqual([{ leaveTypeId: ids.annual, name: 'Annual', days: '1' }]);
  });

  it('refuses a period whose ends are missing, reversed or too far apart', async () => {
    for (const query of [
      { fromDate: today },
      { fromDate: today, toDate: plus(today, -1) },
      { fromDate: plus(today, -400), toDate: today },
    ]) {
      const r = await t.call(admin, D.hrHeadcount, { query });
      expect(r.statusCode, r.body).toBe(400);
    }
  });
});

describe('payroll dashboard', () => {
  const lastMonth = () => monthOf(today, -1);
  const twoAgo = () => monthOf(today, -2);
  const slips = () => [
    {
      key: 'p1',
      e: 'e1',
      month: lastMonth(),
      dept: 'D1',
      state: 1,
      currency: base,
      gross: 1000,
      ded: 100,
      items: { BASIC: 800, ALW: 200, DED: 100 },
    },
    {
      key: 'p2',
      e: 'e4',
      month: lastMonth(),
      dept: 'D2',
      state: 0,
      currency: base,
      gross: 500,
      ded: 50,
      items: { BASIC: 500, DED: 50 },
    },
    {
      key: 'p3',
      e: 'e2',
      month: twoAgo(),
      dept: 'D1',
      state: 1,
      currency: base,
      gross: 700,
      ded: 70,
      items: { BASIC: 700, DED: 70 },
    },
    {
      key: 'p4',
      e: 'e8',
      month: twoAgo(),
      dept: null,
      state: 1,
      currency: base,
      gross: 300,
      ded: 0,
      items: { BASIC: 300 },
    },
    {
      key: 'p5',
      e: 'e8',
      month: lastMonth(),
      dept: 'D2',
      state: 1,
      currency: base === 'EUR' ? 'USD' : 'EUR',
      gross: 999,
      ded: 9,
      items: { BASIC: 999 },
    },
  ];

  // A line's category names as payroll writes them (since 0062): both (ALW), one (DED, no Arabic name), or
  // only the one `categoryName` of a line written before (BASIC), which stands for both.
  const categoryNames: Record<string, Record<string, string | null>> = {
    ALW: { categoryName: 'Allowances', categoryNameEn: 'Allowances', categoryNameAr: 'البدلات' },
    DED: { categoryName: 'Deductions', categoryNameEn: 'Deductions', categoryNameAr: null },
    BASIC: { categoryName: 'BASIC name' },
  };

  beforeAll(async () => {
    await tx(async (tx) => {
      const written = await tx
        .insert(payslips)
        .values(
          slips().map((s, i) => ({
            tenantId: tenant.id,
            // Payslip numbers (issue 44), unique per tenant and year.
            numberYear: Number(s.month.slice(0, 4)),
            numberSeq: 900_000 + i,
            employeeId: ids[s.e]!,
            contractId: ids[s.e]!,
            departmentId: s.dept ? ids[s.dept]! : null,
            startDate: s.month,
            endDate: plus(monthOf(s.month, 1), -1),
            state: s.state,
            currencyCode: s.currency,
            decimalPlaces: 2,
            gross: String(s.gross),
            deductions: String(s.ded),
            net: String(s.gross - s.ded),
            inputs: {},
            items: Object.entries(s.items).map(([code, amount], i) => ({
              sequence: i + 1,
              code,
              name: code,
              categoryCode: code,
              ...categoryNames[code],
              amount: String(amount),
            })),
            employeeFullName: s.e,
            salaryStructureNameEn: 'S',
          })),
        )
        .returning({ id: payslips.id });
      slips().forEach((s, i) => {
        ids[s.key] = written[i]!.id;
      });
      // Confirmed later (p2), cancelled after confirmation (p3): the summary follows both.
      await tx.update(payslips).set({ state: 1 }).where(eq(payslips.id, ids.p2!));
      await tx.update(payslips).set({ state: 2 }).where(eq(payslips.id, ids.p3!));
      const [run1] = await tx
        .insert(payrollRuns)
        .values({
          tenantId: tenant.id,
          name: 'Older',
          startDate: twoAgo(),
          endDate: plus(lastMonth(), -1),
          selection: 0,
          state: 3,
          currencyCode: base,
          creationTime: new Date(Date.now() - 40 * day),
        })
        .returning();
      const [run2] = await tx
        .insert(payrollRuns)
        .values({
          tenantId: tenant.id,
          name: 'Latest',
          startDate: lastMonth(),
          endDate: plus(today, -1),
          selection: 1,
          departmentId: ids.D2!,
          departmentNameEn: 'Sales',
          state: 2,
          currencyCode: base,
        })
        .returning();
      ids.run1 = run1!.id;
      ids.run2 = run2!.id;
      await tx.insert(payrollRunEmployees).values([
        { tenantId: tenant.id, runId: run2!.id, employeeId: ids.e4!, employeeFullName: 'e4', status: 1 },
        {
          tenantId: tenant.id,
          runId: run2!.id,
          employeeId: ids.e8!,
          employeeFullName: 'e8',
          status: 2,
          errorCode: 'X',
        },
        { tenantId: tenant.id, runId: run1!.id, employeeId: ids.e1!, employeeFullName: 'e1', status: 1 },
      ]);
    });
  });

  it('sums the Confirmed payslips in the base currency by month, department and category', async () => {
    const body = ok<PayrollCostDto>(await t.call(admin, D.payrollCost, q()));
    expect(body.currencyCode).toBe(base);
    // Independently: the payslips as this test wrote them, their final states applied.
    const final = slips()
      .map((s) => ({ ...s, state: s.key === 'p2' ? 1 : s.key === 'p3' ? 2 : s.state }))
      .filter((s) => s.state === 1 && s.currency === base);
    const money = (n: number) => n.toFixed(2);
    const month = (m: string) => final.filter((s) => s.month === m);
    const sum = (list: typeof final, f: (s: (typeof final)[number]) => number) =>
      list.reduce((a, s) => a + f(s), 0);
    for (const m of [lastMonth(), twoAgo()]) {
      const row = body.byMonth.find((r) => r.month === m.slice(0, 7));
      expect(row).toEqual({
        month: m.slice(0, 7),
        gross: money(sum(month(m), (s) => s.gross)),
        deductions: money(sum(month(m), (s) => s.ded)),
        net: money(sum(month(m), (s) => s.gross - s.ded)),
      });
    }
    expect(body.byMonth).toHaveLength(12);
    expect(body.byMonth.filter((r) => r.gross !== '0.00')).toHaveLength(2);
    // And against the payslips table itself (not the summary).
    const [direct] = await tx((tx) =>
      tx
        .select({ gross: sql<string>`sum(${payslips.gross})::numeric(20,2)::text` })
        .from(payslips)
        .where(and(eq(payslips.tenantId, tenant.id), eq(payslips.state, 1), eq(payslips.currencyCode, base))),
    );
    expect(money(sum(final, (s) => s.gross))).toBe(direct!.gross);
    expect(body.byDepartment.map((r) => [r.id, r.gross]).sort()).toEqual(
      [
        [ids.D1, money(1000)],
        [ids.D2, money(500)],
        [null, money(300)],
      ].sort(),
    );
    const categories = new Map<string, number>();
    for (const s of final)
      for (const [c, a] of Object.entries(s.items)) categories.set(c, (categories.get(c) ?? 0) + a);
    expect(body.byCategory.map((r) => [r.code, r.amount]).sort()).toEqual(
      [...categories].map(([c, a]) => [c, money(a)]).sort(),
    );

    const sales = ok<PayrollCostDto>(await t.call(admin, D.payrollCost, q('D2')));
    expect(sales.byMonth.find((r) => r.month === lastMonth().slice(0, 7))?.gross).toBe(money(500));
    expect(sales.byDepartment.map((r) => r.id)).toEqual([ids.D2]);
  });

  it("names each category in the reader's language, the other one when the reader's is missing", async () => {
    const names = async (language: string) =>
      Object.fromEntries(
        ok<PayrollCostDto>(
          await t.call(admin, D.payrollCost, { ...q(), headers: { 'accept-language': language } }),
        ).byCategory.map((r) => [r.code, r.name]),
      );
    expect(await names('en')).toEqual({ ALW: 'Allowances', DED: 'Deductions', BASIC: 'BASIC name' });
    expect(await names('ar')).toEqual({ ALW: 'البدلات', DED: 'Deductions', BASIC: 'BASIC name' });
  });

  it('takes a payslip off the summary when it is deleted or changes', async () => {
    await tx((tx) => tx.update(payslips).set({ gross: '1100', net: '1000' }).where(eq(payslips.id, ids.p1!)));
    let body = ok<PayrollCostDto>(await t.call(admin, D.payrollCost, q('D1')));
    expect(body.byMonth.find((r) => r.month === lastMonth().slice(0, 7))).toMatchObject({
      gross: '1100.00',
      net: '1000.00',
    });
    await tx((tx) => tx.update(payslips).set({ gross: '1000', net: '900' }).where(eq(payslips.id, ids.p1!)));
    await tx((tx) => tx.delete(payslips).where(inArray(payslips.id, [ids.p4!])));
    body = ok<PayrollCostDto>(await t.call(admin, D.payrollCost, q()));
    expect(body.byMonth.find((r) => r.month === twoAgo().slice(0, 7))?.gross).toBe('0.00');
    expect(body.byDepartment.map((r) => r.id)).not.toContain(null);
  });

  it('lists the last runs with their failures, and the penalties and rewards of the period', async () => {
    const range = { fromDate: plus(today, -60), toDate: today };
    const body = ok<PayrollActivityDto>(await t.call(admin, D.payrollActivity, q(undefined, range)));
    expect(body.runs.map((r) => [r.id, r.employees, r.failed, r.state])).toEqual([
      [ids.run2, 2, 1, 2],
      [ids.run1, 1, 0, 3],
    ]);
    // Penalties of e1 (5 days ago) and e4 (50); not the deleted one nor e8's 90 days ago. One reward.
    expect(body.penalties).toBe(2);
    expect(body.rewards).toBe(1);
    const field = ok<PayrollActivityDto>(await t.call(admin, D.payrollActivity, q('D1', range)));
    expect(field.runs).toEqual([]);
    expect([field.penalties, field.rewards]).toEqual([1, 1]);
  });
});

describe('employee home', () => {
  it("answers the signed-in employee's own figures", async () => {
    const user = await t.userWith(tenant.name, []);
    // The link both ways, as the employee form writes it.
    await tx(async (tx) => {
      await tx.update(employees).set({ userId: user.id }).where(eq(employees.id, ids.e1!));
      await tx.update(users).set({ employeeId: ids.e1! }).where(eq(users.id, user.id));
    });
    const token = await t.login(tenant.name, user.userName, password);
    const body = ok<EmployeeHomeDto>(await t.call(token, D.employeeHome));
    expect(body.employeeId).toBe(ids.e1);
    expect(body.nextHoliday).toEqual({ name: 'Yearly', fromDate: plus(today, 3), toDate: plus(today, 3) });
    expect(body.openLeaveRequests.map((r) => [r.id, r.state, r.leaveTypeName])).toEqual([
      [ids.pendingOld, 0, 'Annual'],
    ]);
    expect(body.openCorrections).toBe(1);
    // 07:55 to 12:00 today; every day of the month so far is expected 8 hours (no holiday among them).
    const daysSoFar = Number(today.slice(8, 10));
    expect(body.attendance).toEqual({ workedMinutes: 245, expectedMinutes: daysSoFar * 480 });
    // The figures My attendance shows of the same days: one count for both screens.
    const own = await t.call(token, attendanceEndpoints.ownDays, {
      query: { fromDate: `${today.slice(0, 8)}01`, toDate: today },
    });
    const summary = attendanceMonthSummary(own.json<AttendanceDayDto[]>());
    expect(body.attendance).toEqual({
      workedMinutes: summary.workedMinutes,
      expectedMinutes: summary.dueMinutes,
    });
    expect(body.latestPayslip).toMatchObject({ id: ids.p1, net: '900.00', currencyCode: base });
    expect(body.documentsExpiring).toBe(1);

    // An employee holds neither dashboard policy.
    for (const e of [D.hrHeadcount, D.hrToday, D.hrAttention, D.hrLeave, D.payrollCost, D.payrollActivity]) {
      expect((await t.call(token, e, { query: {} })).statusCode).toBe(403);
    }
  });

  it('is 404 for a user without an employee record', async () => {
    const user = await t.userWith(tenant.name, [HrDashboardPermissions.Dashboard.Default]);
    const r = await t.call(user.token, D.employeeHome);
    expect(r.statusCode).toBe(404);
    expect(r.json<{ error: { code: string } }>().error.code).toBe('Dashboard:NoEmployee');
  });
});

describe('access and tenants', () => {
  it('gives each policy its own dashboard', async () => {
    const hr = await t.userWith(tenant.name, [HrDashboardPermissions.Dashboard.Default]);
    const payroll = await t.userWith(tenant.name, [PayrollDashboardPermissions.Dashboard.Default]);
    expect((await t.call(hr.token, D.hrHeadcount, { query: {} })).statusCode).toBe(200);
    expect((await t.call(hr.token, D.payrollCost, { query: {} })).statusCode).toBe(403);
    expect((await t.call(payroll.token, D.payrollCost, { query: {} })).statusCode).toBe(200);
    expect((await t.call(payroll.token, D.hrToday, { query: {} })).statusCode).toBe(403);
  });

  it("counts only the caller's tenant", async () => {
    const acmeAdmin = await t.login('acme');
    const acme = await t.services.tenancy.tenants.findByName('acme');
    const body = ok<HrHeadcountDto>(await t.call(acmeAdmin, D.hrHeadcount, { query: {} }));
    const [count] = await t.db.transaction({ tenantId: acme!.id }, (tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(employees)
        .where(
          and(
            eq(employees.tenantId, acme!.id),
            eq(employees.employeeStatus, 0),
            sql`not ${employees.isDeleted}`,
          ),
        ),
    );
    expect(body.headcount).toBe(count!.n);
    expect(body.byJobTitle.map((r) => r.id)).not.toContain(ids.J1);
    // Another tenant's department is unknown here.
    expect((await t.call(acmeAdmin, D.hrHeadcount, { query: { departmentId: ids.D1! } })).statusCode).toBe(
      404,
    );
    const cost = ok<PayrollCostDto>(await t.call(acmeAdmin, D.payrollCost, { query: {} }));
    expect(cost.byDepartment.map((r) => r.id)).not.toContain(ids.D1);
  });
});

describe("today's roster (a maintained summary)", () => {
  it('equals the records and the expected-time service after changes made once it was built', async () => {
    const first = ok<HrTodayDto>(await t.call(admin, D.hrToday, q()));
    expect(first.expected).toBe(4);
    const built = await tx(
      async (tx) =>
        (
          (await tx.execute(
            sql`select count(*)::int as n from dashboard_roster_days where day = ${today}::date`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
    );
    expect(built).toBe(1);

    // After the build: e8 checks in at 08:30, e2's check-in is deleted, e9 joins today on a new contract with
    // the schedule, e1's schedule range ends yesterday, and today's hours move to 09:00.
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    await tx(async (tx) => {
      await tx.insert(attendanceRecords).values({
        tenantId: tenant.id,
        employeeId: ids.e8!,
        checkIn: at(today, '08:30'),
        checkOut: null,
        inMode: 0,
        workDay: today,
        origin: 0,
      });
      await tx
        .delete(attendanceRecords)
        .where(and(eq(attendanceRecords.employeeId, ids.e2!), eq(attendanceRecords.workDay, today)));
      const [e9] = await tx
        .insert(employees)
        .values({
          tenantId: tenant.id,
          name: 'e9',
          surname: 'Test',
          fatherName: 'F',
          motherName: 'M',
          nationalNumber: 'DASH-e9',
          gender: 0,
          employeeStatus: 0,
          maritalStatus: 0,
          militaryServiceStatus: 0,
          jobTitleId: ids.J2!,
          emergencyPhone: '0999999999',
          emergencyContactName: 'X',
          emergencyRelationship: 'Y',
        })
        .returning();
      ids.e9 = e9!.id;
      const [hours] = await tx.select().from(workingHours).where(eq(workingHours.day, weekday));
      const [contract] = await tx
        .insert(contracts)
        .values({
          tenantId: tenant.id,
          name: 'C-e9',
          type: 0,
          start: today,
          end: plus(today, 100),
          employeeId: e9!.id,
          jobTitleId: ids.J2!,
          salaryStructureId: hours!.workingScheduleId,
          state: 1,
          workEntrySource: 0,
        })
        .returning();
      await tx.insert(contractWorkingSchedules).values({
        tenantId: tenant.id,
        contractId: contract!.id,
        workingScheduleId: hours!.workingScheduleId,
        from: today,
        to: plus(today, 100),
      });
      const [e1Contract] = await tx.select().from(contracts).where(eq(contracts.employeeId, ids.e1!));
      await tx
        .update(contractWorkingSchedules)
        .set({ to: plus(today, -1) })
        .where(eq(contractWorkingSchedules.contractId, e1Contract!.id));
      await tx
        .update(workingHours)
        .set({ fromMinute: 540, expectedMinutes: 420 })
        .where(eq(workingHours.day, weekday));
    });

    // The raw computation: who the service expects today, their check-ins today, their approved leave.
    const everyone = [...people.map((p) => ids[p.key]!), ids.e9!];
    const byService = await t.services.employment.expectedTime.forEmployees(
      systemContext(tenant.id),
      everyone,
      today,
      today,
    );
    const expected = everyone.filter((id) => (byService.get(id)?.[0]?.expectedMinutes ?? 0) > 0);
    const records = await tx((tx) =>
      tx.select().from(attendanceRecords).where(eq(attendanceRecords.workDay, today)),
    );
    const firstIn = new Map<string, number>();
    for (const r of records)
      firstIn.set(r.employeeId, Math.min(firstIn.get(r.employeeId) ?? Infinity, r.checkIn.getTime()));
    const present = expected.filter((id) => firstIn.has(id));
    const late = present.filter((id) => firstIn.get(id)! >= at(today, '09:01').getTime());
    const onLeave = expected.filter((id) => !firstIn.has(id) && id === ids.e4);
    // At noon, when every first hour has begun (09:00 the latest).
    const body = await t.services.dashboard.hr.today(
      systemContext(tenant.id, { now: () => at(today, '12:00') }),
      {},
    );
    expect(body).toEqual({
      date: today,
      expected: expected.length,
      present: present.length,
      late: late.length,
      onLeave: onLeave.length,
      absent: expected.length - present.length - onLeave.length,
      notYetDue: 0,
    });
    // e2, e4, e8, e9 expected (not e1 any more); e8 present and not late at 08:30 against 09:00.
    expect(body).toEqual({
      date: today,
      expected: 4,
      present: 1,
      late: 0,
      onLeave: 1,
      absent: 2,
      notYetDue: 0,
    });
    // The roster holds the tenant's own rows only (row-level security applies to it).
    const foreign = await t.db.transaction({ tenantId: (await t.createTenant()).id }, async (tx) =>
      tx.execute(sql`select count(*)::int as n from dashboard_roster`),
    );
    expect((foreign as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('headcount and leave taken (maintained summaries)', () => {
  it('equal the contracts, employees and leave requests after changes made since they were built', async () => {
    const range = { fromDate: plus(today, -60), toDate: plus(today, 30) };
    const before = ok<HrHeadcountDto>(await t.call(admin, D.hrHeadcount, q(undefined, range)));
    const leaveBefore = ok<HrLeaveDto>(await t.call(admin, D.hrLeave, q(undefined, range)));

    // Contracts: e5's Draft becomes Active (a joiner), e8's expires five days ago (a leaver), e2's moves to
    // Sales' job title, e6 gets a new one, e3's is deleted. Leave: the pending request of e1 is approved,
    // e1's sick leave becomes annual, e8 takes two approved days and one of them is deleted, e4 moves to
    // Operations' job title, e8 is deleted.
    await tx(async (tx) => {
      const contractOf = async (key: string) =>
        (await tx.select().from(contracts).where(eq(contracts.employeeId, ids[key]!)))[0]!;
      await tx
        .update(contracts)
        .set({ state: 1 })
        .where(eq(contracts.id, (await contractOf('e5')).id));
      await tx
        .update(contracts)
        .set({ state: 2, expiredOn: plus(today, -5), expiredWasActive: true })
        .where(eq(contracts.id, (await contractOf('e8')).id));
      await tx
        .update(contracts)
        .set({ jobTitleId: ids.J2! })
        .where(eq(contracts.id, (await contractOf('e2')).id));
      const e3 = await contractOf('e3');
      await tx.delete(contractWorkingSchedules).where(eq(contractWorkingSchedules.contractId, e3.id));
      await tx.delete(contracts).where(eq(contracts.id, e3.id));
      await tx.insert(contracts).values({
        tenantId: tenant.id,
        name: 'C-e6',
        type: 0,
        start: plus(today, -3),
        end: plus(today, 100),
        employeeId: ids.e6!,
        jobTitleId: ids.J2!,
        salaryStructureId: e3.salaryStructureId,
        state: 1,
        workEntrySource: 0,
      });

      await tx.update(leaveRequests).set({ state: 3 }).where(eq(leaveRequests.id, ids.pendingOld!));
      await tx
        .update(leaveRequests)
        .set({ leaveTypeId: ids.annual! })
        .where(and(eq(leaveRequests.employeeId, ids.e1!), eq(leaveRequests.leaveTypeId, ids.sick!)));
      const [taken] = await tx
        .insert(leaveRequests)
        .values({
          tenantId: tenant.id,
          employeeId: ids.e8!,
          leaveTypeId: ids.sick!,
          unit: 0,
          fromDate: plus(today, -8),
          toDate: plus(today, -7),
          startAt: at(plus(today, -8), '00:00'),
          endAt: at(plus(today, -6), '00:00'),
          duration: '2',
          state: 3,
        })
        .returning();
      await tx.insert(leaveRequestDays).values(
        [plus(today, -8), plus(today, -7)].map((date) => ({
          tenantId: tenant.id,
          requestId: taken!.id,
          employeeId: ids.e8!,
          date,
          days: '1',
          minutes: 480,
          holiday: false,
        })),
      );
      await tx
        .delete(leaveRequestDays)
        .where(and(eq(leaveRequestDays.requestId, taken!.id), eq(leaveRequestDays.date, plus(today, -7))));
      // Two employees in one statement: the trigger joins the statement's old and new rows.
      await tx
        .update(employees)
        .set({ jobTitleId: ids.J1! })
        .where(inArray(employees.id, [ids.e4!, ids.e5!]));
      await tx.update(employees).set({ isDeleted: true }).where(eq(employees.id, ids.e8!));
    });

    // The figures counted here from the rows as they are now.
    const now = await tx(async (tx) => ({
      contracts: await tx.select().from(contracts).where(eq(contracts.tenantId, tenant.id)),
      employees: await tx.select().from(employees).where(eq(employees.tenantId, tenant.id)),
      requests: await tx.select().from(leaveRequests).where(eq(leaveRequests.tenantId, tenant.id)),
      days: await tx.select().from(leaveRequestDays).where(eq(leaveRequestDays.tenantId, tenant.id)),
    }));
    const titlesOf: Record<string, string[]> = {
      all: [],
      D1: [ids.J1!, ids.J1a!],
      D2: [ids.J2!],
    };
    const months = Array.from({ length: 12 }, (_, i) => monthOf(range.toDate, i - 11));
    for (const key of ['all', 'D1', 'D2']) {
      const titles = titlesOf[key]!;
      const spans = new Map<string, { start: string; end: string }>();
      for (const c of now.contracts) {
        if (!(c.state === 1 || (c.state === 2 && (c.expiredWasActive ?? true)))) continue;
        if (titles.length && !titles.includes(c.jobTitleId)) continue;
        const end = c.state === 2 && c.expiredOn && c.expiredOn < c.end ? c.expiredOn : c.end;
        const s = spans.get(c.employeeId);
        spans.set(c.employeeId, {
          start: s && s.start < c.start ? s.start : c.start,
          end: s && s.end > end ? s.end : end,
        });
      }
      const all = [...spans.values()];
      const body = ok<HrHeadcountDto>(
        await t.call(admin, D.hrHeadcount, q(key === 'all' ? undefined : key, range)),
      );
      expect(
        body.trend.map((m) => m.count),
        key,
      ).toEqual(
        months.map((m) => {
          const last = plus(monthOf(m, 1), -1);
          const on = last > today ? today : last;
          return all.filter((s) => s.start <= on && s.end >= on).length;
        }),
      );
      expect(body.joiners, key).toBe(
        all.filter((s) => s.start >= range.fromDate && s.start <= range.toDate).length,
      );
      expect(body.leavers, key).toBe(
        all.filter((s) => s.end >= range.fromDate && s.end <= range.toDate && s.end < today).length,
      );

      const approvedIds = new Map(
        now.requests.filter((r) => r.state === 3).map((r) => [r.id, r.leaveTypeId]),
      );
      const inScope = new Set(
        now.employees.filter((e) => !e.isDeleted && titles.includes(e.jobTitleId)).map((e) => e.id),
      );
      const sums = new Map<string, number>();
      for (const d of now.days) {
        const type = approvedIds.get(d.requestId);
        if (!type || d.date < range.fromDate || d.date > range.toDate) continue;
        if (titles.length && !inScope.has(d.employeeId)) continue;
        sums.set(type, (sums.get(type) ?? 0) + Number(d.days));
      }
      const leave = ok<HrLeaveDto>(await t.call(admin, D.hrLeave, q(key === 'all' ? undefined : key, range)));
      expect(leave.byType.map((r) => [r.leaveTypeId, Number(r.days)]).sort(), key).toEqual(
        [...sums].filter(([, n]) => n > 0).sort(),
      );
    }
    // The changes moved the figures: e5 and e6 joined; e8 left and e3 (who had left) has no contract any more.
    const after = ok<HrHeadcountDto>(await t.call(admin, D.hrHeadcount, q(undefined, range)));
    expect(after.joiners).toBe(before.joiners + 2);
    expect(after.leavers).toBe(before.leavers);
    expect(after.trend.at(-1)!.count).toBe(before.trend.at(-1)!.count + 2 - 1);
    const leaveAfter = ok<HrLeaveDto>(await t.call(admin, D.hrLeave, q(undefined, range)));
    expect(leaveAfter).not.toEqual(leaveBefore);
  });
});

describe('the roster job (the day built before it starts)', () => {
  it("builds each tenant's day in its own zone, with a job execution record, before any reader", async () => {
    // A tenant at UTC+3 (Asia/Damascus): its 08:00 and 23:30 on 2031-03-10 are 05:00 and 20:30 UTC.
    const other = await t.createTenant();
    const ctx = systemContext(other.id);
    await t.services.platform.settings.setForCurrentTenant(ctx, SettingNames.TimeZone, 'Asia/Damascus');
    const day = '2031-03-10';
    const next = '2031-03-11';
    const staff: Record<string, string> = {};
    await t.db.transaction(ctx, async (tx) => {
      const [dept] = await tx.insert(departments).values({ tenantId: other.id, nameEn: 'Ops' }).returning();
      const [title] = await tx
        .insert(jobTitles)
        .values({ tenantId: other.id, nameEn: 'Hand', departmentId: dept!.id, baseSalary: '1' })
        .returning();
      const [schedule] = await tx
        .insert(workingSchedules)
        .values({ tenantId: other.id, name: 'Every day', normalizedName: 'EVERY DAY' })
        .returning();
      await tx.insert(workingHours).values(
        Array.from({ length: 7 }, (_, d) => ({
          tenantId: other.id,
          workingScheduleId: schedule!.id,
          day: d,
          fromMinute: 480,
          toMinute: 960,
          expectedMinutes: 480,
        })),
      );
      // a: in force both days; b: its contract ends on the 10th; c: starts on the 11th.
      const spans = {
        a: [plus(day, -10), plus(day, 100)],
        b: [plus(day, -10), day],
        c: [next, plus(day, 50)],
      };
      for (const [key, [start, end]] of Object.entries(spans)) {
        const [e] = await tx
          .insert(employees)
          .values({
            tenantId: other.id,
            name: key,
            surname: 'Job',
            fatherName: 'F',
            motherName: 'M',
            nationalNumber: `ROSTER-${key}`,
            gender: 0,
            employeeStatus: 0,
            maritalStatus: 0,
            militaryServiceStatus: 0,
            jobTitleId: title!.id,
            emergencyPhone: '0999999999',
            emergencyContactName: 'X',
            emergencyRelationship: 'Y',
          })
          .returning();
        staff[key] = e!.id;
        const [c] = await tx
          .insert(contracts)
          .values({
            tenantId: other.id,
            name: `C-${key}`,
            type: 0,
            start: start!,
            end: end!,
            employeeId: e!.id,
            jobTitleId: title!.id,
            salaryStructureId: schedule!.id,
            state: 1,
            workEntrySource: 0,
          })
          .returning();
        await tx.insert(contractWorkingSchedules).values({
          tenantId: other.id,
          contractId: c!.id,
          workingScheduleId: schedule!.id,
          from: start!,
          to: end!,
        });
      }
    });
    const read = async () =>
      t.db.transaction(ctx, async (tx) => {
        const result = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
        return {
          days: result(
            await tx.execute(sql`select day::text as day from dashboard_roster_days order by day`),
          ).map((r) => r.day),
          records: result(
            await tx.execute(
              sql`select status, details from job_execution_records where group_name = 'Dashboard' order by creation_time`,
            ),
          ).map((r) => ({ status: r.status, details: JSON.parse(String(r.details)) })),
          roster: result(
            await tx.execute(
              sql`select day::text as day, employee_id from dashboard_roster where first_minute is not null
                   order by day, employee_id`,
            ),
          ),
        };
      });

    // 08:00 there: the day is missing, so the job builds it (and only it), once.
    await t.services.dashboard.roster.run(new Date('2031-03-10T05:00:00Z'));
    await t.services.dashboard.roster.run(new Date('2031-03-10T05:30:00Z'));
    let seen = await read();
    expect(seen.days).toEqual([day]);
    expect(seen.records).toEqual([
      { status: 2, details: { key: 'Roster:Built', params: { day, count: 2 } } },
    ]);
    // 23:30 there (20:30 UTC, a UTC tenant's 20:xx): tomorrow is built ahead, a second record.
    await t.services.dashboard.roster.run(new Date('2031-03-10T20:30:00Z'));
    seen = await read();
    expect(seen.days).toEqual([day, next]);
    expect(seen.records.map((r) => r.details)).toEqual([
      { key: 'Roster:Built', params: { day, count: 2 } },
      { key: 'Roster:Built', params: { day: next, count: 2 } },
    ]);
    // Each built day holds whom the expected-time service expects that day.
    for (const d of [day, next]) {
      const byService = await t.services.employment.expectedTime.forEmployees(
        ctx,
        Object.values(staff),
        d,
        d,
      );
      const expected = Object.values(staff)
        .filter((id) => (byService.get(id)?.[0]?.expectedMinutes ?? 0) > 0)
        .sort();
      expect(seen.roster.filter((r) => r.day === d).map((r) => r.employee_id)).toEqual(expected);
    }
    expect(seen.roster.filter((r) => r.day === next).map((r) => r.employee_id)).not.toContain(staff.b);
    expect(seen.roster.filter((r) => r.day === next).map((r) => r.employee_id)).toContain(staff.c);

    // The 11th's first reader finds the day built: it counts, builds nothing, and no record is added.
    const hrToday = await t.services.dashboard.hr.today(
      systemContext(other.id, { now: () => new Date('2031-03-11T06:00:00Z') }),
      {},
    );
    expect(hrToday).toEqual({
      date: next,
      expected: 2,
      present: 0,
      late: 0,
      onLeave: 0,
      absent: 2,
      notYetDue: 0,
    });
    expect((await read()).records).toHaveLength(2);
  });
});
