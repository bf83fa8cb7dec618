import { z } from 'zod';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { pagedResult } from '../platform/paging.contract.ts';
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

/** Users: ABP's `/api/identity/users`. */
export const userEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/identity/users',
    query: getUsersInput,
    response: pagedResult(userDto),
    access: access.policy(Users.Default),
    tag: 'Identity',
  }),
  /** Every role of the tenant that can be given to a user. */
  assignableRoles: endpoint({
    method: 'GET',
    path: '/api/identity/users/assignable-roles',
    response: roleListResult,
    access: access.policy(Users.Default),
    tag: 'Identity',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/identity/users/:id',
    params: idParams,
    response: userDto,
    access: access.policy(Users.Default),
    tag: 'Identity',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/identity/users',
    body: createUserInput,
    response: userDto,
    access: access.policy(Users.Create),
    tag: 'Identity',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/identity/users/:id',
    params: idParams,
    body: updateUserInput,
    response: userDto,
    access: access.policy(Users.Update),
    tag: 'Identity',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/identity/users/:id',
    params: idParams,
    access: access.policy(Users.Delete),
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

/** Roles: ABP's `/api/identity/roles`. */
export const roleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/identity/roles',
    query: getRolesInput,
    response: pagedResult(roleDto),
    access: access.policy(Roles.Default),
    tag: 'Identity',
  }),
  /** Every role, without paging. */
  all: endpoint({
    method: 'GET',
    path: '/api/identity/roles/all',
    response: roleListResult,
    access: access.policy(Roles.Default),
    tag: 'Identity',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/identity/roles/:id',
    params: idParams,
    response: roleDto,
    access: access.policy(Roles.Default),
    tag: 'Identity',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/identity/roles',
    body: createRoleInput,
    response: roleDto,
    access: access.policy(Roles.Create),
    tag: 'Identity',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/identity/roles/:id',
    params: idParams,
    body: updateRoleInput,
    response: roleDto,
    access: access.policy(Roles.Update),
    tag: 'Identity',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/identity/roles/:id',
    params: idParams,
    access: access.policy(Roles.Delete),
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
