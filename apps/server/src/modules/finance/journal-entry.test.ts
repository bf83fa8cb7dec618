import {
  FinancePermissions,
  financialPeriodEndpoints as FP,
  journalEntryEndpoints as J,
  type JournalEntryDto,
  type PagedResult,
  PayrollRunState,
  type PayslipDto,
  type PayslipListItemDto,
  payslipEndpoints as PS,
  payrollRunEndpoints as R,
  type SalaryRuleDto,
  type SalaryStructureDto,
  salaryRuleCategoryEndpoints,
  salaryRuleEndpoints,
  salaryStructureEndpoints,
  type TrialBalanceDto,
  ValueBasedOn,
} from '@hr/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { contractsApi } from '../../test/helpers/employment.ts';
import { payrollApi, uniqueCode } from '../../test/helpers/payroll.ts';
import { runFixture } from '../../test/helpers/payroll-run.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { eosGratuityFormula } from '../payroll/payroll.seed.ts';
import { serviceInputs } from '../payroll/payroll-inputs.ts';

type Reply = { statusCode: number; body: string; json: <T>() => T };
const ok = <T>(r: Reply, status = 200): T => {
  expect(r.statusCode, r.body).toBe(status);
  return r.json<T>();
};
const errorOf = (r: Reply) => r.json<{ error: { code: string; message: string } }>().error;

let t: TestApp;
let acme: string;
let acmeId: string;
let f: Awaited<ReturnType<typeof runFixture>>;
/** acme's demo accounts by code. */
let account: Map<string, string>;
let structureId: string;
/** This year's Opened period (the demo's) and a month of it before today. */
let currentPeriod: { id: string; code: string };
const thisYear = new Date().getUTCFullYear();

const ctx = () => systemContext(acmeId);

async function category(code: string) {
  const all = ok<PagedResult<{ id: string; code: string }>>(
    await t.call(acme, salaryRuleCategoryEndpoints.list, { query: { maxResultCount: 1000 } as never }),
  ).items;
  return all.find((c) => c.code.toUpperCase() === code)!.id;
}

const ruleBody = async (
  code: string,
  categoryCode: string,
  valueCode: string,
  accounts?: [string, string],
) => ({
  name: `Rule ${code}`,
  code,
  categoryId: await category(categoryCode),
  valueBasedOn: ValueBasedOn.Code,
  valueCode,
  ...(accounts
    ? { debitAccountId: account.get(accounts[0]), creditAccountId: account.get(accounts[1]) }
    : {}),
});

async function createRule(body: Record<string, unknown>) {
  return ok<string>(await t.call(acme, salaryRuleEndpoints.create, { body: body as never }));
}

/** A run of the listed employees for the month, generated inline (the job's own code), not confirmed. */
async function generatedRun(employeeIds: string[], startDate: string, endDate: string) {
  const id = await t.services.payroll.runs.createAndRun(ctx(), {
    name: uniqueCode('Journal run'),
    startDate,
    endDate,
    employeeIds,
  });
  const run = ok<{ state: number }>(await t.call(acme, R.get, { params: { id } }));
  expect(run.state).toBe(PayrollRunState.Generated);
  return id;
}

async function payslipsOf(runId: string): Promise<PayslipDto[]> {
  const list = ok<PagedResult<PayslipListItemDto>>(
    await t.call(acme, PS.list, { query: { runId, maxResultCount: 1000 } as never }),
  ).items;
  return Promise.all(
    list.map(async (p) => ok<PayslipDto>(await t.call(acme, PS.get, { params: { id: p.id } }))),
  );
}

const entriesOf = async (runId: string, token = acme) =>
  ok<PagedResult<JournalEntryDto>>(await t.call(token, J.list, { query: { sourceId: runId } as never }))
    .items;

