import path from 'node:path';
import {
  type AttendanceDto,
  AttendanceOrigin,
  attendanceEndpoints,
  employeePinEndpoints,
  jobExecutionRecordEndpoints as J,
  type JobExecutionRecordDto,
  JobExecutionStatus,
  type PagedResult,
  SettingNames,
  terminalEndpoints,
} from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../../platform/context.ts';
import { employeeBody, employeesApi } from '../../../test/helpers/employees.ts';
import { organisationApi } from '../../../test/helpers/organisation.ts';
import { uniqueCode } from '../../../test/helpers/payroll.ts';
import { killableChildren } from '../../../test/kill-child.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  type DevicePunch,
  startTerminalSimulator,
  type TerminalSimulator,
} from '../terminal-protocol/index.ts';
import { punches } from '../time.tables.ts';
import type { SyncJob } from './attendance-sync.ts';

/**
 * A sync run whose process is killed (SIGKILL) is completed by the retry pg-boss makes with the same job:
 * the run is a child process (`sync-kill.child.ts`) on this test's PostgreSQL database, killed after it
 * stored the punches and, apart, inside the pairing transaction before it commits; the retry then runs
 * here. Needs a real server (a killed connection's transaction rolled back), so it runs in the `pg` stage.
 */
const serverUrl = process.env.DATABASE_URL;
const childScript = path.join(import.meta.dirname, 'sync-kill.child.ts');
const zone = 'Asia/Riyadh';

const punch = (userId: string, deviceTime: string, state = 0): DevicePunch => ({
  uid: Number(userId),
  userId,
  verifyType: 1,
  state,
  deviceTime: `${deviceTime}:00`,
});
/** An instant of Riyadh's wall clock (UTC+3 all year). */
const at = (local: string) => new Date(`${local}:00+03:00`).toISOString();

