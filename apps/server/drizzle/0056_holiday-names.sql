ALTER TABLE "holidays" RENAME COLUMN "name" TO "name_en";--> statement-breakpoint
DROP INDEX "holidays_tenant_name_dates";--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "name_ar" varchar(128);--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_tenant_name_en_dates" ON "holidays" USING btree ("tenant_id",lower(btrim("name_en")),"from","to") WHERE "holidays"."name_en" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_tenant_name_ar_dates" ON "holidays" USING btree ("tenant_id",lower(btrim("name_ar")),"from","to") WHERE "holidays"."name_ar" is not null;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_name_present" CHECK (coalesce("holidays"."name_en", "holidays"."name_ar") is not null);