import { type CreateLeaveType, createLeaveTypeInput, KindOfTimeOff, LeaveRequestUnit } from '@hr/contracts';
import { systemContext } from '../../platform/context.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { dateIn } from '../contracts/tenant-date.ts';
import type { EmployeesServices } from '../employees/index.ts';
import { demoTenantName } from '../tenancy/tenancy.seed.ts';
import type { TenantService } from '../tenancy/tenant.service.ts';
import type { LeaveServices } from './index.ts';

/** acme's leave types ("English - Arabic" names, as the other demo data) and each one's yearly allocation. */
const demoTypes: Array<{ type: CreateLeaveType; days: number; hours: number }> = [
  {
    type: createLeaveTypeInput.parse({
      name: 'Annual leave - إجازة سنوية',
      code: 'ANNUAL',
      requestUnit: LeaveRequestUnit.Days,
      kindOfTimeOff: KindOfTimeOff.Absence,
      isPaid: true,
      allowCarryForward: true,
      carryForwardMaxDays: 5,
      carryForwardExpiryMonths: 3,
    }),
    days: 21,
    hours: 0,
  },
  {
    type: createLeaveTypeInput.parse({
      name: 'Sick leave - إجازة مرضية',
      code: 'SICK',
      requestUnit: LeaveRequestUnit.Days,
      kindOfTimeOff: KindOfTimeOff.Absence,
      isPaid: true,
    }),
    days: 14,
    hours: 0,
  },
  {
    type: createLeaveTypeInput.parse({
      name: 'Unpaid leave - إجازة بلا أجر',
      code: 'UNPAID',
      requestUnit: LeaveRequestUnit.Days,
      kindOfTimeOff: KindOfTimeOff.Absence,
      isPaid: false,
      requiresAllocation: false,
    }),
    days: 0,
    hours: 0,
  },
  {
    type: createLeaveTypeInput.parse({
      name: 'Hourly permission - إذن ساعي',
      code: 'PERMISSION',
      requestUnit: LeaveRequestUnit.Hours,
      kindOfTimeOff: KindOfTimeOff.Absence,
      isPaid: true,
    }),
    days: 0,
    hours: 16,
  },
];

/**
 * acme's leave types (each while no type has its code) and this year's allocations of every acme employee
 * (one batch per type; an employee who has one of the type this year is skipped, so a second seed adds
 * nothing).
 */
export async function seedLeave(services: LeaveServices, { use }: ModuleSetup): Promise<void> {
  const tenant = await use<Pick<TenantService, 'findByName'>>('tenancy', 'tenants').findByName(
    demoTenantName,
  );
  if (!tenant) return;
  const ctx = systemContext(tenant.id);
  const employees = use<Pick<EmployeesServices['employees'], 'list'>>('employees', 'employees');
  const ids: string[] = [];
  for (let skipCount = 0; ; skipCount += 1000) {
    const page = await employees.list(ctx, { skipCount, maxResultCount: 1000 });
    ids.push(...page.items.map((e) => e.id));
    if (page.items.length < 1000) break;
  }
  const year = dateIn('UTC', ctx.now()).slice(0, 4);
  const existing = await services.types.list(ctx, { skipCount: 0, maxResultCount: 1000 });
  for (const { type, days, hours } of demoTypes) {
    let id = existing.items.find((t) => t.code.toUpperCase() === type.code)?.id;
    id ??= await services.types.create(ctx, type);
    if (days === 0 && hours === 0) continue;
    await services.allocations.allocateEmployees(ctx, ids, {
      leaveTypeId: id,
      validityFrom: `${year}-01-01`,
      validityTo: `${year}-12-31`,
      numberOfDays: days,
      numberOfHours: hours,
    });
  }
}
