import { z } from 'zod';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { resourceEndpoints } from '../platform/resource.ts';
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

/** Users: ABP's `/api/identity/users`; the create and the update answer the user. */
export const userEndpoints = {
  ...resourceEndpoints({
    path: '/api/identity/users',
    tag: 'Identity',
    policies: Users,
    dto: userDto,
    query: getUsersInput,
    create: createUserInput,
    update: updateUserInput,
    createResponse: userDto,
  }),
  /** Every role of the tenant that can be given to a user. */
  assignableRoles: endpoint({
    method: 'GET',
    path: '/api/identity/users/assignable-roles',
    response: roleListResult,
    access: access.policy(Users.Default),
    tag: 'Identity',
  }),
  /** An administrator sets the password and renews the security stamp. */
  setPassword: endpoint({
    method: 'PUT',
    path: '/api/identity/users/:id/change-password',
    params: idParams,
    body: setUserPasswordInput,
    access: access.policy(Users.Update),
    tag: 'Identity',
  }),
  /** Ends a lockout (lockoutEnd and the failed-attempt count are cleared). */
  unlock: endpoint({
    method: 'PUT',
    path: '/api/identity/users/:id/unlock',
    params: idParams,
    access: access.policy(Users.Update),
    tag: 'Identity',
  }),
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
  all: endpoint({
    method: 'GET',
    path: '/api/identity/roles/all',
    response: roleListResult,
    access: access.policy(Roles.Default),
    tag: 'Identity',
  }),
};

/**
 * ABP's permission management, `?providerName=R|U&providerKey=<role name | user id>`: either manage
 * policy passes the access check, and the service demands the one of the provider (R: roles', U: users').
 */
const managePermissions = access.policy(Roles.ManagePermissions, Users.ManagePermissions);
export const permissionManagementEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/permission-management/permissions',
    query: getPermissionsInput,
    response: getPermissionListResultDto,
    access: managePermissions,
    tag: 'PermissionManagement',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/permission-management/permissions',
    query: getPermissionsInput,
    body: updatePermissionsInput,
    access: managePermissions,
    tag: 'PermissionManagement',
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
  register: endpoint({
    method: 'POST',
    path: '/api/account/register',
    body: registerInput,
    response: userDto,
    access: access.public,
    tag: 'Account',
  }),
  sendPasswordResetCode: endpoint({
    method: 'POST',
    path: '/api/account/send-password-reset-code',
    body: sendPasswordResetCodeInput,
    access: access.public,
    tag: 'Account',
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/account/reset-password',
    body: resetPasswordInput,
    access: access.public,
    tag: 'Account',
  }),
  myProfile: endpoint({
    method: 'GET',
    path: '/api/account/my-profile',
    response: profileDto,
    access: access.authenticated,
    tag: 'Account',
  }),
  updateMyProfile: endpoint({
    method: 'PUT',
    path: '/api/account/my-profile',
    body: updateProfileInput,
    response: profileDto,
    access: access.authenticated,
    tag: 'Account',
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/account/my-profile/change-password',
    body: changePasswordInput,
    access: access.authenticated,
    tag: 'Account',
  }),
};
