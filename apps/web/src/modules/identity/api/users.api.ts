import type { CreateUserInput, UpdateUserInput, UserDto } from '@hr/contracts';
import { createResourceApi } from '../../../components/resource-api.ts';

export const usersApi = createResourceApi<UserDto, CreateUserInput, UpdateUserInput>('/api/identity/users', [
  'identity',
  'users',
]);
