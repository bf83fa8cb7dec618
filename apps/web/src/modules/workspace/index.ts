import { teamCalendarEndpoints } from '@hr/contracts';
import { defineModule, lazyComponent } from '../../app/module.ts';
import { routeQuery } from '../../components/list-prefetch.ts';
import { departmentApi } from '../organisation/public.ts';
import { firstTeamCalendarMonth, teamCalendarQuery } from './api/workspace.api.ts';
import type { WorkspaceMenuKey } from './menu.ts';

/** The views across modules (issue 41): the top bar's global search (Ctrl+K / ⌘K) and the team calendar. */
export const workspaceModule = defineModule<WorkspaceMenuKey>({
  name: 'workspace',
  routes: [
    {
      path: 'self-service/team-calendar',
      menu: 'self-service.team-calendar',
      load: () => import('./pages/TeamCalendarPage.tsx').then((m) => m.TeamCalendarPage),
      // This month of the caller's team, and the departments HR may choose instead.
      prefetch: () => [
        routeQuery(teamCalendarEndpoints.get, teamCalendarQuery(firstTeamCalendarMonth())),
        departmentApi.picker(),
      ],
    },
  ],
  topBarItems: [
    {
      key: 'global-search',
      order: 5,
      Component: lazyComponent(() => import('./components/GlobalSearch.tsx').then((m) => m.GlobalSearch)),
    },
  ],
});
