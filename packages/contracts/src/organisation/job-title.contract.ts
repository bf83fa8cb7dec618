import { z } from 'zod';
import { access, endpoint } from '../platform/endpoint.ts';
import { moneyAmount } from '../platform/money.ts';
import { optionalIdFilter } from '../platform/paging.contract.ts';
import { namedEntitySchemas, resourceEndpoints } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';
import { OrganisationPermissions } from './organisation.permissions.ts';

const jobTitle = namedEntitySchemas({
  dto: {
    departmentId: z.uuid(),
    departmentName: z.string(),
    /** The job title it reports to; null at the top of the chart. */
    parentJobTitleId: z.uuid().nullable(),
    /** The parent job title's name (the spec's field name). */
    jobTitleName: z.string().nullable(),
    /** Decimal string with 2 decimals ("1500.00"). */
    baseSalary: z.string(),
  },
  // The name (`nameEn`, `nameAr`): each unique among the job titles of its department, whatever its case.
  input: {
    departmentId: z.uuid(),
    /** Absent or null: the top of the chart. No job title may report to itself, even indirectly. */
    parentJobTitleId: z.uuid().nullable().optional(),
    baseSalary: moneyAmount,
  },
});
export const jobTitleDto = jobTitle.dto;
export type JobTitleDto = z.infer<typeof jobTitleDto>;
export const createJobTitleInput = jobTitle.create;
export type CreateJobTitleInput = z.input<typeof createJobTitleInput>;
export const updateJobTitleInput = jobTitle.update;
export type UpdateJobTitleInput = z.input<typeof updateJobTitleInput>;

/** GET list: paging, sorting and filters. */
const sorted = listQuery(['name', 'baseSalary', 'departmentName', 'jobTitleName', 'creationTime']);
export const getJobTitlesInput = sorted.extend({
  /** Only the job titles of this department (the all-zero UUID: no filter). */
  departmentId: optionalIdFilter,
  /** Part of the name. */
  filter: trimmedText().max(128).optional(),
});
export type GetJobTitlesInput = z.infer<typeof getJobTitlesInput>;

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
const P = OrganisationPermissions.DepartmentsAndJobTitles;

/**
 * The job title calls (document 2 §7): create and update answer the record; the delete is soft, refused
 * while job titles report to it or employees hold it. And the org chart.
 */
export const jobTitleEndpoints = {
  ...resourceEndpoints({
    path: '/api/app/job-title',
    tag,
    policies: P,
    dto: jobTitleDto,
    query: getJobTitlesInput,
    create: createJobTitleInput,
    createResponse: jobTitleDto,
    update: updateJobTitleInput,
  }),
  /** Every root of the chart with the employees holding each job title. */
  treeWithEmployees: endpoint({
    method: 'GET',
    path: '/api/app/job-title/job-title-tree-with-employees',
    response: jobTitleTree,
    access: access.policy(P.Default),
    tag,
  }),
};
