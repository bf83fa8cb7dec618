import { definePermissions } from '../platform/permissions.ts';

/** Group HR: items handed to employees; a custody is never edited or deleted, only released. */
export const { names: CustodyPermissions, definitions: custodyPermissions } = definePermissions({
  EmployeeCustody: {
    name: 'HR.EmployeeCustody.Index',
    en: 'Employee custody',
    ar: 'عهد الموظفين',
    children: {
      Create: { en: 'Hand over custody', ar: 'تسليم عهدة' },
      Release: { en: 'Release custody', ar: 'إخلاء العهدة' },
    },
  },
});
