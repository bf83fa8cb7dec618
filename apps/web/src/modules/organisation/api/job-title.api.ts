import {
  type CreateJobTitleInput,
  type JobTitleDto,
  JobTitlePaths,
  type JobTitleTreeNode,
  type UpdateJobTitleInput,
} from '@hr/contracts';
import { http } from '../../../app/http.ts';
import { createResourceApi } from '../../../components/resource-api.ts';

const resource = createResourceApi<JobTitleDto, CreateJobTitleInput, UpdateJobTitleInput>(
  JobTitlePaths.base,
  ['organisation', 'job-titles'],
);

/** Job titles (list filters: departmentId, filter) and the org chart with the employees holding each. */
export const jobTitleApi = {
  ...resource,
  /** Under the list key, so that whatever refreshes the lists after a change refreshes the chart too. */
  treeKey: () => [...resource.keys.lists(), 'tree'] as const,
  tree: () => http.get<JobTitleTreeNode[]>(JobTitlePaths.treeWithEmployees),
};
