ALTER TABLE "extra_field_definitions" RENAME COLUMN "field_name" TO "name_en";--> statement-breakpoint
ALTER TABLE "salary_rules" RENAME COLUMN "name" TO "name_en";--> statement-breakpoint
ALTER TABLE "salary_structures" RENAME COLUMN "name" TO "name_en";--> statement-breakpoint
DROP INDEX "salary_structures_tenant_name";--> statement-breakpoint
ALTER TABLE "extra_field_definitions" ADD COLUMN "name_ar" varchar(128);--> statement-breakpoint
ALTER TABLE "salary_rules" ADD COLUMN "name_ar" varchar(128);--> statement-breakpoint
ALTER TABLE "salary_structures" ADD COLUMN "name_ar" varchar(128);--> statement-breakpoint
CREATE UNIQUE INDEX "salary_structures_name_en" ON "salary_structures" USING btree ("tenant_id",upper("name_en")) WHERE "salary_structures"."name_en" is not null and not "salary_structures"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "salary_structures_name_ar" ON "salary_structures" USING btree ("tenant_id",upper("name_ar")) WHERE "salary_structures"."name_ar" is not null and not "salary_structures"."is_deleted";--> statement-breakpoint
ALTER TABLE "salary_structures" DROP COLUMN "normalized_name";--> statement-breakpoint
ALTER TABLE "extra_field_definitions" ADD CONSTRAINT "extra_field_definitions_name_present" CHECK (coalesce("extra_field_definitions"."name_en", "extra_field_definitions"."name_ar") is not null);--> statement-breakpoint
ALTER TABLE "salary_rules" ADD CONSTRAINT "salary_rules_name_present" CHECK (coalesce("salary_rules"."name_en", "salary_rules"."name_ar") is not null);--> statement-breakpoint
ALTER TABLE "salary_structures" ADD CONSTRAINT "salary_structures_name_present" CHECK (coalesce("salary_structures"."name_en", "salary_structures"."name_ar") is not null);