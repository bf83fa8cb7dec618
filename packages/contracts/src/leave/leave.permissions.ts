import { definePermissions } from '../platform/permissions.ts';

/**
 * Group HR: leave types, allocations and everyone's leave requests. An employee's own requests and
 * balances (self-service) act for the signed-in employee and need no policy.
 */
export const { names: LeavePermissions, definitions: leavePermissions } = definePermissions({
  LeaveTypes: { name: 'HR.LeaveTypeManagement', en: 'Leave types', ar: 'أنواع الإجازات', crud: true },
  LeaveAllocations: {
    name: 'HR.LeaveAllocations.Index',
    en: 'Leave allocations',
    ar: 'تخصيصات الإجازات',
    crud: true,
  },
  LeaveRequests: {
    name: 'HR.LeaveRequests.Index',
    en: "Employees' leave requests",
    ar: 'طلبات إجازات الموظفين',
    children: {
      Approve: { en: 'Approve leave requests', ar: 'الموافقة على طلبات الإجازة' },
      Reject: { en: 'Reject leave requests', ar: 'رفض طلبات الإجازة' },
    },
  },
});
