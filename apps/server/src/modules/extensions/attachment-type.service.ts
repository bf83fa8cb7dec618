import {
  type AttachmentTypeDto,
  availableExtensions,
  type CreateAttachmentType,
  type EntityType,
  type GetAttachmentTypes,
  type PagedResult,
  type UpdateAttachmentType,
} from '@hr/contracts';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, normalized } from '../../platform/db/columns.ts';
import {
  countRows,
  findOr404,
  pageOfTable,
  updateStamped,
  withUniqueErrors,
} from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { AppError } from '../../platform/errors.ts';
import { attachmentsOf } from './attachment.service.ts';
import { attachments, attachmentTypes } from './extensions.tables.ts';

type Row = typeof attachmentTypes.$inferSelect;
type Scope = Pick<RequestContext, 'tenantId' | 'userId' | 'now'>;

/** The tenant filter of the data layer (row-level security enforces it a second time). */
export const attachmentTypesOf = (tenantId: string) => eq(attachmentTypes.tenantId, tenantId);

function toDto(row: Row): AttachmentTypeDto {
  return {
    id: row.id,
    name: row.name,
    entityType: row.entityType,
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
const byName = [asc(attachmentTypes.normalizedName), asc(attachmentTypes.id)];

/** The columns create and update write: extensions lower case, each once, in the available list's order. */
function columnsOf(input: CreateAttachmentType) {
  const name = input.name.trim();
  const chosen = new Set(input.allowedExtensions.map((e) => e.value));
  return {
    name,
    normalizedName: normalized(name),
    entityType: input.entityType,
    allowedSize: input.allowedSize,
    allowedExtensions: availableExtensions.filter((e) => chosen.has(e)),
  };
}

async function assertUniqueName(tx: Tx, tenantId: string, name: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: attachmentTypes.id })
    .from(attachmentTypes)
    .where(and(attachmentTypesOf(tenantId), eq(attachmentTypes.normalizedName, normalized(name))));
  if (clash && clash.id !== exceptId) throw new AppError('AttachmentType:DuplicateName', { name });
}

/** A concurrent save of the same name fails on the unique index: the same answer as the check's. */
const uniqueName = (name: string) => ({
  attachment_types_tenant_name: () => new AppError('AttachmentType:DuplicateName', { name }),
});

/** Attachment types: a unique name per tenant, a size limit and extensions from the verifiable list. */
export function createAttachmentTypeService(db: Database) {
  const byId = (tenantId: string, id: string) => and(attachmentTypesOf(tenantId), eq(attachmentTypes.id, id));
  const find = async (tx: Tx, tenantId: string, id: string) =>
    findOr404(await tx.select().from(attachmentTypes).where(byId(tenantId, id)));

  return {
    async list(ctx: Scope, input: GetAttachmentTypes): Promise<PagedResult<AttachmentTypeDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const where = and(
          attachmentTypesOf(tenantId),
          input.entityType !== undefined ? eq(attachmentTypes.entityType, input.entityType) : undefined,
          input.filter ? ilike(attachmentTypes.name, containing(input.filter)) : undefined,
        );
        const order = sortingOrder(input.sorting, sortable, {
          fallback: byName,
          tieBreaker: attachmentTypes.id,
        });
        return pageOfTable(tx, attachmentTypes, input, { where, order, map: toDto });
      });
    },

    /** Every type of an entity type, by name: the type select of the upload dialog. */
    async byEntityType(ctx: Scope, entityType: EntityType): Promise<AttachmentTypeDto[]> {
      const tenantId = tenantOf(ctx);
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select()
          .from(attachmentTypes)
          .where(and(attachmentTypesOf(tenantId), eq(attachmentTypes.entityType, entityType)))
          .orderBy(...byName),
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
      const values = columnsOf(input);
      return withUniqueErrors(uniqueName(values.name), () =>
        db.transaction(ctx, async (tx) => {
          await assertUniqueName(tx, tenantId, values.name);
          const [row] = await tx
            .insert(attachmentTypes)
            .values({ tenantId, ...values, creatorId: ctx.userId })
            .returning();
          return toDto(row!);
        }),
      );
    },

    /**
     * Updates a type (the id is in the body). Files already stored keep their size and extension: the new
     * limits apply to the next uploads.
     */
    async update(ctx: Scope, input: UpdateAttachmentType): Promise<AttachmentTypeDto> {
      const tenantId = tenantOf(ctx);
      const values = columnsOf(input);
      return withUniqueErrors(uniqueName(values.name), () =>
        db.transaction(ctx, async (tx) => {
          await find(tx, tenantId, input.id);
          await assertUniqueName(tx, tenantId, values.name, input.id);
          await updateStamped(tx, attachmentTypes, {
            where: byId(tenantId, input.id),
            stamp: input.concurrencyStamp,
            set: values,
            ctx,
          });
          return toDto(await find(tx, tenantId, input.id));
        }),
      );
    },

    /** Refused while any attachment (saved or a recent upload) is of this type. */
    async delete(ctx: Scope, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const current = await find(tx, tenantId, id);
        const used = await countRows(
          tx,
          attachments,
          and(attachmentsOf(tenantId), eq(attachments.attachmentTypeId, id)),
        );
        if (used > 0) throw new AppError('AttachmentType:InUse', { name: current.name, count: used });
        await tx.delete(attachmentTypes).where(byId(tenantId, id));
      });
    },
  };
}
export type AttachmentTypeService = ReturnType<typeof createAttachmentTypeService>;
