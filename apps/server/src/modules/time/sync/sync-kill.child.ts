import { SettingNames } from '@hr/contracts';
import { count, eq, inArray, isNotNull } from 'drizzle-orm';
import { systemContext } from '../../../platform/context.ts';
import { tenantRows } from '../../../platform/db/tenant-table.ts';
import { childApp } from '../../../test/child-app.ts';
import { withTerminal } from '../terminal-protocol/index.ts';
import { attendanceRecords, punches } from '../time.tables.ts';
import { createAttendanceSync, type SyncJob } from './attendance-sync.ts';

// The process `sync-kill.test.ts` kills: the app built on the test's PostgreSQL database (DATABASE_URL
// and the rest of the configuration from the environment), then one run of the product's sync for the job
// in SYNC_JOB (JSON), stopped at SYNC_KILL_AT (`afterStore` or `beforePairCommit`). There it prints
// `SYNC-KILL-READY` and what its transaction sees (the records of SYNC_EMPLOYEES, the terminal's paired
// punches), and waits for the signal.

const job = JSON.parse(process.env.SYNC_JOB ?? '') as SyncJob;
const at = process.env.SYNC_KILL_AT;
const employeeIds = (process.env.SYNC_EMPLOYEES ?? '').split(',');
if (at !== 'afterStore' && at !== 'beforePairCommit') throw new Error(`SYNC_KILL_AT: ${at}`);

const { db, built } = await childApp();
await built.app.ready();
const time = built.services.time;

/** Prints the marker with what the run's transaction (or, outside one, the database) holds, then waits. */
async function stopHere(): Promise<void> {
  const seen = await db.transaction(systemContext(job.tenantId), async (tx) => {
    const [records] = await tx
      .select({ n: count() })
      .from(attendanceRecords)
      .where(
        tenantRows(attendanceRecords, job.tenantId, [inArray(attendanceRecords.employeeId, employeeIds)]),
      );
    const [paired] = await tx
      .select({ n: count() })
      .from(punches)
      .where(
        tenantRows(punches, job.tenantId, [
          eq(punches.terminalId, job.terminalId),
          isNotNull(punches.pairedAt),
        ]),
      );
    return { records: records!.n, paired: paired!.n };
  });
  console.log(`SYNC-KILL-READY ${JSON.stringify(seen)}`);
  await new Promise<never>(() => {});
}

const sync = createAttendanceSync(db, {
  jobs: time.jobExecutions,
  terminals: time.terminals,
  employeePins: time.employeePins,
  attendance: time.attendance,
  expectedTime: built.services.employment.expectedTime,
  tenantTimeZone: (ctx) =>
    built.services.platform.settings.get({ tenantId: ctx.tenantId, userId: null }, SettingNames.TimeZone),
  read: (address, known) =>
    withTerminal(address, async (session) => ({
      clock: await session.getTime(),
      ...(await session.readAttendanceSince(known)),
    })),
  [at]: stopHere,
});
const result = await sync.run(job);
// Reaching here means the hook never ran: the test fails on this line instead of the marker.
console.log(`SYNC-KILL-FINISHED ${JSON.stringify(result)}`);
process.exit(2);
