import { GoTaskKind } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createLeaveDaily, leaveJobs } from './leave.jobs.ts';
import { leaveRoutes } from './leave.routes.ts';
import { seedLeave } from './leave.seed.ts';
import { createLeaveAllocationImport } from './leave-allocation.import.ts';
import { createLeaveAllocationService } from './leave-allocation.service.ts';
import { createLeaveLedger } from './leave-ledger.service.ts';
import { createLeaveRequestService } from './leave-request.service.ts';
import { createLeaveTypeService } from './leave-type.service.ts';

/**
 * Leave types, allocations and the leave ledger (balances are sums of it). Employees come from the
 * employees module and departments' job titles from organisation, each through a narrow interface.
 */
function createLeaveServices({ db, platform, modules }: ModuleSetup) {
  const types = createLeaveTypeService(db);
  const ledger = createLeaveLedger(db);
  const allocations = createLeaveAllocationService(db, {
    types,
    ledger,
    employees: modules.employees.employees,
    departments: modules.organisation.departments,
    timeZoneOf: (ctx: Pick<RequestContext, 'tenantId'>) => platform.settings.timeZoneOf(ctx),
  });
  const daily = createLeaveDaily({
    allocations,
    tenants: modules.tenancy.tenants,
    timeZoneOf: (tenantId) => platform.settings.timeZoneOf({ tenantId }),
  });
  const goTasks = modules.requests.goTasks;
  const notifications = modules.requests.notifications;
  const users = modules.identity.users;
  const requests = createLeaveRequestService(db, {
    types,
    ledger,
    employees: modules.employees.employees,
    expectedTime: modules.employment.expectedTime,
    goTasks,
    notify: (tx, ctx, recipients, content) => notifications.write(tx, ctx, recipients, content),
    userNames: (ctx, ids) => users.approvers.namesByIds(ctx, ids),
    granted: (ctx) => platform.permissions.granted(ctx),
    timeZoneOf: (ctx) => platform.settings.timeZoneOf(ctx),
  });
  // The tenant's time zone: exports show instants on its clock.
  const timeZoneOf = (ctx: Pick<RequestContext, 'tenantId'>) => platform.settings.timeZoneOf(ctx);
  const allocationImport = createLeaveAllocationImport(db, {
    allocations,
    employees: modules.employees.employees,
  });
  return { types, ledger, allocations, allocationImport, daily, requests, timeZoneOf };
}
export type LeaveServices = ReturnType<typeof createLeaveServices>;

export const leaveModule = defineModule({
  name: 'leave',
  services: createLeaveServices,
  exports: ({ requests }) => ({ requests }),
  // Approving or rejecting a leave request's task applies its decision (requests' hook point).
  contributes: ({ requests }) => ({
    goTaskKinds: [{ kind: GoTaskKind.LeaveRequest, handler: requests.handler }],
  }),
  routes: leaveRoutes,
  // After employees: every acme employee gets this year's allocations.
  seed: seedLeave,
  // Carry-forward at an allocation's end and the expiry of carried days, daily in each tenant's zone.
  jobs: leaveJobs,
});
