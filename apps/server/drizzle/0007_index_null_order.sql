DROP INDEX "attachments_tenant_entity";--> statement-breakpoint
DROP INDEX "users_tenant_live";--> statement-breakpoint
DROP INDEX "notifications_recipient_time";--> statement-breakpoint
CREATE INDEX "attachments_tenant_entity" ON "attachments" USING btree ("tenant_id","entity_type","bind_entity_id","creation_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_tenant_live" ON "users" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "users"."is_deleted";--> statement-breakpoint
CREATE INDEX "notifications_recipient_time" ON "notifications" USING btree ("tenant_id","recipient_id","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);