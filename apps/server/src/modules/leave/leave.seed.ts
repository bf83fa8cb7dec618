import {
  type CreateLeaveRequest,
  type CreateLeaveType,
  createLeaveTypeInput,
  GoTaskKind,
  KindOfTimeOff,
  LeaveRequestUnit,
  NotificationType,
} from '@hr/contracts';
import { count, eq } from 'drizzle-orm';
import { type RequestContext, systemContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { addDays, dateIn } from '../../platform/tenant-date.ts';
import { demoTenantName } from '../tenancy/public.ts';
import type { LeaveServices } from './index.ts';
import { leaveRequests } from './leave.tables.ts';

/** The demo annual leave type's names. */
const demoAnnualLeaveName = { nameEn: 'Annual leave', nameAr: 'إجازة سنوية' };

/** acme's leave types (named in English and in Arabic) and each one's yearly allocation. */
const demoTypes: Array<{ type: CreateLeaveType; days: number; hours: number }> = [
  {
    type: createLeaveTypeInput.parse({
      ...demoAnnualLeaveName,
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
      nameEn: 'Sick leave',
      nameAr: 'إجازة مرضية',
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
      nameEn: 'Unpaid leave',
      nameAr: 'إجازة بلا أجر',
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
      nameEn: 'Hourly permission',
      nameAr: 'إذن ساعي',
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
export async function seedLeave(services: LeaveServices, setup: ModuleSetup): Promise<void> {
  const { modules } = setup;
  const tenant = await modules.tenancy.tenants.findByName(demoTenantName);
  if (!tenant) return;
  const ctx = systemContext(tenant.id);
  const employees = modules.employees.employees;
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
  await seedLeaveRequests(services, setup, tenant.id);
}

/**
 * Leave requests of Lina (`employee`, whose manager is hr.manager's employee: her tasks go to hr.manager)
 * and John (`john.smith`, whose manager has no user: his go to the approvers, hr.manager among them) in
 * every state, through the service so that the ledger, the tasks and the notifications agree. Only while
 * acme has no leave request. A request the demo data cannot take (no contract that day, no allocation in
 * last year) is left out.
 */
async function seedLeaveRequests(
  services: LeaveServices,
  { db, modules, platform }: ModuleSetup,
  tenantId: string,
) {
  const [existing] = await db.transaction({ tenantId }, (tx) =>
    tx.select({ n: count() }).from(leaveRequests).where(eq(leaveRequests.tenantId, tenantId)),
  );
  if ((existing?.n ?? 0) > 0) return;
  const system = systemContext(tenantId);
  const { items } = await modules.identity.users.list(system, {
    skipCount: 0,
    maxResultCount: 1000,
  });
  const as = (userName: string): RequestContext | null => {
    const user = items.find((u) => u.userName === userName);
    return user ? systemContext(tenantId, { userId: user.id, userName, employeeId: user.employeeId }) : null;
  };
  const lina = as('employee');
  const john = as('john.smith');
  const hrManager = as('hr.manager');
  if (!lina?.employeeId || !john?.employeeId || !hrManager) return;
  const goTasks = modules.requests.goTasks;
  const types = await services.types.list(system, { skipCount: 0, maxResultCount: 1000 });
  const typeId = (code: string) => types.items.find((t) => t.code.toUpperCase() === code)?.id;
  const today = dateIn(await platform.settings.timeZoneOf(system), system.now());

  /** The first date from `from` on (within two weeks) the employee is expected at work. */
  async function workDay(ctx: RequestContext, from: string): Promise<string | null> {
    for (let date = from, i = 0; i < 14; i++, date = addDays(date, 1))
      if (
        (await services.requests.calcDuration(ctx, {
          from: date,
          to: date,
          unit: LeaveRequestUnit.Days,
          leaveTypeId: undefined,
        })) > 0
      )
        return date;
    return null;
  }
  /** Files a request; answers its id, or null when the demo data cannot take it. */
  async function file(ctx: RequestContext, input: CreateLeaveRequest): Promise<string | null> {
    try {
      return await services.requests.create(ctx, input);
    } catch (e) {
      if (e instanceof AppError && e.code.startsWith('Leave:')) return null;
      throw e;
    }
  }
  const days = async (ctx: RequestContext, code: string, from: string, length: number, reason: string) => {
    const leaveTypeId = typeId(code);
    const first = await workDay(ctx, from);
    if (!leaveTypeId || !first) return null;
    return file(ctx, {
      leaveTypeId,
      leaveUnit: LeaveRequestUnit.Days,
      createDailyLeaveRequestDto: { from: first, to: addDays(first, length - 1) },
      reason,
    });
  };
  const hours = async (
    ctx: RequestContext,
    from: string,
    fromTime: string,
    toTime: string,
    reason: string,
  ) => {
    const leaveTypeId = typeId('PERMISSION');
    const date = await workDay(ctx, from);
    if (!leaveTypeId || !date) return null;
    return file(ctx, {
      leaveTypeId,
      leaveUnit: LeaveRequestUnit.Hours,
      createHourlyLeaveRequestDto: { fromDate: date, fromTime, toDate: date, toTime },
      reason,
    });
  };
  const decide = async (
    ctx: RequestContext,
    id: string | null,
    how: 'approve' | 'reject',
    reason?: string,
  ) => {
    const task = id ? await goTasks.ofRequest(ctx, GoTaskKind.LeaveRequest, id) : undefined;
    if (task) await goTasks.decide(hrManager, task.id, how, reason ?? null);
  };

  for (const [ctx, offset] of [
    [lina, 0],
    [john, 2],
  ] as const) {
    await decide(
      ctx,
      await days(ctx, 'SICK', addDays(today, -35 + offset), 2, 'Flu, with a doctor’s note.'),
      'approve',
    );
    await decide(
      ctx,
      await days(ctx, 'ANNUAL', addDays(today, -20 + offset), 3, 'A family trip.'),
      'reject',
      'The quarter closes that week.',
    );
    await decide(
      ctx,
      await hours(ctx, addDays(today, -8 + offset), '09:00', '11:00', 'A bank appointment.'),
      'approve',
    );
    const withdrawn = await days(ctx, 'ANNUAL', addDays(today, 14 + offset), 1, 'Moving house.');
    if (withdrawn) await services.requests.cancel(ctx, withdrawn);
    await days(ctx, 'ANNUAL', addDays(today, 7 + offset), 3, 'A short holiday.');
    // They have read what they were told of the decisions (as the demo's attendance requests).
    const notifications = modules.requests.notifications;
    const told = await notifications.list(ctx, { skipCount: 0, maxResultCount: 100 });
    for (const n of told.items)
      if (n.type === NotificationType.LeaveRequest && n.relatedId && !n.isSeen)
        await notifications.markAsSeen(ctx, n.id);
  }
}
