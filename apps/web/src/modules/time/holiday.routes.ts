import type { ModuleRoute } from '../../app/module.ts';
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
