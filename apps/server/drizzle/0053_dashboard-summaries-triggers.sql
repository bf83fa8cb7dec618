-- HR's headcount and leave taken as maintained summaries (dashboard.tables.ts dashboardEmploymentSpans with
-- dashboardHeadcountDays, and dashboardLeaveDays, issue 41 §8). Statement-level triggers compute again, from the rows, what a statement
-- touched: the employees whose contracts changed (their spans), the days whose approved leave changed (their
-- sums by type and job title). Each recomputation takes a transaction lock on what it rewrites (an employee,
-- a tenant's day; the tenant's whole summary when a statement touches more than 64 of them), so two writers
-- of the same employee or day run one after the other and the second reads the first's committed rows.
-- Runs as the writer: row-level security applies (a tenant's statement writes its own tenant's rows).

-- The locks: shared on the tenant's summary and exclusive on each key, in order; or the tenant exclusively.
CREATE FUNCTION "dashboard_summary_lock"(p_summary text, p_tenant uuid, p_keys text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  k text;
BEGIN
  IF cardinality(p_keys) > 64 THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(p_summary || ' ' || p_tenant::text, 0));
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtextextended(p_summary || ' ' || p_tenant::text, 0));
  FOR k IN SELECT DISTINCT x FROM unnest(p_keys) x ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended(p_summary || ' ' || p_tenant::text || ' ' || k, 0));
  END LOOP;
