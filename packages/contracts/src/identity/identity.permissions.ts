import { definePermissions } from '../platform/permissions.ts';

/** Group AbpIdentity: roles and users, in the host and in every tenant. */
export const { names: IdentityPermissions, definitions: identityPermissions } = definePermissions({
  Roles: {
    name: 'AbpIdentity.Roles',
    en: 'Role management',
    ar: 'إدارة الأدوار',
    crud: true,
    children: { ManagePermissions: { en: 'Change permissions', ar: 'تغيير الصلاحيات' } },
  },
  Users: {
    name: 'AbpIdentity.Users',
    en: 'User management',
    ar: 'إدارة المستخدمين',
    crud: true,
    children: { ManagePermissions: { en: 'Change permissions', ar: 'تغيير الصلاحيات' } },
  },
});
