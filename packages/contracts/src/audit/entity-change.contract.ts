import { z } from 'zod';
import { CustodyPermissions } from '../custody/custody.permissions.ts';
import { DisciplinePermissions } from '../discipline/discipline.permissions.ts';
import { DocumentsPermissions } from '../documents/documents.permissions.ts';
import { EmployeesPermissions } from '../employees/employees.permissions.ts';
import { ContractsPermissions } from '../employment/employment.permissions.ts';
import { ExtensionsPermissions } from '../extensions/extensions.permissions.ts';
import { FinancePermissions } from '../finance/finance.permissions.ts';
import { IdentityPermissions } from '../identity/identity.permissions.ts';
import { LeavePermissions } from '../leave/leave.permissions.ts';
import { OrganisationPermissions } from '../organisation/organisation.permissions.ts';
import { PayrollPermissions } from '../payroll/payroll.permissions.ts';
import { dateTime } from '../platform/dates.ts';
import { access, endpoint, excelFile } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import type { LocalizedText } from '../platform/localization.ts';
import { pagedRequest, pagedResult } from '../platform/paging.contract.ts';
import { listQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';
import { TenancyPermissions } from '../tenancy/tenancy.permissions.ts';
import { TimePermissions } from '../time/time.permissions.ts';
import { AuditPermissions } from './audit.permissions.ts';

export const EntityChangeTypes = defineEnum('EntityChangeType', {
  Created: { value: 0, en: 'Created', ar: 'إنشاء' },
  Updated: { value: 1, en: 'Updated', ar: 'تعديل' },
  Deleted: { value: 2, en: 'Deleted', ar: 'حذف' },
});
export const EntityChangeType = EntityChangeTypes.values;
export type EntityChangeType = number;

interface AuditedEntity extends LocalizedText {
  /** Who may read the entity's History (besides AuditLogging.AuditLogs, which reads every change). */
  readPolicy: string;
}

/**
 * The entities the change log records, by their stable names (the server's declarations in
 * `platform/db/audit-trail.ts` use the same names): their label and the policy that reads their History.
 * An entity's History is readable by whoever may read the entity (its list's policy); the whole log only
 * with AuditLogging.AuditLogs.
 */
export const auditedEntityTypes = {
  Tenant: { en: 'Tenant', ar: 'جهة', readPolicy: TenancyPermissions.Tenants.Default },
  Feature: { en: 'Feature', ar: 'ميزة', readPolicy: TenancyPermissions.Tenants.ManageFeatures },
  User: { en: 'User', ar: 'مستخدم', readPolicy: IdentityPermissions.Users.Default },
  Role: { en: 'Role', ar: 'دور', readPolicy: IdentityPermissions.Roles.Default },
  UserRole: { en: "User's role", ar: 'دور المستخدم', readPolicy: IdentityPermissions.Users.Default },
  PermissionGrant: { en: 'Permission', ar: 'صلاحية', readPolicy: IdentityPermissions.Roles.Default },
  Setting: { en: 'Setting', ar: 'إعداد', readPolicy: AuditPermissions.AuditLogs.Default },
  Department: {
    en: 'Department',
    ar: 'قسم',
    readPolicy: OrganisationPermissions.DepartmentsAndJobTitles.Default,
  },
  JobTitle: {
    en: 'Job title',
    ar: 'مسمى وظيفي',
    readPolicy: OrganisationPermissions.DepartmentsAndJobTitles.Default,
  },
  Employee: { en: 'Employee', ar: 'موظف', readPolicy: EmployeesPermissions.Employees.Default },
  ExtraFieldDefinition: {
    en: 'Extra field',
    ar: 'حقل إضافي',
    readPolicy: ExtensionsPermissions.ExtraFieldDefinitions.Default,
  },
  ExtraFieldValue: {
    en: 'Extra field value',
    ar: 'قيمة حقل إضافي',
    readPolicy: EmployeesPermissions.Employees.Default,
  },
  AttachmentType: {
    en: 'Attachment type',
    ar: 'نوع مرفق',
    readPolicy: ExtensionsPermissions.AttachmentTypes.Default,
  },
  Attachment: { en: 'Attachment', ar: 'مرفق', readPolicy: EmployeesPermissions.Employees.Default },
  Contract: { en: 'Contract', ar: 'عقد', readPolicy: ContractsPermissions.Contracts.Default },
  ContractWorkingSchedule: {
    en: "Contract's working schedule",
    ar: 'جدول دوام العقد',
    readPolicy: ContractsPermissions.Contracts.Default,
  },
  WorkingSchedule: {
    en: 'Working schedule',
    ar: 'جدول دوام',
    readPolicy: ContractsPermissions.WorkingSchedules.Default,
  },
  WorkingHours: {
    en: 'Working hours',
    ar: 'ساعات الدوام',
    readPolicy: ContractsPermissions.WorkingSchedules.Default,
  },
  AttendanceRecord: {
    en: 'Attendance record',
    ar: 'سجل حضور',
    readPolicy: TimePermissions.Attendance.Default,
  },
  AttendanceRequest: {
    en: 'Attendance correction',
    ar: 'تصحيح حضور',
    readPolicy: TimePermissions.Attendance.Default,
  },
  Terminal: { en: 'Terminal', ar: 'جهاز بصمة', readPolicy: TimePermissions.Terminals.Default },
  EmployeePin: { en: "Employee's PIN", ar: 'رمز الموظف', readPolicy: TimePermissions.EmployeePins.Default },
  Holiday: { en: 'Holiday', ar: 'عطلة', readPolicy: TimePermissions.Holidays.Default },
  LeaveType: { en: 'Leave type', ar: 'نوع إجازة', readPolicy: LeavePermissions.LeaveTypes.Default },
  LeaveAllocation: {
    en: 'Leave allocation',
    ar: 'رصيد إجازة',
    readPolicy: LeavePermissions.LeaveAllocations.Default,
  },
  LeaveLedgerEntry: {
    en: 'Leave balance entry',
    ar: 'حركة رصيد إجازة',
    readPolicy: LeavePermissions.LeaveAllocations.Default,
  },
  LeaveRequest: { en: 'Leave request', ar: 'طلب إجازة', readPolicy: LeavePermissions.LeaveRequests.Default },
  DisciplineType: {
    en: 'Penalty or reward type',
    ar: 'نوع عقوبة أو مكافأة',
    readPolicy: DisciplinePermissions.PenaltyTypes.Default,
  },
  DisciplineRecord: {
    en: 'Penalty or reward',
    ar: 'عقوبة أو مكافأة',
    readPolicy: DisciplinePermissions.Penalties.Default,
  },
  EmployeeCustody: { en: 'Custody', ar: 'عهدة', readPolicy: CustodyPermissions.EmployeeCustody.Default },
  SalaryRuleCategory: {
    en: 'Salary rule category',
    ar: 'فئة قواعد الرواتب',
    readPolicy: PayrollPermissions.SalaryRuleCategories.Default,
  },
  SalaryRule: { en: 'Salary rule', ar: 'قاعدة راتب', readPolicy: PayrollPermissions.SalaryRules.Default },
  SalaryStructure: {
    en: 'Salary structure',
    ar: 'هيكل راتب',
    readPolicy: PayrollPermissions.SalaryStructures.Default,
  },
  SalaryStructureRule: {
    en: "Structure's rule",
    ar: 'قاعدة في الهيكل',
    readPolicy: PayrollPermissions.SalaryStructures.Default,
  },
  Payslip: { en: 'Payslip', ar: 'قسيمة راتب', readPolicy: PayrollPermissions.Payslips.Default },
  PayrollRun: { en: 'Payroll run', ar: 'تشغيل رواتب', readPolicy: PayrollPermissions.Payslips.Default },
  TenantCurrency: { en: 'Currency', ar: 'عملة', readPolicy: FinancePermissions.Currencies.Default },
  ExchangeRate: { en: 'Exchange rate', ar: 'سعر صرف', readPolicy: FinancePermissions.Currencies.Default },
  FinancialAccount: { en: 'Account', ar: 'حساب', readPolicy: FinancePermissions.Accounts.Default },
  FinancialPeriod: {
    en: 'Financial period',
    ar: 'فترة مالية',
    readPolicy: FinancePermissions.FinancialPeriods.Default,
  },
  AccountingAuditing: {
    en: 'Accounting audit',
    ar: 'تدقيق محاسبي',
    readPolicy: FinancePermissions.FinancialPeriods.Default,
  },
  Bank: { en: 'Bank', ar: 'بنك', readPolicy: FinancePermissions.Banks.Default },
  JournalEntry: {
    en: 'Journal entry',
    ar: 'قيد يومية',
    readPolicy: FinancePermissions.JournalEntries.Default,
  },
  JournalEntryLine: {
    en: 'Journal entry line',
    ar: 'سطر قيد يومية',
    readPolicy: FinancePermissions.JournalEntries.Default,
  },
  DocumentRenewal: {
    en: 'Document renewal',
    ar: 'تجديد مستند',
    readPolicy: DocumentsPermissions.DocumentRenewals.Default,
  },
} as const satisfies Record<string, AuditedEntity>;
export type AuditedEntityType = keyof typeof auditedEntityTypes;
export const auditedEntityTypeNames = Object.keys(auditedEntityTypes) as [
  AuditedEntityType,
  ...AuditedEntityType[],
];

/** The label of an entity type in a language (the name itself for one not declared). */
export function entityTypeLabel(type: string, language: 'en' | 'ar'): string {
  return (auditedEntityTypes as Record<string, AuditedEntity>)[type]?.[language] ?? type;
}

/**
 * One changed property: its name (the entity's field, camelCase), old and new values as JSON text (ABP's
 * shape; null when absent), or `isSecret` (a password hash, a sealed setting): changed, values never shown.
 */
export const entityPropertyChangeDto = z.object({
  propertyName: z.string(),
  originalValue: z.string().nullable(),
  newValue: z.string().nullable(),
  isSecret: z.boolean(),
});
export type EntityPropertyChangeDto = z.infer<typeof entityPropertyChangeDto>;

export const entityChangeDto = z.object({
  id: z.string(),
  changeTime: z.string(),
  changeType: EntityChangeTypes.dto,
  entityTypeFullName: z.string(),
  entityId: z.string(),
  parentEntityType: z.string().nullable(),
  parentEntityId: z.string().nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  impersonatorUserId: z.string().nullable(),
  clientId: z.string().nullable(),
  clientIpAddress: z.string().nullable(),
  browserInfo: z.string().nullable(),
  correlationId: z.string().nullable(),
  propertyChanges: z.array(entityPropertyChangeDto),
});
export type EntityChangeDto = z.infer<typeof entityChangeDto>;

const entityTypeName = trimmedText()
  .max(64)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/);
