import { DateInput } from '../../../components/DateInput.tsx';
import { todayIn } from '../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../components/useTenantTimeZone.ts';
import { isSelectableDay } from '../finance-forms.ts';

export interface PastDateInputProps {
  /** 'YYYY-MM-DD' as the API takes it; null when empty. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Days outside these bounds are disabled too (an auditing lies inside its period). */
  from?: string | null;
  to?: string | null;
  id?: string;
  'aria-label'?: string;
}

/**
 * A calendar date of today or earlier, "today" on the tenant's calendar (its time zone), not the browser's:
 * the picker disables later days (typed ones too), and the server refuses them all the same.
 */
export function PastDateInput({ from, to, ...props }: PastDateInputProps) {
  const today = todayIn(useTenantTimeZone());
  return <DateInput {...props} disabledDay={(day) => !isSelectableDay(day, today, { from, to })} />;
}
