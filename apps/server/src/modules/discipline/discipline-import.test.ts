import {
  DisciplinePermissions,
  penaltyEndpoints as P,
  type PagedResult,
  type PenaltyDto,
  rewardEndpoints as R,
  type RewardDto,
} from '@hr/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { employeesApi, type ImportStaff } from '../../test/helpers/employees.ts';
import { type Cells, headersOf, importsApi, workbookOf } from '../../test/helpers/imports.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The salary inputs of a period (issue 44 item 6): penalties and rewards from Excel, one declaration of the
// platform's import for both lists: employees by national number or name, types by code or name, each row
// through the record service's create, all or nothing, tenant-bound, behind each list's create permission.

let t: TestApp;
let acme: string;
let other: { id: string; name: string; token: string };
let staff: ImportStaff[] = [];

type Endpoints = typeof P | typeof R;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  staff = await employeesApi(t).createStaff(acme, ['Salina', 'Salinb', 'Salinc']);
  const tenant = await t.createTenant();
  other = { ...tenant, token: await t.login(tenant.name) };
});
afterAll(() => t?.close());

const template = (e: Endpoints, token = acme, language = 'en') => importsApi(t, e).template(token, language);
const fileOf = (e: Endpoints, rows: Cells[], token = acme) => importsApi(t, e).fileOf(token, rows);
const importOk = (e: Endpoints, file: string, dryRun: boolean, token = acme) =>
  importsApi(t, e).importOk(token, file, dryRun);

async function penaltiesOf(employeeId: string) {
  const r = await t.call(acme, P.list, { query: { employeeId, maxResultCount: 100 } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<PenaltyDto>>().items;
}
async function rewardsOf(employeeId: string) {
  const r = await t.call(acme, R.list, { query: { employeeId, maxResultCount: 100 } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<RewardDto>>().items;
}

describe('the salary inputs’ import (penalties and rewards of a period)', () => {
  it('has templates with the types to choose from, in the reader’s language', async () => {
    const en = await workbookOf((await template(P)).rawPayload);
    expect(headersOf(en)).toEqual([
      'Employee *',
      'Penalty type *',
      'Implementation date *',
      'Declaration date',
      'Expiration date',
      'Summary',
    ]);
    expect(en.worksheets[1]!.getColumn(1).values).toContain('Deduction');
    expect(en.worksheets[1]!.getColumn(1).values).not.toContain('Bonus');
    const ar = await workbookOf((await template(R, acme, 'ar')).rawPayload);
    expect(ar.worksheets[1]!.getColumn(1).values).toContain('مكافأة مالية');
  });

  it('creates penalties through the service after a dry run that writes nothing; payroll reads them', async () => {
    const [a, b] = staff as [(typeof staff)[0], (typeof staff)[0]];
    const file = await fileOf(P, [
      { Employee: a.nationalNumber, 'Penalty type': 'DEDUCTION', 'Implementation date': '2026-11-15' },
      {
        Employee: `${b.name} ${b.surname}`.toUpperCase(),
        'Penalty type': 'خصم 10% من الراتب',
        'Implementation date': new Date('2026-11-20'),
        'Declaration date': '2026-11-18',
        'Expiration date': '2027-11-20',
        Summary: 'Late three times',
      },
    ]);
    const dry = await importOk(P, file, true);
    expect(dry).toMatchObject({ imported: false, ready: 2, withErrors: 0 });
    expect(await penaltiesOf(a.id)).toEqual([]);
    const done = await importOk(P, file, false);
    expect(done.imported).toBe(true);
    expect(await penaltiesOf(a.id)).toMatchObject([
      {
        id: done.rows[0]!.id,
        penaltyTypeName: 'Deduction',
        declarationDate: '2026-11-15',
        implementationDate: '2026-11-15',
        expirationDate: '2026-11-15',
        summary: null,
      },
    ]);
    expect(await penaltiesOf(b.id)).toMatchObject([
      {
        penaltyTypeName: 'Salary deduction 10%',
        declarationDate: '2026-11-18',
        implementationDate: '2026-11-20',
        expirationDate: '2027-11-20',
        summary: 'Late three times',
      },
    ]);
    // The inputs payroll's formulas read for November (the same service a payslip's generation calls).
    const acmeCtx = systemContext(String(decodeJwt(acme).tenantid));
    const effects = await t.services.discipline.effects.salaryEffects(acmeCtx, [a.id, b.id], {
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(effects.get(a.id)?.totals).toMatchObject({ PENALTY_COUNT: '1', PENALTY_AMOUNT: '50.00' });
    expect(effects.get(b.id)?.totals).toMatchObject({ PENALTY_COUNT: '1', PENALTY_PERCENT: '10.00' });
  });

  it('answers every row’s errors under its column, and creates nothing', async () => {
    const c = staff[2]!;
    const file = await fileOf(R, [
      {
        Employee: c.nationalNumber,
        'Reward type': 'bonus',
        'Implementation date': '2026-12-01',
        Summary: 'Ok',
      },
      { Employee: 'Nobody Known', 'Reward type': 'BONUS', 'Implementation date': '2026-12-01', Summary: 'x' },
      { Employee: c.nationalNumber, 'Reward type': 'Deduction', 'Implementation date': 'soon', Summary: 'x' },
      { Employee: c.nationalNumber, 'Reward type': 'BONUS', 'Implementation date': '2026-12-01' },
      {
        Employee: c.nationalNumber,
        'Reward type': 'BONUS',
        'Implementation date': '2026-12-10',
        'Declaration date': '2026-12-11',
        Summary: 'x',
      },
    ]);
    for (const dryRun of [true, false]) {
      const result = await importOk(R, file, dryRun);
      expect(result).toMatchObject({ imported: false, total: 5, ready: 1, withErrors: 4 });
      expect(result.rows.map((r) => [r.row, r.errors.map((e) => [e.column, e.code])])).toEqual([
        [2, []],
        [3, [['Employee *', 'Platform:ImportNotFound']]],
        [
          4,
          [
            // A penalty type is not a reward type.
            ['Reward type *', 'Platform:ImportNotFound'],
            ['Implementation date *', 'Platform:ImportInvalidDate'],
          ],
        ],
        [5, [['Summary', 'Platform:ValidationFailed']]],
        [6, [['Declaration date', 'Discipline:InvalidDeclarationDate']]],
      ]);
    }
    expect(await rewardsOf(c.id)).toEqual([]);
  });

  it('finds only the tenant’s own employees and types, and needs the list’s create permission', async () => {
    const a = staff[0]!;
    const theirs = await importOk(
      R,
      await fileOf(
        R,
        [
          {
            Employee: a.nationalNumber,
            'Reward type': 'BONUS',
            'Implementation date': '2026-12-01',
            Summary: 'x',
          },
        ],
        other.token,
      ),
      true,
      other.token,
    );
    expect(theirs.rows[0]!.errors.map((e) => [e.column, e.code])).toEqual([
      ['Employee *', 'Platform:ImportNotFound'],
      ['Reward type *', 'Platform:ImportNotFound'],
    ]);
    const reader = await t.userWith('acme', [
      DisciplinePermissions.Penalties.Default,
      DisciplinePermissions.Rewards.Default,
      DisciplinePermissions.Rewards.Create,
    ]);
    expect((await t.call(reader.token, P.importTemplate, {})).statusCode).toBe(403);
    expect((await t.call(reader.token, P.import, { body: { file: 'x', dryRun: true } })).statusCode).toBe(
      403,
    );
    expect((await t.call(reader.token, R.importTemplate, {})).statusCode).toBe(200);
  });
});
