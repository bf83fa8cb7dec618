CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" varchar(64) NOT NULL,
	"surname" varchar(64) NOT NULL,
	"father_name" varchar(64) NOT NULL,
	"mother_name" varchar(64) NOT NULL,
	"national_number" varchar(32) NOT NULL,
	"gender" smallint NOT NULL,
	"employee_status" smallint NOT NULL,
	"date_of_birth" date,
	"marital_status" smallint NOT NULL,
	"military_service_status" smallint NOT NULL,
	"job_title_id" uuid NOT NULL,
	"manager_id" uuid,
	"user_id" uuid,
	"email" varchar(256),
	"work_email" varchar(256),
	"phone_number" varchar(20),
	"work_phone_number" varchar(20),
	"emergency_phone" varchar(20) NOT NULL,
	"emergency_contact_name" varchar(128) NOT NULL,
	"emergency_relationship" varchar(64) NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_tenant_national_number" ON "employees" USING btree ("tenant_id","national_number") WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "employees_tenant_user" ON "employees" USING btree ("tenant_id","user_id") WHERE "employees"."user_id" is not null and not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_tenant_live" ON "employees" USING btree ("tenant_id","creation_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_tenant_job_title" ON "employees" USING btree ("tenant_id","job_title_id","creation_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_tenant_status" ON "employees" USING btree ("tenant_id","employee_status","creation_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_tenant_manager" ON "employees" USING btree ("tenant_id","manager_id");--> statement-breakpoint
CREATE POLICY "employees_tenant_isolation" ON "employees" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));