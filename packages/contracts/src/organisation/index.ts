import { defineContractModule } from '../platform/contract-module.ts';
import { organisationErrors } from './organisation.errors.ts';
import { organisationPermissions } from './organisation.permissions.ts';

export * from './department.contract.ts';
export * from './job-title.contract.ts';
export * from './organisation.errors.ts';
export * from './organisation.permissions.ts';

/** Departments and job titles. */
export const organisationContracts = defineContractModule({
  name: 'organisation',
  permissions: [{ group: 'HR', order: 10, definitions: organisationPermissions }],
  errors: organisationErrors,
});
