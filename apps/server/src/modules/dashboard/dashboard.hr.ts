import type { DashboardQuery, HrAttentionDto, HrHeadcountDto, HrLeaveDto, HrTodayDto } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { localNameOf } from '../../platform/db/names.ts';
import { dateIn, tenantToday } from '../../platform/tenant-date.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { TimeApi } from '../time/public.ts';
import {
  addDays,
  daysSince,
  employeeIn,
  monthEnd,
  monthStart,
  periodOf,
  rows,
  scopeOf,
  tenantOf,
  twelveMonths,
  uuids,
  yearStart,
} from './dashboard.scope.ts';

export interface HrDashboardDeps {
  timeZoneOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<string>;
  holidays: TimeApi['holidays'];
  documents: EmployeesApi['documents'];
}

/** Request states: PendingApproval=0, PendingVerification=1, Approved=3. */
const pendingStates = sql`(0, 1)`;
const approved = 3;

/**
 * The HR dashboard's figures, each one SQL aggregate (or a few) over the tables of the modules it summarises,
 * read in one transaction of the caller's tenant (row-level security applies), filtered by a department with
 * its sub-departments (the employees on its job titles now; contracts and payslips by their own).
 */
export function createHrDashboard(db: Database, deps: HrDashboardDeps) {
  const todayOf = (ctx: RequestContext) => tenantToday(deps, ctx);

  return {
    async headcount(ctx: RequestContext, query: DashboardQuery): Promise<HrHeadcountDto> {
      const tenantId = tenantOf(ctx);
      const today = await todayOf(ctx);
      const period = periodOf(query, { fromDate: monthStart(today), toDate: today });
      const months = twelveMonths(period.toDate);
      // A month's figure is taken on its last day, or today for the current month.
      const ends = months.map((m) => [monthEnd(m), today].sort()[0]!);
      return db.transaction(ctx, async (tx) => {
        const scope = await scopeOf(tx, tenantId, query.departmentId);
        const byTitle = await rows<{ job_title_id: string; n: number }>(
          tx,
          sql`select e.job_title_id, count(*)::int as n from employees e
               where e.tenant_id = ${tenantId} and not e.is_deleted and e.employee_status = 0
               ${scope ? sql`and e.job_title_id = any(${uuids(scope.jobTitleIds)})` : sql``}
               group by e.job_title_id`,
        );
        const titles = byTitle.length
          ? await rows<{ id: string; name: string; department_id: string; department_name: string }>(
              tx,
              sql`select j.id, ${localNameOf('j')} as name, d.id as department_id, ${localNameOf('d')} as department_name
                    from job_titles j join departments d on d.tenant_id = j.tenant_id and d.id = j.department_id
                   where j.tenant_id = ${tenantId} and j.id = any(${uuids(byTitle.map((r) => r.job_title_id))})`,
            )
          : [];
        const titleOf = new Map(titles.map((t) => [t.id, t]));
        const departments = new Map<string, { id: string; name: string; count: number }>();
        for (const r of byTitle) {
          const t = titleOf.get(r.job_title_id);
          if (!t) continue;
          const d = departments.get(t.department_id) ?? {
            id: t.department_id,
            name: t.department_name,
            count: 0,
          };
          d.count += r.n;
          departments.set(t.department_id, d);
        }
        const sorted = <T extends { count: number; name: string }>(list: T[]) =>
          list.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

        // Each employee's employment as one span (the maintained summaries, `dashboard.tables.ts`): the whole
        // tenant's by day (employed on X = spans started by X less those ended before X), a department's
        // from its job titles' spans joined per employee.
        let spans: Record<string, number> | undefined;
        if (scope) {
          const counts = ends.map(
            (end, i) =>
              sql`count(*) filter (where first_start <= ${end}::date and last_end >= ${end}::date) as ${sql.raw(`m${i}`)}`,
          );
          [spans] = await rows<Record<string, number>>(
            tx,
            sql`select ${sql.join(counts, sql`, `)},
                       count(*) filter (where first_start between ${period.fromDate}::date and ${period.toDate}::date) as joiners,
                       count(*) filter (where last_end between ${period.fromDate}::date and ${period.toDate}::date
                                          and last_end < ${today}::date) as leavers
                  from (select s.employee_id, min(s.first_start) as first_start, max(s.last_end) as last_end
                          from dashboard_employment_spans s
                         where s.tenant_id = ${tenantId} and s.job_title_id = any(${uuids(scope.jobTitleIds)})
                         group by s.employee_id) spans`,
          );
        } else {
          const counts = ends.map(
            (end, i) =>
              sql`coalesce(sum(h.starts) filter (where h.day <= ${end}::date), 0)
                  - coalesce(sum(h.ends) filter (where h.day < ${end}::date), 0) as ${sql.raw(`m${i}`)}`,
          );
          [spans] = await rows<Record<string, number>>(
            tx,
            sql`select ${sql.join(counts, sql`, `)},
                       coalesce(sum(h.joiners) filter (where h.day between ${period.fromDate}::date and ${period.toDate}::date), 0) as joiners,
                       coalesce(sum(h.leavers) filter (where h.day between ${period.fromDate}::date and ${period.toDate}::date
                                                  and h.day < ${today}::date), 0) as leavers
                  from dashboard_headcount_days h
                 where h.tenant_id = ${tenantId}`,
          );
        }
        return {
          period,
          headcount: byTitle.reduce((sum, r) => sum + r.n, 0),
          trend: months.map((m, i) => ({ month: m.slice(0, 7), count: Number(spans?.[`m${i}`] ?? 0) })),
          byDepartment: sorted([...departments.values()]),
          byJobTitle: sorted(
            byTitle.map((r) => ({
              id: r.job_title_id,
              name: titleOf.get(r.job_title_id)?.name ?? '',
              count: r.n,
            })),
          ),
          joiners: Number(spans?.joiners ?? 0),
          leavers: Number(spans?.leavers ?? 0),
        };
      });
    },

    async today(ctx: RequestContext, query: DashboardQuery): Promise<HrTodayDto> {
      const tenantId = tenantOf(ctx);
      const zone = await deps.timeZoneOf(ctx);
      const today = dateIn(zone, ctx.now());
      const holiday = (await deps.holidays.datesBetween(ctx, today, today)).has(today);
      if (holiday)
        return { date: today, expected: 0, present: 0, late: 0, onLeave: 0, absent: 0, notYetDue: 0 };
      return db.transaction(ctx, async (tx) => {
        const scope = await scopeOf(tx, tenantId, query.departmentId);
        // The day's roster (migration `dashboard-roster`): built by the roster job before the day starts (here,
        // on the day's first read, when no job did), then kept by triggers; expected = a contract in force with working hours today (the expected-time service's
        // rules), present = a check-in on the day, late = the first one a minute after the first hour; of the
        // others, not yet due = their first hour has not begun (before it nobody is absent), absent = the rest.
        const [built] = await rows<{ built: boolean }>(
          tx,
          sql`select exists (select 1 from dashboard_roster_days
                              where tenant_id = ${tenantId} and day = ${today}::date) as built`,
        );
        if (!built?.built) await tx.execute(sql`select dashboard_roster_build(${tenantId}, ${today}::date)`);
        const [row] = await rows<{
          expected: number;
          present: number;
          late: number;
          on_leave: number;
          not_yet_due: number;
        }>(
          tx,
          sql`select count(*)::int as expected,
                     count(r.first_in)::int as present,
                     count(*) filter (where r.first_in >= ((r.day + make_interval(mins => r.first_minute + 1))::timestamp
                                                           at time zone ${zone}))::int as late,
                     count(*) filter (where r.first_in is null and l.employee_id is not null)::int as on_leave,
                     count(*) filter (where r.first_in is null and l.employee_id is null
                                        and ((r.day + make_interval(mins => r.first_minute))::timestamp
                                             at time zone ${zone}) > ${ctx.now()}::timestamptz)::int as not_yet_due
                from dashboard_roster r
                left join (select distinct d.employee_id from leave_request_days d
                             join leave_requests q on q.tenant_id = d.tenant_id and q.id = d.request_id
                            where d.tenant_id = ${tenantId} and d.date = ${today}::date and q.state = ${approved}
                              and (d.days > 0 or d.minutes > 0)) l on l.employee_id = r.employee_id
               where r.tenant_id = ${tenantId} and r.day = ${today}::date and r.first_minute is not null
               ${
                 // The department's employees as an array: probes of the roster's key, whatever its statistics.
                 scope
                   ? sql`and r.employee_id = any(array(select e.id from employees e where e.tenant_id = ${tenantId}
                          and not e.is_deleted and e.job_title_id = any(${uuids(scope.jobTitleIds)})))`
                   : sql``
               }`,
        );
        const expected = row?.expected ?? 0;
        const present = row?.present ?? 0;
        const onLeave = row?.on_leave ?? 0;
        const notYetDue = row?.not_yet_due ?? 0;
        return {
          date: today,
          expected,
          present,
          late: row?.late ?? 0,
          onLeave,
          absent: expected - present - onLeave - notYetDue,
          notYetDue,
        };
      });
    },

    async attention(ctx: RequestContext, query: DashboardQuery): Promise<HrAttentionDto> {
      const tenantId = tenantOf(ctx);
      const today = await todayOf(ctx);
      const window = { fromDate: today, toDate: addDays(today, 30) };
      const result = await db.transaction(ctx, async (tx) => {
        const scope = await scopeOf(tx, tenantId, query.departmentId);
        const pending = async (table: 'leave_requests' | 'attendance_requests') => {
          const [row] = await rows<{ n: number; oldest: Date | string | null; fresh: number; week: number }>(
            tx,
            sql`select count(*)::int as n, min(q.creation_time) as oldest,
                       count(*) filter (where q.creation_time > ${ctx.now()}::timestamptz - interval '2 days')::int as fresh,
                       count(*) filter (where q.creation_time > ${ctx.now()}::timestamptz - interval '7 days')::int as week
                  from ${sql.raw(table)} q
                 where q.tenant_id = ${tenantId} and q.state in ${pendingStates}
                 ${employeeIn(scope, sql`q.employee_id`, tenantId)}`,
          );
          const n = row?.n ?? 0;
          return {
            count: n,
            oldestDays: row?.oldest ? daysSince(row.oldest, today) : 0,
            byAge: {
              fresh: row?.fresh ?? 0,
              week: (row?.week ?? 0) - (row?.fresh ?? 0),
              older: n - (row?.week ?? 0),
            },
          };
        };
        const pendingLeave = await pending('leave_requests');
        const pendingCorrections = await pending('attendance_requests');
        const [ending] = await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from contracts c
               where c.tenant_id = ${tenantId} and c.state = 1
                 and c."end" between ${window.fromDate}::date and ${window.toDate}::date
                 ${scope ? sql`and c.job_title_id = any(${uuids(scope.jobTitleIds)})` : sql``}`,
        );
        const holidays = await holidayRows(tx, tenantId, today, 5);
        return { pendingLeave, pendingCorrections, contractsEnding: ending?.n ?? 0, holidays, scope };
      });
      const documentsExpiring = await deps.documents.expiringCount(ctx, {
        from: window.fromDate,
        to: window.toDate,
        jobTitleIds: result.scope?.jobTitleIds ?? null,
      });
      return {
        pendingLeave: result.pendingLeave,
        pendingCorrections: result.pendingCorrections,
        contractsEnding: result.contractsEnding,
        documentsExpiring,
        holidays: upcomingHolidays(result.holidays, today, 5),
        window,
      };
    },

    async leave(ctx: RequestContext, query: DashboardQuery): Promise<HrLeaveDto> {
      const tenantId = tenantOf(ctx);
      const today = await todayOf(ctx);
      const period = periodOf(query, { fromDate: yearStart(today), toDate: today });
      return db.transaction(ctx, async (tx) => {
        const scope = await scopeOf(tx, tenantId, query.departmentId);
        // The maintained summary of approved leave by day, type and job title (`dashboard.tables.ts`).
        const byType = await rows<{ leave_type_id: string; name: string; days: string }>(
          tx,
          sql`select t.id as leave_type_id, ${localNameOf('t')} as name, s.days::text as days
                from (select l.leave_type_id, sum(l.days) as days
                        from dashboard_leave_days l
                       where l.tenant_id = ${tenantId} and l.day between ${period.fromDate}::date and ${period.toDate}::date
                         ${scope ? sql`and l.job_title_id = any(${uuids(scope.jobTitleIds)})` : sql``}
                       group by l.leave_type_id) s
                join leave_types t on t.tenant_id = ${tenantId} and t.id = s.leave_type_id
               where s.days > 0
               order by s.days desc, 2`,
        );
        return {
          period,
          byType: byType.map((r) => ({
            leaveTypeId: r.leave_type_id,
            name: r.name,
            days: trimDecimal(r.days),
          })),
        };
      });
    },
  };
}
export type HrDashboard = ReturnType<typeof createHrDashboard>;

/** '12.50' → '12.5', '3.00' → '3'. */
export const trimDecimal = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** A holiday as `upcomingHolidays` reads it. */
interface HolidayRow {
  name: string;
  from: string;
  to: string;
  is_re_occurring: boolean;
}

/**
 * What `upcomingHolidays` chooses from: the tenant's next `limit` one-off holidays not ended by `today`, and
 * every re-occurring one (its dates are of the year it was first written).
 */
export const holidayRows = (tx: Tx, tenantId: string, today: string, limit: number) =>
  rows<HolidayRow>(
    tx,
    sql`(select ${localNameOf('holidays')} as name, "from"::text, "to"::text, is_re_occurring from holidays
          where tenant_id = ${tenantId} and not is_re_occurring and "to" >= ${today}::date
          order by "from" limit ${limit})
        union all
        (select ${localNameOf('holidays')} as name, "from"::text, "to"::text, is_re_occurring from holidays
          where tenant_id = ${tenantId} and is_re_occurring)`,
  );

/**
 * The next `limit` holidays from `today` on: one-off ones as they are, re-occurring ones on this year's dates
 * (next year's once passed), in order.
 */
export function upcomingHolidays(list: readonly HolidayRow[], today: string, limit: number) {
  const year = Number(today.slice(0, 4));
  const out = list.flatMap((h) => {
    if (!h.is_re_occurring) return [{ name: h.name, fromDate: h.from, toDate: h.to }];
    const span = Math.round((Date.parse(h.to) - Date.parse(h.from)) / 86_400_000);
    for (const y of [year - 1, year, year + 1]) {
      if (y < Number(h.from.slice(0, 4))) continue;
      const fromDate = `${y}${h.from.slice(4)}`;
      const toDate = addDays(fromDate, span);
      if (toDate >= today) return [{ name: h.name, fromDate, toDate }];
    }
    return [];
  });
  return out
    .filter((h) => h.toDate >= today)
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.name.localeCompare(b.name))
    .slice(0, limit);
}
