CREATE TABLE "contract_working_schedules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"working_schedule_id" uuid NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	CONSTRAINT "contract_working_schedules_dates" CHECK ("contract_working_schedules"."to" >= "contract_working_schedules"."from")
);
--> statement-breakpoint
ALTER TABLE "contract_working_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" varchar(128) NOT NULL,
	"type" smallint NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"job_title_id" uuid NOT NULL,
	"salary_structure_id" uuid NOT NULL,
	"state" smallint NOT NULL,
	"work_entry_source" smallint NOT NULL,
	"cancellation_reason" varchar(512),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "contracts_dates" CHECK ("contracts"."end" >= "contracts"."start"),
	CONSTRAINT "contracts_state" CHECK ("contracts"."state" between 0 and 3),
	CONSTRAINT "contracts_type" CHECK ("contracts"."type" between 0 and 3),
	CONSTRAINT "contracts_work_entry_source" CHECK ("contracts"."work_entry_source" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "contract_working_schedules" ADD CONSTRAINT "contract_working_schedules_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_working_schedules" ADD CONSTRAINT "contract_working_schedules_working_schedule_id_working_schedules_id_fk" FOREIGN KEY ("working_schedule_id") REFERENCES "public"."working_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_working_schedules_tenant_contract" ON "contract_working_schedules" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "contract_working_schedules_tenant_schedule" ON "contract_working_schedules" USING btree ("tenant_id","working_schedule_id");--> statement-breakpoint
CREATE INDEX "contracts_tenant_employee" ON "contracts" USING btree ("tenant_id","employee_id","start");--> statement-breakpoint
CREATE INDEX "contracts_tenant_job_title" ON "contracts" USING btree ("tenant_id","job_title_id");--> statement-breakpoint
CREATE INDEX "contracts_tenant_salary_structure" ON "contracts" USING btree ("tenant_id","salary_structure_id");--> statement-breakpoint
CREATE INDEX "contracts_tenant_state_end" ON "contracts" USING btree ("tenant_id","state","end");--> statement-breakpoint
CREATE POLICY "contract_working_schedules_tenant_isolation" ON "contract_working_schedules" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "contracts_tenant_isolation" ON "contracts" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));