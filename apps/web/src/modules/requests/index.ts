import { defineModule } from '../../app/module.ts';

/** Attendance requests, tasks and notifications (the bell and the notifications page). */
export const requestsModule = defineModule({
  name: 'requests',
  routes: [],
});
