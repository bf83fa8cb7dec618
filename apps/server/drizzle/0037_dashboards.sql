CREATE TABLE "dashboard_payroll_categories" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"department_id" uuid NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"category_code" varchar(64) NOT NULL,
	"category_name" varchar(128) NOT NULL,
	"amount" numeric(20, 3) NOT NULL,
	CONSTRAINT "dashboard_payroll_categories_pk" PRIMARY KEY("tenant_id","month","department_id","currency_code","category_code")
);
--> statement-breakpoint
ALTER TABLE "dashboard_payroll_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_payroll_months" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"department_id" uuid NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"payslips" integer NOT NULL,
	"gross" numeric(20, 3) NOT NULL,
	"deductions" numeric(20, 3) NOT NULL,
	"net" numeric(20, 3) NOT NULL,
	CONSTRAINT "dashboard_payroll_months_pk" PRIMARY KEY("tenant_id","month","department_id","currency_code")
);
--> statement-breakpoint
ALTER TABLE "dashboard_payroll_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "leave_request_days_tenant_date" ON "leave_request_days" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE INDEX "leave_requests_tenant_pending" ON "leave_requests" USING btree ("tenant_id","creation_time") WHERE "leave_requests"."state" in (0, 1);--> statement-breakpoint
CREATE POLICY "dashboard_payroll_categories_tenant_isolation" ON "dashboard_payroll_categories" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));--> statement-breakpoint
CREATE POLICY "dashboard_payroll_months_tenant_isolation" ON "dashboard_payroll_months" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));