CREATE TABLE "banks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" varchar(128) NOT NULL,
	"normalized_name" varchar(128) NOT NULL,
	"bic" varchar(11) NOT NULL,
	"wps_routing_code" varchar(9),
	"is_active" boolean DEFAULT true NOT NULL,
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
ALTER TABLE "banks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "payment_method" smallint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "iban" varchar(34);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "account_holder_name" varchar(70);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "wps_person_id" varchar(14);--> statement-breakpoint
CREATE UNIQUE INDEX "banks_tenant_name" ON "banks" USING btree ("tenant_id","normalized_name") WHERE not "banks"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "banks_tenant_bic" ON "banks" USING btree ("tenant_id","bic") WHERE not "banks"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_tenant_bank" ON "employees" USING btree ("tenant_id","bank_id");--> statement-breakpoint
CREATE POLICY "banks_tenant_isolation" ON "banks" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));