import { holidayEndpoints } from '@hr/contracts';
import type { ModuleRoute } from '../../app/module.ts';
import { firstListPage } from '../../components/list-prefetch.ts';
import { resourceList } from '../../components/resource-list.ts';
import { holidayApi } from './api/holiday.api.ts';
import type { TimeMenuKey } from './menu.ts';

/**
 * The holidays page (its menu entry carries HR.Holiday.Index) and the self-service calendar, whose menu entry
 * every signed-in user sees (its read needs no permission).
 */
export const holidayRoutes: readonly ModuleRoute<TimeMenuKey>[] = [
  {
    path: 'hr/holidays',
    menu: 'hr.holidays',
    load: () => import('./pages/holidays/HolidaysPage.tsx').then((m) => m.HolidaysPage),
    // The table's one page (the spec loads up to 1000 holidays).
    prefetch: () => [firstListPage(resourceList(holidayApi), holidayEndpoints.list, {}, { unpaged: true })],
    preload: () => import('./components/LazyHolidayCalendar.tsx').then((m) => m.preloadHolidayCalendar()),
  },
  {
    path: 'self-service/holiday-calendar',
    menu: 'self-service.holiday-calendar',
    load: () => import('./pages/holiday-calendar/HolidayCalendarPage.tsx').then((m) => m.HolidayCalendarPage),
    // The calendar (FullCalendar, the page's weight) comes in a chunk of its own.
    preload: () => import('./components/LazyHolidayCalendar.tsx').then((m) => m.preloadHolidayCalendar()),
  },
];
