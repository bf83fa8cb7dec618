import { z } from 'zod';
import { auditedDto, concurrencyStamp, pagedRequest } from '../platform/paging.contract.ts';

/** A department's or a job title's name: required, at most 128 characters. */
export const organisationUnitName = z.string().trim().min(1).max(128);

export const departmentDto = auditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  /** The department it belongs to; null for a root of the organisation. */
  parentDepartmentId: z.uuid().nullable(),
  parentDepartmentName: z.string().nullable(),
  concurrencyStamp: z.string(),
});
export type DepartmentDto = z.infer<typeof departmentDto>;

/** `get-all-departments` and the plain list: paging, sorting (name, creationTime) and a name filter. */
export const getDepartmentsInput = pagedRequest.extend({
  filter: z.string().trim().max(128).optional(),
});
export type GetDepartmentsInput = z.infer<typeof getDepartmentsInput>;

export const createDepartmentInput = z.object({
  /** Unique among the departments of the same parent, whatever its case. */
  name: organisationUnitName,
  /** Absent or null: a root department. */
  parentDepartmentId: z.uuid().nullable().optional(),
});
export type CreateDepartmentInput = z.infer<typeof createDepartmentInput>;

/** The new parent may be neither the department itself nor one of its descendants. */
export const updateDepartmentInput = createDepartmentInput.extend({ concurrencyStamp });
export type UpdateDepartmentInput = z.infer<typeof updateDepartmentInput>;

/** `get-all-root-departments` and `get-department-children` answer a plain array (ABP's List<DepartmentDto>). */
export const departmentList = z.array(departmentDto);

/** The department calls at the spec's paths (documents 1 and 2). */
export const DepartmentPaths = {
  /** GET: the paged list (the get-all input, up to 1000 items). */
  base: '/api/app/department',
  /** GET: the paged list with a name filter. */
  getAll: '/api/app/department/get-all-departments',
  /** GET: every department without a parent, by name. */
  roots: '/api/app/department/get-all-root-departments',
  /** POST {@link createDepartmentInput}. */
  create: '/api/app/department/create-department',
  /** PUT {@link updateDepartmentInput}. */
  update: (id: string) => `/api/app/department/${id}/update-department`,
  byId: (id: string) => `/api/app/department/${id}/get-department-by-id`,
  /** GET: the direct children, by name. */
  children: (id: string) => `/api/app/department/${id}/get-department-children`,
  /** GET: true or false, whether it has child departments. */
  hasChild: (id: string) => `/api/app/department/${id}/department-has-child`,
  /** DELETE: refused while it has child departments or job titles. */
  department: (id: string) => `/api/app/department/${id}`,
} as const;

/** The parent picker of the department dialog loads up to this many departments (document 2 §9). */
export const departmentPickerSize = 999;
