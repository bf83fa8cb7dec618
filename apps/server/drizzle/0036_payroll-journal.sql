CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"date" date NOT NULL,
	"period_id" uuid NOT NULL,
	"source_type" smallint NOT NULL,
	"source_id" uuid NOT NULL,
	"description" varchar(500) NOT NULL,
	"reversal_of_id" uuid,
	"currency_code" varchar(3) NOT NULL,
	"decimal_places" smallint NOT NULL,
	"total_debit" numeric(18, 3) NOT NULL,
	"total_credit" numeric(18, 3) NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "journal_entries_balanced" CHECK ("journal_entries"."total_debit" = "journal_entries"."total_credit")
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "journal_entry_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"department_id" uuid,
	"department_name" varchar(128),
	"employee_id" uuid,
	"employee_name" varchar(300),
	"debit" numeric(18, 3) NOT NULL,
	"credit" numeric(18, 3) NOT NULL,
	CONSTRAINT "journal_entry_lines_one_side" CHECK ("journal_entry_lines"."debit" >= 0 and "journal_entry_lines"."credit" >= 0 and ("journal_entry_lines"."debit" = 0 or "journal_entry_lines"."credit" = 0))
);
--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "salary_rules" ADD COLUMN "debit_account_id" uuid;--> statement-breakpoint
ALTER TABLE "salary_rules" ADD COLUMN "credit_account_id" uuid;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_period_id_financial_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."financial_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reversal_of_id_journal_entries_id_fk" FOREIGN KEY ("reversal_of_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ADD CONSTRAINT "journal_entry_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ADD CONSTRAINT "journal_entry_lines_account_id_financial_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."financial_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_tenant_number" ON "journal_entries" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "journal_entries_tenant_period" ON "journal_entries" USING btree ("tenant_id","period_id","number");--> statement-breakpoint
CREATE INDEX "journal_entries_tenant_source" ON "journal_entries" USING btree ("tenant_id","source_type","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_tenant_reversal" ON "journal_entries" USING btree ("tenant_id","reversal_of_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entry_lines_tenant_entry_line" ON "journal_entry_lines" USING btree ("tenant_id","entry_id","line_number");--> statement-breakpoint
CREATE INDEX "journal_entry_lines_tenant_account" ON "journal_entry_lines" USING btree ("tenant_id","account_id");--> statement-breakpoint
ALTER TABLE "salary_rules" ADD CONSTRAINT "salary_rules_accounts_both" CHECK (("salary_rules"."debit_account_id" is null) = ("salary_rules"."credit_account_id" is null));--> statement-breakpoint
CREATE POLICY "journal_entries_tenant_isolation" ON "journal_entries" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));--> statement-breakpoint
CREATE POLICY "journal_entry_lines_tenant_isolation" ON "journal_entry_lines" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));