import { GoTaskKind } from '@hr/contracts';
import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import type { EmployeeService } from '../employees/employee.service.ts';
import type { RoleService } from '../identity/role.service.ts';
import type { UserService } from '../identity/user.service.ts';
import { type CorrectionAttendance, createAttendanceRequestService } from './attendance-request.service.ts';
import { createGoTaskService } from './go-task.service.ts';
import { notificationRoutes } from './notification.routes.ts';
import { createNotificationService } from './notification.service.ts';
import { attendanceRequestRoutes } from './requests.routes.ts';
import { seedRequests } from './requests.seed.ts';

/** Attendance requests, tasks and notifications. */
function createRequestsServices({ db, platform, use }: ModuleSetup) {
  const users = use<UserService>('identity', 'users');
  const employees = use<Pick<EmployeeService, 'lockForUse' | 'namesByIds' | 'managerOf'>>(
    'employees',
    'employees',
  );
  const notifications = createNotificationService(db, {
    events: platform.events,
    users,
    roles: use<RoleService>('identity', 'roles'),
  });
  const granted = (ctx: Parameters<typeof platform.permissions.granted>[0]) =>
    platform.permissions.granted(ctx);
  const userNames = (ctx: Parameters<UserService['approvers']['namesByIds']>[0], ids: readonly string[]) =>
    users.approvers.namesByIds(ctx, ids);
  const goTasks = createGoTaskService(db, {
    managerOf: (ctx, employeeId) => employees.managerOf(ctx, employeeId),
    userOfEmployee: (ctx, employeeId) => users.approvers.userOfEmployee(ctx, employeeId),
    holdersOf: (ctx, permission) => users.approvers.holdersOf(ctx, permission),
    userNames,
    granted,
    notify: notifications.write,
  });
  const attendanceRequests = createAttendanceRequestService(db, {
    employees,
    attendance: use<CorrectionAttendance>('time', 'attendance'),
    goTasks,
    notify: notifications.write,
    userNames,
    granted,
    timeZoneOf: (ctx) => platform.settings.timeZoneOf(ctx),
  });
  // Approving or rejecting an attendance request's task applies its decision.
  goTasks.registerKind(GoTaskKind.AttendanceRequest, attendanceRequests.handler);
  return { notifications, goTasks, attendanceRequests };
}
export type RequestsServices = ReturnType<typeof createRequestsServices>;

export const requestsModule = defineModule({
  name: 'requests',
  services: createRequestsServices,
  routes: (services, { platform }) => [
    notificationRoutes(services, platform.events),
    ...attendanceRequestRoutes(services),
  ],
  seed: seedRequests,
});
