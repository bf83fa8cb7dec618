import { crudChildren, crudNames, type PermissionDefinition } from '../platform/permissions.ts';

export const EmployeesPermissions = {
  Employees: {
    Default: 'HR.Employees.Index',
    Create: 'HR.Employees.Create',
    Update: 'HR.Employees.Update',
    Delete: 'HR.Employees.Delete',
  },
  AttachmentTypes: {
    Default: 'GoldenOwl.AttachmentType.AttachmentTypeManagement',
    Create: 'GoldenOwl.AttachmentType.AttachmentTypeManagement.Create',
    Update: 'GoldenOwl.AttachmentType.AttachmentTypeManagement.Update',
    Delete: 'GoldenOwl.AttachmentType.AttachmentTypeManagement.Delete',
  },
  ExtraFieldDefinitions: {
    Default: 'GoldenOwl.ExtraFieldDefinition.ExtraFieldDefinition',
    Create: 'GoldenOwl.ExtraFieldDefinition.ExtraFieldDefinition.Create',
    Update: 'GoldenOwl.ExtraFieldDefinition.ExtraFieldDefinition.Update',
    Delete: 'GoldenOwl.ExtraFieldDefinition.ExtraFieldDefinition.Delete',
  },
} as const;

/** Group HR: employees with their contact details, extra field values and attachments. */
export const employeesPermissions: PermissionDefinition[] = [
  {
    name: EmployeesPermissions.Employees.Default,
    displayName: { en: 'Employees', ar: 'الموظفون' },
    children: crudChildren(EmployeesPermissions.Employees.Default, crudNames),
  },
];

/**
 * Group GoldenOwl (the spec's "Settings" menu): attachment types and extra field definitions,
 * which shape the employee form; the policy names are the spec's, kept as they are.
 */
export const employeesSettingsPermissions: PermissionDefinition[] = [
  {
    name: EmployeesPermissions.AttachmentTypes.Default,
    displayName: { en: 'Attachment types', ar: 'أنواع المرفقات' },
    children: crudChildren(EmployeesPermissions.AttachmentTypes.Default, crudNames),
  },
  {
    name: EmployeesPermissions.ExtraFieldDefinitions.Default,
    displayName: { en: 'Extra fields', ar: 'الحقول الإضافية' },
    children: crudChildren(EmployeesPermissions.ExtraFieldDefinitions.Default, crudNames),
  },
];
