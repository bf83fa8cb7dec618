CREATE TABLE "feature_values" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"value" varchar(256) NOT NULL,
	"provider_name" varchar(8) NOT NULL,
	"provider_key" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"name" varchar(128) NOT NULL,
	"provider_name" varchar(8) NOT NULL,
	"provider_key" varchar(64) NOT NULL,
	CONSTRAINT "permission_grants_unique" UNIQUE NULLS NOT DISTINCT("tenant_id","provider_name","provider_key","name")
);
--> statement-breakpoint
ALTER TABLE "permission_grants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"name" varchar(128) NOT NULL,
	"value" text NOT NULL,
	"provider_name" varchar(8) NOT NULL,
	"provider_key" varchar(64) DEFAULT '' NOT NULL,
	CONSTRAINT "settings_unique" UNIQUE NULLS NOT DISTINCT("tenant_id","provider_name","provider_key","name")
);
--> statement-breakpoint
ALTER TABLE "settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" varchar(64) PRIMARY KEY NOT NULL,
	"alg" varchar(16) NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"name" varchar(256) NOT NULL,
	"normalized_name" varchar(256) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_static" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL,
	CONSTRAINT "roles_tenant_name" UNIQUE NULLS NOT DISTINCT("tenant_id","normalized_name")
);
--> statement-breakpoint
ALTER TABLE "roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_roles" (
	"tenant_id" uuid,
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "user_roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"user_name" varchar(256) NOT NULL,
	"normalized_user_name" varchar(256) NOT NULL,
	"email" varchar(256) NOT NULL,
	"normalized_email" varchar(256) NOT NULL,
	"name" varchar(64),
	"surname" varchar(64),
	"phone_number" varchar(16),
	"password_hash" varchar(256) NOT NULL,
	"security_stamp" varchar(40) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"lockout_enabled" boolean DEFAULT true NOT NULL,
	"lockout_end" timestamp with time zone,
	"access_failed_count" integer DEFAULT 0 NOT NULL,
	"employee_id" uuid,
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
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"normalized_name" varchar(64) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
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
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feature_values_unique" ON "feature_values" USING btree ("provider_name","provider_key","name");--> statement-breakpoint
CREATE INDEX "signing_keys_created" ON "signing_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_roles_tenant_role" ON "user_roles" USING btree ("tenant_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_user_name" ON "users" USING btree ("tenant_id","normalized_user_name") WHERE not "users"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "users_host_user_name" ON "users" USING btree ("normalized_user_name") WHERE "users"."tenant_id" is null and not "users"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email" ON "users" USING btree ("tenant_id","normalized_email") WHERE not "users"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "users_host_email" ON "users" USING btree ("normalized_email") WHERE "users"."tenant_id" is null and not "users"."is_deleted";--> statement-breakpoint
CREATE INDEX "users_tenant_live" ON "users" USING btree ("tenant_id","creation_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "users"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_normalized_name" ON "tenants" USING btree ("normalized_name") WHERE not "tenants"."is_deleted";--> statement-breakpoint
CREATE POLICY "permission_grants_tenant_isolation" ON "permission_grants" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "settings_tenant_isolation" ON "settings" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "roles_tenant_isolation" ON "roles" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "user_roles_tenant_isolation" ON "user_roles" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "users_tenant_isolation" ON "users" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));