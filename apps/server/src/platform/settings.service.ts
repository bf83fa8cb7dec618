import { type SettingDefinition, settingDefinitions } from '@hr/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from './context.ts';
import type { Database } from './db/database.ts';
import { settings } from './platform.tables.ts';

const definitions = new Map<string, SettingDefinition>(settingDefinitions.map((d) => [d.name, d]));

/**
 * Settings resolve default -> global (host) -> tenant -> user. Global values are host rows, so they are
 * read in a host transaction of their own and tenant and user values in the tenant's: never nested.
 */
export function createSettingService(db: Database) {
  async function rowsFor(tenantId: string | null, providerNames: string[]) {
    return db.transaction({ tenantId }, (tx) =>
      tx.select().from(settings).where(inArray(settings.providerName, providerNames)),
    );
  }

  async function values(ctx: Pick<RequestContext, 'tenantId' | 'userId'>): Promise<Record<string, string>> {
    const result: Record<string, string> = Object.fromEntries(
      settingDefinitions.map((d) => [d.name, d.defaultValue]),
    );
    for (const row of await rowsFor(null, ['G'])) result[row.name] = row.value;
    if (ctx.tenantId || ctx.userId) {
      const own = await rowsFor(ctx.tenantId, ['T', 'U']);
      for (const row of own.filter((r) => r.providerName === 'T')) result[row.name] = row.value;
      for (const row of own.filter((r) => r.providerName === 'U' && r.providerKey === ctx.userId))
        result[row.name] = row.value;
    }
    return result;
  }

  return {
    values,
    /** The values the web app may see; encrypted settings never leave the server. */
    async clientValues(ctx: Pick<RequestContext, 'tenantId' | 'userId'>): Promise<Record<string, string>> {
      const all = await values(ctx);
      return Object.fromEntries(
        Object.entries(all).filter(([name]) => definitions.get(name)?.isVisibleToClients),
      );
    },
    async get(ctx: Pick<RequestContext, 'tenantId' | 'userId'>, name: string): Promise<string> {
      return (await values(ctx))[name] ?? '';
    },
    /** Sets a value for the context's tenant (or globally in the host). */
    async setForCurrentTenant(
      ctx: Pick<RequestContext, 'tenantId'>,
      name: string,
      value: string,
    ): Promise<void> {
      if (!definitions.has(name)) throw new Error(`Unknown setting ${name}`);
      const providerName = ctx.tenantId ? 'T' : 'G';
      const providerKey = ctx.tenantId ?? '';
      await db.transaction({ tenantId: ctx.tenantId }, async (tx) => {
        const existing = await tx
          .select({ id: settings.id })
          .from(settings)
          .where(
            and(
              eq(settings.providerName, providerName),
              eq(settings.providerKey, providerKey),
              eq(settings.name, name),
            ),
          );
        if (existing[0]) await tx.update(settings).set({ value }).where(eq(settings.id, existing[0].id));
        else
          await tx
            .insert(settings)
            .values({ tenantId: ctx.tenantId, name, value, providerName, providerKey });
      });
    },
  };
}
export type SettingService = ReturnType<typeof createSettingService>;
