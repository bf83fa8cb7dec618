// What other modules may use of payroll: salary structures (referenced by contracts, listed by the seeds),
// payslips (a contract's dates may not leave a confirmed one outside), the interface it asks of the contracts
// that name a structure, and the demo structure's name.
import type { PayslipProvided } from './payslip.provided.ts';
import type { SalaryStructureService } from './salary-structure.service.ts';

export { demoStructureName } from './payroll.seed.ts';
export type { SalaryStructureHolders } from './salary-structure.service.ts';

export interface PayrollApi {
  structures: Pick<SalaryStructureService, 'lockForUse' | 'namesByIds' | 'list'>;
  payslips: Pick<PayslipProvided, 'confirmedOfContractOutside'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    payroll: PayrollApi;
  }
}
