import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import type { EmployeeService } from '../employees/employee.service.ts';
import type { UserService } from '../identity/user.service.ts';
import type { NotificationService } from '../requests/notification.service.ts';
import type { TenantService } from '../tenancy/tenant.service.ts';
import { createDisciplineDaily, disciplineJobs } from './discipline.jobs.ts';
import { disciplineRoutes } from './discipline.routes.ts';
import { seedDiscipline } from './discipline.seed.ts';
import { DisciplineKind } from './discipline.tables.ts';
import {
  type ActiveContracts,
  createDisciplineRecordService,
  type DisciplineRecordDeps,
  penaltyToDto,
  rewardToDto,
} from './discipline-record.service.ts';
import { createDisciplineTypeService, penaltyTypeToDto, rewardTypeToDto } from './discipline-type.service.ts';
import { createSalaryEffectsService } from './salary-effects.service.ts';

export type {
  EmployeeSalaryEffects,
  SalaryEffectItem,
  SalaryEffectTotals,
} from './salary-effects.service.ts';

/**
 * Penalty and reward types, penalties and rewards (issue 17). Employees come from the employees module
 * (share-locked), the Active contract a terminating penalty cancels from contracts, HR's users from
 * identity, notifications from requests, each through a narrow interface. `effects.salaryEffects` is payroll's.
 */
function createDisciplineServices({ db, platform, use }: ModuleSetup) {
  const penaltyTypes = createDisciplineTypeService(db, DisciplineKind.Penalty, penaltyTypeToDto);
  const rewardTypes = createDisciplineTypeService(db, DisciplineKind.Reward, rewardTypeToDto);
  const users = use<Pick<UserService, 'approvers'>>('identity', 'users');
  const notifications = use<Pick<NotificationService, 'write'>>('requests', 'notifications');
  const deps: Omit<DisciplineRecordDeps, 'types'> = {
    employees: use<Pick<EmployeeService, 'lockForUse' | 'namesByIds'>>('employees', 'employees'),
    contracts: use<ActiveContracts>('employment', 'contracts'),
    holdersOf: (ctx, permission) => users.approvers.holdersOf(ctx, permission),
    notify: (tx, ctx, recipients, content) => notifications.write(tx, ctx, recipients, content),
    timeZoneOf: (ctx) => platform.settings.timeZoneOf(ctx),
  };
  const penalties = createDisciplineRecordService(db, DisciplineKind.Penalty, penaltyToDto, {
    ...deps,
    types: penaltyTypes,
  });
  const rewards = createDisciplineRecordService(db, DisciplineKind.Reward, rewardToDto, {
    ...deps,
    types: rewardTypes,
  });
  const daily = createDisciplineDaily({
    penalties,
    tenants: use<Pick<TenantService, 'list'>>('tenancy', 'tenants'),
    timeZoneOf: (tenantId) => platform.settings.timeZoneOf({ tenantId }),
  });
  // Payroll's inputs: `services.discipline.effects.salaryEffects(ctx, employeeIds, { start, end })`.
  const effects = createSalaryEffectsService(db);
  return { penaltyTypes, rewardTypes, penalties, rewards, daily, effects };
}
export type DisciplineServices = ReturnType<typeof createDisciplineServices>;

export const disciplineModule = defineModule({
  name: 'discipline',
  services: createDisciplineServices,
  routes: disciplineRoutes,
  // After employees and contracts: the demo penalties and rewards are acme employees'.
  seed: seedDiscipline,
  // The contract terminations of penalties due that day, daily in each tenant's zone.
  jobs: disciplineJobs,
});
