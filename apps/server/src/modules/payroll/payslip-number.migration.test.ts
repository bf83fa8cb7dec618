import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { migrationsFolder as migrations, migrationsBefore } from '../../test/migrations-before.ts';

/** The migration that adds the numbers (found by its name: its number changes when branches merge). */
const tag = 'payslip-numbers';
const before = migrationsBefore();

it('numbers the payslips made before it per tenant and year in the order they were made, and the counters go on from there', async () => {
  const client = await PGlite.create('memory://');
  try {
    const db = drizzle(client);
    await client.exec(`CREATE ROLE hr_app NOLOGIN`);
    await migrate(db, { migrationsFolder: before(tag) });
    const [acme, other] = [crypto.randomUUID(), crypto.randomUUID()];
    // The structure's name column of the time (later migrations gave it two languages).
    let structureName = 'salary_structure_name';
    const insert = (tenant: string, start: string, made: string, name: string) =>
      client.query(
        `insert into payslips (id, tenant_id, employee_id, contract_id, start_date, end_date, state, currency_code,
           decimal_places, gross, deductions, net, inputs, items, employee_full_name, ${structureName},
           creation_time, concurrency_stamp)
         values (gen_random_uuid(), $1, gen_random_uuid(), gen_random_uuid(), $2::date,
           ($2::date + interval '1 month' - interval '1 day')::date, 1, 'USD', 2, 1000, 0, 1000, '{}', '[]', $4,
           'Monthly', $3, 's')`,
        [tenant, start, made, name],
      );
    await insert(acme, '2025-12-01', '2026-01-02T10:00:00Z', 'acme Dec second');
    await insert(acme, '2025-12-01', '2026-01-01T10:00:00Z', 'acme Dec first');
    await insert(acme, '2026-01-01', '2026-02-01T10:00:00Z', 'acme Jan');
    await insert(other, '2026-01-01', '2026-02-03T10:00:00Z', 'other Jan');
    await migrate(db, { migrationsFolder: migrations });

    const { rows } = await client.query<{ name: string; year: number; seq: number }>(
      'select employee_full_name as name, number_year as year, number_seq as seq from payslips order by 1',
    );
    expect(Object.fromEntries(rows.map((r) => [r.name, `${r.year}-${r.seq}`]))).toEqual({
      'acme Dec first': '2025-1',
      'acme Dec second': '2025-2',
      'acme Jan': '2026-1',
      'other Jan': '2026-1',
    });
    const counters = await client.query<{ tenant: string; year: number; last: number }>(
      'select tenant_id as tenant, year, last_number as last from payslip_number_counters order by 1, 2',
    );
    expect(counters.rows).toEqual(
      expect.arrayContaining([
        { tenant: acme, year: 2025, last: 2 },
        { tenant: acme, year: 2026, last: 1 },
        { tenant: other, year: 2026, last: 1 },
      ]),
    );
    expect(counters.rows).toHaveLength(3);
    // From then on a payslip has a number, and a number is one payslip's in its tenant's year.
    structureName = 'salary_structure_name_en';
    await expect(insert(acme, '2026-02-01', '2026-03-01T10:00:00Z', 'no number')).rejects.toThrow(
      /number_year/,
    );
    await expect(
      client.query(`update payslips set number_seq = 1 where employee_full_name = 'acme Dec second'`),
    ).rejects.toThrow(/payslips_tenant_number/);
  } finally {
    await client.close();
  }
});
