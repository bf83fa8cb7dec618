import type { DepartmentDto, JobTitleDto } from '@hr/contracts';
import { departmentEndpoints, jobTitleEndpoints, OrganisationPermissions, pathOf } from '@hr/contracts';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

export const policy = OrganisationPermissions.DepartmentsAndJobTitles;

/** The set-up of this module's API test files: the app, its calls, and acme's admin signed in. */
export async function startOrganisationTest() {
  const t = await createTestApp();
  return { t, api: organisationApi(t), admin: await t.login('acme') };
}
export type OrganisationApi = ReturnType<typeof organisationApi>;

/** Calls of the organisation API as a signed-in user, for this module's tests. */
export function organisationApi(t: TestApp) {
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => t.call(token, method, url, payload, headers);
  /** A GET that must answer 200: its JSON. */
  const getOk = async <T>(token: string, url: string) => {
    const r = await call(token, 'GET', url);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  };

  return {
    call,
    getOk,

    deleteDepartment: (token: string, id: string) =>
      call(token, 'DELETE', pathOf(departmentEndpoints.delete, { id })),

    deleteJobTitle: (token: string, id: string) =>
      call(token, 'DELETE', pathOf(jobTitleEndpoints.delete, { id })),

    async createDepartment(token: string, name: string, parentDepartmentId: string | null = null) {
      const r = await call(token, 'POST', departmentEndpoints.create.path, { name, parentDepartmentId });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<DepartmentDto>();
    },

    updateDepartment(token: string, d: DepartmentDto, changes: Partial<DepartmentDto>) {
      return call(token, 'PUT', pathOf(departmentEndpoints.update, { id: d.id }), {
        name: d.name,
        parentDepartmentId: d.parentDepartmentId,
        concurrencyStamp: d.concurrencyStamp,
        ...changes,
      });
    },

    getDepartment(token: string, id: string) {
      return getOk<DepartmentDto>(token, pathOf(departmentEndpoints.get, { id }));
    },

    async createJobTitle(
      token: string,
      input: { name: string; departmentId: string; parentJobTitleId?: string | null; baseSalary?: unknown },
    ) {
      const r = await call(token, 'POST', jobTitleEndpoints.list.path, { baseSalary: '1000.00', ...input });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<JobTitleDto>();
    },

    updateJobTitle(token: string, j: JobTitleDto, changes: Record<string, unknown>) {
      return call(token, 'PUT', pathOf(jobTitleEndpoints.get, { id: j.id }), {
        name: j.name,
        departmentId: j.departmentId,
        parentJobTitleId: j.parentJobTitleId,
        baseSalary: j.baseSalary,
        concurrencyStamp: j.concurrencyStamp,
        ...changes,
      });
    },

    /** A new tenant with its admin signed in. */
    async createTenant(name: string) {
      const { id } = await t.createTenant(name);
      return { id, token: await t.login(name) };
    },
  };
}
