import { z } from 'zod';
import { entitySchemas, resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { filteredListQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';
import { ContractsPermissions } from './employment.permissions.ts';
import {
  DaysOfWeek,
  expectedAttendanceFits,
  hoursAndMinutesPattern,
  maxWorkingHoursPerSchedule,
  minutesOf,
  overlappingHours,
  spanMinutes,
} from './working-hours.ts';

/** A time of day, "HH:mm" (24-hour, 00:00 to 23:59): a wall time in the tenant's time zone, no date. */
export const timeOfDay = z.string().regex(hoursAndMinutesPattern, 'Contracts:InvalidTime');

/** A working hour as the schedule's create and update send it. */
export const workingHourInput = z
  .object({
    /** On update: the schedule's hour this one keeps (its id stays); absent for a new hour. */
    id: z.uuid().optional(),
    day: DaysOfWeek.schema,
    from: timeOfDay,
    /** Before `from`: the hour runs past midnight and belongs to the day it starts. */
    to: timeOfDay,
    /** "HH:mm": more than 00:00 and not more than from-to. */
    expectedAttendance: z.string().regex(hoursAndMinutesPattern, 'Contracts:InvalidExpectedAttendance'),
  })
  .superRefine((hour, ctx) => {
    // A malformed time has its own message already.
    if ([hour.from, hour.to, hour.expectedAttendance].some((t) => Number.isNaN(minutesOf(t)))) return;
    if (spanMinutes(hour.from, hour.to) === 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Contracts:EmptyWorkingHour' });
    else if (!expectedAttendanceFits(hour.from, hour.to, hour.expectedAttendance))
      ctx.addIssue({
        code: 'custom',
        path: ['expectedAttendance'],
        message: 'Contracts:InvalidExpectedAttendance',
      });
  });
export type WorkingHourInput = z.input<typeof workingHourInput>;

/** At least one hour, at most {@link maxWorkingHoursPerSchedule}, no two overlapping on the week. */
export const workingHoursInput = z
  .array(workingHourInput)
  .min(1, 'Contracts:MustHaveAtLeastOneWorkingHour')
  .max(maxWorkingHoursPerSchedule, 'Contracts:TooManyWorkingHours')
  .superRefine((hours, ctx) => {
    // Each hour that overlaps an earlier one is marked once, on its start.
    const marked = new Set<number>();
    for (const [, later] of overlappingHours(hours)) {
      if (marked.has(later)) continue;
      marked.add(later);
      ctx.addIssue({ code: 'custom', path: [later, 'from'], message: 'Contracts:OverlappingWorkingHours' });
    }
  });

/** A schedule's name: required, at most 128 characters, unique in the tenant whatever its case. */
export const workingScheduleName = trimmedText().min(1).max(128);

export const workingHourDto = z.object({
  id: z.uuid(),
  day: DaysOfWeek.dto,
  from: z.string(),
  to: z.string(),
  expectedAttendance: z.string(),
});
export type WorkingHourDto = z.infer<typeof workingHourDto>;

const schedule = entitySchemas({
  dto: {
    name: z.string(),
    /** The mean of the hours' expected attendance in hours, one decimal (7.5): computed by the server. */
    averageHourNumber: z.number(),
    /** By day (Sunday first), then start. */
    workingHours: z.array(workingHourDto),
  },
  input: { name: workingScheduleName, workingHours: workingHoursInput },
});

export const createWorkingScheduleInput = schedule.create;
export type CreateWorkingScheduleInput = z.input<typeof createWorkingScheduleInput>;
export type CreateWorkingSchedule = z.infer<typeof createWorkingScheduleInput>;

/** The hours replace the schedule's: those sent with an id are kept (changed), the others added, the rest removed. */
export const updateWorkingScheduleInput = schedule.update;
export type UpdateWorkingScheduleInput = z.input<typeof updateWorkingScheduleInput>;
export type UpdateWorkingSchedule = z.infer<typeof updateWorkingScheduleInput>;

export const workingScheduleDto = schedule.dto;
export type WorkingScheduleDto = z.infer<typeof workingScheduleDto>;

/** GET list: paging, sorting and a filter on the name. */
export const getWorkingSchedulesInput = filteredListQuery(['name', 'creationTime']);
export type GetWorkingSchedulesInput = z.input<typeof getWorkingSchedulesInput>;
export type GetWorkingSchedules = z.infer<typeof getWorkingSchedulesInput>;

export const workingScheduleNameDto = z.object({ id: z.uuid(), name: z.string() });
export type WorkingScheduleNameDto = z.infer<typeof workingScheduleNameDto>;

const P = ContractsPermissions.WorkingSchedules;
const path = '/api/app/working-schedule';
const tag = 'WorkingSchedule';
const call = resourceCalls(path, tag);

/**
 * The working schedule calls at the spec's paths (document 2 §7), and the delete of issue 13: the create
 * answers the new id as a JSON string; a delete is soft, refused while a contract uses the schedule.
 */
export const workingScheduleEndpoints = {
  ...resourceEndpoints({
    path,
    tag,
    policies: P,
    dto: workingScheduleDto,
    query: getWorkingSchedulesInput,
    create: createWorkingScheduleInput,
    update: updateWorkingScheduleInput,
  }),
  /** `{ id, name }`. */
  nameOf: call('GET', ':id/name', P.Default, { response: workingScheduleNameDto }),
};

/** The schedule select of the contract form loads up to this many (document 2 §9). */
export const workingSchedulePickerSize = 999;
