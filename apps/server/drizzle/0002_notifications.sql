CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"recipient_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"related_id" uuid,
	"is_seen" boolean DEFAULT false NOT NULL,
	"seen_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid
);
--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "notifications_recipient_time" ON "notifications" USING btree ("tenant_id","recipient_id","creation_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_unseen" ON "notifications" USING btree ("tenant_id","recipient_id") WHERE not "notifications"."is_seen";--> statement-breakpoint
CREATE POLICY "notifications_tenant_isolation" ON "notifications" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));