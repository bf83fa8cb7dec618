-- The dashboard summaries' trigger function, its update branches joined on the transition tables.
-- Before, every branch turned the statement's old and new rows into one jsonb array and the employees' and
-- leave requests' branches joined that array with itself to find the rows whose job title, deletion, state or
-- type changed. PostgreSQL plans a set-returning function as 100 rows, so the join was a nested loop: an
-- update of 99,000 employees (the list bench's seed setting their managers) ran for over 18 minutes. The
-- transition tables are joined directly instead (their row counts are known to the planner, so it hashes);
-- PL/pgSQL compiles a trigger function once per trigger, so each branch is planned against its own table's
-- rows. The contracts' and leave days' branches only list keys and keep the jsonb form, which serves insert,
-- update and delete alike.
CREATE OR REPLACE FUNCTION "dashboard_summaries_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := '[]'::jsonb;
  t uuid;
  ids uuid[];
  days date[];
BEGIN
  IF TG_TABLE_NAME = 'leave_requests' THEN
    -- AFTER UPDATE only: a request whose approval or type changed moves its days.
    FOR t, days IN
      SELECT k.tenant_id, array_agg(DISTINCT d.date ORDER BY d.date)
        FROM (SELECT o.tenant_id, o.id
                FROM old_rows o
                JOIN new_rows n ON n.id = o.id
               WHERE (o.state = 3 OR n.state = 3)
                 AND (o.state, o.leave_type_id) IS DISTINCT FROM (n.state, n.leave_type_id)) k
        JOIN leave_request_days d ON d.tenant_id = k.tenant_id AND d.request_id = k.id
       GROUP BY k.tenant_id
    LOOP
      PERFORM dashboard_leave_refresh(t, days);
    END LOOP;
    RETURN NULL;
  ELSIF TG_TABLE_NAME = 'employees' THEN
    -- AFTER UPDATE only: an employee who changed job title or was deleted moves their approved days.
    FOR t, days IN
      SELECT k.tenant_id, array_agg(DISTINCT d.date ORDER BY d.date)
        FROM (SELECT o.tenant_id, o.id
                FROM old_rows o
                JOIN new_rows n ON n.id = o.id
               WHERE (o.job_title_id, o.is_deleted) IS DISTINCT FROM (n.job_title_id, n.is_deleted)) k
        JOIN leave_request_days d ON d.tenant_id = k.tenant_id AND d.employee_id = k.id
        JOIN leave_requests q ON q.tenant_id = d.tenant_id AND q.id = d.request_id AND q.state = 3
       GROUP BY k.tenant_id
    LOOP
      PERFORM dashboard_leave_refresh(t, days);
    END LOOP;
    RETURN NULL;
  END IF;
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
  END IF;
  RETURN NULL;
END $$;
