import { defineErrors } from '../platform/errors.contract.ts';

export const employeeSettingsErrors = defineErrors({});
