import { defineContractModule } from '../platform/contract-module.ts';
import { workspaceErrors } from './workspace.errors.ts';

export * from './search.contract.ts';
export * from './team-calendar.contract.ts';
export * from './workspace.errors.ts';

/** The shell's cross-module views: the global search and the team calendar (no permissions of their own). */
export const workspaceContracts = defineContractModule({
  name: 'workspace',
  permissions: [],
  errors: workspaceErrors,
});
