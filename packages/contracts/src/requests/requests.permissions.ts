import type { PermissionDefinition } from '../platform/permissions.ts';

export const RequestsPermissions = {
  AttendanceRequests: {
    Default: 'HR.AttendanceRequests.Index',
    Approve: 'HR.AttendanceRequests.Approve',
    Reject: 'HR.AttendanceRequests.Reject',
  },
  Notifications: {
    Send: 'HR.Notifications.Send',
  },
} as const;

/**
 * Group HR: everyone's attendance-correction requests, and sending notifications. Filing one's own
 * request and reading one's own notifications act for the signed-in user and need no policy.
 */
export const requestsPermissions: PermissionDefinition[] = [
  {
    name: RequestsPermissions.AttendanceRequests.Default,
    displayName: { en: 'Attendance correction requests', ar: 'طلبات تصحيح الحضور' },
    children: [
      {
        name: RequestsPermissions.AttendanceRequests.Approve,
        displayName: { en: 'Approve attendance requests', ar: 'الموافقة على طلبات الحضور' },
      },
      {
        name: RequestsPermissions.AttendanceRequests.Reject,
        displayName: { en: 'Reject attendance requests', ar: 'رفض طلبات الحضور' },
      },
    ],
  },
  {
    // To one user, to everyone in a role, or to everyone in the tenant.
    name: RequestsPermissions.Notifications.Send,
    displayName: { en: 'Send notifications', ar: 'إرسال الإشعارات' },
  },
];
