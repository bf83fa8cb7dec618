import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { migrationsFolder as migrations, migrationsBefore } from '../../test/migrations-before.ts';

/** The migration that gives the names two languages (found by its name: its number changes at merges). */
const tag = 'localized-names';
const before = migrationsBefore();

it('splits "English - عربي" names, puts any other name in the tenant’s default language, and keeps names unique', async () => {
  const client = await PGlite.create('memory://');
  try {
    const db = drizzle(client);
    await client.exec(`CREATE ROLE hr_app NOLOGIN`);
    await migrate(db, { migrationsFolder: before(tag) });
    const [english, arabic] = [crypto.randomUUID(), crypto.randomUUID()];
    // The second tenant's default language is Arabic.
    await client.query(
      `insert into settings (id, tenant_id, name, value, provider_name, provider_key)
       values (gen_random_uuid(), $1, 'Abp.Localization.DefaultLanguage', 'ar', 'T', $2)`,
      [arabic, arabic],
    );
    const department = (tenant: string, name: string) =>
      client.query(
        `insert into departments (id, tenant_id, name, normalized_name, concurrency_stamp)
         values (gen_random_uuid(), $1, $2::varchar, upper($2::varchar), 's')`,
        [tenant, name],
      );
    for (const name of [
      'Sales - المبيعات',
      'المالية – Finance',
      'Research',
      'Ops - Logistics',
      'HR - الموارد البشرية',
      'HR - شؤون الموظفين',
    ])
      await department(english, name);
    await department(arabic, 'Planning');
    await department(arabic, 'Quality - الجودة');
    await client.query(
      `insert into salary_rule_categories (id, tenant_id, name, code, normalized_code, concurrency_stamp)
       values (gen_random_uuid(), $1, 'Basic', 'BASIC', 'BASIC', 's')`,
      [arabic],
    );
    await migrate(db, { migrationsFolder: migrations });

    const { rows } = await client.query<{ tenant: string; en: string | null; ar: string | null }>(
      'select tenant_id as tenant, name_en as en, name_ar as ar from departments order by 2, 3',
    );
    const of = (tenant: string) => rows.filter((r) => r.tenant === tenant).map((r) => [r.en, r.ar]);
    const hr = of(english).filter(([en]) => en?.startsWith('HR'));
    expect(of(english).filter(([en]) => !en?.startsWith('HR'))).toEqual([
      ['Finance', 'المالية'],
      ['Ops - Logistics', null],
      ['Research', null],
      ['Sales', 'المبيعات'],
    ]);
    // Two names that split to the same English name at one level: one is split, the other kept whole.
    expect(hr).toHaveLength(2);
    expect(hr.filter(([en]) => en === 'HR')).toHaveLength(1);
    expect(hr.filter(([en]) => en?.startsWith('HR - '))).toHaveLength(1);
    expect(of(arabic)).toEqual([
      ['Quality', 'الجودة'],
      [null, 'Planning'],
    ]);
    const category = await client.query<{ en: string | null; ar: string | null }>(
      'select name_en as en, name_ar as ar from salary_rule_categories',
    );
    expect(category.rows).toEqual([{ en: null, ar: 'Basic' }]);
    // From then on: one name at least, unique per language whatever its case.
    await expect(
      client.query(
        `insert into departments (id, tenant_id, concurrency_stamp) values (gen_random_uuid(), $1, 's')`,
        [english],
      ),
    ).rejects.toThrow(/departments_name_present/);
    await expect(
      client.query(
        `insert into departments (id, tenant_id, name_ar, concurrency_stamp) values (gen_random_uuid(), $1, 'المبيعات', 's')`,
        [english],
      ),
    ).rejects.toThrow(/departments_name_ar/);
    await expect(
      client.query(
        `insert into departments (id, tenant_id, name_en, concurrency_stamp) values (gen_random_uuid(), $1, 'SALES', 's')`,
        [english],
      ),
    ).rejects.toThrow(/departments_name_en/);
  } finally {
    await client.close();
  }
});
