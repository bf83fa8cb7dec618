import { defineContractModule } from '../platform/contract-module.ts';
import { disciplinePermissions } from './discipline.permissions.ts';

export * from './discipline.permissions.ts';

export const disciplineContracts = defineContractModule({
  name: 'discipline',
  permissions: [{ group: 'HR', order: 70, definitions: disciplinePermissions }],
  errors: {},
});
