import { defineContractModule } from '../platform/contract-module.ts';
import { timeErrors } from './time.errors.ts';
import { timePermissions } from './time.permissions.ts';

export * from './attendance.contract.ts';
export * from './attendance-summary.ts';
export * from './employee-pin.contract.ts';
export * from './holiday.contract.ts';
export * from './job-execution.contract.ts';
export * from './terminal.contract.ts';
export * from './time.errors.ts';
export * from './time.permissions.ts';

/** Time: holidays, attendance records, fingerprint terminals and PINs, the attendance sync's job records. */
export const timeContracts = defineContractModule({
  name: 'time',
  permissions: [{ group: 'HR', order: 40, definitions: timePermissions }],
  errors: timeErrors,
});
