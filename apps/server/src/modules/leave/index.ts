import { GoTaskKind } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import type { EmployeeService } from '../employees/employee.service.ts';
import type { ExpectedTime } from '../employment/expected-time/index.ts';
import type { UserService } from '../identity/user.service.ts';
import type { GoTaskService } from '../requests/go-task.service.ts';
import type { NotificationService } from '../requests/notification.service.ts';
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
import { createLeaveRequestService } from './leave-request.service.ts';
import { createLeaveTypeService } from './leave-type.service.ts';

export { type LedgerEntry, type LedgerFigures, LedgerKind } from './leave-ledger.service.ts';
export type { LeaveCalendar, LeaveDayEntry, LeavePayrollInputs } from './leave-request.service.ts';

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
  const goTasks = use<GoTaskService>('requests', 'goTasks');
  const notifications = use<Pick<NotificationService, 'write'>>('requests', 'notifications');
  const users = use<Pick<UserService, 'approvers'>>('identity', 'users');
  const requests = createLeaveRequestService(db, {
    types,
    ledger,
    employees: use<Pick<EmployeeService, 'lockForUse' | 'namesByIds'>>('employees', 'employees'),
    expectedTime: use<ExpectedTime>('employment', 'expectedTime'),
    goTasks,
    notify: (tx, ctx, recipients, content) => notifications.write(tx, ctx, recipients, content),
    userNames: (ctx, ids) => users.approvers.namesByIds(ctx, ids),
    granted: (ctx) => platform.permissions.granted(ctx),
    timeZoneOf: (ctx) => platform.settings.timeZoneOf(ctx),
  });
  // Approving or rejecting a leave request's task applies its decision. `use` looks a member up when it is
  // called: requests is built before leave (composition.ts), so its go-task service is there now.
  goTasks.registerKind(GoTaskKind.LeaveRequest, requests.handler);
  return { types, ledger, allocations, daily, requests };
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
