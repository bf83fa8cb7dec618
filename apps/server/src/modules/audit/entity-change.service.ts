import {
  AuditPermissions,
  auditedEntityTypes,
  type EntityChangeDto,
  type EntityPropertyChangeDto,
  type getEntityChangesInput,
  type PagedResult,
} from '@hr/contracts';
import { and, asc, desc, eq, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { PlatformServices } from '../../platform/platform-services.ts';
import { entityChanges } from './audit.tables.ts';

type Row = typeof entityChanges.$inferSelect;
type Filters = Omit<z.output<typeof getEntityChangesInput>, 'skipCount' | 'maxResultCount' | 'sorting'>;

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** A recorded value as ABP's property change shows it: JSON text, a text as itself. */
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

export function propertyChanges(properties: unknown): EntityPropertyChangeDto[] {
  return Object.entries((properties ?? {}) as Record<string, unknown>).map(([column, change]) =>
    Array.isArray(change)
      ? {
          propertyName: camel(column),
          originalValue: asText(change[0]),
          newValue: asText(change[1]),
          isSecret: false,
        }
      : { propertyName: camel(column), originalValue: null, newValue: null, isSecret: true },
  );
}

export function toDto(row: Row): EntityChangeDto {
  return {
    id: String(row.id),
    changeTime: row.changeTime.toISOString(),
    changeType: row.changeType,
    entityTypeFullName: row.entityType,
    entityId: row.entityId,
    parentEntityType: row.parentEntityType,
    parentEntityId: row.parentEntityId,
    userId: row.userId,
    userName: row.userName,
    impersonatorUserId: row.impersonatorUserId,
    clientId: row.clientId,
    clientIpAddress: row.clientIpAddress,
    browserInfo: row.browserInfo,
    correlationId: row.correlationId,
    propertyChanges: propertyChanges(row.properties),
  };
}

const t = entityChanges;
/** The caller's side of the log: the tenant's records, or the host's own (tenant null). */
const ofScope = (ctx: Pick<RequestContext, 'tenantId'>) =>
  ctx.tenantId ? eq(t.tenantId, ctx.tenantId) : isNull(t.tenantId);

function conditions(ctx: RequestContext, f: Filters): SQL {
  if (f.startTime && f.endTime && f.endTime < f.startTime)
    throw new AppError('AuditLogging:InvalidTimeRange');
  const where: (SQL | undefined)[] = [ofScope(ctx)];
  if (f.userId) where.push(eq(t.userId, f.userId));
  if (f.userName) where.push(eq(t.userName, f.userName));
  if (f.entityTypeFullName) where.push(eq(t.entityType, f.entityTypeFullName));
  if (f.entityId) where.push(eq(t.entityId, f.entityId));
  if (f.changeType !== undefined) where.push(eq(t.changeType, f.changeType));
  if (f.startTime) where.push(gte(t.changeTime, new Date(f.startTime)));
  if (f.endTime) where.push(lte(t.changeTime, new Date(f.endTime)));
  if (f.correlationId) where.push(eq(t.correlationId, f.correlationId));
  return and(...where)!;
}

/** Counted exactly up to this many; past it the list says "about" (the grid's estimate). */
const countLimit = 10_000;
const exportLimit = 100_000;

/**
 * The entity change log (issue 40): the tenant's log with its filters (AuditLogging.AuditLogs), its Excel
 * export, and one entity's History (with its children's changes) for whoever may read the entity.
 */
export function createEntityChangeService(db: Database, platform: Pick<PlatformServices, 'permissions'>) {
  async function count(tx: Tx, where: SQL): Promise<{ totalCount: number; totalCountIsEstimate?: boolean }> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(select 1 from ${t} where ${where} limit ${countLimit + 1}) as capped`);
    const n = row?.n ?? 0;
    return n > countLimit ? { totalCount: countLimit, totalCountIsEstimate: true } : { totalCount: n };
  }

  return {
    async list(ctx: RequestContext, input: z.output<typeof getEntityChangesInput>) {
      const where = conditions(ctx, input);
      const ascending = /\basc\b/i.test(input.sorting ?? '');
      return db.transaction(ctx, async (tx): Promise<PagedResult<EntityChangeDto>> => {
        const rows = await tx
          .select()
          .from(t)
          .where(where)
          .orderBy(ascending ? asc(t.changeTime) : desc(t.changeTime), ascending ? asc(t.id) : desc(t.id))
          .limit(input.maxResultCount)
          .offset(input.skipCount);
        return { ...(await count(tx, where)), items: rows.map(toDto) };
      });
    },

    /** The export's rows, newest first, read a page at a time (keyset on the id). */
    async *exportRows(ctx: RequestContext, input: Filters): AsyncGenerator<EntityChangeDto> {
      const where = conditions(ctx, input);
      let before: number | undefined;
      for (let read = 0; read < exportLimit; ) {
        const rows = await db.transaction(ctx, (tx) =>
          tx
            .select()
            .from(t)
            .where(before === undefined ? where : and(where, lt(t.id, before)))
            .orderBy(desc(t.id))
            .limit(1000),
        );
        for (const row of rows) yield toDto(row);
        read += rows.length;
        if (rows.length < 1000) return;
        before = rows.at(-1)!.id;
      }
    },

    /**
     * An entity's History, newest first: its own records and its children's (by their parent), each read
     * over its index. The caller needs the entity type's read policy or AuditLogging.AuditLogs.
     */
    async history(
      ctx: RequestContext,
      entityType: string,
      entityId: string,
      paging: { skipCount: number; maxResultCount: number },
    ): Promise<PagedResult<EntityChangeDto>> {
      const declared = (auditedEntityTypes as Record<string, { readPolicy: string }>)[entityType];
      if (!declared) throw new AppError('AuditLogging:UnknownEntityType', { entityType });
      const granted = await platform.permissions.granted(ctx);
      if (!granted.has(declared.readPolicy) && !granted.has(AuditPermissions.AuditLogs.Default))
        throw new AppError('Platform:Forbidden');
      const take = paging.skipCount + paging.maxResultCount;
      const own = and(ofScope(ctx), eq(t.entityType, entityType), eq(t.entityId, entityId));
      const children = and(
        ofScope(ctx),
        eq(t.parentEntityType, entityType),
        eq(t.parentEntityId, entityId),
        sql`${t.parentEntityId} is not null`,
      );
      return db.transaction(ctx, async (tx) => {
        const mine = await tx.select().from(t).where(own).orderBy(desc(t.id)).limit(take);
        const theirs = await tx.select().from(t).where(children).orderBy(desc(t.id)).limit(take);
        const rows = [...mine, ...theirs].sort((a, b) => b.id - a.id);
        const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(t).where(or(own, children));
        return {
          totalCount: total?.n ?? 0,
          items: rows.slice(paging.skipCount, take).map(toDto),
        };
      });
    },
  };
}
export type EntityChangeService = ReturnType<typeof createEntityChangeService>;
