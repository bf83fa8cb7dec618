import {
  AttendanceFixMode,
  type CreateSelfAttendanceRequest,
  GoTaskKind,
  NotificationType,
} from '@hr/contracts';
import { count, eq } from 'drizzle-orm';
import { type RequestContext, systemContext } from '../../platform/context.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import type { RequestsServices } from './index.ts';
import type { NotificationContent } from './notification.service.ts';
import { attendanceRequests } from './requests.tables.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * acme's demo requests' notifications come from the requests; besides them a welcome for each demo user
 * (already seen) and Lina's payslip of last month, written as text keys so that each user reads them in
 * their own language. Only while the admin has none.
 */
export async function seedRequests(services: RequestsServices, setup: ModuleSetup): Promise<void> {
  const tenant = await setup.modules.tenancy.tenants.findByName('acme');
  if (!tenant) return;
  const system = systemContext(tenant.id);
  const { items } = await setup.modules.identity.users.list(system, {
    skipCount: 0,
    maxResultCount: 1000,
  });
  const byName = new Map(items.map((u) => [u.userName, u]));
  // The notifications first: they are seeded only while the admin has none, and requests notify.
  await seedNotifications(services, tenant, byName);
  await seedAttendanceRequests(services, setup, tenant.id, byName);
}

type DemoUser = { id: string; userName: string; name: string | null; employeeId: string | null };

/**
 * A few attendance-correction requests of `employee` (Lina, whose manager is `hr.manager`'s employee: her
 * tasks go to hr.manager) and `john.smith` (his manager has no user: his go to the approvers), pending and
 * decided, through the services. Only while acme has no request.
 */
async function seedAttendanceRequests(
  services: RequestsServices,
  { db }: ModuleSetup,
  tenantId: string,
  byName: Map<string, DemoUser>,
): Promise<void> {
  const [existing] = await db.transaction({ tenantId }, (tx) =>
    tx.select({ n: count() }).from(attendanceRequests).where(eq(attendanceRequests.tenantId, tenantId)),
  );
  if ((existing?.n ?? 0) > 0) return;
  const as = (userName: string): RequestContext | null => {
    const user = byName.get(userName);
    return user ? systemContext(tenantId, { userId: user.id, userName, employeeId: user.employeeId }) : null;
  };
  const lina = as('employee');
  const john = as('john.smith');
  const hrManager = as('hr.manager');
  if (!lina?.employeeId || !john?.employeeId || !hrManager) return;

  // Whole days of the recent past, in UTC (the demo's wall times need not be exact).
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const dayAt = (daysAgo: number, hours: number, minutes = 0) =>
    new Date(today.getTime() - daysAgo * day + hours * hour + minutes * minute).toISOString();
  const wholeDay = (
    daysAgo: number,
    from: number,
    to: number,
    reason: string,
  ): CreateSelfAttendanceRequest => ({
    checkIn: dayAt(daysAgo, from),
    checkOut: dayAt(daysAgo, to),
    fixAttendanceFrom: dayAt(daysAgo, 0),
    fixAttendanceTo: dayAt(daysAgo, 23, 59),
    mode: AttendanceFixMode.RemoveAll,
    reason,
  });
  const taskOf = async (ctx: RequestContext, id: string) =>
    (await services.goTasks.ofRequest(ctx, GoTaskKind.AttendanceRequest, id))!.id;

  const linaAccepted = await services.attendanceRequests.createSelf(
    lina,
    wholeDay(9, 6, 14, 'The terminal was out of order in the morning.'),
  );
  await services.goTasks.decide(hrManager, await taskOf(lina, linaAccepted), 'approve');
  const linaRejected = await services.attendanceRequests.createSelf(
    lina,
    wholeDay(7, 6, 15, 'I stayed late for the audit.'),
  );
  await services.goTasks.decide(
    hrManager,
    await taskOf(lina, linaRejected),
    'reject',
    'The audit ended at 14:00.',
  );
  await services.attendanceRequests.createSelf(lina, wholeDay(2, 6, 14, 'I forgot to punch in.'));
  await services.attendanceRequests.createSelf(lina, {
    checkIn: dayAt(1, 13),
    checkOut: dayAt(1, 16, 30),
    mode: AttendanceFixMode.RemoveOverlapping,
    reason: 'Back from the client visit at 13:00.',
  });

  // Lina has read what she was told of the decisions.
  const told = await services.notifications.list(lina, { skipCount: 0, maxResultCount: 100 });
  for (const n of told.items)
    if (n.type === NotificationType.AttendanceRequest && !n.isSeen)
      await services.notifications.markAsSeen(lina, n.id);

  // John's: one withdrawn, one pending (his manager has no user: the approvers decide them).
  const johnCancelled = await services.attendanceRequests.createSelf(
    john,
    wholeDay(6, 7, 15, 'Wrong punch.'),
  );
  await services.attendanceRequests.cancelSelf(john, johnCancelled);
  await services.attendanceRequests.createSelf(
    john,
    wholeDay(3, 7, 15, 'The terminal did not read my finger.'),
  );
}

/** The month before `now`'s (UTC) by name in both languages: "November 2026", "نوفمبر 2026". */
function lastMonthName(now: number): { nameEn: string; nameAr: string } {
  const today = new Date(now);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const name = (locale: string) =>
    new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
  return { nameEn: name('en-US'), nameAr: name('ar-u-nu-latn') };
}

async function seedNotifications(
  services: RequestsServices,
  tenant: { id: string; name: string },
  byName: Map<string, DemoUser & { userName: string }>,
): Promise<void> {
  const system = systemContext(tenant.id);
  const items = [...byName.values()];
  // Once: the admin's welcome is the first of them, so an admin with any notification has had them.
  const admin = byName.get('admin');
  if (!admin) return;
  const adminCtx = systemContext(tenant.id, { userId: admin.id });
  if ((await services.notifications.list(adminCtx, { skipCount: 0, maxResultCount: 1 })).totalCount > 0)
    return;
  const now = Date.now();

  const send = async (userName: string, content: NotificationContent, seen = false) => {
    const user = byName.get(userName);
    if (!user) return;
    await services.notifications.notify(system, { userIds: [user.id] }, content);
    if (!seen) return;
    const ctx = systemContext(tenant.id, { userId: user.id });
    const { items: latest } = await services.notifications.list(ctx, { skipCount: 0, maxResultCount: 1 });
    if (latest[0]) await services.notifications.markAsSeen(ctx, latest[0].id);
  };

  for (const user of items) {
    await send(
      user.userName,
      {
        title: { key: 'Notifications:WelcomeTitle', params: { name: user.name ?? user.userName } },
        message: { key: 'Notifications:WelcomeMessage', params: { tenant: tenant.name } },
        at: new Date(now - 12 * day),
      },
      true,
    );
  }
  // Lina's payslip of last month (payroll's seed confirms it; John has no contract, so none), its month by
  // name as the payslip pages show it. What the demo's requests tell their people comes from the requests
  // themselves (leave.seed.ts, seedAttendanceRequests), never a notification about no request.
  await send('employee', {
    title: { key: 'Notifications:PayslipReadyTitle' },
    message: { key: 'Notifications:PayslipReadyMessage', params: { period: lastMonthName(now) } },
    at: new Date(now - 3 * hour),
  });
}
