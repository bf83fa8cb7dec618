import {
  type CreateDepartmentInput,
  type DepartmentDto,
  DepartmentPaths,
  departmentPickerSize,
  type UpdateDepartmentInput,
} from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../app/http.ts';
import { createResourceApi } from '../../../components/resource-api.ts';

const resource = createResourceApi<DepartmentDto, CreateDepartmentInput, UpdateDepartmentInput>(
  DepartmentPaths.base,
  ['organisation', 'departments'],
);

/** Departments: the plain list and delete are conventional; the spec names the other calls. */
export const departmentApi = {
  ...resource,
  get: (id: string) => http.get<DepartmentDto>(DepartmentPaths.byId(id)),
  create: (input: CreateDepartmentInput) => http.post<DepartmentDto>(DepartmentPaths.create, input),
  update: (id: string, input: UpdateDepartmentInput) =>
    http.put<DepartmentDto>(DepartmentPaths.update(id), input),
  /**
   * Every department, by name, up to `max` (the tree: 1000; pickers: the spec's 999). Under the list key,
   * so that a change refreshes it with the table.
   */
  all: (max = 1000) =>
    queryOptions({
      queryKey: [...resource.keys.lists(), 'all', max] as const,
      queryFn: () => resource.list({ skipCount: 0, maxResultCount: max }),
    }),
  /** For the pickers of departments (the parent of a department, the department of a job title). */
  picker: () => departmentApi.all(departmentPickerSize),
};
