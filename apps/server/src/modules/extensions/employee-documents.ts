import { EntityType } from '@hr/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { localName, namedExactly } from '../../platform/db/names.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AttachmentService } from './attachment.service.ts';
import { attachments, attachmentTypes } from './extensions.tables.ts';

type Scope = Pick<RequestContext, 'tenantId' | 'userId' | 'now'>;

/** An employee's document that expires, with what its type says of reminders and renewals. */
export interface ExpiringDocument {
  id: string;
  employeeId: string;
  attachmentTypeId: string;
  typeName: string;
  fileName: string;
  expiryDate: string;
  creationTime: string;
  reminderDays: number[];
  remindHr: boolean;
  remindManager: boolean;
  remindEmployee: boolean;
  employeeMayRenew: boolean;
}

/** A renewal's file as the employee sends it. */
export interface RenewalFile {
  expiryDate: string;
  fileName: string;
  file: string;
}

const columns = {
  id: attachments.id,
  employeeId: attachments.bindEntityId,
  attachmentTypeId: attachments.attachmentTypeId,
  typeName: localName(attachmentTypes),
  fileName: attachments.fileName,
  expiryDate: attachments.expiryDate,
  creationTime: attachments.creationTime,
  reminderDays: attachmentTypes.reminderDays,
  remindHr: attachmentTypes.remindHr,
  remindManager: attachmentTypes.remindManager,
  remindEmployee: attachmentTypes.remindEmployee,
  employeeMayRenew: attachmentTypes.employeeMayRenew,
};

/**
 * Employees' documents that expire, as other modules read them: the live ones (bound to an employee, not
 * replaced by a renewal) of the types that expire. A renewal's file waits bound to its request (entity type
 * Employee, the request's id as the entity: listed under no employee, never cleaned up as a temporary
 * upload); approving it binds it to the employee and marks the old document superseded (kept as history).
 */
