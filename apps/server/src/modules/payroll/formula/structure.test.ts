import { describe, expect, it } from 'vitest';
import { AppError, translate } from '../../../platform/errors.ts';
import { compileStructure, evaluateStructure, type RuleDefinition, sampleInputs } from './index.ts';

type Options = Partial<Pick<RuleDefinition, 'isActive' | 'appearForEmployee' | 'name' | 'nameAr'>> & {
  when?: string;
};

/** A rule: `value` is a formula, or a fixed amount when it is a number written as text ("50.00"). */
function rule(code: string, categoryCode: string, value: string, options: Options = {}): RuleDefinition {
  const fixed = /^-?\d+(\.\d+)?$/.test(value);
  return {
    code,
    name: options.name ?? `${code} name`,
    nameAr: options.nameAr ?? null,
    categoryCode,
    isActive: options.isActive ?? true,
    appearForEmployee: options.appearForEmployee ?? true,
    condition: { basedOn: options.when ? 'Code' : 'AlwaysTrue', code: options.when ?? null },
    value: fixed
      ? { basedOn: 'FixedAmount', fixedAmount: value, code: null }
      : { basedOn: 'Code', fixedAmount: null, code: value },
  };
}

/** The demo structure a payroll officer recognises (sample: BASIC 1500, 176 h, 6 h overtime, 1 absence day). */
const payroll = [
  rule('BASIC', 'BASIC', 'BASIC'),
  rule('HOUSING', 'ALW', 'BASIC * 0.25'),
  rule('TRANSPORT', 'ALW', '50.00'),
  rule('OVERTIME', 'ALW', 'BASIC / SCHEDULED_HOURS * 1.5 * OVERTIME_HOURS', { when: 'OVERTIME_HOURS > 0' }),
  rule('ABSENCE', 'DED', '-(BASIC / CALENDAR_DAYS * ABSENCE_DAYS)', { when: 'ABSENCE_DAYS > 0' }),
  rule('PENALTY', 'DED', '-PENALTY_AMOUNT', { when: 'PENALTY_COUNT > 0' }),
  rule('REWARD', 'ALW', 'REWARD_AMOUNT', { when: 'REWARD_COUNT > 0' }),
  rule('SINS', 'DED', '-rules.BASIC * 0.07'),
  rule('FAMILY', 'ALW', '30', { when: 'MARITAL_STATUS == "Married"', isActive: false }),
  rule('GROSS', 'GROSS', 'categories.BASIC + categories.ALW', { appearForEmployee: false }),
  rule('NET', 'NET', 'categories.GROSS + categories.DED'),
];

