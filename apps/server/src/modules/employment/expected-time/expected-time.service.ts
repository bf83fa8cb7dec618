import { ContractState, hoursAndMinutesOf, WorkEntrySource } from '@hr/contracts';
import { asc, gte, inArray, lte } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../../platform/context.ts';
import { isUuid } from '../../../platform/db/columns.ts';
import type { Database, Tx } from '../../../platform/db/database.ts';
import { tenantRows } from '../../../platform/db/tenant-table.ts';
import { groupBy } from '../../../platform/group-by.ts';
import { contracts, contractWorkingSchedules, workingHours } from '../employment.tables.ts';
import {
  type ContractStateName,
  type ExpectedDay,
  type ExpectedTimeContract,
  type ExpectedTimeScheduleRange,
  type ExpectedTimeWorkingHour,
  expectedTime,
} from './expected-time.ts';
import type { ExpectedTime, HolidayCalendar } from './index.ts';

export interface ExpectedTimeDeps {
  /** The tenant's IANA time zone (setting Abp.Timing.TimeZone). */
  timeZoneOf(ctx: RequestContext): Promise<string>;
  /** The time module's holidays; none until it provides them. */
  holidays?: HolidayCalendar;
}

/** The states whose days can be in force (a Draft or Canceled contract never is). */
const contributing = [ContractState.Active, ContractState.Expired];

/** The stored ContractState numbers by name (Draft=0, Active, Expired, Canceled). */
const stateNames: readonly ContractStateName[] = ['Draft', 'Active', 'Expired', 'Canceled'];

/** Employees asked in one read: a payroll run of thousands asks in slices of this many. */
const employeesPerRead = 1000;

/**
 * The stored side of expected time: reads the employees' contracts in force somewhere in the range (Active,
 * or Expired having been Active), their schedule ranges and the schedules' hours, the tenant's time zone and
 * its holidays, and hands them to the pure `expectedTime` calculation. Three queries for any number of
 * employees (in slices of a thousand), in the caller's transaction when there is one.
 */
export function createExpectedTimeService(db: Database, deps: ExpectedTimeDeps): ExpectedTime {
  async function contractsOf(
    tx: Tx,
    tenantId: string,
    employeeIds: readonly string[],
    from: string,
    to: string,
  ) {
    const rows = await tx
      .select({
        id: contracts.id,
        employeeId: contracts.employeeId,
        start: contracts.start,
        end: contracts.end,
        state: contracts.state,
        workEntrySource: contracts.workEntrySource,
        expiredOn: contracts.expiredOn,
        expiredWasActive: contracts.expiredWasActive,
      })
      .from(contracts)
      .where(
        tenantRows(contracts, tenantId, [
          inArray(contracts.employeeId, [...employeeIds]),
          inArray(contracts.state, contributing),
          lte(contracts.start, to),
          gte(contracts.end, from),
        ]),
      )
      .orderBy(asc(contracts.start), asc(contracts.id));
    const ids = rows.filter((r) => r.workEntrySource === WorkEntrySource.WorkingSchedule).map((r) => r.id);
    const ranges = ids.length
      ? await tx
          .select({
            contractId: contractWorkingSchedules.contractId,
            workingScheduleId: contractWorkingSchedules.workingScheduleId,
            from: contractWorkingSchedules.from,
            to: contractWorkingSchedules.to,
          })
          .from(contractWorkingSchedules)
          .where(
            tenantRows(contractWorkingSchedules, tenantId, [
              inArray(contractWorkingSchedules.contractId, ids),
              lte(contractWorkingSchedules.from, to),
              gte(contractWorkingSchedules.to, from),
            ]),
          )
      : [];
    const scheduleIds = [...new Set(ranges.map((r) => r.workingScheduleId))];
    // A schedule deleted after the contract's time keeps its hours (a used one cannot be deleted).
    const hours = scheduleIds.length
      ? await tx
          .select()
          .from(workingHours)
          .where(tenantRows(workingHours, tenantId, [inArray(workingHours.workingScheduleId, scheduleIds)]))
      : [];
    const hoursBySchedule = groupBy(
      hours,
      (h) => h.workingScheduleId,
      (h): ExpectedTimeWorkingHour => ({
        id: h.id,
        day: h.day,
        from: hoursAndMinutesOf(h.fromMinute),
        to: hoursAndMinutesOf(h.toMinute),
        expectedAttendance: hoursAndMinutesOf(h.expectedMinutes),
      }),
    );
    const rangesByContract = groupBy(
      ranges,
      (r) => r.contractId,
      (r): ExpectedTimeScheduleRange => ({
        workingScheduleId: r.workingScheduleId,
        from: r.from,
        to: r.to,
        workingHours: hoursBySchedule.get(r.workingScheduleId) ?? [],
      }),
    );
    return groupBy(
      rows,
      (row) => row.employeeId,
      (row): ExpectedTimeContract => ({
        id: row.id,
        start: row.start,
        end: row.end,
        state: stateNames[row.state] ?? 'Draft',
        workEntrySource:
          row.workEntrySource === WorkEntrySource.Attendance ? 'Attendance' : 'WorkingSchedule',
        expiry:
          row.state === ContractState.Expired && row.expiredOn
            ? { on: row.expiredOn, wasActive: row.expiredWasActive ?? true }
            : null,
        scheduleRanges:
          row.workEntrySource === WorkEntrySource.Attendance ? null : (rangesByContract.get(row.id) ?? []),
      }),
    );
  }

  async function forEmployees(
    ctx: RequestContext,
    employeeIds: readonly string[],
    from: string,
    to: string,
  ): Promise<Map<string, ExpectedDay[]>> {
    const tenantId = tenantOf(ctx);
    // Ids that cannot be an employee's have no contract (and must not reach the uuid column).
    const asked = [...new Set(employeeIds)];
    const ids = asked.filter(isUuid);
    return db.transaction(ctx, async (tx) => {
      const timeZone = await deps.timeZoneOf(ctx);
      const holidays = deps.holidays ? await deps.holidays.datesBetween(ctx, from, to) : undefined;
      const answer = new Map<string, ExpectedDay[]>();
      for (let i = 0; i < ids.length; i += employeesPerRead) {
        const slice = ids.slice(i, i + employeesPerRead);
        const byEmployee = await contractsOf(tx, tenantId, slice, from, to);
        for (const id of slice)
          answer.set(id, expectedTime({ contracts: byEmployee.get(id) ?? [], timeZone, from, to, holidays }));
      }
      for (const id of asked)
        if (!answer.has(id)) answer.set(id, expectedTime({ contracts: [], timeZone, from, to, holidays }));
      return answer;
    });
  }

  return {
    forEmployees,
    async forEmployee(ctx, employeeId, from, to) {
      return (await forEmployees(ctx, [employeeId], from, to)).get(employeeId) ?? [];
    },
  };
}
