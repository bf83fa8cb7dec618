-- A payroll run's department name and a payslip line's salary rule category name in English and in Arabic
-- (issue 44), as 0058/0059 gave the payslip's header names: the generated migration renamed the run's one
-- name to `department_name_en` and added `department_name_ar`; the lines (jsonb `items`) get
-- `categoryNameEn` and `categoryNameAr` beside their `categoryName`. For the runs and lines made before (their
-- one name written in the language of the request that made them, English for a run):
-- 1. A name that is one of the two names its department (by id) or its category (by code, live) has now is
--    that record's two names: the document said that name, the other is its translation.
-- 2. Else a name written "English - عربي" (as 0059) is split: the Latin part in English, the Arabic in Arabic.
-- 3. Any other name goes into both: the run and the line say what they said, in either language.
-- Row-level security (for the tenants' records read here too) and the user triggers (the dashboard's
-- summaries, which names do not change) are set aside while the rows are rewritten, as 0059 did.
CREATE FUNCTION pg_temp.kept_name_pair(name text, current_en text, current_ar text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parts text[];
BEGIN
  IF name IS NULL THEN
    RETURN ARRAY[NULL, NULL]::text[];
  END IF;
  IF upper(btrim(name)) IN (upper(btrim(current_en)), upper(btrim(current_ar))) THEN
    RETURN ARRAY[current_en, current_ar];
  END IF;
  parts := regexp_match(name, '^(.+?)\s+[-–]\s+(.+)$');
  IF parts IS NOT NULL THEN
    IF parts[1] !~ '[\u0600-\u06FF]' AND parts[2] ~ '[\u0600-\u06FF]' THEN
      RETURN ARRAY[btrim(parts[1]), btrim(parts[2])];
    ELSIF parts[1] ~ '[\u0600-\u06FF]' AND parts[2] !~ '[\u0600-\u06FF]' THEN
      RETURN ARRAY[btrim(parts[2]), btrim(parts[1])];
    END IF;
  END IF;
  RETURN ARRAY[name, name];
END
$$;--> statement-breakpoint
ALTER TABLE "payroll_runs" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payslips" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "departments" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "salary_rule_categories" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payroll_runs" DISABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "payslips" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "payroll_runs" AS r
   SET "department_name_en" = n.pair[1], "department_name_ar" = n.pair[2]
  FROM (
    SELECT r2."id", pg_temp.kept_name_pair(r2."department_name_en", d."name_en", d."name_ar") AS pair
      FROM "payroll_runs" r2
      LEFT JOIN "departments" d ON d."tenant_id" = r2."tenant_id" AND d."id" = r2."department_id"
     WHERE r2."department_name_en" IS NOT NULL AND r2."department_name_ar" IS NULL
  ) AS n
 WHERE r."id" = n."id";--> statement-breakpoint
UPDATE "payslips" AS p
   SET "items" = (
     SELECT coalesce(jsonb_agg(
              CASE WHEN e.item ? 'categoryNameEn' OR e.item ? 'categoryNameAr' OR NOT e.item ? 'categoryName'
                   THEN e.item
                   ELSE e.item || (
                     SELECT jsonb_build_object('categoryNameEn', pair[1], 'categoryNameAr', pair[2])
                       FROM (
                         SELECT pg_temp.kept_name_pair(e.item->>'categoryName', c."name_en", c."name_ar") AS pair
                           FROM (SELECT 1) AS one
                           LEFT JOIN "salary_rule_categories" c
                             ON c."tenant_id" = p."tenant_id" AND NOT c."is_deleted"
                            AND c."normalized_code" = upper(btrim(e.item->>'categoryCode'))
                       ) AS n
                   )
              END ORDER BY e.ord), '[]'::jsonb)
       FROM jsonb_array_elements(p."items") WITH ORDINALITY AS e(item, ord)
   )
 WHERE jsonb_typeof(p."items") = 'array'
   AND EXISTS (
     SELECT 1 FROM jsonb_array_elements(p."items") AS i(item)
      WHERE i.item ? 'categoryName' AND NOT (i.item ? 'categoryNameEn' OR i.item ? 'categoryNameAr')
   );--> statement-breakpoint
ALTER TABLE "payslips" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "payroll_runs" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "salary_rule_categories" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "departments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payslips" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payroll_runs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP FUNCTION pg_temp.kept_name_pair(text, text, text);
