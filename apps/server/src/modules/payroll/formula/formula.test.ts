import { formulaVariables, payrollInputNames } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { environment } from './environment.ts';
import {
  checkFormula,
  compileFormula,
  type FormulaKind,
  isProblem,
  referencedCategories,
  referencedRules,
} from './formula.ts';
import { type FormulaInputs, sampleInputs, toContext } from './inputs.ts';
import { Dec } from './values.ts';

/** Evaluates one formula against the sample (or given) inputs, with the given earlier results. */
function evaluate(
  source: string,
  kind: FormulaKind = 'value',
  inputs: FormulaInputs = sampleInputs(),
  rules: Record<string, string> = {},
): unknown {
  const compiled = compileFormula(source, kind);
  if (isProblem(compiled)) throw new Error(`${source}: ${compiled.message}`);
  const context = toContext(inputs);
  context.rules = new Map(Object.entries(rules).map(([k, v]) => [k, new Dec(v)]));
  context.categories = new Map();
  return compiled.run(context);
}
const value = (source: string, rules?: Record<string, string>) =>
  String(evaluate(source, 'value', sampleInputs(), rules));

describe('exact decimal arithmetic', () => {
  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(value('0.1 + 0.2')).toBe('0.3');
    expect(evaluate('0.1 + 0.2 == 0.3', 'condition')).toBe(true);
    expect(value('1.1 * 1.1')).toBe('1.21');
  });

  it('mixes whole numbers and decimals: BASIC * 2, BASIC * 0.25, BASIC / 30 * days', () => {
    // The sample: BASIC 1500, 20 worked days, 31 calendar days.
    expect(value('BASIC * 2')).toBe('3000');
    expect(value('BASIC * 0.25')).toBe('375');
    expect(value('2 * BASIC + 0.5')).toBe('3000.5');
    expect(value('BASIC / 30 * WORKED_DAYS')).toBe('1000');
    expect(value('BASIC * 7 / 100')).toBe('105');
  });

  it('divides whole numbers exactly (no integer division)', () => {
    expect(value('7 / 2')).toBe('3.5');
    expect(value('BASIC * (7 / 100)')).toBe('105');
    expect(value('10 % 4')).toBe('2');
  });

  it('keeps 34 significant digits in between (rounding happens only where a rule is stored)', () => {
    expect(value('1 / 3')).toBe('0.3333333333333333333333333333333333');
    expect(value('10 / 3 * 3')).toBe(`9.${'9'.repeat(33)}`);
  });

  it('compares, negates and chooses', () => {
    expect(evaluate('BASIC > 1000 && BASIC <= 1500', 'condition')).toBe(true);
    expect(evaluate('BASIC != 1500.00', 'condition')).toBe(false);
    expect(value('-BASIC * 0.07')).toBe('-105');
    expect(value('OVERTIME_HOURS > 0 ? OVERTIME_HOURS * 10 : 0')).toBe('60');
  });

  it('offers max, min, round, floor, ceil, abs', () => {
    expect(value('max(BASIC, 2000)')).toBe('2000');
    expect(value('min(BASIC, 2000)')).toBe('1500');
    expect(value('round(BASIC / 7, 2)')).toBe('214.29');
    expect(value('round(2.5)')).toBe('3');
    expect(value('round(-2.5)')).toBe('-3');
    expect(value('floor(2.7) + ceil(2.1) + abs(-1)')).toBe('6');
  });

  it('reads dates, texts and earlier results', () => {
    expect(value('CALENDAR_DAYS')).toBe('31');
    expect(value('month(PERIOD_END) * 100 + day(PERIOD_END)')).toBe('131');
    expect(value('year(CONTRACT_START)')).toBe('2024');
    expect(value('daysBetween(PERIOD_START, PERIOD_END)')).toBe('30');
    expect(evaluate('CONTRACT_START < date("2025-01-01") && PERIOD_END >= PERIOD_START', 'condition')).toBe(
      true,
    );
    expect(evaluate('GENDER == "Male" && MARITAL_STATUS != "Single"', 'condition')).toBe(true);
    expect(evaluate('CONTRACT_TYPE == "Permanent"', 'condition')).toBe(true);
    expect(value('rules.BASIC + rules.HOUSING', { BASIC: '1500.00', HOUSING: '375.00' })).toBe('1875');
  });

  it('gives a missing payroll input as 0', () => {
    const inputs = sampleInputs();
    inputs.inputs = {};
    expect(String(evaluate('WORKED_DAYS + PENALTY_COUNT', 'value', inputs))).toBe('0');
  });

  it('gives a missing MONTH_DAYS and CONTRACT_DAYS from the period and the contract start, never 0', () => {
    const inputs = sampleInputs();
    inputs.inputs = {};
    inputs.period = { start: '2024-02-01', end: '2024-02-29' };
    inputs.employee.contractStart = '2024-02-20';
    expect(String(evaluate('MONTH_DAYS', 'value', inputs))).toBe('29');
    expect(String(evaluate('CONTRACT_DAYS', 'value', inputs))).toBe('10');
    expect(String(evaluate('min(BASIC, BASIC * CONTRACT_DAYS / MONTH_DAYS)', 'value', inputs))).toMatch(
      /^517\.24/,
    );
    inputs.employee.contractStart = '2024-03-01';
    expect(String(evaluate('CONTRACT_DAYS', 'value', inputs))).toBe('0');
    inputs.inputs = { MONTH_DAYS: '31', CONTRACT_DAYS: '5' };
    expect(String(evaluate('CONTRACT_DAYS + MONTH_DAYS', 'value', inputs))).toBe('36');
  });
});

