import { defineErrors } from '../platform/errors.contract.ts';

export const employeesErrors = defineErrors({});
