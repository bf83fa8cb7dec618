CREATE TABLE "payslip_number_counters" (
	"tenant_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "payslip_number_counters_pk" PRIMARY KEY("tenant_id","year"),
	CONSTRAINT "payslip_number_counters_last" CHECK ("payslip_number_counters"."last_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payslip_number_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "number_year" smallint;--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "number_seq" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_tenant_number" ON "payslips" USING btree ("tenant_id","number_year","number_seq");--> statement-breakpoint
CREATE POLICY "payslip_number_counters_tenant_isolation" ON "payslip_number_counters" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));