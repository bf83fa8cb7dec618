import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { HolidayCalendarProps } from './HolidayCalendar.tsx';
import { holidayCalendarHeight } from './holiday-calendar.ts';

const HolidayCalendar = lazy(() =>
  import('./HolidayCalendar.tsx').then((m) => ({ default: m.HolidayCalendar })),
);

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
