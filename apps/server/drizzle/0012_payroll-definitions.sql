CREATE TABLE "salary_rule_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" varchar(128) NOT NULL,
	"code" varchar(64) NOT NULL,
	"normalized_code" varchar(64) NOT NULL,
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
ALTER TABLE "salary_rule_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "salary_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" varchar(128) NOT NULL,
	"code" varchar(64) NOT NULL,
	"normalized_code" varchar(64) NOT NULL,
	"category_id" uuid NOT NULL,
	"condition_based_on" smallint NOT NULL,
	"condition_code" text,
	"value_based_on" smallint NOT NULL,
	"value_fixed_amount" numeric(18, 2),
	"value_code" text,
	"is_active" boolean NOT NULL,
	"appear_for_employee" boolean NOT NULL,
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
ALTER TABLE "salary_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "salary_structure_rules" (
	"tenant_id" uuid NOT NULL,
	"structure_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	CONSTRAINT "salary_structure_rules_pk" PRIMARY KEY("tenant_id","structure_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "salary_structure_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "salary_structures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" varchar(128) NOT NULL,
	"normalized_name" varchar(128) NOT NULL,
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
ALTER TABLE "salary_structures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "salary_rules" ADD CONSTRAINT "salary_rules_category_id_salary_rule_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."salary_rule_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_structure_rules" ADD CONSTRAINT "salary_structure_rules_structure_id_salary_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."salary_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_structure_rules" ADD CONSTRAINT "salary_structure_rules_rule_id_salary_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."salary_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_rule_categories_tenant_code" ON "salary_rule_categories" USING btree ("tenant_id","normalized_code") WHERE not "salary_rule_categories"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "salary_rules_tenant_code" ON "salary_rules" USING btree ("tenant_id","normalized_code") WHERE not "salary_rules"."is_deleted";--> statement-breakpoint
CREATE INDEX "salary_rules_tenant_category" ON "salary_rules" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_structure_rules_tenant_structure_rule" ON "salary_structure_rules" USING btree ("tenant_id","structure_id","rule_id");--> statement-breakpoint
CREATE INDEX "salary_structure_rules_tenant_rule" ON "salary_structure_rules" USING btree ("tenant_id","rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_structures_tenant_name" ON "salary_structures" USING btree ("tenant_id","normalized_name") WHERE not "salary_structures"."is_deleted";--> statement-breakpoint
CREATE POLICY "salary_rule_categories_tenant_isolation" ON "salary_rule_categories" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "salary_rules_tenant_isolation" ON "salary_rules" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "salary_structure_rules_tenant_isolation" ON "salary_structure_rules" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "salary_structures_tenant_isolation" ON "salary_structures" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));