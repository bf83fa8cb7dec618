import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createSearchService } from './search.service.ts';
import { createTeamCalendar } from './team-calendar.service.ts';
import { workspaceRoutes } from './workspace.routes.ts';

/**
 * The views that cross modules (issue 41): the top bar's global search, made of the modules' providers
 * (hook point `globalSearch`, each with its read policy), and the team calendar, read from employees,
 * organisation, leave and time through their public APIs. No tables of its own.
 */
function createWorkspaceServices({ platform, modules, hooks }: ModuleSetup) {
  const granted = (ctx: Parameters<typeof platform.permissions.granted>[0]) =>
    platform.permissions.granted(ctx);
  // The live list of the modules' providers, complete before the first request.
  const search = createSearchService({ granted, providers: hooks('globalSearch') });
  const teamCalendar = createTeamCalendar({
    granted,
    employees: modules.employees.employees,
    departments: modules.organisation.departments,
    leave: modules.leave.requests,
    holidays: modules.time.holidays,
    attendance: modules.time.attendanceDays,
  });
  return { search, teamCalendar };
}
export type WorkspaceServices = ReturnType<typeof createWorkspaceServices>;

export const workspaceModule = defineModule({
  name: 'workspace',
  services: createWorkspaceServices,
  routes: workspaceRoutes,
});
