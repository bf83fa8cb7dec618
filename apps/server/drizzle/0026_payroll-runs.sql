CREATE TABLE "payroll_run_employees" (
	"tenant_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"employee_full_name" varchar(300) NOT NULL,
	"status" smallint NOT NULL,
	"error_code" varchar(128),
	"error_params" jsonb,
	"time" timestamp with time zone,
	"email_status" smallint,
	"email_error" varchar(1000),
	CONSTRAINT "payroll_run_employees_pk" PRIMARY KEY("tenant_id","run_id","employee_id"),
	CONSTRAINT "payroll_run_employees_status" CHECK ("payroll_run_employees"."status" between 0 and 2),
	CONSTRAINT "payroll_run_employees_email_status" CHECK ("payroll_run_employees"."email_status" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "payroll_run_employees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" varchar(128) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"department_id" uuid,
	"department_name" varchar(128),
	"state" smallint NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"start_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"confirmation_time" timestamp with time zone,
	"confirmed_by_id" uuid,
	"cancellation_time" timestamp with time zone,
	"cancelled_by_id" uuid,
	"email_start_time" timestamp with time zone,
	"email_requested_by_id" uuid,
	"email_finish_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "payroll_runs_dates" CHECK ("payroll_runs"."end_date" >= "payroll_runs"."start_date"),
	CONSTRAINT "payroll_runs_state" CHECK ("payroll_runs"."state" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "payroll_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payroll_run_employees" ADD CONSTRAINT "payroll_run_employees_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_run_employees_tenant_run_status" ON "payroll_run_employees" USING btree ("tenant_id","run_id","status");--> statement-breakpoint
CREATE INDEX "payroll_run_employees_tenant_employee" ON "payroll_run_employees" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_runs_tenant_start" ON "payroll_runs" USING btree ("tenant_id","start_date");--> statement-breakpoint
CREATE INDEX "payroll_runs_tenant_department" ON "payroll_runs" USING btree ("tenant_id","department_id");--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "payroll_run_employees_tenant_isolation" ON "payroll_run_employees" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "payroll_runs_tenant_isolation" ON "payroll_runs" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));