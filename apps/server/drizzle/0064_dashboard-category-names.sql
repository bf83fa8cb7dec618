ALTER TABLE "dashboard_payroll_categories" ADD COLUMN "category_name_en" varchar(128);--> statement-breakpoint
ALTER TABLE "dashboard_payroll_categories" ADD COLUMN "category_name_ar" varchar(128);--> statement-breakpoint
ALTER TABLE "dashboard_payroll_categories" DROP COLUMN "category_name";--> statement-breakpoint
-- Hand-written (issue 44): the payroll dashboard's categories keep the category's name in English and in
-- Arabic, as the payslip lines have since 0062 (`categoryNameEn`, `categoryNameAr`, as they are; a line
-- written without them gives its one `categoryName` to both), and the dashboard reads the reader's one. The
-- trigger's function (0038) writes both names from now on; the summary's rows are then built again from the
-- Confirmed payslips' lines (the summary is theirs to the last figure: the same sums, now with both names).
-- Row-level security is set aside while the tenants' rows are rebuilt, as 0063 did.
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
           item->>'categoryCode' AS category_code,
           left(CASE WHEN item ? 'categoryNameEn' OR item ? 'categoryNameAr' THEN item->>'categoryNameEn' ELSE item->>'categoryName' END, 128) AS category_name_en,
           left(CASE WHEN item ? 'categoryNameEn' OR item ? 'categoryNameAr' THEN item->>'categoryNameAr' ELSE item->>'categoryName' END, 128) AS category_name_ar,
           (item->>'amount')::numeric AS amount
      FROM jsonb_array_elements(rows_in) r, jsonb_array_elements(r->'items') item
  )
  INSERT INTO dashboard_payroll_categories AS c (tenant_id, month, department_id, currency_code, category_code, category_name_en, category_name_ar, amount)
  SELECT tenant_id, month, department_id, currency_code, category_code, max(category_name_en), max(category_name_ar), sum(sign * amount)
    FROM i GROUP BY tenant_id, month, department_id, currency_code, category_code
  ON CONFLICT (tenant_id, month, department_id, currency_code, category_code) DO UPDATE
     SET amount = c.amount + excluded.amount,
         category_name_en = coalesce(excluded.category_name_en, c.category_name_en),
         category_name_ar = coalesce(excluded.category_name_ar, c.category_name_ar);
END $$;
--> statement-breakpoint
ALTER TABLE "payslips" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "dashboard_payroll_categories" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DELETE FROM "dashboard_payroll_categories";--> statement-breakpoint
INSERT INTO "dashboard_payroll_categories" (tenant_id, month, department_id, currency_code, category_code, category_name_en, category_name_ar, amount)
SELECT p.tenant_id, date_trunc('month', p.start_date)::date,
       coalesce(p.department_id, '00000000-0000-0000-0000-000000000000'::uuid), p.currency_code,
       item->>'categoryCode',
       max(left(CASE WHEN item ? 'categoryNameEn' OR item ? 'categoryNameAr' THEN item->>'categoryNameEn' ELSE item->>'categoryName' END, 128)),
       max(left(CASE WHEN item ? 'categoryNameEn' OR item ? 'categoryNameAr' THEN item->>'categoryNameAr' ELSE item->>'categoryName' END, 128)),
       sum((item->>'amount')::numeric)
  FROM "payslips" p, jsonb_array_elements(p.items) item
 WHERE p.state = 1 AND jsonb_typeof(p.items) = 'array'
 GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
ALTER TABLE "dashboard_payroll_categories" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payslips" FORCE ROW LEVEL SECURITY;
