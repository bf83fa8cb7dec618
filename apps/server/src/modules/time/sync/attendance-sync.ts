import {
  AttendanceMode,
  AttendanceOrigin,
  attendanceSyncGroup,
  JobExecutionLogType,
  JobExecutionStatus,
  type SyncAttendanceResult,
} from '@hr/contracts';
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type RequestContext, systemContext, tenantOf } from '../../../platform/context.ts';
import { newId, newStamp } from '../../../platform/db/columns.ts';
import type { Database, Tx } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { addDays, dateIn } from '../../../platform/tenant-date.ts';
import { type ExpectedTime, zoneClock } from '../../employment/public.ts';
import type { AttendanceService } from '../attendance/attendance.service.ts';
import { pairPunches } from '../attendance/pairing.ts';
import type { EmployeePinService } from '../employee-pin.service.ts';
import type { TerminalConnection, TerminalService } from '../terminal.service.ts';
import type { DevicePunch, TerminalAddress } from '../terminal-protocol/index.ts';
import { TerminalError } from '../terminal-protocol/index.ts';
import { attendanceRecords, punches } from '../time.tables.ts';
import type { JobExecutionService, JobText } from './job-execution.service.ts';

/** What a run reads of a terminal: its clock and its whole attendance log. */
export interface TerminalReading {
  clock: string;
  punches: DevicePunch[];
}

/** One run to do: the tenant, the terminal and the record that reports it (the pg-boss job's data). */
export interface SyncJob {
  tenantId: string;
  terminalId: string;
  recordId: string;
}

export interface AttendanceSyncDeps {
  jobs: JobExecutionService;
  terminals: Pick<TerminalService, 'live' | 'connectionOf'>;
  employeePins: Pick<EmployeePinService, 'employeeIdsByPin'>;
  attendance: Pick<AttendanceService, 'lockEmployees'>;
  expectedTime: ExpectedTime;
  tenantTimeZone(ctx: RequestContext): Promise<string>;
  /** Reads the device (the ZKTeco client in the product). */
  read(address: TerminalAddress): Promise<TerminalReading>;
  /** Called between storing the punches and pairing them (tests stop a run there). */
  afterStore?: (job: SyncJob) => Promise<void>;
  /** Called in the pairing transaction after its writes, before it commits (tests kill a run there). */
  beforePairCommit?: (job: SyncJob) => Promise<void>;
}

/** A punch as `storePunches` sends it (the table's column names). */
interface StoredPunch {
  id: string;
  tenant_id: string;
  terminal_id: string;
  device_user_id: string;
  device_time: string;
  instant: string;
  verify_type: number;
  state: number;
  read_at: string;
  /** Set when the PIN is known: the punch is paired in the transaction that stores it. */
  paired_at: string | null;
}

/** A stored punch the pairing starts from. */
interface FreshPunch {
  id: string;
  deviceUserId: string;
  instant: Date;
}

/** The rows of `tx.execute` on either driver (node-postgres answers a result, PGlite's too). */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/** A device clock further than this from the server's is reported. */
export const clockToleranceMs = 5 * 60_000;
/** Punches older than this (before the newest one read) are stored but not paired: a device's old history. */
export const pairingHorizonDays = 700;
/** The punch states a ZKTeco device defines (check-in, check-out, break out/in, overtime in/out). */
const definedStates = new Set([0, 1, 2, 3, 4, 5]);
/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters in one). */
const punchesPerInsert = 20_000;
const recordsPerUpsert = 2000;
const unknownPinsListed = 20;

const wallPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

/** The wall time as ms "in UTC" (the zone clock's input), or null for a date that does not exist (Feb 31). */
function wallMs(deviceTime: string): number | null {
  const m = wallPattern.exec(deviceTime);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  if (y < 2000 || y > 2099) return null;
  return ms;
}

/**
 * The attendance sync: one run per terminal reads the device's clock and log, stores the raw punches once
 * (unique on terminal, device user id and device time: a re-sync adds nothing), then pairs every punch not
 * yet paired into attendance records (DESIGN.md "Rules that span modules"; `pairPunches`), leaving the
 * records entered by hand or corrected by a request alone. Storing and pairing are two transactions, and a
 * punch is marked paired in the transaction that wrote its records: a run killed at any point leaves no
 * half-written records, and the next run pairs what is left. Each run reports in a job execution record
 * with log lines (`JobExecutionService`).
 */
