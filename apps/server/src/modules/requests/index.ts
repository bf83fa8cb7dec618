import { GoTaskKind } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createAttendanceRequestService } from './attendance-request.service.ts';
import { createGoTaskService } from './go-task.service.ts';
import { notificationRoutes } from './notification.routes.ts';
import { createNotificationService } from './notification.service.ts';
import { createNotificationMailService } from './notification-mail.service.ts';
import { requestsJobs } from './requests.jobs.ts';
import { attendanceRequestRoutes } from './requests.routes.ts';
import { seedRequests } from './requests.seed.ts';

/**
 * Attendance requests, tasks and notifications. The request kinds decided by go-tasks come through the hook
 * point `goTaskKinds` (requests' own attendance requests and leave's requests).
 */
function createRequestsServices({ db, platform, modules, hooks }: ModuleSetup) {
  const users = modules.identity.users;
  const employees = modules.employees.employees;
  // Notifications are e-mailed too, each in its recipient's language (a job per 50).
  const notificationMail = createNotificationMailService(db, {
    users,
    settings: platform.settings,
    mail: platform.mail,
  });
  const notifications = createNotificationService(db, {
    events: platform.events,
    users,
    roles: modules.identity.roles,
    mail: notificationMail,
  });
  const granted = (ctx: Parameters<typeof platform.permissions.granted>[0]) =>
    platform.permissions.granted(ctx);
  const userNames = (ctx: RequestContext, ids: readonly string[]) => users.approvers.namesByIds(ctx, ids);
  const goTasks = createGoTaskService(db, {
    managerOf: (ctx, employeeId) => employees.managerOf(ctx, employeeId),
    userOfEmployee: (ctx, employeeId) => users.approvers.userOfEmployee(ctx, employeeId),
    holdersOf: (ctx, permission) => users.approvers.holdersOf(ctx, permission),
    userNames,
    granted,
    notify: notifications.write,
    kinds: hooks('goTaskKinds'),
  });
  const attendanceRequests = createAttendanceRequestService(db, {
    employees,
    attendance: modules.time.attendance,
    goTasks,
    notify: notifications.write,
    userNames,
    granted,
    timeZoneOf: (ctx) => platform.settings.timeZoneOf(ctx),
  });
  return { notifications, notificationMail, goTasks, attendanceRequests };
}
export type RequestsServices = ReturnType<typeof createRequestsServices>;

export const requestsModule = defineModule({
  name: 'requests',
  services: createRequestsServices,
  exports: ({ goTasks, notifications }) => ({ goTasks, notifications }),
  // Approving or rejecting an attendance request's task applies its decision.
  contributes: ({ attendanceRequests }) => ({
    goTaskKinds: [{ kind: GoTaskKind.AttendanceRequest, handler: attendanceRequests.handler }],
  }),
  routes: (services, { platform }) => [
    notificationRoutes(services, platform.events),
    ...attendanceRequestRoutes(services, (ctx) => platform.settings.timeZoneOf(ctx)),
  ],
  seed: seedRequests,
  jobs: requestsJobs,
});
