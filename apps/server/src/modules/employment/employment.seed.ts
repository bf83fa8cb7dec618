import {
  ContractType,
  type CreateWorkingSchedule,
  createContractInput,
  createExtraFieldDefinitionInput,
  createWorkingScheduleInput,
  DayOfWeek,
  EntityType,
  ExtraFieldType,
  WorkEntrySource,
} from '@hr/contracts';
import { type RequestContext, systemContext } from '../../platform/context.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { addDays, dateIn } from '../../platform/tenant-date.ts';
import { demoStructureName } from '../payroll/public.ts';
import { demoTenantName } from '../tenancy/public.ts';
import type { EmploymentServices } from './index.ts';

/** acme's demo schedules, named in English as acme enters its free texts (names with an English and an Arabic value are the reference names' own). */
export const DemoWorkingSchedules = {
  OfficeWeek: 'Office week',
  NightShift: 'Night shift',
} as const;

const sundayToThursday = [
  DayOfWeek.Sunday,
  DayOfWeek.Monday,
  DayOfWeek.Tuesday,
  DayOfWeek.Wednesday,
  DayOfWeek.Thursday,
];

const schedules: CreateWorkingSchedule[] = [
  {
    name: DemoWorkingSchedules.OfficeWeek,
    workingHours: sundayToThursday.map((day) => ({
      day,
      from: '08:00',
      to: '16:00',
      expectedAttendance: '08:00',
    })),
  },
  {
    // Each night belongs to the day it starts: Sunday 22:00 to Monday 06:00 is Sunday's.
    name: DemoWorkingSchedules.NightShift,
    workingHours: sundayToThursday.map((day) => ({
      day,
      from: '22:00',
      to: '06:00',
      expectedAttendance: '08:00',
    })),
  },
].map((s) => createWorkingScheduleInput.parse(s));

/**
 * An Active contract on the office week and the demo salary structure for most acme employees (every
 * fifth has none), begun a year ago; every fourth ends within 30 days of the seed, the others in a year.
 * Only employees without any contract get one, so a second seed adds nothing.
 *
 * One leaver (issue 43 §5): the first of those without a contract served six years and a few months, on
 * two contracts (the earlier Expired), the last ending on the 20th of last month, with none after it; the
 * demo's payroll run of last month (payroll.seed.ts) is their final settlement, which carries the
 * end-of-service gratuity.
 */
async function seedDemoContracts(services: EmploymentServices, setup: ModuleSetup, ctx: RequestContext) {
  const employees = setup.modules.employees.employees;
  const structures = setup.modules.payroll.structures;
  const [structure] = (
    await structures.list(ctx, { skipCount: 0, maxResultCount: 10, filter: demoStructureName })
  ).items.filter((s) => s.name === demoStructureName);
  const [office] = (
    await services.workingSchedules.list(ctx, {
      skipCount: 0,
      maxResultCount: 10,
      filter: DemoWorkingSchedules.OfficeWeek,
    })
  ).items.filter((s) => s.name === DemoWorkingSchedules.OfficeWeek);
  if (!structure || !office) return;
  const people = (await employees.list(ctx, { skipCount: 0, maxResultCount: 1000 })).items;
  const today = dateIn('UTC', ctx.now());
  const aYearAgo = addDays(today, -365);
  const leaver = demoLeaverDates(today);
  for (const [i, person] of people.entries()) {
    if (i % 5 === 4 && i !== demoLeaverIndex) continue;
    const existing = await services.contracts.list(ctx, {
      skipCount: 0,
      maxResultCount: 1,
      employeeId: person.id,
    });
    if (existing.totalCount > 0) continue;
    const leaving = i === demoLeaverIndex;
    // The leaver's earlier years: a contract that ended and is Expired (it counts for the service, and is in
    // force in no past month a test pays for "everyone").
    if (leaving) {
      const until = addDays(leaver.lastStart, -1);
      const earlier = await services.contracts.create(
        ctx,
        createContractInput.parse({
          name: 'Permanent contract (1)',
          type: ContractType.Permanent,
          start: leaver.start,
          end: until,
          employeeId: person.id,
          jobTitleId: person.jobTitleId,
          workEntrySource: WorkEntrySource.WorkingSchedule,
          salaryStructureId: structure.id,
          contractWorkingSchedules: [{ workingScheduleId: office.id, from: leaver.start, to: until }],
        }),
      );
      await services.contracts.activate(ctx, earlier);
      await services.contracts.expire(ctx, earlier);
    }
    const start = leaving ? leaver.lastStart : aYearAgo;
    const end = leaving ? leaver.end : i % 4 === 1 ? addDays(today, 5 + ((i * 7) % 25)) : addDays(today, 365);
    const id = await services.contracts.create(
      ctx,
      createContractInput.parse({
        // Named in English by its kind (the employee is its own column): a person's name in Arabic beside an
        // English word would mix the languages again.
        name: i % 3 === 0 && !leaving ? 'Temporary contract' : 'Permanent contract',
        type: i % 3 === 0 && !leaving ? ContractType.Temporary : ContractType.Permanent,
        start,
        end,
        employeeId: person.id,
        jobTitleId: person.jobTitleId,
        workEntrySource: WorkEntrySource.WorkingSchedule,
        salaryStructureId: structure.id,
        contractWorkingSchedules: [{ workingScheduleId: office.id, from: start, to: end }],
      }),
    );
    await services.contracts.activate(ctx, id);
  }
}

/** The demo leaver's place in the employees' list: the first of those the loop gives no current contract. */
export const demoLeaverIndex = 4;

/**
 * The demo leaver's service: begun six years and 100 days before the 20th of the month before `today`, when
 * it ended; their last contract began on the 1st of the month three months before that one (the earlier one,
 * from `start` to the day before, is Expired).
 */
export function demoLeaverDates(today: string): { start: string; lastStart: string; end: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, month - 2, 20)).toISOString().slice(0, 10);
  const lastStart = new Date(Date.UTC(year, month - 4, 1)).toISOString().slice(0, 10);
  const start = new Date(Date.UTC(year - 6, month - 2, 20)).toISOString().slice(0, 10);
  return { start: addDays(start, -100), lastStart, end };
}

/** acme's two schedules, through the service; each only while the tenant has none of that name. */
export async function seedContracts(services: EmploymentServices, setup: ModuleSetup): Promise<void> {
  const { modules } = setup;
  const tenant = await modules.tenancy.tenants.findByName(demoTenantName);
  if (!tenant) return;
  const ctx = systemContext(tenant.id);
  for (const schedule of schedules) {
    const existing = await services.workingSchedules.list(ctx, {
      skipCount: 0,
      maxResultCount: 10,
      filter: schedule.name,
    });
    if (!existing.items.some((s) => s.name === schedule.name))
      await services.workingSchedules.create(ctx, schedule);
  }
  // A demo extra field of contracts, while contracts have none.
  const extraFields = modules.extensions.extraFields;
  if ((await extraFields.byEntityType(ctx, EntityType.Contract)).length === 0)
    await extraFields.create(
      ctx,
      createExtraFieldDefinitionInput.parse({
        nameEn: 'Probation months',
        nameAr: 'أشهر التجربة',
        code: 'ProbationMonths',
        entityType: EntityType.Contract,
        fieldType: ExtraFieldType.Int,
      }),
    );
  await seedDemoContracts(services, setup, ctx);
}