describe.skipIf(!serverUrl)('a sync run killed with its process', () => {
  let t: TestApp;
  let acme: string;
  let acmeId: string;
  let sim: TerminalSimulator;
  let terminalId: string;
  let first: string;
  let second: string;
  const children = killableChildren();
  let dispatched: SyncJob[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    acme = await t.login('acme');
    acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
    await t.services.platform.settings.setForCurrentTenant({ tenantId: acmeId }, SettingNames.TimeZone, zone);
    const org = organisationApi(t);
    const department = await org.createDepartment(acme, uniqueCode('Kill dept'));
    const jobTitleId = (
      await org.createJobTitle(acme, { name: uniqueCode('Operator'), departmentId: department.id })
    ).id;
    const employee = async (pin: number) => {
      const employeeId = await employeesApi(t).create(acme, employeeBody(jobTitleId));
      const r = await t.call(acme, employeePinEndpoints.create, { body: { pin, employeeId } });
      expect(r.statusCode, r.body).toBe(200);
      return employeeId;
    };
    first = await employee(951);
    second = await employee(952);
    sim = await startTerminalSimulator({ users: 0, punches: 0, timeZone: zone });
    const r = await t.call(acme, terminalEndpoints.create, {
      body: { name: uniqueCode('Gate'), ipAddress: '127.0.0.1', port: sim.port, comKey: 0, timeZone: zone },
    });
    expect(r.statusCode, r.body).toBe(200);
    terminalId = r.json<{ id: string }>().id;
    // The demo terminal points at a simulator this test does not run: only ours is synced.
    for (const id of await t.services.time.terminals.listIds(systemContext(acmeId)))
      if (id !== terminalId) await t.services.time.terminals.delete(systemContext(acmeId), id);
    // The queue's side: the job data a run gets (and a retry gets again), kept instead of run.
    t.services.time.sync.setDispatcher(async (job) => {
      dispatched.push(job);
    });
  });

  afterAll(async () => {
    children.killLeft();
    await sim?.close();
    await t?.close();
  });

  /** A run as the product starts one: its record Enqueued and its job handed to the queue. */
  async function startRun(): Promise<SyncJob> {
    dispatched = [];
    const started = await t.services.time.sync.start(systemContext(acmeId));
    expect(started.enqueued).toBe(1);
    expect(dispatched).toHaveLength(1);
    return dispatched[0]!;
  }

  /** Runs `job` in a child process stopped at `hook`; what its marker said it saw is its transaction's. */
  function runChildUntil(job: SyncJob, hook: 'afterStore' | 'beforePairCommit') {
    return children.startUntilMarker<{ records: number; paired: number }>(t.db, {
      script: childScript,
      marker: 'SYNC-KILL-READY',
      timeoutMs: 45_000,
      env: { SYNC_JOB: JSON.stringify(job), SYNC_KILL_AT: hook, SYNC_EMPLOYEES: `${first},${second}` },
    });
  }

  /** The terminal's stored punches: how many, and how many paired. */
  async function stored() {
    const rows = await t.db.transaction(systemContext(acmeId), (tx) =>
      tx.select({ pairedAt: punches.pairedAt }).from(punches).where(eq(punches.terminalId, terminalId)),
    );
    return { punches: rows.length, paired: rows.filter((r) => r.pairedAt !== null).length };
  }

  async function attendanceOf(employeeId: string) {
    const r = await t.call(acme, attendanceEndpoints.list, {
      query: { employeeId, maxResultCount: 1000, sorting: 'checkIn' },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r
      .json<PagedResult<AttendanceDto>>()
      .items.map((a) => [a.workDay, a.checkIn, a.checkOut, a.origin] as const);
  }

  async function recordOf(id: string) {
    const r = await t.call(acme, J.list, { query: { maxResultCount: 1000 } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<PagedResult<JobExecutionRecordDto>>().items.find((x) => x.id === id)!;
  }

  const day = (date: string) => [
    punch('951', `${date}T08:00`),
    punch('951', `${date}T16:00`, 1),
    punch('952', `${date}T09:00`),
    punch('952', `${date}T17:00`, 1),
  ];
  const records = (date: string) => ({
    first: [date, at(`${date}T08:00`), at(`${date}T16:00`), AttendanceOrigin.Terminal],
    second: [date, at(`${date}T09:00`), at(`${date}T17:00`), AttendanceOrigin.Terminal],
  });

  it('killed after storing the punches: nothing of the run stays, and the retry does it all once', async () => {
    sim.addPunches(day('2026-04-06'));
    const job = await startRun();
    const child = await runChildUntil(job, 'afterStore');
    // Inside its transaction the run had stored the punches (marked paired: their PINs are known).
    expect(child.seen).toEqual({ records: 0, paired: 4 });
    await child.kill();

    // Storing and pairing are one transaction: PostgreSQL rolled it back with the connection.
    expect(await stored()).toEqual({ punches: 0, paired: 0 });
    expect(await attendanceOf(first)).toEqual([]);
    expect(await attendanceOf(second)).toEqual([]);
    expect((await recordOf(job.recordId)).status).toBe(JobExecutionStatus.Running);

    // pg-boss's retry: the same job data, in another process.
    expect(await t.services.time.sync.run(job)).toEqual({ status: JobExecutionStatus.Succeeded });
    const expected = records('2026-04-06');
    expect(await attendanceOf(first)).toEqual([expected.first]);
    expect(await attendanceOf(second)).toEqual([expected.second]);
    expect(await stored()).toEqual({ punches: 4, paired: 4 });
    const record = await recordOf(job.recordId);
    expect(record.status).toBe(JobExecutionStatus.Succeeded);
    expect(record.details).toBe('4 punches read, 4 new, 2 attendance records written.');
  });

  it('killed inside the pairing transaction: nothing of it stays, and the retry pairs all', async () => {
    sim.addPunches(day('2026-04-07'));
    const job = await startRun();
    const child = await runChildUntil(job, 'beforePairCommit');
    // Inside its transaction the run had written the new day's two records and marked its punches.
    expect(child.seen).toEqual({ records: 4, paired: 8 });
    await child.kill();

    // PostgreSQL rolled it back with the connection: the first day's punches stay, nothing of this run.
    expect(await stored()).toEqual({ punches: 4, paired: 4 });
    const before = records('2026-04-06');
    expect(await attendanceOf(first)).toEqual([before.first]);
    expect(await attendanceOf(second)).toEqual([before.second]);
    expect((await recordOf(job.recordId)).status).toBe(JobExecutionStatus.Running);

    expect(await t.services.time.sync.run(job)).toEqual({ status: JobExecutionStatus.Succeeded });
    const after = records('2026-04-07');
    expect(await attendanceOf(first)).toEqual([before.first, after.first]);
    expect(await attendanceOf(second)).toEqual([before.second, after.second]);
    expect(await stored()).toEqual({ punches: 8, paired: 8 });
    const record = await recordOf(job.recordId);
    expect(record.status).toBe(JobExecutionStatus.Succeeded);
    // The killed run's mark of the device log went with its transaction: the retry reads past the first
    // run's mark (the 4 new punches), as the first run stored the 4 before them.
    expect(record.details).toBe('4 punches read, 4 new, 2 attendance records written.');
  });
});
