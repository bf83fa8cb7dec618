import { z } from 'zod';
import { EmployeesPermissions } from '../employees/employees.permissions.ts';
import { access } from '../platform/endpoint.ts';
import { requireAName } from '../platform/names.ts';
import { namedEntitySchemas, resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { filteredListQuery } from '../platform/sorting.ts';
import { entityType, entityTypeDto } from './entity-type.contract.ts';
import { ExtensionsPermissions } from './extensions.permissions.ts';

/**
 * The extensions an attachment type may allow: those whose content the server can verify, in the order the
 * form lists them.
 */
export const availableExtensions = [
  // By their signature (magic bytes).
  ...['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp'],
  // By the parts inside the zip.
  ...['docx', 'xlsx', 'pptx'],
  // As OLE compound files (which cannot tell a .doc from an .xls), and a zip by its signature.
  ...['doc', 'xls', 'zip'],
  // As UTF-8 text without NUL bytes.
  ...['txt', 'csv'],
] as const;
export type AttachmentExtension = (typeof availableExtensions)[number];

/** The largest file any attachment type may allow: 20 MB (its base64 stays below the 30 MB body limit). */
export const maxAttachmentSize = 20 * 1024 * 1024;

/** The reminder thresholds when nothing else is said: 60, 30 and 7 days ahead, and the day itself. */
export const defaultReminderDays = [60, 30, 7, 0] as const;
/** The longest a reminder may go ahead: two years. */
export const maxReminderDays = 730;

/** A list of reminder thresholds (days ahead): 1 to 10 of them, 0..730, duplicates dropped, largest first. */
export const reminderDaysInput = z
  .array(z.number().int().min(0).max(maxReminderDays))
  .min(1)
  .max(10)
  .transform((days) => [...new Set(days)].sort((a, b) => b - a));

/** Size units of the attachment type form: KB = 1024 bytes, MB = 1024², GB = 1024³ (default MB). */
export const SizeUnit = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const;
export type SizeUnit = keyof typeof SizeUnit;

/** An extension as the form and the API carry it: lower case, without the dot. */
const attachmentExtension = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/^\./, '') : v),
  z.enum(availableExtensions, { error: 'AttachmentType:ExtensionNotAvailable' }),
);

const attachmentType = namedEntitySchemas({
  dto: {
    entityType: entityTypeDto,
    /** Bytes. */
    allowedSize: z.number().int(),
    allowedExtensions: z.array(z.object({ value: z.string() })),
    expires: z.boolean(),
    reminderDays: z.array(z.number().int()),
    remindHr: z.boolean(),
    remindManager: z.boolean(),
    remindEmployee: z.boolean(),
    employeeMayRenew: z.boolean(),
  },
  // The name (`nameEn`, `nameAr`): each unique in the tenant, whatever its case.
  input: {
    entityType,
    /** Bytes, at most {@link maxAttachmentSize}. */
    allowedSize: z.number().int().min(1).max(maxAttachmentSize, 'AttachmentType:AllowedSizeTooLarge'),
    /** At least one, each from {@link availableExtensions}; duplicates are dropped. */
    allowedExtensions: z
      .array(z.object({ value: attachmentExtension }))
      .min(1)
      .max(availableExtensions.length * 2),
    /** Its documents expire: an upload of the type then requires an expiry date (Attachment:ExpiryDateRequired). */
    expires: z.boolean().default(false),
    /** Days before the expiry when the reminders go (0: the day itself); each once, any order. */
    reminderDays: reminderDaysInput.default([...defaultReminderDays]),
    /** Who is reminded: the holders of HR.Documents, the employee's manager, the employee. */
    remindHr: z.boolean().default(true),
    remindManager: z.boolean().default(false),
    remindEmployee: z.boolean().default(false),
    /** The employee may upload a renewal in self-service (a request HR approves). */
    employeeMayRenew: z.boolean().default(false),
  },
});
export const attachmentTypeDto = attachmentType.dto;
export type AttachmentTypeDto = z.infer<typeof attachmentTypeDto>;
export const createAttachmentTypeInput = attachmentType.create;
export type CreateAttachmentType = z.infer<typeof createAttachmentTypeInput>;
/** `PUT /api/app/attachment-type`: the id travels in the body (the spec's path has none). */
export const updateAttachmentTypeInput = requireAName(
  z.object({ id: z.uuid(), ...attachmentType.update.shape }),
);

/** Paging, sorting, a filter on the name and one entity type. */
const sorted = filteredListQuery(['name', 'entityType', 'allowedSize', 'creationTime']);
export const getAttachmentTypesInput = sorted.extend({ entityType: entityType.optional() });

const path = '/api/app/attachment-type';
const tag = 'AttachmentType';
const P = ExtensionsPermissions.AttachmentTypes;
const call = resourceCalls(path, tag);

/** The attachment type calls (document 2 §7, document 3 §7); the create answers the record. */
export const attachmentTypeEndpoints = {
  ...resourceEndpoints({
    path,
    tag,
    policies: P,
    dto: attachmentTypeDto,
    query: getAttachmentTypesInput,
    create: createAttachmentTypeInput,
    createResponse: attachmentTypeDto,
    update: updateAttachmentTypeInput,
    updateIdInBody: true,
  }),
  /** {@link availableExtensions}. */
  availableExtensions: call('GET', 'available-extension', P.Default, { response: z.array(z.string()) }),
  /**
   * `by-entity-type-asyn?entityType=0` (the spec's path, typo kept): every type of that kind. The upload
   * dialog of an entity's page reads it too: the type policy or the entity's list policy.
   */
  byEntityType: call(
    'GET',
    'by-entity-type-asyn',
    access.policy(P.Default, EmployeesPermissions.Employees.Default),
    { query: z.object({ entityType }), response: z.array(attachmentTypeDto) },
  ),
};
