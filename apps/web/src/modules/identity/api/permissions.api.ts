import {
  type PermissionProviderName,
  permissionManagementEndpoints,
  type UpdatePermissionsInput,
} from '@hr/contracts';
import { call } from '../../../app/api-client.ts';

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
  get: (p: PermissionProvider) => call(permissionManagementEndpoints.get, { query: p }),
  /** Sends only the changed permissions. */
  update: (p: PermissionProvider, input: UpdatePermissionsInput) =>
    call(permissionManagementEndpoints.update, { query: p, body: input }),
};
