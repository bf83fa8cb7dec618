import type { CreateUserInput, PagedResult, UpdateUserInput, UserDto } from '@hr/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../app/http.ts';
import type { ListParams } from '../../../components/ResourceTable.tsx';

const base = '/api/identity/users';

export const userKeys = {
  all: ['identity', 'users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};

export const usersApi = {
  list: (params: ListParams) => http.get<PagedResult<UserDto>>(base, { query: params }),
  get: (id: string) => http.get<UserDto>(`${base}/${id}`),
  create: (input: CreateUserInput) => http.post<UserDto>(base, input),
  update: (id: string, input: UpdateUserInput) => http.put<UserDto>(`${base}/${id}`, input),
  remove: (id: string) => http.delete(`${base}/${id}`),
};

export function useCreateUser() {
  return useMutation({ mutationFn: usersApi.create });
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUserInput }) => usersApi.update(id, input),
  });
}
