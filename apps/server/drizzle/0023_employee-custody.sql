CREATE TABLE "employee_custodies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"description" varchar(1000),
	"receipt_date" date NOT NULL,
	"release_date" date,
	"release_reason" varchar(500),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "employee_custodies_dates" CHECK ("employee_custodies"."release_date" is null or "employee_custodies"."release_date" >= "employee_custodies"."receipt_date"),
	CONSTRAINT "employee_custodies_reason" CHECK ("employee_custodies"."release_date" is not null or "employee_custodies"."release_reason" is null)
);
--> statement-breakpoint
ALTER TABLE "employee_custodies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "employee_custodies_tenant_employee_receipt" ON "employee_custodies" USING btree ("tenant_id","employee_id","receipt_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "employee_custodies_tenant_held" ON "employee_custodies" USING btree ("tenant_id","employee_id") WHERE "employee_custodies"."release_date" is null;--> statement-breakpoint
CREATE INDEX "employee_custodies_tenant_receipt" ON "employee_custodies" USING btree ("tenant_id","receipt_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "employee_custodies_tenant_isolation" ON "employee_custodies" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));