const sum = (values: readonly string[]) => values.reduce((s, v) => s.plus(v), new Decimal(0));

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.login('acme');
  acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
  f = await runFixture(t, acme);
  account = await t.services.finance.accounts.idsByCodes(ctx(), [
    '510101',
    '510201',
    '210201',
    '210301',
    '510401',
    '110201',
    '420101',
  ]);
  const basic = uniqueCode('JBASIC');
  const ids = [
    await createRule(await ruleBody(basic, 'BASIC', 'BASIC', ['510101', '210201'])),
    await createRule(
      await ruleBody(uniqueCode('JHOUSING'), 'ALW', `rules.${basic} * 0.25`, ['510201', '210201']),
    ),
    await createRule({
      ...(await ruleBody(uniqueCode('JEOS'), 'ALW', eosGratuityFormula, ['510401', '210201'])),
      conditionBasedOn: 1,
      conditionCode: 'LEAVING == 1',
    }),
    await createRule(
      await ruleBody(uniqueCode('JINS'), 'DED', `rules.${basic} * 0.07`, ['210201', '210301']),
    ),
    await createRule(await ruleBody(uniqueCode('JGROSS'), 'GROSS', 'categories.BASIC + categories.ALW')),
    await createRule(await ruleBody(uniqueCode('JNET'), 'NET', 'categories.GROSS - categories.DED')),
  ];
  structureId = await payrollApi(t).createStructure(acme, ids);
  const periods = ok<PagedResult<{ id: string; code: string; startDate: string }>>(
    await t.call(acme, FP.list, { query: { financialPeriodState: 0 } as never }),
  ).items;
  currentPeriod = periods.find((p) => p.startDate === `${thisYear}-01-01`)!;
  expect(currentPeriod).toBeDefined();
});

afterAll(async () => {
  await t?.close();
});

/** A new employee on the job title with an Active contract on the journal structure. */
async function employeeWith(jobTitleId: string, start: string, end: string) {
  const id = await f.employee(jobTitleId);
  await contractsApi(t).activeContract(acme, {
    employeeId: id,
    jobTitleId,
    salaryStructureId: structureId,
    workingScheduleId: f.scheduleId,
    start,
    end,
  });
  return id;
}

describe('accounts on salary rules', () => {
  it('names the accounts in the rule and on the structure, and refuses the wrong ones on the field', async () => {
    const structure = ok<SalaryStructureDto>(
      await t.call(acme, salaryStructureEndpoints.get, { params: { id: structureId } }),
    );
    expect(structure.structureRules[0]).toMatchObject({
      debitAccountId: account.get('510101'),
      creditAccountId: account.get('210201'),
    });
    expect(structure.structureRules[4]).toMatchObject({ debitAccountId: null, creditAccountId: null });
    const rule = ok<SalaryRuleDto>(
      await t.call(acme, salaryRuleEndpoints.get, { params: { id: structure.structureRules[0]!.ruleId } }),
    );
    expect(rule.debitAccount).toMatchObject({ code: '510101' });
    expect(rule.creditAccount).toMatchObject({ code: '210201' });

    const refused = async (accounts: Record<string, unknown>, field: string, code: string) => {
      const r = await t.call(acme, salaryRuleEndpoints.create, {
        body: { ...(await ruleBody(uniqueCode('BAD'), 'ALW', '1')), ...accounts } as never,
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.body).toContain(field);
      expect(r.body).toContain(code);
    };
    await refused(
      { debitAccountId: account.get('510101') },
      'creditAccountId',
      'Choose both a debit and a credit account',
    );
    await refused(
      { debitAccountId: account.get('510101'), creditAccountId: account.get('510101') },
      'creditAccountId',
      'must differ',
    );
    // A bank account is neither debited nor credited by payroll (the payment is posted when it is paid).
    await refused(
      { debitAccountId: account.get('110201'), creditAccountId: account.get('210201') },
      'debitAccountId',
      'a rule debits an expense or a liability',
    );
    await refused(
      { debitAccountId: account.get('510101'), creditAccountId: account.get('110201') },
      'creditAccountId',
      'a rule credits a liability',
    );
    await refused(
      { debitAccountId: account.get('510101'), creditAccountId: '0190f5a4-0000-7000-8000-000000000000' },
      'creditAccountId',
      'does not exist in your chart of accounts',
    );
  });

  it("refuses another tenant's account as if it did not exist", async () => {
    const other = await t.createTenant();
    const token = await t.login(other.name);
    const categoryId = ok<string>(
      await t.call(token, salaryRuleCategoryEndpoints.create, { body: { name: 'Basic', code: 'BASIC' } }),
    );
    const r = await t.call(token, salaryRuleEndpoints.create, {
      body: {
        name: 'Acme accounts',
        code: 'X',
        categoryId,
        valueFixedAmount: '1.00',
        debitAccountId: account.get('510101'),
        creditAccountId: account.get('210201'),
      },
    });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.body).toContain('does not exist in your chart of accounts');
    // Nor does it see acme's journal.
    const list = ok<PagedResult<JournalEntryDto>>(await t.call(token, J.list, { query: {} as never }));
    expect(list.totalCount).toBe(0);
  });
});

