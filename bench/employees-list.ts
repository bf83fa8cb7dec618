/**
 * The employees list: N employees in acme (spread over its job titles, one in 13 inactive, each with a
 * manager), then GET /api/app/employee for three pages people ask for: the first page, a page filtered by
 * job title and status, and a deep page; each against the floor and the same statements sent with `pg`
 * (list-statements.ts: tenant set, total, page, the page's job title names).
 */
import { type EmployeesQuery, employeesPage, pageSize } from './list-statements.ts';
import {
  asTenant,
  measureApi,
  measureCase,
  measureSql,
  type Product,
  report,
  sameAnswer,
  settle,
  type Target,
} from './support.ts';

/** N employees in acme over the given job titles; the first thousand manage the rest. */
export async function seedEmployees(product: Product, rows: number, jobTitleIds: string[]): Promise<void> {
  const { pool, tenantId } = product;
  const started = Date.now();
  await asTenant(pool, tenantId, async (c) => {
    // The first thousand manage the rest; national numbers are unique; creation times one second apart.
    await c.query(
      `insert into employees (id, tenant_id, name, surname, father_name, mother_name, national_number, gender,
                              employee_status, date_of_birth, marital_status, military_service_status,
                              job_title_id, manager_id, email, phone_number, emergency_phone,
                              emergency_contact_name, emergency_relationship, concurrency_stamp, creation_time)
       select gen_random_uuid(), $1, case when g % 2 = 0 then 'موظف' else 'Employee' end, 'Bench ' || g,
              'Father', 'Mother', 'B' || lpad(g::text, 10, '0'), 1 + g % 2, case when g % 13 = 0 then 1 else 0 end,
              date '1970-01-01' + (g % 12000), g % 3, g % 5, ($3::uuid[])[1 + g % array_length($3::uuid[], 1)],
              null, 'bench' || g || '@mail.example', '09' || lpad((g % 100000000)::text, 8, '0'),
              '0999999999', 'Contact', 'Father', 'x', now() - (g || ' seconds')::interval
       from generate_series(1, $2::int) g`,
      [tenantId, rows, jobTitleIds],
    );
    await c.query(
      `update employees e set manager_id = m.id
         from (select id, row_number() over (order by national_number) as n from employees
                where tenant_id = $1 and national_number like 'B%' and national_number <= 'B0000001000') m
        where e.tenant_id = $1 and e.national_number > 'B0000001000'
          and m.n = 1 + (substr(e.national_number, 2)::int % 1000)`,
      [tenantId],
    );
  });
  await settle(pool, 'employees');
  console.log(
    `\nseeded ${rows.toLocaleString('en')} employees in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

export async function benchEmployeesList(
  product: Product,
  floor: Target,
  rows: number,
): Promise<Record<string, number>> {
  const { pool, tenantId } = product;
  const { rows: titles } = await pool.query<{ id: string }>(
    `select id from job_titles where tenant_id = $1 and not is_deleted order by name_en`,
    [tenantId],
  );
  if (!titles.length) throw new Error('acme has no job titles: the organisation seed did not run');

  await seedEmployees(
    product,
    rows,
    titles.map((t) => t.id),
  );

  const jobTitleId = titles[Math.floor(titles.length / 2)]!.id;
  const deepSkip = Math.floor(rows / 2);
  const scenarios: Array<{
    name: string;
    path: (i: number) => string;
    query: (i: number) => EmployeesQuery;
  }> = [
    {
      name: 'first page',
      path: () => `/api/app/employee?skipCount=0&maxResultCount=${pageSize}`,
      query: () => ({ skip: 0 }),
    },
    {
      name: 'job title + status, pages 1-10',
      path: (i) =>
        `/api/app/employee?jobTitleId=${jobTitleId}&status=0&skipCount=${(i % 10) * pageSize}&maxResultCount=${pageSize}`,
      query: (i) => ({ jobTitleId, skip: (i % 10) * pageSize }),
    },
    {
      name: `deep page (skip ${deepSkip.toLocaleString('en')})`,
      path: () => `/api/app/employee?skipCount=${deepSkip}&maxResultCount=${pageSize}`,
      query: () => ({ skip: deepSkip }),
    },
  ];

  const ratios: Record<string, number> = {};
  for (const s of scenarios) {
    await sameAnswer(product, floor, s.path(3));
    const figures = await measureCase({
      api: (d) => measureApi(product, s.path, d),
      floor: (d) => measureApi(floor, s.path, d),
      sql: (d) =>
        measureSql((i) => asTenant(pool, tenantId, (c) => employeesPage(c, tenantId, s.query(i))), d),
    });
    ratios[s.name] = report(
      `GET /api/app/employee, ${s.name} (page of ${pageSize}) over ${rows.toLocaleString('en')} employees`,
      figures,
    );
  }
  return ratios;
}
