import { count, eq } from 'drizzle-orm';
import { systemContext } from '../../platform/context.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { childApp } from '../../test/child-app.ts';
import { payslips } from './payroll.tables.ts';
import { createPayrollRunService, type PayrollRunJob } from './payroll-run.service.ts';

// The process `payroll-run-kill.test.ts` kills: the app built on the test's PostgreSQL database (DATABASE_URL
// and the rest of the configuration from the environment), then the product's run job for RUN_JOB (JSON) in
// batches of RUN_BATCH, stopped inside batch RUN_KILL_AT after its payslips were generated and before its
// outcomes are written and it commits. There it prints `RUN-KILL-READY` and how many payslips of the run its
// transaction sees, and waits for the signal.

const job = JSON.parse(process.env.RUN_JOB ?? '') as PayrollRunJob;
const batchSize = Number(process.env.RUN_BATCH);
const killAt = Number(process.env.RUN_KILL_AT);
if (!(batchSize > 0 && killAt > 0)) throw new Error('RUN_BATCH and RUN_KILL_AT are numbers');

const { db, built } = await childApp();
await built.app.ready();
const s = built.services;

/** Prints the marker with the run's payslips as the batch's own transaction sees them, then waits. */
async function stopHere(): Promise<never> {
  const [seen] = await db.transaction(systemContext(job.tenantId), (tx) =>
    tx
      .select({ n: count() })
      .from(payslips)
      .where(tenantRows(payslips, job.tenantId, [eq(payslips.runId, job.runId)])),
  );
  console.log(`RUN-KILL-READY ${JSON.stringify({ payslips: seen!.n })}`);
  return new Promise<never>(() => {});
}

let batches = 0;
const runs = createPayrollRunService(db, {
  payslips: {
    async generateMany(...args) {
      const outcomes = await s.payroll.payslips.generateMany(...args);
      if (++batches === killAt) await stopHere();
      return outcomes;
    },
  },
  periods: s.finance.periods,
  currencies: s.finance.currencies,
  departments: s.organisation.departments,
  employees: s.employees.employees,
  contracts: s.employment.contracts,
  timeZoneOf: (ctx) => s.platform.settings.timeZoneOf(ctx),
  batchSize,
  // One batch after another, so that the kill falls in a known batch (the product runs two at once).
  workers: 1,
});
const result = await runs.run(job);
// Reaching here means the hook never ran: the test fails on this line instead of the marker.
console.log(`RUN-KILL-FINISHED ${JSON.stringify(result)}`);
process.exit(2);
