import { z } from 'zod';
import { extraFieldValueDto, extraFieldValueInput } from '../extensions/extra-field.contract.ts';
import { dateOnly, optionalDateOnly } from '../platform/dates.ts';
import { access, excelFile } from '../platform/endpoint.ts';
import { defineEnum, enumFilter } from '../platform/enum.ts';
import { employeeReference, optionalIdFilter } from '../platform/paging.contract.ts';
import { entitySchemas, resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';
import { ContractsPermissions } from './employment.permissions.ts';

// Enumerations travel as numbers, in the spec's order from 0 (document 2 §3).

export const ContractTypes = defineEnum('ContractType', {
  Permanent: { value: 0, en: 'Permanent', ar: 'دائم' },
  Temporary: { value: 1, en: 'Temporary', ar: 'مؤقت' },
  FullTime: { value: 2, en: 'Full time', ar: 'دوام كامل' },
  PartTime: { value: 3, en: 'Part time', ar: 'دوام جزئي' },
});
export const ContractType = ContractTypes.values;
export type ContractType = number;

export const ContractStates = defineEnum('ContractState', {
  Draft: { value: 0, en: 'Draft', ar: 'مسودة', color: 'default' },
  Active: { value: 1, en: 'Active', ar: 'فعّال', color: 'green' },
  Expired: { value: 2, en: 'Expired', ar: 'منتهي', color: 'gold' },
  Canceled: { value: 3, en: 'Canceled', ar: 'ملغى', color: 'red' },
});
export const ContractState = ContractStates.values;
export type ContractState = number;

export const WorkEntrySources = defineEnum('WorkEntrySource', {
  WorkingSchedule: { value: 0, en: 'Working schedule', ar: 'جدول الدوام' },
  Attendance: { value: 1, en: 'Attendance', ar: 'الحضور' },
});
export const WorkEntrySource = WorkEntrySources.values;
export type WorkEntrySource = number;

/** The transitions of document 2 §4: which states each one may start from. */
export const contractTransitions = {
  activate: [ContractState.Draft],
  cancel: [ContractState.Draft, ContractState.Active],
  expire: [ContractState.Draft, ContractState.Active],
} as const satisfies Record<string, readonly number[]>;
export type ContractTransition = keyof typeof contractTransitions;

/** Whether the transition may start from the state (the row menu and the server ask the same). */
export const canTransition = (transition: ContractTransition, state: number) =>
  (contractTransitions[transition] as readonly number[]).includes(state);

/** At most this many schedule ranges on a contract. */
export const maxContractWorkingSchedules = 50;

/** A schedule range of a contract: the schedule in force from `from` to `to` (both days included). */
export const contractWorkingScheduleInput = z.object({
  /** On update: the range this one keeps (its id stays); absent for a new range. */
  id: z.uuid().optional(),
  workingScheduleId: z.uuid(),
  from: dateOnly,
  to: dateOnly,
});
export type ContractWorkingScheduleInput = z.input<typeof contractWorkingScheduleInput>;

/** The first pair of ranges (by index) sharing a day, or undefined. */
export function overlappingRanges(
  ranges: ReadonlyArray<{ from: string; to: string }>,
): [number, number] | undefined {
  for (let later = 1; later < ranges.length; later++)
    for (let earlier = 0; earlier < later; earlier++) {
      const a = ranges[earlier]!;
      const b = ranges[later]!;
      if (a.from <= b.to && b.from <= a.to) return [earlier, later];
    }
  return undefined;
}

export const contractWorkingScheduleDto = z.object({
  id: z.uuid(),
  workingScheduleId: z.uuid(),
  from: z.string(),
  to: z.string(),
  workingScheduleName: z.string(),
});
export type ContractWorkingScheduleDto = z.infer<typeof contractWorkingScheduleDto>;

const contract = entitySchemas({
  dto: {
    name: z.string(),
    type: ContractTypes.dto,
    start: z.string(),
    end: z.string(),
    ...employeeReference,
    jobTitleId: z.uuid(),
    jobTitleName: z.string().nullable(),
    state: ContractStates.dto,
    workEntrySource: WorkEntrySources.dto,
    salaryStructureId: z.uuid(),
    salaryStructureName: z.string().nullable(),
    /** Null with work entry source Attendance; by start otherwise. */
    contractWorkingSchedules: z.array(contractWorkingScheduleDto).nullable(),
    /** Why it was cancelled (Canceled only). */
    cancellationReason: z.string().nullable(),
    /** The tenant's date it was expired on (Expired only). */
    expiredOn: z.string().nullable(),
    /** The last day of the probation, when there is one. */
    probationEnd: z.string().nullable(),
    extraFields: z.array(extraFieldValueDto),
  },
  input: {
    name: trimmedText().min(1).max(128),
    type: ContractTypes.schema,
    start: dateOnly,
    /** Not before `start`. */
    end: dateOnly,
    /** The last day of the probation (optional): after `start`, not after `end`. */
    probationEnd: optionalDateOnly,
    employeeId: z.uuid(),
    jobTitleId: z.uuid(),
    workEntrySource: WorkEntrySources.schema,
    salaryStructureId: z.uuid(),
    /** Null (or empty) with work entry source Attendance; otherwise ranges inside the dates, not overlapping. */
    contractWorkingSchedules: z
      .array(contractWorkingScheduleInput)
      .max(maxContractWorkingSchedules)
      .nullish(),
    /** Values of the contract's extra fields (entity type Contract), checked and saved with it. */
    extraFields: z.array(extraFieldValueInput).max(200).default([]),
  },
});

type ContractFields = z.infer<typeof contract.create>;

/** The rules between fields: the date range, Attendance without schedules, the ranges inside and apart. */
function contractRules(c: ContractFields, ctx: z.RefinementCtx) {
  if (c.end < c.start) {
    // The ranges are checked against a valid range only.
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'Contracts:EndBeforeStart' });
    return;
  }
  if (c.probationEnd && (c.probationEnd <= c.start || c.probationEnd > c.end))
    ctx.addIssue({ code: 'custom', path: ['probationEnd'], message: 'Contracts:ProbationOutsideContract' });
  const ranges = c.contractWorkingSchedules ?? [];
  if (c.workEntrySource === WorkEntrySource.Attendance) {
    if (ranges.length)
      ctx.addIssue({
        code: 'custom',
        path: ['contractWorkingSchedules'],
        message: 'Contracts:SchedulesWithAttendance',
      });
    return;
  }
  ranges.forEach((r, i) => {
    if (r.to < r.from)
      ctx.addIssue({
        code: 'custom',
        path: ['contractWorkingSchedules', i, 'to'],
        message: 'Contracts:EndBeforeStart',
      });
    else if (r.from < c.start || r.to > c.end)
      ctx.addIssue({
        code: 'custom',
        path: ['contractWorkingSchedules', i, 'from'],
        message: 'Contracts:ScheduleOutsideContract',
      });
  });
  const overlap = overlappingRanges(ranges);
  if (overlap)
    ctx.addIssue({
      code: 'custom',
      path: ['contractWorkingSchedules', overlap[1], 'from'],
      message: 'Contracts:OverlappingContractSchedules',
    });
}

