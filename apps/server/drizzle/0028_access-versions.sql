CREATE TABLE "access_versions" (
	"scope" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raises a scope's counter (a tenant's id; the nil uuid for the host and what tenants share) once per
-- transaction: the first change of the transaction raises it, the others find it raised (a setting local to
-- the transaction, undone with it or with a savepoint's rollback). Runs as the migration's owner: the
-- application role has no rights on the table.
CREATE FUNCTION "bump_access_version"(target uuid) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  flag text := 'app.access_raised_' || replace(target::text, '-', '');
BEGIN
  IF current_setting(flag, true) = 'y' THEN
    RETURN;
  END IF;
  INSERT INTO access_versions AS a (scope, version) VALUES (target, 1)
  ON CONFLICT (scope) DO UPDATE SET version = a.version + 1;
  PERFORM set_config(flag, 'y', true);
END $$;
--> statement-breakpoint
-- A changed row of a table with tenant_id raises its tenant's scope (null tenant: the host's).
CREATE FUNCTION "access_row_changed"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_access_version(coalesce(OLD.tenant_id, '00000000-0000-0000-0000-000000000000'::uuid));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_access_version(coalesce(NEW.tenant_id, '00000000-0000-0000-0000-000000000000'::uuid));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A tenant's row (its name, state or removal) raises its own scope.
CREATE FUNCTION "access_tenant_changed"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM bump_access_version(OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Feature values are the host's (host defaults and per-tenant values): any change raises the host's scope,
-- which every caller's stamp includes.
CREATE FUNCTION "access_features_changed"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM bump_access_version('00000000-0000-0000-0000-000000000000'::uuid);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The triggers are deferred to the commit: a transaction takes its counter's row lock only as it commits,
-- after every other lock it needs, so a long transaction that changes access (an import creating users)
-- neither holds up the tenant's other such changes until it ends nor can deadlock with them.
CREATE CONSTRAINT TRIGGER "permission_grants_access" AFTER INSERT OR UPDATE OR DELETE ON "permission_grants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION access_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_roles_access" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION access_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "roles_access" AFTER UPDATE OR DELETE ON "roles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION access_row_changed();
--> statement-breakpoint
-- Users: a new or removed row, or a change to what the check reads (active, deleted); a sign-in or a profile
-- edit leaves every caller's kept state as it is.
CREATE CONSTRAINT TRIGGER "users_access" AFTER INSERT OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION access_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_access_state" AFTER UPDATE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted
        OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id)
  EXECUTE FUNCTION access_row_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tenants_access" AFTER UPDATE OR DELETE ON "tenants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION access_tenant_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feature_values_access" AFTER INSERT OR UPDATE OR DELETE ON "feature_values"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION access_features_changed();
--> statement-breakpoint
-- Only the triggers call these (as their owner); nobody else may raise a counter.
REVOKE EXECUTE ON FUNCTION "bump_access_version"(uuid), "access_row_changed"(), "access_tenant_changed"(),
  "access_features_changed"() FROM PUBLIC;
