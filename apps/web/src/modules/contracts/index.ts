import { defineModule } from '../../app/module.ts';
import { workingScheduleRoutes } from './working-schedule.routes.ts';

/** Contracts and working schedules (so far the working schedules: list, create and update pages). */
export const contractsModule = defineModule({
  name: 'contracts',
  routes: workingScheduleRoutes,
});
