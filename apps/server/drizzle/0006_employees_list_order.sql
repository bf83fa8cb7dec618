DROP INDEX "employees_tenant_live";--> statement-breakpoint
DROP INDEX "employees_tenant_job_title";--> statement-breakpoint
DROP INDEX "employees_tenant_status";--> statement-breakpoint
CREATE INDEX "employees_tenant_live" ON "employees" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_tenant_job_title" ON "employees" USING btree ("tenant_id","job_title_id","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_tenant_status" ON "employees" USING btree ("tenant_id","employee_status","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "employees"."is_deleted";