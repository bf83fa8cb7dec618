import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import arabic from '@fullcalendar/react/locales/ar';
import classicTheme from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import type { HolidayOccurrenceDto } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage, isRightToLeft } from '../../../app/language.ts';
import { holidayApi } from '../api/holiday.api.ts';
import { holidayCalendarHeight, holidayEvents, shownDays } from './holiday-calendar.ts';

export interface HolidayCalendarProps {
  /** A day clicked ('YYYY-MM-DD'): the holidays page adds a holiday on it. */
  onDateClick?: (date: string) => void;
  /** A holiday clicked (that year's dates; its `id` is the holiday's). */
  onHolidayClick?: (holiday: HolidayOccurrenceDto) => void;
}

/**
 * A month of holidays (FullCalendar's day grid, 640 px high): the days shown are asked for (each year of a
 * re-occurring holiday comes with its dates, at most 1000), in Arabic and right to left when the UI is.
 * Its own chunk: load it through `LazyHolidayCalendar`.
 */
export function HolidayCalendar({ onDateClick, onHolidayClick }: HolidayCalendarProps) {
  const { t } = useTranslation();
  const language = getLanguage();
  const [shown, setShown] = useState<{ from: string; to: string } | null>(null);
  const holidays = useQuery({
    ...holidayApi.calendar(shown?.from ?? '', shown?.to ?? ''),
    enabled: shown !== null,
    placeholderData: keepPreviousData,
  });
  const events = useMemo(() => holidayEvents(holidays.data ?? []), [holidays.data]);

  return (
    <div className="holiday-calendar" data-testid="holiday-calendar">
      {holidays.isError && (
        <Alert type="error" showIcon title={t('LoadFailed')} style={{ marginBottom: 12 }} />
      )}
      <FullCalendar
        plugins={[dayGridPlugin, interactionPlugin, classicTheme]}
        initialView="dayGridMonth"
        height={holidayCalendarHeight}
        locale={language === 'ar' ? arabic : 'en'}
        direction={isRightToLeft(language) ? 'rtl' : 'ltr'}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: '' }}
        // The Today button's name is what it says (WCAG 2.5.3; FullCalendar names it "This month").
        todayText={t('Today')}
        todayHint={t('Today')}
        events={events}
        // The whole name, wrapped within the day (FullCalendar cuts it to one line, an Arabic phone keeping
        // only its end), from the start of the page's direction, and whole again in the tooltip.
        eventContent={(info) => (
          <div className="holiday-event" title={info.event.title}>
            <bdi>{info.event.title}</bdi>
          </div>
        )}
        dayMaxEvents
        datesSet={(range) => {
          // All-day dates in the browser's zone: the calendar's days are the API's dates.
          const next = shownDays(range);
          setShown((current) => (current?.from === next.from && current.to === next.to ? current : next));
        }}
        dateClick={onDateClick ? (info) => onDateClick(info.dateStr.slice(0, 10)) : undefined}
        eventClick={
          onHolidayClick
            ? (info) => onHolidayClick(info.event.extendedProps.holiday as HolidayOccurrenceDto)
            : undefined
        }
      />
    </div>
  );
}
