import { systemContext } from '../../platform/context.ts';
import type { AppServices } from '../../platform/services.ts';

export const defaultAdmin = { userName: 'admin', password: '1q2w3E*' } as const;

/** The host administrator with every host permission, on an empty database. */
export async function seedIdentity(services: AppServices): Promise<void> {
  if (await services.users.hasAnyUser(null)) return;
  const host = systemContext(null);
  await services.users.createRole(host, 'admin', await services.permissions.grantable(null), {
    isStatic: true,
  });
  await services.users.create(host, {
    userName: defaultAdmin.userName,
    password: defaultAdmin.password,
    email: 'admin@host.local',
    name: 'Host',
    surname: 'Administrator',
    phoneNumber: null,
    isActive: true,
    lockoutEnabled: true,
    roleNames: ['admin'],
  });
}
