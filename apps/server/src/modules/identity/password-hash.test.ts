import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from './identity.tables.ts';

/**
 * The password hash's cost is at least what OWASP's Password Storage Cheat Sheet recommends for Argon2id
 * (19 MiB of memory, 2 passes, 1 lane). The product takes @node-rs/argon2's defaults, which are exactly
 * that in its version 2; its version 1 defaulted to 4 MiB and 3 passes, weaker: an upgrade or a downgrade
 * of the library that lowers them, or a call given cheaper options (to make a bench's sign-ins cheaper),
 * fails here. Read from the stored PHC strings of users made through the product.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function parameters(phc: string) {
  const [, algorithm, version, params] = phc.split('$');
  const p = Object.fromEntries((params ?? '').split(',').map((kv) => kv.split('='))) as Record<
    string,
    string
  >;
  return { algorithm, version, m: Number(p.m), t: Number(p.t), p: Number(p.p) };
}

describe('password hash cost', () => {
  it('hashes with Argon2id at no less than OWASP’s 19 MiB, 2 passes, 1 lane', async () => {
    const acme = (await t.services.tenancy.tenants.findByName('acme'))!.id;
    const admin = await t.login('acme');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/identity/users',
      headers: { authorization: `Bearer ${admin}`, __tenant: 'acme' },
      payload: {
        userName: 'hash.cost',
        email: 'hash.cost@acme.example',
        password: 'Passw0rd!',
        roleNames: [],
      },
    });
    expect(created.statusCode).toBe(200);
    const rows = await t.db.owner
      .select({ userName: users.userName, hash: users.passwordHash })
      .from(users)
      .where(eq(users.tenantId, acme));
    const hashes = rows;
    // The seeded admin and the user just made.
    expect(hashes.map((r) => r.userName)).toEqual(expect.arrayContaining(['admin', 'hash.cost']));
    for (const row of hashes) {
      const cost = parameters(row.hash);
      expect(cost.algorithm, row.userName).toBe('argon2id');
      expect(cost.version, row.userName).toBe('v=19');
      expect(cost.m, row.userName).toBeGreaterThanOrEqual(19 * 1024);
      expect(cost.t, row.userName).toBeGreaterThanOrEqual(2);
      expect(cost.p, row.userName).toBeGreaterThanOrEqual(1);
    }
  });
});
