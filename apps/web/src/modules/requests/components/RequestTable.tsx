import type { EnumDefinition } from '@hr/contracts';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { ResourceTable, type ResourceTableProps } from '../../../components/ResourceTable.tsx';
import { StatesAndDatesFilter, statesAndDatesParams } from '../../../components/StatesAndDatesFilter.tsx';
import type { DateRange } from '../../../components/tenant-time.ts';

export interface RequestTableProps<T> extends Omit<ResourceTableProps<T>, 'toolbar'> {
  /** The kind's states (`defineRequestStates`) and the list's parameter that takes them. */
  statesEnum: EnumDefinition;
  statesParam?: 'states' | 'includedStates';
  statesLabel: string;
  /** What the kind's dates bound (the leave's dates, the stay's days), as the range's label. */
  rangeLabel: string;
  /** The toolbar's other filters, before the states and the dates (an employee, a leave type). */
  before?: ReactNode;
  /** After them (New request). */
  after?: ReactNode;
}

/**
 * A request kind's list (the requester's own, or HR's of everyone's): a ResourceTable whose toolbar filters
 * by the kind's states and a range of dates, sent with the page's own `params`. Row actions come from the
 * page: `selfRequestActions` (View, Cancel while pending) or View and `useRowDecisions`' Approve and Reject.
 */
export function RequestTable<T extends object>({
  statesEnum,
  statesParam = 'states',
  statesLabel,
  rangeLabel,
  before,
  after,
  params,
  ...table
}: RequestTableProps<T>) {
  // A link may open the list filtered: `?states=0,1&fromDate=…&toDate=…` (the home page's dashboards).
  const [url] = useSearchParams();
  const [states, setStates] = useState<number[]>(() => statesOfUrl(url.get('states')));
  const [range, setRange] = useState<DateRange | null>(() =>
    rangeOfUrl(url.get('fromDate'), url.get('toDate')),
  );
  const { states: picked, ...dates } = statesAndDatesParams(states, range);
  return (
    <ResourceTable<T>
      {...table}
      params={{ ...params, [statesParam]: picked, ...dates }}
      toolbar={
        <FilterBar>
          {before}
          <StatesAndDatesFilter
            states={states}
            onStatesChange={setStates}
            statesEnum={statesEnum}
            statesLabel={statesLabel}
            range={range}
            onRangeChange={setRange}
            rangeLabel={rangeLabel}
          />
          {after}
        </FilterBar>
      }
    />
  );
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The states a URL names (`0,1`), the others left out. */
export function statesOfUrl(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .filter((v) => /^\d{1,2}$/.test(v))
    .map(Number);
}

/** The range a URL names, both ends well-formed dates in order; null otherwise. */
export function rangeOfUrl(from: string | null, to: string | null): DateRange | null {
  return from && to && isoDate.test(from) && isoDate.test(to) && from <= to ? [from, to] : null;
}
