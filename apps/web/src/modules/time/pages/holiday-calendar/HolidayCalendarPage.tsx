import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyHolidayCalendar } from '../../components/LazyHolidayCalendar.tsx';

/** /self-service/holiday-calendar (titled Holiday): the tenant's holidays on a calendar, for every signed-in user. */
export function HolidayCalendarPage() {
  const { t } = useTranslation('time');
  return (
    <Card title={t('Holiday')} className="resource-card">
      <LazyHolidayCalendar />
    </Card>
  );
}
