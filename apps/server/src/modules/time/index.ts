import { clockTolerance, SettingNames, TimePermissions } from '@hr/contracts';
import { type RequestContext, systemContext } from '../../platform/context.ts';
import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createAttendanceService } from './attendance/attendance.service.ts';
import { createAttendanceDays } from './attendance/attendance-days.ts';
import { createAttendanceImport } from './attendance.import.ts';
import { createEmployeePinService } from './employee-pin.service.ts';
import { createHolidayImport } from './holiday.import.ts';
import { createHolidayService } from './holiday.service.ts';
import { createAttendanceSync } from './sync/attendance-sync.ts';
import { createJobExecutionService } from './sync/job-execution.service.ts';
import { createTerminalService } from './terminal.service.ts';
import { terminalNetwork } from './terminal-network.ts';
import { withTerminal } from './terminal-protocol/index.ts';
import { createAttendanceSyncSchedule, timeJobs } from './time.jobs.ts';
import { timeRoutes } from './time.routes.ts';
import { seedTime } from './time.seed.ts';

/**
 * Time: holidays (the expected-time service's holiday calendar), attendance records, fingerprint terminals
 * and employee PINs, and the attendance sync (a pg-boss job per terminal, with execution records and logs).
 */
function createTimeServices({ db, platform, modules }: ModuleSetup) {
  // Every connection to a terminal goes to a resolved address the server may reach.
  const network = terminalNetwork({ onLoopback: platform.config.terminalsOnLoopback });
  // What attendance's days and holidays ask of leave (approved days; a recount when holidays change).
  const leave = modules.leave.requests;
  // The contracts module's HolidayCalendar (`datesBetween`): the expected-time service asks it.
  const holidays = createHolidayService(db, { leave });
  const terminals = createTerminalService(db, {
    secrets: platform.secrets,
    readClock: async (address) =>
      withTerminal(await network.resolve(address), (session) => session.getTime()),
    setClock: async (address, wallNow) =>
      withTerminal(await network.resolve(address), async (session) => {
        const previous = await session.getTime();
        await session.setTime(wallNow());
        // The device reloads what changed, as its own menu does after a change.
        await session.refreshData();
        return { previous, current: await session.getTime() };
      }),
    tenantTimeZone: (ctx) => platform.settings.timeZoneOf(ctx),
    granted: (ctx) => platform.permissions.granted(ctx),
    updatePolicy: TimePermissions.Terminals.Update,
    network,
  });
  const employeePins = createEmployeePinService(db, {
    employees: modules.employees.employees,
  });
  const expectedTime = modules.employment.expectedTime;
  const attendanceEmployees = modules.employees.employees;
  const attendance = createAttendanceService(db, {
    employees: attendanceEmployees,
    contracts: modules.employment.contracts,
    expectedTime,
    timeZoneOf: (ctx) => platform.settings.timeZoneOf(ctx),
  });
  const attendanceDays = createAttendanceDays(db, {
    attendance,
    employees: attendanceEmployees,
    expectedTime,
    leave,
    timeZoneOf: (ctx) => platform.settings.timeZoneOf(ctx),
    features: platform.features,
  });
  const jobExecutions = createJobExecutionService(db);
  const sync = createAttendanceSync(db, {
    jobs: jobExecutions,
    terminals,
    employeePins,
    attendance,
    expectedTime,
    tenantTimeZone: (ctx) => platform.settings.timeZoneOf(ctx),
    metrics: platform.metrics,
    clockToleranceMinutes: async (ctx) =>
      clockTolerance(
        await platform.settings.get(
          { tenantId: ctx.tenantId, userId: null },
          SettingNames.TerminalClockToleranceMinutes,
        ),
      ),
    read: async (address, known) =>
      withTerminal(await network.resolve(address), async (session) => ({
        clock: await session.getTime(),
        ...(await session.readAttendanceSince(known)),
      })),
    clear: async (address, expected) =>
      withTerminal(await network.resolve(address), (session) => session.clearAttendanceIf(expected)),
  });
  const syncSchedule = createAttendanceSyncSchedule({
    db,
    tenants: modules.tenancy.tenants,
    intervalOf: (tenantId) =>
      platform.settings.get({ tenantId, userId: null }, SettingNames.AttendanceSyncIntervalMinutes),
    start: (tenantId) => sync.start(systemContext(tenantId)),
  });
  return {
    holidays,
    holidayImport: createHolidayImport(db, holidays),
    attendanceImport: createAttendanceImport(db, {
      attendance,
      employees: attendanceEmployees,
      timeZoneOf: (ctx) => platform.settings.timeZoneOf(ctx),
    }),
    terminals,
    employeePins,
    attendance,
    attendanceDays,
    jobExecutions,
    sync,
    syncSchedule,
    /** The tenant's time zone (exports show instants on its clock). */
    timeZoneOf: (ctx: RequestContext) => platform.settings.timeZoneOf(ctx),
  };
}
export type TimeServices = ReturnType<typeof createTimeServices>;

export const timeModule = defineModule({
  name: 'time',
  services: createTimeServices,
  exports: ({ holidays, attendance, attendanceDays, jobExecutions }) => ({
    holidays,
    attendance,
    attendanceDays,
    jobExecutions,
  }),
  routes: timeRoutes,
  seed: seedTime,
  // The attendance sync's queue (a run per terminal) and its schedule.
  jobs: timeJobs,
});
