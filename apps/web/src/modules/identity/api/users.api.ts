import { type SetUserPasswordInput, userEndpoints } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['identity', 'users'], userEndpoints);

export const usersApi = {
  ...resource,
  keys: {
    ...resource.keys,
    assignableRoles: () => [...resource.keys.all, 'assignable-roles'] as const,
  },
  /** An administrator sets the user's new password. */
  setPassword: (id: string, input: SetUserPasswordInput) =>
    call(userEndpoints.setPassword, { params: { id }, body: input }),
  /** Ends the user's lockout. */
  unlock: (id: string) => call(userEndpoints.unlock, { params: { id } }),
  assignableRoles: () => call(userEndpoints.assignableRoles, {}),
};
