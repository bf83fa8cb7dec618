import { PGlite } from '@electric-sql/pglite';
import { PayrollRunSelection } from '@hr/contracts';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { migrationsFolder as migrations, migrationsBefore } from '../../test/migrations-before.ts';

const tag = '0027_payroll-run-selection';
const before = migrationsBefore();

it('keeps how the runs made before it chose their employees: a department run stays one, the others become listed, never "everyone"', async () => {
  const client = await PGlite.create('memory://');
  try {
    const db = drizzle(client);
    await client.exec(`CREATE ROLE hr_app NOLOGIN`);
    await migrate(db, { migrationsFolder: before(tag) });
    const tenant = crypto.randomUUID();
    const [department, listed] = [crypto.randomUUID(), crypto.randomUUID()];
    await client.query(
      `insert into payroll_runs (id, tenant_id, name, start_date, end_date, department_id, department_name, state,
         currency_code, concurrency_stamp)
       values ($1, $3, 'Finance run', '2024-01-01', '2024-01-31', $4, 'Finance', 3, 'USD', 's'),
              ($2, $3, 'Listed or everyone', '2024-01-01', '2024-01-31', null, null, 3, 'USD', 's')`,
      [department, listed, tenant, crypto.randomUUID()],
    );
    await migrate(db, { migrationsFolder: migrations });
    const { rows } = await client.query<{ id: string; selection: number }>(
      'select id, selection from payroll_runs',
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.selection]))).toEqual({
      [department]: PayrollRunSelection.Department,
      [listed]: PayrollRunSelection.Employees,
    });
    // From then on every run says how: no default, and a department run has its department.
    await expect(
      client.query(
        `insert into payroll_runs (id, tenant_id, name, start_date, end_date, state, currency_code, concurrency_stamp)
         values ($1, $2, 'No selection', '2024-02-01', '2024-02-29', 0, 'USD', 's')`,
        [crypto.randomUUID(), tenant],
      ),
    ).rejects.toThrow(/selection/);
    await expect(
      client.query(
        `insert into payroll_runs (id, tenant_id, name, start_date, end_date, selection, state, currency_code,
           concurrency_stamp)
         values ($1, $2, 'Department without one', '2024-02-01', '2024-02-29', 1, 0, 'USD', 's')`,
        [crypto.randomUUID(), tenant],
      ),
    ).rejects.toThrow(/payroll_runs_selection_department/);
  } finally {
    await client.close();
  }
});