function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('evaluateStructure', () => {
  it('computes a payslip: lines in order, amounts rounded where stored, category totals', () => {
    const result = evaluateStructure(compileStructure(payroll), sampleInputs(), { decimalPlaces: 2 });
    expect(result.lines.map((l) => [l.code, l.amount])).toEqual([
      ['BASIC', '1500.00'],
      ['HOUSING', '375.00'],
      ['TRANSPORT', '50.00'],
      ['OVERTIME', '76.70'], // 1500 / 176 * 1.5 * 6 = 76.704...
      ['ABSENCE', '-48.39'], // 1500 / 31 = 48.387...
      ['PENALTY', '-25.00'],
      ['REWARD', '100.00'],
      ['SINS', '-105.00'],
      ['GROSS', '2101.70'],
      ['NET', '1923.31'],
    ]);
    expect(result.lines.find((l) => l.code === 'GROSS')).toMatchObject({
      name: 'GROSS name',
      categoryCode: 'GROSS',
      appearForEmployee: false,
    });
    expect(result.categories).toEqual({
      BASIC: '1500.00',
      ALW: '601.70',
      DED: '-178.39',
      GROSS: '2101.70',
      NET: '1923.31',
    });
    // Every rule is traced, the inactive one too.
    expect(result.trace.map((t) => t.code)).toEqual(payroll.map((r) => r.code));
    expect(result.trace.find((t) => t.code === 'FAMILY')).toEqual({
      code: 'FAMILY',
      conditionMet: false,
      amount: null,
    });
  });

  it('skips a rule whose condition does not hold; later rules read it as 0', () => {
    const inputs = sampleInputs();
    inputs.inputs.OVERTIME_HOURS = '0';
    const structure = compileStructure([
      ...payroll.slice(0, 4),
      rule('OT_SHARE', 'ALW', 'rules.OVERTIME + 1'),
    ]);
    const result = evaluateStructure(structure, inputs, { decimalPlaces: 2 });
    expect(result.lines.map((l) => l.code)).toEqual(['BASIC', 'HOUSING', 'TRANSPORT', 'OT_SHARE']);
    expect(result.trace[3]).toEqual({ code: 'OVERTIME', conditionMet: false, amount: null });
    expect(result.lines.at(-1)?.amount).toBe('1.00');
  });

  it('lets later rules read the stored (rounded) amount, so lines add up to the totals', () => {
    const structure = compileStructure([
      rule('THIRD', 'ALW', 'BASIC / 3 / 1000'), // 0.5 exactly, then 10 / 3 below
      rule('A', 'ALW', '10 / 3'),
      rule('B', 'ALW', 'rules.A * 3'),
      rule('TOTAL', 'GROSS', 'categories.ALW'),
    ]);
    const result = evaluateStructure(structure, sampleInputs(), { decimalPlaces: 2 });
    expect(result.lines.map((l) => l.amount)).toEqual(['0.50', '3.33', '9.99', '13.82']);
  });

  it("rounds to the currency's places, half away from zero, never -0", () => {
    const structure = compileStructure([
      rule('HALF', 'ALW', '2.5'),
      rule('NEG_HALF', 'DED', '-0.0005'),
      rule('TINY', 'DED', '-0.001'),
    ]);
    const r0 = evaluateStructure(structure, sampleInputs(), { decimalPlaces: 0 });
    expect(r0.lines.map((l) => l.amount)).toEqual(['3', '0', '0']);
    const r3 = evaluateStructure(structure, sampleInputs(), { decimalPlaces: 3 });
    expect(r3.lines.map((l) => l.amount)).toEqual(['2.500', '-0.001', '-0.001']);
    const r2 = evaluateStructure(structure, sampleInputs(), { decimalPlaces: 2 });
    expect(r2.lines.map((l) => l.amount)).toEqual(['2.50', '0.00', '0.00']);
    expect(r2.categories.DED).toBe('0.00');
  });

  it('compiles once and evaluates many employees without one leaking into the next', () => {
    const structure = compileStructure(payroll);
    const rich = sampleInputs();
    rich.employee.basicSalary = '3000';
    const first = evaluateStructure(structure, sampleInputs(), { decimalPlaces: 2 });
    const second = evaluateStructure(structure, rich, { decimalPlaces: 2 });
    const third = evaluateStructure(structure, sampleInputs(), { decimalPlaces: 2 });
    expect(second.categories.BASIC).toBe('3000.00');
    expect(third).toEqual(first);
  });

  it('starts every category a formula reads at 0', () => {
    const structure = compileStructure([rule('X', 'ALW', 'categories.BONUS + 1')]);
    const result = evaluateStructure(structure, sampleInputs(), { decimalPlaces: 2 });
    expect(result.categories).toEqual({ ALW: '1.00', BONUS: '0.00' });
  });

  it('refuses a category total that overflows, naming the rule', () => {
    const big = '999999999999999';
    const structure = compileStructure([rule('A', 'ALW', big), rule('B', 'ALW', big)]);
    const error = thrown(() => evaluateStructure(structure, sampleInputs(), { decimalPlaces: 2 }));
    expect(error.code).toBe('Payroll:FormulaEvaluationFailed');
    expect(error.params.rule).toBe('B name (B)');
    expect(error.params.reason).toMatch(/overflow/);
    expect(error.params.reasonAr).toMatch(/تجاوز/);
  });

  it('names the rule and the formula when a condition fails at run time', () => {
    const structure = compileStructure([rule('DIV', 'ALW', '1', { when: 'BASIC / UNPAID_LEAVE_DAYS > 1' })]);
    const error = thrown(() => evaluateStructure(structure, sampleInputs(), { decimalPlaces: 2 }));
    expect(error).toMatchObject({
      code: 'Payroll:FormulaEvaluationFailed',
      status: 422,
      params: { rule: 'DIV name (DIV)', reason: 'division by zero (in its condition)' },
    });
  });
});

