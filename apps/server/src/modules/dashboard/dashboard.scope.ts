import type { DashboardQuery } from '@hr/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';

/** A uuid[] parameter (ids the database gave: no quoting needed). */
export const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

export function tenantOf(ctx: Pick<RequestContext, 'tenantId'>): string {
  if (!ctx.tenantId) throw new AppError('Dashboard:TenantOnly');
  return ctx.tenantId;
}

/** A department with its sub-departments and their live job titles; null: the whole tenant. */
export interface Scope {
  departmentIds: string[];
  jobTitleIds: string[];
}

export async function scopeOf(
  tx: Tx,
  tenantId: string,
  departmentId: string | undefined,
): Promise<Scope | null> {
  if (!departmentId) return null;
  const found = await rows<{ department_ids: string[] | null; job_title_ids: string[] | null }>(
    tx,
    sql`
    with recursive below(id) as (
      select id from departments where tenant_id = ${tenantId} and id = ${departmentId} and not is_deleted
      union
      select d.id from departments d join below b on d.parent_department_id = b.id
       where d.tenant_id = ${tenantId} and not d.is_deleted
    )
    select (select array_agg(id) from below) as department_ids,
           (select array_agg(j.id) from job_titles j
             where j.tenant_id = ${tenantId} and not j.is_deleted and j.department_id in (select id from below)) as job_title_ids`,
  );
  const departmentIds = found[0]?.department_ids ?? [];
  if (!departmentIds.length) throw new AppError('Dashboard:UnknownDepartment', { id: departmentId });
  return { departmentIds, jobTitleIds: found[0]?.job_title_ids ?? [] };
}

/** `and <employee column> belongs to the scope` (the employee's job title now), or nothing. */
export function employeeIn(scope: Scope | null, employeeColumn: SQL, tenantId: string): SQL {
  if (!scope) return sql``;
  return sql`and ${employeeColumn} in (select e.id from employees e where e.tenant_id = ${tenantId}
    and not e.is_deleted and e.job_title_id = any(${uuids(scope.jobTitleIds)}))`;
}

// Dates as 'YYYY-MM-DD' strings, in the tenant's calendar.
const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
export const addDays = (date: string, days: number) => iso(new Date(utc(date).getTime() + days * 86_400_000));
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
export function addMonths(date: string, months: number): string {
  const d = utc(monthStart(date));
  d.setUTCMonth(d.getUTCMonth() + months);
  return iso(d);
}
export const monthEnd = (date: string) => addDays(addMonths(date, 1), -1);
export const yearStart = (date: string) => `${date.slice(0, 4)}-01-01`;

/** The period a figure covers: the query's, or the figure's own default ending today. */
export function periodOf(query: DashboardQuery, fallback: { fromDate: string; toDate: string }) {
  return query.fromDate && query.toDate ? { fromDate: query.fromDate, toDate: query.toDate } : fallback;
}

/** The first days of the 12 months ending with `date`'s, oldest first. */
export const twelveMonths = (date: string) => Array.from({ length: 12 }, (_, i) => addMonths(date, i - 11));

/** Whole days from an instant to the tenant's `today` (0 the same day). */
export const daysSince = (instant: Date | string, today: string) =>
  Math.max(0, Math.round((utc(today).getTime() - utc(iso(new Date(instant))).getTime()) / 86_400_000));

/** Amounts to the currency's places ('1234.500' → '1234.50' for 2). */
export const places = (value: string | null | undefined, decimals: number) =>
  roundDecimal(value && Number.isFinite(Number(value)) ? value : '0', decimals);

function roundDecimal(value: string, decimals: number): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  // The summary keeps three places; a currency shows at most three, so this only cuts zeros or rounds half up.
  const digits = `${whole}${fraction.padEnd(3, '0').slice(0, 3)}`;
  const cut = 3 - Math.min(3, decimals);
  let n = BigInt(digits);
  if (cut) n = (n + 5n * 10n ** BigInt(cut - 1)) / 10n ** BigInt(cut);
  const text = n.toString().padStart(decimals + 1, '0');
  const out = decimals ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text;
  return negative && n !== 0n ? `-${out}` : out;
}
