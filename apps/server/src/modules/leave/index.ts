import type { RequestContext } from '../../platform/context.ts';
import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import type { TenantService } from '../tenancy/tenant.service.ts';
import { createLeaveDaily, leaveJobs } from './leave.jobs.ts';
import { leaveRoutes } from './leave.routes.ts';
import { seedLeave } from './leave.seed.ts';
import {
  createLeaveAllocationService,
  type LeaveDepartments,
  type LeaveEmployees,
} from './leave-allocation.service.ts';
import { createLeaveLedger } from './leave-ledger.service.ts';
import { createLeaveTypeService } from './leave-type.service.ts';

export { type LedgerEntry, type LedgerFigures, LedgerKind } from './leave-ledger.service.ts';

/**
 * Leave types, allocations and the leave ledger (balances are sums of it). Employees come from the
 * employees module and departments' job titles from organisation, each through a narrow interface.
 */
function createLeaveServices({ db, platform, use }: ModuleSetup) {
  const types = createLeaveTypeService(db);
  const ledger = createLeaveLedger(db);
  const allocations = createLeaveAllocationService(db, {
    types,
    ledger,
    employees: use<LeaveEmployees>('employees', 'employees'),
    departments: use<LeaveDepartments>('organisation', 'departments'),
    timeZoneOf: (ctx: Pick<RequestContext, 'tenantId'>) => platform.settings.timeZoneOf(ctx),
  });
  const daily = createLeaveDaily({
    allocations,
    tenants: use<Pick<TenantService, 'list'>>('tenancy', 'tenants'),
    timeZoneOf: (tenantId) => platform.settings.timeZoneOf({ tenantId }),
  });
  return { types, ledger, allocations, daily };
}
export type LeaveServices = ReturnType<typeof createLeaveServices>;

export const leaveModule = defineModule({
  name: 'leave',
  services: createLeaveServices,
  routes: leaveRoutes,
  // After employees: every acme employee gets this year's allocations.
  seed: seedLeave,
  // Carry-forward at an allocation's end and the expiry of carried days, daily in each tenant's zone.
  jobs: leaveJobs,
});
