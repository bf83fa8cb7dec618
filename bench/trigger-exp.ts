// Temporary experiment (not committed): the trigger alone with the current function, then with candidates.
import { readFileSync } from 'node:fs';
import { triggerAlone } from './audit-trigger-alone.ts';
import { openThrowawayDatabase, seededProduct } from './throwaway.ts';

const n = Number(process.env.BENCH_UPDATES ?? 5000);
const { db, raw, drop, url } = await openThrowawayDatabase('trigexp');
const built = await seededProduct(db);
const [tenant] = await raw(`select id from tenants where name = 'acme'`);
const tenantId = String(tenant!.id);
await raw(
  `insert into employees (id, tenant_id, name, surname, father_name, mother_name, national_number, gender,
                          employee_status, date_of_birth, marital_status, military_service_status,
                          job_title_id, email, phone_number, emergency_phone, emergency_contact_name,
                          emergency_relationship, concurrency_stamp)
   select gen_random_uuid(), $1, 'Bench', 'Audit ' || g, 'Father', 'Mother', 'A' || lpad(g::text, 10, '0'),
          1 + g % 2, 0, date '1970-01-01' + (g % 12000), g % 3, g % 5,
          (select id from job_titles where tenant_id = $1 order by id limit 1),
          'audit' || g || '@mail.example', '09' || lpad(g::text, 8, '0'), '0999999999', 'Contact', 'Father',
          md5(random()::text)
   from generate_series(1, $2::int) g`,
  [tenantId, n],
);
await raw('analyze');
if (process.env.HOLD) {
  const [{ current_database: name }] = (await raw('select current_database()')) as [
    { current_database: string },
  ];
  const { existsSync, writeFileSync } = await import('node:fs');
  writeFileSync(process.env.HOLD, `${url} ${tenantId}\n`);
  console.log(`holding ${name}`);
  while (existsSync(process.env.HOLD)) await new Promise((r) => setTimeout(r, 2000));
}
for (const file of ['', ...process.argv.slice(2)]) {
  if (file) await raw(readFileSync(file, 'utf8'));
  const before = Number((await raw('select count(*)::int as n from audit_entity_changes'))[0]!.n);
  await triggerAlone(url!, tenantId, n, (l) => console.log(`${file || 'current'}: ${l}`));
  const after = Number((await raw('select count(*)::int as n from audit_entity_changes'))[0]!.n);
  const [last] = await raw(
    `select entity_type, entity_id, change_type, properties, user_name, correlation_id, tenant_id from audit_entity_changes order by id desc limit 1`,
  );
  console.log(`  records written ${after - before}; last ${JSON.stringify(last)}`);
}
await built.app.close();
await drop();
process.exit(0);
