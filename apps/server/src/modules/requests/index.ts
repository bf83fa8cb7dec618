import type { AppModule } from '../../platform/module.ts';

/** Attendance requests, tasks and notifications. */
export const requestsModule: AppModule = {
  name: 'requests',
  routes: () => async () => {},
};
