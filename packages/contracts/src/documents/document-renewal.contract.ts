import { z } from 'zod';
import { attachmentFileName, maxAttachmentBase64Length } from '../extensions/attachment.contract.ts';
import { dateOnly } from '../platform/dates.ts';
import { access, endpoint } from '../platform/endpoint.ts';
import { enumListFilter } from '../platform/enum.ts';
import { employeeReference, optionalIdFilter } from '../platform/paging.contract.ts';
import {
  defineRequestStates,
  requestDateFilters,
  requestDecisionFields,
  requestDetailsFields,
  requestListQueries,
  selfRequestCalls,
} from '../requests/request-kind.contract.ts';
import { DocumentsPermissions } from './documents.permissions.ts';

/** A renewal's states: those of every request kind (approved: the new document replaced the old). */
export const DocumentRenewalStates = defineRequestStates('DocumentRenewalState');
export const DocumentRenewalState = DocumentRenewalStates.values;

/** One of the caller's own documents that expire (My documents). */
export const myDocumentDto = z.object({
  id: z.uuid(),
  attachmentTypeId: z.uuid(),
  typeName: z.string(),
  fileName: z.string(),
  expiryDate: z.string(),
  /** Days from the tenant's today (negative: expired). */
  daysLeft: z.number().int(),
  /** Its type lets the employee upload a renewal. */
  canRenew: z.boolean(),
  /** The renewal waiting for HR, if any. */
  pendingRenewalId: z.uuid().nullable(),
});
export type MyDocumentDto = z.infer<typeof myDocumentDto>;

/** POST self-request: the renewal's file and its expiry date (after the current one's). */
export const createDocumentRenewalInput = z.object({
  documentId: z.uuid(),
  expiryDate: dateOnly,
  fileName: attachmentFileName,
  /** The content as base64 (a `data:...;base64,` prefix is accepted). */
  file: z.string().min(1).max(maxAttachmentBase64Length),
});
export type CreateDocumentRenewalInput = z.input<typeof createDocumentRenewalInput>;
export type CreateDocumentRenewal = z.infer<typeof createDocumentRenewalInput>;

export const documentRenewalDto = z.object({
  id: z.uuid(),
  ...employeeReference,
  /** The document it renews. */
  documentId: z.uuid(),
  /** The document's attachment type (null: filed before it was kept). */
  attachmentTypeId: z.uuid().nullable(),
  typeName: z.string(),
  previousExpiryDate: z.string(),
  /** The new file (downloadable by HR as an attachment). */
  attachmentId: z.uuid(),
  fileName: z.string(),
  expiryDate: z.string(),
  state: DocumentRenewalStates.dto,
  rejectionReason: z.string().nullable(),
  ...requestDecisionFields,
});
export type DocumentRenewalDto = z.infer<typeof documentRenewalDto>;
export const documentRenewalDetailsDto = documentRenewalDto.extend(requestDetailsFields);
export type DocumentRenewalDetailsDto = z.infer<typeof documentRenewalDetailsDto>;

const lists = requestListQueries(
  {
    ...requestDateFilters,
    /** `includedStates=0,1`; none: every state. */
    includedStates: enumListFilter(DocumentRenewalStates),
    /** Only the renewals of documents of this attachment type. */
    attachmentTypeId: optionalIdFilter,
  },
  ['creationTime', 'state'],
  'Time:InvalidToDate',
);
export const getSelfDocumentRenewalsInput = lists.own;
export type GetSelfDocumentRenewals = z.infer<typeof getSelfDocumentRenewalsInput>;
export const getDocumentRenewalsInput = lists.all;
export type GetDocumentRenewalsInput = z.input<typeof getDocumentRenewalsInput>;
export type GetDocumentRenewals = z.infer<typeof getDocumentRenewalsInput>;

const tag = 'DocumentRenewal';
const path = '/api/app/document-renewal';

/**
 * My documents and their renewals: the employee (the token's EmployeeId) reads their own documents and files
 * a renewal; HR decides it through its go-task (approve: it replaces the old document; reject with a reason).
 */
export const documentRenewalEndpoints = {
  myDocuments: endpoint({
    method: 'GET',
    path: '/api/app/my-document',
    response: z.array(myDocumentDto),
    access: access.authenticated,
    tag,
  }),
  ...selfRequestCalls(path, tag, {
    create: createDocumentRenewalInput,
    dto: documentRenewalDto,
    details: documentRenewalDetailsDto,
    lists,
    hrPermission: DocumentsPermissions.DocumentRenewals.Default,
  }),
  /** The attachment types of the tenant's renewals (HR's list's type filter), by name. */
  types: endpoint({
    method: 'GET',
    path: `${path}/types`,
    response: z.array(z.object({ id: z.uuid(), name: z.string() })),
    access: access.policy(DocumentsPermissions.DocumentRenewals.Default),
    tag,
  }),
};
