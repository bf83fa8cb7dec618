import { type ModuleRoute, menuPage } from '../../app/module.ts';
import type { TimeMenuKey } from './menu.ts';

/**
 * The holidays page (its menu entry carries HR.Holiday.Index) and the self-service calendar, whose menu entry
 * every signed-in user sees (its read needs no permission).
 */
export const holidayRoutes: readonly ModuleRoute<TimeMenuKey>[] = [
  menuPage('hr/holidays', 'hr.holidays', () =>
    import('./pages/holidays/HolidaysPage.tsx').then((m) => m.HolidaysPage),
  ),
  menuPage('self-service/holiday-calendar', 'self-service.holiday-calendar', () =>
    import('./pages/holiday-calendar/HolidayCalendarPage.tsx').then((m) => m.HolidayCalendarPage),
  ),
];
