CREATE TABLE "leave_request_days" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"days" numeric(5, 2) NOT NULL,
	"minutes" integer NOT NULL,
	"holiday" boolean NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "leave_request_days_figures" CHECK ("leave_request_days"."days" >= 0 and "leave_request_days"."minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "leave_request_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"allocation_id" uuid,
	"unit" smallint NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"from_wall" varchar(16),
	"to_wall" varchar(16),
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration" numeric(7, 2) NOT NULL,
	"state" smallint NOT NULL,
	"reason" varchar(500),
	"rejection_reason" varchar(500),
	"decision_time" timestamp with time zone,
	"decided_by" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "leave_requests_dates" CHECK ("leave_requests"."to_date" >= "leave_requests"."from_date" and "leave_requests"."end_at" > "leave_requests"."start_at"),
	CONSTRAINT "leave_requests_unit" CHECK ("leave_requests"."unit" between 0 and 1),
	CONSTRAINT "leave_requests_state" CHECK ("leave_requests"."state" between 0 and 4),
	CONSTRAINT "leave_requests_duration" CHECK ("leave_requests"."duration" >= 0)
);
--> statement-breakpoint
ALTER TABLE "leave_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leave_request_days" ADD CONSTRAINT "leave_request_days_request_id_leave_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leave_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_allocation_id_leave_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."leave_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_request_days_tenant_request_date" ON "leave_request_days" USING btree ("tenant_id","request_id","date");--> statement-breakpoint
CREATE INDEX "leave_request_days_tenant_employee_date" ON "leave_request_days" USING btree ("tenant_id","employee_id","date");--> statement-breakpoint
CREATE INDEX "leave_requests_tenant_employee_time" ON "leave_requests" USING btree ("tenant_id","employee_id","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leave_requests_tenant_employee_span" ON "leave_requests" USING btree ("tenant_id","employee_id","start_at");--> statement-breakpoint
CREATE INDEX "leave_requests_tenant_time" ON "leave_requests" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leave_requests_tenant_dates" ON "leave_requests" USING btree ("tenant_id","from_date","to_date");--> statement-breakpoint
CREATE INDEX "leave_requests_tenant_type" ON "leave_requests" USING btree ("tenant_id","leave_type_id");--> statement-breakpoint
CREATE INDEX "leave_requests_tenant_allocation" ON "leave_requests" USING btree ("tenant_id","allocation_id");--> statement-breakpoint
CREATE POLICY "leave_request_days_tenant_isolation" ON "leave_request_days" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "leave_requests_tenant_isolation" ON "leave_requests" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));