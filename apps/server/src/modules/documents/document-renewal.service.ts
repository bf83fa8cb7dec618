import {
  type CreateDocumentRenewal,
  type DocumentRenewalDto,
  DocumentRenewalStates,
  DocumentsPermissions,
  displayParam,
  documentRenewalEndpoints,
  type GetDocumentRenewals,
  type GetSelfDocumentRenewals,
  GoTaskKind,
  type MyDocumentDto,
  NotificationType,
  RequestState,
} from '@hr/contracts';
import { asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { newId } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import type { ExtensionsApi } from '../extensions/public.ts';
import { defineRequestKind, type RequestKindDeps, selfOf } from '../requests/public.ts';
import { documentRenewals } from './documents.tables.ts';
import { daysBetween } from './due-items.service.ts';

export interface DocumentRenewalDeps extends RequestKindDeps {
  documents: Pick<ExtensionsApi['employeeDocuments'], 'ofEmployee' | 'holdRenewal' | 'applyRenewal'>;
  todayOf(ctx: RequestContext): Promise<string>;
}

/**
 * Renewals of employees' documents: a request kind of its own (`defineRequestKind`, as leave requests and
 * attendance corrections), decided by its go-task. The employee uploads the new file of a document whose type
 * lets them (My documents); HR approves (the new file becomes the document, the old one superseded and kept
 * as history) or rejects with a reason. One pending renewal per document (a partial unique index).
 */
export function createDocumentRenewalService(db: Database, deps: DocumentRenewalDeps) {
  const t = documentRenewals;
  const kind = defineRequestKind(db, deps, {
    kind: GoTaskKind.DocumentRenewal,
    table: t,
    states: DocumentRenewalStates,
    permissions: {
      read: DocumentsPermissions.DocumentRenewals.Default,
      approve: DocumentsPermissions.DocumentRenewals.Approve,
      reject: DocumentsPermissions.DocumentRenewals.Reject,
    },
    notifications: { type: NotificationType.DocumentRenewal, texts: 'DocumentRenewal' },
    notPendingError: 'Documents:OnlyPendingCanBeCancelled',
    lockKey: 'documents.renewal',
    rejectionReason: 'rejectionReason',
    describe: async (_ctx, _tx, row) => ({
      days: `${row.typeName} → ${displayParam(row.expiryDate)}`,
      params: { document: row.typeName, expiry: row.expiryDate },
    }),
    list: {
      endpoint: documentRenewalEndpoints.all,
      sort: { creationTime: t.creationTime, state: t.state },
      /** The dates bound the filing day (UTC). */
      async filters(_ctx, input: GetSelfDocumentRenewals & Partial<GetDocumentRenewals>) {
        const day = sql`(${t.creationTime})::date`;
        return [
          input.fromDate ? gte(day, input.fromDate) : undefined,
          input.toDate ? lte(day, input.toDate) : undefined,
          input.includedStates?.length ? inArray(t.state, input.includedStates) : undefined,
          input.attachmentTypeId ? eq(t.attachmentTypeId, input.attachmentTypeId) : undefined,
        ];
      },
    },
    toDtos: async () => (row, parties) => ({
      id: row.id,
      employeeId: row.employeeId,
      documentId: row.documentId,
      attachmentTypeId: row.attachmentTypeId,
      typeName: row.typeName,
      previousExpiryDate: row.previousExpiryDate,
      attachmentId: row.attachmentId,
      fileName: row.fileName,
      expiryDate: row.expiryDate,
      state: row.state,
      rejectionReason: row.rejectionReason,
      creationTime: row.creationTime.toISOString(),
      creatorId: row.creatorId,
      decisionTime: row.decisionTime?.toISOString() ?? null,
      ...parties,
    }),
    details: async () => ({}),
    /** The new file becomes the employee's document; the old one is superseded (history). */
    async approve(ctx, _tx, row) {
      await deps.documents.applyRenewal(ctx, {
        employeeId: row.employeeId,
        documentId: row.documentId,
        renewalId: row.attachmentId,
        requestId: row.id,
      });
      return {};
    },
  });

  return {
    handler: kind.handler,
    goTaskKind: kind.goTaskKind,
    get: kind.get,
    listSelf: (ctx: RequestContext, input: GetSelfDocumentRenewals) => kind.listSelf(ctx, input),
    all: (ctx: RequestContext, input: GetDocumentRenewals) => kind.all(ctx, input),
    cancelSelf: (ctx: RequestContext, id: string) => kind.withdraw(ctx, id),

    /** The attachment types of the tenant's renewals (the list's type filter), each once, by name. */
    async types(ctx: RequestContext): Promise<{ id: string; name: string }[]> {
      const tenantId = tenantOf(ctx);
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .selectDistinct({ id: t.attachmentTypeId, name: t.typeName })
          .from(t)
          .where(tenantRows(t, tenantId, [isNotNull(t.attachmentTypeId)]))
          .orderBy(asc(t.typeName))
          .limit(500),
      );
      // A type renamed between renewals has rows under both names: it is offered once.
      const byId = new Map<string, string>();
      for (const r of rows) if (r.id && !byId.has(r.id)) byId.set(r.id, r.name);
      return [...byId].map(([id, name]) => ({ id, name }));
    },

    /** The caller's own documents that expire, with whether they may renew each and its pending renewal. */
    async myDocuments(ctx: RequestContext): Promise<MyDocumentDto[]> {
      const employeeId = selfOf(ctx);
      const tenantId = tenantOf(ctx);
      const today = await deps.todayOf(ctx);
      const docs = await deps.documents.ofEmployee(ctx, employeeId);
      const pending = docs.length
        ? await db.transaction(ctx, (tx) =>
            tx
              .select({ id: t.id, documentId: t.documentId })
              .from(t)
              .where(
                tenantRows(t, tenantId, [
                  eq(t.employeeId, employeeId),
                  eq(t.state, RequestState.PendingApproval),
                  inArray(
                    t.documentId,
                    docs.map((d) => d.id),
                  ),
                ]),
              ),
          )
        : [];
      const pendingOf = new Map(pending.map((p) => [p.documentId, p.id]));
      return docs.map((d) => ({
        id: d.id,
        attachmentTypeId: d.attachmentTypeId,
        typeName: d.typeName,
        fileName: d.fileName,
        expiryDate: d.expiryDate,
        daysLeft: daysBetween(today, d.expiryDate),
        canRenew: d.employeeMayRenew,
        pendingRenewalId: pendingOf.get(d.id) ?? null,
      }));
    },

    /**
     * Files the caller's renewal (one transaction): the employee's lock, the document theirs, live and of a
     * type they may renew, no other pending renewal of it, the file checked as an upload of its type; then
     * its task and the deciders' notification. Answers its id.
     */
    async createSelf(ctx: RequestContext, input: CreateDocumentRenewal): Promise<string> {
      const employeeId = selfOf(ctx);
      const tenantId = tenantOf(ctx);
      return kind.submit(ctx, employeeId, async (tx) => {
        await kind.lockRequester(tx, tenantId, employeeId);
        const [other] = await tx
          .select({ id: t.id })
          .from(t)
          .where(
            tenantRows(t, tenantId, [
              eq(t.documentId, input.documentId),
              eq(t.state, RequestState.PendingApproval),
            ]),
          );
        if (other) throw new AppError('Documents:RenewalPending');
        const id = newId();
        const held = await deps.documents.holdRenewal(ctx, { ...input, employeeId, requestId: id });
        await tx.insert(t).values({
          id,
          tenantId,
          employeeId,
          documentId: input.documentId,
          attachmentId: held.attachmentId,
          attachmentTypeId: held.attachmentTypeId,
          typeName: held.typeName,
          fileName: input.fileName.trim(),
          previousExpiryDate: held.oldExpiryDate,
          expiryDate: input.expiryDate,
          state: RequestState.PendingApproval,
          creationTime: ctx.now(),
          creatorId: ctx.userId,
        });
        return {
          id,
          about: {
            days: `${held.typeName} → ${displayParam(input.expiryDate)}`,
            params: { document: held.typeName, expiry: input.expiryDate },
          },
        };
      });
    },
  };
}
export type DocumentRenewalService = ReturnType<typeof createDocumentRenewalService>;
export type { DocumentRenewalDto };
