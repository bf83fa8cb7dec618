CREATE TABLE "working_hours" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"working_schedule_id" uuid NOT NULL,
	"day" smallint NOT NULL,
	"from_minute" smallint NOT NULL,
	"to_minute" smallint NOT NULL,
	"expected_minutes" smallint NOT NULL,
	CONSTRAINT "working_hours_day" CHECK ("working_hours"."day" between 0 and 6),
	CONSTRAINT "working_hours_times" CHECK ("working_hours"."from_minute" between 0 and 1439 and "working_hours"."to_minute" between 0 and 1439 and "working_hours"."from_minute" <> "working_hours"."to_minute"),
	CONSTRAINT "working_hours_expected" CHECK ("working_hours"."expected_minutes" > 0 and "working_hours"."expected_minutes" <= ("working_hours"."to_minute" - "working_hours"."from_minute" + 1440) % 1440)
);
--> statement-breakpoint
ALTER TABLE "working_hours" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "working_schedules" (
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
ALTER TABLE "working_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_working_schedule_id_working_schedules_id_fk" FOREIGN KEY ("working_schedule_id") REFERENCES "public"."working_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "working_hours_tenant_schedule" ON "working_hours" USING btree ("tenant_id","working_schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "working_schedules_tenant_name" ON "working_schedules" USING btree ("tenant_id","normalized_name") WHERE not "working_schedules"."is_deleted";--> statement-breakpoint
CREATE POLICY "working_hours_tenant_isolation" ON "working_hours" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "working_schedules_tenant_isolation" ON "working_schedules" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));