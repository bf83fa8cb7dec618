-- The entity change log's trigger (issue 40). harden.ts attaches it, statement-level with transition tables,
-- to every business table (platform/db/audit-trail.ts), with the table's declaration as its argument:
-- {"entity", "key"?, "parent"?, "exclude", "secret", "secretRows"?}. The request's actor is the setting
-- app.audit, set with the tenant when the request's transaction begins (database.ts):
-- {"u" user id, "n" user name, "iu"/"it" impersonator's user and tenant, "c" client id, "ip", "ua", "r" request id}.
-- The row's key: its id, or the declared key columns' values joined by '/'.
CREATE FUNCTION "audit_key"(j jsonb, cfg jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN cfg ? 'key'
    THEN (SELECT string_agg(j ->> k, '/' ORDER BY n) FROM jsonb_array_elements_text(cfg -> 'key') WITH ORDINALITY AS x(k, n))
    ELSE j ->> 'id' END
$$;
--> statement-breakpoint
-- The recorded properties of a change: {column: [old, new]} for each column whose value changed (a create's
-- non-null values, a delete's non-null old values), {column: "secret"} for a secret one; excluded and
-- normalized_* columns never.
CREATE FUNCTION "audit_diff"(o jsonb, n jsonb, cfg jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_object_agg(k,
           CASE WHEN cfg -> 'secret' ? k
                  OR (cfg ? 'secretRows'
                      AND cfg -> 'secretRows' -> 'columns' ? k
                      AND cfg -> 'secretRows' -> 'values' ? (coalesce(n, o) ->> (cfg -> 'secretRows' ->> 'column')))
                THEN '"secret"'::jsonb
                ELSE jsonb_build_array(coalesce(o -> k, 'null'::jsonb), coalesce(n -> k, 'null'::jsonb)) END),
         '{}'::jsonb)
  FROM jsonb_object_keys(coalesce(n, o)) AS k
  WHERE NOT (cfg -> 'exclude' ? k) AND k NOT LIKE 'normalized\_%'
    AND coalesce(o -> k, 'null'::jsonb) IS DISTINCT FROM coalesce(n -> k, 'null'::jsonb)
$$;
--> statement-breakpoint
-- A parent's entity name: declared, or read from a type column (an attachment's or extra field's owner).
CREATE FUNCTION "audit_parent_type"(j jsonb, cfg jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN cfg -> 'parent' ? 'typeColumn'
    THEN cfg -> 'parent' -> 'types' ->> (j ->> (cfg -> 'parent' ->> 'typeColumn'))
    ELSE cfg -> 'parent' ->> 'entity' END
$$;
--> statement-breakpoint
-- One record per changed row of the statement, in the statement's transaction: rolled back with it. An update
-- that changed only excluded columns leaves none; an update that sets is_deleted is a delete (soft delete).
-- Runs as the caller (the application role may insert into the log; RLS checks the record's tenant).
CREATE FUNCTION "audit_entity_change"() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  cfg jsonb := TG_ARGV[0]::jsonb;
  actor jsonb := coalesce(nullif(current_setting('app.audit', true), '')::jsonb, '{}'::jsonb);
  tx_tenant uuid := nullif(nullif(current_setting('app.tenant_id', true), ''), 'host')::uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_entity_changes (tenant_id, user_id, user_name, impersonator_user_id, impersonator_tenant_id,
      client_id, client_ip_address, browser_info, correlation_id, entity_type, entity_id, parent_entity_type,
      parent_entity_id, change_type, properties)
    SELECT coalesce((r.j ->> 'tenant_id')::uuid, tx_tenant), (actor ->> 'u')::uuid, actor ->> 'n',
      (actor ->> 'iu')::uuid, (actor ->> 'it')::uuid, actor ->> 'c', actor ->> 'ip', actor ->> 'ua', actor ->> 'r',
      cfg ->> 'entity', audit_key(r.j, cfg), audit_parent_type(r.j, cfg), r.j ->> (cfg -> 'parent' ->> 'column'),
      0, audit_diff(NULL, r.j, cfg)
    FROM (SELECT to_jsonb(x) AS j FROM new_rows x) r;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_entity_changes (tenant_id, user_id, user_name, impersonator_user_id, impersonator_tenant_id,
      client_id, client_ip_address, browser_info, correlation_id, entity_type, entity_id, parent_entity_type,
      parent_entity_id, change_type, properties)
    SELECT coalesce((r.j ->> 'tenant_id')::uuid, tx_tenant), (actor ->> 'u')::uuid, actor ->> 'n',
      (actor ->> 'iu')::uuid, (actor ->> 'it')::uuid, actor ->> 'c', actor ->> 'ip', actor ->> 'ua', actor ->> 'r',
      cfg ->> 'entity', audit_key(r.j, cfg), audit_parent_type(r.j, cfg), r.j ->> (cfg -> 'parent' ->> 'column'),
      2, audit_diff(r.j, NULL, cfg)
    FROM (SELECT to_jsonb(x) AS j FROM old_rows x) r;
  ELSE
    INSERT INTO audit_entity_changes (tenant_id, user_id, user_name, impersonator_user_id, impersonator_tenant_id,
      client_id, client_ip_address, browser_info, correlation_id, entity_type, entity_id, parent_entity_type,
      parent_entity_id, change_type, properties)
    SELECT coalesce((n.j ->> 'tenant_id')::uuid, tx_tenant), (actor ->> 'u')::uuid, actor ->> 'n',
      (actor ->> 'iu')::uuid, (actor ->> 'it')::uuid, actor ->> 'c', actor ->> 'ip', actor ->> 'ua', actor ->> 'r',
      cfg ->> 'entity', n.k, audit_parent_type(n.j, cfg), n.j ->> (cfg -> 'parent' ->> 'column'),
      CASE WHEN (o.j ->> 'is_deleted')::boolean IS FALSE AND (n.j ->> 'is_deleted')::boolean THEN 2 ELSE 1 END,
      d.p
    FROM (SELECT to_jsonb(x) AS j, audit_key(to_jsonb(x), cfg) AS k FROM old_rows x) o
    JOIN (SELECT to_jsonb(x) AS j, audit_key(to_jsonb(x), cfg) AS k FROM new_rows x) n ON n.k = o.k
    CROSS JOIN LATERAL (SELECT audit_diff(o.j, n.j, cfg) AS p) d
    WHERE d.p <> '{}'::jsonb;
  END IF;
  RETURN NULL;
END $$;
