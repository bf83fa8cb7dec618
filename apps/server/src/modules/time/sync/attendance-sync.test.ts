import {
  type AttendanceDto,
  AttendanceOrigin,
  attendanceEndpoints,
  employeeEndpoints,
  employeePinEndpoints,
  jobExecutionRecordEndpoints as J,
  type JobExecutionLogDto,
  JobExecutionLogType,
  type JobExecutionRecordDto,
  JobExecutionStatus,
  type PagedResult,
  SettingNames,
  type SyncAttendanceResult,
  TimePermissions,
  terminalEndpoints,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../../platform/context.ts';
import { startJobs } from '../../../platform/jobs.ts';
import { employeeBody, employeesApi } from '../../../test/helpers/employees.ts';
import { contractsApi } from '../../../test/helpers/employment.ts';
import { organisationApi } from '../../../test/helpers/organisation.ts';
import { payrollApi, uniqueCode } from '../../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  type DevicePunch,
  startTerminalSimulator,
  type TerminalSimulator,
  withTerminal,
} from '../terminal-protocol/index.ts';
import { timeJobs } from '../time.jobs.ts';
import { createAttendanceSync } from './attendance-sync.ts';

// The attendance sync end to end: a simulator speaking the ZKTeco protocol on loopback, the terminal and
// PINs made through the API, the run started through POST sync-attendance, and the records, the execution
// record and its logs read back through the API.

const zone = 'Asia/Riyadh';
let t: TestApp;
let acme: string;
let acmeId: string;
let sim: TerminalSimulator;
let terminalId: string;
let office: string;
let jobTitleId: string;
let structureId: string;

const punch = (userId: string, deviceTime: string, state = 0): DevicePunch => ({
  uid: Number(userId) || 1,
  userId,
  verifyType: 1,
  state,
  deviceTime: `${deviceTime}:00`,
});
/** An instant of Riyadh's wall clock (UTC+3 all year). */
const at = (local: string) => new Date(`${local}:00+03:00`).toISOString();

async function newEmployee(pin: number, withContract: boolean) {
  const employeeId = await employeesApi(t).create(acme, employeeBody(jobTitleId));
  const r = await t.call(acme, employeePinEndpoints.create, { body: { pin, employeeId } });
  expect(r.statusCode, r.body).toBe(200);
  if (withContract) {
    await contractsApi(t).activeContract(acme, {
      employeeId,
      jobTitleId,
      salaryStructureId: structureId,
      workingScheduleId: office,
      start: '2026-01-01',
      end: '2026-12-31',
    });
  }
  return employeeId;
}

async function sync(token = acme) {
  const r = await t.call(token, J.syncAttendance, {});
  expect(r.statusCode, r.body).toBe(200);
  return r.json<SyncAttendanceResult>();
}

