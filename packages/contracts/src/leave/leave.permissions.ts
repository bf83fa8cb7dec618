import { crudChildren, crudNames, type PermissionDefinition } from '../platform/permissions.ts';

export const LeavePermissions = {
  LeaveTypes: {
    Default: 'HR.LeaveTypeManagement',
    Create: 'HR.LeaveTypeManagement.Create',
    Update: 'HR.LeaveTypeManagement.Update',
    Delete: 'HR.LeaveTypeManagement.Delete',
  },
  LeaveAllocations: {
    Default: 'HR.LeaveAllocations.Index',
    Create: 'HR.LeaveAllocations.Create',
    Update: 'HR.LeaveAllocations.Update',
    Delete: 'HR.LeaveAllocations.Delete',
  },
  LeaveRequests: {
    Default: 'HR.LeaveRequests.Index',
    Approve: 'HR.LeaveRequests.Approve',
    Reject: 'HR.LeaveRequests.Reject',
  },
} as const;

/**
 * Group HR: leave types, allocations and everyone's leave requests. An employee's own requests and
 * balances (self-service) act for the signed-in employee and need no policy.
 */
export const leavePermissions: PermissionDefinition[] = [
  {
    name: LeavePermissions.LeaveTypes.Default,
    displayName: { en: 'Leave types', ar: 'أنواع الإجازات' },
    children: crudChildren(LeavePermissions.LeaveTypes.Default, crudNames),
  },
  {
    name: LeavePermissions.LeaveAllocations.Default,
    displayName: { en: 'Leave allocations', ar: 'تخصيصات الإجازات' },
    children: crudChildren(LeavePermissions.LeaveAllocations.Default, crudNames),
  },
  {
    name: LeavePermissions.LeaveRequests.Default,
    displayName: { en: "Employees' leave requests", ar: 'طلبات إجازات الموظفين' },
    children: [
      {
        name: LeavePermissions.LeaveRequests.Approve,
        displayName: { en: 'Approve leave requests', ar: 'الموافقة على طلبات الإجازة' },
      },
      {
        name: LeavePermissions.LeaveRequests.Reject,
        displayName: { en: 'Reject leave requests', ar: 'رفض طلبات الإجازة' },
      },
    ],
  },
];
