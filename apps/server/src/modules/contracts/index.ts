import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { contractsRoutes } from './contracts.routes.ts';
import { seedContracts } from './contracts.seed.ts';
import { createWorkingScheduleService, type WorkingScheduleUsers } from './working-schedule.service.ts';

export type { WorkingScheduleUsers } from './working-schedule.service.ts';

/**
 * Contracts and working schedules. So far the working schedules; the contracts service (issue 13) adds
 * itself to the schedules' `users` (`WorkingScheduleUsers.countUsing`: the contracts whose schedule ranges
 * name a schedule), which refuses deleting a schedule a contract uses. Nothing else points at a schedule
 * yet, so until then the list is empty and a delete is refused by nobody.
 */
function createContractsServices({ db }: ModuleSetup) {
  const users: WorkingScheduleUsers[] = [];
  return {
    workingSchedules: createWorkingScheduleService(db, { users }),
  };
}
export type ContractsServices = ReturnType<typeof createContractsServices>;

export const contractsModule = defineModule({
  name: 'contracts',
  services: createContractsServices,
  routes: contractsRoutes,
  seed: seedContracts,
});
