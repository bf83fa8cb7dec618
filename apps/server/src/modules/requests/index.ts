import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import type { RoleService } from '../identity/role.service.ts';
import type { UserService } from '../identity/user.service.ts';
import { notificationRoutes } from './notification.routes.ts';
import { createNotificationService } from './notification.service.ts';
import { seedRequests } from './requests.seed.ts';

/** Attendance requests, tasks and notifications. */
function createRequestsServices({ db, platform, use }: ModuleSetup) {
  return {
    notifications: createNotificationService(db, {
      events: platform.events,
      users: use<UserService>('identity', 'users'),
      roles: use<RoleService>('identity', 'roles'),
    }),
  };
}
export type RequestsServices = ReturnType<typeof createRequestsServices>;

export const requestsModule = defineModule({
  name: 'requests',
  services: createRequestsServices,
  routes: (services, { platform }) => [notificationRoutes(services, platform.events)],
  seed: seedRequests,
});
