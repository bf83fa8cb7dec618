DROP INDEX "password_resets_user";--> statement-breakpoint
CREATE INDEX "password_resets_tenant_user" ON "password_resets" USING btree ("tenant_id","user_id");