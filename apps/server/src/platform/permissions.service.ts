import { allPermissions, type FlatPermission, permissionByName } from '@hr/contracts';
import { and, eq, fillPlaceholders, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { RequestContext } from './context.ts';
import { isUuid, jsonValue } from './db/columns.ts';
import { type AccessCheck, type Database, settleCheck, type Tx } from './db/database.ts';
import type { FeatureService } from './features.service.ts';
import { accessVersions, permissionGrants, revokedAccessTokens } from './platform.tables.ts';

export type PermissionProvider = 'R' | 'U';

/** A grant as stored: a permission to a role ('R', key = role name) or a user ('U', key = user id). */
export interface GrantRow {
  name: string;
  providerName: string;
  providerKey: string;
}

/**
 * The statement listing the roles a user holds now (columns `active`, `role_name`; no row when the user
 * does not exist or is deleted), with the tenant filtered in it. The identity module provides it; the
 * permission check runs it inside its own statement.
 */
export type CurrentRoles = (tenantId: string | null, userId: string) => SQL;

/** A tenant by id as one JSON value `{ id, name, isActive }` (null when none); the tenancy module provides it. */
export type CurrentTenant = (tenantId: string) => SQL;

/** The tenant as the request context needs it. */
export interface CallerTenant {
  id: string;
  name: string;
  isActive: boolean;
}

/** Whether a permission can be granted on this side (host or tenant) with the tenant's features. */
function available(p: FlatPermission, tenantId: string | null, features: Record<string, string>): boolean {
  if (tenantId ? p.side === 'host' : p.side === 'tenant') return false;
  return !p.feature || features[p.feature] === 'true';
}

const ofTenant = (tenantId: string | null) =>
  tenantId ? eq(permissionGrants.tenantId, tenantId) : isNull(permissionGrants.tenantId);

/** The grants of one provider (a role by name, a user by id) in a tenant. */
const ofProvider = (tenantId: string | null, provider: PermissionProvider, key: string) =>
  and(ofTenant(tenantId), eq(permissionGrants.providerName, provider), eq(permissionGrants.providerKey, key));

type Caller = Pick<RequestContext, 'tenantId' | 'userId'>;

/** The caller as the access check sees them. */
export interface CallerState {
  active: boolean;
  /** Shared by the requests that find the state kept: read it, never change it. */
  granted: ReadonlySet<string>;
  /** The caller's tenant as read with the grants (undefined on the host or when it was not read). */
  tenant?: CallerTenant | null;
  /** The caller's access tokens revoked before their expiry (`revokedKey`: by token id or by grant). */
  revoked: ReadonlySet<string>;
}

const noneRevoked: ReadonlySet<string> = new Set();

/**
 * Grants live in the database per tenant, to roles (by name) and users (by id). What a user holds is the
 * union of their own and their roles' grants, limited to the permissions of their side and features.
 * The roles are the ones the user holds now in the database (not those in their token), so a change of
 * roles, of a role's grants or of the user's active flag counts from the next request on.
 *
 * A caller's state is kept in the process, stamped with the access counters of their tenant and the host
 * (`access_versions`, raised by triggers on every table the state is read from). A request whose stamp is
 * unchanged reads one counter row instead of the grants; any change, made by any process or statement,
 * changes the stamp, and the next request reads the state afresh.
 */
const dialect = new PgDialect();

/** The host's scope of the access counters (also raised for what tenants share: feature values). */
const hostScope = '00000000-0000-0000-0000-000000000000';
/** The stamp of a scope's callers (a tenant's id, or the host's scope): its and the host's counters' sum, as text. */
const stampOf = (scope: unknown) =>
  sql`(select coalesce(sum(${accessVersions.version}), 0)::text from ${accessVersions}
        where ${accessVersions.scope} in (${scope}, ${sql.raw(`'${hostScope}'::uuid`)}))`;
/** The stamp alone, a prepared statement of a request whose caller's state is kept. */
const stampStatement = dialect.sqlToQuery(sql`select ${stampOf(sql.placeholder('scope'))} as stamp`);
/**
 * The stamp alone as a request's first transaction reads it with its BEGIN: prepared once on each
 * connection (the server plans it once instead of on every request: 60-85 µs; docs/scaling.md, step 9),
 * then executed with the scope written in (a uuid, checked before), as a batch takes no parameters. Its
 * own name: `readStamp` prepares the parameterised statement as `access_stamp` on the same connections.
 */
const stampPrepare = (() => {
  const query = dialect.sqlToQuery(sql`select ${stampOf(sql.raw('$1'))} as stamp`);
  if (query.params.length) throw new Error('The prepared access stamp must take its scope alone');
  return `prepare access_stamp_batch(uuid) as ${query.sql}`;
})();
const stampExecute = (scope: string) => `execute access_stamp_batch('${scope}'::uuid)`;
/** At most this many callers' states are kept, the least recently used given up first. */
const keptCallers = 10_000;

export function createPermissionService(
  db: Database,
  features: FeatureService,
  queries: { currentRoles: CurrentRoles; currentTenant: CurrentTenant },
) {
  /** The permissions grantable here, in registry order; a child whose parent is not grantable is left out. */
  async function grantableDefinitions(tenantId: string | null): Promise<FlatPermission[]> {
    const featureValues = await features.values(tenantId);
    const kept = new Set<string>();
    const out: FlatPermission[] = [];
    // The registry lists parents before their children.
    for (const p of allPermissions) {
      if (!available(p, tenantId, featureValues)) continue;
      if (p.parentName && !kept.has(p.parentName)) continue;
      kept.add(p.name);
      out.push(p);
    }
    return out;
  }

  /**
   * The caller's statement: the user's roles and grants, with the tenant filtered explicitly, the tenant's
   * feature values, and the tenant itself (the request context's resolve). Its text depends only on
   * whether there is a tenant, so it is built once for each case, with the tenant and the user as its
   * parameters, and runs as a prepared statement (drizzle builds nothing and the server plans nothing on
   * each request).
   */
  const callerSentinels = {
    tenant: '00000000-0000-4000-8000-00000000c0de',
    user: '00000000-0000-4000-8000-0000000c0de0',
  };
  const callerStatements = new Map<
    boolean,
    { text: string; values: (tenantId: string | null, userId: string) => unknown[] }
  >();
  /**
   * The caller's query for a tenant (null: the host) and a user, with the stamp it was read at. Every
   * table it reads has a trigger raising the access counters (migration 0028): a table read here later
   * needs one too, or a change to it would go unseen while a state is kept.
   */
  function callerQuery(tenantId: string | null, userId: string): SQL {
    return sql`
        with caller as (${queries.currentRoles(tenantId, userId)})
        select ${stampOf(tenantId ?? hostScope)} as stamp,
               (select bool_or(active) from caller) as active,
               (select coalesce(json_agg(distinct ${permissionGrants.name}), '[]'::json)
                  from ${permissionGrants}
                 where ${and(
                   ofTenant(tenantId),
                   or(
                     and(eq(permissionGrants.providerName, 'U'), eq(permissionGrants.providerKey, userId)),
                     and(
                       eq(permissionGrants.providerName, 'R'),
                       sql`${permissionGrants.providerKey} in (select role_name from caller where role_name is not null)`,
                     ),
                   ),
                 )}) as names,
               (select coalesce(json_agg(${revokedAccessTokens.kind} || ':' || ${revokedAccessTokens.tokenId}), '[]'::json)
                  from ${revokedAccessTokens}
                 where ${revokedAccessTokens.userId} = ${userId}
                   and ${revokedAccessTokens.expiresAt} > now()) as revoked,
               ${features.rowsJson(tenantId)} as features,
               ${tenantId ? queries.currentTenant(tenantId) : sql`null::json`} as tenant`;
  }
  function callerStatement(hasTenant: boolean) {
    let statement = callerStatements.get(hasTenant);
    if (statement) return statement;
    const built = dialect.sqlToQuery(
      callerQuery(hasTenant ? callerSentinels.tenant : null, callerSentinels.user),
    );
    // Every value of the statement is a constant of its text but the tenant and the user: those are put in
    // where the sentinels stood.
    if (built.sql.includes(callerSentinels.tenant) || built.sql.includes(callerSentinels.user))
      throw new Error(
        'The caller statement writes the tenant or the user into its text: they must be parameters',
      );
    const params = built.params;
    statement = {
      text: built.sql,
      values: (tenant, user) =>
        params.map((p) => (p === callerSentinels.tenant ? tenant : p === callerSentinels.user ? user : p)),
    };
    callerStatements.set(hasTenant, statement);
    return statement;
  }

  /** Callers' states by tenant and user, each with its stamp; the most recently used last. */
  const kept = new Map<string, { stamp: string; state: CallerState }>();

  /**
   * What the caller may do: whether they may act at all (a live, active user), and their grants. The state
   * kept for them when their stamp is unchanged, else read afresh (and kept).
   */
  async function readState(ctx: Caller, deferStamp: boolean): Promise<CallerState> {
    const userId = ctx.userId;
    if (!userId || !isUuid(userId)) return { active: false, granted: new Set(), revoked: noneRevoked };
    if (ctx.tenantId !== null && !isUuid(ctx.tenantId))
      return { active: false, granted: new Set(), revoked: noneRevoked };
    const key = `${ctx.tenantId ?? ''}/${userId}`;
    const scope = ctx.tenantId ?? hostScope;
    let known = kept.get(key);
    if (known && deferStamp) {
      // Used now, confirmed by the request's first transaction (or by `confirm` when it runs none).
      checks.set(ctx, {
        prepare: stampPrepare,
        execute: stampExecute(scope),
        stamp: known.stamp,
        outcome: 'pending',
      });
    } else if (known) {
      if ((await readStamp(scope)) !== known.stamp) known = await readFresh(ctx.tenantId, userId);
    } else known = await readFresh(ctx.tenantId, userId);
    kept.delete(key); // set again: the most recently used last
    kept.set(key, known);
    if (kept.size > keptCallers) kept.delete(kept.keys().next().value!);
    return known.state;
  }

  /** The access stamp of a scope's callers, read now. */
  async function readStamp(scope: string): Promise<string | undefined> {
    const { rows } = await db.ownerSql.query<{ stamp: string }>(
      stampStatement.sql,
      fillPlaceholders(stampStatement.params, { scope }),
      'access_stamp',
    );
    return rows[0]?.stamp;
  }

  /** The caller's state and the stamp it was read at, from one statement (one snapshot). */
  async function readFresh(
    tenantId: string | null,
    userId: string,
  ): Promise<{ stamp: string; state: CallerState }> {
    // One statement on the owner connection (no transaction: a single statement is consistent on its own).
    const statement = callerStatement(tenantId !== null);
    const result = await db.ownerSql.query<{
      stamp: string;
      active: boolean | null;
      names: unknown;
      revoked: unknown;
      features: unknown;
      tenant: unknown;
    }>(
      statement.text,
      statement.values(tenantId, userId),
      tenantId ? 'caller_state_tenant' : 'caller_state_host',
    );
    const row = result.rows[0];
    if (!row) throw new Error('The caller statement returned no row');
    const tenant = tenantId ? (jsonValue<CallerTenant | null>(row.tenant) ?? null) : undefined;
    if (!row.active)
      return { stamp: row.stamp, state: { active: false, granted: new Set(), tenant, revoked: noneRevoked } };
    const revokedKeys = jsonValue<string[]>(row.revoked);
    const revoked = revokedKeys.length ? new Set(revokedKeys) : noneRevoked;
    const names = jsonValue<string[]>(row.names);
    const featureValues = features.fromRows(
      tenantId,
      jsonValue<Array<{ providerName: string; name: string; value: string }>>(row.features),
    );
    const granted = new Set<string>();
    for (const name of names) {
      const p = permissionByName.get(name);
      // The registry's own string, so that kept states share their names.
      if (p && available(p, tenantId, featureValues)) granted.add(p.name);
    }
    return { stamp: row.stamp, state: { active: true, granted, tenant, revoked } };
  }

  // Read once per request: the request's context object is the key, so the access check, the services and
  // application-configuration of one request share one read, and the next request reads afresh.
  const perRequest = new WeakMap<object, Promise<CallerState>>();
  /** The access checks of requests that used a kept state without reading its stamp, by request context. */
  const checks = new WeakMap<object, AccessCheck>();
  function state(ctx: Caller, options: { deferStamp?: boolean } = {}): Promise<CallerState> {
    let read = perRequest.get(ctx);
    if (!read) {
      read = readState(ctx, options.deferStamp === true);
      perRequest.set(ctx, read);
    }
    return read;
  }

  return {
    /** The caller's query (what `state` reads when the stamp moved): a test checks every table it reads. */
    callerQuery,

    /**
     * Whether the caller is a live, active user (a deleted or deactivated user's token is refused at once,
     * not when it expires), with the permissions they hold now. Read once per request.
     */
    state,

    /**
     * The access check of a request whose state was used without reading its stamp (`deferStamp`), to be
     * confirmed in its first transaction (`accessCheck`); undefined when the stamp was read.
     */
    checkOf(ctx: Caller): AccessCheck | undefined {
      return checks.get(ctx);
    },

    /**
     * Settles a pending check by reading the stamp now (a refusal, or a request that ran no transaction):
     * whether the caller's access is unchanged.
     */
    async confirm(ctx: Caller, check: AccessCheck): Promise<boolean> {
      if (check.outcome !== 'pending') return check.outcome === 'same';
      return settleCheck(check, await readStamp(ctx.tenantId ?? hostScope));
    },

    async granted(ctx: Pick<RequestContext, 'tenantId' | 'userId'>): Promise<ReadonlySet<string>> {
      return (await state(ctx)).granted;
    },

    /** Every permission that may be granted on this side: what a tenant's admin role starts with. */
    async grantable(tenantId: string | null): Promise<string[]> {
      return (await grantableDefinitions(tenantId)).map((p) => p.name);
    },

    grantableDefinitions,

    /** The grants of some providers of one kind, inside the caller's transaction. */
    async grantsOf(
      tx: Tx,
      tenantId: string | null,
      provider: PermissionProvider,
      keys: string[],
    ): Promise<GrantRow[]> {
      if (!keys.length) return [];
      return tx
        .select({
          name: permissionGrants.name,
          providerName: permissionGrants.providerName,
          providerKey: permissionGrants.providerKey,
        })
        .from(permissionGrants)
        .where(
          and(
            ofTenant(tenantId),
            eq(permissionGrants.providerName, provider),
            inArray(permissionGrants.providerKey, keys),
          ),
        );
    },

    /** Replaces nothing: adds the given grants (idempotent). Runs inside the caller's transaction. */
    async grant(
      tx: Tx,
      tenantId: string | null,
      provider: PermissionProvider,
      key: string,
      names: string[],
    ): Promise<void> {
      const unknown = names.filter((n) => !permissionByName.has(n));
      if (unknown.length) throw new Error(`Unknown permissions: ${unknown.join(', ')}`);
      if (!names.length) return;
      await tx
        .insert(permissionGrants)
        .values(names.map((name) => ({ tenantId, name, providerName: provider, providerKey: key })))
        .onConflictDoNothing();
    },

    /** Removes the given grants of one provider (missing ones are ignored). */
    async revoke(
      tx: Tx,
      tenantId: string | null,
      provider: PermissionProvider,
      key: string,
      names: string[],
    ): Promise<void> {
      if (!names.length) return;
      await tx
        .delete(permissionGrants)
        .where(and(ofProvider(tenantId, provider, key), inArray(permissionGrants.name, names)));
    },

    /** Removes every grant of one provider (a deleted role or user). */
    async revokeAll(
      tx: Tx,
      tenantId: string | null,
      provider: PermissionProvider,
      key: string,
    ): Promise<void> {
      await tx.delete(permissionGrants).where(ofProvider(tenantId, provider, key));
    },

    /** Moves one provider's grants to a new key (a renamed role). */
    async renameKey(
      tx: Tx,
      tenantId: string | null,
      provider: PermissionProvider,
      oldKey: string,
      newKey: string,
    ): Promise<void> {
      if (oldKey === newKey) return;
      await tx
        .update(permissionGrants)
        .set({ providerKey: newKey })
        .where(ofProvider(tenantId, provider, oldKey));
    },
  };
}
export type PermissionService = ReturnType<typeof createPermissionService>;
