import { z } from 'zod';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { moneyAmount } from '../platform/money.ts';
import {
  auditedDto,
  concurrencyStamp,
  optionalIdFilter,
  pagedRequest,
  pagedResult,
} from '../platform/paging.contract.ts';
import { trimmedText } from '../platform/text.ts';
import { organisationUnitName } from './department.contract.ts';
import { OrganisationPermissions } from './organisation.permissions.ts';

export const jobTitleDto = auditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  departmentId: z.uuid(),
  departmentName: z.string(),
  /** The job title it reports to; null at the top of the chart. */
  parentJobTitleId: z.uuid().nullable(),
  /** The parent job title's name (the spec's field name). */
  jobTitleName: z.string().nullable(),
  /** Decimal string with 2 decimals ("1500.00"). */
  baseSalary: z.string(),
  concurrencyStamp: z.string(),
});
export type JobTitleDto = z.infer<typeof jobTitleDto>;

/** GET list: paging, sorting (name, baseSalary, departmentName, creationTime) and filters. */
export const getJobTitlesInput = pagedRequest.extend({
  /** Only the job titles of this department (the all-zero UUID: no filter). */
  departmentId: optionalIdFilter,
  /** Part of the name. */
  filter: trimmedText().max(128).optional(),
});
export type GetJobTitlesInput = z.infer<typeof getJobTitlesInput>;

export const createJobTitleInput = z.object({
  /** Unique among the job titles of its department, whatever its case. */
  name: organisationUnitName,
  departmentId: z.uuid(),
  /** Absent or null: the top of the chart. No job title may report to itself, even indirectly. */
  parentJobTitleId: z.uuid().nullable().optional(),
  baseSalary: moneyAmount,
});
export type CreateJobTitleInput = z.input<typeof createJobTitleInput>;

export const updateJobTitleInput = createJobTitleInput.extend({ concurrencyStamp });
export type UpdateJobTitleInput = z.input<typeof updateJobTitleInput>;

export const jobTitleEmployee = z.object({ id: z.uuid(), name: z.string(), surname: z.string() });
export type JobTitleEmployee = z.infer<typeof jobTitleEmployee>;

/** A node of the org chart: a job title, the employees holding it and the job titles reporting to it. */
export interface JobTitleTreeNode {
  id: string;
  name: string;
  departmentId: string;
  departmentName: string;
  baseSalary: string;
  employees: JobTitleEmployee[];
  children: JobTitleTreeNode[];
}
export const jobTitleTreeNode: z.ZodType<JobTitleTreeNode> = z.object({
  id: z.uuid(),
  name: z.string(),
  departmentId: z.uuid(),
  departmentName: z.string(),
  baseSalary: z.string(),
  employees: z.array(jobTitleEmployee),
  get children() {
    return z.array(jobTitleTreeNode);
  },
});

/** `job-title-tree-with-employees`: every root of the chart (a job title without a parent), by name. */
export const jobTitleTree = z.array(jobTitleTreeNode);

const tag = 'JobTitle';
const policy = OrganisationPermissions.DepartmentsAndJobTitles;

/** The job title calls (document 2 §7) and the org chart. */
export const jobTitleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/app/job-title',
    query: getJobTitlesInput,
    response: pagedResult(jobTitleDto),
    access: access.policy(policy.Default),
    tag,
  }),
  /** Every root of the chart with the employees holding each job title. */
  treeWithEmployees: endpoint({
    method: 'GET',
    path: '/api/app/job-title/job-title-tree-with-employees',
    response: jobTitleTree,
    access: access.policy(policy.Default),
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/app/job-title/:id',
    params: idParams,
    response: jobTitleDto,
    access: access.policy(policy.Default),
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/app/job-title',
    body: createJobTitleInput,
    response: jobTitleDto,
    access: access.policy(policy.Create),
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/app/job-title/:id',
    params: idParams,
    body: updateJobTitleInput,
    response: jobTitleDto,
    access: access.policy(policy.Update),
    tag,
  }),
  /** Soft delete, refused while job titles report to it or employees hold it. */
  delete: endpoint({
    method: 'DELETE',
    path: '/api/app/job-title/:id',
    params: idParams,
    access: access.policy(policy.Delete),
    tag,
  }),
};
