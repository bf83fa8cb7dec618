import { AppError } from '../../platform/errors.ts';
import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import type { EmployeeService } from '../employees/employee.service.ts';
import { custodyRoutes } from './custody.routes.ts';
import { seedCustody } from './custody.seed.ts';
import { createEmployeeCustodyService, type EmployeeCustodyDeps } from './employee-custody.service.ts';

/**
 * Employee custody (issue 17). Employees come from the employees module through a narrow interface: the
 * create share-locks the employee (and asks the contracts module when the employee's employment began), and the module registers a guard on the employee's delete (an employee
 * holding custody cannot be deleted: Custody:EmployeeHoldsCustody).
 */
function createCustodyServices({ db, platform, use }: ModuleSetup) {
  const employees = use<Pick<EmployeeService, 'lockForUse' | 'namesByIds' | 'registerDeleteGuard'>>(
    'employees',
    'employees',
  );
  const custodies = createEmployeeCustodyService(db, {
    employees,
    contracts: use<EmployeeCustodyDeps['contracts']>('employment', 'contracts'),
    timeZoneOf: (ctx) => platform.settings.timeZoneOf(ctx),
  });
  // Inside the delete's transaction, after it locked the employee FOR UPDATE.
  employees.registerDeleteGuard(async (ctx, employeeId) => {
    const count = await custodies.heldCount(ctx, employeeId);
    if (count > 0) throw new AppError('Custody:EmployeeHoldsCustody', { count });
  });
  return { custodies };
}
export type CustodyServices = ReturnType<typeof createCustodyServices>;

export const custodyModule = defineModule({
  name: 'custody',
  services: createCustodyServices,
  routes: custodyRoutes,
  // After employees: the demo custody is acme employees'.
  seed: seedCustody,
});
