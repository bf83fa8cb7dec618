import { custodyContracts } from './custody/index.ts';
import { disciplineContracts } from './discipline/index.ts';
import { employeesContracts } from './employees/index.ts';
import { employmentContracts } from './employment/index.ts';
import { extensionsContracts } from './extensions/index.ts';
import { financeContracts } from './finance/index.ts';
import { identityContracts } from './identity/index.ts';
import { leaveContracts } from './leave/index.ts';
import { organisationContracts } from './organisation/index.ts';
import { payrollContracts } from './payroll/index.ts';
import { buildRegistry, type ContractModule } from './platform/contract-module.ts';
import { requestsContracts } from './requests/index.ts';
import { tenancyContracts } from './tenancy/index.ts';
import { timeContracts } from './time/index.ts';

/**
 * Every module's contracts: adding a module is one line here (and `export *` of its folder in index.ts).
 * The permission registry and the error catalogue are built from this list.
 */
export const contractModules: readonly ContractModule[] = [
  identityContracts,
  tenancyContracts,
  organisationContracts,
  extensionsContracts,
  employeesContracts,
  employmentContracts,
  timeContracts,
  leaveContracts,
  requestsContracts,
  disciplineContracts,
  custodyContracts,
  payrollContracts,
  financeContracts,
];

export const { permissionGroups, allPermissions, permissionByName, errorCatalog } =
  buildRegistry(contractModules);
