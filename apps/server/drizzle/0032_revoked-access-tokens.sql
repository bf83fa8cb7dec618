CREATE TABLE "revoked_access_tokens" (
	"kind" varchar(8) NOT NULL,
	"token_id" varchar(200) NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "revoked_access_tokens_kind_token_id_pk" PRIMARY KEY("kind","token_id")
);
--> statement-breakpoint
CREATE INDEX "revoked_access_tokens_user" ON "revoked_access_tokens" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "revoked_access_tokens_expires" ON "revoked_access_tokens" USING btree ("expires_at");--> statement-breakpoint
-- A revocation raises its user's tenant's access counter (the host's for a host user), so every process
-- reads the user's state, with their revocations, at the next request. Only inserts matter: an entry
-- leaves once its tokens have expired. Runs as the owner (the application role has no rights on the
-- counters); deferred to the commit like the other access triggers (0028).
CREATE FUNCTION "access_token_revoked"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM bump_access_version(coalesce(
    (SELECT d.tenant_id FROM user_directory d WHERE d.user_id = NEW.user_id),
    '00000000-0000-0000-0000-000000000000'::uuid));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "revoked_access_tokens_access" AFTER INSERT ON "revoked_access_tokens"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION access_token_revoked();
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION "access_token_revoked"() FROM PUBLIC;
