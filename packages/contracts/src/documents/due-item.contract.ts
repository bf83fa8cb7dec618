import { z } from 'zod';
import { reminderDaysInput } from '../extensions/attachment-type.contract.ts';
import { excelFile } from '../platform/endpoint.ts';
import { defineEnum, enumFilter } from '../platform/enum.ts';
import { employeeReference, pagedResult } from '../platform/paging.contract.ts';
import { resourceCalls } from '../platform/resource.ts';
import { DocumentsPermissions } from './documents.permissions.ts';

/** What comes due: an employee's document expires, a contract or its probation ends, custody is due back. */
export const DueItemKinds = defineEnum('DueItemKind', {
  Document: { value: 0, en: 'Document', ar: 'مستند', color: 'blue' },
  ContractEnd: { value: 1, en: 'Contract end', ar: 'نهاية عقد', color: 'purple' },
  ProbationEnd: { value: 2, en: 'Probation end', ar: 'نهاية فترة التجربة', color: 'cyan' },
  CustodyDue: { value: 3, en: 'Custody due back', ar: 'إرجاع عهدة', color: 'orange' },
});
export const DueItemKind = DueItemKinds.values;
export type DueItemKind = number;

/** The longest look ahead of the expiring-soon page (days). */
export const maxDueDays = 365;

export const dueItemDto = z.object({
  kind: DueItemKinds.dto,
  /** The document's, contract's or custody item's id. */
  itemId: z.uuid(),
  ...employeeReference,
  /** The document's type and file, the contract's name, the custody item's description. */
  title: z.string(),
  /** yyyy-MM-dd: the expiry, the end, the due date. */
  dueDate: z.string(),
  /** Days from the tenant's today (negative: overdue). */
  daysLeft: z.number().int(),
});
export type DueItemDto = z.infer<typeof dueItemDto>;

const optionalNumber = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The page's filters: the days ahead (default 30), a kind, a department (its sub-departments too). */
export const getDueItemsInput = z.object({
  days: z.preprocess(optionalNumber, z.coerce.number().int().min(0).max(maxDueDays).default(30)),
  kind: enumFilter(DueItemKinds),
  departmentId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid().optional()),
  skipCount: z.coerce.number().int().min(0).max(1_000_000).default(0),
  maxResultCount: z.coerce.number().int().min(1).max(1000).default(50),
});
export type GetDueItemsInput = z.input<typeof getDueItemsInput>;
export type GetDueItems = z.infer<typeof getDueItemsInput>;
export const exportDueItemsInput = getDueItemsInput.omit({ skipCount: true, maxResultCount: true });
export type ExportDueItemsInput = z.input<typeof exportDueItemsInput>;

/** How many of each kind come due within the days (overdue included): the page's tabs and the dashboard. */
export const dueCountsDto = z.object({
  days: z.number().int(),
  documents: z.number().int(),
  contracts: z.number().int(),
  probations: z.number().int(),
  custody: z.number().int(),
  overdue: z.number().int(),
  total: z.number().int(),
});
export type DueCountsDto = z.infer<typeof dueCountsDto>;

/** The reminders' settings of the tenant (setting management). */
export const documentSettingsDto = z.object({
  /** The hour (0-23) of the tenant's day when the reminders go. */
  reminderHour: z.number().int(),
  /** One e-mail digest a day per person (else the bell only). */
  digestEnabled: z.boolean(),
  /** The thresholds of contracts, probations and custody, and a new document type's (days ahead). */
  defaultThresholds: z.array(z.number().int()),
});
export type DocumentSettingsDto = z.infer<typeof documentSettingsDto>;
export const updateDocumentSettingsInput = z.object({
  reminderHour: z.number().int().min(0).max(23, 'Documents:InvalidHour'),
  digestEnabled: z.boolean(),
  defaultThresholds: reminderDaysInput,
});
export type UpdateDocumentSettingsInput = z.input<typeof updateDocumentSettingsInput>;

const P = DocumentsPermissions.Documents;
const tag = 'DueItem';
const call = resourceCalls('/api/app/due-item', tag);
const settingsCall = resourceCalls('/api/app/document-settings', 'DocumentSettings');

export const dueItemEndpoints = {
  /** Overdue first, then soonest; within the filters. */
  list: call('GET', '', P.Default, { query: getDueItemsInput, response: pagedResult(dueItemDto) }),
  counts: call('GET', 'counts', P.Default, {
    query: exportDueItemsInput.pick({ days: true, departmentId: true }),
    response: dueCountsDto,
  }),
  exportExcel: call('GET', 'export-excel', P.Default, { query: exportDueItemsInput, response: excelFile }),
  getSettings: settingsCall('GET', '', P.Settings, { response: documentSettingsDto }),
  updateSettings: settingsCall('PUT', '', P.Settings, { body: updateDocumentSettingsInput }),
};
