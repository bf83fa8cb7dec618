import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, instant, tenantIsolationPolicy } from '../../platform/db/columns.ts';
import { localizedNameColumns, localizedNameRules } from '../../platform/db/names.ts';
import { tenantRowsTable, tenantTable } from '../../platform/db/tenant-table.ts';

/** PostgreSQL bytea; node-postgres reads a Buffer, PGlite a Uint8Array: both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What an attachment may be: for which kind of entity, how large, with which extensions. */
export const attachmentTypes = tenantTable(
  'attachment_types',
  {
    ...localizedNameColumns(),
    /** EntityType (contracts): 0 Employee, 1 Contract. */
    entityType: smallint('entity_type').notNull(),
    /** Bytes. */
    allowedSize: integer('allowed_size').notNull(),
    /** Lower case, without the dot. */
    allowedExtensions: text('allowed_extensions').array().notNull(),
    /** Its documents expire: an upload requires the expiry date; the reminders job watches them. */
    expires: boolean('expires').notNull().default(false),
    /** Days before the expiry when reminders go, largest first (0: the day itself). */
    reminderDays: smallint('reminder_days').array().notNull().default(sql`'{60,30,7,0}'::smallint[]`),
    remindHr: boolean('remind_hr').notNull().default(true),
    remindManager: boolean('remind_manager').notNull().default(false),
    remindEmployee: boolean('remind_employee').notNull().default(false),
    /** The employee may upload a renewal in self-service (a request HR approves). */
    employeeMayRenew: boolean('employee_may_renew').notNull().default(false),
  },
  (t) => [
    ...localizedNameRules('attachment_types', t, { scope: [t.tenantId] }),
    index('attachment_types_tenant_entity').on(t.tenantId, t.entityType),
  ],
);

/**
 * An uploaded file's metadata. Without an entity (`bind_entity_id` null) it is a temporary upload, bound
 * by save-temp once its entity is saved, or deleted by the cleanup job after a day.
 */
export const attachments = tenantRowsTable(
  'attachments',
  {
    attachmentTypeId: uuid('attachment_type_id')
      .notNull()
      .references(() => attachmentTypes.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 128 }).notNull(),
    /** Bytes. */
    fileSize: integer('file_size').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    entityType: smallint('entity_type'),
    bindEntityId: uuid('bind_entity_id'),
    /** A renewal approved: the attachment that replaced this one (kept as history, no longer reminded of). */
    supersededById: uuid('superseded_by_id'),
    supersededTime: instant('superseded_time'),
    ...auditColumns,
  },
  (t) => [
    index('attachments_tenant_entity').on(
      t.tenantId,
      t.entityType,
      t.bindEntityId,
      t.creationTime.desc().nullsFirst(),
    ),
    index('attachments_tenant_type').on(t.tenantId, t.attachmentTypeId),
    // The documents that expire: the reminders job and the expiring-soon page read the live ones by date.
    index('attachments_tenant_expiry')
      .on(t.tenantId, t.expiryDate)
      .where(
        sql`${t.expiryDate} is not null and ${t.supersededById} is null and ${t.bindEntityId} is not null`,
      ),
    // The cleanup of temporary uploads.
    index('attachments_tenant_temp').on(t.tenantId, t.creationTime).where(sql`${t.bindEntityId} is null`),
  ],
);

/**
 * The bytes of an attachment, apart from its metadata so that lists never read them. (Object storage can
 * replace this table behind the attachment service.)
 */
export const attachmentContents = pgTable(
  'attachment_contents',
  {
    attachmentId: uuid('attachment_id')
      .primaryKey()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').notNull(),
    content: bytea('content').notNull(),
  },
  () => [tenantIsolationPolicy('attachment_contents')],
);

/** An extra field of an entity type (Employee): its type, default and options. */
export const extraFieldDefinitions = tenantTable(
  'extra_field_definitions',
  {
    entityType: smallint('entity_type').notNull(),
    /** The field's name in English and in Arabic (the spec's `fieldName` is the reader's). */
    ...localizedNameColumns(),
    code: varchar('code', { length: 64 }).notNull(),
    normalizedCode: varchar('normalized_code', { length: 64 }).notNull(),
    /** ExtraFieldType (contracts): 0 String ... 6 Selection, the spec's order. */
    fieldType: smallint('field_type').notNull(),
    /** JSON-encoded, as the API carries it. */
    defaultValue: text('default_value'),
    selectListValues: text('select_list_values').array().notNull().default(sql`'{}'::text[]`),
    isRequired: boolean('is_required').notNull().default(false),
  },
  (t) => [
    uniqueIndex('extra_field_definitions_tenant_code').on(t.tenantId, t.entityType, t.normalizedCode),
    ...localizedNameRules('extra_field_definitions', t),
  ],
);

/**
 * The values of extra fields, for any entity type (employees now, contracts later): one row per entity
 * and field, in the canonical text of the field's type. A field's values go when the field is deleted.
 */
export const extraFieldValues = pgTable(
  'extra_field_values',
  {
    tenantId: uuid('tenant_id').notNull(),
    entityType: smallint('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    definitionId: uuid('definition_id')
      .notNull()
      .references(() => extraFieldDefinitions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'extra_field_values_pk',
      columns: [t.tenantId, t.entityType, t.entityId, t.definitionId],
    }),
    index('extra_field_values_tenant_definition').on(t.tenantId, t.definitionId),
    tenantIsolationPolicy('extra_field_values'),
  ],
);