describe('the salary journal of a payroll run', () => {
  // June of this year: in the demo's Opened period.
  const start = `${thisYear}-06-01`;
  const end = `${thisYear}-06-30`;
  let runId: string;

  it('confirming posts one balanced entry in the period of the run, per account and department', async () => {
    const a = await employeeWith(f.jobTitles.top, `${thisYear}-01-01`, `${thisYear}-12-31`);
    const b = await employeeWith(f.jobTitles.top, `${thisYear}-01-01`, `${thisYear}-12-31`);
    const c = await employeeWith(f.jobTitles.sub, `${thisYear}-01-01`, `${thisYear}-12-31`);
    runId = await generatedRun([a, b, c], start, end);
    expect(await entriesOf(runId)).toEqual([]);
    ok(await t.call(acme, R.confirm, { params: { id: runId } }));

    const [entry, ...more] = await entriesOf(runId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      date: end,
      periodId: currentPeriod.id,
      sourceType: 0,
      sourceId: runId,
      reversalOfId: null,
      currencyCode: 'USD',
      decimalPlaces: 2,
    });
    // Its period as the screens write one, in the language of who confirmed.
    const run = ok<{ name: string }>(await t.call(acme, R.get, { params: { id: runId } }));
    expect(entry!.description).toBe(`Payroll run "${run.name}" (${thisYear}/06/01 – ${thisYear}/06/30)`);
    // Debits equal credits to the cent, line by line and in the totals.
    const debits = sum(entry!.lines.map((l) => l.debit));
    const credits = sum(entry!.lines.map((l) => l.credit));
    expect(debits.toFixed(2)).toBe(credits.toFixed(2));
    expect(entry!.totalDebit).toBe(debits.toFixed(2));
    expect(entry!.totalCredit).toBe(credits.toFixed(2));

    // Worked by hand: 1000.00 × 2 and 1500.50 of basic; housing 250.00 × 2 and 375.13 (375.125 rounded);
    // insurance 70.00 × 2 and 105.04 (105.035 rounded); payable = basic + housing − insurance.
    const line = (code: string, departmentId: string) =>
      entry!.lines.find((l) => l.accountCode === code && l.departmentId === departmentId);
    const top = f.departments.top.id;
    const sub = f.departments.sub.id;
    expect(line('510101', top)).toMatchObject({ debit: '2000.00', credit: '0.00' });
    expect(line('510101', sub)).toMatchObject({ debit: '1500.50', credit: '0.00' });
    expect(line('510201', top)).toMatchObject({ debit: '500.00', credit: '0.00' });
    expect(line('510201', sub)).toMatchObject({ debit: '375.13', credit: '0.00' });
    expect(line('210201', top)).toMatchObject({ debit: '0.00', credit: '2360.00' });
    expect(line('210201', sub)).toMatchObject({ debit: '0.00', credit: '1770.59' });
    expect(line('210301', top)).toMatchObject({ debit: '0.00', credit: '140.00' });
    expect(line('210301', sub)).toMatchObject({ debit: '0.00', credit: '105.04' });
    expect(entry!.lines).toHaveLength(8);
    expect(entry!.totalDebit).toBe('4375.63');

    // The amounts are the payslips': the expense side is their gross, the payable side their net.
    const slips = await payslipsOf(runId);
    expect(sum(slips.map((s) => s.gross)).toFixed(2)).toBe('4375.63');
    const payable = entry!.lines.filter((l) => l.accountCode === '210201');
    expect(sum(payable.map((l) => l.credit)).toFixed(2)).toBe(sum(slips.map((s) => s.net)).toFixed(2));

    // The filters: by period, by account, and the trial balance per account of the period.
    const byAccount = ok<PagedResult<JournalEntryDto>>(
      await t.call(acme, J.list, {
        query: { accountId: account.get('210301'), periodId: currentPeriod.id } as never,
      }),
    );
    expect(byAccount.items.map((e) => e.id)).toContain(entry!.id);
    const byOtherAccount = ok<PagedResult<JournalEntryDto>>(
      await t.call(acme, J.list, { query: { accountId: account.get('110201') } as never }),
    );
    expect(byOtherAccount.totalCount).toBe(0);
    const balance = ok<TrialBalanceDto>(
      await t.call(acme, J.trialBalance, { query: { periodId: currentPeriod.id } as never }),
    );
    expect(balance.totalDebit).toBe(balance.totalCredit);
    expect(balance.items.every((i) => i.periodId === currentPeriod.id)).toBe(true);
  });

  it('cancelling the confirmed run posts the reversing entry; the trial balance nets it out', async () => {
    const before = ok<TrialBalanceDto>(
      await t.call(acme, J.trialBalance, { query: { periodId: currentPeriod.id } as never }),
    );
    const [original] = await entriesOf(runId);
    ok(await t.call(acme, R.cancel, { params: { id: runId } }));
    const entries = await entriesOf(runId);
    expect(entries).toHaveLength(2);
    const reversal = entries.find((e) => e.reversalOfId === original!.id)!;
    expect(reversal).toMatchObject({
      reversalOfNumber: original!.number,
      periodId: currentPeriod.id,
      totalDebit: original!.totalCredit,
    });
    expect(reversal.lines.map((l) => [l.accountId, l.departmentId, l.debit, l.credit])).toEqual(
      original!.lines.map((l) => [l.accountId, l.departmentId, l.credit, l.debit]),
    );
    const slips = await payslipsOf(runId);
    expect(slips.every((s) => s.state === 2)).toBe(true);
    const after = ok<TrialBalanceDto>(
      await t.call(acme, J.trialBalance, { query: { periodId: currentPeriod.id } as never }),
    );
    // The run's accounts moved by its entry and its reversal: their balance is back where it was plus 0.
    for (const row of after.items.filter((i) => i.accountCode === '210301')) {
      const was = before.items.find((i) => i.accountId === row.accountId)!;
      expect(new Decimal(row.balance).toFixed(2)).toBe(
        new Decimal(was.balance)
          .plus(
            original!.lines
              .filter((l) => l.accountId === row.accountId)
              .reduce((s, l) => s.plus(l.credit).minus(l.debit), new Decimal(0)),
          )
          .toFixed(2),
      );
    }
    // A second cancel is refused: the run is Cancelled.
    const again = await t.call(acme, R.cancel, { params: { id: runId } });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again)).toMatchObject({
      code: 'PayrollRun:WrongState',
      message: 'The run is Cancelled: this cannot be done now.',
    });
    expect(await entriesOf(runId)).toHaveLength(2);
  });

  it("cancelling one confirmed payslip of a confirmed run reverses that payslip's lines only", async () => {
    const a = await employeeWith(f.jobTitles.top, `${thisYear}-01-01`, `${thisYear}-12-31`);
    const b = await employeeWith(f.jobTitles.top, `${thisYear}-01-01`, `${thisYear}-12-31`);
    const id = await generatedRun([a, b], start, end);
    ok(await t.call(acme, R.confirm, { params: { id } }));
    const [original] = await entriesOf(id);
    expect(original!.totalDebit).toBe('2500.00');
    const slip = (await payslipsOf(id)).find((p) => p.employeeId === a)!;
    const cancelled = ok<PayslipDto>(
      await t.call(acme, PS.cancel, {
        params: { id: slip.id },
        body: { reason: 'Paid outside the run', concurrencyStamp: slip.concurrencyStamp },
      }),
    );
    expect(cancelled.state).toBe(2);

    const entries = await entriesOf(id);
    expect(entries).toHaveLength(2);
    const reversal = entries.find((e) => e.id !== original!.id)!;
    expect(reversal).toMatchObject({
      date: end,
      periodId: currentPeriod.id,
      sourceType: 0,
      sourceId: id,
      reversalOfId: null,
      currencyCode: 'USD',
    });
    expect(reversal.description).toContain(slip.number);
    // Worked by hand for a's payslip: basic 1000.00, housing 250.00, insurance 70.00; payable 1180.00.
    // Each swapped: the expenses credited, the payables debited. Debits equal credits to the cent.
    const top = f.departments.top.id;
    const lineOf = (code: string) =>
      reversal.lines
        .filter((l) => l.accountCode === code && l.departmentId === top)
        .map((l) => [l.debit, l.credit]);
    expect(lineOf('510101')).toEqual([['0.00', '1000.00']]);
    expect(lineOf('510201')).toEqual([['0.00', '250.00']]);
    expect(lineOf('210201')).toEqual([['1180.00', '0.00']]);
    expect(lineOf('210301')).toEqual([['70.00', '0.00']]);
    expect(reversal.lines).toHaveLength(4);
    const debits = sum(reversal.lines.map((l) => l.debit));
    expect(debits.toFixed(2)).toBe(sum(reversal.lines.map((l) => l.credit)).toFixed(2));
    expect(reversal.totalDebit).toBe('1250.00');
    expect(reversal.totalDebit).toBe(slip.gross);

    // What the run still posts is b's payslip alone: per account, the entry and the reversal together.
    const netOf = (list: JournalEntryDto[], code: string) =>
      list
        .flatMap((e) => e.lines)
        .filter((l) => l.accountCode === code)
        .reduce((s, l) => s.plus(l.debit).minus(l.credit), new Decimal(0))
        .toFixed(2);
    const other = (await payslipsOf(id)).find((p) => p.employeeId === b)!;
    expect(netOf(entries, '510101')).toBe('1000.00');
    expect(netOf(entries, '210201')).toBe(new Decimal(other.net).negated().toFixed(2));

    // The payslip cannot be cancelled twice; a second reversal is never posted.
    const again = await t.call(acme, PS.cancel, {
      params: { id: slip.id },
      body: { reason: 'Again', concurrencyStamp: cancelled.concurrencyStamp },
    });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).code).toBe('Payslip:AlreadyCancelled');
    expect(await entriesOf(id)).toHaveLength(2);

    // Cancelling the run then reverses both entries: the run nets to nothing, account by account.
    ok(await t.call(acme, R.cancel, { params: { id } }));
    const all = await entriesOf(id);
    expect(all).toHaveLength(4);
    for (const code of ['510101', '510201', '210201', '210301']) expect(netOf(all, code)).toBe('0.00');
  });

  it("cancelling a confirmed payslip of a run not confirmed posts nothing (the run's entry does not hold it)", async () => {
    const a = await employeeWith(f.jobTitles.top, `${thisYear}-01-01`, `${thisYear}-12-31`);
    const id = await generatedRun([a], start, end);
    const [slip] = await payslipsOf(id);
    const confirmed = ok<PayslipDto>(
      await t.call(acme, PS.confirm, {
        params: { id: slip!.id },
        body: { concurrencyStamp: slip!.concurrencyStamp },
      }),
    );
    ok(
      await t.call(acme, PS.cancel, {
        params: { id: slip!.id },
        body: { reason: 'Wrong month', concurrencyStamp: confirmed.concurrencyStamp },
      }),
    );
    expect(await entriesOf(id)).toEqual([]);
    ok(await t.call(acme, R.cancel, { params: { id } }));
  });

  it('splits per employee when the tenant says so', async () => {
    ok(await t.call(acme, J.changeSettings, { body: { payrollJournalDetail: 1 } }));
    try {
      const a = await employeeWith(f.jobTitles.top, `${thisYear}-01-01`, `${thisYear}-12-31`);
      const b = await employeeWith(f.jobTitles.top, `${thisYear}-01-01`, `${thisYear}-12-31`);
      const id = await generatedRun([a, b], start, end);
      ok(await t.call(acme, R.confirm, { params: { id } }));
      const [entry] = await entriesOf(id);
      expect(new Set(entry!.lines.map((l) => l.employeeId))).toEqual(new Set([a, b]));
      expect(entry!.lines.every((l) => l.departmentId === null)).toBe(true);
      expect(entry!.lines).toHaveLength(8);
      expect(entry!.totalDebit).toBe('2500.00');
    } finally {
      ok(await t.call(acme, J.changeSettings, { body: { payrollJournalDetail: 0 } }));
    }
  });

  it('refuses the confirm when no fiscal period contains the run: nothing is confirmed', async () => {
    // Two years back: acme's periods begin last year.
    const year = thisYear - 2;
    const a = await employeeWith(f.jobTitles.top, `${year}-01-01`, `${year}-12-31`);
    const id = await generatedRun([a], `${year}-03-01`, `${year}-03-31`);
    const r = await t.call(acme, R.confirm, { params: { id } });
    expect(r.statusCode, r.body).toBe(422);
    expect(errorOf(r).code).toBe('Finance:NoPeriodForDate');
    expect(errorOf(r).message).toContain(String(year));
    const run = ok<{ state: number }>(await t.call(acme, R.get, { params: { id } }));
    expect(run.state).toBe(PayrollRunState.Generated);
    expect((await payslipsOf(id)).every((s) => s.state === 0)).toBe(true);
    expect(await entriesOf(id)).toEqual([]);
    ok(await t.call(acme, R.cancel, { params: { id } }));
  });

  it('refuses the confirm when the period is closed (closed behind its back, as a race would)', async () => {
    const a = await employeeWith(f.jobTitles.top, `${thisYear}-01-01`, `${thisYear}-12-31`);
    const id = await generatedRun([a], start, end);
    await t.db.ownerSql.query(`update financial_periods set state = 1 where id = $1`, [currentPeriod.id]);
    try {
      const r = await t.call(acme, R.confirm, { params: { id } });
      expect(r.statusCode, r.body).toBe(422);
      expect(errorOf(r).code).toBe('Finance:JournalPeriodClosed');
      expect(errorOf(r).message).toContain(currentPeriod.code);
      const run = ok<{ state: number }>(await t.call(acme, R.get, { params: { id } }));
      expect(run.state).toBe(PayrollRunState.Generated);
    } finally {
      await t.db.ownerSql.query(`update financial_periods set state = 0 where id = $1`, [currentPeriod.id]);
    }
    ok(await t.call(acme, R.cancel, { params: { id } }));
  });

  it('refuses to close a period while a run in it is generated and not confirmed', async () => {
    const a = await employeeWith(f.jobTitles.top, `${thisYear}-01-01`, `${thisYear}-12-31`);
    const id = await generatedRun([a], start, end);
    // The close is asked as if the year were over (a period closes from the day after its end).
    const nextYear = systemContext(acmeId, { now: () => new Date(`${thisYear + 1}-01-05T12:00:00Z`) });
    const refused = await t.services.finance.periods.close(nextYear, currentPeriod.id).catch((e) => e);
    expect(refused.code).toBe('PayrollRun:UnconfirmedInPeriod');
    expect(refused.params.code).toBe(currentPeriod.code);
    ok(await t.call(acme, R.cancel, { params: { id } }));
  });
});