export const createContractInput = contract.create.superRefine(contractRules);
export type CreateContractInput = z.input<typeof createContractInput>;
export type CreateContract = z.infer<typeof createContractInput>;

/** The ranges replace the contract's: those sent with an id are kept (changed), the others added. */
export const updateContractInput = contract.update.superRefine(contractRules);
export type UpdateContractInput = z.input<typeof updateContractInput>;
export type UpdateContract = z.infer<typeof updateContractInput>;

export const cancelContractInput = z.object({ reason: trimmedText().min(1).max(512) });
export type CancelContractInput = z.input<typeof cancelContractInput>;

export const contractDto = contract.dto;
export type ContractDto = z.infer<typeof contractDto>;

/** GET list: paging, sorting and filters. */
export const getContractsInput = listQuery(['name', 'start', 'end', 'state', 'creationTime']).extend({
  /** Only this employee's contracts (the all-zero UUID: no filter). */
  employeeId: optionalIdFilter,
  state: enumFilter(ContractStates),
  /** Part of the name. */
  filter: trimmedText().max(128).optional(),
});
export type GetContractsInput = z.input<typeof getContractsInput>;
export type GetContracts = z.infer<typeof getContractsInput>;

export const exportContractsInput = getContractsInput.omit({ skipCount: true, maxResultCount: true });
export type ExportContractsInput = z.input<typeof exportContractsInput>;

/** A salary structure a contract may take: its id and its name in the reader's language. */
export const contractSalaryStructureDto = z.object({ id: z.uuid(), name: z.string() });
export const contractSalaryStructureLookupResult = z.object({ items: z.array(contractSalaryStructureDto) });
export type ContractSalaryStructureLookupResult = z.infer<typeof contractSalaryStructureLookupResult>;

const P = ContractsPermissions.Contracts;
const path = '/api/app/contract';
const tag = 'Contract';
const call = resourceCalls(path, tag);

/**
 * The contract calls at the spec's paths (document 2 §7), and the Excel export. The create answers the new
 * id as a JSON string (a new contract is a Draft); the update answers the id as text too (the spec's client
 * reads it so); a contract is never deleted.
 */
export const contractEndpoints = {
  ...resourceEndpoints({
    path,
    tag,
    policies: P,
    dto: contractDto,
    query: getContractsInput,
    create: createContractInput,
    update: updateContractInput,
    updateResponse: z.uuid(),
    only: ['list', 'get', 'create', 'update'],
  }),
  /** The filtered list as an .xlsx workbook. */
  exportExcel: call('GET', 'export-excel', P.Default, {
    query: exportContractsInput,
    response: excelFile,
  }),
  /**
   * The salary structures to choose from, by name (up to 999, document 2 §3): for whoever fills the contract
   * form, no payroll policy needed (an HR officer who may create contracts may not read payroll's structures).
   */
  salaryStructureLookup: call('GET', 'salary-structure-lookup', access.policy(P.Create, P.Update), {
    response: contractSalaryStructureLookupResult,
  }),
  activate: call('PUT', ':id/activate-contract', P.Activate),
  cancel: call('PUT', ':id/cancel-contract', P.Cancel, { body: cancelContractInput }),
  expire: call('PUT', ':id/expire-contract', P.Expire),
};
