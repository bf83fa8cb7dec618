import {
  type CreateLeaveAllocationInput,
  type LeaveAllocationDto,
  type LeaveTypeIdAndName,
  maxLeaveDays,
} from '@hr/contracts';
import type { DateRange } from '../../../../components/tenant-time.ts';
import { countsDays, countsHours } from '../../leave-figures.ts';

/** An allocation as its form holds it: the validity as one range input. */
export type AllocationFormValues = Omit<CreateLeaveAllocationInput, 'validityFrom' | 'validityTo'> & {
  validity?: DateRange | null;
};

export function allocationFormValues(a: LeaveAllocationDto): AllocationFormValues {
  return {
    leaveTypeId: a.leaveTypeId,
    employeeId: a.employeeId,
    validity: [a.validityFrom, a.validityTo],
    numberOfDays: a.numberOfDays,
    numberOfHours: a.numberOfHours,
  };
}

/**
 * The body of the form's values: the range's two dates, and 0 for the figure the type does not count (its
 * field is hidden: an Hours type's days, a Days type's hours), whatever was typed before the type changed.
 */
export function allocationInput(
  values: AllocationFormValues,
  type: Pick<LeaveTypeIdAndName, 'requestUnit'> | undefined,
): CreateLeaveAllocationInput {
  const [validityFrom, validityTo] = values.validity ?? ['', ''];
  const unit = type?.requestUnit;
  return {
    leaveTypeId: values.leaveTypeId,
    employeeId: values.employeeId,
    validityFrom,
    validityTo,
    numberOfDays: unit === undefined || countsDays(unit) ? (values.numberOfDays ?? 0) : 0,
    numberOfHours: unit === undefined || countsHours(unit) ? (values.numberOfHours ?? 0) : 0,
  };
}

const msPerDay = 86_400_000;

/** Whether a validity lasts longer than an allocation may (the contract's rule, said on the range). */
export function validityTooLong(range: DateRange): boolean {
  return (Date.parse(range[1]) - Date.parse(range[0])) / msPerDay + 1 > maxLeaveDays;
}
