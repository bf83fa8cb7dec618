import { MenuKeys } from '../../app/menu/menu-keys.ts';
import type { ModuleRoute } from '../../app/module.ts';

/**
 * The holidays page (its menu entry carries HR.Holiday.Index) and the self-service calendar, whose menu entry
 * every signed-in user sees (its read needs no permission).
 */
export const holidayRoutes: readonly ModuleRoute[] = [
  {
    path: 'hr/holidays',
    menu: MenuKeys.Holidays,
    load: () => import('./pages/holidays/HolidaysPage.tsx').then((m) => m.HolidaysPage),
  },
  {
    path: 'self-service/holiday-calendar',
    menu: MenuKeys.HolidayCalendar,
    load: () => import('./pages/holiday-calendar/HolidayCalendarPage.tsx').then((m) => m.HolidayCalendarPage),
  },
];