describe('checkFormula', () => {
  it('accepts valid formulas', () => {
    expect(checkFormula('BASIC * 0.25', 'value')).toBeNull();
    expect(checkFormula('WORKED_DAYS < SCHEDULED_DAYS', 'condition')).toBeNull();
    expect(checkFormula('rules.BASIC - categories.DED', 'value')).toBeNull();
  });

  it('refuses an unknown variable with its position', () => {
    expect(checkFormula('BASIC * 2 + BONUS', 'value')).toMatchObject({
      message: 'Unknown variable: BONUS (a rule or a category is written rules.CODE or categories.CODE)',
      messageAr: 'متغير غير معروف: BONUS (تُكتب القاعدة rules.CODE والفئة categories.CODE)',
      position: 12,
    });
  });

  it('refuses a syntax error with its position, said as a payroll officer would in both languages', () => {
    const p = checkFormula('BASIC * (2 + ', 'value');
    expect(p).toMatchObject({
      message: 'The formula ends too early: something is missing after its last sign',
      messageAr: 'تنتهي الصيغة قبل أن تكتمل: ينقص شيء بعد آخر رمز فيها',
      position: 13,
    });
    // The parser's own words ("Expected RPAREN, got EOF", "Unexpected token: MULTIPLY") never reach them.
    expect(checkFormula('BASIC * (2 + HOUSING', 'value')).toMatchObject({
      message: 'A ")" is missing at the end of the formula',
      messageAr: 'ينقص «)» في آخر الصيغة',
      position: 20,
    });
    expect(checkFormula('BASIC > 1 ? 2', 'value')?.messageAr).toBe('ينقص «:» في آخر الصيغة');
    expect(checkFormula('BASIC * * 2', 'value')).toMatchObject({
      message: '"*" is out of place here',
      messageAr: '«*» في غير موضعه هنا',
    });
    expect(checkFormula('BASIC 2', 'value')?.message).toBe(
      '"2" cannot stand here (is a sign missing before it?)',
    );
    expect(checkFormula('if', 'value')?.messageAr).toBe('«if» كلمة محجوزة: لا تدل على شيء في الصيغة');
    expect(checkFormula('max(BASIC)', 'value')).toMatchObject({
      message: 'max() does not take these values: Number',
      messageAr: 'لا تقبل الدالة max() هذه القيم: رقم',
    });
  });

  it('refuses a condition that is not true or false, and a value that is not a number', () => {
    expect(checkFormula('BASIC * 2', 'condition')?.message).toBe(
      'A condition must give true or false; this one gives: Number',
    );
    expect(checkFormula('BASIC > 2', 'value')?.message).toBe(
      'A value must give a number; this one gives: True or false',
    );
    expect(checkFormula('BASIC > 2', 'value')?.messageAr).toBe(
      'يجب أن تعطي القيمة رقمًا؛ وهذه الصيغة تعطي: صح أو خطأ',
    );
    expect(checkFormula('GENDER', 'value')?.message).toMatch(/must give a number/);
    expect(checkFormula('PERIOD_START', 'value')?.message).toMatch(/this one gives: Date/);
  });

  it('refuses a type mismatch', () => {
    expect(checkFormula('BASIC + "100"', 'value')).toMatchObject({
      message: '"+" does not take Number and Text',
      messageAr: 'لا يقبل «+» القيمتين: رقم ونص',
    });
    expect(checkFormula('BASIC > PERIOD_START', 'condition')).not.toBeNull();
    expect(checkFormula('BASIC && true', 'condition')).not.toBeNull();
  });

  it('refuses a text value a variable never takes', () => {
    expect(checkFormula('GENDER == "male"', 'condition')).toMatchObject({
      message: 'GENDER is one of "Undefined", "Female", "Male", never "male"',
      position: 10,
    });
    expect(checkFormula('"Divorced" != MARITAL_STATUS', 'condition')).not.toBeNull();
  });

  it('refuses a date() that is not a fixed valid date', () => {
    expect(checkFormula('PERIOD_START > date("2025-02-30")', 'condition')?.message).toMatch(/date\(\) takes/);
    expect(checkFormula('PERIOD_START > date(GENDER)', 'condition')?.message).toMatch(/date\(\) takes/);
    expect(checkFormula('PERIOD_START > date("2025-02-28")', 'condition')).toBeNull();
  });

  it('refuses an empty formula and round() with a wrong argument count', () => {
    expect(checkFormula('   ', 'value')?.message).toBe('The formula is empty');
    expect(checkFormula('round(1, 2, 3)', 'value')).not.toBeNull();
  });
});

