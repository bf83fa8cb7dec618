import { defineModule } from '../../app/module.ts';
import { contractRoutes } from './contract.routes.ts';
import { workingScheduleRoutes } from './working-schedule.routes.ts';

/** Contracts (list, create and update pages, the state changes) and working schedules. */
export const employmentModule = defineModule({
  name: 'employment',
  routes: [...contractRoutes, ...workingScheduleRoutes],
});
