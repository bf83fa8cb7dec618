import type { Database } from '../../platform/db/database.ts';
import { createEmployeeCommands, type EmployeeServiceDeps } from './employee.commands.ts';
import { createProvidedEmployees } from './employee.provided.ts';
import { createEmployeeQueries } from './employee.queries.ts';

export type { CreateContext, EmployeeDeleteGuard, EmployeeExtraFields } from './employee.commands.ts';
export type { EmployeeJobTitles } from './employee.rows.ts';

/**
 * Employees with contact details, extra field values and attachments: one service of three audiences,
 * each in its own file. The endpoints' writes (`employee.commands.ts`: create, update, delete, and the
 * create's halves the Excel import runs per row), the endpoints' reads (`employee.queries.ts`: list,
 * export, get, names, user lookup) and what other modules read (`employee.provided.ts`, through
 * `public.ts`); the row mapping, the tenant's filter and the list's order are shared
 * (`employee.rows.ts`).
 */
export function createEmployeeService(db: Database, deps: EmployeeServiceDeps) {
  const queries = createEmployeeQueries(db, deps);
  return {
    ...createProvidedEmployees(db),
    ...queries,
    ...createEmployeeCommands(db, deps, queries),
  };
}
export type EmployeeService = ReturnType<typeof createEmployeeService>;
