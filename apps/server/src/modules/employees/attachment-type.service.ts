import {
  type AttachmentTypeDto,
  availableExtensions,
  type CreateAttachmentType,
  type EntityType,
  type GetAttachmentTypes,
  type PagedResult,
  type UpdateAttachmentType,
} from '@hr/contracts';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, modifiedBy, newId, normalized } from '../../platform/db/columns.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { uniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError, concurrencyConflict, notFound } from '../../platform/errors.ts';
import { attachments, attachmentTypes } from './employee-settings.tables.ts';

type Row = typeof attachmentTypes.$inferSelect;
type Scope = Pick<RequestContext, 'tenantId' | 'userId'>;

export const typesOfTenant = (tenantId: string) => eq(attachmentTypes.tenantId, tenantId);

function toDto(row: Row): AttachmentTypeDto {
  return {
    id: row.id,
    name: row.name,
    entityType: row.entityType as EntityType,
    allowedSize: row.allowedSize,
    allowedExtensions: row.allowedExtensions.map((value) => ({ value })),
    ...auditFields(row),
    concurrencyStamp: row.concurrencyStamp,
  };
}

const sortable: Record<string, AnyPgColumn> = {
  name: attachmentTypes.normalizedName,
  entitytype: attachmentTypes.entityType,
  allowedsize: attachmentTypes.allowedSize,
  creationtime: attachmentTypes.creationTime,
};

/** The extensions as stored: lower case, each once, in the order of the available list. */
function extensionsOf(input: { allowedExtensions: Array<{ value: string }> }): string[] {
  const chosen = new Set(input.allowedExtensions.map((e) => e.value));
  return availableExtensions.filter((e) => chosen.has(e));
}

async function assertUniqueName(tx: Tx, tenantId: string, name: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: attachmentTypes.id })
    .from(attachmentTypes)
    .where(and(typesOfTenant(tenantId), eq(attachmentTypes.normalizedName, normalized(name))));
  if (clash && clash.id !== exceptId) throw new AppError('AttachmentType:DuplicateName', { name });
}

/** A concurrent save of the same name fails on the unique index: the same answer as the check's. */
async function saving<T>(name: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (uniqueViolation(error) === 'attachment_types_tenant_name')
      throw new AppError('AttachmentType:DuplicateName', { name });
    throw error;
  }
}

/** Attachment types: a unique name per tenant, a size limit and extensions from the verifiable list. */
export function createAttachmentTypeService(db: Database) {
  async function find(tx: Tx, tenantId: string, id: string): Promise<Row> {
    const [row] = await tx
      .select()
      .from(attachmentTypes)
      .where(and(typesOfTenant(tenantId), eq(attachmentTypes.id, id)));
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(ctx: Scope, input: GetAttachmentTypes): Promise<PagedResult<AttachmentTypeDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const filter = input.filter ? containing(input.filter) : undefined;
        const where = and(
          typesOfTenant(tenantId),
          input.entityType ? eq(attachmentTypes.entityType, input.entityType) : undefined,
          filter ? ilike(attachmentTypes.name, filter) : undefined,
        );
        const [total] = await tx.select({ n: count() }).from(attachmentTypes).where(where);
        const rows = await tx
          .select()
          .from(attachmentTypes)
          .where(where)
          .orderBy(
            ...sortingOrder(input.sorting, sortable, {
              fallback: [asc(attachmentTypes.normalizedName), asc(attachmentTypes.id)],
              tieBreaker: attachmentTypes.id,
            }),
          )
          .limit(input.maxResultCount)
          .offset(input.skipCount);
        return { totalCount: total?.n ?? 0, items: rows.map(toDto) };
      });
    },

    /** Every type of an entity type, by name: the type select of the upload dialog. */
    async byEntityType(ctx: Scope, entityType: EntityType): Promise<AttachmentTypeDto[]> {
      const tenantId = tenantOf(ctx);
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select()
          .from(attachmentTypes)
          .where(and(typesOfTenant(tenantId), eq(attachmentTypes.entityType, entityType)))
          .orderBy(asc(attachmentTypes.normalizedName), asc(attachmentTypes.id)),
      );
      return rows.map(toDto);
    },

    availableExtensions(): string[] {
      return [...availableExtensions];
    },

    async get(ctx: Scope, id: string): Promise<AttachmentTypeDto> {
      const tenantId = tenantOf(ctx);
      return toDto(await db.transaction(ctx, (tx) => find(tx, tenantId, id)));
    },

    async create(ctx: Scope, input: CreateAttachmentType): Promise<AttachmentTypeDto> {
      const tenantId = tenantOf(ctx);
      const name = input.name.trim();
      const row = await saving(name, () =>
        db.transaction(ctx, async (tx) => {
          await assertUniqueName(tx, tenantId, name);
          const [inserted] = await tx
            .insert(attachmentTypes)
            .values({
              id: newId(),
              tenantId,
              name,
              normalizedName: normalized(name),
              entityType: input.entityType,
              allowedSize: input.allowedSize,
              allowedExtensions: extensionsOf(input),
              creatorId: ctx.userId,
            })
            .returning();
          return inserted!;
        }),
      );
      return toDto(row);
    },

    /**
     * Updates a type. Files already stored keep their size and extension: the new limits apply to the
     * next uploads.
     */
    async update(ctx: Scope, input: UpdateAttachmentType): Promise<AttachmentTypeDto> {
      const tenantId = tenantOf(ctx);
      const name = input.name.trim();
      const row = await saving(name, () =>
        db.transaction(ctx, async (tx) => {
          const current = await find(tx, tenantId, input.id);
          if (current.concurrencyStamp !== input.concurrencyStamp) throw concurrencyConflict();
          if (normalized(current.name) !== normalized(name))
            await assertUniqueName(tx, tenantId, name, current.id);
          const [updated] = await tx
            .update(attachmentTypes)
            .set({
              name,
              normalizedName: normalized(name),
              entityType: input.entityType,
              allowedSize: input.allowedSize,
              allowedExtensions: extensionsOf(input),
              ...modifiedBy(ctx.userId),
            })
            .where(
              and(
                typesOfTenant(tenantId),
                eq(attachmentTypes.id, input.id),
                eq(attachmentTypes.concurrencyStamp, input.concurrencyStamp),
              ),
            )
            .returning();
          if (!updated) throw concurrencyConflict();
          return updated;
        }),
      );
      return toDto(row);
    },

    /** Refused while any attachment (saved or a recent upload) is of this type. */
    async delete(ctx: Scope, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const current = await find(tx, tenantId, id);
        const [used] = await tx
          .select({ n: count() })
          .from(attachments)
          .where(and(eq(attachments.tenantId, tenantId), eq(attachments.attachmentTypeId, id)));
        if (used && used.n > 0)
          throw new AppError('AttachmentType:InUse', { name: current.name, count: used.n });
        await tx.delete(attachmentTypes).where(and(typesOfTenant(tenantId), eq(attachmentTypes.id, id)));
      });
    },
  };
}
export type AttachmentTypeService = ReturnType<typeof createAttachmentTypeService>;
