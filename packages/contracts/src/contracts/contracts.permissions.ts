import { crudChildren, crudNames, type PermissionDefinition } from '../platform/permissions.ts';

export const ContractsPermissions = {
  Contracts: {
    Default: 'HR.Contract.Index',
    Create: 'HR.Contract.Create',
    Update: 'HR.Contract.Update',
    Delete: 'HR.Contract.Delete',
    Activate: 'HR.Contract.Activate',
    Cancel: 'HR.Contract.Cancel',
    Expire: 'HR.Contract.Expire',
  },
  WorkingSchedules: {
    Default: 'HR.WorkingScheduleManagement',
    Create: 'HR.WorkingScheduleManagement.Create',
    Update: 'HR.WorkingScheduleManagement.Update',
    Delete: 'HR.WorkingScheduleManagement.Delete',
  },
} as const;

/** Group HR: contracts and their state changes (Draft, Active, Expired, Canceled), and working schedules. */
export const contractsPermissions: PermissionDefinition[] = [
  {
    name: ContractsPermissions.Contracts.Default,
    displayName: { en: 'Contracts', ar: 'العقود' },
    children: [
      ...crudChildren(ContractsPermissions.Contracts.Default, crudNames),
      {
        name: ContractsPermissions.Contracts.Activate,
        displayName: { en: 'Activate contract', ar: 'تفعيل العقد' },
      },
      {
        name: ContractsPermissions.Contracts.Cancel,
        displayName: { en: 'Cancel contract', ar: 'إلغاء العقد' },
      },
      {
        name: ContractsPermissions.Contracts.Expire,
        displayName: { en: 'Mark contract as expired', ar: 'اعتبار العقد منتهيًا' },
      },
    ],
  },
  {
    name: ContractsPermissions.WorkingSchedules.Default,
    displayName: { en: 'Working schedules', ar: 'جداول الدوام' },
    children: crudChildren(ContractsPermissions.WorkingSchedules.Default, crudNames),
  },
];
