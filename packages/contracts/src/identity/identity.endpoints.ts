import { z } from 'zod';
import { access, endpoint, excelExportOf } from '../platform/endpoint.ts';
import { resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import {
  changePasswordInput,
  loginInput,
  loginResult,
  profileDto,
  registerInput,
  resetPasswordInput,
  sendPasswordResetCodeInput,
  updateProfileInput,
} from './account.contract.ts';
import {
  createUserInput,
  getUsersInput,
  setUserPasswordInput,
  updateUserInput,
  userDto,
} from './identity.contract.ts';
import { IdentityPermissions } from './identity.permissions.ts';
import {
  getPermissionListResultDto,
  getPermissionsInput,
  updatePermissionsInput,
} from './permission-management.contract.ts';
import { createRoleInput, getRolesInput, roleDto, roleListResult, updateRoleInput } from './role.contract.ts';

const { Users, Roles } = IdentityPermissions;
const userCall = resourceCalls('/api/identity/users', 'Identity');
const roleCall = resourceCalls('/api/identity/roles', 'Identity');
const permissionCall = resourceCalls('/api/permission-management/permissions', 'PermissionManagement');
const accountCall = resourceCalls('/api/account', 'Account');

/** Users: ABP's `/api/identity/users`; the create and the update answer the user. */
const userResource = resourceEndpoints({
  path: '/api/identity/users',
  tag: 'Identity',
  policies: Users,
  dto: userDto,
  query: getUsersInput,
  create: createUserInput,
  update: updateUserInput,
  createResponse: userDto,
});
export const userEndpoints = {
  ...userResource,
  /** The list under its filter as an Excel workbook (no secret: no password, stamp or lockout detail). */
  exportExcel: excelExportOf(userResource.list),
  /** Every role of the tenant that can be given to a user. */
  assignableRoles: userCall('GET', 'assignable-roles', Users.Default, { response: roleListResult }),
  /** An administrator sets the password and renews the security stamp. */
  setPassword: userCall('PUT', ':id/change-password', Users.Update, { body: setUserPasswordInput }),
  /** Ends a lockout (lockoutEnd and the failed-attempt count are cleared). */
  unlock: userCall('PUT', ':id/unlock', Users.Update),
};

/** Roles: ABP's `/api/identity/roles`; the create and the update answer the role. */
export const roleEndpoints = {
  ...resourceEndpoints({
    path: '/api/identity/roles',
    tag: 'Identity',
    policies: Roles,
    dto: roleDto,
    query: getRolesInput,
    create: createRoleInput,
    update: updateRoleInput,
    createResponse: roleDto,
  }),
  /** Every role, without paging. */
  all: roleCall('GET', 'all', Roles.Default, { response: roleListResult }),
};

/**
 * ABP's permission management, `?providerName=R|U&providerKey=<role name | user id>`: either manage
 * policy passes the access check, and the service demands the one of the provider (R: roles', U: users').
 */
const managePermissions = access.policy(Roles.ManagePermissions, Users.ManagePermissions);
export const permissionManagementEndpoints = {
  get: permissionCall('GET', '', managePermissions, {
    query: getPermissionsInput,
    response: getPermissionListResultDto,
  }),
  update: permissionCall('PUT', '', managePermissions, {
    query: getPermissionsInput,
    body: updatePermissionsInput,
  }),
};

/** The login page's call; the provider's own endpoints (`OidcPaths`) are not JSON endpoints. */
export const signInEndpoints = {
  /** Finishes the provider's login interaction `:uid` with the user's credentials. */
  interactionLogin: endpoint({
    method: 'POST',
    path: '/api/account/interaction/:uid/login',
    params: z.object({ uid: z.string().min(1).max(200) }),
    body: loginInput,
    response: loginResult,
    access: access.public,
    tag: 'Account',
  }),
};

/** The account pages' API; the tenant is the `__tenant` header (or the signed-in user's). */
export const accountEndpoints = {
  register: accountCall('POST', 'register', access.public, { body: registerInput, response: userDto }),
  sendPasswordResetCode: accountCall('POST', 'send-password-reset-code', access.public, {
    body: sendPasswordResetCodeInput,
  }),
  resetPassword: accountCall('POST', 'reset-password', access.public, { body: resetPasswordInput }),
  myProfile: accountCall('GET', 'my-profile', access.authenticated, { response: profileDto }),
  updateMyProfile: accountCall('PUT', 'my-profile', access.authenticated, {
    body: updateProfileInput,
    response: profileDto,
  }),
  changePassword: accountCall('POST', 'my-profile/change-password', access.authenticated, {
    body: changePasswordInput,
  }),
};
