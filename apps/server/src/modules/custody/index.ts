import { AppError } from '../../platform/errors.ts';
import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { custodyRoutes } from './custody.routes.ts';
import { seedCustody } from './custody.seed.ts';
import { createEmployeeCustodyService } from './employee-custody.service.ts';

/**
 * Employee custody (issue 17). Employees come from the employees module through a narrow interface: the
 * create share-locks the employee (and asks the contracts module when the employee's employment began), and
 * the module contributes a guard to the employee's delete (hook point `employeeDeleteGuards`: an employee
 * holding custody cannot be deleted: Custody:EmployeeHoldsCustody).
 */
function createCustodyServices({ db, platform, modules }: ModuleSetup) {
  const custodies = createEmployeeCustodyService(db, {
    employees: modules.employees.employees,
    contracts: modules.employment.contracts,
    timeZoneOf: (ctx) => platform.settings.timeZoneOf(ctx),
  });
  return { custodies };
}
export type CustodyServices = ReturnType<typeof createCustodyServices>;

export const custodyModule = defineModule({
  name: 'custody',
  services: createCustodyServices,
  exports: ({ custodies }) => ({ custodies }),
  contributes: ({ custodies }) => ({
    // Inside the delete's transaction, after it locked the employee FOR UPDATE.
    employeeDeleteGuards: [
      async (ctx, employeeId) => {
        const count = await custodies.heldCount(ctx, employeeId);
        if (count > 0) throw new AppError('Custody:EmployeeHoldsCustody', { count });
      },
    ],
  }),
  routes: custodyRoutes,
  // After employees: the demo custody is acme employees'.
  seed: seedCustody,
});
