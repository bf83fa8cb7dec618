import { JobExecutionLogType, JobExecutionStatus } from '@hr/contracts';
import { and, eq } from 'drizzle-orm';
import { type RequestContext, systemContext, tenantOf } from '../../../platform/context.ts';
import { newId } from '../../../platform/db/columns.ts';
import type { Database } from '../../../platform/db/database.ts';
import { zoneClock } from '../../employment/public.ts';
import type { TerminalConnection } from '../terminal.service.ts';
import { TerminalError } from '../terminal-protocol/index.ts';
import { terminalLogMarks } from '../time.tables.ts';
import type { AttendanceSyncDeps, SyncJob, TerminalReading } from './attendance-sync.ts';
import type { JobText } from './job-execution.service.ts';
import { punchRows, storePunches, wallMs } from './punch-intake.ts';
import { pair } from './punch-pairing.ts';

// The device session: one run of one terminal, from its connection to the execution record's last line.

/** A device clock further than this from the server's is a warning, unless the tenant set its own. */
export const defaultClockToleranceMinutes = 2;

/**
 * The device clock at each run: its drift from the server's clock (the device's wall time read in the
 * terminal's zone) always as a line, and a warning when it is past the tenant's tolerance or the clock
 * reads a date that does not exist. The drift is whole seconds, positive when the device is ahead.
 */
export function clockLines(
  deviceClock: string,
  zone: ReturnType<typeof zoneClock>,
  now: Date,
  toleranceMinutes: number,
): { type: number; text: JobText }[] {
  const device = deviceClock.replace('T', ' ');
  const clockWall = wallMs(deviceClock);
  if (clockWall === null)
    return [{ type: JobExecutionLogType.Warning, text: { key: 'Sync:ClockInvalid', params: { device } } }];
  const off = zone.instantOf(clockWall) - now.getTime();
  // The device keeps whole seconds: the server's clock is compared at the second.
  const seconds = Math.round(off / 1000);
  const expected = new Date(now.getTime() + zone.offsetAt(now.getTime()))
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
  const lines: { type: number; text: JobText }[] = [
    {
      type: JobExecutionLogType.Info,
      text: { key: 'Sync:ClockDrift', params: { device, seconds, expected, tolerance: toleranceMinutes } },
    },
  ];
  if (Math.abs(seconds) > toleranceMinutes * 60)
    lines.push({
      type: JobExecutionLogType.Warning,
      text: { key: 'Sync:ClockOff', params: { minutes: Math.round(off / 60_000), device, expected } },
    });
  return lines;
}

interface StoredMark {
  count: number;
  last: string | null;
  allStored: boolean;
}

/** The mark of the terminal's log at its last sync, or null before its first. */
async function readMark(db: Database, ctx: RequestContext, terminalId: string): Promise<StoredMark | null> {
  const [row] = await db.transaction(ctx, (tx) =>
    tx
      .select({
        count: terminalLogMarks.recordCount,
        last: terminalLogMarks.lastRecord,
        allStored: terminalLogMarks.allStored,
      })
      .from(terminalLogMarks)
      .where(and(eq(terminalLogMarks.tenantId, tenantOf(ctx)), eq(terminalLogMarks.terminalId, terminalId))),
  );
  return row ?? null;
}

/** Sets the terminal's mark (in the caller's transaction when there is one). */
async function writeMark(db: Database, ctx: RequestContext, terminalId: string, mark: StoredMark) {
  const values = {
    recordCount: mark.count,
    lastRecord: mark.last,
    allStored: mark.allStored,
    markedAt: ctx.now(),
  };
  await db.transaction(ctx, (tx) =>
    tx
      .insert(terminalLogMarks)
      .values({ id: newId(), tenantId: tenantOf(ctx), terminalId, ...values })
      .onConflictDoUpdate({ target: [terminalLogMarks.tenantId, terminalLogMarks.terminalId], set: values }),
  );
}

