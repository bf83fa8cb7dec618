import {
  attachmentTypeEndpoints,
  availableExtensions,
  createAttachmentTypeInput,
  type EntityType,
  nameFields,
  nameIn,
} from '@hr/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { columnsOf } from '../../platform/db/columns.ts';
import { countRows } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, type EntityScope, entityService } from '../../platform/db/entity-service.ts';
import { localName, nameContains, nameValues, uniqueNameErrors } from '../../platform/db/names.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { attachments, attachmentTypes } from './extensions.tables.ts';

const t = attachmentTypes;

/** The body's fields the row and the answer hold as they are (all but the extensions). */
const {
  allowedExtensions: _,
  nameEn: _en,
  nameAr: _ar,
  name: _name,
  ...asStored
} = createAttachmentTypeInput.shape;
const sameFields = Object.keys(asStored) as (keyof typeof asStored)[];

/**
 * Attachment types: a name unique per tenant (whatever its case), a size limit and extensions from the
 * verifiable list. An update leaves the files already stored as they are: the limits apply to the next
 * uploads. The delete is hard, refused while any attachment (saved or a recent upload) is of the type.
 */
export function createAttachmentTypeService(db: Database) {
  const entity = entityService(db, attachmentTypeEndpoints, {
    table: t,
    toDto: (row, language) => ({
      ...nameFields(row, language),
      ...columnsOf(row, ...sameFields),
      allowedExtensions: row.allowedExtensions.map((value) => ({ value })),
    }),
    sort: {
      name: localName(t),
      entityType: t.entityType,
      allowedSize: t.allowedSize,
      creationTime: t.creationTime,
    },
    defaultOrder: [asc(localName(t))],
    filter: (input) =>
      and(
        input.entityType !== undefined ? eq(t.entityType, input.entityType) : undefined,
        input.filter ? nameContains(t, input.filter) : undefined,
      ),
    // Extensions lower case, each once, in the available list's order.
    columns: (input, ctx) => {
      const chosen = new Set(input.allowedExtensions.map((e) => e.value));
      return {
        ...columnsOf(input, ...sameFields),
        ...nameValues(input, ctx.language),
        allowedExtensions: availableExtensions.filter((e) => chosen.has(e)),
      };
    },
    unique: uniqueNameErrors(
      'attachment_types',
      (v: { nameEn?: string | null; nameAr?: string | null }) =>
        new AppError('AttachmentType:DuplicateName', { name: v.nameEn ?? v.nameAr ?? '' }),
    ),
    beforeDelete: async (tx, _ctx, row) => {
      const where = tenantRows(attachments, row.tenantId, [eq(attachments.attachmentTypeId, row.id)]);
      const count = await countRows(tx, attachments, where);
      if (count > 0) throw new AppError('AttachmentType:InUse', { name: nameIn(row, 'en'), count });
    },
  });

  return {
    ...entity,

    /** Every type of an entity type, by name: the type select of the upload dialog. */
    byEntityType: (ctx: EntityScope, entityType: EntityType) => entity.all(ctx, eq(t.entityType, entityType)),

    availableExtensions: (): string[] => [...availableExtensions],
  };
}
export type AttachmentTypeService = ReturnType<typeof createAttachmentTypeService>;
