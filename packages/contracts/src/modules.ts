import * as everything from './module-list.ts';
import { buildRegistry, type ContractModule, isContractModule } from './platform/contract-module.ts';

/**
 * Every module's contracts (`defineContractModule`), found among what `module-list.ts` exports, by name.
 * The permission registry and the error catalogue are built from them.
 */
export const contractModules: readonly ContractModule[] = Object.values(everything)
  .filter(isContractModule)
  .sort((a, b) => a.name.localeCompare(b.name));

export const { permissionGroups, allPermissions, permissionByName, errorCatalog } =
  buildRegistry(contractModules);
