-- The payroll dashboard's summary (dashboard.tables.ts): Confirmed payslips (state 1) summed by the month their
-- period starts, department and currency, with their lines by salary rule category. One statement-level
-- trigger per event reads the statement's transition tables: what it confirmed (or wrote Confirmed) is
-- added, what it took out of Confirmed (cancelled, deleted, changed) is taken off. Runs as the writer
-- (row-level security applies: a tenant's statement writes its own tenant's summary rows).
CREATE OR REPLACE FUNCTION dashboard_payroll_apply(rows_in jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF rows_in IS NULL OR jsonb_array_length(rows_in) = 0 THEN
    RETURN;
  END IF;
  WITH p AS (
    SELECT (r->>'tenant_id')::uuid AS tenant_id,
           date_trunc('month', (r->>'start_date')::date)::date AS month,
           coalesce((r->>'department_id')::uuid, '00000000-0000-0000-0000-000000000000'::uuid) AS department_id,
           r->>'currency_code' AS currency_code,
           (r->>'sign')::int AS sign,
           (r->>'gross')::numeric AS gross, (r->>'deductions')::numeric AS deductions, (r->>'net')::numeric AS net
      FROM jsonb_array_elements(rows_in) r
  )
  INSERT INTO dashboard_payroll_months AS m (tenant_id, month, department_id, currency_code, payslips, gross, deductions, net)
  SELECT tenant_id, month, department_id, currency_code, sum(sign), sum(sign * gross), sum(sign * deductions), sum(sign * net)
    FROM p GROUP BY tenant_id, month, department_id, currency_code
  ON CONFLICT (tenant_id, month, department_id, currency_code) DO UPDATE
     SET payslips = m.payslips + excluded.payslips, gross = m.gross + excluded.gross,
         deductions = m.deductions + excluded.deductions, net = m.net + excluded.net;

  WITH i AS (
    SELECT (r->>'tenant_id')::uuid AS tenant_id,
           date_trunc('month', (r->>'start_date')::date)::date AS month,
           coalesce((r->>'department_id')::uuid, '00000000-0000-0000-0000-000000000000'::uuid) AS department_id,
           r->>'currency_code' AS currency_code,
           (r->>'sign')::int AS sign,
           item->>'categoryCode' AS category_code, item->>'categoryName' AS category_name,
           (item->>'amount')::numeric AS amount
      FROM jsonb_array_elements(rows_in) r, jsonb_array_elements(r->'items') item
  )
  INSERT INTO dashboard_payroll_categories AS c (tenant_id, month, department_id, currency_code, category_code, category_name, amount)
  SELECT tenant_id, month, department_id, currency_code, category_code, max(category_name), sum(sign * amount)
    FROM i GROUP BY tenant_id, month, department_id, currency_code, category_code
  ON CONFLICT (tenant_id, month, department_id, currency_code, category_code) DO UPDATE
     SET amount = c.amount + excluded.amount, category_name = excluded.category_name;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_payslips_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('tenant_id', n.tenant_id, 'start_date', n.start_date, 'department_id', n.department_id, 'currency_code', n.currency_code, 'gross', n.gross, 'deductions', n.deductions, 'net', n.net, 'items', n.items, 'sign', 1)) INTO changes FROM new_rows n WHERE n.state = 1;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('tenant_id', o.tenant_id, 'start_date', o.start_date, 'department_id', o.department_id, 'currency_code', o.currency_code, 'gross', o.gross, 'deductions', o.deductions, 'net', o.net, 'items', o.items, 'sign', -1)) INTO changes FROM old_rows o WHERE o.state = 1;
  ELSE
    -- An update: only rows whose Confirmed state or counted figures changed move the summary.
    SELECT jsonb_agg(x) INTO changes FROM (
      SELECT jsonb_build_object('tenant_id', o.tenant_id, 'start_date', o.start_date, 'department_id', o.department_id, 'currency_code', o.currency_code, 'gross', o.gross, 'deductions', o.deductions, 'net', o.net, 'items', o.items, 'sign', -1) AS x
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE o.state = 1 AND (n.state <> 1 OR (n.start_date, n.department_id, n.currency_code, n.gross, n.deductions, n.net, n.items)
             IS DISTINCT FROM (o.start_date, o.department_id, o.currency_code, o.gross, o.deductions, o.net, o.items))
      UNION ALL
      SELECT jsonb_build_object('tenant_id', n.tenant_id, 'start_date', n.start_date, 'department_id', n.department_id, 'currency_code', n.currency_code, 'gross', n.gross, 'deductions', n.deductions, 'net', n.net, 'items', n.items, 'sign', 1)
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE n.state = 1 AND (o.state <> 1 OR (n.start_date, n.department_id, n.currency_code, n.gross, n.deductions, n.net, n.items)
             IS DISTINCT FROM (o.start_date, o.department_id, o.currency_code, o.gross, o.deductions, o.net, o.items))
    ) changed;
  END IF;
  PERFORM dashboard_payroll_apply(changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_payslips_inserted AFTER INSERT ON payslips
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_payslips_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_payslips_updated AFTER UPDATE ON payslips
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_payslips_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_payslips_deleted AFTER DELETE ON payslips
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_payslips_changed();
--> statement-breakpoint
-- The payslips Confirmed before the summary existed.
INSERT INTO dashboard_payroll_months (tenant_id, month, department_id, currency_code, payslips, gross, deductions, net)
SELECT tenant_id, date_trunc('month', start_date)::date,
       coalesce(department_id, '00000000-0000-0000-0000-000000000000'::uuid), currency_code,
       count(*), sum(gross), sum(deductions), sum(net)
  FROM payslips WHERE state = 1
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO dashboard_payroll_categories (tenant_id, month, department_id, currency_code, category_code, category_name, amount)
SELECT p.tenant_id, date_trunc('month', p.start_date)::date,
       coalesce(p.department_id, '00000000-0000-0000-0000-000000000000'::uuid), p.currency_code,
       item->>'categoryCode', max(item->>'categoryName'), sum((item->>'amount')::numeric)
  FROM payslips p, jsonb_array_elements(p.items) item WHERE p.state = 1
 GROUP BY 1, 2, 3, 4, 5;