const entityIdText = trimmedText().max(200);

/** The log's filters (issue 40 §3): user, entity type, entity, action, period, request id. */
const filters = {
  userId: z.uuid().optional(),
  userName: trimmedText().max(256).optional(),
  entityTypeFullName: entityTypeName.optional(),
  entityId: entityIdText.optional(),
  changeType: EntityChangeTypes.schema.optional(),
  startTime: dateTime.optional(),
  endTime: dateTime.optional(),
  correlationId: trimmedText().max(64).optional(),
};
export const getEntityChangesInput = listQuery(['changeTime']).extend(filters);
export type GetEntityChangesInput = z.input<typeof getEntityChangesInput>;
export const exportEntityChangesInput = z.object(filters);
export type ExportEntityChangesInput = z.input<typeof exportEntityChangesInput>;

/** An entity's History: its changes and its children's (a structure's rules, an employee's extra fields). */
export const getEntityHistoryInput = pagedRequest.omit({ sorting: true });
export const entityHistoryParams = z.object({ entityType: entityTypeName, entityId: entityIdText });

const tag = 'AuditLogging';
const read = access.policy(AuditPermissions.AuditLogs.Default);

export const entityChangeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/audit-logging/entity-changes',
    query: getEntityChangesInput,
    response: pagedResult(entityChangeDto),
    access: read,
    tag,
  }),
  /** The filtered log as an .xlsx workbook (at most 100,000 rows, newest first). */
  exportExcel: endpoint({
    method: 'GET',
    path: '/api/audit-logging/entity-changes/export-excel',
    query: exportEntityChangesInput,
    response: excelFile,
    access: read,
    tag,
  }),
  /**
   * One entity's History, newest first. Signed-in: the service asks for the entity type's read policy
   * (`auditedEntityTypes`) or AuditLogging.AuditLogs.
   */
  history: endpoint({
    method: 'GET',
    path: '/api/audit-logging/entity-history/:entityType/:entityId',
    params: entityHistoryParams,
    query: getEntityHistoryInput,
    response: pagedResult(entityChangeDto),
    access: access.authenticated,
    tag,
  }),
};
