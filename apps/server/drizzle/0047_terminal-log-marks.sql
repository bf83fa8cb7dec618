CREATE TABLE "terminal_log_marks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"terminal_id" uuid NOT NULL,
	"record_count" integer NOT NULL,
	"last_record" varchar(64),
	"all_stored" boolean NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terminal_log_marks_count" CHECK ("terminal_log_marks"."record_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "terminal_log_marks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "clear_log_after_sync" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "terminal_log_marks" ADD CONSTRAINT "terminal_log_marks_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_log_marks_tenant_terminal" ON "terminal_log_marks" USING btree ("tenant_id","terminal_id");--> statement-breakpoint
CREATE POLICY "terminal_log_marks_tenant_isolation" ON "terminal_log_marks" AS PERMISSIVE FOR ALL TO public USING ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid))) WITH CHECK ((tenant_id = (select nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid)));