import { attendanceSyncGroup, type SyncAttendanceResult } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../../platform/context.ts';
import type { Database, Tx } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import type { AppMetrics } from '../../../platform/metrics.ts';
import type { ExpectedTime } from '../../employment/public.ts';
import type { ProvidedAttendance } from '../attendance/attendance.provided.ts';
import type { EmployeePinService } from '../employee-pin.service.ts';
import type { TerminalService } from '../terminal.service.ts';
import type { DevicePunch, LogMark, TerminalAddress } from '../terminal-protocol/index.ts';
import type { JobExecutionService } from './job-execution.service.ts';
import { runSync } from './sync-session.ts';

/**
 * What a run reads of a terminal: its clock, where its log stands now and the punches past the mark of
 * the last sync (none when the log is unchanged, the new ones when it grew, else the whole log).
 */
export interface TerminalReading {
  clock: string;
  punches: DevicePunch[];
  mark: LogMark;
  /** The log is the one marked at the last sync: nothing was read past its count and last record. */
  unchanged: boolean;
  /** What was read of the records: none, the tail past the mark, or the whole log. */
  read: 'none' | 'tail' | 'whole';
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
  attendance: Pick<ProvidedAttendance, 'lockEmployees'>;
  expectedTime: ExpectedTime;
  tenantTimeZone(ctx: RequestContext): Promise<string>;
  /** The tenant's terminal clock tolerance in minutes (a setting; 2 when absent). */
  clockToleranceMinutes?(ctx: RequestContext): Promise<number>;
  /** Reads the device past `known`, the mark of its last sync (the ZKTeco client in the product). */
  read(address: TerminalAddress, known: LogMark | null): Promise<TerminalReading>;
  /**
   * Clears the device's log while it is still exactly `expected` (CMD_CLEAR_ATTLOG); answers whether it
   * did. Only for terminals set to clear their log after a sync, after the punches are committed.
   */
  clear?(address: TerminalAddress, expected: LogMark): Promise<boolean>;
  /** Where the punches read and added are counted (the app's metrics; tests that build a sync alone leave it out). */
  metrics?: Pick<AppMetrics, 'syncPunches'>;
  /** Called between storing the punches and pairing them (tests stop a run there). */
  afterStore?: (job: SyncJob) => Promise<void>;
  /** Called in the pairing transaction after its writes, before it commits (tests kill a run there). */
  beforePairCommit?: (job: SyncJob) => Promise<void>;
}

/**
 * The attendance sync: one run per terminal reads the device's clock and log, stores the raw punches once
 * (unique on terminal, device user id and device time: a re-sync adds nothing), then pairs every punch not
 * yet paired into attendance records (DESIGN.md "Rules that span modules"; `pairPunches`), leaving the
 * records entered by hand or corrected by a request alone. Storing and pairing are one transaction, and a
 * punch is marked paired in the transaction that wrote its records: a run killed at any point leaves no
 * half-written records, and the next run pairs what is left. Each run reports in a job execution record
 * with log lines (`JobExecutionService`).
 *
 * Its parts: the device session (`sync-session.ts`: one run), the punch intake (`punch-intake.ts`) and the
 * pairing (`punch-pairing.ts`); here, the start of the runs and the queue they go to.
 */
export function createAttendanceSync(db: Database, deps: AttendanceSyncDeps) {
  let dispatch: ((job: SyncJob) => Promise<void>) | undefined;

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
    /** One run of one terminal: the pg-boss job's work. Never throws: a failure is the record's status. */
    run: (job: SyncJob, clock?: () => Date) => runSync(db, deps, job, clock),
    start,
    /** The queue the runs go to (set when the jobs start; without it `start` answers 409). */
    setDispatcher(send: (job: SyncJob) => Promise<void>) {
      dispatch = send;
    },
  };
}
export type AttendanceSync = ReturnType<typeof createAttendanceSync>;
