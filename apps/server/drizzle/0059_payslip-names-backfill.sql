-- A payslip's names of its department, job title and salary structure in English and in Arabic (issue 44,
-- item 5), as its lines keep their rule's two names: the generated migration renamed each one name to its
-- `_en` column and added the `_ar` one. For the payslips made before (documents, written in the language of
-- the request that generated them, English for a run):
-- 1. `salary_structure_name_en` may be empty now (a structure named in Arabic only); one of the two is there.
-- 2. A name written "English - عربي" (a part without Arabic letters, " - " or " – ", a part with Arabic
--    letters, in either order: the names made before 0051/0055 split the reference records) is split the
--    same way: the Latin part in English, the Arabic part in Arabic.
-- 3. Any other name goes into both: the payslip says what it said, in either language.
-- Row-level security and the user triggers (the dashboard's summary, which names do not change) are set
-- aside while the rows are rewritten, as 0055 did, and put back after.
ALTER TABLE "payslips" ALTER COLUMN "salary_structure_name_en" DROP NOT NULL;--> statement-breakpoint
CREATE FUNCTION pg_temp.payslip_name_pair(name text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parts text[];
BEGIN
  IF name IS NULL THEN
    RETURN ARRAY[NULL, NULL]::text[];
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
ALTER TABLE "payslips" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payslips" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "payslips" AS p
   SET "department_name_en" = d[1], "department_name_ar" = d[2],
       "job_title_name_en" = j[1], "job_title_name_ar" = j[2],
       "salary_structure_name_en" = s[1], "salary_structure_name_ar" = s[2]
  FROM (
    SELECT "id",
           pg_temp.payslip_name_pair("department_name_en") AS d,
           pg_temp.payslip_name_pair("job_title_name_en") AS j,
           pg_temp.payslip_name_pair("salary_structure_name_en") AS s
      FROM "payslips"
     WHERE "department_name_ar" IS NULL AND "job_title_name_ar" IS NULL AND "salary_structure_name_ar" IS NULL
  ) AS n
 WHERE p."id" = n."id";--> statement-breakpoint
ALTER TABLE "payslips" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "payslips" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP FUNCTION pg_temp.payslip_name_pair(text);
