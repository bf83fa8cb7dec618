import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createDisciplineDaily, disciplineJobs } from './discipline.jobs.ts';
import { disciplineRoutes } from './discipline.routes.ts';
import { seedDiscipline } from './discipline.seed.ts';
import { DisciplineKind } from './discipline.tables.ts';
import { createDisciplineRecordImport } from './discipline-record.import.ts';
import {
  createDisciplineRecordService,
  type DisciplineRecordDeps,
  penaltyToDto,
  rewardToDto,
} from './discipline-record.service.ts';
import { createDisciplineTypeService, penaltyTypeToDto, rewardTypeToDto } from './discipline-type.service.ts';
import { createSalaryEffectsService } from './salary-effects.service.ts';

/**
 * Penalty and reward types, penalties and rewards (issue 17). Employees come from the employees module
 * (share-locked), the Active contract a terminating penalty cancels from contracts, HR's users from
 * identity, notifications from requests, each through a narrow interface. `effects.salaryEffects` is payroll's.
 */
function createDisciplineServices({ db, platform, modules }: ModuleSetup) {
  const penaltyTypes = createDisciplineTypeService(db, DisciplineKind.Penalty, penaltyTypeToDto);
  const rewardTypes = createDisciplineTypeService(db, DisciplineKind.Reward, rewardTypeToDto);
  const users = modules.identity.users;
  const notifications = modules.requests.notifications;
  const deps: Omit<DisciplineRecordDeps, 'types'> = {
    employees: modules.employees.employees,
    contracts: modules.employment.contracts,
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
    tenants: modules.tenancy.tenants,
    timeZoneOf: (tenantId) => platform.settings.timeZoneOf({ tenantId }),
  });
  // Payroll's inputs: `services.discipline.effects.salaryEffects(ctx, employeeIds, { start, end })`.
  const effects = createSalaryEffectsService(db);
  // The salary inputs of a period from Excel: penalties and rewards, each through its own service's create.
  const employees = modules.employees.employees;
  const penaltyImport = createDisciplineRecordImport(db, DisciplineKind.Penalty, {
    records: penalties,
    employees,
  });
  const rewardImport = createDisciplineRecordImport(db, DisciplineKind.Reward, {
    records: rewards,
    employees,
  });
  return { penaltyTypes, rewardTypes, penalties, rewards, daily, effects, penaltyImport, rewardImport };
}
export type DisciplineServices = ReturnType<typeof createDisciplineServices>;

export const disciplineModule = defineModule({
  name: 'discipline',
  services: createDisciplineServices,
  exports: ({ effects }) => ({ effects }),
  routes: disciplineRoutes,
  // After employees and contracts: the demo penalties and rewards are acme employees'.
  seed: seedDiscipline,
  // The contract terminations of penalties due that day, daily in each tenant's zone.
  jobs: disciplineJobs,
});
