import { definePermissions } from '../platform/permissions.ts';

/** Group HR: contracts and their state changes (Draft, Active, Expired, Canceled), and working schedules. */
export const { names: ContractsPermissions, definitions: contractsPermissions } = definePermissions({
  Contracts: {
    name: 'HR.Contract.Index',
    en: 'Contracts',
    ar: 'العقود',
    crud: true,
    children: {
      Activate: { en: 'Activate contract', ar: 'تفعيل العقد' },
      Cancel: { en: 'Cancel contract', ar: 'إلغاء العقد' },
      Expire: { en: 'Mark contract as expired', ar: 'اعتبار العقد منتهيًا' },
    },
  },
  WorkingSchedules: {
    name: 'HR.WorkingScheduleManagement',
    en: 'Working schedules',
    ar: 'جداول الدوام',
    crud: true,
  },
});
