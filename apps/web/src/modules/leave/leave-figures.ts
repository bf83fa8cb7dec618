import { LeaveRequestUnit } from '@hr/contracts';
import { i18n } from '../../app/i18n.ts';
import { formatNumber } from '../../components/format.ts';

/** A count of days or hours as the leave screens write it: "16", "1.5", "0.25" (no trailing zeros). */
export const formatFigure = (n: number) => formatNumber(n, { maximumFractionDigits: 2 });
const figure = formatFigure;

/** Whether a type of this unit is counted in days, in hours (DaysAndHours: both). */
export const countsDays = (unit: number) => unit !== LeaveRequestUnit.Hours;
export const countsHours = (unit: number) => unit !== LeaveRequestUnit.Days;

/**
 * Days and hours as the type counts them: "12 days", "16 hours", or both for a DaysAndHours type
 * ("3 days, 4 hours"); a figure the type does not count is left out.
 */
export function formatDaysHours(unit: number, days: number, hours: number): string {
  const t = i18n.t.bind(i18n);
  const parts = [
    ...(countsDays(unit) ? [t('leave::DaysCount', { count: days, value: figure(days) })] : []),
    ...(countsHours(unit) ? [t('leave::HoursCount', { count: hours, value: figure(hours) })] : []),
  ];
  return parts.join(t('leave::ListSeparator'));
}
