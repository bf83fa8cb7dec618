/**
 * The employees list: N employees in acme (spread over its job titles, one in 13 inactive, each with a
 * manager), then GET /api/app/employee for three pages people ask for: the first page, a page filtered by
 * job title and status, and a deep page; each against the same statements sent with `pg` (tenant set,
 * count, page with the manager joined, the page's job title names).
 */
import { asTenant, listTotal, measureApi, measureSql, type Product, report, settle } from './support.ts';

const pageSize = 20;

/**
 * The page the list endpoint reads: the page's ids in the list's order (a deferred join), then those
 * employees with their manager's name.
 */
const pageSql = (filter: string) =>
  `select e.*, m.name || ' ' || m.surname as manager_name
     from employees e left join employees m on m.id = e.manager_id
    where e.id in (select id from employees where tenant_id = $1 and is_deleted = false ${filter}
                    order by creation_time desc, id desc limit $2 offset $3)
    order by e.creation_time desc, e.id desc`;

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

export async function benchEmployeesList(product: Product, rows: number): Promise<Record<string, number>> {
  const { pool, tenantId } = product;
  const { rows: titles } = await pool.query<{ id: string }>(
    `select id from job_titles where tenant_id = $1 and not is_deleted order by name`,
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
  const live = 'tenant_id = $1 and is_deleted = false';
  const scenarios = [
    {
      name: 'first page',
      path: () => `/api/app/employee?skipCount=0&maxResultCount=${pageSize}`,
      count: [live, [tenantId]] as const,
      page: () => [pageSql(''), [tenantId, pageSize, 0]] as const,
    },
    {
      name: 'job title + status, pages 1-10',
      path: (i: number) =>
        `/api/app/employee?jobTitleId=${jobTitleId}&status=0&skipCount=${(i % 10) * pageSize}&maxResultCount=${pageSize}`,
      count: [`${live} and job_title_id = $2 and employee_status = 0`, [tenantId, jobTitleId]] as const,
      page: (i: number) =>
        [
          pageSql('and job_title_id = $4 and employee_status = 0'),
          [tenantId, pageSize, (i % 10) * pageSize, jobTitleId],
        ] as const,
    },
    {
      name: `deep page (skip ${deepSkip.toLocaleString('en')})`,
      path: () => `/api/app/employee?skipCount=${deepSkip}&maxResultCount=${pageSize}`,
      count: [live, [tenantId]] as const,
      page: () => [pageSql(''), [tenantId, pageSize, deepSkip]] as const,
    },
  ];

  const ratios: Record<string, number> = {};
  for (const s of scenarios) {
    const api = await measureApi(product, s.path);
    const sql = await measureSql((i) =>
      asTenant(pool, tenantId, async (c) => {
        await listTotal(c, 'employees', s.count[0], [...s.count[1]]);
        const [text, values] = s.page(i);
        const page = await c.query<{ job_title_id: string }>(text, [...values]);
        await c.query(
          `select id, name from job_titles where tenant_id = $1 and is_deleted = false and id = any($2::uuid[])`,
          [tenantId, [...new Set(page.rows.map((r) => r.job_title_id))]],
        );
      }),
    );
    ratios[s.name] = report(
      `GET /api/app/employee, ${s.name} (page of ${pageSize}) over ${rows.toLocaleString('en')} employees`,
      api,
      sql,
    );
  }
  return ratios;
}
