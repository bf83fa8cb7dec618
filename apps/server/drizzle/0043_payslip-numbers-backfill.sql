-- Payslip numbers (issue 44): the payslips made before them are numbered per tenant and year of their period's
-- start, in the order they were made (then by id), and each tenant's year counter starts after its last number.
-- From then on every payslip has one.
UPDATE "payslips" AS p SET "number_year" = n."year", "number_seq" = n."seq"
  FROM (
    SELECT "id", extract(year FROM "start_date")::smallint AS "year",
           row_number() OVER (PARTITION BY "tenant_id", extract(year FROM "start_date")
                              ORDER BY "creation_time", "id")::integer AS "seq"
      FROM "payslips"
  ) AS n
 WHERE p."id" = n."id";--> statement-breakpoint
INSERT INTO "payslip_number_counters" ("tenant_id", "year", "last_number")
  SELECT "tenant_id", "number_year", max("number_seq") FROM "payslips" GROUP BY "tenant_id", "number_year";--> statement-breakpoint
ALTER TABLE "payslips" ALTER COLUMN "number_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payslips" ALTER COLUMN "number_seq" SET NOT NULL;
