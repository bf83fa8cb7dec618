CREATE TABLE "discipline_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"employee_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"declaration_date" date NOT NULL,
	"implementation_date" date NOT NULL,
	"expiration_date" date NOT NULL,
	"summary" varchar(2000),
	"termination_contract_id" uuid,
	"termination_contract_name" varchar(128),
	"termination_done_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "discipline_records_kind" CHECK ("discipline_records"."kind" between 0 and 1),
	CONSTRAINT "discipline_records_dates" CHECK ("discipline_records"."declaration_date" <= "discipline_records"."implementation_date" and "discipline_records"."implementation_date" <= "discipline_records"."expiration_date")
);
--> statement-breakpoint
ALTER TABLE "discipline_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "discipline_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"name" varchar(128) NOT NULL,
	"normalized_name" varchar(128) NOT NULL,
	"code" varchar(32) NOT NULL,
	"normalized_code" varchar(32) NOT NULL,
	"salary_effect_value_type" smallint,
	"salary_effect_value" numeric(18, 2),
	"is_terminate_contract" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "discipline_types_kind" CHECK ("discipline_types"."kind" between 0 and 1),
	CONSTRAINT "discipline_types_effect" CHECK (("discipline_types"."salary_effect_value_type" is null) = ("discipline_types"."salary_effect_value" is null)
        and ("discipline_types"."salary_effect_value" is null or "discipline_types"."salary_effect_value" >= 0)
        and ("discipline_types"."salary_effect_value_type" is distinct from 1 or "discipline_types"."salary_effect_value" <= 100))
);
--> statement-breakpoint
ALTER TABLE "discipline_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "discipline_records" ADD CONSTRAINT "discipline_records_type_id_discipline_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."discipline_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discipline_records_tenant_kind_implementation" ON "discipline_records" USING btree ("tenant_id","kind","implementation_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "discipline_records"."is_deleted";--> statement-breakpoint
CREATE INDEX "discipline_records_tenant_employee_implementation" ON "discipline_records" USING btree ("tenant_id","employee_id","kind","implementation_date") WHERE not "discipline_records"."is_deleted";--> statement-breakpoint
CREATE INDEX "discipline_records_tenant_type" ON "discipline_records" USING btree ("tenant_id","type_id");--> statement-breakpoint
CREATE INDEX "discipline_records_tenant_planned_termination" ON "discipline_records" USING btree ("tenant_id","implementation_date") WHERE not "discipline_records"."is_deleted" and "discipline_records"."termination_contract_id" is not null and "discipline_records"."termination_done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "discipline_types_tenant_kind_code" ON "discipline_types" USING btree ("tenant_id","kind","normalized_code") WHERE not "discipline_types"."is_deleted";--> statement-breakpoint
CREATE INDEX "discipline_types_tenant_kind_name" ON "discipline_types" USING btree ("tenant_id","kind","normalized_name");--> statement-breakpoint
CREATE POLICY "discipline_records_tenant_isolation" ON "discipline_records" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "discipline_types_tenant_isolation" ON "discipline_types" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));