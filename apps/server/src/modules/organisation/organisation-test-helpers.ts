import type { DepartmentDto, JobTitleDto } from '@hr/contracts';
import { departmentEndpoints, jobTitleEndpoints, OrganisationPermissions, pathOf } from '@hr/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';

export const policy = OrganisationPermissions.DepartmentsAndJobTitles;

/** Calls of the organisation API as a signed-in user, for this module's tests. */
export function organisationApi(t: TestApp) {
  const call = async (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, headers: t.as(token, headers), ...(payload ? { payload } : {}) });

  return {
    call,

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

    async getDepartment(token: string, id: string) {
      const r = await call(token, 'GET', pathOf(departmentEndpoints.get, { id: id }));
      expect(r.statusCode, r.body).toBe(200);
      return r.json<DepartmentDto>();
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
      const host = await t.login(null);
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/multi-tenancy/tenants',
        headers: t.as(host),
        payload: { name, adminEmailAddress: `admin@${name}.example`, adminPassword: '1q2w3E*' },
      });
      expect(r.statusCode, r.body).toBe(200);
      return { id: r.json<{ id: string }>().id, token: await t.login(name), host };
    },

    /** A user of the tenant holding exactly the given permissions (through a role of their own). */
    async userWith(adminToken: string, tenant: string, userName: string, grants: string[]) {
      const role = await call(adminToken, 'POST', '/api/identity/roles', { name: `${userName}-role` });
      expect(role.statusCode, role.body).toBe(200);
      if (grants.length) {
        const r = await call(
          adminToken,
          'PUT',
          `/api/permission-management/permissions?providerName=R&providerKey=${userName}-role`,
          { permissions: grants.map((name) => ({ name, isGranted: true })) },
        );
        expect(r.statusCode, r.body).toBe(204);
      }
      const user = await call(adminToken, 'POST', '/api/identity/users', {
        userName,
        email: `${userName}@example.test`,
        password: 'Passw0rd!',
        roleNames: [`${userName}-role`],
      });
      expect(user.statusCode, user.body).toBe(200);
      return t.login(tenant, userName, 'Passw0rd!');
    },
  };
}
