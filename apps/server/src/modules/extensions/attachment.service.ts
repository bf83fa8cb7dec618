import {
  type AttachmentDto,
  type AttachmentExtension,
  type CreateAttachment,
  type GetAttachments,
  nameIn,
  type PagedResult,
  type SaveTempAttachments,
  tempAttachmentLifetimeHours,
} from '@hr/contracts';
import { desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { decodeBase64 } from '../../platform/base64.ts';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { newId } from '../../platform/db/columns.ts';
import { findOr404, listTotal, page } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { localName } from '../../platform/db/names.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { attachmentContents, attachments, attachmentTypes } from './extensions.tables.ts';
import { contentMatches, contentTypes, extensionOf, formatBytes } from './file-content.ts';

type Scope = Pick<RequestContext, 'tenantId' | 'userId' | 'now'> & Partial<Pick<RequestContext, 'language'>>;

/** The tenants whose temporary uploads the cleanup visits (each in its own transaction). */
export type TenantIds = () => Promise<string[]>;

const metadata = {
  id: attachments.id,
  fileName: attachments.fileName,
  attachmentTypeId: attachments.attachmentTypeId,
  attachmentTypeName: localName(attachmentTypes),
  fileSize: attachments.fileSize,
  contentType: attachments.contentType,
  creationTime: attachments.creationTime,
  creatorId: attachments.creatorId,
  expiryDate: attachments.expiryDate,
  entityType: attachments.entityType,
  bindEntityId: attachments.bindEntityId,
  supersededById: attachments.supersededById,
};
type MetadataRow = Awaited<ReturnType<typeof selectMetadata>>[number];
const selectMetadata = (tx: Tx) =>
  tx
    .select(metadata)
    .from(attachments)
    .innerJoin(attachmentTypes, eq(attachmentTypes.id, attachments.attachmentTypeId));

function toDto(row: MetadataRow): AttachmentDto {
  return { ...row, creationTime: row.creationTime.toISOString(), isTemp: row.bindEntityId === null };
}

/** A downloaded file. */
export interface AttachmentFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * Attachments: an upload is checked against its type (extension by name, size, real content) and stored
 * as a temporary attachment; save-temp binds it to its entity once that is saved; temporary uploads never
 * bound are deleted after a day. Metadata and bytes live in separate tables so that lists never read bytes.
 */
export function createAttachmentService(db: Database, deps: { tenantIds: TenantIds }) {
  const byId = (tenantId: string, id: string) => tenantRows(attachments, tenantId, [eq(attachments.id, id)]);

  /** The attachment, if the caller may see it: a temporary upload is its uploader's until it is bound. */
  async function findVisible(tx: Tx, ctx: Scope, id: string): Promise<MetadataRow> {
    const row = findOr404(await selectMetadata(tx).where(byId(tenantOf(ctx), id)));
    if (row.bindEntityId === null && row.creatorId !== ctx.userId) throw notFound();
    return row;
  }

  return {
    /**
     * Checks and stores an upload as a temporary attachment, or bound at once to `bind` (a document the
     * server files itself: one insert, so the entity change log records one new attachment, not a new
     * temporary one and then its binding).
     */
    async upload(
      ctx: Scope,
      input: CreateAttachment,
      bind?: { entityType: number; bindEntityId: string },
    ): Promise<AttachmentDto> {
      const tenantId = tenantOf(ctx);
      const bytes = decodeBase64(input.file);
      if (!bytes) throw new AppError('Attachment:InvalidBase64');
      const fileName = input.fileName.trim();
      return db.transaction(ctx, async (tx) => {
        const [type] = await tx
          .select()
          .from(attachmentTypes)
          .where(tenantRows(attachmentTypes, tenantId, [eq(attachmentTypes.id, input.attachmentTypeId)]));
        if (!type) throw new AppError('Attachment:TypeNotFound');
        const extension = extensionOf(fileName);
        if (!type.allowedExtensions.includes(extension))
          throw new AppError('Attachment:ExtensionNotAllowed', {
            extension: extension || '?',
            type: nameIn(type, ctx.language ?? 'en'),
            allowed: type.allowedExtensions.join(', '),
          });
        if (type.expires && !input.expiryDate)
          throw new AppError('Attachment:ExpiryDateRequired', { type: nameIn(type, ctx.language ?? 'en') });
        if (bytes.length === 0) throw new AppError('Attachment:EmptyFile');
        if (bytes.length > type.allowedSize)
          throw new AppError('Attachment:FileTooLarge', {
            size: formatBytes(bytes.length),
            type: nameIn(type, ctx.language ?? 'en'),
            allowedSize: formatBytes(type.allowedSize),
          });
        // Allowed extensions are always from the verifiable list (the type's contract).
        const known = extension as AttachmentExtension;
        if (!(await contentMatches(known, bytes)))
          throw new AppError('Attachment:ContentMismatch', { fileName, extension });
        const id = newId();
        await tx.insert(attachments).values({
          id,
          tenantId,
          attachmentTypeId: type.id,
          fileName,
          contentType: contentTypes[known],
          fileSize: bytes.length,
          expiryDate: input.expiryDate ?? null,
          creatorId: ctx.userId,
          ...(bind ? { entityType: bind.entityType, bindEntityId: bind.bindEntityId } : {}),
        });
        await tx.insert(attachmentContents).values({ attachmentId: id, tenantId, content: bytes });
        return toDto(await findVisible(tx, ctx, id));
      });
    },

    async get(ctx: Scope, id: string): Promise<AttachmentDto> {
      return toDto(await db.transaction(ctx, (tx) => findVisible(tx, ctx, id)));
    },

    /** An entity's saved attachments, newest first. */
    async list(ctx: Scope, input: GetAttachments): Promise<PagedResult<AttachmentDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const where = tenantRows(attachments, tenantId, [
          eq(attachments.entityType, input.entityType),
          eq(attachments.bindEntityId, input.bindEntityId),
        ]);
        const result = await page(input, {
          total: () => listTotal(tx, attachments, where),
          rows: (limit, offset) =>
            selectMetadata(tx)
              .where(where)
              .orderBy(desc(attachments.creationTime), desc(attachments.id))
              .limit(limit)
              .offset(offset),
        });
        return { ...result, items: result.items.map(toDto) };
      });
    },

    /** The file's bytes with its name and content type. */
    async file(ctx: Scope, id: string): Promise<AttachmentFile> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await findVisible(tx, ctx, id);
        const stored = findOr404(
          await tx
            .select({ content: attachmentContents.content })
            .from(attachmentContents)
            .where(tenantRows(attachmentContents, tenantId, [eq(attachmentContents.attachmentId, id)])),
        );
        return { fileName: row.fileName, contentType: row.contentType, content: stored.content };
      });
    },

    /**
     * `save-temp`: binds the listed temporary uploads to a saved entity. Called inside another module's
     * save, it joins that transaction. Refuses ids that are not the tenant's temporary uploads (those
     * already bound to this same entity are accepted: a repeated call changes nothing) and uploads whose
     * type is for another entity type.
     */
    async saveTemp(ctx: Scope, input: SaveTempAttachments): Promise<void> {
      const tenantId = tenantOf(ctx);
      const { entityType, bindEntityId } = input;
      const ids = [...new Set(input.attachmentIds)];
      if (!ids.length) return;
      await db.transaction(ctx, async (tx) => {
        const rows = await tx
          .select({
            id: attachments.id,
            fileName: attachments.fileName,
            bindEntityId: attachments.bindEntityId,
            entityType: attachments.entityType,
            typeEntityType: attachmentTypes.entityType,
          })
          .from(attachments)
          .innerJoin(attachmentTypes, eq(attachmentTypes.id, attachments.attachmentTypeId))
          .where(tenantRows(attachments, tenantId, [inArray(attachments.id, ids)]))
          .for('update', { of: attachments });
        const alreadyHere = (r: (typeof rows)[number]) =>
          r.bindEntityId === bindEntityId && r.entityType === entityType;
        if (rows.length !== ids.length || rows.some((r) => r.bindEntityId !== null && !alreadyHere(r)))
          throw new AppError('Attachment:NotTemporary');
        const wrongType = rows.find((r) => r.typeEntityType !== entityType);
        if (wrongType)
          throw new AppError('Attachment:WrongEntityType', { fileName: wrongType.fileName, entityType });
        const temp = rows.filter((r) => r.bindEntityId === null).map((r) => r.id);
        if (!temp.length) return;
        await tx
          .update(attachments)
          .set({ entityType, bindEntityId, lastModificationTime: ctx.now(), lastModifierId: ctx.userId })
          .where(
            tenantRows(attachments, tenantId, [
              inArray(attachments.id, temp),
              isNull(attachments.bindEntityId),
            ]),
          );
      });
    },

    /** Deletes a saved attachment, or the caller's own temporary upload, with its bytes. */
    async delete(ctx: Scope, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        await findVisible(tx, ctx, id);
        await tx.delete(attachments).where(byId(tenantId, id));
      });
    },

    /**
     * Deletes every tenant's temporary uploads older than {@link tempAttachmentLifetimeHours} hours at `now`
     * (the cleanup job); answers how many went.
     */
    async deleteExpiredTemp(now: Date): Promise<number> {
      const before = new Date(now.getTime() - tempAttachmentLifetimeHours * 3600_000);
      let deleted = 0;
      for (const tenantId of await deps.tenantIds()) {
        const rows = await db.transaction({ tenantId }, (tx) =>
          tx
            .delete(attachments)
            .where(
              tenantRows(attachments, tenantId, [
                isNull(attachments.bindEntityId),
                lt(attachments.creationTime, before),
              ]),
            )
            .returning({ id: attachments.id }),
        );
        deleted += rows.length;
      }
      return deleted;
    },
  };
}
export type AttachmentService = ReturnType<typeof createAttachmentService>;
