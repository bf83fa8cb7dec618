import {
  type CreateRoleInput,
  IdentityPaths,
  type RoleDto,
  type RoleListResult,
  type UpdateRoleInput,
} from '@hr/contracts';
import { http } from '../../../app/http.ts';
import { createResourceApi } from '../../../components/resource-api.ts';

const resource = createResourceApi<RoleDto, CreateRoleInput, UpdateRoleInput>(IdentityPaths.roles, [
  'identity',
  'roles',
]);

export const rolesApi = {
  ...resource,
  /** Every role of the tenant, without paging. */
  all: () => http.get<RoleListResult>(IdentityPaths.allRoles),
};
