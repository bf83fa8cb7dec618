import type { ModuleRoute } from '../../../app/module.ts';

/** Settings that shape the employee form: attachment types and extra field definitions. */
export const employeeSettingsRoutes: readonly ModuleRoute[] = [];