export function createEmployeeDocuments(
  db: Database,
  deps: { attachments: Pick<AttachmentService, 'upload'> },
) {
  const live = (tenantId: string) =>
    tenantRows(attachments, tenantId, [
      eq(attachments.entityType, EntityType.Employee),
      isNotNull(attachments.bindEntityId),
      isNull(attachments.supersededById),
      isNotNull(attachments.expiryDate),
      eq(attachmentTypes.expires, true),
    ]);
  const select = (tx: Parameters<Parameters<Database['transaction']>[1]>[0]) =>
    tx
      .select(columns)
      .from(attachments)
      .innerJoin(attachmentTypes, eq(attachmentTypes.id, attachments.attachmentTypeId));
  const toItem = (r: Awaited<ReturnType<ReturnType<typeof select>['where']>>[number]): ExpiringDocument => ({
    ...r,
    employeeId: r.employeeId as string,
    expiryDate: r.expiryDate as string,
    creationTime: r.creationTime.toISOString(),
  });
  /** Uploads a file of a type (checked as any upload of it) and binds it to an entity of the employee's. */
  const uploadFor = async (
    ctx: Scope,
    attachmentTypeId: string,
    file: RenewalFile,
    bindEntityId: string,
  ): Promise<string> => {
    // Bound as it is stored (one insert, one record in the entity change log), in the caller's transaction.
    const uploaded = await deps.attachments.upload(
      ctx,
      { attachmentTypeId, expiryDate: file.expiryDate, fileName: file.fileName, file: file.file },
      { entityType: EntityType.Employee, bindEntityId },
    );
    return uploaded.id;
  };

  return {
    /**
     * Attaches a document to an employee at once (checked as any upload of its type): the demo data's papers.
     * The type is found by name among the Employee types (null when there is none).
     */
    async attach(
      ctx: Scope,
      input: { employeeId: string; typeName: string } & RenewalFile,
    ): Promise<string | null> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const [type] = await tx
          .select({ id: attachmentTypes.id })
          .from(attachmentTypes)
          .where(
            tenantRows(attachmentTypes, tenantId, [
              eq(attachmentTypes.entityType, EntityType.Employee),
              namedExactly(attachmentTypes, input.typeName),
            ]),
          );
        if (!type) return null;
        return uploadFor(ctx, type.id, input, input.employeeId);
      });
    },

    /** The live documents expiring on or before `until` (overdue ones too), soonest first. */
    async expiringUntil(
      ctx: Pick<RequestContext, 'tenantId'>,
      until: string,
      employeeIds?: readonly string[],
    ): Promise<ExpiringDocument[]> {
      const tenantId = tenantOf(ctx);
      if (employeeIds && !employeeIds.length) return [];
      const rows = await db.transaction(ctx, (tx) =>
        select(tx)
          .where(
            and(
              live(tenantId),
              lte(attachments.expiryDate, until),
              employeeIds ? inArray(attachments.bindEntityId, [...employeeIds]) : undefined,
            ),
          )
          .orderBy(asc(attachments.expiryDate), asc(attachments.id)),
      );
      return rows.map(toItem);
    },

    /** The employee's live documents that expire, soonest first (My documents). */
    async ofEmployee(ctx: Pick<RequestContext, 'tenantId'>, employeeId: string): Promise<ExpiringDocument[]> {
      const tenantId = tenantOf(ctx);
      const rows = await db.transaction(ctx, (tx) =>
        select(tx)
          .where(and(live(tenantId), eq(attachments.bindEntityId, employeeId)))
          .orderBy(asc(attachments.expiryDate), desc(attachments.creationTime)),
      );
      return rows.map(toItem);
    },

    /**
     * Stores a renewal's file for a pending request (joins the caller's transaction): the old document must
     * be the employee's live document of a type that lets employees renew; the file is checked as any upload
     * of the type (an expiry date after the old one's), then bound to the request.
     */
    async holdRenewal(
      ctx: Scope,
      input: { employeeId: string; documentId: string; requestId: string } & RenewalFile,
    ): Promise<{ attachmentId: string; attachmentTypeId: string; typeName: string; oldExpiryDate: string }> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const [old] = await select(tx)
          .where(
            and(
              live(tenantId),
              eq(attachments.id, input.documentId),
              eq(attachments.bindEntityId, input.employeeId),
            ),
          )
          .for('share', { of: attachments });
        if (!old) throw notFound();
        if (!old.employeeMayRenew) throw new AppError('Documents:RenewalNotAllowed', { type: old.typeName });
        if (input.expiryDate <= (old.expiryDate as string))
          throw new AppError('Documents:RenewalNotLater', { expiry: old.expiryDate as string });
        return {
          attachmentId: await uploadFor(ctx, old.attachmentTypeId, input, input.requestId),
          attachmentTypeId: old.attachmentTypeId,
          typeName: old.typeName,
          oldExpiryDate: old.expiryDate as string,
        };
      });
    },

    /**
     * Approves a renewal (in the decision's transaction): its file becomes the employee's document, the old
     * one superseded by it (still listed, as history). An old document already superseded stays as it is.
     */
    async applyRenewal(
      ctx: Scope,
      input: { employeeId: string; documentId: string; renewalId: string; requestId: string },
    ): Promise<void> {
      const tenantId = tenantOf(ctx);
      const now = ctx.now();
      await db.transaction(ctx, async (tx) => {
        const moved = await tx
          .update(attachments)
          .set({ bindEntityId: input.employeeId, lastModificationTime: now, lastModifierId: ctx.userId })
          .where(
            tenantRows(attachments, tenantId, [
              eq(attachments.id, input.renewalId),
              eq(attachments.bindEntityId, input.requestId),
            ]),
          )
          .returning({ id: attachments.id });
        if (moved.length !== 1) throw notFound();
        await tx
          .update(attachments)
          .set({ supersededById: input.renewalId, supersededTime: now, lastModificationTime: now })
          .where(
            tenantRows(attachments, tenantId, [
              eq(attachments.id, input.documentId),
              eq(attachments.bindEntityId, input.employeeId),
              isNull(attachments.supersededById),
            ]),
          );
      });
    },
  };
}
export type EmployeeDocuments = ReturnType<typeof createEmployeeDocuments>;
