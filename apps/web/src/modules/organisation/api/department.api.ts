import {
  type CreateDepartmentInput,
  type DepartmentDto,
  DepartmentPaths,
  type UpdateDepartmentInput,
} from '@hr/contracts';
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
};
