import { NotificationType } from '@hr/contracts';
import { systemContext } from '../../platform/context.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import type { UserService } from '../identity/user.service.ts';
import type { TenantService } from '../tenancy/tenant.service.ts';
import type { RequestsServices } from './index.ts';
import type { NotificationContent } from './notification.service.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * A handful of notifications for acme's demo users, of different ages, some already seen, written as
 * text keys so that each user reads them in their own language. Only while acme has none.
 */
export async function seedRequests(services: RequestsServices, { use }: ModuleSetup): Promise<void> {
  const tenant = await use<Pick<TenantService, 'findByName'>>('tenancy', 'tenants').findByName('acme');
  if (!tenant) return;
  const system = systemContext(tenant.id);
  const { items } = await use<Pick<UserService, 'list'>>('identity', 'users').list(system, {
    skipCount: 0,
    maxResultCount: 1000,
  });
  const byName = new Map(items.map((u) => [u.userName, u]));
  const admin = byName.get('admin');
  if (!admin || (await services.notifications.unseenCount({ tenantId: tenant.id, userId: admin.id })) > 0)
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
  for (const userName of ['employee', 'john.smith']) {
    await send(userName, {
      title: { key: 'Notifications:LeaveRequestApprovedTitle' },
      message: {
        key: 'Notifications:LeaveRequestApprovedMessage',
        params: { leaveType: 'Annual', from: '2026-12-01', to: '2026-12-04' },
      },
      type: NotificationType.LeaveRequest,
      at: new Date(now - 2 * day),
    });
    await send(userName, {
      title: { key: 'Notifications:PayslipReadyTitle' },
      message: { key: 'Notifications:PayslipReadyMessage', params: { period: '2026-10' } },
      at: new Date(now - 3 * hour),
    });
  }
  for (const userName of ['admin', 'hr.manager']) {
    await send(userName, {
      title: { key: 'Notifications:LeaveRequestSubmittedTitle' },
      message: {
        key: 'Notifications:LeaveRequestSubmittedMessage',
        params: { employee: 'لينا صالح', leaveType: 'Annual', from: '2026-12-01', to: '2026-12-04' },
      },
      type: NotificationType.LeaveRequest,
      at: new Date(now - 45 * minute),
    });
    await send(userName, {
      title: { key: 'Notifications:AttendanceRequestSubmittedTitle' },
      message: {
        key: 'Notifications:AttendanceRequestSubmittedMessage',
        params: { employee: 'John Smith', date: '2026-11-19' },
      },
      type: NotificationType.AttendanceRequest,
      at: new Date(now - 5 * minute),
    });
  }
}
