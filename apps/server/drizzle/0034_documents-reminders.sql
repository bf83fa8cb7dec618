CREATE TABLE "document_renewals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"type_name" varchar(128) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"previous_expiry_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"state" smallint NOT NULL,
	"decision_time" timestamp with time zone,
	"decided_by" uuid,
	"rejection_reason" varchar(500),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "document_renewals_state" CHECK ("document_renewals"."state" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "document_renewals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "due_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"item_kind" smallint NOT NULL,
	"item_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"threshold" smallint NOT NULL,
	"recipient_id" uuid NOT NULL,
	"reminder_date" date NOT NULL,
	"title" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_reminders_kind" CHECK ("due_reminders"."item_kind" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "due_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reminder_digests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"reminder_date" date NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_time" timestamp with time zone,
	"failure" varchar(1000)
);
--> statement-breakpoint
ALTER TABLE "reminder_digests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"run_date" date NOT NULL,
	"finished_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_custodies" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "probation_end" date;--> statement-breakpoint
ALTER TABLE "attachment_types" ADD COLUMN "expires" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attachment_types" ADD COLUMN "reminder_days" smallint[] DEFAULT '{60,30,7,0}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "attachment_types" ADD COLUMN "remind_hr" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "attachment_types" ADD COLUMN "remind_manager" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attachment_types" ADD COLUMN "remind_employee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attachment_types" ADD COLUMN "employee_may_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "superseded_by_id" uuid;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "superseded_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "document_renewals_tenant_employee_time" ON "document_renewals" USING btree ("tenant_id","employee_id","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "document_renewals_tenant_time" ON "document_renewals" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "document_renewals_tenant_document_pending" ON "document_renewals" USING btree ("tenant_id","document_id") WHERE "document_renewals"."state" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "due_reminders_tenant_item_threshold_recipient" ON "due_reminders" USING btree ("tenant_id","item_kind","item_id","due_date","threshold","recipient_id");--> statement-breakpoint
CREATE INDEX "due_reminders_tenant_recipient_date" ON "due_reminders" USING btree ("tenant_id","recipient_id","reminder_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_digests_tenant_recipient_date" ON "reminder_digests" USING btree ("tenant_id","recipient_id","reminder_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_runs_tenant_date" ON "reminder_runs" USING btree ("tenant_id","run_date");--> statement-breakpoint
CREATE INDEX "employee_custodies_tenant_due" ON "employee_custodies" USING btree ("tenant_id","due_date") WHERE "employee_custodies"."release_date" is null and "employee_custodies"."due_date" is not null;--> statement-breakpoint
CREATE INDEX "attachments_tenant_expiry" ON "attachments" USING btree ("tenant_id","expiry_date") WHERE "attachments"."expiry_date" is not null and "attachments"."superseded_by_id" is null and "attachments"."bind_entity_id" is not null;--> statement-breakpoint
ALTER TABLE "employee_custodies" ADD CONSTRAINT "employee_custodies_due" CHECK ("employee_custodies"."due_date" is null or "employee_custodies"."due_date" >= "employee_custodies"."receipt_date");--> statement-breakpoint
CREATE POLICY "document_renewals_tenant_isolation" ON "document_renewals" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));--> statement-breakpoint
CREATE POLICY "due_reminders_tenant_isolation" ON "due_reminders" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));--> statement-breakpoint
CREATE POLICY "reminder_digests_tenant_isolation" ON "reminder_digests" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));--> statement-breakpoint
CREATE POLICY "reminder_runs_tenant_isolation" ON "reminder_runs" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));