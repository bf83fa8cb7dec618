CREATE TABLE "payslips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"job_title_id" uuid,
	"department_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"state" smallint NOT NULL,
	"run_id" uuid,
	"currency_code" varchar(3) NOT NULL,
	"decimal_places" smallint NOT NULL,
	"gross" numeric(18, 3) NOT NULL,
	"deductions" numeric(18, 3) NOT NULL,
	"net" numeric(18, 3) NOT NULL,
	"inputs" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"employee_full_name" varchar(300) NOT NULL,
	"department_name" varchar(128),
	"job_title_name" varchar(128),
	"salary_structure_name" varchar(128) NOT NULL,
	"confirmation_time" timestamp with time zone,
	"confirmed_by_id" uuid,
	"cancellation_time" timestamp with time zone,
	"cancelled_by_id" uuid,
	"cancellation_reason" varchar(500),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "payslips_dates" CHECK ("payslips"."end_date" >= "payslips"."start_date"),
	CONSTRAINT "payslips_state" CHECK ("payslips"."state" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "payslips" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "payslips_tenant_employee" ON "payslips" USING btree ("tenant_id","employee_id","start_date");--> statement-breakpoint
CREATE INDEX "payslips_tenant_period" ON "payslips" USING btree ("tenant_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "payslips_tenant_run" ON "payslips" USING btree ("tenant_id","run_id");--> statement-breakpoint
CREATE INDEX "payslips_tenant_job_title" ON "payslips" USING btree ("tenant_id","job_title_id");--> statement-breakpoint
CREATE POLICY "payslips_tenant_isolation" ON "payslips" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));