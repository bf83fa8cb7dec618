import type { CreateTenantInput, PagedResult, TenantDto, UpdateTenantInput } from '@hr/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../app/http.ts';
import type { ListParams } from '../../../components/ResourceTable.tsx';

const base = '/api/multi-tenancy/tenants';

export const tenantKeys = {
  all: ['tenancy', 'tenants'] as const,
  lists: () => [...tenantKeys.all, 'list'] as const,
  detail: (id: string) => [...tenantKeys.all, 'detail', id] as const,
};

export const tenantsApi = {
  list: (params: ListParams) => http.get<PagedResult<TenantDto>>(base, { query: params }),
  get: (id: string) => http.get<TenantDto>(`${base}/${id}`),
  create: (input: CreateTenantInput) => http.post<TenantDto>(base, input),
  update: (id: string, input: UpdateTenantInput) => http.put<TenantDto>(`${base}/${id}`, input),
  remove: (id: string) => http.delete(`${base}/${id}`),
};

export function useCreateTenant() {
  return useMutation({ mutationFn: tenantsApi.create });
}

export function useUpdateTenant() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateTenantInput }) => tenantsApi.update(id, input),
  });
}
