// What other modules may use of discipline: the salary effects of penalties and rewards (payroll's inputs).
import type { SalaryEffectsService } from './salary-effects.service.ts';

export type {
  EmployeeSalaryEffects,
  SalaryEffectItem,
  SalaryEffectTotals,
} from './salary-effects.service.ts';

export interface DisciplineApi {
  effects: Pick<SalaryEffectsService, 'salaryEffects'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    discipline: DisciplineApi;
  }
}
