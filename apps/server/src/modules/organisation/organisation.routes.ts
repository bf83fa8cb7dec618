import { departmentEndpoints, jobTitleEndpoints } from '@hr/contracts';
import { mount, resourceHandlers } from '../../platform/http/mount.ts';
import type { OrganisationServices } from './index.ts';

/** Departments and job titles: each endpoint of the contracts, one line to its service. */
export function organisationRoutes({ departments, jobTitles }: OrganisationServices) {
  return [
    mount(departmentEndpoints, {
      ...resourceHandlers(departmentEndpoints, departments),
      getAll: (req) => departments.list(req.ctx, req.query),
      roots: (req) => departments.roots(req.ctx),
      children: (req) => departments.children(req.ctx, req.params.id),
      hasChild: (req) => departments.hasChild(req.ctx, req.params.id),
    }),
    mount(jobTitleEndpoints, {
      ...resourceHandlers(jobTitleEndpoints, jobTitles),
      treeWithEmployees: (req) => jobTitles.treeWithEmployees(req.ctx),
    }),
  ];
}
