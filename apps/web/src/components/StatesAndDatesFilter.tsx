import type { EnumDefinition } from '@hr/contracts';
import { Select } from 'antd';
import { DateRangeInput } from './DateRangeInput.tsx';
import { enumOptions } from './enum-options.ts';
import type { DateRange } from './tenant-time.ts';

/** The list params of the two filters: the states joined by commas, the range's dates. */
export function statesAndDatesParams(states: readonly number[], range: DateRange | null) {
  return {
    states: states.length > 0 ? states.join(',') : undefined,
    fromDate: range?.[0],
    toDate: range?.[1],
  };
}

/**
 * A request list's two filters, for a toolbar: the states (several) of an enumeration, and a range of
 * dates. The labels are the page's, in its language.
 */
export function StatesAndDatesFilter({
  states,
  onStatesChange,
  statesEnum,
  statesLabel,
  range,
  onRangeChange,
  rangeLabel,
}: {
  states: number[];
  onStatesChange: (states: number[]) => void;
  statesEnum: EnumDefinition;
  statesLabel: string;
  range: DateRange | null;
  onRangeChange: (range: DateRange | null) => void;
  rangeLabel: string;
}) {
  return (
    <>
      <Select<number[]>
        options={enumOptions(statesEnum)}
        mode="multiple"
        allowClear
        value={states}
        onChange={onStatesChange}
        placeholder={statesLabel}
        aria-label={statesLabel}
        style={{ minWidth: 220, maxWidth: '100%' }}
      />
      <DateRangeInput width="content" value={range} onChange={onRangeChange} aria-label={rangeLabel} />
    </>
  );
}
