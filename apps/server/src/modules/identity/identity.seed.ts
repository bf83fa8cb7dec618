import {
  adminRoleName,
  allPermissions,
  EmployeesPermissions,
  OrganisationPermissions,
  PayrollDashboardPermissions,
  permissionByName,
} from '@hr/contracts';
import { systemContext } from '../../platform/context.ts';
import type { IdentityDeps } from './index.ts';

export const defaultAdmin = { userName: 'admin', password: '1q2w3E*' } as const;

/** The tenant the demo roles and users go into (made by the tenancy module's seed, which runs first). */
const demoTenantName = 'acme';

const byPrefix = (...prefixes: string[]) =>
  allPermissions.filter((p) => prefixes.some((prefix) => p.name.startsWith(prefix))).map((p) => p.name);

/**
 * Self-service (own attendance requests, leave, holidays, tasks, notifications) acts for the signed-in
 * employee and needs no policy, so the registry has no self-service grant: the Employee role holds
 * whichever of these exist, today none.
 */
const selfServiceGrants = () => byPrefix('SelfService.');

/** The demo roles of acme, with the grants of the registry that exist (and the tenant's features allow). */
const demoRoles = () => [
  { name: 'HR Manager', isDefault: false, grants: byPrefix('HR.', 'GoldenOwl.') },
  {
    name: 'Payroll Officer',
    isDefault: false,
    // Reading employees, departments and job titles: the payslips and runs are filtered and grouped by them.
    grants: [
      ...byPrefix('PR.', 'FN.'),
      EmployeesPermissions.Employees.Default,
      OrganisationPermissions.DepartmentsAndJobTitles.Default,
      PayrollDashboardPermissions.Dashboard.Default,
    ],
  },
  { name: 'Employee', isDefault: true, grants: selfServiceGrants() },
];

/** The demo staff: Arabic-speaking names in Arabic script, the others in English. */
const demoUsers = [
  { userName: 'hr.manager', name: 'رانيا', surname: 'حداد', roleNames: ['HR Manager', 'Employee'] },
  { userName: 'payroll', name: 'عمر', surname: 'الخطيب', roleNames: ['Payroll Officer', 'Employee'] },
  { userName: 'employee', name: 'لينا', surname: 'صالح', roleNames: ['Employee'] },
  { userName: 'john.smith', name: 'John', surname: 'Smith', roleNames: ['Employee'] },
];

/** The host administrator with every host permission, on an empty database. */
async function seedHost(services: IdentityDeps): Promise<void> {
  if (await services.users.hasAnyUser(null)) return;
  const host = systemContext(null);
  await services.users.createRole(host, adminRoleName, await services.permissions.grantable(null), {
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
    roleNames: [adminRoleName],
  });
}

/**
 * acme's demo roles (HR Manager, Payroll Officer, Employee as the default role) and a few users holding
 * them, password `1q2w3E*`. Only while acme has nothing but its admin role.
 */
async function seedDemoTenant(services: IdentityDeps): Promise<void> {
  const tenant = await services.tenants.findByName(demoTenantName);
  if (!tenant) return;
  const ctx = systemContext(tenant.id);
  if ((await services.roles.count(ctx)) > 1) return;
  const grantable = new Set(await services.permissions.grantable(tenant.id));
  for (const role of demoRoles()) {
    await services.roles.createWithGrants(ctx, {
      name: role.name,
      isDefault: role.isDefault,
      grants: role.grants.filter((name) => permissionByName.has(name) && grantable.has(name)),
    });
  }
  for (const user of demoUsers) {
    await services.users.create(ctx, {
      userName: user.userName,
      password: defaultAdmin.password,
      email: `${user.userName}@${demoTenantName}.example`,
      name: user.name,
      surname: user.surname,
      phoneNumber: null,
      isActive: true,
      lockoutEnabled: true,
      roleNames: user.roleNames,
    });
  }
}

export async function seedIdentity(services: IdentityDeps): Promise<void> {
  await seedHost(services);
  await seedDemoTenant(services);
}
