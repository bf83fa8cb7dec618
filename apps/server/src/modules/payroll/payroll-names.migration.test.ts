import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { migrationsFolder as migrations, migrationsBefore } from '../../test/migrations-before.ts';

/** The migration that gives rules, structures and extra fields two languages (by name: numbers change at merges). */
const tag = 'localized-names-payroll';
const before = migrationsBefore();

it('splits the names of salary rules, structures and extra fields as the first six tables’, keeping structures unique', async () => {
  const client = await PGlite.create('memory://');
  try {
    const db = drizzle(client);
    await client.exec(`CREATE ROLE hr_app NOLOGIN`);
    await migrate(db, { migrationsFolder: before(tag) });
    const [english, arabic] = [crypto.randomUUID(), crypto.randomUUID()];
    await client.query(
      `insert into settings (id, tenant_id, name, value, provider_name, provider_key)
       values (gen_random_uuid(), $1, 'Abp.Localization.DefaultLanguage', 'ar', 'T', $2)`,
      [arabic, arabic],
    );
    const category = (tenant: string) =>
      client
        .query<{ id: string }>(
          `insert into salary_rule_categories (id, tenant_id, name_en, code, normalized_code, concurrency_stamp)
           values (gen_random_uuid(), $1, 'Basic', 'BASIC', 'BASIC', 's') returning id`,
          [tenant],
        )
        .then((r) => r.rows[0]!.id);
    const categories = { [english]: await category(english), [arabic]: await category(arabic) };
    let n = 0;
    const rule = (tenant: string, name: string) =>
      client.query(
        `insert into salary_rules (id, tenant_id, name, code, normalized_code, category_id, condition_based_on,
           value_based_on, value_fixed_amount, is_active, appear_for_employee, concurrency_stamp)
         values (gen_random_uuid(), $1, $2, $3::varchar, upper($3::varchar), $4, 0, 0, 1, true, true, 's')`,
        [tenant, name, `R${n++}`, categories[tenant]],
      );
    const structure = (tenant: string, name: string) =>
      client.query(
        `insert into salary_structures (id, tenant_id, name, normalized_name, concurrency_stamp)
         values (gen_random_uuid(), $1, $2::varchar, upper($2::varchar), 's')`,
        [tenant, name],
      );
    const field = (tenant: string, name: string) =>
      client.query(
        `insert into extra_field_definitions (id, tenant_id, entity_type, field_name, code, normalized_code,
           field_type, concurrency_stamp)
         values (gen_random_uuid(), $1, 0, $2, $3::varchar, upper($3::varchar), 0, 's')`,
        [tenant, name, `F${n++}`],
      );
    await rule(english, 'Basic salary - الراتب الأساسي');
    await rule(english, 'بدل السكن – Housing allowance');
    await rule(english, 'Overtime');
    await rule(arabic, 'Transport');
    await structure(english, 'Monthly - الشهري');
    // Both split to "Weekly": the second is kept whole.
    await structure(english, 'Weekly - أسبوعي');
    await structure(english, 'Weekly - الأسبوعي');
    await field(english, 'Blood type - فصيلة الدم');
    await field(arabic, 'Hire source');
    await migrate(db, { migrationsFolder: migrations });

    const names = async (table: string, tenant: string) =>
      (
        await client.query<{ en: string | null; ar: string | null }>(
          `select name_en as en, name_ar as ar from ${table} where tenant_id = $1 order by 1, 2`,
          [tenant],
        )
      ).rows.map((r) => [r.en, r.ar]);
    expect(await names('salary_rules', english)).toEqual([
      ['Basic salary', 'الراتب الأساسي'],
      ['Housing allowance', 'بدل السكن'],
      ['Overtime', null],
    ]);
    expect(await names('salary_rules', arabic)).toEqual([[null, 'Transport']]);
    const structures = await names('salary_structures', english);
    expect(structures.slice(0, 1)).toEqual([['Monthly', 'الشهري']]);
    expect(structures.filter(([en]) => en === 'Weekly')).toHaveLength(1);
    expect(structures.filter(([en]) => en?.startsWith('Weekly - '))).toHaveLength(1);
    expect(await names('extra_field_definitions', english)).toEqual([['Blood type', 'فصيلة الدم']]);
    expect(await names('extra_field_definitions', arabic)).toEqual([[null, 'Hire source']]);
    // From then on: a name at least; a structure's unique per language whatever its case.
    await expect(
      client.query(
        `insert into salary_structures (id, tenant_id, concurrency_stamp) values (gen_random_uuid(), $1, 's')`,
        [english],
      ),
    ).rejects.toThrow(/salary_structures_name_present/);
    await expect(
      client.query(
        `insert into salary_structures (id, tenant_id, name_en, concurrency_stamp) values (gen_random_uuid(), $1, 'MONTHLY', 's')`,
        [english],
      ),
    ).rejects.toThrow(/salary_structures_name_en/);
    await expect(
      client.query(
        `insert into extra_field_definitions (id, tenant_id, entity_type, code, normalized_code, field_type, concurrency_stamp)
         values (gen_random_uuid(), $1, 0, 'X', 'X', 0, 's')`,
        [english],
      ),
    ).rejects.toThrow(/extra_field_definitions_name_present/);
  } finally {
    await client.close();
  }
});

