import { z } from 'zod';
import { trimmedText } from '../platform/text.ts';

/** Who a grant is to: a role (key: the role's name) or a user (key: the user's id). */
export const PermissionProviderNames = { Role: 'R', User: 'U' } as const;
export const permissionProviderName = z.enum([PermissionProviderNames.Role, PermissionProviderNames.User]);
export type PermissionProviderName = z.infer<typeof permissionProviderName>;

export const getPermissionsInput = z.object({
  providerName: permissionProviderName,
  providerKey: trimmedText().min(1).max(64),
});
export type GetPermissionsInput = z.infer<typeof getPermissionsInput>;

export const providerInfoDto = z.object({
  providerName: z.string(),
  providerKey: z.string(),
});
export type ProviderInfoDto = z.infer<typeof providerInfoDto>;

export const permissionGrantInfoDto = z.object({
  name: z.string(),
  /** In the caller's language (Accept-Language). */
  displayName: z.string(),
  /** The permission this one sits under in the tree; null at the top of its group. */
  parentName: z.string().nullable(),
  /** Held by the entity, directly or (for a user) through one of their roles. */
  isGranted: z.boolean(),
  /** Where the grant comes from: the entity itself and/or (for a user) each role that grants it. */
  grantedProviders: z.array(providerInfoDto),
});
export type PermissionGrantInfoDto = z.infer<typeof permissionGrantInfoDto>;

export const permissionGroupDto = z.object({
  name: z.string(),
  displayName: z.string(),
  /** Parents before their children, in the registry's order. */
  permissions: z.array(permissionGrantInfoDto),
});
export type PermissionGroupDto = z.infer<typeof permissionGroupDto>;

/**
 * Only the permissions that can be granted on the caller's side (host or tenant) with the tenant's
 * features; groups left empty by that are left out.
 */
export const getPermissionListResultDto = z.object({
  /** The role's name or the user's user name. */
  entityDisplayName: z.string(),
  groups: z.array(permissionGroupDto),
});
export type GetPermissionListResultDto = z.infer<typeof getPermissionListResultDto>;

export const updatePermissionDto = z.object({
  name: z.string().min(1).max(128),
  isGranted: z.boolean(),
});
export type UpdatePermissionDto = z.infer<typeof updatePermissionDto>;

/**
 * Only the changes: each named permission is granted to or revoked from the entity itself. Revoking from a
 * user what one of their roles grants changes nothing (the role still grants it).
 */
export const updatePermissionsInput = z.object({
  permissions: z.array(updatePermissionDto).max(2000),
});
export type UpdatePermissionsInput = z.infer<typeof updatePermissionsInput>;
