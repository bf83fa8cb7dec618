import type { RoleDto, UserDto } from '@hr/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';

/** Calls of the identity API as a signed-in user, for the identity module's tests. */
export function identityApi(t: TestApp) {
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => t.call(token, method, url, payload, headers);

  const permissionsUrl = (providerName: 'R' | 'U', providerKey: string) =>
    `/api/permission-management/permissions?providerName=${providerName}&providerKey=${encodeURIComponent(providerKey)}`;

  return {
    call,
    permissionsUrl,

    async setPermissions(
      token: string,
      providerName: 'R' | 'U',
      key: string,
      changes: Record<string, boolean>,
    ) {
      const permissions = Object.entries(changes).map(([name, isGranted]) => ({ name, isGranted }));
      const r = await call(token, 'PUT', permissionsUrl(providerName, key), { permissions });
      expect(r.statusCode, r.body).toBe(204);
    },

    /** Creates a role holding exactly the given grants. */
    async createRole(token: string, name: string, grants: string[] = [], extra: Partial<RoleDto> = {}) {
      const r = await call(token, 'POST', '/api/identity/roles', { name, ...extra });
      expect(r.statusCode, r.body).toBe(200);
      if (grants.length)
        await this.setPermissions(token, 'R', name, Object.fromEntries(grants.map((g) => [g, true])));
      return r.json<RoleDto>();
    },

    async createUser(token: string, userName: string, roleNames?: string[], password = 'Passw0rd!') {
      const r = await call(token, 'POST', '/api/identity/users', {
        userName,
        email: `${userName}@example.test`,
        password,
        ...(roleNames ? { roleNames } : {}),
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<UserDto>();
    },

    async getUser(token: string, id: string) {
      const r = await call(token, 'GET', `/api/identity/users/${id}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<UserDto>();
    },

    async updateUser(token: string, user: UserDto, changes: Record<string, unknown>) {
      return call(token, 'PUT', `/api/identity/users/${user.id}`, {
        userName: user.userName,
        email: user.email,
        name: user.name,
        surname: user.surname,
        phoneNumber: user.phoneNumber,
        isActive: user.isActive,
        lockoutEnabled: user.lockoutEnabled,
        concurrencyStamp: user.concurrencyStamp,
        ...changes,
      });
    },

    async findUser(token: string, userName: string) {
      const r = await call(
        token,
        'GET',
        `/api/identity/users?filter=${encodeURIComponent(userName)}&maxResultCount=100`,
      );
      const found = r.json<{ items: UserDto[] }>().items.find((u) => u.userName === userName);
      if (!found) throw new Error(`no user ${userName}`);
      return found;
    },

    async findRole(token: string, name: string) {
      const r = await call(token, 'GET', '/api/identity/roles/all');
      expect(r.statusCode, r.body).toBe(200);
      const found = r.json<{ items: RoleDto[] }>().items.find((role) => role.name === name);
      if (!found) throw new Error(`no role ${name}`);
      return found;
    },

    /** The policies the user of the token holds now, as the web app learns them. */
    async grantedPolicies(token: string): Promise<string[]> {
      const r = await t.app.inject({ url: '/api/abp/application-configuration', headers: t.as(token) });
      expect(r.statusCode, r.body).toBe(200);
      return Object.keys(
        r.json<{ auth: { grantedPolicies: Record<string, boolean> } }>().auth.grantedPolicies,
      );
    },
  };
}
