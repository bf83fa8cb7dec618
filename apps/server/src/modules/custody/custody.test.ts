import {
  employeeCustodyEndpoints as C,
  CustodyPermissions,
  contractEndpoints,
  displayParam,
  type EmployeeCustodyDto,
  employeeEndpoints,
  type PagedResult,
  type SalaryStructureDto,
  salaryStructureEndpoints,
  type WorkingScheduleDto,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../../platform/tenant-date.ts';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { contractsApi } from '../../test/helpers/employment.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCustody } from './custody.seed.ts';

let t: TestApp;
let admin: string;
let jobTitleId: string;
let today: string;
const P = CustodyPermissions.EmployeeCustody;

const errorOf = (r: { json: <T>() => T }) => r.json<{ error: { code: string; message: string } }>().error;

const createEmployee = () => employeesApi(t).create(admin, employeeBody(jobTitleId));

async function handOver(
  employeeId: string,
  receiptDate = '2025-03-10',
  description: string | null = 'Laptop',
) {
  const r = await t.call(admin, C.create, { body: { employeeId, receiptDate, description } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<string>();
}

async function list(query: Record<string, unknown>, token = admin) {
  const r = await t.call(token, C.list, { query: query as never });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<EmployeeCustodyDto>>();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('acme');
  jobTitleId = (await employeesApi(t).jobTitleIds(admin))[0]!;
  const acme = await t.services.tenancy.tenants.findByName('acme');
  const zone = await t.services.platform.settings.timeZoneOf({ tenantId: acme!.id });
  today = dateIn(zone, new Date());
});
afterAll(() => t.close());

describe('handing custody over', () => {
  it('creates a held custody with the employee named, trimming the description', async () => {
    const employeeId = await createEmployee();
    const id = await handOver(employeeId, '2025-03-10', '  Laptop Dell - حاسوب محمول  ');
    const r = await t.call(admin, C.get, { params: { id } });
    expect(r.statusCode, r.body).toBe(200);
    const dto = r.json<EmployeeCustodyDto>();
    expect(dto).toMatchObject({
      id,
      employeeId,
      employeeName: 'Sami Haddad',
      description: 'Laptop Dell - حاسوب محمول',
      receiptDate: '2025-03-10',
      releaseDate: null,
      releaseReason: null,
      isReleased: false,
    });
    expect(dto.creatorId).not.toBeNull();
  });

  it('takes today but refuses a receipt date after the tenant’s today', async () => {
    const employeeId = await createEmployee();
    await handOver(employeeId, today);
    const r = await t.call(admin, C.create, { body: { employeeId, receiptDate: addDays(today, 2) } });
    expect(r.statusCode, r.body).toBe(422);
    expect(errorOf(r).code).toBe('Custody:DateInFuture');
    expect(errorOf(r).message).toContain(displayParam(today));
  });

  it('refuses a receipt before the employee’s employment began (their first contract), on the field, in English and Arabic', async () => {
    const employeeId = await createEmployee();
    const first = <T>(r: { json: <U>() => U }) => r.json<PagedResult<T>>().items[0]!;
    const structure = first<SalaryStructureDto>(
      await t.call(admin, salaryStructureEndpoints.list, { query: {} }),
    );
    const schedule = first<WorkingScheduleDto>(
      await t.call(admin, workingScheduleEndpoints.list, { query: {} }),
    );
    await contractsApi(t).activeContract(admin, {
      employeeId,
      jobTitleId,
      salaryStructureId: structure.id,
      workingScheduleId: schedule.id,
      start: '2025-03-01',
      end: '2025-12-31',
    });
    const refused = (r: { statusCode: number; json: <T>() => T }) => {
      expect(r.statusCode).toBe(400);
      return r.json<{ error: { validationErrors: { message: string; members: string[] }[] } }>().error
        .validationErrors;
    };
    const before = await t.call(admin, C.create, { body: { employeeId, receiptDate: '2025-02-28' } });
    expect(refused(before)).toEqual([
      {
        message:
          'The receipt date cannot be before the employee’s employment began (2025/03/01, the start of their first contract).',
        members: ['receiptDate'],
      },
    ]);
    const slip = await t.call(admin, C.create, {
      body: { employeeId, receiptDate: '1900-01-01' },
      headers: { 'accept-language': 'ar' },
    });
    expect(refused(slip)[0]!.message).toBe(
      'لا يمكن أن يكون تاريخ الاستلام قبل بدء عمل الموظف (2025/03/01، بداية أول عقد له).',
    );
    expect((await list({ employeeId })).totalCount).toBe(0);
    // From the first day of the contract on; and an employee without one has only the contract's 1900.
    await handOver(employeeId, '2025-03-01');
    await handOver(await createEmployee(), '1900-01-01');

    // A contract never in force is no employment: one activated for 2031 and cancelled before it began.
    const future = await createEmployee();
    const contractId = await contractsApi(t).activeContract(admin, {
      employeeId: future,
      jobTitleId,
      salaryStructureId: structure.id,
      workingScheduleId: schedule.id,
      start: '2031-01-01',
      end: '2031-12-31',
    });
    const cancelled = await t.call(admin, contractEndpoints.cancel, {
      params: { id: contractId },
      body: { reason: 'Offer withdrawn' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    await handOver(future, today);
  });

  it('refuses an unknown or deleted employee, and a missing receipt date', async () => {
    const unknown = await t.call(admin, C.create, {
      body: { employeeId: '0190a000-0000-7000-8000-000000000001', receiptDate: '2025-01-01' },
    });
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(errorOf(unknown).code).toBe('Custody:EmployeeNotFound');
    const employeeId = await createEmployee();
    const del = await t.call(admin, employeeEndpoints.delete, { params: { id: employeeId } });
    expect(del.statusCode, del.body).toBe(204);
    const deleted = await t.call(admin, C.create, { body: { employeeId, receiptDate: '2025-01-01' } });
    expect(errorOf(deleted).code).toBe('Custody:EmployeeNotFound');
    const missing = await t.call(admin, 'POST', C.create.path, { employeeId });
    expect(missing.statusCode).toBe(400);
    const long = await t.call(admin, 'POST', C.create.path, {
      employeeId,
      receiptDate: '2025-01-01',
      description: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('releasing custody', () => {
  it('refuses a date before the receipt or after today, then releases once', async () => {
    const id = await handOver(await createEmployee(), '2025-03-10');
    const early = await t.call(admin, C.release, { params: { id }, body: { releaseDate: '2025-03-09' } });
    expect(early.statusCode, early.body).toBe(422);
    expect(errorOf(early).code).toBe('Custody:InvalidReleaseDate');
    expect(errorOf(early).message).toContain('2025/03/10');
    const future = await t.call(admin, C.release, {
      params: { id },
      body: { releaseDate: addDays(today, 1) },
    });
    expect(errorOf(future).code).toBe('Custody:DateInFuture');

    const ok = await t.call(admin, C.release, {
      params: { id },
      body: { releaseDate: '2025-03-10', releaseReason: ' Returned ' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<EmployeeCustodyDto>()).toMatchObject({
      releaseDate: '2025-03-10',
      releaseReason: 'Returned',
      isReleased: true,
    });
    expect(ok.json<EmployeeCustodyDto>().lastModificationTime).not.toBeNull();

    const again = await t.call(admin, C.release, {
      params: { id },
      body: { releaseDate: '2025-04-01' },
      headers: { 'accept-language': 'ar' },
    });
    expect(again.statusCode, again.body).toBe(422);
    expect(errorOf(again).code).toBe('Custody:AlreadyReleased');
    expect(errorOf(again).message).toContain('2025/03/10');
    expect(errorOf(again).message).toContain('إخلاء');
  });

  it('lets only one of two releases at once win', async () => {
    const id = await handOver(await createEmployee(), '2025-03-10');
    const answers = await Promise.all(
      ['2025-03-11', '2025-03-12'].map((releaseDate) =>
        t.call(admin, C.release, { params: { id }, body: { releaseDate } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const loser = answers.find((r) => r.statusCode === 422)!;
    expect(errorOf(loser).code).toBe('Custody:AlreadyReleased');
  });

  it('answers 404 for an unknown custody', async () => {
    const r = await t.call(admin, C.release, {
      params: { id: '0190a000-0000-7000-8000-000000000002' },
      body: { releaseDate: '2025-01-01' },
    });
    expect(r.statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('filters by employee and by held, sorts by the dates, newest receipt first by default', async () => {
    const employeeId = await createEmployee();
    const a = await handOver(employeeId, '2025-01-05', 'A');
    const b = await handOver(employeeId, '2025-02-05', 'B');
    const c = await handOver(employeeId, '2024-12-05', 'C');
    const r = await t.call(admin, C.release, { params: { id: b }, body: { releaseDate: '2025-02-20' } });
    expect(r.statusCode, r.body).toBe(200);

    const all = await list({ employeeId });
    expect(all.totalCount).toBe(3);
    expect(all.items.map((i) => i.id)).toEqual([b, a, c]);
    expect(all.items.every((i) => i.employeeName === 'Sami Haddad')).toBe(true);
    expect((await list({ employeeId, held: true })).items.map((i) => i.id)).toEqual([a, c]);
    expect((await list({ employeeId, held: false })).items.map((i) => i.id)).toEqual([b]);
    expect((await list({ employeeId, sorting: 'receiptDate asc' })).items.map((i) => i.id)).toEqual([
      c,
      a,
      b,
    ]);
    expect((await list({ employeeId, sorting: 'releaseDate desc', held: false })).items[0]?.id).toBe(b);
    expect((await list({ employeeId, sorting: 'creationTime asc' })).items.map((i) => i.id)).toEqual([
      a,
      b,
      c,
    ]);
    const unknown = await t.call(admin, 'GET', `${C.list.path}?sorting=employeeName`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.validationErrors[0].message).toBe(
      'This list can be sorted by receiptDate, releaseDate, creationTime only, each followed by asc or desc if you like.',
    );
    const paged = await list({ employeeId, skipCount: 1, maxResultCount: 1 });
    expect(paged).toMatchObject({ totalCount: 3 });
    expect(paged.items.map((i) => i.id)).toEqual([a]);
    // Any employee: the all-zero id is no filter.
    const everyone = await list({ employeeId: '00000000-0000-0000-0000-000000000000', maxResultCount: 1000 });
    expect(everyone.items.map((i) => i.id)).toEqual(expect.arrayContaining([a, b, c]));
    expect(new Set(everyone.items.map((i) => i.employeeId)).size).toBeGreaterThan(1);
  });
});

describe('permissions and tenants', () => {
  it('creating and releasing are separate grants', async () => {
    const employeeId = await createEmployee();
    const creator = await t.userWith('acme', [P.Default, P.Create]);
    const releaser = await t.userWith('acme', [P.Default, P.Release]);
    const reader = await t.userWith('acme', [P.Default]);

    const created = await t.call(creator.token, C.create, {
      body: { employeeId, receiptDate: '2025-01-01' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<string>();
    expect(
      (await t.call(releaser.token, C.create, { body: { employeeId, receiptDate: '2025-01-01' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call(creator.token, C.release, { params: { id }, body: { releaseDate: '2025-01-02' } }))
        .statusCode,
    ).toBe(403);
    expect((await list({ employeeId }, reader.token)).totalCount).toBe(1);
    expect(
      (await t.call(reader.token, C.release, { params: { id }, body: { releaseDate: '2025-01-02' } }))
        .statusCode,
    ).toBe(403);
    const released = await t.call(releaser.token, C.release, {
      params: { id },
      body: { releaseDate: '2025-01-02' },
    });
    expect(released.statusCode, released.body).toBe(200);
    const nobody = await t.userWith('acme', []);
    expect((await t.call(nobody.token, C.list, {})).statusCode).toBe(403);
  });

  it('keeps each tenant’s custody to itself', async () => {
    const acmeEmployee = await createEmployee();
    const id = await handOver(acmeEmployee);
    const other = await t.createTenant();
    const otherAdmin = await t.login(other.name);
    expect((await t.call(otherAdmin, C.get, { params: { id } })).statusCode).toBe(404);
    const release = await t.call(otherAdmin, C.release, {
      params: { id },
      body: { releaseDate: '2025-04-01' },
    });
    expect(release.statusCode).toBe(404);
    const theirs = await list({ employeeId: acmeEmployee }, otherAdmin);
    expect(theirs.totalCount).toBe(0);
    // Another tenant's employee is unknown here.
    const cross = await t.call(otherAdmin, C.create, {
      body: { employeeId: acmeEmployee, receiptDate: '2025-01-01' },
    });
    expect(errorOf(cross).code).toBe('Custody:EmployeeNotFound');
    expect((await t.call(admin, C.get, { params: { id } })).json<EmployeeCustodyDto>().isReleased).toBe(
      false,
    );
  });
});

describe('an employee holding custody', () => {
  it('cannot be deleted until everything is released', async () => {
    const employeeId = await createEmployee();
    const first = await handOver(employeeId, '2025-01-01');
    const second = await handOver(employeeId, '2025-01-02');
    const refused = await t.call(admin, employeeEndpoints.delete, { params: { id: employeeId } });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(errorOf(refused).code).toBe('Custody:EmployeeHoldsCustody');
    expect(errorOf(refused).message).toContain('2');
    await t.call(admin, C.release, { params: { id: first }, body: { releaseDate: '2025-02-01' } });
    const still = await t.call(admin, employeeEndpoints.delete, { params: { id: employeeId } });
    expect(errorOf(still).code).toBe('Custody:EmployeeHoldsCustody');
    expect(errorOf(still).message).toContain('1');
    await t.call(admin, C.release, { params: { id: second }, body: { releaseDate: '2025-02-01' } });
    const deleted = await t.call(admin, employeeEndpoints.delete, { params: { id: employeeId } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    // The released history stays, its employee no longer named.
    const history = await list({ employeeId });
    expect(history.totalCount).toBe(2);
  });

  /**
   * A hand-over and the employee's delete at once: the create share-locks the employee, the delete locks it
   * for update and then counts what is held, so one of the two must lose. On PostgreSQL (the `pg` stage) the
   * two calls really run at once on two connections.
   */
  it('is never deleted by a delete racing the hand-over', async () => {
    const outcomes = { created: 0, deleted: 0 };
    for (let round = 0; round < 12; round++) {
      const employeeId = await createEmployee();
      const [create, remove] = await Promise.all([
        t.call(admin, C.create, { body: { employeeId, receiptDate: '2025-01-01' } }),
        t.call(admin, employeeEndpoints.delete, { params: { id: employeeId } }),
      ]);
      const pair = `${create.statusCode} ${remove.statusCode}`;
      expect(['200 422', '422 204'], `${create.body} ${remove.body}`).toContain(pair);
      if (create.statusCode === 200) {
        expect(errorOf(remove).code).toBe('Custody:EmployeeHoldsCustody');
        outcomes.created++;
      } else {
        expect(errorOf(create).code).toBe('Custody:EmployeeNotFound');
        outcomes.deleted++;
      }
    }
    const { rows } = await t.db.ownerSql.query<{ n: number }>(
      `select count(*)::int as n from employee_custodies c join employees e on e.id = c.employee_id
        where e.is_deleted and c.release_date is null`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(outcomes.created + outcomes.deleted).toBe(12);
  });
});

describe('the demo data', () => {
  it('has Lina holding a laptop, items held and released, and is not added twice', async () => {
    const lina = await t.login('acme', 'employee');
    const linaEmployeeId = (await t.call(lina, 'GET', '/api/abp/application-configuration')).json<{
      currentUser: { employeeId: string | null };
    }>().currentUser.employeeId;
    expect(linaEmployeeId).toBeTruthy();
    const hers = await list({ employeeId: linaEmployeeId, held: true });
    expect(hers.items.some((i) => i.description?.startsWith('Laptop '))).toBe(true);
    const before = await t.db.ownerSql.query<{ n: number }>(
      'select count(*)::int as n from employee_custodies',
    );
    const released = await list({ held: false, maxResultCount: 1000 });
    expect(released.items.some((i) => i.releaseReason === 'Replaced by a new laptop')).toBe(true);
    await seedCustody(t.services.custody, t.setup);
    const after = await t.db.ownerSql.query<{ n: number }>(
      'select count(*)::int as n from employee_custodies',
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
