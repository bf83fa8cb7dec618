CREATE TABLE "access_versions" (
	"scope" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raises the counters of the given scopes (a tenant's id; the nil uuid for the host and what tenants
-- share), in the writing transaction. Runs as the migration's owner: the application role's triggers call
-- it, and that role has no rights on the table. Scopes in order, so that two writers lock them alike.
CREATE FUNCTION "bump_access_versions"(scopes uuid[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO access_versions AS a (scope, version)
  SELECT DISTINCT s, 1 FROM unnest(scopes) s WHERE s IS NOT NULL ORDER BY s
  ON CONFLICT (scope) DO UPDATE SET version = a.version + 1
$$;
--> statement-breakpoint
-- After a statement on a table with tenant_id: the scopes of the rows it wrote (null tenant: the host).
CREATE FUNCTION "access_rows_changed"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_access_versions(array(SELECT DISTINCT coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'::uuid) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_access_versions(array(SELECT DISTINCT coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'::uuid) FROM old_rows));
  ELSE
    PERFORM bump_access_versions(array(
      SELECT coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'::uuid) FROM new_rows
      UNION SELECT coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'::uuid) FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "permission_grants_access_insert" AFTER INSERT ON "permission_grants"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION access_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "permission_grants_access_update" AFTER UPDATE ON "permission_grants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION access_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "permission_grants_access_delete" AFTER DELETE ON "permission_grants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION access_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "user_roles_access_insert" AFTER INSERT ON "user_roles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION access_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "user_roles_access_update" AFTER UPDATE ON "user_roles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION access_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "user_roles_access_delete" AFTER DELETE ON "user_roles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION access_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "roles_access_update" AFTER UPDATE ON "roles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION access_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "roles_access_delete" AFTER DELETE ON "roles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION access_rows_changed();
--> statement-breakpoint
-- Users: a new or removed row, or a change to what the check reads (active, deleted); a sign-in or a profile
-- edit leaves every caller's kept state as it is.
CREATE TRIGGER "users_access_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION access_rows_changed();
--> statement-breakpoint
CREATE FUNCTION "access_user_changed"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM bump_access_versions(array[coalesce(OLD.tenant_id, '00000000-0000-0000-0000-000000000000'::uuid)]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_access_update" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted
        OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id)
  EXECUTE FUNCTION access_user_changed();
--> statement-breakpoint
CREATE TRIGGER "users_access_delete" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION access_user_changed();
--> statement-breakpoint
-- Tenants: a tenant's name, state or removal, in its own scope.
CREATE FUNCTION "access_tenants_changed"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM bump_access_versions(array(SELECT id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tenants_access_update" AFTER UPDATE ON "tenants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION access_tenants_changed();
--> statement-breakpoint
CREATE TRIGGER "tenants_access_delete" AFTER DELETE ON "tenants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION access_tenants_changed();
--> statement-breakpoint
-- Feature values are the host's (host defaults and per-tenant values): any change raises the host scope,
-- which every caller's stamp includes.
CREATE FUNCTION "access_features_changed"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM bump_access_versions(array['00000000-0000-0000-0000-000000000000'::uuid]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "feature_values_access" AFTER INSERT OR UPDATE OR DELETE ON "feature_values"
  FOR EACH STATEMENT EXECUTE FUNCTION access_features_changed();
--> statement-breakpoint
-- Only the triggers call these (as their owner); nobody else may raise a counter.
REVOKE EXECUTE ON FUNCTION "bump_access_versions"(uuid[]), "access_rows_changed"(), "access_user_changed"(),
  "access_tenants_changed"(), "access_features_changed"() FROM PUBLIC;
