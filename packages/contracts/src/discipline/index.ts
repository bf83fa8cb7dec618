import { defineContractModule } from '../platform/contract-module.ts';
import { disciplineErrors } from './discipline.errors.ts';
import { disciplinePermissions } from './discipline.permissions.ts';

export * from './discipline.errors.ts';
export * from './discipline.permissions.ts';
export * from './penalty.contract.ts';
export * from './penalty-type.contract.ts';
export * from './reward.contract.ts';
export * from './reward-type.contract.ts';
export * from './salary-effect.ts';

export const disciplineContracts = defineContractModule({
  name: 'discipline',
  permissions: [{ group: 'HR', order: 70, definitions: disciplinePermissions }],
  errors: disciplineErrors,
});
