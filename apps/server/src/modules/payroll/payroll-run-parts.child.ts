import { count, eq } from 'drizzle-orm';
import { startModuleJobs } from '../../app.ts';
import { systemContext } from '../../platform/context.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { startJobs } from '../../platform/jobs.ts';
import { childApp } from '../../test/child-app.ts';
import { payslips } from './payroll.tables.ts';

// A server process of `payroll-run-parts.test.ts`: the app on the test's PostgreSQL database (DATABASE_URL
// and the rest of the configuration from the environment) with its jobs (pg-boss and every module's
// workers, as `main.ts` starts them), listening on PORT. It prints `PARTS-SERVING {"port":…}` once it
// listens. With PARTS_HOLD=1 its first batch commits and the next ones stop before their commit (the
// second prints `PARTS-HOLD` with its employees and how many payslips of the run its own transaction
// sees, the held batch's included) and wait there for the test's SIGKILL.

const hold = process.env.PARTS_HOLD === '1';

const { config, db, built } = await childApp();
const payroll = built.services.payroll;

if (hold) {
  // The run service calls its payslip service's method at each batch. The first batch goes through and
  // commits; the second waits for that commit, generates its payslips (inserted, numbered) and stops
  // before its outcomes and its commit; any later batch stops before generating (its employees claimed).
  // A held batch keeps the tenant's payslip numbers locked until it ends, so the first must commit first.
  const generateMany = payroll.payslips.generateMany.bind(payroll.payslips);
  let calls = 0;
  const runPayslips = async (tenantId: string, runId: string) => {
    const [seen] = await db.transaction(systemContext(tenantId), (tx) =>
      tx
        .select({ n: count() })
        .from(payslips)
        .where(tenantRows(payslips, tenantId, [eq(payslips.runId, runId)])),
    );
    return seen!.n;
  };
  payroll.payslips.generateMany = async (ctx, employeeIds, period, runId) => {
    const call = ++calls;
    if (call === 1) return generateMany(ctx, employeeIds, period, runId);
    if (call === 2) {
      while ((await runPayslips(ctx.tenantId!, runId!)) === 0) await new Promise((r) => setTimeout(r, 50));
      await generateMany(ctx, employeeIds, period, runId);
      // What the held batch's own transaction sees: the first batch's payslips and its own.
      const seen = await runPayslips(ctx.tenantId!, runId!);
      console.log(`PARTS-HOLD ${JSON.stringify({ employeeIds, payslips: seen })}`);
    }
    return new Promise<never>(() => {});
  };
}

const jobs = await startJobs(db, built.app.log, { events: built.services.platform.events });
await startModuleJobs(built, jobs);
await built.app.listen({ port: config.port, host: '127.0.0.1' });
console.log(`PARTS-SERVING ${JSON.stringify({ port: config.port })}`);
