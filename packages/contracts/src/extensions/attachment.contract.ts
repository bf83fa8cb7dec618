import { z } from 'zod';
import { EmployeesPermissions } from '../employees/employees.permissions.ts';
import { optionalDateOnly } from '../platform/dates.ts';
import { access, fileResponse, noContent } from '../platform/endpoint.ts';
import { pagedRequest, pagedResult } from '../platform/paging.contract.ts';
import { resourceCalls } from '../platform/resource.ts';
import { trimmedText } from '../platform/text.ts';
import { maxAttachmentSize } from './attachment-type.contract.ts';
import { EntityType, entityType, entityTypeDto } from './entity-type.contract.ts';

/**
 * An attachment's metadata; the bytes come from `GET attachment/{id}/attachment-file`. An upload is
 * temporary (`isTemp`, no entity) until `save-temp` binds it to the entity saved after it; temporary
 * uploads never bound are deleted after {@link tempAttachmentLifetimeHours} hours.
 */
export const attachmentDto = z.object({
  id: z.uuid(),
  fileName: z.string(),
  attachmentTypeId: z.uuid(),
  attachmentTypeName: z.string(),
  /** Bytes. */
  fileSize: z.number().int(),
  contentType: z.string(),
  creationTime: z.string(),
  creatorId: z.uuid().nullable(),
  /** A calendar date, yyyy-MM-dd, or null. */
  expiryDate: z.string().nullable(),
  entityType: entityTypeDto.nullable(),
  bindEntityId: z.uuid().nullable(),
  isTemp: z.boolean(),
  /** A renewal replaced it (kept as history): the attachment that did. */
  supersededById: z.uuid().nullable(),
});
export type AttachmentDto = z.infer<typeof attachmentDto>;

export const tempAttachmentLifetimeHours = 24;

/** The longest base64 text of a file of {@link maxAttachmentSize} bytes (plus a data: URL prefix). */
export const maxAttachmentBase64Length = Math.ceil(maxAttachmentSize / 3) * 4 + 256;

/** A file name as stored and sent back: no path, no control characters. */
export const attachmentFileName = trimmedText()
  .min(1)
  .max(255)
  .refine((name) => !/[\\/\p{Cc}]/u.test(name) && name !== '.' && name !== '..', {
    message: 'Attachment:InvalidFileName',
  });

/** `POST /api/app/attachment`: stores a temporary attachment. */
export const createAttachmentInput = z.object({
  attachmentTypeId: z.uuid(),
  /** Optional, yyyy-MM-dd. */
  expiryDate: optionalDateOnly,
  fileName: attachmentFileName,
  /** The content as base64 (a `data:...;base64,` prefix is accepted). */
  file: z.string().min(1).max(maxAttachmentBase64Length),
});
export type CreateAttachmentInput = z.input<typeof createAttachmentInput>;
export type CreateAttachment = z.infer<typeof createAttachmentInput>;

/** `POST /api/app/attachment/save-temp`: binds the caller's tenant's temporary uploads to a saved entity. */
export const saveTempAttachmentsInput = z.object({
  attachmentIds: z.array(z.uuid()).min(1).max(100),
  bindEntityId: z.uuid(),
  /** The kind of entity; every listed attachment's type must be of it. */
  entityType: entityType.default(EntityType.Employee),
});
export type SaveTempAttachmentsInput = z.input<typeof saveTempAttachmentsInput>;
export type SaveTempAttachments = z.infer<typeof saveTempAttachmentsInput>;

/** `GET /api/app/attachment?bindEntityId=`: an entity's saved attachments, newest first. */
export const getAttachmentsInput = pagedRequest.extend({
  bindEntityId: z.uuid(),
  entityType: entityType.default(EntityType.Employee),
});
export type GetAttachmentsInput = z.input<typeof getAttachmentsInput>;
export type GetAttachments = z.infer<typeof getAttachmentsInput>;
export const attachmentListResult = pagedResult(attachmentDto);

const tag = 'Attachment';
const call = resourceCalls('/api/app/attachment', tag);
const { Employees } = EmployeesPermissions;
/**
 * Attachments belong to the records of other modules: reading needs the list policy of the entity,
 * writing the right to create or edit one (employees now; contracts add theirs).
 */
const read = access.policy(Employees.Default);
const write = access.policy(Employees.Create, Employees.Update);

/** The attachment calls (document 2 §7). */
export const attachmentEndpoints = {
  /** An entity's saved attachments ({@link getAttachmentsInput}). */
  list: call('GET', '', read, { query: getAttachmentsInput, response: attachmentListResult }),
  /** Stores a temporary upload ({@link createAttachmentInput}). */
  upload: call('POST', '', write, { body: createAttachmentInput, response: attachmentDto }),
  /** Binds temporary uploads to a saved entity ({@link saveTempAttachmentsInput}). */
  saveTemp: call('POST', 'save-temp', write, { body: saveTempAttachmentsInput, response: noContent }),
  /** The bytes, as a download. */
  file: call('GET', ':id/attachment-file', read, { response: fileResponse }),
  delete: call('DELETE', ':id', Employees.Update),
};
