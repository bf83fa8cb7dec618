import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { lazyPreloadable } from '../../../app/module.ts';
import type { HolidayCalendarProps } from './HolidayCalendar.tsx';
import { holidayCalendarHeight } from './holiday-calendar.ts';

const HolidayCalendar = lazyPreloadable(() => import('./HolidayCalendar.tsx').then((m) => m.HolidayCalendar));

/** Fetches the calendar's chunk ahead (the idle preloads): it then draws without suspending. */
export const preloadHolidayCalendar = HolidayCalendar.preload;

/**
 * The holiday calendar in its own chunk (FullCalendar and its styles), fetched when first shown: the
 * holidays table does not carry it.
 */
export function LazyHolidayCalendar(props: HolidayCalendarProps) {
  return (
    <Suspense fallback={<Skeleton active style={{ height: holidayCalendarHeight }} />}>
      <HolidayCalendar {...props} />
    </Suspense>
  );
}