/** The migration that gives a payslip's department, job title and structure names two languages. */
const payslipTag = 'payslip-names';

it('gives a payslip made before its names in both languages: "English - عربي" split, any other name in both', async () => {
  const client = await PGlite.create('memory://');
  try {
    const db = drizzle(client);
    await client.exec(`CREATE ROLE hr_app NOLOGIN`);
    await migrate(db, { migrationsFolder: before(payslipTag) });
    const tenant = crypto.randomUUID();
    let n = 0;
    const insert = (name: string, department: string | null, jobTitle: string | null, structure: string) =>
      client.query(
        `insert into payslips (id, tenant_id, employee_id, contract_id, start_date, end_date, state, currency_code,
           decimal_places, gross, deductions, net, inputs, items, employee_full_name, department_name,
           job_title_name, salary_structure_name, concurrency_stamp, number_year, number_seq)
         values (gen_random_uuid(), $1, gen_random_uuid(), gen_random_uuid(), '2026-01-01', '2026-01-31', 1, 'USD',
           2, 1000, 0, 1000, '{}', '[]', $2, $3, $4, $5, 's', 2026, $6)`,
        [tenant, name, department, jobTitle, structure, ++n],
      );
    await insert('Demo', 'Finance - الإدارة المالية', 'محاسب – Accountant', 'Monthly - الشهري');
    await insert('Plain', 'Sales', null, 'الهيكل الشهري');
    // Not a pair of languages: kept whole.
    await insert('Dashes', 'Research - Development', 'بحث - تطوير', 'Part-time – hourly');
    await migrate(db, { migrationsFolder: migrations });

    const { rows } = await client.query<Record<string, string | null>>(
      `select employee_full_name as who, department_name_en as d_en, department_name_ar as d_ar,
              job_title_name_en as j_en, job_title_name_ar as j_ar,
              salary_structure_name_en as s_en, salary_structure_name_ar as s_ar
         from payslips order by 1`,
    );
    expect(rows).toEqual([
      {
        who: 'Dashes',
        d_en: 'Research - Development',
        d_ar: 'Research - Development',
        j_en: 'بحث - تطوير',
        j_ar: 'بحث - تطوير',
        s_en: 'Part-time – hourly',
        s_ar: 'Part-time – hourly',
      },
      {
        who: 'Demo',
        d_en: 'Finance',
        d_ar: 'الإدارة المالية',
        j_en: 'Accountant',
        j_ar: 'محاسب',
        s_en: 'Monthly',
        s_ar: 'الشهري',
      },
      {
        who: 'Plain',
        d_en: 'Sales',
        d_ar: 'Sales',
        j_en: null,
        j_ar: null,
        s_en: 'الهيكل الشهري',
        s_ar: 'الهيكل الشهري',
      },
    ]);
    // From then on: the structure's name in one language at least.
    await expect(
      client.query(
        `update payslips set salary_structure_name_en = null, salary_structure_name_ar = null where employee_full_name = 'Demo'`,
      ),
    ).rejects.toThrow(/payslips_structure_name_present/);
    await client.query(
      `update payslips set salary_structure_name_en = null where employee_full_name = 'Demo'`,
    );
  } finally {
    await client.close();
  }
});

/** The migration that gives a run's department name and a line's category name two languages. */
const runTag = 'payroll-run-names';

