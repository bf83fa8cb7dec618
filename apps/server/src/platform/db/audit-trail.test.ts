import { randomUUID } from 'node:crypto';
import {
  auditedEntityTypes,
  departmentEndpoints,
  employeeEndpoints,
  entityTypeLabel,
  jobTitleEndpoints,
  PayrollPermissions,
  pathOf,
  salaryRuleCategoryEndpoints,
  salaryRuleEndpoints,
} from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeBody } from '../../test/helpers/employees.ts';
import { uniqueCode } from '../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { attachAuditTriggers, auditDeclarations, genericAuditTriggers, notAudited } from './audit-trail.ts';

/**
 * The entity change log's core (issue 40): the triggers on every business table, a record per changed row
 * in the change's own transaction, the actor of the request, append-only for the application role, and
 * per tenant.
 */
let t: TestApp;
let admin: string;
let acmeId: string;

interface Change {
  tenant_id: string | null;
  user_id: string | null;
  user_name: string | null;
  client_ip_address: string | null;
  browser_info: string | null;
  correlation_id: string | null;
  entity_type: string;
  entity_id: string;
  parent_entity_type: string | null;
  parent_entity_id: string | null;
  change_type: number;
  properties: Record<string, unknown>;
}

/** The database's message of a failed statement (drizzle wraps it). */
const failure = (work: Promise<unknown>) =>
  work.then(
    () => 'succeeded',
    (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
  );

/** The records of an entity, oldest first (read as the owner: the test's eye, not the app's). */
const changesOf = async (entityType: string, entityId: string) =>
  (
    await t.db.ownerSql.query<Change>(
      'select * from audit_entity_changes where entity_type = $1 and entity_id = $2 order by id',
      [entityType, entityId],
    )
  ).rows;
const total = async () =>
  Number(
    (await t.db.ownerSql.query<{ n: string }>('select count(*) n from audit_entity_changes')).rows[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
});
afterAll(() => t?.close());

describe('the audit triggers', () => {
  it('are on every table of the public schema but the opted-out ones, each opt-out with its reason', async () => {
    const { rows } = await t.db.ownerSql.query<{ table: string; triggers: string[] }>(`
      select c.relname as "table",
             array(select t.tgname::text from pg_trigger t where t.tgrelid = c.oid and t.tgname like 'audit\\_%'
                   order by 1) as triggers
        from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' order by 1`);
    const triggers = (r: (typeof rows)[number]) =>
      Array.isArray(r.triggers)
        ? r.triggers
        : String(r.triggers).replace(/[{}]/g, '').split(',').filter(Boolean);
    const wrong = rows.filter((r) =>
      r.table in notAudited
        ? triggers(r).length !== 0
        : triggers(r).join() !== 'audit_delete,audit_insert,audit_update',
    );
    expect(wrong.map((r) => r.table)).toEqual([]);
    // Every audited table is declared with its entity name (a new one is recorded under its table name
    // until then: this list says so).
    const undeclared = rows
      .map((r) => r.table)
      .filter((table) => !(table in notAudited) && !(table in auditDeclarations));
    expect(undeclared).toEqual([]);
    for (const reason of Object.values(notAudited)) expect(reason.length).toBeGreaterThan(5);
  });

  it('record only entities the audit log can name in both languages and knows who may read', () => {
    // An entity missing from the contract's list showed its raw name ("JournalEntryLine") on the Arabic page.
    const named = new Set(Object.keys(auditedEntityTypes));
    const recorded = Object.values(auditDeclarations).flatMap((d) => [
      d.entity,
      ...(d.parent && 'entity' in d.parent ? [d.parent.entity] : []),
    ]);
    expect(recorded.filter((entity) => !named.has(entity))).toEqual([]);
    expect(entityTypeLabel('JournalEntryLine', 'ar')).toBe('سطر قيد يومية');
  });
});

describe("the tables' generated functions", () => {
  it('record what the generic function records, which stands in while migrations run', async () => {
    const functions = async () =>
      (
        await t.db.ownerSql.query<{ fn: string }>(
          `select distinct p.proname as fn from pg_trigger g join pg_proc p on p.oid = g.tgfoid
            where g.tgrelid = 'employees'::regclass and g.tgname like 'audit\\_%'`,
        )
      ).rows.map((r) => r.fn);
    expect(await functions()).toEqual(['audit_of_employees']);
    const [a, b] = (
      await t.db.ownerSql.query<{ id: string }>(
        'select id from employees where tenant_id = $1 and not is_deleted order by id limit 2',
        [acmeId],
      )
    ).rows.map((r) => r.id);
    // The same change (a name, a date, a nullable column emptied, a stamp) on each, one per function.
    const change = (id: string) =>
      t.db.transaction({ tenantId: acmeId }, (tx) =>
        tx.execute(sql`update employees set surname = surname || ' X', date_of_birth = date '1980-02-03',
                              email = null, concurrency_stamp = md5(random()::text) where id = ${id}`),
      );
    const last = async (id: string) => (await changesOf('Employee', id)).at(-1)!;
    const before = await t.db.ownerSql.query<{
      id: string;
      surname: string;
      email: string | null;
      dob: string | null;
    }>(
      `select id, surname, email, to_jsonb(date_of_birth) #>> '{}' as dob from employees where id = any($1::uuid[])`,
      [[a, b]],
    );
    const expected = (id: string) => {
      const row = before.rows.find((r) => r.id === id)!;
      return {
        surname: [row.surname, `${row.surname} X`],
        ...(row.dob === '1980-02-03' ? {} : { date_of_birth: [row.dob, '1980-02-03'] }),
        ...(row.email === null ? {} : { email: [row.email, null] }),
      };
    };
    // A create and a delete: a copy of a salary rule (ids, texts, numbers, booleans, nulls) under a code of
    // its own, inserted and deleted; the records with that code replaced, to compare the two functions'.
    const copied = async (code: string) => {
      const id = randomUUID();
      await t.db.transaction({ tenantId: acmeId }, async (tx) => {
        await tx.execute(sql`insert into salary_rules
          select (jsonb_populate_record(null::salary_rules, to_jsonb(r) || jsonb_build_object('id', ${id}::uuid,
            'code', ${code}::text, 'normalized_code', upper(${code}::text), 'name_en', ${code}::text,
            'name_ar', ${code}::text, 'condition_based_on', 0, 'condition_code', null))).*
          from salary_rules r where r.tenant_id = ${acmeId} and not r.is_deleted
          order by r.id limit 1`);
        await tx.execute(sql`delete from salary_rules where id = ${id}`);
      });
      const records = await changesOf('SalaryRule', id);
      expect(records.map((r) => r.change_type)).toEqual([0, 2]);
      return JSON.stringify(records.map((r) => r.properties)).replaceAll(code, 'CODE');
    };
    await change(a!);
    expect((await last(a!)).properties).toEqual(expected(a!));
    const generated = await copied(uniqueCode('GEN'));
    await genericAuditTriggers(t.db.ownerSql);
    try {
      expect(await functions()).toEqual(['audit_entity_change']);
      await change(b!);
      expect((await last(b!)).properties).toEqual(expected(b!));
      expect(await copied(uniqueCode('GNR'))).toBe(generated);
    } finally {
      await attachAuditTriggers(t.db.ownerSql);
    }
    expect(await functions()).toEqual(['audit_of_employees']);
    // Every column with a value recorded, none without: the create's pairs are [null, value], the delete's
    // [value, null].
    const [create, remove] = JSON.parse(generated) as Array<Record<string, [unknown, unknown]>>;
    expect(create).toMatchObject({ code: [null, 'CODE'], name_en: [null, 'CODE'] });
    expect(create).not.toHaveProperty('condition_code');
    expect(Object.values(create!).every(([old, now]) => old === null && now !== null)).toBe(true);
    expect(Object.values(remove!).every(([old, now]) => old !== null && now === null)).toBe(true);
    expect(Object.keys(remove!).sort()).toEqual(Object.keys(create!).sort());
    // An update that changes only excluded columns (the stamp) leaves none, with either function.
    const count = await total();
    await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx.execute(sql`update employees set concurrency_stamp = md5(random()::text) where id = ${a}`),
    );
    expect(await total()).toBe(count);
  });
});