/** One run of one terminal: the pg-boss job's work. Never throws: a failure is the record's status. */
export async function runSync(
  db: Database,
  deps: AttendanceSyncDeps,
  job: SyncJob,
  clock: () => Date = () => new Date(),
): Promise<{ status: number }> {
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
    const address = { host: connection.host, port: connection.port, commKey: connection.commKey };
    const known = await readMark(db, ctx, job.terminalId);
    let reading: TerminalReading;
    try {
      reading = await deps.read(address, known && { count: known.count, last: known.last });
    } catch (error) {
      const reason = error instanceof TerminalError ? `Sync:Reason:${error.kind}` : 'Sync:Reason:unreachable';
      const text: JobText = { key: 'Sync:ConnectionFailed', params: { terminal: connection.name, reason } };
      await deps.jobs.log(ctx, job.recordId, [{ type: JobExecutionLogType.Error, text }]);
      await deps.jobs.finish(ctx, job.recordId, JobExecutionStatus.Failed, text);
      return { status: JobExecutionStatus.Failed };
    }
    const lines: { type: number; text: JobText }[] = [];
    const zone = zoneClock(connection.timeZone);
    const now = ctx.now();
    lines.push(
      ...clockLines(
        reading.clock,
        zone,
        now,
        (await deps.clockToleranceMinutes?.(ctx)) ?? defaultClockToleranceMinutes,
      ),
    );
    const byPin = await deps.employeePins.employeeIdsByPin(ctx);
    const { rows, undefinedStates, exampleState } = punchRows(reading.punches, job, zone, now, byPin);
    if (undefinedStates)
      lines.push({
        type: JobExecutionLogType.Warning,
        text: { key: 'Sync:UndefinedState', params: { count: undefinedStates, state: exampleState } },
      });
    // Stored and paired in one transaction: a run stopped anywhere leaves nothing of itself, and the
    // next run (pg-boss's retry of the job) reads the device again and does it all.
    // The mark goes with them: the next run reads nothing it marks. A log that was read whole (or has no
    // mark yet) is all stored when every punch read was; a tail, when the log before it was too.
    const allStored =
      rows.length === reading.punches.length &&
      (reading.read === 'whole' || reading.mark.count === 0 || (known?.allStored ?? false));
    const { stored, paired } = await db.transaction(ctx, async () => {
      const { stored, fresh } = await storePunches(db, ctx, rows);
      await deps.afterStore?.(job);
      await writeMark(db, ctx, job.terminalId, { ...reading.mark, allStored });
      return { stored, paired: await pair(db, deps, ctx, connection.timeZone, fresh, byPin, job) };
    });
    deps.metrics?.syncPunches(reading.punches.length, stored);
    const head: { type: number; text: JobText }[] = [];
    if (reading.unchanged)
      head.push({
        type: JobExecutionLogType.Info,
        text: { key: 'Sync:NothingNew', params: { terminal: connection.name, count: reading.mark.count } },
      });
    else {
      head.push({
        type: JobExecutionLogType.Info,
        text: {
          key: 'Sync:Read',
          params: { read: reading.punches.length, stored, terminal: connection.name },
        },
      });
      if (reading.read === 'tail')
        head.push({
          type: JobExecutionLogType.Info,
          text: { key: 'Sync:ReadTail', params: { read: reading.punches.length, count: reading.mark.count } },
        });
    }
    lines.unshift(...head);
    // Cleared only now, the punches committed, and only while the log is still the one read.
    if (connection.clearLogAfterSync && deps.clear && reading.mark.count > 0) {
      if (!allStored)
        lines.push({ type: JobExecutionLogType.Warning, text: { key: 'Sync:LogKeptUnstored' } });
      else {
        try {
          if (await deps.clear(address, reading.mark)) {
            await db.transaction(ctx, () =>
              writeMark(db, ctx, job.terminalId, { count: 0, last: null, allStored: true }),
            );
            lines.push({
              type: JobExecutionLogType.Info,
              text: { key: 'Sync:LogCleared', params: { count: reading.mark.count } },
            });
          } else lines.push({ type: JobExecutionLogType.Info, text: { key: 'Sync:LogKept' } });
        } catch (error) {
          const reason =
            error instanceof TerminalError ? `Sync:Reason:${error.kind}` : 'Sync:Reason:unreachable';
          lines.push({
            type: JobExecutionLogType.Warning,
            text: { key: 'Sync:LogClearFailed', params: { reason } },
          });
        }
      }
    }
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
