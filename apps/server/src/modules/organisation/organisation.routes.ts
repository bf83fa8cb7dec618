import {
  createDepartmentInput,
  createJobTitleInput,
  DepartmentPaths,
  departmentDto,
  departmentList,
  getDepartmentsInput,
  getJobTitlesInput,
  JobTitlePaths,
  jobTitleDto,
  jobTitleTree,
  OrganisationPermissions,
  pagedResult,
  updateDepartmentInput,
  updateJobTitleInput,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePolicy } from '../../platform/context.ts';
import type { AppServices } from '../../platform/services.ts';

const idParams = z.object({ id: z.uuid() });
const policy = OrganisationPermissions.DepartmentsAndJobTitles;
const read = { access: requirePolicy(policy.Default) };
const create = { access: requirePolicy(policy.Create) };
const update = { access: requirePolicy(policy.Update) };
const remove = { access: requirePolicy(policy.Delete) };

/** Departments: the paths of documents 1 and 2 (ABP's `DepartmentAppService`). */
function departmentRoutes({ departments }: AppServices): FastifyPluginAsyncZod {
  const tags = ['Department'];
  const list = {
    schema: { tags, querystring: getDepartmentsInput, response: { 200: pagedResult(departmentDto) } },
    config: read,
  };
  return async (app) => {
    app.get(DepartmentPaths.base, list, (req) => departments.list(req.ctx, req.query));
    app.get(DepartmentPaths.getAll, list, (req) => departments.list(req.ctx, req.query));
    app.get(
      DepartmentPaths.roots,
      { schema: { tags, response: { 200: departmentList } }, config: read },
      (req) => departments.roots(req.ctx),
    );
    app.get(
      DepartmentPaths.byId(':id'),
      { schema: { tags, params: idParams, response: { 200: departmentDto } }, config: read },
      (req) => departments.get(req.ctx, req.params.id),
    );
    app.get(
      DepartmentPaths.children(':id'),
      { schema: { tags, params: idParams, response: { 200: departmentList } }, config: read },
      (req) => departments.children(req.ctx, req.params.id),
    );
    app.get(
      DepartmentPaths.hasChild(':id'),
      { schema: { tags, params: idParams, response: { 200: z.boolean() } }, config: read },
      (req) => departments.hasChild(req.ctx, req.params.id),
    );
    app.post(
      DepartmentPaths.create,
      { schema: { tags, body: createDepartmentInput, response: { 200: departmentDto } }, config: create },
      (req) => departments.create(req.ctx, req.body),
    );
    app.put(
      DepartmentPaths.update(':id'),
      {
        schema: { tags, params: idParams, body: updateDepartmentInput, response: { 200: departmentDto } },
        config: update,
      },
      (req) => departments.update(req.ctx, req.params.id, req.body),
    );
    app.delete(
      DepartmentPaths.department(':id'),
      { schema: { tags, params: idParams, response: { 204: z.null() } }, config: remove },
      async (req, reply) => {
        await departments.delete(req.ctx, req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}

/** Job titles: the conventional paths and the org chart (document 2 §7). */
function jobTitleRoutes({ jobTitles }: AppServices): FastifyPluginAsyncZod {
  const tags = ['JobTitle'];
  return async (app) => {
    app.get(
      JobTitlePaths.base,
      {
        schema: { tags, querystring: getJobTitlesInput, response: { 200: pagedResult(jobTitleDto) } },
        config: read,
      },
      (req) => jobTitles.list(req.ctx, req.query),
    );
    app.get(
      JobTitlePaths.treeWithEmployees,
      { schema: { tags, response: { 200: jobTitleTree } }, config: read },
      (req) => jobTitles.treeWithEmployees(req.ctx),
    );
    app.get(
      JobTitlePaths.jobTitle(':id'),
      { schema: { tags, params: idParams, response: { 200: jobTitleDto } }, config: read },
      (req) => jobTitles.get(req.ctx, req.params.id),
    );
    app.post(
      JobTitlePaths.base,
      { schema: { tags, body: createJobTitleInput, response: { 200: jobTitleDto } }, config: create },
      (req) => jobTitles.create(req.ctx, req.body),
    );
    app.put(
      JobTitlePaths.jobTitle(':id'),
      {
        schema: { tags, params: idParams, body: updateJobTitleInput, response: { 200: jobTitleDto } },
        config: update,
      },
      (req) => jobTitles.update(req.ctx, req.params.id, req.body),
    );
    app.delete(
      JobTitlePaths.jobTitle(':id'),
      { schema: { tags, params: idParams, response: { 204: z.null() } }, config: remove },
      async (req, reply) => {
        await jobTitles.delete(req.ctx, req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}

/** Departments and job titles, behind HR.DepartmentsAndJobTitles (and so the tenant's HR.Enable). */
export function organisationRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(departmentRoutes(services));
    await app.register(jobTitleRoutes(services));
  };
}
