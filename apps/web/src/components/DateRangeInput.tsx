import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { apiDateFormat, displayDateFormat } from './format.ts';
import {
  type DateRange,
  type DateRangePreset,
  dateRangePresets,
  presetRange,
  todayIn,
} from './tenant-time.ts';
import { useTenantTimeZone } from './useTenantTimeZone.ts';

export interface DateRangeInputProps {
  /** Both ends included, as the API takes dates ('YYYY-MM-DD'); null when empty. */
  value?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
  /** Refuse days after the tenant's today (attendance, history). */
  noFuture?: boolean;
  /** The quick choices offered; default every preset. None: []. */
  presets?: readonly DateRangePreset[];
  allowClear?: boolean;
  disabled?: boolean;
  /**
   * 'fill' (default): the width of its field (a form's column). 'content': as wide as its two dates, as
   * antd's picker is, never wider than its container: a filter bar's, so the bars line up.
   */
  width?: 'fill' | 'content';
  id?: string;
  'aria-label'?: string;
}

const presetLabels: Record<DateRangePreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7Days: 'Last7Days',
  thisMonth: 'ThisMonth',
  lastMonth: 'LastMonth',
};

// dayjs reads 'YYYY-MM-DD' as that day in local time: the fields are the calendar date, no zone shift.
const toDayjs = (date: string): Dayjs => dayjs(date);

/**
 * A range of calendar dates. "Today", the presets and the future limit follow the tenant's calendar (its
 * time zone), not the browser's; the value is two API dates.
 */
export function DateRangeInput({
  value,
  onChange,
  noFuture = false,
  presets = dateRangePresets,
  allowClear = true,
  disabled,
  width = 'fill',
  id,
  'aria-label': ariaLabel,
}: DateRangeInputProps) {
  const { t } = useTranslation();
  const zone = useTenantTimeZone();
  const today = todayIn(zone);
  return (
    <DatePicker.RangePicker
      id={id}
      aria-label={ariaLabel}
      style={width === 'fill' ? { width: '100%' } : { maxWidth: '100%' }}
      format={displayDateFormat}
      allowClear={allowClear}
      disabled={disabled}
      value={value ? [toDayjs(value[0]), toDayjs(value[1])] : null}
      onChange={(dates) => {
        const [from, to] = dates ?? [];
        onChange?.(from && to ? [from.format(apiDateFormat), to.format(apiDateFormat)] : null);
      }}
      disabledDate={noFuture ? (d) => d.format(apiDateFormat) > today : undefined}
      presets={presets.map((preset) => {
        const [from, to] = presetRange(preset, zone);
        return { label: t(presetLabels[preset]), value: [toDayjs(from), toDayjs(to)] as [Dayjs, Dayjs] };
      })}
    />
  );
}
