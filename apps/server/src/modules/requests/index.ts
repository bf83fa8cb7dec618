import type { AppModule } from '../../platform/module.ts';
import { notificationRoutes } from './notification.routes.ts';
import { seedRequests } from './requests.seed.ts';

/** Attendance requests, tasks and notifications. */
export const requestsModule: AppModule = {
  name: 'requests',
  routes: notificationRoutes,
  seed: seedRequests,
};
