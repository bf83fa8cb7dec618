import {
  ConditionBasedOn,
  salaryRuleEndpoints as E,
  type FormulaTryResult,
  formulaTryEndpoints,
  type PagedResult,
  type SalaryRuleDto,
  salaryRuleCategoryEndpoints,
  salaryStructureEndpoints,
  ValueBasedOn,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollApi, uniqueCode } from '../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sampleInputs } from './formula/index.ts';

let t: TestApp;
let api: ReturnType<typeof payrollApi>;
let acme: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = payrollApi(t);
  acme = await t.login('acme');
  categoryId = await api.createCategory(acme);
});
afterAll(() => t?.close());

const get = async (id: string, token = acme) => {
  const r = await t.call(token, E.get, { params: { id } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<SalaryRuleDto>();
};
const create = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call(acme, E.create, {
    body: { name: 'Rule', code: uniqueCode('R'), categoryId, valueFixedAmount: '10', ...body } as never,
    ...(headers ? { headers } : {}),
  });
/** A rule as the web's form sends it: the read shape flattened (SalaryRuleFormPage's `ruleFormValues`). */
const flatBody = (rule: SalaryRuleDto) => ({
  name: rule.name,
  code: rule.code,
  categoryId: rule.categoryId,
  conditionBasedOn: rule.ruleCondition.basedOn,
  conditionCode: rule.ruleCondition.code,
  valueBasedOn: rule.ruleValue.basedOn,
  valueFixedAmount: rule.ruleValue.fixedAmount,
  valueCode: rule.ruleValue.code,
  isActive: rule.isActive,
  appearForEmployee: rule.appearForEmployee,
});
/** The members and messages of a 400's validation errors. */
const invalid = (r: {
  json: () => { error: { validationErrors: Array<{ members: string[]; message: string }> } };
}) => r.json().error.validationErrors.map((v) => ({ member: v.members[0], message: v.message }));

describe('salary rules', () => {
  it('lists the demo rules with their category names, page by page', async () => {
    const first = await t.call(acme, E.list, { query: { skipCount: 0, maxResultCount: 4, sorting: 'code' } });
    const page = first.json<PagedResult<SalaryRuleDto>>();
    expect(page.items).toHaveLength(4);
    expect(page.totalCount).toBeGreaterThanOrEqual(10);
    expect(page.items[0]).toMatchObject({
      code: 'ABSENCE',
      categoryName: 'Deductions',
      isActive: true,
    });
    const second = await t.call(acme, E.list, {
      query: { skipCount: 4, maxResultCount: 4, sorting: 'code' },
    });
    const codes = second.json<PagedResult<SalaryRuleDto>>().items.map((r) => r.code);
    expect(codes).not.toContain(page.items[3]!.code);
    const byCategory = await t.call(acme, E.list, {
      query: { sorting: 'categoryName desc', maxResultCount: 100 },
    });
    const names = byCategory.json<PagedResult<SalaryRuleDto>>().items.map((r) => r.categoryName);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it('creates (id as text), reads the nested shape, keeps only what the rule is based on, updates and deletes', async () => {
    const code = uniqueCode('HOUSE');
    const created = await create({
      name: 'Housing',
      code,
      valueBasedOn: ValueBasedOn.Code,
      valueCode: 'BASIC * 0.25',
      // Not what the rule is based on: not kept.
      valueFixedAmount: '99',
      conditionCode: 'true',
      appearForEmployee: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<string>();
    const read = await get(id);
    expect(read).toMatchObject({
      id,
      name: 'Housing',
      code,
      categoryId,
      ruleCondition: { basedOn: ConditionBasedOn.AlwaysTrue, code: null },
      ruleValue: { basedOn: ValueBasedOn.Code, fixedAmount: null, code: 'BASIC * 0.25' },
      isActive: true,
      appearForEmployee: false,
    });

    const updated = await t.call(acme, E.update, {
      params: { id },
      body: {
        name: 'Housing allowance',
        code,
        categoryId,
        conditionBasedOn: ConditionBasedOn.Code,
        conditionCode: 'GENDER == "Female"',
        valueBasedOn: ValueBasedOn.FixedAmount,
        valueFixedAmount: 250.5,
        isActive: false,
        appearForEmployee: true,
        concurrencyStamp: read.concurrencyStamp,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      ruleCondition: { basedOn: ConditionBasedOn.Code, code: 'GENDER == "Female"' },
      ruleValue: { basedOn: ValueBasedOn.FixedAmount, fixedAmount: '250.50', code: null },
      isActive: false,
    });
    const stale = await t.call(acme, E.update, {
      params: { id },
      body: { ...flatBody(read), name: 'x', concurrencyStamp: read.concurrencyStamp },
    });
    expect(stale.statusCode).toBe(409);
    expect((await t.call(acme, E.delete, { params: { id } })).statusCode).toBe(204);
    expect((await t.call(acme, E.get, { params: { id } })).statusCode).toBe(404);
  });

  it('takes back what GET gave (the nested shape) and the form’s flat body alike, and never rewrites what an update leaves out', async () => {
    const id = (
      await create({
        conditionBasedOn: ConditionBasedOn.Code,
        conditionCode: 'OVERTIME_HOURS > 0',
        valueFixedAmount: '75',
        isActive: false,
        appearForEmployee: false,
      })
    ).json<string>();
    const read = await get(id);
    const unchanged = (r: SalaryRuleDto) => {
      const { concurrencyStamp, lastModificationTime, lastModifierId, name, nameEn, ...rest } = r;
      return rest;
    };
    // GET, change the English name, PUT it back as it came: only the name changes.
    const roundTrip = await t.call(acme, E.update, {
      params: { id },
      body: { ...read, nameEn: 'Overtime meal' } as never,
    });
    expect(roundTrip.statusCode, roundTrip.body).toBe(200);
    const afterRoundTrip = roundTrip.json<SalaryRuleDto>();
    expect(afterRoundTrip.name).toBe('Overtime meal');
    expect(unchanged(afterRoundTrip)).toEqual(unchanged(read));
    expect(unchanged(await get(id))).toEqual(unchanged(read));

    // The nested shape changes the rule as the flat one would.
    const nested = await t.call(acme, E.update, {
      params: { id },
      body: {
        ...afterRoundTrip,
        ruleCondition: { basedOn: ConditionBasedOn.AlwaysTrue, code: null },
        ruleValue: { basedOn: ValueBasedOn.Code, fixedAmount: null, code: 'BASIC * 0.1' },
      } as never,
    });
    expect(nested.statusCode, nested.body).toBe(200);
    expect(nested.json<SalaryRuleDto>()).toMatchObject({
      ruleCondition: { basedOn: ConditionBasedOn.AlwaysTrue, code: null },
      ruleValue: { basedOn: ValueBasedOn.Code, fixedAmount: null, code: 'BASIC * 0.1' },
      isActive: false,
      appearForEmployee: false,
    });

    // The web's flat body.
    const current = await get(id);
    const flat = await t.call(acme, E.update, {
      params: { id },
      body: {
        ...flatBody(current),
        conditionBasedOn: ConditionBasedOn.Code,
        conditionCode: 'OVERTIME_HOURS > 1',
        valueBasedOn: ValueBasedOn.FixedAmount,
        valueFixedAmount: '80',
        isActive: true,
        concurrencyStamp: current.concurrencyStamp,
      },
    });
    expect(flat.statusCode, flat.body).toBe(200);
    const saved = await get(id);
    expect(saved).toMatchObject({
      ruleCondition: { basedOn: ConditionBasedOn.Code, code: 'OVERTIME_HOURS > 1' },
      ruleValue: { basedOn: ValueBasedOn.FixedAmount, fixedAmount: '80.00', code: null },
      isActive: true,
      appearForEmployee: false,
    });

    // What an update leaves out is named, not defaulted (the condition, the state and the visibility stay).
    const partial = await t.call(acme, E.update, {
      params: { id },
      body: {
        name: saved.name,
        code: saved.code,
        categoryId,
        valueFixedAmount: '90',
        concurrencyStamp: saved.concurrencyStamp,
      } as never,
    });
    expect(partial.statusCode, partial.body).toBe(400);
    expect(
      invalid(partial)
        .map((e) => e.member)
        .sort(),
    ).toEqual(['appearForEmployee', 'conditionBasedOn', 'isActive', 'valueBasedOn']);
    // Both shapes of one part: which to keep is not ours to guess.
    const both = await t.call(acme, E.update, {
      params: { id },
      body: { ...saved, valueFixedAmount: '90' } as never,
    });
    expect(invalid(both)).toEqual([
      {
        member: 'ruleValue',
        message:
          'Send either ruleValue or valueBasedOn, valueFixedAmount, valueCode, not both: the rule would not say which to keep.',
      },
    ]);
    const bothAr = await t.call(acme, E.update, {
      params: { id },
      body: { ...saved, conditionBasedOn: ConditionBasedOn.AlwaysTrue } as never,
      headers: { 'accept-language': 'ar' },
    });
    expect(invalid(bothAr)).toEqual([
      {
        member: 'ruleCondition',
        message:
          'أرسل ruleCondition أو conditionBasedOn, conditionCode، وليس كليهما: لا يتضح أيهما يُعتمد للقاعدة.',
      },
    ]);
    // What the nested shape lacks is named where it was sent.
    const noAmount = await t.call(acme, E.update, {
      params: { id },
      body: {
        ...saved,
        ruleValue: { basedOn: ValueBasedOn.FixedAmount, fixedAmount: null, code: null },
      } as never,
    });
    expect(invalid(noAmount)).toEqual([
      { member: 'ruleValue.fixedAmount', message: 'This field is required.' },
    ]);
    expect(await get(id)).toEqual(saved);
  });

  it('refuses a code already used in the tenant whatever its case, and one that is not an identifier', async () => {
    const code = uniqueCode('DUP');
    expect((await create({ code })).statusCode).toBe(200);
    const duplicate = await create({ code: code.toLowerCase() });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().error).toMatchObject({
      code: 'SalaryRule:CodeMustBeUnique',
      message: `The code ${code.toLowerCase()} is already used by another salary rule.`,
    });
    for (const bad of ['2X', 'A.B', 'A B', 'while']) {
      const r = await create({ code: bad });
      expect(r.statusCode, bad).toBe(400);
      expect(invalid(r)[0]!.member).toBe('code');
    }
  });

  it('requires what the rule is based on and a category of the tenant', async () => {
    const noCondition = await create({ conditionBasedOn: ConditionBasedOn.Code });
    expect(invalid(noCondition)).toEqual([{ member: 'conditionCode', message: 'This field is required.' }]);
    const noAmount = await create({ valueFixedAmount: null });
    expect(invalid(noAmount)).toEqual([{ member: 'valueFixedAmount', message: 'This field is required.' }]);
    const noFormula = await create({ valueBasedOn: ValueBasedOn.Code });
    expect(invalid(noFormula)).toEqual([{ member: 'valueCode', message: 'This field is required.' }]);
    expect((await create({ valueFixedAmount: '-5' })).statusCode).toBe(400);
    expect((await create({ valueBasedOn: 7 })).statusCode).toBe(400);

    const other = await t.login((await t.createTenant()).name);
    const foreign = await payrollApi(t).createCategory(other);
    const r = await create({ categoryId: foreign });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.code).toBe('SalaryRule:CategoryNotFound');
  });

  it('checks the formulas at save: a problem is a 400 on conditionCode or valueCode with the position', async () => {
    const syntax = await create({ valueBasedOn: ValueBasedOn.Code, valueCode: 'BASIC * ' });
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json().error.code).toBe('Platform:ValidationFailed');
    const [problem] = invalid(syntax);
    expect(problem!.member).toBe('valueCode');
    expect(problem!.message).toMatch(/^The formula is not valid at character \d+: \S/);

    const unknown = await create({ valueBasedOn: ValueBasedOn.Code, valueCode: 'BASIC + BONUS_X' });
    expect(invalid(unknown)[0]).toMatchObject({
      member: 'valueCode',
      message: expect.stringMatching(/character 9\b/),
    });

    // A condition must give true or false; a value a number: both reported, each on its field.
    const both = await create(
      {
        conditionBasedOn: ConditionBasedOn.Code,
        conditionCode: 'BASIC',
        valueBasedOn: ValueBasedOn.Code,
        valueCode: 'GENDER == "Male"',
      },
      { 'accept-language': 'ar' },
    );
    expect(both.statusCode).toBe(400);
    const errors = invalid(both);
    expect(errors.map((e) => e.member)).toEqual(['conditionCode', 'valueCode']);
    expect(errors[0]!.message).toMatch(/^المعادلة غير صالحة عند المحرف \d+: /);

    const fine = await create({
      conditionBasedOn: ConditionBasedOn.Code,
      conditionCode: 'WORKED_DAYS > 0 && GENDER == "Female"',
      valueBasedOn: ValueBasedOn.Code,
      valueCode: 'round(BASIC / CALENDAR_DAYS * WORKED_DAYS, 2)',
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('is not deleted while a structure uses it, nor its category while it exists', async () => {
    const ruleId = await api.createRule(acme, { categoryId });
    const structureName = uniqueCode('Uses');
    const structureId = await api.createStructure(acme, [ruleId], structureName);
    const refused = await t.call(acme, E.delete, { params: { id: ruleId } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'SalaryRule:InUse' });
    expect(refused.json().error.message).toContain(structureName);

    const category = await t.call(acme, salaryRuleCategoryEndpoints.delete, { params: { id: categoryId } });
    expect(category.statusCode).toBe(422);
    expect(category.json().error.code).toBe('SalaryRuleCategory:InUse');

    expect(
      (await t.call(acme, salaryStructureEndpoints.delete, { params: { id: structureId } })).statusCode,
    ).toBe(204);
    expect((await t.call(acme, E.delete, { params: { id: ruleId } })).statusCode).toBe(204);
  });

  it('refuses a change that would break a structure using the rule', async () => {
    const a = uniqueCode('A');
    const b = uniqueCode('B');
    const aId = await api.createRule(acme, { categoryId, code: a });
    const bId = await api.createRule(acme, {
      categoryId,
      code: b,
      valueBasedOn: ValueBasedOn.Code,
      valueCode: `rules.${a} * 2`,
    });
    await api.createStructure(acme, [aId, bId], `Order ${a}`);
    const rule = await get(aId);
    const r = await t.call(acme, E.update, {
      params: { id: aId },
      body: {
        ...flatBody(rule),
        valueBasedOn: ValueBasedOn.Code,
        valueCode: `rules.${b} + 1`,
        concurrencyStamp: rule.concurrencyStamp,
      },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.code).toBe('SalaryRule:BreaksStructure');
    expect(r.json().error.message).toContain(`Order ${a}`);
    expect(r.json().error.message).toContain(`(${b})`);
    // Nothing was written.
    expect((await get(aId)).concurrencyStamp).toBe(rule.concurrencyStamp);
  });

  it('keeps each tenant to its own rules', async () => {
    const other = await t.login((await t.createTenant()).name);
    const code = uniqueCode('ISO');
    const id = await api.createRule(acme, { categoryId, code });
    // The same code is free in another tenant.
    await payrollApi(t).createRule(other, { categoryId: await payrollApi(t).createCategory(other), code });
    expect((await t.call(other, E.get, { params: { id } })).statusCode).toBe(404);
    const rule = await get(id);
    const stamp = rule.concurrencyStamp;
    const update = await t.call(other, E.update, {
      params: { id },
      body: { ...flatBody(rule), name: 'x', code: uniqueCode(), concurrencyStamp: stamp },
    });
    expect(update.statusCode).toBe(404);
    expect((await t.call(other, E.delete, { params: { id } })).statusCode).toBe(404);
    const list = await t.call(other, E.list, { query: { filter: code } });
    expect(list.json<PagedResult<SalaryRuleDto>>().items.map((r) => r.id)).not.toContain(id);
    expect((await get(id)).concurrencyStamp).toBe(stamp);
  });
});

describe('try formula', () => {
  const inputs = sampleInputs();

  it('answers the sample inputs', async () => {
    const r = await t.call(acme, formulaTryEndpoints.sampleInputs);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual(inputs);
  });

  it('tries an unsaved rule after the saved rules it reads, however indirectly', async () => {
    const basicCategory = (
      await t.call(acme, salaryRuleCategoryEndpoints.list, { query: { filter: 'BASIC' } })
    )
      .json<PagedResult<{ id: string; code: string }>>()
      .items.find((c) => c.code === 'BASIC')!.id;
    const r = await t.call(acme, formulaTryEndpoints.tryRule, {
      body: {
        rule: {
          name: 'Net check',
          code: uniqueCode('TRY'),
          categoryId: basicCategory,
          valueBasedOn: ValueBasedOn.Code,
          valueCode: 'rules.NET - rules.HOUSING',
        },
        inputs,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    const result = r.json<FormulaTryResult>();
    const amounts = Object.fromEntries(result.lines.map((l) => [l.code, l.amount]));
    // NET reads GROSS and the deductions' total, GROSS the basic and allowance totals: their rules come too.
    expect(amounts).toMatchObject({
      BASIC: '1500.00',
      HOUSING: '375.00',
      TRANSPORT: '150.00',
      GROSS: '2181.25',
      PENALTIES: '25.00',
      NET: '2001.25',
    });
    expect(result.lines.at(-1)).toMatchObject({ name: 'Net check', amount: '1626.25' });
    // GROSS reads the allowances: the end-of-service gratuity (not met: LEAVING is 0) is among them.
    expect(result.lines).toHaveLength(12);
    expect(result.lines.findIndex((l) => l.code === 'BASIC')).toBeLessThan(
      result.lines.findIndex((l) => l.code === 'SOCIAL_INSURANCE'),
    );
  });

  it('tries a structure as the form holds it, every line, and names a rule that cannot be computed', async () => {
    const rules = (await t.call(acme, E.list, { query: { maxResultCount: 100 } })).json<
      PagedResult<SalaryRuleDto>
    >().items;
    const id = (code: string) => rules.find((r) => r.code === code)!.id;
    const order = [
      'BASIC',
      'HOUSING',
      'TRANSPORT',
      'OVERTIME',
      'REWARDS',
      'GROSS',
      'ABSENCE',
      'PENALTIES',
      'SOCIAL_INSURANCE',
      'NET',
    ];
    const structureRules = order.map((code, i) => ({ ruleId: id(code), sequence: i + 1 }));
    const r = await t.call(acme, formulaTryEndpoints.tryStructure, { body: { structureRules, inputs } });
    expect(r.statusCode, r.body).toBe(200);
    const result = r.json<FormulaTryResult>();
    expect(result.lines.map((l) => [l.code, l.amount])).toEqual([
      ['BASIC', '1500.00'],
      ['HOUSING', '375.00'],
      ['TRANSPORT', '150.00'],
      ['OVERTIME', '56.25'],
      ['REWARDS', '100.00'],
      ['GROSS', '2181.25'],
      ['ABSENCE', '50.00'],
      ['PENALTIES', '25.00'],
      ['SOCIAL_INSURANCE', '105.00'],
      ['NET', '2001.25'],
    ]);
    expect(result.categories).toContainEqual({ code: 'DED', amount: '180.00' });

    // Without overtime, its condition does not hold: a line without an amount.
    const quiet = await t.call(acme, formulaTryEndpoints.tryStructure, {
      body: { structureRules, inputs: { ...inputs, inputs: { ...inputs.inputs, OVERTIME_HOURS: '0' } } },
    });
    expect(quiet.json<FormulaTryResult>().lines[3]).toMatchObject({
      code: 'OVERTIME',
      conditionMet: false,
      amount: null,
    });

    // A joiner's 10 days of January's 31: the basic prorated (1500 × 10 / 31 = 483.87), housing and social
    // insurance after it; overtime and absence are days and hours of the whole monthly salary.
    const joiner = await t.call(acme, formulaTryEndpoints.tryStructure, {
      body: { structureRules, inputs: { ...inputs, inputs: { ...inputs.inputs, CONTRACT_DAYS: '10' } } },
    });
    expect(joiner.statusCode, joiner.body).toBe(200);
    expect(
      Object.fromEntries(joiner.json<FormulaTryResult>().lines.map((l) => [l.code, l.amount])),
    ).toMatchObject({
      BASIC: '483.87',
      HOUSING: '120.97',
      OVERTIME: '56.25',
      ABSENCE: '50.00',
      SOCIAL_INSURANCE: '33.87',
    });

    // The wrong order is refused as the save would be.
    const reversed = structureRules.map((s, i) => ({ ...s, sequence: structureRules.length - i }));
    const wrong = await t.call(acme, formulaTryEndpoints.tryStructure, {
      body: { structureRules: reversed, inputs },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('Payroll:RuleRefersToLaterRule');

    const perDay = await api.createRule(acme, {
      categoryId,
      name: 'Per absence day',
      valueBasedOn: ValueBasedOn.Code,
      valueCode: 'rules.BASIC / ABSENCE_DAYS',
    });
    const zero = await t.call(acme, formulaTryEndpoints.tryStructure, {
      body: {
        structureRules: [
          { ruleId: id('BASIC'), sequence: 1 },
          { ruleId: perDay, sequence: 2 },
        ],
        inputs: { ...inputs, inputs: { ABSENCE_DAYS: '0' } },
      },
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().error).toMatchObject({ code: 'Payroll:FormulaEvaluationFailed' });
    expect(zero.json().error.message).toContain('Per absence day');
  });
});
