import { allFeatures, type FeatureProviderName, featureByName } from '@hr/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from './db/database.ts';
import { AppError } from './errors.ts';
import { featureValues } from './platform.tables.ts';

/** A provider's own stored values (no fallback): what the feature dialog starts from. */
export type StoredFeatureValues = Map<string, string>;

const host = { tenantId: null };

/**
 * Feature values of a tenant: its own value ('T'), else the host default ('D'), else the definition's
 * default; a child toggle is off while its parent toggle is off. The host side has the definitions' values. Feature values belong to the host (the
 * table has no tenant_id): tenants read them through this service and never write them.
 */
export function createFeatureService(db: Database) {
  /** Resolves the chain and the parent rule; `ownValues` are the tenant's own ('T') values, if any. */
  function resolve(
    defaults: StoredFeatureValues,
    own: StoredFeatureValues | undefined,
  ): Record<string, string> {
    const result: Record<string, string> = {};
    // allFeatures lists parents before their children, so a grandchild sees its parent's final value.
    for (const f of allFeatures) {
      result[f.name] = own?.get(f.name) ?? defaults.get(f.name) ?? f.defaultValue;
      if (
        f.parentName &&
        result[f.parentName] === 'false' &&
        featureByName.get(f.parentName)?.valueType.name === 'ToggleStringValueType' &&
        f.valueType.name === 'ToggleStringValueType'
      )
        result[f.name] = 'false';
    }
    return result;
  }

  /** The stored rows a tenant's values come from: the host defaults ('D') and the tenant's own ('T'). */
  const rowsOf = (tenantId: string) =>
    or(
      eq(featureValues.providerName, 'D'),
      and(eq(featureValues.providerName, 'T'), eq(featureValues.providerKey, tenantId)),
    );

  /** A tenant's values from its stored rows (`rowsOf`); the host's values need none. */
  function fromRows(
    tenantId: string | null,
    rows: ReadonlyArray<{ providerName: string; name: string; value: string }>,
  ): Record<string, string> {
    // The host is the operator, not a customer: the host defaults are what tenants get, and the host side
    // itself always has the definitions' values (so turning settings off for tenants cannot lock the host
    // out of the page where it manages features).
    if (!tenantId) return resolve(new Map(), undefined);
    const defaults = new Map(rows.filter((r) => r.providerName === 'D').map((r) => [r.name, r.value]));
    const own = new Map(rows.filter((r) => r.providerName === 'T').map((r) => [r.name, r.value]));
    return resolve(defaults, own);
  }

  async function values(tenantId: string | null): Promise<Record<string, string>> {
    if (!tenantId) return fromRows(null, []);
    // On the owner connection without a transaction of its own: the table has no tenant rows to protect.
    return fromRows(tenantId, await db.owner.select().from(featureValues).where(rowsOf(tenantId)));
  }

  /**
   * The same read as a JSON array inside another statement (the permission check's), so that a request's
   * grants and features come back in one round trip: `fromRows(tenantId, parsed)` resolves it.
   */
  const rowsJson = (tenantId: string | null) =>
    tenantId
      ? sql`(select coalesce(json_agg(json_build_object('providerName', ${featureValues.providerName}, 'name', ${featureValues.name}, 'value', ${featureValues.value})), '[]'::json) from ${featureValues} where ${rowsOf(tenantId)})`
      : sql`'[]'::json`;

  async function stored(
    providerName: FeatureProviderName,
    providerKey: string,
  ): Promise<StoredFeatureValues> {
    const rows = await db.transaction(host, (tx) =>
      tx
        .select({ name: featureValues.name, value: featureValues.value })
        .from(featureValues)
        .where(and(eq(featureValues.providerName, providerName), eq(featureValues.providerKey, providerKey))),
    );
    return new Map(rows.filter((r) => featureByName.has(r.name)).map((r) => [r.name, r.value]));
  }

  async function get(tenantId: string | null, name: string): Promise<string> {
    if (!featureByName.has(name)) throw new Error(`Unknown feature ${name}`);
    return (await values(tenantId))[name]!;
  }

  return {
    values,
    fromRows,
    rowsJson,
    resolve,
    stored,
    /** One feature's value for a tenant (or the host, null), e.g. HR.MaxEmployeeCount for a limit. */
    get,
    /** A numeric feature's value; NaN never leaves here (an unparsable value reads as the default). */
    async getNumber(tenantId: string | null, name: string): Promise<number> {
      const value = Number(await get(tenantId, name));
      return Number.isFinite(value) ? value : Number(featureByName.get(name)?.defaultValue ?? 0);
    },
    async isEnabled(tenantId: string | null, name: string): Promise<boolean> {
      return (await get(tenantId, name)) === 'true';
    },
    /** Throws 403 Platform:FeatureDisabled unless the toggle is on for the tenant. */
    async requireEnabled(tenantId: string | null, name: string): Promise<void> {
      if ((await get(tenantId, name)) !== 'true')
        throw new AppError('Platform:FeatureDisabled', { feature: name });
    },
    /** The values the web app may see (application-configuration). */
    async clientValues(tenantId: string | null): Promise<Record<string, string>> {
      const all = await values(tenantId);
      return Object.fromEntries(
        Object.entries(all).filter(([name]) => featureByName.get(name)?.isVisibleToClients),
      );
    },
    /**
     * Host only: writes a provider's values in one transaction; a null value removes the provider's own
     * value so that it follows the next provider again. Names must be known (validated by the caller).
     */
    async save(
      providerName: FeatureProviderName,
      providerKey: string,
      changes: ReadonlyMap<string, string | null>,
    ): Promise<void> {
      for (const name of changes.keys())
        if (!featureByName.has(name)) throw new Error(`Unknown feature ${name}`);
      const removed = [...changes].filter(([, v]) => v === null).map(([name]) => name);
      const set = [...changes].flatMap(([name, value]) => (value === null ? [] : [{ name, value }]));
      await db.transaction(host, async (tx) => {
        const provider = and(
          eq(featureValues.providerName, providerName),
          eq(featureValues.providerKey, providerKey),
        );
        if (removed.length)
          await tx.delete(featureValues).where(and(provider, inArray(featureValues.name, removed)));
        for (const { name, value } of set) {
          await tx
            .insert(featureValues)
            .values({ name, value, providerName, providerKey })
            .onConflictDoUpdate({
              target: [featureValues.providerName, featureValues.providerKey, featureValues.name],
              set: { value },
            });
        }
      });
    },
    /** Host only: sets one value of a tenant ('T') or of the host defaults ('D'). */
    async set(
      providerName: FeatureProviderName,
      providerKey: string,
      name: string,
      value: string,
    ): Promise<void> {
      await this.save(providerName, providerKey, new Map([[name, value]]));
    },
    /** Removes every value of the provider: the tenant follows the host defaults, the host the definitions. */
    async reset(providerName: FeatureProviderName, providerKey: string): Promise<void> {
      await db.transaction(host, (tx) =>
        tx
          .delete(featureValues)
          .where(
            and(eq(featureValues.providerName, providerName), eq(featureValues.providerKey, providerKey)),
          ),
      );
    },
  };
}
export type FeatureService = ReturnType<typeof createFeatureService>;