END $$;
--> statement-breakpoint
-- The whole tenant's day counts (dashboard_headcount_days): the employees' current spans over all job titles
-- added (p_sign 1) or taken off (-1), additively.
CREATE FUNCTION "dashboard_headcount_add"(p_tenant uuid, p_employees uuid[], p_sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO dashboard_headcount_days AS h (tenant_id, day, joiners, leavers, starts, ends)
  SELECT p_tenant, x.day, sum(x.j) * p_sign, sum(x.l) * p_sign, sum(x.s) * p_sign, sum(x.e) * p_sign
    FROM (SELECT s.first_start AS day, 1 AS j, 0 AS l, (s.first_start <= s.last_end)::int AS s, 0 AS e
            FROM dashboard_employment_spans s
           WHERE s.tenant_id = p_tenant AND s.job_title_id = '00000000-0000-0000-0000-000000000000'::uuid
             AND s.employee_id = ANY (p_employees)
          UNION ALL
          SELECT s.last_end, 0, 1, 0, (s.first_start <= s.last_end)::int
            FROM dashboard_employment_spans s
           WHERE s.tenant_id = p_tenant AND s.job_title_id = '00000000-0000-0000-0000-000000000000'::uuid
             AND s.employee_id = ANY (p_employees)) x
   GROUP BY x.day
  ON CONFLICT (tenant_id, day) DO UPDATE
     SET joiners = h.joiners + excluded.joiners, leavers = h.leavers + excluded.leavers,
         starts = h.starts + excluded.starts, ends = h.ends + excluded.ends;
$$;
--> statement-breakpoint
-- Employees' spans again: one row per employee and job title of its contracts in force, and one over all of
-- them (job title 00000000-…). In force as the live query counts it: Active, or Expired having been Active
-- (until the day it expired on); the span ends at the latest such end.
CREATE FUNCTION "dashboard_spans_refresh"(p_tenant uuid, p_employees uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_tenant IS NULL OR coalesce(cardinality(p_employees), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM dashboard_summary_lock('dashboard_spans', p_tenant, p_employees::text[]);
  PERFORM dashboard_headcount_add(p_tenant, p_employees, -1);
  DELETE FROM dashboard_employment_spans WHERE tenant_id = p_tenant AND employee_id = ANY (p_employees);
  INSERT INTO dashboard_employment_spans (tenant_id, job_title_id, employee_id, first_start, last_end)
  SELECT p_tenant,
         CASE WHEN grouping(c.job_title_id) = 1 THEN '00000000-0000-0000-0000-000000000000'::uuid
              ELSE c.job_title_id END,
         c.employee_id, min(c.start), max(c.last_end)
    FROM (SELECT c.employee_id, c.job_title_id, c.start,
                 CASE WHEN c.state = 2 THEN least(c."end", coalesce(c.expired_on, c."end")) ELSE c."end" END AS last_end
            FROM contracts c
           WHERE c.tenant_id = p_tenant AND c.employee_id = ANY (p_employees)
             AND (c.state = 1 OR (c.state = 2 AND coalesce(c.expired_was_active, true)))) c
   GROUP BY GROUPING SETS ((c.employee_id, c.job_title_id), (c.employee_id));
  PERFORM dashboard_headcount_add(p_tenant, p_employees, 1);
END $$;
--> statement-breakpoint
-- A tenant's days of leave again: the approved requests' day rows by type and the employee's job title now
-- (00000000-… for a deleted employee).
CREATE FUNCTION "dashboard_leave_refresh"(p_tenant uuid, p_days date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_tenant IS NULL OR coalesce(cardinality(p_days), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM dashboard_summary_lock('dashboard_leave', p_tenant, p_days::text[]);
  DELETE FROM dashboard_leave_days WHERE tenant_id = p_tenant AND day = ANY (p_days);
  INSERT INTO dashboard_leave_days (tenant_id, day, leave_type_id, job_title_id, days)
  SELECT p_tenant, d.date, q.leave_type_id,
         CASE WHEN e.id IS NULL OR e.is_deleted THEN '00000000-0000-0000-0000-000000000000'::uuid
              ELSE e.job_title_id END,
         sum(d.days)
    FROM leave_request_days d
    JOIN leave_requests q ON q.tenant_id = d.tenant_id AND q.id = d.request_id
    LEFT JOIN employees e ON e.tenant_id = d.tenant_id AND e.id = d.employee_id
   WHERE d.tenant_id = p_tenant AND d.date = ANY (p_days) AND q.state = 3
   GROUP BY 2, 3, 4
  HAVING sum(d.days) <> 0;
END $$;
--> statement-breakpoint
-- Contracts: their employees' spans. Leave request days: their days. Leave requests whose state or type
-- changed to or from Approved: their days. Employees whose job title or deletion changed: the days of their
-- approved leave. (A transition table exists only for its events: the rows are gathered first.)
CREATE FUNCTION "dashboard_summaries_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := '[]'::jsonb;
  t uuid;
  ids uuid[];
  days date[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT changed || coalesce(jsonb_agg(to_jsonb(o) || '{"side":"old"}'), '[]'::jsonb) INTO changed FROM old_rows o;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT changed || coalesce(jsonb_agg(to_jsonb(n) || '{"side":"new"}'), '[]'::jsonb) INTO changed FROM new_rows n;
  END IF;
  IF jsonb_array_length(changed) = 0 THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'contracts' THEN
    FOR t, ids IN
      SELECT x.tenant_id, array_agg(DISTINCT x.employee_id ORDER BY x.employee_id)
        FROM jsonb_to_recordset(changed) AS x(tenant_id uuid, employee_id uuid)
       GROUP BY x.tenant_id
    LOOP
      PERFORM dashboard_spans_refresh(t, ids);
    END LOOP;
  ELSIF TG_TABLE_NAME = 'leave_request_days' THEN
    FOR t, days IN
      SELECT x.tenant_id, array_agg(DISTINCT x.date ORDER BY x.date)
        FROM jsonb_to_recordset(changed) AS x(tenant_id uuid, date date)
       GROUP BY x.tenant_id
    LOOP
      PERFORM dashboard_leave_refresh(t, days);
    END LOOP;
  ELSIF TG_TABLE_NAME = 'leave_requests' THEN
    FOR t, days IN
      SELECT k.tenant_id, array_agg(DISTINCT d.date ORDER BY d.date)
        FROM (SELECT o.tenant_id, o.id
                FROM jsonb_to_recordset(changed) AS o(tenant_id uuid, id uuid, state int, leave_type_id uuid, side text)
                JOIN jsonb_to_recordset(changed) AS n(tenant_id uuid, id uuid, state int, leave_type_id uuid, side text)
                  ON n.id = o.id AND n.side = 'new'
               WHERE o.side = 'old' AND (o.state = 3 OR n.state = 3)
                 AND (o.state, o.leave_type_id) IS DISTINCT FROM (n.state, n.leave_type_id)) k
        JOIN leave_request_days d ON d.tenant_id = k.tenant_id AND d.request_id = k.id
       GROUP BY k.tenant_id
    LOOP
      PERFORM dashboard_leave_refresh(t, days);
    END LOOP;
  ELSE
    -- employees
    FOR t, days IN
      SELECT k.tenant_id, array_agg(DISTINCT d.date ORDER BY d.date)
        FROM (SELECT o.tenant_id, o.id
                FROM jsonb_to_recordset(changed) AS o(tenant_id uuid, id uuid, job_title_id uuid, is_deleted boolean, side text)
                JOIN jsonb_to_recordset(changed) AS n(tenant_id uuid, id uuid, job_title_id uuid, is_deleted boolean, side text)
                  ON n.id = o.id AND n.side = 'new'
               WHERE o.side = 'old'
                 AND (o.job_title_id, o.is_deleted) IS DISTINCT FROM (n.job_title_id, n.is_deleted)) k
        JOIN leave_request_days d ON d.tenant_id = k.tenant_id AND d.employee_id = k.id
        JOIN leave_requests q ON q.tenant_id = d.tenant_id AND q.id = d.request_id AND q.state = 3
       GROUP BY k.tenant_id
    LOOP
      PERFORM dashboard_leave_refresh(t, days);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_spans_contracts_i AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summaries_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_spans_contracts_u AFTER UPDATE ON contracts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summaries_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_spans_contracts_d AFTER DELETE ON contracts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summaries_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_leave_days_i AFTER INSERT ON leave_request_days
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summaries_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_leave_days_u AFTER UPDATE ON leave_request_days
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summaries_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_leave_days_d AFTER DELETE ON leave_request_days
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summaries_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_leave_requests_u AFTER UPDATE ON leave_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summaries_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_leave_employees_u AFTER UPDATE ON employees
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_summaries_changed();
--> statement-breakpoint
-- The rows written before the summaries existed.
INSERT INTO dashboard_employment_spans (tenant_id, job_title_id, employee_id, first_start, last_end)
SELECT c.tenant_id,
       CASE WHEN grouping(c.job_title_id) = 1 THEN '00000000-0000-0000-0000-000000000000'::uuid
            ELSE c.job_title_id END,
       c.employee_id, min(c.start), max(c.last_end)
  FROM (SELECT c.tenant_id, c.employee_id, c.job_title_id, c.start,
               CASE WHEN c.state = 2 THEN least(c."end", coalesce(c.expired_on, c."end")) ELSE c."end" END AS last_end
          FROM contracts c
         WHERE c.state = 1 OR (c.state = 2 AND coalesce(c.expired_was_active, true))) c
 GROUP BY GROUPING SETS ((c.tenant_id, c.employee_id, c.job_title_id), (c.tenant_id, c.employee_id));
--> statement-breakpoint
INSERT INTO dashboard_headcount_days (tenant_id, day, joiners, leavers, starts, ends)
SELECT x.tenant_id, x.day, sum(x.j), sum(x.l), sum(x.s), sum(x.e)
  FROM (SELECT s.tenant_id, s.first_start AS day, 1 AS j, 0 AS l, (s.first_start <= s.last_end)::int AS s, 0 AS e
          FROM dashboard_employment_spans s WHERE s.job_title_id = '00000000-0000-0000-0000-000000000000'::uuid
        UNION ALL
        SELECT s.tenant_id, s.last_end, 0, 1, 0, (s.first_start <= s.last_end)::int
          FROM dashboard_employment_spans s WHERE s.job_title_id = '00000000-0000-0000-0000-000000000000'::uuid) x
 GROUP BY x.tenant_id, x.day;
--> statement-breakpoint
INSERT INTO dashboard_leave_days (tenant_id, day, leave_type_id, job_title_id, days)
SELECT d.tenant_id, d.date, q.leave_type_id,
       CASE WHEN e.id IS NULL OR e.is_deleted THEN '00000000-0000-0000-0000-000000000000'::uuid
            ELSE e.job_title_id END,
       sum(d.days)
  FROM leave_request_days d
  JOIN leave_requests q ON q.tenant_id = d.tenant_id AND q.id = d.request_id
  LEFT JOIN employees e ON e.tenant_id = d.tenant_id AND e.id = d.employee_id
 WHERE q.state = 3
 GROUP BY 1, 2, 3, 4
HAVING sum(d.days) <> 0;
