import { type CreateWorkingSchedule, createWorkingScheduleInput, DayOfWeek } from '@hr/contracts';
import { systemContext } from '../../platform/context.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { demoTenantName } from '../tenancy/tenancy.seed.ts';
import type { TenantService } from '../tenancy/tenant.service.ts';
import type { ContractsServices } from './index.ts';

/** acme's demo schedules: "English - Arabic" names, as the other demo data. */
export const DemoWorkingSchedules = {
  OfficeWeek: 'Office week - دوام المكاتب',
  NightShift: 'Night shift - الوردية الليلية',
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

/** acme's two schedules, through the service; each only while the tenant has none of that name. */
export async function seedContracts(services: ContractsServices, { use }: ModuleSetup): Promise<void> {
  const tenant = await use<Pick<TenantService, 'findByName'>>('tenancy', 'tenants').findByName(
    demoTenantName,
  );
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
}
