import {
  type GetPermissionListResultDto,
  PermissionManagementPaths,
  type PermissionProviderName,
  type UpdatePermissionsInput,
} from '@hr/contracts';
import { http } from '../../../app/http.ts';

/** Whose permissions: a role (key: its name) or a user (key: their id). */
export interface PermissionProvider {
  providerName: PermissionProviderName;
  providerKey: string;
}

export const permissionsApi = {
  keys: {
    all: ['permission-management'] as const,
    provider: (p: PermissionProvider) => ['permission-management', p.providerName, p.providerKey] as const,
  },
  get: (p: PermissionProvider) =>
    http.get<GetPermissionListResultDto>(PermissionManagementPaths.permissions, { query: { ...p } }),
  /** Sends only the changed permissions. */
  update: (p: PermissionProvider, input: UpdatePermissionsInput) =>
    http.put<void>(PermissionManagementPaths.permissions, input, { query: { ...p } }),
};
