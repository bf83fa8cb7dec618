CREATE TABLE "dashboard_employment_spans" (
	"tenant_id" uuid NOT NULL,
	"job_title_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"first_start" date NOT NULL,
	"last_end" date NOT NULL,
	CONSTRAINT "dashboard_employment_spans_pk" PRIMARY KEY("tenant_id","job_title_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_employment_spans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_headcount_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"joiners" integer NOT NULL,
	"leavers" integer NOT NULL,
	"starts" integer NOT NULL,
	"ends" integer NOT NULL,
	CONSTRAINT "dashboard_headcount_days_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "dashboard_headcount_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_leave_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"job_title_id" uuid NOT NULL,
	"days" numeric(20, 2) NOT NULL,
	CONSTRAINT "dashboard_leave_days_pk" PRIMARY KEY("tenant_id","day","leave_type_id","job_title_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_leave_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "dashboard_employment_spans_employee" ON "dashboard_employment_spans" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE POLICY "dashboard_employment_spans_tenant_isolation" ON "dashboard_employment_spans" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));--> statement-breakpoint
CREATE POLICY "dashboard_headcount_days_tenant_isolation" ON "dashboard_headcount_days" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));--> statement-breakpoint
CREATE POLICY "dashboard_leave_days_tenant_isolation" ON "dashboard_leave_days" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));