export function createAttendanceSync(db: Database, deps: AttendanceSyncDeps) {
  let dispatch: ((job: SyncJob) => Promise<void>) | undefined;

  /**
   * Stores the punches not stored yet, in one transaction; answers how many were new. The rows travel as
   * one JSON parameter per slice (`jsonb_to_recordset`): a hundred thousand rows in a few statements,
   * without a parameter per value.
   */
  async function storePunches(ctx: RequestContext, rows: readonly StoredPunch[]) {
    const fresh: FreshPunch[] = [];
    let stored = 0;
    await db.transaction(ctx, async (tx) => {
      for (let i = 0; i < rows.length; i += punchesPerInsert) {
        const slice = JSON.stringify(rows.slice(i, i + punchesPerInsert));
        // Those already stored are left out before the insert (an anti-join is much cheaper than a conflict
        // per row on a re-sync); the conflict clause still settles a concurrent run's rows.
        const inserted = await tx.execute<{
          id: string;
          device_user_id: string;
          instant: string;
          paired_at: unknown;
        }>(sql`
          insert into punches (id, tenant_id, terminal_id, device_user_id, device_time, instant, verify_type, state,
            read_at, paired_at)
          select r.id, r.tenant_id, r.terminal_id, r.device_user_id, r.device_time, r.instant, r.verify_type, r.state,
            r.read_at, r.paired_at
          from jsonb_to_recordset(${slice}::jsonb) as r(id uuid, tenant_id uuid, terminal_id uuid,
            device_user_id varchar, device_time timestamp, instant timestamptz, verify_type smallint,
            state smallint, read_at timestamptz, paired_at timestamptz)
          where not exists (select 1 from punches p where p.tenant_id = r.tenant_id and p.terminal_id = r.terminal_id
            and p.device_user_id = r.device_user_id and p.device_time = r.device_time)
          on conflict (tenant_id, terminal_id, device_user_id, device_time) do nothing
          returning id, device_user_id, instant, paired_at`);
        const list = rowsOf<{
          id: string;
          device_user_id: string;
          instant: string | Date;
          paired_at: unknown;
        }>(inserted);
        stored += list.length;
        for (const r of list)
          if (r.paired_at !== null)
            fresh.push({ id: r.id, deviceUserId: r.device_user_id, instant: new Date(r.instant) });
      }
    });
    return { stored, fresh };
  }

  /**
   * Pairs the punches just stored with a known PIN (`fresh`, stored already marked paired) and the ones
   * waiting for their PIN (unpaired) whose PIN is known now; answers the counts and the log lines.
   */
  async function pair(
    ctx: RequestContext,
    fallbackZone: string,
    fresh: readonly FreshPunch[],
    byPin: ReadonlyMap<string, string>,
    job?: SyncJob,
  ) {
    const tenantId = tenantOf(ctx);
    const lines: { type: number; text: JobText }[] = [];
    return db.transaction(ctx, async (tx) => {
      const unpaired = await tx
        .select({ id: punches.id, deviceUserId: punches.deviceUserId, instant: punches.instant })
        .from(punches)
        .where(and(eq(punches.tenantId, tenantId), isNull(punches.pairedAt)));
      const now = ctx.now();

      // Unknown PINs stay unpaired: once an employee is given the PIN, the next run pairs them.
      const unknown = new Map<string, number>();
      for (const p of unpaired)
        if (!byPin.has(p.deviceUserId)) unknown.set(p.deviceUserId, (unknown.get(p.deviceUserId) ?? 0) + 1);
      const sorted = [...unknown].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
      for (const [pin, count] of sorted.slice(0, unknownPinsListed))
        lines.push({
          type: JobExecutionLogType.Warning,
          text: { key: 'Sync:UnknownPin', params: { pin, punches: count } },
        });
      if (sorted.length > unknownPinsListed)
        lines.push({
          type: JobExecutionLogType.Warning,
          text: { key: 'Sync:MoreUnknownPins', params: { count: sorted.length - unknownPinsListed } },
        });

      const waiting = unpaired.filter((p) => byPin.has(p.deviceUserId));
      const known = [...fresh, ...waiting];
      if (!known.length) return { punches: 0, employees: 0, records: 0, kept: 0, lines };
      const newest = known.reduce((max, p) => Math.max(max, p.instant.getTime()), 0);
      const horizon = newest - pairingHorizonDays * 86_400_000;
      const tooOld = known.filter((p) => p.instant.getTime() < horizon);
      const recent = known.filter((p) => p.instant.getTime() >= horizon);
      if (tooOld.length)
        lines.push({
          type: JobExecutionLogType.Warning,
          text: { key: 'Sync:TooOld', params: { count: tooOld.length, days: pairingHorizonDays } },
        });

      const tenantZone = await deps.tenantTimeZone(ctx);
      const employeeOf = (pin: string) => byPin.get(pin) as string;
      const employeeIds = [...new Set(recent.map((p) => employeeOf(p.deviceUserId)))].sort();
      const pins = [...new Set(recent.map((p) => p.deviceUserId))];
      let records = 0;
      let kept = 0;
      if (recent.length) {
        // One writer of an employee's records at a time: the attendance service's lock, in id order.
        await deps.attendance.lockEmployees(ctx, employeeIds);
        const first = recent.reduce((min, p) => Math.min(min, p.instant.getTime()), newest);
        const from = addDays(dateIn(tenantZone, new Date(first)), -1);
        const to = dateIn(tenantZone, new Date(newest));
        const expected = await deps.expectedTime.forEmployees(ctx, employeeIds, from, to);
        // Every punch of these people around the new ones: a work day is paired from all of its punches.
        const around = await tx
          .select({ deviceUserId: punches.deviceUserId, instant: punches.instant })
          .from(punches)
          .where(
            and(
              eq(punches.tenantId, tenantId),
              inArray(punches.deviceUserId, pins),
              gte(punches.instant, new Date(first - 2 * 86_400_000)),
              lte(punches.instant, new Date(newest + 2 * 86_400_000)),
            ),
          );
        const existing = await tx
          .select({
            id: attendanceRecords.id,
            employeeId: attendanceRecords.employeeId,
            workDay: attendanceRecords.workDay,
            origin: attendanceRecords.origin,
            checkIn: attendanceRecords.checkIn,
            checkOut: attendanceRecords.checkOut,
          })
          .from(attendanceRecords)
          .where(
            and(
              eq(attendanceRecords.tenantId, tenantId),
              inArray(attendanceRecords.employeeId, employeeIds),
              gte(attendanceRecords.workDay, addDays(from, -1)),
              lte(attendanceRecords.workDay, addDays(to, 2)),
            ),
          );
        const byHand = new Map<string, { workDay: string; from: number; to: number }[]>();
        for (const r of existing)
          if (r.origin !== AttendanceOrigin.Terminal) {
            const list = byHand.get(r.employeeId) ?? [];
            list.push({
              workDay: r.workDay,
              from: r.checkIn.getTime(),
              to: (r.checkOut ?? r.checkIn).getTime(),
            });
            byHand.set(r.employeeId, list);
          }

        // The work days that hold a new punch are the ones to (re)write.
        const instantsOf = new Map<string, Date[]>();
        for (const p of around) {
          const list = instantsOf.get(p.deviceUserId) ?? [];
          list.push(p.instant);
          instantsOf.set(p.deviceUserId, list);
        }
        const touched = new Map<string, Set<number>>();
        for (const p of recent) {
          const set = touched.get(p.deviceUserId) ?? new Set<number>();
          set.add(p.instant.getTime());
          touched.set(p.deviceUserId, set);
        }
        const values: object[] = [];
        for (const pin of pins) {
          const employeeId = employeeOf(pin);
          const freshTimes = touched.get(pin)!;
          const stays = pairPunches(instantsOf.get(pin) ?? [], expected.get(employeeId) ?? [], fallbackZone);
          for (const stay of stays) {
            if (!stay.instants.some((i) => freshTimes.has(i))) continue;
            const start = stay.checkIn.getTime();
            const end = (stay.checkOut ?? stay.checkIn).getTime();
            const manual = (byHand.get(employeeId) ?? []).some(
              (r) => r.workDay === stay.workDay || (r.from <= end && start <= r.to),
            );
            if (manual) {
              kept++;
              continue;
            }
            // The table's columns, for jsonb_to_recordset.
            values.push({
              id: newId(),
              tenant_id: tenantId,
              employee_id: employeeId,
              work_day: stay.workDay,
              check_in: stay.checkIn.toISOString(),
              check_out: stay.checkOut?.toISOString() ?? null,
              in_mode: AttendanceMode.AttendanceTerminal,
              out_mode: stay.checkOut ? AttendanceMode.AttendanceTerminal : null,
              origin: AttendanceOrigin.Terminal,
              creation_time: now.toISOString(),
              concurrency_stamp: newStamp(),
            });
          }
        }
        for (let i = 0; i < values.length; i += recordsPerUpsert) {
          const slice = JSON.stringify(values.slice(i, i + recordsPerUpsert));
          const written = await tx.execute<{ id: string }>(sql`
            insert into attendance_records (id, tenant_id, employee_id, check_in, check_out, in_mode, out_mode,
              work_day, origin, creation_time, concurrency_stamp)
            select id, tenant_id, employee_id, check_in, check_out, in_mode, out_mode, work_day, origin,
              creation_time, concurrency_stamp
            from jsonb_to_recordset(${slice}::jsonb) as r(id uuid, tenant_id uuid, employee_id uuid,
              check_in timestamptz, check_out timestamptz, in_mode smallint, out_mode smallint, work_day date,
              origin smallint, creation_time timestamptz, concurrency_stamp varchar)
            on conflict (tenant_id, employee_id, work_day) where origin = ${AttendanceOrigin.Terminal}
            do update set check_in = excluded.check_in, check_out = excluded.check_out,
              out_mode = excluded.out_mode, last_modification_time = ${now},
              concurrency_stamp = excluded.concurrency_stamp
            returning id`);
          records += rowsOf(written).length;
        }
      }
      // Marked in the transaction that wrote their records: all of it happens, or none.
      // The fresh ones were stored marked; those that waited for their PIN are marked now.
      const done = waiting.map((p) => p.id);
      for (let i = 0; i < done.length; i += 20_000)
        await tx.execute(sql`
          update punches set paired_at = ${now}
          where tenant_id = ${tenantId} and id = any(${`{${done.slice(i, i + 20_000).join(',')}}`}::uuid[])`);
      if (job) await deps.beforePairCommit?.(job);
      lines.push({
        type: JobExecutionLogType.Info,
        text: {
          key: 'Sync:Paired',
          params: { punches: recent.length, employees: employeeIds.length, records },
        },
      });
      if (kept)
        lines.push({
          type: JobExecutionLogType.Info,
          text: { key: 'Sync:KeptManual', params: { days: kept } },
        });
      return { punches: recent.length, employees: employeeIds.length, records, kept, lines };
    });
  }

  /** One run of one terminal: the pg-boss job's work. Never throws: a failure is the record's status. */
  async function run(job: SyncJob, clock: () => Date = () => new Date()): Promise<{ status: number }> {
    const ctx = systemContext(job.tenantId, { now: clock });
    if (!(await deps.jobs.begin(ctx, job.recordId))) return { status: -1 };
    let connection: TerminalConnection;
    try {
      connection = await deps.terminals.connectionOf(ctx, job.terminalId);
    } catch {
      const text: JobText = { key: 'Sync:TerminalGone' };
      await deps.jobs.log(ctx, job.recordId, [{ type: JobExecutionLogType.Error, text }]);
      await deps.jobs.finish(ctx, job.recordId, JobExecutionStatus.Failed, text);
      return { status: JobExecutionStatus.Failed };
    }
    try {
      let reading: TerminalReading;
      try {
        reading = await deps.read({
          host: connection.host,
          port: connection.port,
          commKey: connection.commKey,
        });
      } catch (error) {
        const reason =
          error instanceof TerminalError ? `Sync:Reason:${error.kind}` : 'Sync:Reason:unreachable';
        const text: JobText = { key: 'Sync:ConnectionFailed', params: { terminal: connection.name, reason } };
        await deps.jobs.log(ctx, job.recordId, [{ type: JobExecutionLogType.Error, text }]);
        await deps.jobs.finish(ctx, job.recordId, JobExecutionStatus.Failed, text);
        return { status: JobExecutionStatus.Failed };
      }
      const lines: { type: number; text: JobText }[] = [];
      const zone = zoneClock(connection.timeZone);
      const now = ctx.now();
      const clockWall = wallMs(reading.clock);
      if (clockWall !== null) {
        const off = zone.instantOf(clockWall) - now.getTime();
        if (Math.abs(off) > clockToleranceMs)
          lines.push({
            type: JobExecutionLogType.Warning,
            text: {
              key: 'Sync:ClockOff',
              params: {
                minutes: Math.round(off / 60_000),
                device: reading.clock.replace('T', ' '),
                expected: new Date(now.getTime() + zone.offsetAt(now.getTime()))
                  .toISOString()
                  .slice(0, 19)
                  .replace('T', ' '),
              },
            },
          });
      }
      const byPin = await deps.employeePins.employeeIdsByPin(ctx);
      const rows: StoredPunch[] = [];
      let undefinedStates = 0;
      let exampleState = 0;
      for (const p of reading.punches) {
        const wall = wallMs(p.deviceTime);
        const userId = p.userId.trim();
        if (wall === null || !userId || userId.length > 24) continue;
        if (!definedStates.has(p.state)) {
          undefinedStates++;
          exampleState = p.state;
        }
        rows.push({
          id: newId(),
          tenant_id: job.tenantId,
          terminal_id: job.terminalId,
          device_user_id: userId,
          device_time: p.deviceTime.replace('T', ' '),
          instant: new Date(zone.instantOf(wall)).toISOString(),
          verify_type: p.verifyType,
          state: p.state,
          read_at: now.toISOString(),
          paired_at: byPin.has(userId) ? now.toISOString() : null,
        });
      }
      if (undefinedStates)
        lines.push({
          type: JobExecutionLogType.Warning,
          text: { key: 'Sync:UndefinedState', params: { count: undefinedStates, state: exampleState } },
        });
      // Stored and paired in one transaction: a run stopped anywhere leaves nothing of itself, and the
      // next run (pg-boss's retry of the job) reads the device again and does it all.
      const { stored, paired } = await db.transaction(ctx, async () => {
        const { stored, fresh } = await storePunches(ctx, rows);
        await deps.afterStore?.(job);
        return { stored, paired: await pair(ctx, connection.timeZone, fresh, byPin, job) };
      });
      lines.unshift({
        type: JobExecutionLogType.Info,
        text: {
          key: 'Sync:Read',
          params: { read: reading.punches.length, stored, terminal: connection.name },
        },
      });
      await deps.jobs.log(ctx, job.recordId, lines);
      await deps.jobs.log(ctx, job.recordId, paired.lines);
      await deps.jobs.finish(ctx, job.recordId, JobExecutionStatus.Succeeded, {
        key: 'Sync:Done',
        params: { read: reading.punches.length, stored, records: paired.records },
      });
      return { status: JobExecutionStatus.Succeeded };
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 300) : String(error);
      const text: JobText = { key: 'Sync:Failed', params: { reason } };
      await deps.jobs.log(ctx, job.recordId, [{ type: JobExecutionLogType.Error, text }]);
      await deps.jobs.finish(ctx, job.recordId, JobExecutionStatus.Failed, text);
      return { status: JobExecutionStatus.Failed };
    }
  }

  /**
   * Starts a run for every terminal of the tenant that has none waiting or running (a stale one, whose
   * process died, is marked Failed first), and hands each to the queue.
   */
  async function start(ctx: RequestContext): Promise<SyncAttendanceResult> {
    const tenantId = tenantOf(ctx);
    if (!dispatch) throw new AppError('Time:SyncNotAvailable');
    const live = await deps.terminals.live(ctx);
    const jobs: SyncJob[] = await db.transaction(ctx, async (tx: Tx) => {
      // One start at a time per tenant: two clicks make one run per terminal.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`time.sync.start:${tenantId}`}))`);
      await deps.jobs.failStale(tx, tenantId, ctx, { key: 'Sync:Interrupted' });
      const running = await deps.jobs.runningTerminals(tx, tenantId, ctx.now());
      const made: SyncJob[] = [];
      for (const { id: terminalId, name } of live) {
        if (running.has(terminalId)) continue;
        const recordId = await deps.jobs.enqueue(tx, ctx, {
          name: { key: 'Sync:Name', params: { terminal: name } },
          groupName: attendanceSyncGroup,
          terminalId,
        });
        made.push({ tenantId, terminalId, recordId });
      }
      return made;
    });
    for (const job of jobs) await dispatch(job);
    return { enqueued: jobs.length, recordIds: jobs.map((j) => j.recordId) };
  }

  return {
    run,
    start,
    /** The queue the runs go to (set when the jobs start; without it `start` answers 409). */
    setDispatcher(send: (job: SyncJob) => Promise<void>) {
      dispatch = send;
    },
  };
}
export type AttendanceSync = ReturnType<typeof createAttendanceSync>;
