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
import { newStamp } from '../../../platform/db/columns.ts';
import type { Database, Tx } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { zoneClock } from '../../contracts/expected-time/zone-clock.ts';
import type { ExpectedTime } from '../../contracts/index.ts';
import { addDays, dateIn } from '../../contracts/tenant-date.ts';
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
  terminals: Pick<TerminalService, 'listIds' | 'connectionOf'>;
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

/** A device clock further than this from the server's is reported. */
export const clockToleranceMs = 5 * 60_000;
/** Punches older than this (before the newest one read) are stored but not paired: a device's old history. */
export const pairingHorizonDays = 700;
/** The punch states a ZKTeco device defines (check-in, check-out, break out/in, overtime in/out). */
const definedStates = new Set([0, 1, 2, 3, 4, 5]);
/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters in one). */
const punchesPerInsert = 4000;
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

  async function storePunches(ctx: RequestContext, rows: (typeof punches.$inferInsert)[]) {
    let stored = 0;
    await db.transaction(ctx, async (tx) => {
      for (let i = 0; i < rows.length; i += punchesPerInsert) {
        const inserted = await tx
          .insert(punches)
          .values(rows.slice(i, i + punchesPerInsert))
          .onConflictDoNothing({
            target: [punches.tenantId, punches.terminalId, punches.deviceUserId, punches.deviceTime],
          })
          .returning({ id: punches.id });
        stored += inserted.length;
      }
    });
    return stored;
  }

  /** Pairs the tenant's unpaired punches of known PINs; answers the counts and the log lines. */
  async function pair(ctx: RequestContext, fallbackZone: string, job?: SyncJob) {
    const tenantId = tenantOf(ctx);
    const lines: { type: number; text: JobText }[] = [];
    return db.transaction(ctx, async (tx) => {
      const unpaired = await tx
        .select({ id: punches.id, deviceUserId: punches.deviceUserId, instant: punches.instant })
        .from(punches)
        .where(and(eq(punches.tenantId, tenantId), isNull(punches.pairedAt)));
      if (!unpaired.length) return { punches: 0, employees: 0, records: 0, kept: 0, lines };
      const byPin = await deps.employeePins.employeeIdsByPin(ctx);
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

      const known = unpaired.filter((p) => byPin.has(p.deviceUserId));
      if (!known.length) return { punches: 0, employees: 0, records: 0, kept: 0, lines };
      const newest = Math.max(...known.map((p) => p.instant.getTime()));
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
        const first = Math.min(...recent.map((p) => p.instant.getTime()));
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
        const values: (typeof attendanceRecords.$inferInsert)[] = [];
        for (const pin of pins) {
          const employeeId = employeeOf(pin);
          const fresh = touched.get(pin)!;
          const stays = pairPunches(instantsOf.get(pin) ?? [], expected.get(employeeId) ?? [], fallbackZone);
          for (const stay of stays) {
            const own = (instantsOf.get(pin) ?? []).filter(
              (i) =>
                i.getTime() >= stay.checkIn.getTime() &&
                i.getTime() <= (stay.checkOut ?? stay.checkIn).getTime(),
            );
            if (!own.some((i) => fresh.has(i.getTime()))) continue;
            const start = stay.checkIn.getTime();
            const end = (stay.checkOut ?? stay.checkIn).getTime();
            const manual = (byHand.get(employeeId) ?? []).some(
              (r) => r.workDay === stay.workDay || (r.from <= end && start <= r.to),
            );
            if (manual) {
              kept++;
              continue;
            }
            values.push({
              tenantId,
              employeeId,
              workDay: stay.workDay,
              checkIn: stay.checkIn,
              checkOut: stay.checkOut,
              inMode: AttendanceMode.AttendanceTerminal,
              outMode: stay.checkOut ? AttendanceMode.AttendanceTerminal : null,
              origin: AttendanceOrigin.Terminal,
              creationTime: now,
              concurrencyStamp: newStamp(),
            });
          }
        }
        for (let i = 0; i < values.length; i += recordsPerUpsert) {
          const written = await tx
            .insert(attendanceRecords)
            .values(values.slice(i, i + recordsPerUpsert))
            .onConflictDoUpdate({
              target: [attendanceRecords.tenantId, attendanceRecords.employeeId, attendanceRecords.workDay],
              targetWhere: sql`${attendanceRecords.origin} = ${AttendanceOrigin.Terminal}`,
              set: {
                checkIn: sql`excluded.check_in`,
                checkOut: sql`excluded.check_out`,
                outMode: sql`excluded.out_mode`,
                lastModificationTime: now,
                concurrencyStamp: sql`excluded.concurrency_stamp`,
              },
            })
            .returning({ id: attendanceRecords.id });
          records += written.length;
        }
      }
      // Marked in the transaction that wrote their records: all of it happens, or none.
      const done = known.map((p) => p.id);
      for (let i = 0; i < done.length; i += 10_000)
        await tx
          .update(punches)
          .set({ pairedAt: now })
          .where(and(eq(punches.tenantId, tenantId), inArray(punches.id, done.slice(i, i + 10_000))));
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
      const rows: (typeof punches.$inferInsert)[] = [];
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
          tenantId: job.tenantId,
          terminalId: job.terminalId,
          deviceUserId: userId,
          deviceTime: p.deviceTime.replace('T', ' '),
          instant: new Date(zone.instantOf(wall)),
          verifyType: p.verifyType,
          state: p.state,
          readAt: now,
        });
      }
      if (undefinedStates)
        lines.push({
          type: JobExecutionLogType.Warning,
          text: { key: 'Sync:UndefinedState', params: { count: undefinedStates, state: exampleState } },
        });
      const stored = await storePunches(ctx, rows);
      lines.unshift({
        type: JobExecutionLogType.Info,
        text: {
          key: 'Sync:Read',
          params: { read: reading.punches.length, stored, terminal: connection.name },
        },
      });
      await deps.jobs.log(ctx, job.recordId, lines);
      await deps.afterStore?.(job);
      const paired = await pair(ctx, connection.timeZone, job);
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
    const ids = await deps.terminals.listIds(ctx);
    const jobs: SyncJob[] = await db.transaction(ctx, async (tx: Tx) => {
      // One start at a time per tenant: two clicks make one run per terminal.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`time.sync.start:${tenantId}`}))`);
      await deps.jobs.failStale(tx, tenantId, ctx, { key: 'Sync:Interrupted' });
      const running = await deps.jobs.runningTerminals(tx, tenantId, ctx.now());
      const made: SyncJob[] = [];
      for (const terminalId of ids) {
        if (running.has(terminalId)) continue;
        const { name } = await deps.terminals.connectionOf(ctx, terminalId);
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
    pair,
    /** The queue the runs go to (set when the jobs start; without it `start` answers 503). */
    setDispatcher(send: (job: SyncJob) => Promise<void>) {
      dispatch = send;
    },
  };
}
export type AttendanceSync = ReturnType<typeof createAttendanceSync>;
