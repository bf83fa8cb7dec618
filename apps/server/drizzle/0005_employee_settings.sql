CREATE TABLE "attachment_contents" (
	"attachment_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachment_contents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "attachment_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" varchar(128) NOT NULL,
	"normalized_name" varchar(128) NOT NULL,
	"entity_type" varchar(32) NOT NULL,
	"allowed_size" integer NOT NULL,
	"allowed_extensions" text[] NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachment_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"attachment_type_id" uuid NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"file_size" integer NOT NULL,
	"expiry_date" date,
	"entity_type" varchar(32),
	"bind_entity_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid
);
--> statement-breakpoint
ALTER TABLE "attachments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "extra_field_definitions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"entity_type" varchar(32) NOT NULL,
	"field_name" varchar(128) NOT NULL,
	"code" varchar(64) NOT NULL,
	"normalized_code" varchar(64) NOT NULL,
	"field_type" varchar(16) NOT NULL,
	"default_value" text,
	"select_list_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"concurrency_stamp" varchar(40) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extra_field_definitions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "extra_field_values" (
	"tenant_id" uuid NOT NULL,
	"entity_type" varchar(32) NOT NULL,
	"entity_id" uuid NOT NULL,
	"definition_id" uuid NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "extra_field_values_pk" PRIMARY KEY("tenant_id","entity_type","entity_id","definition_id")
);
--> statement-breakpoint
ALTER TABLE "extra_field_values" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "attachment_contents" ADD CONSTRAINT "attachment_contents_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_attachment_type_id_attachment_types_id_fk" FOREIGN KEY ("attachment_type_id") REFERENCES "public"."attachment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_field_values" ADD CONSTRAINT "extra_field_values_definition_id_extra_field_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."extra_field_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_types_tenant_name" ON "attachment_types" USING btree ("tenant_id","normalized_name");--> statement-breakpoint
CREATE INDEX "attachment_types_tenant_entity" ON "attachment_types" USING btree ("tenant_id","entity_type");--> statement-breakpoint
CREATE INDEX "attachments_tenant_entity" ON "attachments" USING btree ("tenant_id","entity_type","bind_entity_id","creation_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "attachments_tenant_type" ON "attachments" USING btree ("tenant_id","attachment_type_id");--> statement-breakpoint
CREATE INDEX "attachments_tenant_temp" ON "attachments" USING btree ("tenant_id","creation_time") WHERE "attachments"."bind_entity_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "extra_field_definitions_tenant_code" ON "extra_field_definitions" USING btree ("tenant_id","entity_type","normalized_code");--> statement-breakpoint
CREATE INDEX "extra_field_values_tenant_definition" ON "extra_field_values" USING btree ("tenant_id","definition_id");--> statement-breakpoint
CREATE POLICY "attachment_contents_tenant_isolation" ON "attachment_contents" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "attachment_types_tenant_isolation" ON "attachment_types" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "attachments_tenant_isolation" ON "attachments" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "extra_field_definitions_tenant_isolation" ON "extra_field_definitions" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));--> statement-breakpoint
CREATE POLICY "extra_field_values_tenant_isolation" ON "extra_field_values" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host'))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid) OR (tenant_id IS NULL AND (select current_setting('app.tenant_id', true)) = 'host')));