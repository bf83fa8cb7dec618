import { z } from 'zod';
import { EmployeesPermissions } from '../employees/employees.permissions.ts';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { auditedDto, concurrencyStamp, pagedRequest, pagedResult } from '../platform/paging.contract.ts';
import { trimmedText } from '../platform/text.ts';
import { entityType, entityTypeDto } from './entity-type.contract.ts';
import { ExtensionsPermissions } from './extensions.permissions.ts';

/**
 * The extensions an attachment type may allow: those whose content the server can verify. Binary formats
 * by their signature (magic bytes); docx/xlsx/pptx by the parts inside the zip; doc/xls as OLE compound
 * files (which cannot tell a .doc from an .xls); txt/csv as UTF-8 text without NUL bytes.
 */
export const availableExtensions = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
  'zip',
  'txt',
  'csv',
] as const;
export type AttachmentExtension = (typeof availableExtensions)[number];

/** The largest file any attachment type may allow: 20 MB (its base64 stays below the 30 MB body limit). */
export const maxAttachmentSize = 20 * 1024 * 1024;

/** Size units of the attachment type form: KB = 1024 bytes, MB = 1024², GB = 1024³ (default MB). */
export const SizeUnit = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const;
export type SizeUnit = keyof typeof SizeUnit;

/** An extension as the form and the API carry it: lower case, without the dot. */
export const attachmentExtension = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/^\./, '') : v),
  z.enum(availableExtensions, { error: 'AttachmentType:ExtensionNotAvailable' }),
);

export const attachmentTypeDto = auditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  entityType: entityTypeDto,
  /** Bytes. */
  allowedSize: z.number().int(),
  allowedExtensions: z.array(z.object({ value: z.string() })),
  concurrencyStamp: z.string(),
});
export type AttachmentTypeDto = z.infer<typeof attachmentTypeDto>;

const attachmentTypeFields = {
  name: trimmedText().min(1).max(128),
  entityType,
  /** Bytes, at most {@link maxAttachmentSize}. */
  allowedSize: z.number().int().min(1).max(maxAttachmentSize, 'AttachmentType:AllowedSizeTooLarge'),
  /** At least one, each from {@link availableExtensions}; duplicates are dropped. */
  allowedExtensions: z
    .array(z.object({ value: attachmentExtension }))
    .min(1)
    .max(availableExtensions.length * 2),
};

export const createAttachmentTypeInput = z.object(attachmentTypeFields);
export type CreateAttachmentTypeInput = z.input<typeof createAttachmentTypeInput>;
export type CreateAttachmentType = z.infer<typeof createAttachmentTypeInput>;

/** `PUT /api/app/attachment-type`: the id travels in the body (the spec's path has none). */
export const updateAttachmentTypeInput = z.object({
  id: z.uuid(),
  ...attachmentTypeFields,
  concurrencyStamp,
});
export type UpdateAttachmentTypeInput = z.input<typeof updateAttachmentTypeInput>;
export type UpdateAttachmentType = z.infer<typeof updateAttachmentTypeInput>;

export const getAttachmentTypesInput = pagedRequest.extend({
  filter: trimmedText().max(128).optional(),
  entityType: entityType.optional(),
});
export type GetAttachmentTypesInput = z.input<typeof getAttachmentTypesInput>;
export type GetAttachmentTypes = z.infer<typeof getAttachmentTypesInput>;

/** `GET by-entity-type-asyn?entityType=0` (the spec's path, typo kept): every type of that kind. */
export const getAttachmentTypesByEntityTypeInput = z.object({ entityType });
export const attachmentTypeList = z.array(attachmentTypeDto);

/** `GET available-extension`: {@link availableExtensions}. */
export const availableExtensionList = z.array(z.string());

const tag = 'AttachmentType';
const P = ExtensionsPermissions.AttachmentTypes;

/** The attachment type calls (document 2 §7, document 3 §7). */
export const attachmentTypeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/app/attachment-type',
    query: getAttachmentTypesInput,
    response: pagedResult(attachmentTypeDto),
    access: access.policy(P.Default),
    tag,
  }),
  /** {@link availableExtensions}. */
  availableExtensions: endpoint({
    method: 'GET',
    path: '/api/app/attachment-type/available-extension',
    response: availableExtensionList,
    access: access.policy(P.Default),
    tag,
  }),
  /** The upload dialog of an entity's page reads it too: the type policy or the entity's list policy. */
  byEntityType: endpoint({
    method: 'GET',
    path: '/api/app/attachment-type/by-entity-type-asyn',
    query: getAttachmentTypesByEntityTypeInput,
    response: attachmentTypeList,
    access: access.policy(P.Default, EmployeesPermissions.Employees.Default),
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/app/attachment-type/:id',
    params: idParams,
    response: attachmentTypeDto,
    access: access.policy(P.Default),
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/app/attachment-type',
    body: createAttachmentTypeInput,
    response: attachmentTypeDto,
    access: access.policy(P.Create),
    tag,
  }),
  /** The spec's PUT has no id in the path: it travels in the body. */
  update: endpoint({
    method: 'PUT',
    path: '/api/app/attachment-type',
    body: updateAttachmentTypeInput,
    response: attachmentTypeDto,
    access: access.policy(P.Update),
    tag,
  }),
  /** Refused while attachments use it. */
  delete: endpoint({
    method: 'DELETE',
    path: '/api/app/attachment-type/:id',
    params: idParams,
    access: access.policy(P.Delete),
    tag,
  }),
};

/** The best unit to show and edit a size in: the largest in which it is at least 1 (GB, MB, KB). */
export function bestSizeUnit(bytes: number): SizeUnit {
  if (bytes >= SizeUnit.GB) return 'GB';
  if (bytes >= SizeUnit.MB) return 'MB';
  return 'KB';
}