describe('referencedRules and referencedCategories', () => {
  it('lists each code once, in order of appearance', () => {
    expect(referencedRules('rules.BASIC + rules.HOUSING * 2 - rules.BASIC')).toEqual(['BASIC', 'HOUSING']);
    expect(referencedRules('rules.OT > 0 && categories.ALW > 100')).toEqual(['OT']);
    expect(referencedCategories('categories.BASIC + categories.ALW')).toEqual(['BASIC', 'ALW']);
    expect(referencedRules('BASIC * 2')).toEqual([]);
    expect(referencedRules('1 +')).toEqual([]);
  });
});

describe('the catalogue', () => {
  it('declares every variable of formulaVariables, and toContext gives each a value', () => {
    const context = toContext(sampleInputs());
    for (const v of formulaVariables) {
      if (v.group === 'results') continue;
      expect(environment.hasVariable(v.name), v.name).toBe(true);
      expect(context[v.name], v.name).toBeDefined();
    }
    for (const name of payrollInputNames) expect(sampleInputs().inputs[name], name).toBeDefined();
    expect(environment.hasVariable('rules') && environment.hasVariable('categories')).toBe(true);
  });

  it('refuses inputs that are not what they should be (a 422, never a crash)', () => {
    const bad = [
      (i: FormulaInputs) => {
        i.employee.basicSalary = 'abc';
      },
      (i: FormulaInputs) => {
        i.inputs.WORKED_DAYS = '1e400';
      },
      (i: FormulaInputs) => {
        i.inputs.OVERTIME_HOURS = Number.NaN;
      },
      (i: FormulaInputs) => {
        i.period.end = '2025-12-31';
      },
      (i: FormulaInputs) => {
        i.period.start = '2026-02-30';
      },
      (i: FormulaInputs) => {
        i.employee.contractType = 'Forever' as never;
      },
    ];
    for (const spoil of bad) {
      const inputs = sampleInputs();
      spoil(inputs);
      expect(() => toContext(inputs)).toThrow(
        expect.objectContaining({ code: 'Payroll:InvalidFormulaInput' }),
      );
    }
  });
});
