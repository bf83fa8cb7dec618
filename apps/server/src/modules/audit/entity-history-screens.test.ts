import { randomUUID } from 'node:crypto';
import {
  entityChangeEndpoints,
  IdentityPermissions,
  LeavePermissions,
  PayrollPermissions,
  pathOf,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityApi } from '../../test/helpers/identity.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The History tabs of the payslip, leave request and user screens (issue 40 §3): each answers to the reader
 * of its own screen (its entity's read policy) and to no one else; a user's History carries their roles'
 * changes and shows a password change without its value.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
});
afterAll(() => t?.close());

type Change = {
  changeType: number;
  entityTypeFullName: string;
  propertyChanges: {
    propertyName: string;
    originalValue: string | null;
    newValue: string | null;
    isSecret: boolean;
  }[];
};
const historyPath = (entityType: string, entityId: string) =>
  pathOf(entityChangeEndpoints.history, { entityType, entityId });

describe('the History of the payslip, leave request and user screens', () => {
  it("answers to each screen's own readers only", async () => {
    const id = randomUUID();
    const payslipReader = await t.userWith('acme', [PayrollPermissions.Payslips.Default]);
    const leaveReader = await t.userWith('acme', [LeavePermissions.LeaveRequests.Default]);
    const userReader = await t.userWith('acme', [IdentityPermissions.Users.Default]);
    const nobody = await t.userWith('acme', []);
    const expectations: [string, string, number][] = [
      ['Payslip', payslipReader.token, 200],
      ['Payslip', leaveReader.token, 403],
      ['Payslip', nobody.token, 403],
      ['LeaveRequest', leaveReader.token, 200],
      ['LeaveRequest', payslipReader.token, 403],
      ['LeaveRequest', nobody.token, 403],
      ['User', userReader.token, 200],
      ['User', payslipReader.token, 403],
      ['User', nobody.token, 403],
    ];
    const answers = [];
    for (const [type, token] of expectations)
      answers.push((await t.call(token, 'GET', historyPath(type, id))).statusCode);
    expect(answers).toEqual(expectations.map(([, , status]) => status));
  });

  it("shows a user's changes with their roles', and a new password as changed without its value", async () => {
    const api = identityApi(t);
    const role = await api.createRole(admin, `hist-role-${Date.now().toString(36)}`);
    const user = await api.createUser(admin, `hist-${Date.now().toString(36)}`);
    const updated = await api.updateUser(admin, user, {
      name: 'Salma',
      password: 'N3w-Passw0rd!',
      roleNames: [role.name],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const r = await t.call(admin, entityChangeEndpoints.history, {
      params: { entityType: 'User', entityId: user.id },
      query: { skipCount: 0, maxResultCount: 50 },
    });
    expect(r.statusCode, r.body).toBe(200);
    const items = r.json<{ items: Change[] }>().items;
    const own = items.filter((c) => c.entityTypeFullName === 'User');
    expect(own.map((c) => c.changeType)).toEqual([1, 0]);
    const update = own[0]!.propertyChanges;
    expect(update.find((p) => p.propertyName === 'name')).toEqual({
      propertyName: 'name',
      originalValue: null,
      newValue: 'Salma',
      isSecret: false,
    });
    expect(update.find((p) => p.propertyName === 'passwordHash')).toEqual({
      propertyName: 'passwordHash',
      originalValue: null,
      newValue: null,
      isSecret: true,
    });
    const roles = items.filter((c) => c.entityTypeFullName === 'UserRole');
    // The new role granted (a user's default roles, given at creation and replaced, are there too).
    const granted = roles.filter(
      (c) =>
        c.changeType === 0 &&
        c.propertyChanges.some((p) => p.propertyName === 'roleId' && p.newValue === role.id),
    );
    expect(granted).toHaveLength(1);
    // Nothing of a secret's value anywhere in the answer.
    expect(r.body).not.toContain('N3w-Passw0rd!');
  });
});
