import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { displayDateTimeFormat } from './format.ts';
import { instantAt, todayIn, wallTimeOf } from './tenant-time.ts';
import { useTenantTimeZone } from './useTenantTimeZone.ts';

export interface DateTimeInputProps {
  /** An instant (ISO 8601 with an offset), as the API sends and takes it. */
  value?: string | null;
  /** The instant picked on the tenant's wall clock, with the tenant's offset of that day. */
  onChange?: (value: string | null) => void;
  /** Refuse days after the tenant's today. */
  noFuture?: boolean;
  /** The calendar date ('YYYY-MM-DD') the empty picker opens at (a correction of that day); default today. */
  pickerDay?: string | null;
  allowClear?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * A moment (an attendance punch, a correction) read and written on the tenant's wall clock: 08:00 means
 * 08:00 where the tenant works, whatever the browser's zone.
 */
export function DateTimeInput({
  value,
  onChange,
  noFuture = false,
  pickerDay,
  ...props
}: DateTimeInputProps) {
  const zone = useTenantTimeZone();
  const today = todayIn(zone);
  // The picker works on a zone-less date whose fields are the tenant's wall clock.
  const wall = value ? dayjs(wallTimeOf(value, zone)) : null;
  return (
    <DatePicker
      {...props}
      style={{ width: '100%' }}
      showTime={{ format: 'hh:mm A', use12Hours: true }}
      format={displayDateTimeFormat}
      value={wall}
      defaultPickerValue={pickerDay ? dayjs(pickerDay) : undefined}
      onChange={(picked) => onChange?.(picked ? instantAt(picked.format('YYYY-MM-DDTHH:mm:ss'), zone) : null)}
      disabledDate={noFuture ? (d) => d.format('YYYY-MM-DD') > today : undefined}
    />
  );
}
