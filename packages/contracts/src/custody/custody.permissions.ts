import type { PermissionDefinition } from '../platform/permissions.ts';

export const CustodyPermissions = {
  EmployeeCustody: {
    Default: 'HR.EmployeeCustody.Index',
    Create: 'HR.EmployeeCustody.Create',
    Release: 'HR.EmployeeCustody.Release',
  },
} as const;

/** Group HR: items handed to employees; a custody is never edited or deleted, only released. */
export const custodyPermissions: PermissionDefinition[] = [
  {
    name: CustodyPermissions.EmployeeCustody.Default,
    displayName: { en: 'Employee custody', ar: 'عهد الموظفين' },
    children: [
      {
        name: CustodyPermissions.EmployeeCustody.Create,
        displayName: { en: 'Hand over custody', ar: 'تسليم عهدة' },
      },
      {
        name: CustodyPermissions.EmployeeCustody.Release,
        displayName: { en: 'Release custody', ar: 'إخلاء العهدة' },
      },
    ],
  },
];
