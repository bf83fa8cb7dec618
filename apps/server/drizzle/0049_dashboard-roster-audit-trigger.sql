-- HR's "today" roster (dashboard.tables.ts dashboardRoster, issue 41 §8). A day's rows: every employee with a
-- contract in force that day by the expected-time service's rules (the Active one before an Expired one, then
-- the later start; an Expired contract counts until the day it was expired on when it had been Active), the
-- later of its schedule ranges covering the day, the first minute of that schedule's hours on the weekday
-- (null: not expected that day) and the employee's first check-in of the day. Built on a day's first read
-- (dashboard_roster_build), then kept exact by statement-level triggers in the writing transaction. A build
-- takes the tenant's roster lock exclusively and the triggers take it shared, so a change is either committed
-- before a build reads (and built in) or made after the build committed (and applied by its trigger).
-- Runs as the writer: row-level security applies (a tenant's statement writes its own tenant's rows).
CREATE FUNCTION "dashboard_roster_expected"(p_tenant uuid, p_day date, p_employees uuid[])
RETURNS TABLE (employee_id uuid, schedule_id uuid, first_minute integer)
LANGUAGE sql STABLE AS $$
  WITH in_force AS (
    SELECT DISTINCT ON (c.employee_id) c.employee_id, c.id AS contract_id
      FROM contracts c
     WHERE c.tenant_id = p_tenant AND c.employee_id = ANY (p_employees) AND c.start <= p_day
       AND (   (c.state = 1 AND c."end" >= p_day)
            OR (c.state = 2 AND coalesce(c.expired_was_active, true)
                AND least(c."end", coalesce(c.expired_on, c."end")) >= p_day))
     ORDER BY c.employee_id, (c.state = 1) DESC, c.start DESC, c.id DESC),
  scheduled AS (
    SELECT f.employee_id,
           (SELECT r.working_schedule_id FROM contract_working_schedules r
             WHERE r.tenant_id = p_tenant AND r.contract_id = f.contract_id
               AND r."from" <= p_day AND r."to" >= p_day
             ORDER BY r."from" DESC, r.id DESC LIMIT 1) AS schedule_id
      FROM in_force f)
  SELECT s.employee_id, s.schedule_id,
         (SELECT min(h.from_minute) FROM working_hours h
           WHERE h.tenant_id = p_tenant AND h.working_schedule_id = s.schedule_id
             AND h.day = extract(dow FROM p_day)::int)
    FROM scheduled s
$$;
--> statement-breakpoint
-- A whole day, once: idempotent (a day already built is left as it is); drops the tenant's days before the
-- day before.
CREATE FUNCTION "dashboard_roster_build"(p_tenant uuid, p_day date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('dashboard_roster ' || p_tenant::text, 0));
  IF EXISTS (SELECT 1 FROM dashboard_roster_days WHERE tenant_id = p_tenant AND day = p_day) THEN
    RETURN;
  END IF;
  DELETE FROM dashboard_roster WHERE tenant_id = p_tenant AND day < p_day - 1;
  DELETE FROM dashboard_roster_days WHERE tenant_id = p_tenant AND day < p_day - 1;
  INSERT INTO dashboard_roster (tenant_id, day, employee_id, schedule_id, first_minute, first_in)
  SELECT p_tenant, p_day, x.employee_id, x.schedule_id, x.first_minute, a.first_in
    FROM dashboard_roster_expected(p_tenant, p_day,
           ARRAY(SELECT DISTINCT c.employee_id FROM contracts c
                  WHERE c.tenant_id = p_tenant AND c.start <= p_day AND c."end" >= p_day)) x
    LEFT JOIN (SELECT r.employee_id, min(r.check_in) AS first_in FROM attendance_records r
                WHERE r.tenant_id = p_tenant AND r.work_day = p_day GROUP BY r.employee_id) a
           ON a.employee_id = x.employee_id;
  INSERT INTO dashboard_roster_days (tenant_id, day) VALUES (p_tenant, p_day);
