import { searchEndpoints, teamCalendarEndpoints } from '@hr/contracts';
import { mount } from '../../platform/http/mount.ts';
import type { WorkspaceServices } from './index.ts';

/** The global search and the team calendar, one line each to their services. */
export function workspaceRoutes({ search, teamCalendar }: WorkspaceServices) {
  return [
    mount(searchEndpoints, { search: (req) => search.search(req.ctx, req.query.text) }),
    mount(teamCalendarEndpoints, { get: (req) => teamCalendar.get(req.ctx, req.query) }),
  ];
}