describe('a change through the API', () => {
  it('leaves one record per created, updated and deleted entity, with the actor and the changed values', async () => {
    const code = uniqueCode('AUD');
    const created = await t.call(admin, salaryRuleCategoryEndpoints.create, {
      body: { name: 'Audited', code },
      headers: { 'user-agent': 'audit-test/1.0' },
    } as never);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<string>();
    let changes = await changesOf('SalaryRuleCategory', id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      tenant_id: acmeId,
      user_name: 'admin',
      change_type: 0,
      correlation_id: expect.any(String),
      properties: { name_en: [null, 'Audited'], code: [null, code], is_deleted: [null, false] },
    });
    expect(changes[0]!.user_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(changes[0]!.client_ip_address).toBeTruthy();

    const current = await t.call(admin, salaryRuleCategoryEndpoints.get, { params: { id } });
    const updated = await t.call(admin, salaryRuleCategoryEndpoints.update, {
      params: { id },
      body: { name: 'Audited again', code, concurrencyStamp: current.json().concurrencyStamp },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    changes = await changesOf('SalaryRuleCategory', id);
    expect(changes).toHaveLength(2);
    // Only what changed: the (English) name; never the stamp or the modification time.
    expect(changes[1]).toMatchObject({
      change_type: 1,
      properties: { name_en: ['Audited', 'Audited again'] },
    });
    expect(Object.keys(changes[1]!.properties)).toEqual(['name_en']);

    const deleted = await t.call(admin, salaryRuleCategoryEndpoints.delete, { params: { id } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    changes = await changesOf('SalaryRuleCategory', id);
    expect(changes).toHaveLength(3);
    expect(changes[2]).toMatchObject({ change_type: 2, properties: { is_deleted: [false, true] } });
  });

  it('leaves none for a refused change: invalid input, a stale stamp, a missing permission', async () => {
    const code = uniqueCode('REF');
    const category = await t.call(admin, salaryRuleCategoryEndpoints.create, {
      body: { name: 'Refusals', code },
    });
    const id = category.json<string>();
    const reader = await t.userWith('acme', [PayrollPermissions.SalaryRuleCategories.Default]);
    const before = await total();
    const invalid = await t.call(admin, salaryRuleCategoryEndpoints.create, {
      body: { name: '', code: '1x' },
    });
    expect(invalid.statusCode).toBe(400);
    const stale = await t.call(admin, salaryRuleCategoryEndpoints.update, {
      params: { id },
      body: { name: 'Stale', code: 'STALE', concurrencyStamp: 'not-the-stamp' },
    });
    expect(stale.statusCode).toBe(409);
    const forbidden = await t.call(reader.token, salaryRuleCategoryEndpoints.delete, { params: { id } });
    expect(forbidden.statusCode).toBe(403);
    // A business rule refused after the write began: a duplicate code (the unique index refuses the insert).
    const duplicate = await t.call(admin, salaryRuleCategoryEndpoints.create, {
      body: { name: 'Duplicate', code },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(await total()).toBe(before);
  });

  it('rolls the record back with the change it records', async () => {
    const before = await total();
    await expect(
      t.db.transaction({ tenantId: acmeId }, async (tx) => {
        await tx.execute(
          sql`update salary_rule_categories set name_en = name_en || '!' where tenant_id = ${acmeId}`,
        );
        const inside = await tx.execute(sql`select count(*)::int n from audit_entity_changes`);
        expect((inside as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThan(0);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await total()).toBe(before);
  });

  it("records an employee's contact and emergency fields, and a job title's wage, old and new", async () => {
    const department = await t.call(admin, departmentEndpoints.create, {
      body: { name: uniqueCode('Audit') },
    });
    const jobTitle = await t.call(admin, jobTitleEndpoints.create, {
      body: { name: uniqueCode('Auditor'), departmentId: department.json().id, baseSalary: '1000.00' },
    });
    expect(jobTitle.statusCode, jobTitle.body).toBe(200);
    const employee = await t.call(admin, employeeEndpoints.create, {
      body: employeeBody(jobTitle.json().id, { contactInformation: { email: 'sami@example.com' } }),
    });
    expect(employee.statusCode, employee.body).toBe(200);
    const id = employee.json<string>();
    const [created] = await changesOf('Employee', id);
    expect(created).toMatchObject({
      change_type: 0,
      properties: { email: [null, 'sami@example.com'], emergency_contact_name: [null, 'Nabil Haddad'] },
    });
    const dto = (await t.call(admin, employeeEndpoints.get, { params: { id } })).json();
    const put = await t.call(admin, 'PUT', pathOf(employeeEndpoints.update, { id }), {
      ...employeeBody(jobTitle.json().id, {
        nationalNumber: dto.nationalNumber,
        contactInformation: { email: 'sami@example.com' },
        emergencyContactInformation: {
          emergencyPhone: '0911111111',
          contactName: 'Rima',
          relationShip: 'Mother',
        },
      }),
      concurrencyStamp: dto.concurrencyStamp,
    });
    expect(put.statusCode, put.body).toBe(200);
    const changes = await changesOf('Employee', id);
    expect(changes).toHaveLength(2);
    expect(changes[1]!.properties).toEqual({
      emergency_phone: ['0999999999', '0911111111'],
      emergency_contact_name: ['Nabil Haddad', 'Rima'],
      emergency_relationship: ['Father', 'Mother'],
    });
  });

  it("records a salary rule's amount", async () => {
    const category = await t.call(admin, salaryRuleCategoryEndpoints.create, {
      body: { name: 'Rules', code: uniqueCode('RC') },
    });
    const code = uniqueCode('R');
    const rule = await t.call(admin, salaryRuleEndpoints.create, {
      body: { name: 'Housing', code, categoryId: category.json(), valueFixedAmount: '100.00' },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const id = rule.json<string>();
    const dto = (await t.call(admin, salaryRuleEndpoints.get, { params: { id } })).json();
    const put = await t.call(admin, salaryRuleEndpoints.update, {
      params: { id },
      body: {
        name: dto.name,
        code: dto.code,
        categoryId: dto.categoryId,
        isActive: dto.isActive,
        appearForEmployee: dto.appearForEmployee,
        ruleCondition: dto.ruleCondition,
        ruleValue: { ...dto.ruleValue, fixedAmount: '250.50' },
        concurrencyStamp: dto.concurrencyStamp,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const changes = await changesOf('SalaryRule', id);
    expect(changes.map((c) => c.change_type)).toEqual([0, 1]);
    expect(changes[1]!.properties).toEqual({ value_fixed_amount: [100, 250.5] });
  });
});

describe('the log', () => {
  it('is append-only for the application role: insert and read, never update or delete', async () => {
    for (const statement of [
      'update audit_entity_changes set entity_type = entity_type',
      'delete from audit_entity_changes',
      'truncate audit_entity_changes',
    ]) {
      expect(
        await failure(t.db.transaction({ tenantId: acmeId }, (tx) => tx.execute(sql.raw(statement)))),
        statement,
      ).toMatch(/permission denied/);
    }
    const read = await t.db.transaction({ tenantId: acmeId }, (tx) =>
      tx.execute(sql`select count(*)::int n from audit_entity_changes`),
    );
    expect((read as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThan(0);
  });

  it("is per tenant: another tenant's transaction sees none of acme's records, the host only its own", async () => {
    const other = await t.createTenant();
    const count = async (tenantId: string | null) =>
      (
        (await t.db.transaction({ tenantId }, (tx) =>
          tx.execute(
            sql`select count(*) filter (where tenant_id = ${acmeId})::int acme, count(*) filter (where tenant_id is null)::int host, count(*)::int total from audit_entity_changes`,
          ),
        )) as unknown as { rows: Array<{ acme: number; host: number; total: number }> }
      ).rows[0]!;
    expect((await count(other.id)).acme).toBe(0);
    expect((await count(other.id)).host).toBe(0);
    const host = await count(null);
    expect(host.acme).toBe(0);
    // The host's records: the tenants it made (and their features).
    expect(host.host).toBeGreaterThan(0);
    // A tenant transaction may not write a record for another tenant.
    expect(
      await failure(
        t.db.transaction({ tenantId: other.id }, (tx) =>
          tx.execute(
            sql`insert into audit_entity_changes (tenant_id, entity_type, entity_id, change_type, properties) values (${acmeId}, 'X', 'x', 0, '{}')`,
          ),
        ),
      ),
    ).toMatch(/row-level security/);
  });
});