describe('compileStructure', () => {
  it('refuses a rule that reads a later rule, naming both', () => {
    const error = thrown(() =>
      compileStructure([
        rule('NET', 'NET', 'rules.GROSS - 10', { name: 'Net pay', nameAr: 'صافي الراتب' }),
        rule('GROSS', 'GROSS', 'BASIC', { name: 'Gross pay', nameAr: 'إجمالي الراتب' }),
      ]),
    );
    expect(error.code).toBe('Payroll:RuleRefersToLaterRule');
    expect(error.status).toBe(422);
    // Each language names the rules by their names in it (an Arabic reader read the English ones before).
    expect(error.params).toEqual({
      rule: 'Net pay (NET)',
      ruleAr: 'صافي الراتب (NET)',
      referenced: 'Gross pay (GROSS)',
      referencedAr: 'إجمالي الراتب (GROSS)',
    });
    expect(translate(error.code, 'ar', error.params)).toBe(
      'تستخدم القاعدة صافي الراتب (NET) نتيجة القاعدة إجمالي الراتب (GROSS) التي لا تسبقها في الهيكل. انقل إجمالي الراتب (GROSS) فوق صافي الراتب (NET) (لا يمكن لقاعدة أن تستخدم نتيجتها).',
    );
  });

  it('refuses a rule that reads itself, in its value or its condition', () => {
    // A rule without an Arabic name is named by the one it has in Arabic too.
    expect(thrown(() => compileStructure([rule('A', 'ALW', 'rules.A + 1')])).params).toEqual({
      rule: 'A name (A)',
      ruleAr: 'A name (A)',
      referenced: 'A name (A)',
      referencedAr: 'A name (A)',
    });
    const viaCondition = thrown(() =>
      compileStructure([
        rule('B', 'ALW', 'BASIC'),
        rule('A', 'ALW', '1', { when: 'rules.B > 0 && rules.A > 0' }),
      ]),
    );
    expect(viaCondition.code).toBe('Payroll:RuleRefersToLaterRule');
  });

  it('refuses a rule that reads a rule the structure lacks', () => {
    const error = thrown(() => compileStructure([rule('A', 'ALW', 'rules.MISSING * 2')]));
    expect(error).toMatchObject({
      code: 'Payroll:RuleRefersToUnknownRule',
      params: { rule: 'A name (A)', code: 'MISSING' },
    });
  });

  it('refuses an invalid formula with the rule, the field and the position', () => {
    const error = thrown(() => compileStructure([rule('A', 'ALW', '1', { when: 'BASIC +' })]));
    expect(error.code).toBe('Payroll:InvalidFormula');
    expect(error.status).toBe(400);
    expect(error.details).toBe('conditionCode');
    expect(error.params).toMatchObject({
      message: 'A name (A): The formula ends too early: something is missing after its last sign',
      column: 8,
    });
  });

  it('refuses a fixed amount that is not a number', () => {
    const bad = rule('A', 'ALW', '1');
    bad.value.fixedAmount = 'lots';
    expect(thrown(() => compileStructure([bad])).code).toBe('Payroll:InvalidFormulaInput');
  });
});
