import { crudChildren, crudNames, type PermissionDefinition } from '../platform/permissions.ts';

export const IdentityPermissions = {
  Roles: {
    Default: 'AbpIdentity.Roles',
    Create: 'AbpIdentity.Roles.Create',
    Update: 'AbpIdentity.Roles.Update',
    Delete: 'AbpIdentity.Roles.Delete',
    ManagePermissions: 'AbpIdentity.Roles.ManagePermissions',
  },
  Users: {
    Default: 'AbpIdentity.Users',
    Create: 'AbpIdentity.Users.Create',
    Update: 'AbpIdentity.Users.Update',
    Delete: 'AbpIdentity.Users.Delete',
    ManagePermissions: 'AbpIdentity.Users.ManagePermissions',
  },
} as const;

/** Group AbpIdentity: roles and users, in the host and in every tenant. */
export const identityPermissions: PermissionDefinition[] = [
  {
    name: IdentityPermissions.Roles.Default,
    displayName: { en: 'Role management', ar: 'إدارة الأدوار' },
    children: [
      ...crudChildren(IdentityPermissions.Roles.Default, crudNames),
      {
        name: IdentityPermissions.Roles.ManagePermissions,
        displayName: { en: 'Change permissions', ar: 'تغيير الصلاحيات' },
      },
    ],
  },
  {
    name: IdentityPermissions.Users.Default,
    displayName: { en: 'User management', ar: 'إدارة المستخدمين' },
    children: [
      ...crudChildren(IdentityPermissions.Users.Default, crudNames),
      {
        name: IdentityPermissions.Users.ManagePermissions,
        displayName: { en: 'Change permissions', ar: 'تغيير الصلاحيات' },
      },
    ],
  },
];