END $$;
--> statement-breakpoint
-- Some employees again, on every built day of their tenant (a contract or schedule range of theirs changed).
CREATE FUNCTION "dashboard_roster_refresh"(p_tenant uuid, p_employees uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date;
BEGIN
  IF p_tenant IS NULL OR coalesce(cardinality(p_employees), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('dashboard_roster ' || p_tenant::text, 0));
  FOR d IN SELECT day FROM dashboard_roster_days WHERE tenant_id = p_tenant LOOP
    DELETE FROM dashboard_roster WHERE tenant_id = p_tenant AND day = d AND employee_id = ANY (p_employees);
    INSERT INTO dashboard_roster (tenant_id, day, employee_id, schedule_id, first_minute, first_in)
    SELECT p_tenant, d, x.employee_id, x.schedule_id, x.first_minute,
           (SELECT min(r.check_in) FROM attendance_records r
             WHERE r.tenant_id = p_tenant AND r.employee_id = x.employee_id AND r.work_day = d)
      FROM dashboard_roster_expected(p_tenant, d, p_employees) x;
  END LOOP;
END $$;
--> statement-breakpoint
-- Contracts and their schedule ranges: their employees again. Working hours: the employees on the schedule.
-- Attendance: the first check-in of the days it touched. (A transition table exists only for its events: the
-- rows are gathered first, each query in the branch of its event.)
CREATE FUNCTION "dashboard_roster_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := '[]'::jsonb;
  t uuid;
  ids uuid[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT changed || coalesce(jsonb_agg(to_jsonb(o)), '[]'::jsonb) INTO changed FROM old_rows o;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT changed || coalesce(jsonb_agg(to_jsonb(n)), '[]'::jsonb) INTO changed FROM new_rows n;
  END IF;
  IF jsonb_array_length(changed) = 0 THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'contracts' THEN
    FOR t, ids IN
      SELECT x.tenant_id, array_agg(DISTINCT x.employee_id)
        FROM jsonb_to_recordset(changed) AS x(tenant_id uuid, employee_id uuid)
       WHERE EXISTS (SELECT 1 FROM dashboard_roster_days d WHERE d.tenant_id = x.tenant_id)
       GROUP BY x.tenant_id
    LOOP
      PERFORM dashboard_roster_refresh(t, ids);
    END LOOP;
  ELSIF TG_TABLE_NAME = 'contract_working_schedules' THEN
    FOR t, ids IN
      SELECT x.tenant_id, array_agg(DISTINCT c.employee_id)
        FROM jsonb_to_recordset(changed) AS x(tenant_id uuid, contract_id uuid)
        JOIN contracts c ON c.tenant_id = x.tenant_id AND c.id = x.contract_id
       WHERE EXISTS (SELECT 1 FROM dashboard_roster_days d WHERE d.tenant_id = x.tenant_id)
       GROUP BY x.tenant_id
    LOOP
      PERFORM dashboard_roster_refresh(t, ids);
    END LOOP;
  ELSIF TG_TABLE_NAME = 'working_hours' THEN
    FOR t, ids IN
      SELECT x.tenant_id, array_agg(DISTINCT r.employee_id)
        FROM jsonb_to_recordset(changed) AS x(tenant_id uuid, working_schedule_id uuid)
        JOIN dashboard_roster r ON r.tenant_id = x.tenant_id AND r.schedule_id = x.working_schedule_id
       GROUP BY x.tenant_id
    LOOP
      PERFORM dashboard_roster_refresh(t, ids);
    END LOOP;
  ELSE
    -- attendance_records
    FOR t IN
      SELECT DISTINCT x.tenant_id FROM jsonb_to_recordset(changed) AS x(tenant_id uuid)
       WHERE EXISTS (SELECT 1 FROM dashboard_roster_days d WHERE d.tenant_id = x.tenant_id)
    LOOP
      PERFORM pg_advisory_xact_lock_shared(hashtextextended('dashboard_roster ' || t::text, 0));
      UPDATE dashboard_roster r
         SET first_in = (SELECT min(a.check_in) FROM attendance_records a
                          WHERE a.tenant_id = r.tenant_id AND a.employee_id = r.employee_id AND a.work_day = r.day)
        FROM (SELECT DISTINCT x.employee_id, x.work_day
                FROM jsonb_to_recordset(changed) AS x(tenant_id uuid, employee_id uuid, work_day date)
               WHERE x.tenant_id = t) k
       WHERE r.tenant_id = t AND r.day = k.work_day AND r.employee_id = k.employee_id;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_roster_contracts_i AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_roster_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_roster_contracts_u AFTER UPDATE ON contracts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_roster_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_roster_contracts_d AFTER DELETE ON contracts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_roster_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_roster_ranges_i AFTER INSERT ON contract_working_schedules
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_roster_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_roster_ranges_u AFTER UPDATE ON contract_working_schedules
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_roster_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_roster_ranges_d AFTER DELETE ON contract_working_schedules
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_roster_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_roster_hours_i AFTER INSERT ON working_hours
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_roster_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_roster_hours_u AFTER UPDATE ON working_hours
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_roster_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_roster_hours_d AFTER DELETE ON working_hours
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_roster_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_roster_attendance_i AFTER INSERT ON attendance_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_roster_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_roster_attendance_u AFTER UPDATE ON attendance_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_roster_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_roster_attendance_d AFTER DELETE ON attendance_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_roster_changed();
