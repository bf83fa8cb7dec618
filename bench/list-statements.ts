/**
 * The statements each list endpoint issues for its data, written once with `pg`: the raw SQL side of
 * the bench runs them directly, and the floor server (floor-server.ts) runs them behind HTTP.
 */
import { exactCountLimit } from '@hr/contracts';
import type pg from 'pg';

export const pageSize = 20;

/** Prepared statements' names by text: the product prepares its kept statements by name (statements.ts). */
const names = new Map<string, string>();
/** A statement prepared by name on each connection, as the product runs a list's page and names. */
function prepared(text: string, values: unknown[]): pg.QueryConfig {
  let name = names.get(text);
  if (!name) {
    name = `bench_${names.size + 1}`;
    names.set(text, name);
  }
  return { name, text, values };
}

/** Estimated totals kept 10 s per statement, as the product keeps them (crud.ts listTotal). */
const estimates = new Map<string, { rows: number; until: number }>();

/**
 * The list total as the product reads it (platform/db/crud.ts listTotal): the rows counted up to the exact
 * limit; past it the planner's estimate (never less than the count), kept 10 s. `where` is the list's
 * condition.
 */
export async function listTotal(
  c: pg.ClientBase,
  table: string,
  where: string,
  values: unknown[],
): Promise<{ totalCount: number; totalCountIsEstimate?: true }> {
  const key = `${table}\u0000${where}\u0000${JSON.stringify(values)}`;
  const kept = estimates.get(key);
  if (kept && kept.until > performance.now()) return { totalCount: kept.rows, totalCountIsEstimate: true };
  // Prepared by name, as the product's count is (crud.ts countedRows).
  const { rows } = await c.query<{ n: string }>(
    prepared(
      `select count(*) as n from (select 1 from ${table} where ${where} limit ${exactCountLimit + 1}) capped`,
      values,
    ),
  );
  const counted = Number(rows[0]?.n ?? 0);
  if (counted <= exactCountLimit) return { totalCount: counted };
  const plan = await c.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    `explain (format json) select 1 from ${table} where ${where}`,
    values,
  );
  const total = Math.max(plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0, counted);
  estimates.set(key, { rows: total, until: performance.now() + 10_000 });
  return { totalCount: total, totalCountIsEstimate: true };
}

/** A page of the employees list, as GET /api/app/employee reads it (optionally by job title, active only). */
export interface EmployeesQuery {
  jobTitleId?: string;
  skip: number;
}

/**
 * The employees page: the total, the page's ids in the list's order (a deferred join) with the columns
 * the list shows, then the page's job title names (the page and the names prepared by name, as the
 * product's kept statements are).
 */
export async function employeesPage(c: pg.ClientBase, tenantId: string, q: EmployeesQuery) {
  const live = 'tenant_id = $1 and is_deleted = false';
  const [filter, values] = q.jobTitleId
    ? [' and job_title_id = $2 and employee_status = 0', [tenantId, q.jobTitleId]]
    : ['', [tenantId]];
  const total = await listTotal(c, 'employees', live + filter, values);
  const n = values.length;
  const page = await c.query<Record<string, unknown> & { job_title_id: string }>(
    prepared(
      `select id, name, surname, father_name, national_number, gender, employee_status, job_title_id, manager_id,
              user_id, creation_time
         from employees
        where id = any(array(select id from employees where ${live}${filter}
                      order by creation_time desc, id desc limit $${n + 1} offset $${n + 2}))
        order by creation_time desc, id desc`,
      [...values, pageSize, q.skip],
    ),
  );
  const names = await c.query<{ id: string; name: string }>(
    prepared(
      `select id, coalesce(name_en, name_ar) as name from job_titles where tenant_id = $1 and is_deleted = false and id = any($2::uuid[])`,
      [tenantId, [...new Set(page.rows.map((r) => r.job_title_id))]],
    ),
  );
  return { total, rows: page.rows, names: names.rows };
}

/** The columns of a user's answer (the users list reads these alone). */
const userColumns = `id, tenant_id, user_name, email, name, surname, phone_number, is_active, lockout_enabled,
  lockout_end, access_failed_count, employee_id, creation_time, creator_id, last_modification_time,
  last_modifier_id, is_deleted, deleter_id, deletion_time, concurrency_stamp`;

/** The users page: the total, the page (a deferred join), then the page's role names (both prepared by name). */
export async function usersPage(c: pg.ClientBase, tenantId: string, skip: number) {
  const live = 'tenant_id = $1 and is_deleted = false';
  const total = await listTotal(c, 'users', live, [tenantId]);
  const page = await c.query<Record<string, unknown> & { id: string }>(
    prepared(
      `select ${userColumns} from users where id = any(array(select id from users where ${live}
                                         order by creation_time desc, id desc limit $2 offset $3))
        order by creation_time desc, id desc`,
      [tenantId, pageSize, skip],
    ),
  );
  const roles = await c.query<{ user_id: string; name: string }>(
    prepared(
      `select ur.user_id, r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = any($1::uuid[])`,
      [page.rows.map((r) => r.id)],
    ),
  );
  return { total, rows: page.rows, roles: roles.rows };
}
