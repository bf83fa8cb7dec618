import { allFeatures } from '@hr/contracts';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from './db/database.ts';
import { featureValues } from './platform.tables.ts';

const definitions = new Map(allFeatures.map((f) => [f.name, f]));

/** Feature values of a tenant: its own value, else the host default, else the definition's default. */
export function createFeatureService(db: Database) {
  async function values(tenantId: string | null): Promise<Record<string, string>> {
    const result: Record<string, string> = Object.fromEntries(
      allFeatures.map((f) => [f.name, f.defaultValue]),
    );
    // Only the host defaults and this tenant's own values: this runs on every permission check.
    const rows = await db.owner
      .select()
      .from(featureValues)
      .where(
        or(
          eq(featureValues.providerName, 'D'),
          tenantId
            ? and(eq(featureValues.providerName, 'T'), eq(featureValues.providerKey, tenantId))
            : undefined,
        ),
      );
    for (const row of rows.filter((r) => r.providerName === 'D')) result[row.name] = row.value;
    for (const row of rows.filter((r) => r.providerName === 'T')) result[row.name] = row.value;
    // A child feature is off when its parent toggle is off.
    for (const f of allFeatures) {
      if (f.parentName && result[f.parentName] === 'false' && f.valueType.name === 'ToggleStringValueType')
        result[f.name] = 'false';
    }
    return result;
  }

  return {
    values,
    /** The values the web app may see (application-configuration). */
    async clientValues(tenantId: string | null): Promise<Record<string, string>> {
      const all = await values(tenantId);
      return Object.fromEntries(
        Object.entries(all).filter(([name]) => definitions.get(name)?.isVisibleToClients),
      );
    },
    /** Host only: sets a tenant's value ('T') or the host default ('D'). */
    async set(providerName: 'T' | 'D', providerKey: string, name: string, value: string): Promise<void> {
      if (!definitions.has(name)) throw new Error(`Unknown feature ${name}`);
      await db.owner
        .insert(featureValues)
        .values({ name, value, providerName, providerKey })
        .onConflictDoUpdate({
          target: [featureValues.providerName, featureValues.providerKey, featureValues.name],
          set: { value },
        });
    },
    async reset(providerName: 'T' | 'D', providerKey: string): Promise<void> {
      await db.owner
        .delete(featureValues)
        .where(and(eq(featureValues.providerName, providerName), eq(featureValues.providerKey, providerKey)));
    },
  };
}
export type FeatureService = ReturnType<typeof createFeatureService>;
