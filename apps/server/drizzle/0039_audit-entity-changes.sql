CREATE TABLE "audit_entity_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entity_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid,
	"change_time" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_name" varchar(256),
	"impersonator_user_id" uuid,
	"impersonator_tenant_id" uuid,
	"client_id" varchar(200),
	"client_ip_address" varchar(64),
	"browser_info" varchar(512),
	"correlation_id" varchar(64),
	"entity_type" varchar(64) NOT NULL,
	"entity_id" varchar(200) NOT NULL,
	"parent_entity_type" varchar(64),
	"parent_entity_id" varchar(200),
	"change_type" smallint NOT NULL,
	"properties" jsonb NOT NULL,
	CONSTRAINT "audit_entity_changes_type" CHECK ("audit_entity_changes"."change_type" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "audit_entity_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "audit_entity_changes_tenant_entity" ON "audit_entity_changes" USING btree ("tenant_id","entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_entity_changes_tenant_parent" ON "audit_entity_changes" USING btree ("tenant_id","parent_entity_type","parent_entity_id","id") WHERE "audit_entity_changes"."parent_entity_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_entity_changes_tenant_time" ON "audit_entity_changes" USING btree ("tenant_id","change_time");--> statement-breakpoint
CREATE INDEX "audit_entity_changes_tenant_correlation" ON "audit_entity_changes" USING btree ("tenant_id","correlation_id");--> statement-breakpoint
CREATE POLICY "audit_entity_changes_tenant_isolation" ON "audit_entity_changes" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));