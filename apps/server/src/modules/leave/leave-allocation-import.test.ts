import {
  leaveAllocationEndpoints as A,
  type LeaveAllocationDto,
  LeavePermissions,
  type PagedResult,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeesApi, type ImportStaff } from '../../test/helpers/employees.ts';
import { type Cells, headersOf, importsApi, workbookOf } from '../../test/helpers/imports.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The leave allocations' import (issue 44 item 6: allocations and opening balances), a declaration of the
// platform's import: employees by national number or name, leave types by name or code, each row through
// the allocation service's create (its ledger entry and rules), all or nothing, tenant-bound.

let t: TestApp;
let acme: string;
let other: { id: string; name: string; token: string };
/** Employees of acme made here: national numbers and names no other employee has. */
let staff: ImportStaff[] = [];

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  staff = await employeesApi(t).createStaff(acme, ['Importa', 'Importb', 'Importc']);
  const tenant = await t.createTenant();
  other = { ...tenant, token: await t.login(tenant.name) };
});
afterAll(() => t?.close());

const io = () => importsApi(t, A);
const template = (token = acme, language = 'en') => io().template(token, language);
const fileOf = (rows: Cells[], language = 'en', token = acme) => io().fileOf(token, rows, language);
const importOk = (file: string, dryRun: boolean, token = acme, language = 'en') =>
  io().importOk(token, file, dryRun, language);

async function allocationsOf(employeeId: string) {
  const r = await t.call(acme, A.list, { query: { employeeId, maxResultCount: 100 } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<LeaveAllocationDto>>().items;
}

describe('the leave allocations’ import', () => {
  it('has a template with the leave types to choose from, in the reader’s language', async () => {
    const en = await workbookOf((await template()).rawPayload);
    expect(headersOf(en)).toEqual([
      'Employee *',
      'Leave type *',
      'Valid from *',
      'Valid to *',
      'Days',
      'Hours',
    ]);
    expect(en.worksheets[1]!.getColumn(1).values).toContain('Annual leave');
    const ar = await workbookOf((await template(acme, 'ar')).rawPayload);
    expect(ar.worksheets[1]!.getColumn(1).values).toContain('إجازة سنوية');
  });

  it('creates allocations (and opening balances) through the ledger, after a dry run that writes nothing', async () => {
    const [a, b] = staff as [(typeof staff)[0], (typeof staff)[0]];
    const file = await fileOf([
      {
        Employee: a.nationalNumber,
        'Leave type': 'Annual leave',
        'Valid from': '2090-01-01',
        'Valid to': '2090-12-31',
        Days: 21,
      },
      {
        Employee: `${b.name} ${b.surname}`.toUpperCase(),
        'Leave type': 'permission',
        'Valid from': new Date('2090-01-01'),
        'Valid to': '2090-12-31',
        Hours: 7.5,
      },
    ]);
    const dry = await importOk(file, true);
    expect(dry).toMatchObject({ imported: false, ready: 2, withErrors: 0 });
    expect(await allocationsOf(a.id)).toEqual([]);
    const done = await importOk(file, false);
    expect(done.imported).toBe(true);
    expect(await allocationsOf(a.id)).toMatchObject([
      {
        id: done.rows[0]!.id,
        leaveTypeName: 'Annual leave',
        numberOfDays: 21,
        balanceDays: 21,
        validityFrom: '2090-01-01',
      },
    ]);
    expect(await allocationsOf(b.id)).toMatchObject([{ numberOfHours: 7.5, balanceHours: 7.5 }]);
  });

  it('answers every row’s errors under its column, and creates nothing', async () => {
    const c = staff[2]!;
    const file = await fileOf([
      {
        Employee: c.nationalNumber,
        'Leave type': 'إجازة سنوية',
        'Valid from': '2091-01-01',
        'Valid to': '2091-12-31',
        Days: 10,
      },
      {
        Employee: 'Nobody Known',
        'Leave type': 'Annual leave',
        'Valid from': '2091-01-01',
        'Valid to': '2091-12-31',
        Days: 1,
      },
      {
        Employee: c.nationalNumber,
        'Leave type': 'No such type',
        'Valid from': '2091-01-01',
        'Valid to': '2091-12-31',
        Days: 1.234,
      },
      {
        Employee: c.nationalNumber,
        'Leave type': 'Annual leave',
        'Valid from': '2091-12-31',
        'Valid to': '2091-01-01',
        Days: 1,
      },
      {
        Employee: c.nationalNumber,
        'Leave type': 'ANNUAL',
        'Valid from': '2091-06-01',
        'Valid to': '2091-06-30',
        Days: 2,
      },
    ]);
    for (const dryRun of [true, false]) {
      const result = await importOk(file, dryRun);
      expect(result).toMatchObject({ imported: false, total: 5, ready: 1, withErrors: 4 });
      expect(result.rows.map((r) => [r.row, r.errors.map((e) => [e.column, e.code])])).toEqual([
        [2, []],
        [3, [['Employee *', 'Platform:ImportNotFound']]],
        [
          4,
          [
            ['Leave type *', 'Platform:ImportNotFound'],
            ['Days', 'Platform:ImportInvalidNumber'],
          ],
        ],
        [5, [['Valid to *', 'Leave:InvalidValidityTo']]],
        [6, [['Valid from *', 'Leave:AllocationOverlaps']]],
      ]);
    }
    expect(await allocationsOf(c.id)).toEqual([]);
  });

  it('finds only the tenant’s own employees, and needs the allocations’ create permission', async () => {
    const a = staff[0]!;
    const theirs = await importOk(
      await fileOf(
        [
          {
            Employee: a.nationalNumber,
            'Leave type': 'x',
            'Valid from': '2092-01-01',
            'Valid to': '2092-02-01',
            Days: 1,
          },
        ],
        'en',
        other.token,
      ),
      true,
      other.token,
    );
    expect(theirs.rows[0]!.errors.map((e) => e.code)).toContain('Platform:ImportNotFound');
    expect(theirs.rows[0]!.errors[0]!.column).toBe('Employee *');
    const reader = await t.userWith('acme', [LeavePermissions.LeaveAllocations.Default]);
    expect((await t.call(reader.token, A.importTemplate, {})).statusCode).toBe(403);
    expect((await t.call(reader.token, A.import, { body: { file: 'x', dryRun: true } })).statusCode).toBe(
      403,
    );
  });
});
