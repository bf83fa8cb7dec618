import { defineContractModule } from '../platform/contract-module.ts';
import { notificationErrors } from './notification.errors.ts';
import { requestErrors } from './requests.errors.ts';
import { requestsPermissions } from './requests.permissions.ts';

export * from './attendance-request.contract.ts';
export * from './go-task.contract.ts';
export * from './notification.contract.ts';
export * from './notification.errors.ts';
export * from './request-kind.contract.ts';
export * from './requests.errors.ts';
export * from './requests.permissions.ts';

export const requestsContracts = defineContractModule({
  name: 'requests',
  permissions: [{ group: 'HR', order: 60, definitions: requestsPermissions }],
  errors: { ...notificationErrors, ...requestErrors },
});
