import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { apiDateFormat, displayDateFormat } from './format.ts';

export interface DateInputProps {
  /** A calendar date as the API sends and takes it ('YYYY-MM-DD'); null when empty. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  /** Days the picker refuses ('YYYY-MM-DD'): after the tenant's today, outside a period. */
  disabledDay?: (day: string) => boolean;
}

/**
 * One calendar date (no time, no zone): the form holds the API's text, so a `Field` checks it with the
 * contract's date schema as the server does.
 */
export function DateInput({ value, onChange, allowClear = true, disabledDay, ...props }: DateInputProps) {
  return (
    <DatePicker
      {...props}
      style={{ width: '100%' }}
      format={displayDateFormat}
      allowClear={allowClear}
      // dayjs reads 'YYYY-MM-DD' as that day in local time: the fields are the calendar date, no zone shift.
      value={value ? dayjs(value) : null}
      onChange={(picked) => onChange?.(picked ? picked.format(apiDateFormat) : null)}
      disabledDate={disabledDay && ((d) => disabledDay(d.format(apiDateFormat)))}
    />
  );
}
