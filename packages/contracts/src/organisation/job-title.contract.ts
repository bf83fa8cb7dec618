import { z } from 'zod';
import { auditedDto, concurrencyStamp, optionalIdFilter, pagedRequest } from '../platform/paging.contract.ts';
import { organisationUnitName } from './department.contract.ts';

/**
 * An amount of money as PostgreSQL numeric(18,2) holds it: at least 0, at most 16 integer digits and 2
 * decimals. Sent either as a decimal string ("1500.50", the exact form) or as a JSON number with at most
 * 2 decimals; always answered as a string with 2 decimals, so no amount ever passes through a float.
 */
export const moneyAmount = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(z.string().regex(/^\d{1,16}(\.\d{1,2})?$/, 'Organisation:InvalidAmount'));

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
  filter: z.string().trim().max(128).optional(),
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

/** The job title calls (document 2 §7). */
export const JobTitlePaths = {
  /** GET: paged list; POST {@link createJobTitleInput}. */
  base: '/api/app/job-title',
  /** GET, PUT {@link updateJobTitleInput}, DELETE (refused while it has children or holders). */
  jobTitle: (id: string) => `/api/app/job-title/${id}`,
  /** GET: {@link jobTitleTree}. */
  treeWithEmployees: '/api/app/job-title/job-title-tree-with-employees',
} as const;
