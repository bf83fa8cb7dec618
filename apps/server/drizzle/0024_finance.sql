CREATE TABLE "account_types" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"code_prefix" varchar(20) NOT NULL,
	"category_code" varchar(32) NOT NULL,
	"display_name_en" varchar(128) NOT NULL,
	"display_name_ar" varchar(128) NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "accounting_auditings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"date" date NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_auditings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"decimal_places" smallint NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"name_ar" varchar(128) NOT NULL,
	"symbol_en" varchar(16) NOT NULL,
	"symbol_ar" varchar(16) NOT NULL,
	"unit_label_en" varchar(64) NOT NULL,
	"unit_label_ar" varchar(64) NOT NULL,
	"sub_unit_label_en" varchar(64),
	"sub_unit_label_ar" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "currencies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"date" date NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "financial_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type_name" varchar(64) NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(128) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"cash_flow_type" smallint NOT NULL,
	"is_deprecated" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "financial_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "financial_periods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" varchar(32) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"closing_time" timestamp with time zone,
	"closed_by_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "financial_periods_dates" CHECK ("financial_periods"."end_date" >= "financial_periods"."start_date")
);
--> statement-breakpoint
ALTER TABLE "financial_periods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenant_currencies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" varchar(3) NOT NULL,
	"is_active" boolean NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_currencies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "accounting_auditings" ADD CONSTRAINT "accounting_auditings_period_id_financial_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."financial_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_accounts" ADD CONSTRAINT "financial_accounts_type_name_account_types_name_fk" FOREIGN KEY ("type_name") REFERENCES "public"."account_types"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_accounts" ADD CONSTRAINT "financial_accounts_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_currencies" ADD CONSTRAINT "tenant_currencies_code_currencies_code_fk" FOREIGN KEY ("code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_types_code_prefix" ON "account_types" USING btree ("code_prefix");--> statement-breakpoint
CREATE INDEX "account_types_category_prefix" ON "account_types" USING btree ("category_code","code_prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_auditings_tenant_period_date" ON "accounting_auditings" USING btree ("tenant_id","period_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_tenant_currency_date" ON "exchange_rates" USING btree ("tenant_id","currency_code","date");--> statement-breakpoint
CREATE INDEX "exchange_rates_tenant_date" ON "exchange_rates" USING btree ("tenant_id","date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_accounts_tenant_code" ON "financial_accounts" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "financial_accounts_tenant_type" ON "financial_accounts" USING btree ("tenant_id","type_name");--> statement-breakpoint
CREATE INDEX "financial_accounts_tenant_currency" ON "financial_accounts" USING btree ("tenant_id","currency_code","is_deprecated");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_periods_tenant_code" ON "financial_periods" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_periods_tenant_one_opened" ON "financial_periods" USING btree ("tenant_id") WHERE "financial_periods"."state" = 0;--> statement-breakpoint
CREATE INDEX "financial_periods_tenant_start" ON "financial_periods" USING btree ("tenant_id","start_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "financial_periods_tenant_end" ON "financial_periods" USING btree ("tenant_id","end_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_currencies_tenant_code" ON "tenant_currencies" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE POLICY "account_types_read" ON "account_types" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "accounting_auditings_tenant_isolation" ON "accounting_auditings" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "currencies_read" ON "currencies" AS PERMISSIVE FOR SELECT TO public USING (true);--> statement-breakpoint
CREATE POLICY "exchange_rates_tenant_isolation" ON "exchange_rates" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "financial_accounts_tenant_isolation" ON "financial_accounts" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "financial_periods_tenant_isolation" ON "financial_periods" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "tenant_currencies_tenant_isolation" ON "tenant_currencies" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));