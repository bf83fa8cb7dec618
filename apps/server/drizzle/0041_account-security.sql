CREATE TABLE "user_recovery_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "security_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"user_name" varchar(256),
	"target_user_id" uuid,
	"target_name" varchar(256),
	"action" integer NOT NULL,
	"reason" varchar(64),
	"details" varchar(2000),
	"client_id" varchar(64),
	"client_ip_address" varchar(64),
	"browser_info" varchar(512),
	"request_id" varchar(64),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"grant_id" varchar(200) NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" varchar(64),
	"client_ip_address" varchar(64),
	"browser_info" varchar(512),
	"creation_time" timestamp with time zone NOT NULL,
	"last_use_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	CONSTRAINT "user_sessions_grant" UNIQUE NULLS NOT DISTINCT("tenant_id","grant_id")
);
--> statement-breakpoint
ALTER TABLE "user_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "requires_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_secret" varchar(512);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_pending_secret" varchar(512);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_last_step" bigint;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_recovery_codes_tenant_user" ON "user_recovery_codes" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "security_logs_tenant_time" ON "security_logs" USING btree ("tenant_id","creation_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_logs_tenant_user" ON "security_logs" USING btree ("tenant_id","user_id","creation_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_logs_tenant_target" ON "security_logs" USING btree ("tenant_id","target_user_id","creation_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_sessions_tenant_user" ON "user_sessions" USING btree ("tenant_id","user_id","last_use_time" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "user_recovery_codes_tenant_isolation" ON "user_recovery_codes" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "security_logs_tenant_isolation" ON "security_logs" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "user_sessions_tenant_isolation" ON "user_sessions" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));