describe('journal entries are immutable', () => {
  it('the application role may neither update nor delete an entry or its lines', async () => {
    const [entry] = ok<PagedResult<JournalEntryDto>>(
      await t.call(acme, J.list, { query: {} as never }),
    ).items;
    expect(entry).toBeDefined();
    for (const statement of [
      `update journal_entries set description = 'changed' where id = '${entry!.id}'`,
      `delete from journal_entries where id = '${entry!.id}'`,
      `update journal_entry_lines set debit = 0 where entry_id = '${entry!.id}'`,
      `delete from journal_entry_lines where entry_id = '${entry!.id}'`,
    ]) {
      const error = await t.db
        .transaction({ tenantId: acmeId }, (tx) => tx.execute(statement as never))
        .catch((e: unknown) => e as Error);
      expect(
        String((error as Error).message ?? error) + String((error as { cause?: unknown }).cause ?? ''),
      ).toMatch(/permission denied/);
    }
    const still = ok<JournalEntryDto>(await t.call(acme, J.get, { params: { id: entry!.id } }));
    expect(still.description).toBe(entry!.description);
    expect(still.lines).toEqual(entry!.lines);
  });

  it('only readers of the journal list it, only exporters export it', async () => {
    const none = await t.userWith('acme', []);
    expect((await t.call(none.token, J.list, { query: {} as never })).statusCode).toBe(403);
    const reader = await t.userWith('acme', [FinancePermissions.JournalEntries.Default]);
    expect((await t.call(reader.token, J.list, { query: {} as never })).statusCode).toBe(200);
    expect((await t.call(reader.token, J.exportExcel, { query: {} as never })).statusCode).toBe(403);
    expect(
      (await t.call(reader.token, J.changeSettings, { body: { payrollJournalDetail: 1 } })).statusCode,
    ).toBe(403);
    const exporter = await t.userWith('acme', [
      FinancePermissions.JournalEntries.Default,
      FinancePermissions.JournalEntries.Export,
    ]);
    const file = await t.call(exporter.token, J.exportExcel, { query: {} as never });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('end-of-service gratuity', () => {
  it('counts the years of service by anniversaries and the days after the last one', () => {
    expect(serviceInputs('2023-11-01', `2026-10-31`)).toEqual({
      SERVICE_DAYS: '1096',
      SERVICE_YEARS: '3.000000',
    });
    // 29 February: its anniversary in a common year is 28 February.
    expect(serviceInputs('2024-02-29', '2025-02-27')).toEqual({
      SERVICE_DAYS: '365',
      SERVICE_YEARS: '1.000000',
    });
    // 3 years and 184 days (1 May to 31 October, both included): 3 + 184 / 365.
    expect(serviceInputs('2023-05-01', '2026-10-31').SERVICE_YEARS).toBe('3.504110');
    expect(serviceInputs(null, '2026-10-31')).toEqual({ SERVICE_DAYS: '0', SERVICE_YEARS: '0.000000' });
  });

  it('is paid on the final settlement of a leaver, at 3, 5 and 8 years, as worked out by hand', async () => {
    // A basic salary of 9,000.00: a day's is 300.00. On a resignation (Saudi labour law):
    //   3 years: 21 days × 3 = 63 days = 18,900.00, one third (2 to 5 years) = 6,300.00
    //   5 years: 21 days × 5 = 105 days = 31,500.00, two thirds (5 to 10 years) = 21,000.00
    //   8 years: 105 + 30 days × 3 = 195 days = 58,500.00, two thirds = 39,000.00
    //   3 years and 184 days: 21 × 3.504110 days = 22,075.893, one third = 7,358.631 → 7,358.63
    const jobTitleId = (
      await (await import('../../test/helpers/organisation.ts')).organisationApi(t).createJobTitle(acme, {
        name: uniqueCode('EOS title'),
        departmentId: f.departments.other.id,
        baseSalary: '9000.00',
      })
    ).id;
    const y = thisYear;
    const cases = [
      { start: `${y - 3}-11-01`, years: '3.000000', gratuity: '6300.00' },
      { start: `${y - 5}-11-01`, years: '5.000000', gratuity: '21000.00' },
      { start: `${y - 8}-11-01`, years: '8.000000', gratuity: '39000.00' },
      { start: `${y - 3}-05-01`, years: '3.504110', gratuity: '7358.63' },
    ];
    const employees: string[] = [];
    for (const c of cases) employees.push(await employeeWith(jobTitleId, c.start, `${y}-10-31`));
    // One who stays (a contract to the end of the year): no gratuity.
    const stays = await employeeWith(jobTitleId, `${y - 3}-11-01`, `${y}-12-31`);
    const id = await generatedRun([...employees, stays], `${y}-10-01`, `${y}-10-31`);
    const slips = await payslipsOf(id);
    for (const [i, c] of cases.entries()) {
      const slip = slips.find((s) => s.employeeId === employees[i])!;
      const line = slip.payslipItems.find((l) => l.code.startsWith('JEOS'))!;
      expect(line.amount, c.start).toBe(c.gratuity);
      expect(line.explanation.variables).toContainEqual({ name: 'SERVICE_YEARS', value: c.years });
      expect(line.explanation.formula).toContain('21 * min(SERVICE_YEARS, 5)');
    }
    const stayer = slips.find((s) => s.employeeId === stays)!;
    expect(stayer.payslipItems.some((l) => l.code.startsWith('JEOS'))).toBe(false);
    // Confirmed, the gratuities post to the end-of-service expense.
    ok(await t.call(acme, R.confirm, { params: { id } }));
    const [entry] = await entriesOf(id);
    const eos = entry!.lines.filter((l) => l.accountCode === '510401');
    expect(sum(eos.map((l) => l.debit)).toFixed(2)).toBe('73658.63');
    expect(entry!.totalDebit).toBe(entry!.totalCredit);
  });
});
