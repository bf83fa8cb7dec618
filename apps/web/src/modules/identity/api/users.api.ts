import {
  type CreateUserInput,
  IdentityPaths,
  type RoleListResult,
  type SetUserPasswordInput,
  type UpdateUserInput,
  type UserDto,
} from '@hr/contracts';
import { http } from '../../../app/http.ts';
import { createResourceApi } from '../../../components/resource-api.ts';

const resource = createResourceApi<UserDto, CreateUserInput, UpdateUserInput>(IdentityPaths.users, [
  'identity',
  'users',
]);

export const usersApi = {
  ...resource,
  keys: {
    ...resource.keys,
    assignableRoles: () => [...resource.keys.all, 'assignable-roles'] as const,
  },
  /** An administrator sets the user's new password. */
  setPassword: (id: string, input: SetUserPasswordInput) =>
    http.put<void>(IdentityPaths.userChangePassword(id), input),
  /** Ends the user's lockout. */
  unlock: (id: string) => http.put<void>(IdentityPaths.userUnlock(id)),
  assignableRoles: () => http.get<RoleListResult>(IdentityPaths.assignableRoles),
};
