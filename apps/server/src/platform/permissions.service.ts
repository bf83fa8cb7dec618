import { allPermissions, type FlatPermission, permissionByName } from '@hr/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { RequestContext } from './context.ts';
import type { Database, Tx } from './db/database.ts';
import type { FeatureService } from './features.service.ts';
import { permissionGrants } from './platform.tables.ts';

export type PermissionProvider = 'R' | 'U';

/** Whether a permission can be granted on this side (host or tenant) with the tenant's features. */
function available(p: FlatPermission, tenantId: string | null, features: Record<string, string>): boolean {
  if (tenantId ? p.side === 'host' : p.side === 'tenant') return false;
  return !p.feature || features[p.feature] === 'true';
}

/**
 * Grants live in the database per tenant, to roles (by name) and users (by id). What a user holds is the
 * union of their own and their roles' grants, limited to the permissions of their side and features.
 */
export function createPermissionService(db: Database, features: FeatureService) {
  return {
    async granted(ctx: Pick<RequestContext, 'tenantId' | 'userId' | 'roles'>): Promise<Set<string>> {
      if (!ctx.userId) return new Set();
      const providers = [
        and(eq(permissionGrants.providerName, 'U'), eq(permissionGrants.providerKey, ctx.userId)),
      ];
      if (ctx.roles.length) {
        providers.push(
          and(eq(permissionGrants.providerName, 'R'), inArray(permissionGrants.providerKey, ctx.roles)),
        );
      }
      const [rows, featureValues] = await Promise.all([
        db.transaction(ctx, (tx) =>
          tx
            .select({ name: permissionGrants.name })
            .from(permissionGrants)
            .where(or(...providers)),
        ),
        features.values(ctx.tenantId),
      ]);
      const names = new Set<string>();
      for (const { name } of rows) {
        const p = permissionByName.get(name);
        if (p && available(p, ctx.tenantId, featureValues)) names.add(name);
      }
      return names;
    },

    /** Every permission that may be granted on this side: what a tenant's admin role starts with. */
    async grantable(tenantId: string | null): Promise<string[]> {
      const featureValues = await features.values(tenantId);
      return allPermissions.filter((p) => available(p, tenantId, featureValues)).map((p) => p.name);
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
  };
}
export type PermissionService = ReturnType<typeof createPermissionService>;
