import { defineModule, lazyTab, ProfileTabOrder } from '../../app/module.ts';
import { contractsOfEmployee } from './api/contract.api.ts';
import { contractRoutes } from './contract.routes.ts';
import { workingScheduleRoutes } from './working-schedule.routes.ts';

/** Contracts (list, create and update pages, the state changes) and working schedules. */
export const employmentModule = defineModule({
  name: 'employment',
  routes: [...contractRoutes, ...workingScheduleRoutes],
  profileTabs: [
    {
      key: 'contracts',
      order: ProfileTabOrder.Contracts,
      label: 'employment::Profile.Contracts',
      menu: ['hr.contracts'],
      Component: lazyTab(() =>
        import('./components/EmployeeContractsTab.tsx').then((m) => m.EmployeeContractsTab),
      ),
      prefetch: (employeeId) => [contractsOfEmployee(employeeId)],
    },
  ],
});
