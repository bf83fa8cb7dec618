import { z } from 'zod';
import { access, endpoint } from '../platform/endpoint.ts';
import { namedEntitySchemas, resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { filteredListQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';
import { OrganisationPermissions } from './organisation.permissions.ts';

/** A department's or a job title's name: required, at most 128 characters. */
export const organisationUnitName = trimmedText().min(1).max(128);

const department = namedEntitySchemas({
  dto: {
    /** The department it belongs to; null for a root of the organisation. */
    parentDepartmentId: z.uuid().nullable(),
    parentDepartmentName: z.string().nullable(),
  },
  // The name (`nameEn`, `nameAr`): each unique among the departments of the same parent, whatever its case.
  input: {
    /** Absent or null: a root department. */
    parentDepartmentId: z.uuid().nullable().optional(),
  },
});
export const departmentDto = department.dto;
export type DepartmentDto = z.infer<typeof departmentDto>;
export const createDepartmentInput = department.create;
export type CreateDepartmentInput = z.infer<typeof createDepartmentInput>;
/** The new parent may be neither the department itself nor one of its descendants. */
export const updateDepartmentInput = department.update;
export type UpdateDepartmentInput = z.infer<typeof updateDepartmentInput>;

/** `get-all-departments` and the plain list: paging, sorting and a name filter. */
export const getDepartmentsInput = filteredListQuery(['name', 'parentDepartmentName', 'creationTime']);
export type GetDepartmentsInput = z.infer<typeof getDepartmentsInput>;

/** `get-all-root-departments` and `get-department-children` answer a plain array (ABP's List<DepartmentDto>). */
export const departmentList = z.array(departmentDto);

const tag = 'Department';
const call = resourceCalls('/api/app/department', tag);
const P = OrganisationPermissions.DepartmentsAndJobTitles;
const read = access.policy(P.Default);
/** The list and the delete at ABP's paths; the spec gives the others paths of their own. */
const resource = resourceEndpoints({
  path: '/api/app/department',
  tag,
  policies: P,
  dto: departmentDto,
  query: getDepartmentsInput,
  create: createDepartmentInput,
  update: updateDepartmentInput,
  only: ['list', 'delete'],
});

/** The department calls at the spec's paths (documents 1 and 2; ABP's `DepartmentAppService`). */
export const departmentEndpoints = {
  list: resource.list,
  /** The same list at the spec's other path. */
  getAll: endpoint({ ...resource.list, path: '/api/app/department/get-all-departments' }),
  /** Every department without a parent, by name. */
  roots: call('GET', 'get-all-root-departments', read, { response: departmentList }),
  get: call('GET', ':id/get-department-by-id', read, { response: departmentDto }),
  /** The direct children, by name. */
  children: call('GET', ':id/get-department-children', read, { response: departmentList }),
  hasChild: call('GET', ':id/department-has-child', read, { response: z.boolean() }),
  create: call('POST', 'create-department', P.Create, {
    body: createDepartmentInput,
    response: departmentDto,
  }),
  update: call('PUT', ':id/update-department', P.Update, {
    body: updateDepartmentInput,
    response: departmentDto,
  }),
  /** Refused while it has child departments or job titles. */
  delete: resource.delete,
};

/** The parent picker of the department dialog loads up to this many departments (document 2 §9). */
export const departmentPickerSize = 999;
