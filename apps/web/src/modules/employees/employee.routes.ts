import type { ModuleRoute } from '../../app/module.ts';

/** The employees list and its create and update pages. */
export const employeeRoutes: readonly ModuleRoute[] = [];