it('gives a run and a line made before their department’s and category’s names in both languages', async () => {
  const client = await PGlite.create('memory://');
  try {
    const db = drizzle(client);
    await client.exec(`CREATE ROLE hr_app NOLOGIN`);
    await migrate(db, { migrationsFolder: before(runTag) });
    const tenant = crypto.randomUUID();
    const department = (en: string | null, ar: string | null) =>
      client
        .query<{ id: string }>(
          `insert into departments (id, tenant_id, name_en, name_ar, concurrency_stamp)
           values (gen_random_uuid(), $1, $2, $3, 's') returning id`,
          [tenant, en, ar],
        )
        .then((r) => r.rows[0]!.id);
    const finance = await department('Finance', 'الإدارة المالية');
    const sales = await department('Sales', 'المبيعات');
    await client.query(
      `insert into salary_rule_categories (id, tenant_id, name_en, name_ar, code, normalized_code, concurrency_stamp)
       values (gen_random_uuid(), $1, 'Allowances', 'البدلات', 'ALW', 'ALW', 's'),
              (gen_random_uuid(), $1, 'Basic', 'الأساسي', 'BASIC', 'BASIC', 's')`,
      [tenant],
    );
    const run = (name: string, departmentId: string | null, departmentName: string | null) =>
      client
        .query<{ id: string }>(
          `insert into payroll_runs (id, tenant_id, name, start_date, end_date, selection, department_id,
             department_name, state, currency_code, concurrency_stamp)
           values (gen_random_uuid(), $1, $2, '2026-01-01', '2026-01-31', $3, $4, $5, 3, 'USD', 's') returning id`,
          [tenant, name, departmentId ? 1 : 0, departmentId, departmentName],
        )
        .then((r) => r.rows[0]!.id);
    // The department's name then (its English one), a pair written by hand, a name it no longer has, none.
    await run('Current', finance, 'FINANCE');
    await run('Pair', sales, 'Sales team - فريق المبيعات');
    await run('Renamed', sales, 'Commercial');
    await run('Everyone', null, null);
    const line = (sequence: number, categoryCode: string, categoryName: string) => ({
      sequence,
      code: `R${sequence}`,
      name: `Rule ${sequence}`,
      categoryCode,
      categoryName,
      amount: '1.00',
    });
    const items = [
      line(1, 'BASIC', 'Basic'),
      line(2, 'alw', 'البدلات'),
      line(3, 'DED', 'Deductions - الاستقطاعات'),
      line(4, 'NET', 'Net pay'),
    ];
    await client.query(
      `insert into payslips (id, tenant_id, employee_id, contract_id, start_date, end_date, state, currency_code,
         decimal_places, gross, deductions, net, inputs, items, employee_full_name, salary_structure_name_en,
         concurrency_stamp, number_year, number_seq)
       values (gen_random_uuid(), $1, gen_random_uuid(), gen_random_uuid(), '2026-01-01', '2026-01-31', 1, 'USD',
         2, 1000, 0, 1000, '{}', $2::jsonb, 'Old', 'Monthly', 's', 2026, 1),
              (gen_random_uuid(), $1, gen_random_uuid(), gen_random_uuid(), '2026-01-01', '2026-01-31', 1, 'USD',
         2, 1000, 0, 1000, '{}', '[]'::jsonb, 'Empty', 'Monthly', 's', 2026, 2)`,
      [tenant, JSON.stringify(items)],
    );
    await migrate(db, { migrationsFolder: migrations });

    const { rows: runs } = await client.query<{ name: string; en: string | null; ar: string | null }>(
      `select name, department_name_en as en, department_name_ar as ar from payroll_runs order by name`,
    );
    expect(runs.map((r) => [r.name, r.en, r.ar])).toEqual([
      ['Current', 'Finance', 'الإدارة المالية'],
      ['Everyone', null, null],
      ['Pair', 'Sales team', 'فريق المبيعات'],
      ['Renamed', 'Commercial', 'Commercial'],
    ]);
    const { rows: slips } = await client.query<{ who: string; items: Array<Record<string, unknown>> }>(
      `select employee_full_name as who, items from payslips order by 1`,
    );
    expect(slips[0]).toMatchObject({ who: 'Empty', items: [] });
    expect(
      slips[1]!.items.map((i) => [i.sequence, i.categoryName, i.categoryNameEn, i.categoryNameAr, i.amount]),
    ).toEqual([
      [1, 'Basic', 'Basic', 'الأساسي', '1.00'],
      [2, 'البدلات', 'Allowances', 'البدلات', '1.00'],
      [3, 'Deductions - الاستقطاعات', 'Deductions', 'الاستقطاعات', '1.00'],
      [4, 'Net pay', 'Net pay', 'Net pay', '1.00'],
    ]);
  } finally {
    await client.close();
  }
});
