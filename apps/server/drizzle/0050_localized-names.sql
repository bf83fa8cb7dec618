ALTER TABLE "discipline_types" RENAME COLUMN "name" TO "name_en";--> statement-breakpoint
ALTER TABLE "attachment_types" RENAME COLUMN "name" TO "name_en";--> statement-breakpoint
ALTER TABLE "leave_types" RENAME COLUMN "name" TO "name_en";--> statement-breakpoint
ALTER TABLE "departments" RENAME COLUMN "name" TO "name_en";--> statement-breakpoint
ALTER TABLE "job_titles" RENAME COLUMN "name" TO "name_en";--> statement-breakpoint
ALTER TABLE "salary_rule_categories" RENAME COLUMN "name" TO "name_en";--> statement-breakpoint
DROP INDEX "discipline_types_tenant_kind_name";--> statement-breakpoint
DROP INDEX "attachment_types_tenant_name";--> statement-breakpoint
DROP INDEX "leave_types_tenant_name";--> statement-breakpoint
DROP INDEX "departments_tenant_parent_name";--> statement-breakpoint
DROP INDEX "job_titles_tenant_department_name";--> statement-breakpoint
ALTER TABLE "discipline_types" ADD COLUMN "name_ar" varchar(128);--> statement-breakpoint
ALTER TABLE "attachment_types" ADD COLUMN "name_ar" varchar(128);--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "name_ar" varchar(128);--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "name_ar" varchar(128);--> statement-breakpoint
ALTER TABLE "job_titles" ADD COLUMN "name_ar" varchar(128);--> statement-breakpoint
ALTER TABLE "salary_rule_categories" ADD COLUMN "name_ar" varchar(128);--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_types_name_en" ON "attachment_types" USING btree ("tenant_id",upper("name_en")) WHERE "attachment_types"."name_en" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_types_name_ar" ON "attachment_types" USING btree ("tenant_id",upper("name_ar")) WHERE "attachment_types"."name_ar" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_en" ON "departments" USING btree ("tenant_id",coalesce("parent_department_id", '00000000-0000-0000-0000-000000000000'::uuid),upper("name_en")) WHERE "departments"."name_en" is not null and not "departments"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_ar" ON "departments" USING btree ("tenant_id",coalesce("parent_department_id", '00000000-0000-0000-0000-000000000000'::uuid),upper("name_ar")) WHERE "departments"."name_ar" is not null and not "departments"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "job_titles_name_en" ON "job_titles" USING btree ("tenant_id","department_id",upper("name_en")) WHERE "job_titles"."name_en" is not null and not "job_titles"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "job_titles_name_ar" ON "job_titles" USING btree ("tenant_id","department_id",upper("name_ar")) WHERE "job_titles"."name_ar" is not null and not "job_titles"."is_deleted";--> statement-breakpoint
ALTER TABLE "discipline_types" DROP COLUMN "normalized_name";--> statement-breakpoint
ALTER TABLE "attachment_types" DROP COLUMN "normalized_name";--> statement-breakpoint
ALTER TABLE "leave_types" DROP COLUMN "normalized_name";--> statement-breakpoint
ALTER TABLE "departments" DROP COLUMN "normalized_name";--> statement-breakpoint
ALTER TABLE "job_titles" DROP COLUMN "normalized_name";--> statement-breakpoint
ALTER TABLE "discipline_types" ADD CONSTRAINT "discipline_types_name_present" CHECK (coalesce("discipline_types"."name_en", "discipline_types"."name_ar") is not null);--> statement-breakpoint
ALTER TABLE "attachment_types" ADD CONSTRAINT "attachment_types_name_present" CHECK (coalesce("attachment_types"."name_en", "attachment_types"."name_ar") is not null);--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_name_present" CHECK (coalesce("leave_types"."name_en", "leave_types"."name_ar") is not null);--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_name_present" CHECK (coalesce("departments"."name_en", "departments"."name_ar") is not null);--> statement-breakpoint
ALTER TABLE "job_titles" ADD CONSTRAINT "job_titles_name_present" CHECK (coalesce("job_titles"."name_en", "job_titles"."name_ar") is not null);--> statement-breakpoint
ALTER TABLE "salary_rule_categories" ADD CONSTRAINT "salary_rule_categories_name_present" CHECK (coalesce("salary_rule_categories"."name_en", "salary_rule_categories"."name_ar") is not null);