-- Two holidays of the same name never share a day (Time:DuplicateHoliday); this index holds the exact
-- duplicate. The exact duplicates stored before it (same tenant, name trimmed and in any case, same dates) go
-- first: of each group one stays, a re-occurring one before a dated one (it covers the same days and more),
-- then the first entered. Nothing refers to a holiday, and the days the tenant's holidays cover are the same
-- after, so no leave request needs recounting. The owner is bound by FORCE ROW LEVEL SECURITY (harden.ts) and
-- no tenant is set here: FORCE is lifted for the delete, else it would see no row, and put back at once.
ALTER TABLE "holidays" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DELETE FROM "holidays" USING (
  SELECT "id", row_number() OVER (
    PARTITION BY "tenant_id", lower(btrim("name")), "from", "to"
    ORDER BY "is_re_occurring" DESC, "creation_time", "id"
  ) AS "n"
  FROM "holidays"
) AS "ranked"
WHERE "holidays"."id" = "ranked"."id" AND "ranked"."n" > 1;--> statement-breakpoint
ALTER TABLE "holidays" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_tenant_name_dates" ON "holidays" USING btree ("tenant_id",lower(btrim("name")),"from","to");
