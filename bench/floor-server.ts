/**
 * The floor: the least an API can do to answer the bench's list requests. A bare Fastify route per list
 * that checks the bearer token against the one it was given (the product keeps verified tokens too), checks
 * the caller as the product does (`permissions.state`: their state kept while their access stamp is
 * unchanged, the stamp read with the transaction's BEGIN as the product's reads do), then runs the raw
 * SQL side's statements (list-statements.ts) in a transaction with the tenant set, and answers the page
 * as JSON. No drizzle, no zod, no hooks. What the
 * product spends beyond this is the cost of its own layers.
 *
 * Started by the bench (support.ts startFloor) with DATABASE_URL, PORT, FLOOR_TENANT, FLOOR_USER and
 * FLOOR_TOKEN. With BENCH_FLOOR_CALLER=none it checks the token alone: what HTTP alone costs.
 */
import Fastify, { type FastifyRequest } from 'fastify';
import pg from 'pg';
import { currentRoleNames } from '../apps/server/src/modules/identity/user.service.ts';
import { currentTenantJson } from '../apps/server/src/modules/tenancy/tenant.service.ts';
import { type AccessCheck, openPostgres } from '../apps/server/src/platform/db/database.ts';
import { createFeatureService } from '../apps/server/src/platform/features.service.ts';
import { createPermissionService } from '../apps/server/src/platform/permissions.service.ts';
import { employeesPage, usersPage } from './list-statements.ts';
import { asTenant } from './support.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const tenantId = env('FLOOR_TENANT');
const caller = { tenantId, userId: env('FLOOR_USER') };
const expected = `Bearer ${env('FLOOR_TOKEN')}`;

const db = await openPostgres(env('DATABASE_URL'));
const permissions = createPermissionService(db, createFeatureService(db), {
  currentRoles: currentRoleNames,
  currentTenant: currentTenantJson,
});
// The transactions' own pool, as the product's requests take a connection for their transaction.
const connections = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 20 });

const unchecked = process.env.BENCH_FLOOR_CALLER === 'none';

/**
 * The caller's check: the token, then the product's caller check (`permissions.state`, its stamp deferred to
 * the transaction's BEGIN as the product's reads do) and the list's grant. Answers the pending access check.
 */
async function admit(request: FastifyRequest, permission: string): Promise<AccessCheck | undefined> {
  if (request.headers.authorization !== expected) throw new Error('not the bench token');
  if (unchecked) return undefined;
  const ctx = { ...caller };
  const state = await permissions.state(ctx, { deferStamp: true });
  if (!state.active || !state.granted.has(permission)) throw new Error(`the caller lacks ${permission}`);
  return permissions.checkOf(ctx);
}

/** The list's statements in a transaction with the tenant set, the caller's stamp read with its BEGIN. */
const inTransaction = <T>(check: AccessCheck | undefined, run: (c: pg.PoolClient) => Promise<T>) =>
  asTenant(connections, tenantId, run, check);

const app = Fastify();
app.get('/api/app/employee', async (request) => {
  const check = await admit(request, 'HR.Employees.Index');
  const q = request.query as { skipCount?: string; jobTitleId?: string };
  const { total, rows, names } = await inTransaction(check, (c) =>
    employeesPage(c, tenantId, { jobTitleId: q.jobTitleId, skip: Number(q.skipCount ?? 0) }),
  );
  const titles = new Map(names.map((t) => [t.id, t.name]));
  return {
    ...total,
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      surname: r.surname,
      fatherName: r.father_name,
      nationalNumber: r.national_number,
      gender: r.gender,
      employeeStatus: r.employee_status,
      jobTitleId: r.job_title_id,
      jobTitleName: titles.get(r.job_title_id) ?? null,
      managerId: r.manager_id,
      userId: r.user_id,
      creationTime: r.creation_time,
    })),
  };
});
app.get('/api/identity/users', async (request) => {
  const check = await admit(request, 'AbpIdentity.Users');
  const q = request.query as { skipCount?: string };
  const { total, rows, roles } = await inTransaction(check, (c) =>
    usersPage(c, tenantId, Number(q.skipCount ?? 0)),
  );
  return {
    ...total,
    // The product's answer, field for field and in its order (`sameAnswer` checks it before measuring).
    items: rows.map((r) => ({
      creationTime: r.creation_time,
      creatorId: r.creator_id,
      lastModificationTime: r.last_modification_time,
      lastModifierId: r.last_modifier_id,
      id: r.id,
      tenantId: r.tenant_id,
      userName: r.user_name,
      name: r.name,
      surname: r.surname,
      email: r.email,
      phoneNumber: r.phone_number,
      isActive: r.is_active,
      lockoutEnabled: r.lockout_enabled,
      lockoutEnd: r.lockout_end,
      isLockedOut: r.lockout_enabled && r.lockout_end !== null && (r.lockout_end as Date) > new Date(),
      accessFailedCount: r.access_failed_count,
      employeeId: r.employee_id,
      roleNames: roles.filter((x) => x.user_id === r.id).map((x) => x.name),
      concurrencyStamp: r.concurrency_stamp,
    })),
  };
});
process.on('SIGTERM', () => process.exit(0));
await app.listen({ port: Number(env('PORT')), host: '127.0.0.1' });
console.log('floor ready');
