CREATE TABLE "attendance_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"check_in" timestamp with time zone NOT NULL,
	"check_out" timestamp with time zone,
	"in_mode" smallint NOT NULL,
	"out_mode" smallint,
	"work_day" date NOT NULL,
	"origin" smallint NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "attendance_records_times" CHECK ("attendance_records"."check_out" is null or "attendance_records"."check_out" > "attendance_records"."check_in"),
	CONSTRAINT "attendance_records_modes" CHECK ("attendance_records"."in_mode" between 0 and 1 and coalesce("attendance_records"."out_mode", 0) between 0 and 1),
	CONSTRAINT "attendance_records_origin" CHECK ("attendance_records"."origin" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "attendance_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_pins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pin" integer NOT NULL,
	"employee_id" uuid NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "employee_pins_pin" CHECK ("employee_pins"."pin" > 0)
);
--> statement-breakpoint
ALTER TABLE "employee_pins" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" varchar(128) NOT NULL,
	"is_re_occurring" boolean NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "holidays_dates" CHECK ("holidays"."to" >= "holidays"."from")
);
--> statement-breakpoint
ALTER TABLE "holidays" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_execution_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"log_type" smallint NOT NULL,
	"log_message" varchar(2000) NOT NULL,
	"creation_time" timestamp with time zone NOT NULL,
	CONSTRAINT "job_execution_logs_type" CHECK ("job_execution_logs"."log_type" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "job_execution_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_execution_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" varchar(256) NOT NULL,
	"group_name" varchar(128) NOT NULL,
	"status" smallint NOT NULL,
	"details" varchar(2000),
	"terminal_id" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "job_execution_records_status" CHECK ("job_execution_records"."status" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "job_execution_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "punches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"terminal_id" uuid NOT NULL,
	"device_user_id" varchar(24) NOT NULL,
	"device_time" timestamp NOT NULL,
	"instant" timestamp with time zone NOT NULL,
	"verify_type" smallint NOT NULL,
	"state" smallint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"paired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "punches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" varchar(128) NOT NULL,
	"normalized_name" varchar(128) NOT NULL,
	"ip_address" varchar(255) NOT NULL,
	"port" integer NOT NULL,
	"com_key_sealed" text,
	"time_zone" varchar(64),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "terminals_port" CHECK ("terminals"."port" between 1 and 65535)
);
--> statement-breakpoint
ALTER TABLE "terminals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "job_execution_logs" ADD CONSTRAINT "job_execution_logs_record_id_job_execution_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."job_execution_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_execution_records" ADD CONSTRAINT "job_execution_records_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_records_tenant_employee_check_in" ON "attendance_records" USING btree ("tenant_id","employee_id","check_in");--> statement-breakpoint
CREATE INDEX "attendance_records_tenant_work_day" ON "attendance_records" USING btree ("tenant_id","work_day");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_tenant_terminal_day" ON "attendance_records" USING btree ("tenant_id","employee_id","work_day") WHERE "attendance_records"."origin" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_pins_tenant_pin" ON "employee_pins" USING btree ("tenant_id","pin");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_pins_tenant_employee" ON "employee_pins" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "holidays_tenant_from" ON "holidays" USING btree ("tenant_id","from");--> statement-breakpoint
CREATE INDEX "job_execution_logs_tenant_record" ON "job_execution_logs" USING btree ("tenant_id","record_id","creation_time");--> statement-breakpoint
CREATE INDEX "job_execution_records_tenant_creation" ON "job_execution_records" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "job_execution_records_tenant_terminal" ON "job_execution_records" USING btree ("tenant_id","terminal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "punches_tenant_terminal_user_time" ON "punches" USING btree ("tenant_id","terminal_id","device_user_id","device_time");--> statement-breakpoint
CREATE INDEX "punches_tenant_user_instant" ON "punches" USING btree ("tenant_id","device_user_id","instant");--> statement-breakpoint
CREATE INDEX "punches_tenant_unpaired" ON "punches" USING btree ("tenant_id","terminal_id") WHERE "punches"."paired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "terminals_tenant_name" ON "terminals" USING btree ("tenant_id","normalized_name") WHERE not "terminals"."is_deleted";--> statement-breakpoint
CREATE POLICY "attendance_records_tenant_isolation" ON "attendance_records" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "employee_pins_tenant_isolation" ON "employee_pins" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "holidays_tenant_isolation" ON "holidays" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "job_execution_logs_tenant_isolation" ON "job_execution_logs" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "job_execution_records_tenant_isolation" ON "job_execution_records" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "punches_tenant_isolation" ON "punches" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "terminals_tenant_isolation" ON "terminals" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));