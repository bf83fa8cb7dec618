import { TimePicker } from 'antd';
import dayjs from 'dayjs';
import { apiTimeFormat, displayTimeFormat } from './format.ts';

export interface TimeInputProps {
  /** A time of day as the API takes it ('14:30'): a wall time, no zone (a schedule's hours). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /**
   * A length of time rather than a time of day (a working hour's expected attendance): shown and picked
   * as HH:mm on the 24-hour clock, as the spec shows durations.
   */
  duration?: boolean;
  minuteStep?: 1 | 5 | 10 | 15 | 30;
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
}

/** A time of day shown with the 12-hour clock of the spec (hh:mm AM), or a duration (HH:mm); its value is 'HH:mm'. */
export function TimeInput({ value, onChange, minuteStep, duration = false, ...props }: TimeInputProps) {
  return (
    <TimePicker
      {...props}
      style={{ width: '100%' }}
      format={duration ? apiTimeFormat : displayTimeFormat}
      use12Hours={!duration}
      minuteStep={minuteStep}
      needConfirm={false}
      value={value ? dayjs(`2000-01-01T${value}`) : null}
      onChange={(time) => onChange?.(time ? time.format(apiTimeFormat) : null)}
    />
  );
}
