import { departmentEndpoints, jobTitleEndpoints } from '@hr/contracts';
import { mount } from '../../platform/http/mount.ts';
import type { OrganisationServices } from './index.ts';

/** Departments and job titles: each endpoint of the contracts, one line to its service. */
export function organisationRoutes({ departments, jobTitles }: OrganisationServices) {
  return [
    mount(departmentEndpoints, {
      list: (req) => departments.list(req.ctx, req.query),
      getAll: (req) => departments.list(req.ctx, req.query),
      roots: (req) => departments.roots(req.ctx),
      get: (req) => departments.get(req.ctx, req.params.id),
      children: (req) => departments.children(req.ctx, req.params.id),
      hasChild: (req) => departments.hasChild(req.ctx, req.params.id),
      create: (req) => departments.create(req.ctx, req.body),
      update: (req) => departments.update(req.ctx, req.params.id, req.body),
      delete: (req) => departments.delete(req.ctx, req.params.id),
    }),
    mount(jobTitleEndpoints, {
      list: (req) => jobTitles.list(req.ctx, req.query),
      treeWithEmployees: (req) => jobTitles.treeWithEmployees(req.ctx),
      get: (req) => jobTitles.get(req.ctx, req.params.id),
      create: (req) => jobTitles.create(req.ctx, req.body),
      update: (req) => jobTitles.update(req.ctx, req.params.id, req.body),
      delete: (req) => jobTitles.delete(req.ctx, req.params.id),
    }),
  ];
}
