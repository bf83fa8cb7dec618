CREATE TABLE "attendance_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"check_in" timestamp with time zone NOT NULL,
	"check_out" timestamp with time zone NOT NULL,
	"fix_from" timestamp with time zone NOT NULL,
	"fix_to" timestamp with time zone NOT NULL,
	"mode" smallint NOT NULL,
	"attendance_id" uuid,
	"reason" varchar(500),
	"state" smallint NOT NULL,
	"decision_time" timestamp with time zone,
	"decided_by" uuid,
	"removed_records" jsonb,
	"created_record_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "attendance_requests_times" CHECK ("attendance_requests"."check_out" > "attendance_requests"."check_in" and "attendance_requests"."fix_to" > "attendance_requests"."fix_from"),
	CONSTRAINT "attendance_requests_mode" CHECK ("attendance_requests"."mode" between 0 and 2),
	CONSTRAINT "attendance_requests_state" CHECK ("attendance_requests"."state" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "attendance_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "go_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"binding_model_id" uuid NOT NULL,
	"subject" jsonb NOT NULL,
	"state" smallint NOT NULL,
	"assignee_id" uuid,
	"approve_permission" varchar(128) NOT NULL,
	"reject_permission" varchar(128) NOT NULL,
	"outcome" smallint,
	"closed_time" timestamp with time zone,
	"closed_by" uuid,
	"reason" varchar(500),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "go_tasks_state" CHECK ("go_tasks"."state" between 0 and 1),
	CONSTRAINT "go_tasks_outcome" CHECK ("go_tasks"."outcome" is null or "go_tasks"."outcome" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "go_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "attendance_requests_tenant_employee_time" ON "attendance_requests" USING btree ("tenant_id","employee_id","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "attendance_requests_tenant_employee_pending" ON "attendance_requests" USING btree ("tenant_id","employee_id","fix_from") WHERE "attendance_requests"."state" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "go_tasks_tenant_kind_binding" ON "go_tasks" USING btree ("tenant_id","kind","binding_model_id");--> statement-breakpoint
CREATE INDEX "go_tasks_tenant_assignee_time" ON "go_tasks" USING btree ("tenant_id","assignee_id","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "go_tasks_tenant_unassigned_time" ON "go_tasks" USING btree ("tenant_id","approve_permission","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "go_tasks"."assignee_id" is null;--> statement-breakpoint
CREATE POLICY "attendance_requests_tenant_isolation" ON "attendance_requests" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "go_tasks_tenant_isolation" ON "go_tasks" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));