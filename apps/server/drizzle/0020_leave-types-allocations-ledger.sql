CREATE TABLE "leave_allocations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"validity_from" date NOT NULL,
	"validity_to" date NOT NULL,
	"number_of_days" numeric(7, 2) NOT NULL,
	"number_of_hours" numeric(7, 2) NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "leave_allocations_validity" CHECK ("leave_allocations"."validity_to" >= "leave_allocations"."validity_from"),
	CONSTRAINT "leave_allocations_figures" CHECK ("leave_allocations"."number_of_days" >= 0 and "leave_allocations"."number_of_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "leave_allocations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"allocation_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"days" numeric(7, 2) NOT NULL,
	"hours" numeric(7, 2) NOT NULL,
	"source_id" uuid,
	"effective_date" date NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_ledger" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" varchar(128) NOT NULL,
	"normalized_name" varchar(128) NOT NULL,
	"code" varchar(32) NOT NULL,
	"normalized_code" varchar(32) NOT NULL,
	"request_unit" smallint NOT NULL,
	"kind_of_time_off" smallint NOT NULL,
	"requires_allocation" boolean NOT NULL,
	"is_paid" boolean NOT NULL,
	"counts_holidays" boolean NOT NULL,
	"max_consecutive_days" smallint,
	"allow_carry_forward" boolean NOT NULL,
	"carry_forward_max_days" smallint,
	"carry_forward_expiry_months" smallint,
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
ALTER TABLE "leave_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leave_allocations" ADD CONSTRAINT "leave_allocations_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_allocation_id_leave_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."leave_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_allocations_tenant_employee_type" ON "leave_allocations" USING btree ("tenant_id","employee_id","leave_type_id","validity_from") WHERE not "leave_allocations"."is_deleted";--> statement-breakpoint
CREATE INDEX "leave_allocations_tenant_type" ON "leave_allocations" USING btree ("tenant_id","leave_type_id");--> statement-breakpoint
CREATE INDEX "leave_allocations_tenant_validity_to" ON "leave_allocations" USING btree ("tenant_id","validity_to");--> statement-breakpoint
CREATE INDEX "leave_ledger_tenant_allocation" ON "leave_ledger" USING btree ("tenant_id","allocation_id","kind");--> statement-breakpoint
CREATE INDEX "leave_ledger_tenant_employee_type" ON "leave_ledger" USING btree ("tenant_id","employee_id","leave_type_id");--> statement-breakpoint
CREATE INDEX "leave_ledger_tenant_source" ON "leave_ledger" USING btree ("tenant_id","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_tenant_code" ON "leave_types" USING btree ("tenant_id","normalized_code") WHERE not "leave_types"."is_deleted";--> statement-breakpoint
CREATE INDEX "leave_types_tenant_name" ON "leave_types" USING btree ("tenant_id","normalized_name");--> statement-breakpoint
CREATE POLICY "leave_allocations_tenant_isolation" ON "leave_allocations" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "leave_ledger_tenant_isolation" ON "leave_ledger" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "leave_types_tenant_isolation" ON "leave_types" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));