async function recordOf(id: string) {
  const r = await t.call(acme, J.list, { query: { maxResultCount: 1000 } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<JobExecutionRecordDto>>().items.find((x) => x.id === id)!;
}

async function logsOf(id: string, token = acme) {
  const r = await t.call(token, J.logs, { params: { id } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<JobExecutionLogDto[]>();
}

async function attendanceOf(employeeId: string) {
  const r = await t.call(acme, attendanceEndpoints.list, {
    query: { employeeId, maxResultCount: 1000, sorting: 'checkIn' },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<AttendanceDto>>().items;
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  await t.services.platform.settings.setForCurrentTenant({ tenantId: acmeId }, SettingNames.TimeZone, zone);
  const org = organisationApi(t);
  const department = await org.createDepartment(acme, uniqueCode('Sync dept'));
  jobTitleId = (await org.createJobTitle(acme, { name: uniqueCode('Operator'), departmentId: department.id }))
    .id;
  const payroll = payrollApi(t);
  structureId = await payroll.createStructure(acme, [
    await payroll.createRule(acme, { categoryId: await payroll.createCategory(acme) }),
  ]);
  const s = await t.call(acme, workingScheduleEndpoints.create, {
    body: {
      name: uniqueCode('Office'),
      workingHours: [0, 1, 2, 3, 4].map((day) => ({
        day,
        from: '08:00',
        to: '16:00',
        expectedAttendance: '08:00',
      })),
    },
  });
  expect(s.statusCode, s.body).toBe(200);
  office = s.json<string>();
  sim = await startTerminalSimulator({ users: 0, punches: 0, timeZone: zone });
  const r = await t.call(acme, terminalEndpoints.create, {
    body: { name: uniqueCode('Gate'), ipAddress: '127.0.0.1', port: sim.port, comKey: 0, timeZone: zone },
  });
  expect(r.statusCode, r.body).toBe(200);
  terminalId = r.json<{ id: string }>().id;
  // The demo terminal points at a simulator this test does not run: only ours is synced here.
  for (const id of await t.services.time.terminals.listIds(systemContext(acmeId)))
    if (id !== terminalId) await t.services.time.terminals.delete(systemContext(acmeId), id);
  // Runs inline: the POST returns when the run is done (the pg-boss path is tested below).
  t.services.time.sync.setDispatcher((job) => t.services.time.sync.run(job).then(() => undefined));
});
afterAll(async () => {
  await sim?.close();
  await t?.close();
});

describe('the attendance sync', () => {
  it('stores punches once and pairs them by work day: first in, last out; a re-sync adds nothing', async () => {
    const withSchedule = await newEmployee(901, true);
    const without = await newEmployee(902, false);
    sim.addPunches([
      punch('901', '2026-03-01T07:55'),
      punch('901', '2026-03-01T12:00', 1),
      punch('901', '2026-03-01T16:10', 1),
      punch('901', '2026-03-02T08:05'),
      punch('902', '2026-03-01T09:00'),
      punch('902', '2026-03-01T17:00', 255),
      punch('999', '2026-03-01T09:30'),
    ]);
    const started = await sync();
    expect(started.enqueued).toBe(1);
    const [recordId] = started.recordIds;
    const record = await recordOf(recordId!);
    expect(record).toMatchObject({
      status: JobExecutionStatus.Succeeded,
      terminalId,
      groupName: 'AttendanceSync',
    });
    expect(record.details).toBe('7 punches read, 7 new, 3 attendance records written.');

    expect(
      (await attendanceOf(withSchedule)).map((a) => [a.workDay, a.checkIn, a.checkOut, a.origin, a.inMode]),
    ).toEqual([
      ['2026-03-01', at('2026-03-01T07:55'), at('2026-03-01T16:10'), AttendanceOrigin.Terminal, 1],
      ['2026-03-02', at('2026-03-02T08:05'), null, AttendanceOrigin.Terminal, 1],
    ]);
    expect((await attendanceOf(without)).map((a) => [a.workDay, a.checkIn, a.checkOut])).toEqual([
      ['2026-03-01', at('2026-03-01T09:00'), at('2026-03-01T17:00')],
    ]);

    const logs = await logsOf(recordId!);
    const texts = logs.map((l) => [l.logType, l.logMessage]);
    expect(texts).toContainEqual([
      JobExecutionLogType.Info,
      expect.stringMatching(/^Read 7 punches from .+; 7 new\.$/),
    ]);
    expect(texts).toContainEqual([
      JobExecutionLogType.Warning,
      'Unknown PIN 999: 1 punches not paired. Give an employee this PIN.',
    ]);
    expect(texts).toContainEqual([
      JobExecutionLogType.Warning,
      expect.stringMatching(/undefined punch state \(for example 255\)/),
    ]);
    // In Arabic for an Arabic reader.
    const arabic = await t.call(acme, J.logs, {
      params: { id: recordId! },
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json<JobExecutionLogDto[]>().some((l) => l.logMessage.includes('غير معروف'))).toBe(true);

    // Nothing new on the device: its count and last record say so, and nothing more is read.
    const again = await sync();
    expect((await recordOf(again.recordIds[0]!)).details).toBe(
      '0 punches read, 0 new, 0 attendance records written.',
    );
    expect((await logsOf(again.recordIds[0]!)).map((l) => l.logMessage)).toContainEqual(
      expect.stringMatching(/holds the same 7 punches as at its last sync: nothing new was read\.$/),
    );
    expect(await attendanceOf(withSchedule)).toHaveLength(2);

    // The PIN is given later: the next run pairs the punches that waited.
    const late = await newEmployee(999, false);
    await sync();
    expect((await attendanceOf(late)).map((a) => [a.workDay, a.checkIn, a.checkOut])).toEqual([
      ['2026-03-01', at('2026-03-01T09:30'), null],
    ]);
  });

  it('leaves the punches of a deleted employee’s PIN waiting, as an unknown PIN’s', async () => {
    const gone = await newEmployee(941, true);
    expect((await t.call(acme, employeeEndpoints.delete, { params: { id: gone } })).statusCode).toBe(204);
    sim.addPunches([punch('941', '2026-03-08T08:00'), punch('941', '2026-03-08T16:00', 1)]);
    const run = await sync();
    expect(await attendanceOf(gone)).toEqual([]);
    expect((await logsOf(run.recordIds[0]!)).map((l) => l.logMessage)).toContain(
      'Unknown PIN 941: 2 punches not paired. Give an employee this PIN.',
    );
  });

  it('rewrites its own record as punches come, and never touches one entered or corrected by hand', async () => {
    const employeeId = await newEmployee(911, true);
    sim.addPunches([punch('911', '2026-03-03T08:00')]);
    await sync();
    expect((await attendanceOf(employeeId)).map((a) => a.checkOut)).toEqual([null]);
    // The check-out arrives later: the same record gets it.
    sim.addPunches([punch('911', '2026-03-03T16:00', 1)]);
    await sync();
    const [own] = await attendanceOf(employeeId);
    expect([own!.workDay, own!.checkOut]).toEqual(['2026-03-03', at('2026-03-03T16:00')]);

    // Corrected by hand: it becomes Manual, and a later punch of that day leaves it alone.
    const edit = await t.call(acme, attendanceEndpoints.update, {
      params: { id: own!.id },
      body: {
        employeeId,
        checkIn: at('2026-03-03T07:30'),
        checkOut: at('2026-03-03T16:00'),
        concurrencyStamp: own!.concurrencyStamp,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    sim.addPunches([punch('911', '2026-03-03T18:00', 1)]);
    const run = await sync();
    const after = await attendanceOf(employeeId);
    expect(after.map((a) => [a.checkIn, a.checkOut, a.origin])).toEqual([
      [at('2026-03-03T07:30'), at('2026-03-03T16:00'), AttendanceOrigin.Manual],
    ]);
    expect((await logsOf(run.recordIds[0]!)).map((l) => l.logMessage)).toContain(
      '1 days kept as entered by hand or corrected by a request.',
    );
  });

  it('never touches a record an approved correction request wrote (origin Request)', async () => {
    const employeeId = await newEmployee(912, true);
    sim.addPunches([punch('912', '2026-03-05T08:10'), punch('912', '2026-03-05T12:00', 1)]);
    await sync();
    expect((await attendanceOf(employeeId)).map((a) => a.origin)).toEqual([AttendanceOrigin.Terminal]);
    // The requests module applies an approved request this way, inside the decision's transaction.
    const applied = await t.services.time.attendance.applyCorrection(systemContext(acmeId), {
      employeeId,
      remove: { range: { from: new Date(at('2026-03-05T00:00')), to: new Date(at('2026-03-06T00:00')) } },
      record: { checkIn: new Date(at('2026-03-05T08:00')), checkOut: new Date(at('2026-03-05T16:00')) },
    });
    expect(applied.removed.map((r) => r.origin)).toEqual([AttendanceOrigin.Terminal]);
    sim.addPunches([punch('912', '2026-03-05T17:00', 1)]);
    await sync();
    expect((await attendanceOf(employeeId)).map((a) => [a.id, a.checkIn, a.checkOut, a.origin])).toEqual([
      [applied.id, at('2026-03-05T08:00'), at('2026-03-05T16:00'), AttendanceOrigin.Request],
    ]);
  });

  it('a run stopped between storing and pairing leaves no record, and the next run pairs what it stored', async () => {
    const employeeId = await newEmployee(921, true);
    sim.addPunches([punch('921', '2026-03-04T08:00'), punch('921', '2026-03-04T16:00', 1)]);
    const stop = new Error('stopped');
    const sync$ = t.services.time.sync;
    const job = await t.db.transaction(systemContext(acmeId), async (tx) => ({
      tenantId: acmeId,
      terminalId,
      recordId: await t.services.time.jobExecutions.enqueue(tx, systemContext(acmeId), {
        name: { key: 'Sync:Name', params: { terminal: 'Gate' } },
        groupName: 'AttendanceSync',
        terminalId,
      }),
    }));
    const stopping = createStoppingSync(stop);
    expect((await stopping.run(job)).status).toBe(JobExecutionStatus.Failed);
    expect(await attendanceOf(employeeId)).toEqual([]);
    await sync$.start(systemContext(acmeId));
    expect((await attendanceOf(employeeId)).map((a) => [a.checkIn, a.checkOut])).toEqual([
      [at('2026-03-04T08:00'), at('2026-03-04T16:00')],
    ]);
  });

  it('reports a terminal it cannot reach as Failed with the reason, and a clock far off as a warning', async () => {
    sim.setClockOffset(20 * 60_000);
    const ok = await sync();
    expect(
      (await logsOf(ok.recordIds[0]!)).some((l) => /clock is off by 20 minutes/.test(l.logMessage)),
    ).toBe(true);

    // Each run records the drift; past the tenant's tolerance (2 minutes unless set) it warns.
    const drift = (logs: JobExecutionLogDto[]) => {
      const line = logs.find((l) => /^The terminal’s clock read /.test(l.logMessage));
      expect(line?.logType).toBe(JobExecutionLogType.Info);
      return Number(/, (-?\d+) seconds from the server’s/.exec(line!.logMessage)![1]);
    };
    const warned = (logs: JobExecutionLogDto[]) => logs.some((l) => /clock is off by/.test(l.logMessage));
    sim.setClockOffset(-5 * 60_000);
    const late = await logsOf((await sync()).recordIds[0]!);
    expect(Math.abs(drift(late) + 300)).toBeLessThanOrEqual(5);
    expect(warned(late)).toBe(true);
    const scope = { tenantId: acmeId };
    await t.services.platform.settings.setForCurrentTenant(
      scope,
      SettingNames.TerminalClockToleranceMinutes,
      '10',
    );
    const tolerated = await logsOf((await sync()).recordIds[0]!);
    expect(Math.abs(drift(tolerated) + 300)).toBeLessThanOrEqual(5);
    expect(tolerated.find((l) => /^The terminal’s clock read /.test(l.logMessage))!.logMessage).toMatch(
      /tolerance 10 minutes/,
    );
    expect(warned(tolerated)).toBe(false);
    const arabic = await t.call(acme, J.logs, {
      params: { id: (await sync()).recordIds[0]! },
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json<JobExecutionLogDto[]>().some((l) => /^قرأت ساعة الجهاز /.test(l.logMessage))).toBe(
      true,
    );
    await t.services.platform.settings.setForCurrentTenant(
      scope,
      SettingNames.TerminalClockToleranceMinutes,
      '2',
    );
    sim.setClockOffset(0);
    const onTime = await logsOf((await sync()).recordIds[0]!);
    expect(Math.abs(drift(onTime))).toBeLessThanOrEqual(5);
    expect(warned(onTime)).toBe(false);

    const closed = await startTerminalSimulator({ users: 0, punches: 0 });
    const port = closed.port;
    await closed.close();
    const r = await t.call(acme, terminalEndpoints.create, {
      body: { name: uniqueCode('Dead'), ipAddress: '127.0.0.1', port, comKey: 0, timeZone: zone },
    });
    expect(r.statusCode, r.body).toBe(200);
    const dead = r.json<{ id: string }>().id;
    const runs = await sync();
    const records = await Promise.all(runs.recordIds.map(recordOf));
    const failed = records.find((x) => x.terminalId === dead)!;
    expect(failed.status).toBe(JobExecutionStatus.Failed);
    expect(failed.details).toMatch(/^Could not read .+: the connection was refused\.$/);
    expect((await logsOf(failed.id)).map((l) => l.logType)).toEqual([JobExecutionLogType.Error]);
    await t.services.time.terminals.delete(systemContext(acmeId), dead);
  });

  it('needs its permissions, and keeps each tenant to its own records', async () => {
    const reader = await t.userWith('acme', [TimePermissions.JobExecutionRecords.Default]);
    expect((await t.call(reader.token, J.list, {})).statusCode).toBe(200);
    expect((await t.call(reader.token, J.syncAttendance, {})).statusCode).toBe(403);
    const nobody = await t.userWith('acme', []);
    expect((await t.call(nobody.token, J.list, {})).statusCode).toBe(403);
    const [some] = (await t.call(acme, J.list, {})).json<PagedResult<JobExecutionRecordDto>>().items;
    expect((await t.call(nobody.token, J.logs, { params: { id: some!.id } })).statusCode).toBe(403);
    expect((await t.call(null, J.syncAttendance, {})).statusCode).toBe(401);

    const tenant = await t.createTenant();
    const other = await t.login(tenant.name);
    expect((await t.call(other, J.logs, { params: { id: some!.id } })).statusCode).toBe(404);
    expect((await t.call(other, J.list, {})).json<PagedResult<JobExecutionRecordDto>>().totalCount).toBe(0);
    // No terminals there: nothing to run.
    expect(await sync(other)).toEqual({ enqueued: 0, recordIds: [] });
  });

  it('runs through pg-boss: one job per terminal, the record Enqueued then Succeeded', async () => {
    const boss = await startJobs(t.db, t.app.log);
    try {
      await timeJobs(t.services.time, boss);
      const employeeId = await newEmployee(931, true);
      sim.addPunches([punch('931', '2026-03-05T08:00'), punch('931', '2026-03-05T15:00', 1)]);
      const { recordIds } = await sync();
      // A second click while it waits or runs starts nothing more.
      expect((await sync()).enqueued).toBe(0);
      let record = await recordOf(recordIds[0]!);
      for (let i = 0; i < 120 && record.status !== JobExecutionStatus.Succeeded; i++) {
        await new Promise((r) => setTimeout(r, 250));
        record = await recordOf(recordIds[0]!);
      }
      expect(record.status).toBe(JobExecutionStatus.Succeeded);
      expect((await attendanceOf(employeeId)).map((a) => a.checkOut)).toEqual([at('2026-03-05T15:00')]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
      t.services.time.sync.setDispatcher((job) => t.services.time.sync.run(job).then(() => undefined));
    }
  });
});

describe('the sync against the device log it has read', () => {
  /** A month of punches of PINs no employee has (stored and left waiting), past the 1 KB a device answers at once. */
  const month = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      punch(
        String(5000 + ((from + i) % 40)),
        `2025-01-${String(1 + (Math.floor((from + i) / 40) % 28)).padStart(2, '0')}T${String(6 + Math.floor((from + i) / 1120)).padStart(2, '0')}:${String((from + i) % 60).padStart(2, '0')}`,
      ),
    );
  const editTerminal = async (changes: Record<string, unknown>) => {
    const current = await t.call(acme, terminalEndpoints.get, { params: { id: terminalId } });
    const d = current.json<{
      name: string;
      ipAddress: string;
      port: number;
      timeZone: string | null;
      concurrencyStamp: string;
    }>();
    const r = await t.call(acme, terminalEndpoints.update, {
      params: { id: terminalId },
      body: {
        name: d.name,
        ipAddress: d.ipAddress,
        port: d.port,
        timeZone: d.timeZone,
        concurrencyStamp: d.concurrencyStamp,
        ...changes,
      } as never,
    });
    expect(r.statusCode, r.body).toBe(200);
  };
  const runOnce = async () => {
    const before = sim.bytesSent;
    const { recordIds } = await sync();
    const record = await recordOf(recordIds[0]!);
    expect(record.status, record.details ?? '').toBe(JobExecutionStatus.Succeeded);
    return {
      record,
      sent: sim.bytesSent - before,
      logs: (await logsOf(recordIds[0]!)).map((l) => l.logMessage),
    };
  };

  it('reads nothing past the count and last record when nothing is new, and only the new records when the log grew', async () => {
    sim.addPunches(month(0, 1500));
    const first = await runOnce();
    expect(first.record.details).toMatch(/ punches read, 1500 new, /);
    expect(first.sent).toBeGreaterThan(1500 * 40);

    const same = await runOnce();
    expect(same.record.details).toBe('0 punches read, 0 new, 0 attendance records written.');
    // The free sizes, the buffer's size field and its last record: no log.
    expect(same.sent).toBeLessThan(1000);

    sim.addPunches(month(1500, 3));
    const grown = await runOnce();
    expect(grown.record.details).toMatch(/^3 punches read, 3 new, /);
    expect(grown.logs).toContainEqual(
      expect.stringMatching(/^Only the 3 punches added since the last sync were read/),
    );
    expect(grown.sent).toBeLessThan(1000);
  });

  it('reads the whole log again when the device log is not the one it marked', async () => {
    // Another tool cleared the log and new punches came: the mark's last record is gone.
    const count = sim.punchCount;
    await withTerminal({ host: '127.0.0.1', port: sim.port, commKey: 0 }, async (s) => {
      const now = await s.readAttendanceSince(null);
      expect(now.mark.count).toBe(count);
      expect(await s.clearAttendanceIf(now.mark)).toBe(true);
    });
    sim.addPunches(month(2000, 2));
    const after = await runOnce();
    expect(after.record.details).toMatch(/^2 punches read, 2 new, /);
  });

  it('clears the device log after a sync whose punches are all stored, only when the terminal says so', async () => {
    sim.addPunches(month(3000, 4));
    const kept = await runOnce();
    expect(kept.record.details).toMatch(/^4 punches read, 4 new, /);
    expect(sim.punchCount).toBe(6);

    await editTerminal({ clearLogAfterSync: true });
    // A run stopped before its punches are committed never clears the log.
    sim.addPunches(month(3100, 2));
    const job = { tenantId: acmeId, terminalId, recordId: '' };
    const ctx = systemContext(acmeId);
    job.recordId = await t.db.transaction(ctx, (tx) =>
      t.services.time.jobExecutions.enqueue(tx, ctx, {
        name: { key: 'Sync:Name', params: { terminal: 'Gate' } },
        groupName: 'AttendanceSync',
        terminalId,
      }),
    );
    const stopped = await createStoppingSync(new Error('stopped before the commit')).run(job);
    expect(stopped.status).toBe(JobExecutionStatus.Failed);
    expect(sim.punchCount).toBe(8);

    const cleared = await runOnce();
    expect(cleared.record.details).toMatch(/^2 punches read, 2 new, /);
    expect(cleared.logs).toContainEqual(
      expect.stringMatching(/^The terminal’s log of 8 punches was cleared/),
    );
    expect(sim.punchCount).toBe(0);
    expect(sim.received).toContain(15);

    // The next punches are read from the empty log on.
    sim.addPunches(month(3200, 1));
    const next = await runOnce();
    expect(next.record.details).toMatch(/^1 punches read, 1 new, /);
    expect(sim.punchCount).toBe(0);

    // A log with a punch that cannot be stored (a date that does not exist) is kept.
    sim.addPunches([punch('5001', '2025-02-30T08:00'), ...month(3300, 1)]);
    const unstored = await runOnce();
    expect(unstored.logs).toContainEqual(
      'The terminal’s log was not cleared: some of its punches could not be stored.',
    );
    expect(sim.punchCount).toBe(2);
    await editTerminal({ clearLogAfterSync: false });
  });

  it('keeps the device log when a punch came in after the read', async () => {
    await withTerminal({ host: '127.0.0.1', port: sim.port, commKey: 0 }, async (s) => {
      const read = await s.readAttendanceSince(null);
      sim.addPunches(month(3400, 1));
      expect(await s.clearAttendanceIf(read.mark)).toBe(false);
    });
    expect(sim.punchCount).toBe(3);
  });
});

/** The product's sync with a stop between storing and pairing, as a process killed there would leave it. */
function createStoppingSync(stop: Error) {
  const time = t.services.time;
  return createAttendanceSync(t.db, {
    jobs: time.jobExecutions,
    terminals: time.terminals,
    employeePins: time.employeePins,
    attendance: time.attendance,
    expectedTime: t.services.employment.expectedTime,
    tenantTimeZone: (ctx) =>
      t.services.platform.settings.get({ tenantId: ctx.tenantId, userId: null }, SettingNames.TimeZone),
    read: (address, known) =>
      withTerminal(address, async (session) => ({
        clock: await session.getTime(),
        ...(await session.readAttendanceSince(known)),
      })),
    clear: (address, expected) => withTerminal(address, (session) => session.clearAttendanceIf(expected)),
    afterStore: async () => {
      throw stop;
    },
  });
}
