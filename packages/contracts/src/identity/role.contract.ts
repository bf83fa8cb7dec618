import { z } from 'zod';
import { entitySchemas } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';

/** The role every tenant (and the host) starts with; static: it can be neither renamed nor deleted. */
export const adminRoleName = 'admin';

/**
 * A role's name. Grants to a role are keyed by its name (`providerKey`, at most 64 characters), so a role
 * name is at most 64 characters too.
 */
export const roleName = trimmedText().min(1).max(64);

const role = entitySchemas({
  dto: {
    name: z.string(),
    /** Given to new users created without explicit roles and to self-registered users. */
    isDefault: z.boolean(),
    /** Other users may see that a user holds it. */
    isPublic: z.boolean(),
    /** Made by the system (the `admin` role): it can be neither renamed nor deleted. */
    isStatic: z.boolean(),
    /** Its users must sign in with a second factor (issue 40). */
    requiresTwoFactor: z.boolean(),
  },
  input: {
    name: roleName,
    isDefault: z.boolean().default(false),
    isPublic: z.boolean().default(true),
    requiresTwoFactor: z.boolean().default(false),
  },
});

export const roleDto = role.dto;
export type RoleDto = z.infer<typeof roleDto>;

/** `GET /api/identity/roles/all` and `GET /api/identity/users/assignable-roles`: ABP's ListResultDto. */
export const roleListResult = z.object({ items: z.array(roleDto) });
export type RoleListResult = z.infer<typeof roleListResult>;

/** Paging, sorting and a filter on the name. */
export const getRolesInput = listQuery(['name', 'isDefault', 'isPublic', 'creationTime']).extend({
  filter: trimmedText().max(256).optional(),
});
export type GetRolesInput = z.infer<typeof getRolesInput>;

export const createRoleInput = role.create;
export type CreateRoleInput = z.infer<typeof createRoleInput>;

export const updateRoleInput = role.update;
export type UpdateRoleInput = z.infer<typeof updateRoleInput>;
