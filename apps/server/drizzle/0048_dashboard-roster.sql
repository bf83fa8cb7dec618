CREATE TABLE "dashboard_roster" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"schedule_id" uuid,
	"first_minute" integer,
	"first_in" timestamp with time zone,
	CONSTRAINT "dashboard_roster_pk" PRIMARY KEY("tenant_id","day","employee_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_roster" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_roster_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_roster_days_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "dashboard_roster_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "dashboard_roster_tenant_isolation" ON "dashboard_roster" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));--> statement-breakpoint
CREATE POLICY "dashboard_roster_days_tenant_isolation" ON "dashboard_roster_days" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));