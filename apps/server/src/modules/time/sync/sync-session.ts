import { JobExecutionLogType, JobExecutionStatus } from '@hr/contracts';
import { systemContext } from '../../../platform/context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { zoneClock } from '../../employment/public.ts';
import type { TerminalConnection } from '../terminal.service.ts';
import { TerminalError } from '../terminal-protocol/index.ts';
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
    let reading: TerminalReading;
    try {
      reading = await deps.read({
        host: connection.host,
        port: connection.port,
        commKey: connection.commKey,
      });
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
    const { stored, paired } = await db.transaction(ctx, async () => {
      const { stored, fresh } = await storePunches(db, ctx, rows);
      await deps.afterStore?.(job);
      return { stored, paired: await pair(db, deps, ctx, connection.timeZone, fresh, byPin, job) };
    });
    deps.metrics?.syncPunches(reading.punches.length, stored);
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
